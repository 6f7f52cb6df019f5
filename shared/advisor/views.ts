/** Response shapes of the conversation endpoints (docs/advisor.md). */
import * as z from 'zod';
import { pagination } from '../answers';
import type { Conversation, ConversationSummary } from './conversations-store';
import { totalTokens } from './pricing';
import { LANGUAGES, MODELS, RESPONSE_STYLES, ROLES } from './request';

export const conversationSummaryView = (c: ConversationSummary) => ({
  conversationId: c.conversationId,
  title: c.title,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  model: c.model,
  turnCount: c.turnCount,
  creditsCharged: c.creditsCharged,
  ...(c.blueprintId !== undefined ? { blueprintId: c.blueprintId } : {}),
  ...(c.subject !== undefined ? { subject: c.subject } : {}),
});

export const conversationView = (c: Conversation) => ({
  ...conversationSummaryView(c),
  agent: c.agent,
  messages: c.messages,
  turns: c.turns.map((t) => ({
    at: t.at,
    requestId: t.requestId,
    model: t.model,
    modelId: t.modelId,
    status: t.status,
    funding: t.funding,
    usage: { ...t.usage, totalTokens: totalTokens(t.usage) },
    estimatedCost: t.estimatedCost,
    cost: t.cost,
    creditsCharged: t.creditsCharged,
    blueprintId: t.blueprintId,
    toolCalls: t.toolCalls,
    ...(t.error ? { error: t.error } : {}),
    ...(t.cut ? { cut: true } : {}),
  })),
});

/** Response schemas (`data`) for the API description; every integration answer is checked against them. */
const usageSchema = z
  .object({
    inputTokens: z.number().int(),
    outputTokens: z.number().int(),
    cacheCreationInputTokens: z.number().int(),
    cacheReadInputTokens: z.number().int(),
    calls: z.number().int(),
    totalTokens: z.number().int(),
  })
  .describe('Tokens of the answer, every model call included').meta({ id: 'AdvisorUsage' });

const summarySchema = z.object({
  conversationId: z.string().describe('conv_ + 26 time-sortable characters'),
  title: z.string().describe('the first user message, at most 80 characters'),
  createdAt: z.string(),
  updatedAt: z.string(),
  model: z.enum(MODELS),
  turnCount: z.number().int(),
  creditsCharged: z.number().int().describe('credits taken from the balance by all turns'),
  blueprintId: z.string().optional().describe('the blueprint the conversation is about (asked for by blueprintId, or the subject’s newest at its first turn); absent: each turn answers from the account’s newest blueprint'),
  subject: z.string().optional().describe('the end user the conversation belongs to (asked for, or the one its blueprint was saved with)'),
}).meta({ id: 'ConversationSummary' });

export const conversationListSchema = z.object({
  conversations: z.array(summarySchema),
  pagination,
}).meta({ id: 'ConversationList' });

export const conversationSchema = summarySchema.extend({
  agent: z.object({
    name: z.string(),
    tone: z.string(),
    language: z.enum(LANGUAGES),
    customInstructions: z.string(),
    prohibitedTopics: z.array(z.string()),
    responseStyle: z.enum(RESPONSE_STYLES),
  }),
  messages: z.array(z.object({ role: z.enum(ROLES), content: z.string() })),
  turns: z.array(
    z.object({
      at: z.string(),
      requestId: z.string(),
      model: z.enum(MODELS),
      modelId: z.string().describe('the underlying model, or `offline`'),
      status: z.enum(['completed', 'failed', 'cancelled']).describe('`failed`: our side failed, nothing charged; `cancelled`: the client hung up (`cut`), the usage so far charged'),
      funding: z.enum(['free', 'subscription', 'credits']),
      usage: usageSchema,
      estimatedCost: z.number().int().describe('credits held before the stream (0 for free and subscription turns)'),
      cost: z.number().int().describe('price of the usage'),
      creditsCharged: z.number().int().describe('credits kept from the balance'),
      blueprintId: z.string().nullable(),
      toolCalls: z.array(z.string()),
      error: z.string().optional(),
      cut: z.literal(true).optional().describe('the client hung up before the end: the usage generated so far was charged (status `cancelled`)'),
    }),
  ),
}).meta({ id: 'Conversation' });
