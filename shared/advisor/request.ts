/**
 * The chat request (spec 2.9 and 4.13): validation, defaults and the documented upper bounds.
 *
 * Error strings (400): `Invalid request` for a malformed body (with the field in `message`), and
 * the more specific `Invalid messages` (empty, wrong role, last message not from the user, over
 * the count or length bounds), `Invalid model`, `Invalid agent` (a field over its limit or a
 * language or responseStyle outside the list). Every issue is listed in `issues`.
 */
import * as z from 'zod';
import type { AdvisorSettings } from '../config';
import { subjectField } from '../http/subject';
import { ADVISOR_LANGUAGES, type AdvisorLanguage } from '../i18n/index';

/** The agent's languages: one list with the language negotiation (shared/i18n/advisor.ts). */
export const LANGUAGES = ADVISOR_LANGUAGES;
export type { AdvisorLanguage };
export const RESPONSE_STYLES = ['short', 'detailed', 'conversational'] as const;
export type ResponseStyle = (typeof RESPONSE_STYLES)[number];
export const MODELS = ['standard', 'premium'] as const;
export type AdvisorModel = (typeof MODELS)[number];
export const ROLES = ['user', 'assistant', 'system'] as const;
export type Role = (typeof ROLES)[number];

/** The service's standard advisor name and tone (spec 2.9 defaults). */
export const DEFAULT_AGENT_NAME = 'Stella';
export const DEFAULT_TONE = 'warm, direct, and practical';
/** Version label sent as X-Agent-Version. */
export const AGENT_VERSION = 'advisor-2026.11';

export interface ChatMessage {
  role: Role;
  content: string;
}

export interface AgentSettings {
  name: string;
  tone: string;
  language: AdvisorLanguage;
  customInstructions: string;
  prohibitedTopics: string[];
  responseStyle: ResponseStyle;
}

export interface ChatRequest {
  messages: ChatMessage[];
  conversationId?: string | undefined;
  /** The saved blueprint whose chart grounds the answer (docs/advisor.md, "Whose chart"). */
  blueprintId?: string;
  /** The end user: the newest completed blueprint saved with this subject grounds the answer; stored on the conversation. */
  subject?: string;
  model: AdvisorModel;
  agent: AgentSettings;
}

/** Conversation ids: `conv_` + 26 characters of a time-sortable id. */
export const CONVERSATION_ID = /^conv_[0-9A-Za-z]{26}$/;

const MSG = 'Invalid messages|';
const AGENT = 'Invalid agent|';

export const agentSchema = z
  .object({
    name: z.string(AGENT + 'agent.name must be a string').trim().min(1, AGENT + 'agent.name must not be empty').max(30, AGENT + 'agent.name is at most 30 characters').optional().meta({ description: `the advisor's name, default ${DEFAULT_AGENT_NAME}` }),
    tone: z.string(AGENT + 'agent.tone must be a string').trim().min(1, AGENT + 'agent.tone must not be empty').max(100, AGENT + 'agent.tone is at most 100 characters').optional().meta({ description: `the tone of the answers, default "${DEFAULT_TONE}" (the model's; the offline advisor, without an Anthropic key, writes fixed phrases and does not use it)` }),
    language: z.enum(LANGUAGES, AGENT + `agent.language must be one of ${LANGUAGES.join(', ')}`).optional().meta({ description: 'language of the answers, default en' }),
    customInstructions: z.string(AGENT + 'agent.customInstructions must be a string').max(500, AGENT + 'agent.customInstructions is at most 500 characters').optional().meta({ description: 'instructions for the model, followed unless they conflict with its core rules (the offline advisor does not use them)' }),
    prohibitedTopics: z
      .array(z.string(AGENT + 'agent.prohibitedTopics entries must be strings').trim().min(1, AGENT + 'agent.prohibitedTopics entries must not be empty').max(100, AGENT + 'agent.prohibitedTopics entries are at most 100 characters'), AGENT + 'agent.prohibitedTopics must be an array of strings')
      .max(10, AGENT + 'agent.prohibitedTopics has at most 10 entries')
      .optional()
      .meta({ description: 'topics the advisor politely declines (the offline advisor: a question containing one of them)' }),
    responseStyle: z.enum(RESPONSE_STYLES, AGENT + `agent.responseStyle must be one of ${RESPONSE_STYLES.join(', ')}`).optional().meta({ description: 'short, detailed or conversational (default)' }),
  }, AGENT + 'agent must be an object');

/** The request schema with the deployment's bounds (config.advisor). */
export const chatRequestSchema = (limits: Pick<AdvisorSettings, 'maxMessages' | 'maxMessageChars' | 'maxTotalChars'>) =>
  z
    .object(
      {
        messages: z
          .array(
            z.object(
              {
                role: z.enum(ROLES, MSG + 'messages[].role must be user, assistant or system'),
                content: z
                  .string(MSG + 'messages[].content is required and must be a string')
                  .min(1, MSG + 'messages[].content must not be empty')
                  .refine((c) => c.trim() !== '', MSG + 'messages[].content must not be blank (only white space)')
                  .max(limits.maxMessageChars, MSG + `messages[].content is at most ${limits.maxMessageChars} characters`),
              },
              MSG + 'each message must be an object with role and content',
            ),
            MSG + 'messages is required and must be an array',
          )
          .min(1, MSG + 'messages must not be empty')
          .max(limits.maxMessages, MSG + `messages has at most ${limits.maxMessages} entries`)
          .refine((m) => m.length === 0 || m[m.length - 1]!.role === 'user', MSG + 'the last message must come from the user')
          .refine(
            (m) => m.reduce((n, x) => n + x.content.length, 0) <= limits.maxTotalChars,
            MSG + `the messages are at most ${limits.maxTotalChars} characters together`,
          ),
        conversationId: z.string('Invalid request|conversationId must be a string').min(1, 'Invalid request|conversationId must not be empty').max(200, 'Invalid request|conversationId is too long').optional(),
        blueprintId: z
          .string('Blueprint not found|blueprintId must be the id of one of your saved blueprints')
          .min(1, 'Blueprint not found|blueprintId must be the id of one of your saved blueprints')
          .max(200, 'Blueprint not found|blueprintId must be the id of one of your saved blueprints')
          .optional()
          .meta({ description: 'a saved blueprint of the caller whose chart grounds the answer (404 when it is not the caller’s, nothing charged); remembered by the conversation', example: 'bp_01JD7N4Q2R0000000000000000' }),
        subject: subjectField.meta({
          description: 'the end user (your app’s id, 1-128 printable characters): the newest completed blueprint saved with this subject grounds the answer (none: general mode), and the conversation is saved with the subject. Without blueprintId and subject: the newest completed blueprint of the account',
          example: 'user-4821',
        }),
        model: z.enum(MODELS, 'Invalid model|model must be standard or premium').default('standard'),
        agent: agentSchema.optional(),
      },
      'Invalid request|the body must be a JSON object',
    )
    .transform(
      (r): ChatRequest => ({
        messages: r.messages,
        ...(r.conversationId !== undefined ? { conversationId: r.conversationId } : {}),
        ...(r.blueprintId !== undefined ? { blueprintId: r.blueprintId } : {}),
        ...(r.subject !== undefined ? { subject: r.subject } : {}),
        model: r.model,
        agent: withAgentDefaults(r.agent),
      }),
    ).meta({ id: 'ChatRequest' });

export const withAgentDefaults = (a: z.output<typeof agentSchema> | undefined): AgentSettings => ({
  name: a?.name ?? DEFAULT_AGENT_NAME,
  tone: a?.tone ?? DEFAULT_TONE,
  language: a?.language ?? 'en',
  customInstructions: a?.customInstructions ?? '',
  prohibitedTopics: a?.prohibitedTopics ?? [],
  responseStyle: a?.responseStyle ?? 'conversational',
});
