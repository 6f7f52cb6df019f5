/**
 * The one interface both writers implement, and the result shapes callers consume.
 */
import type { AiTier } from './config';
import type { BlueprintFacts, TextRequest } from './facts';
import type { AiModule, ModuleSectionMap } from './sections';
import { LANGUAGES } from '../i18n/languages';

/** The section list, a value other rooms read without loading the writers (ai/index.ts loads the Anthropic SDK). */
export { AI_MODULE_NAMES, AI_MODULES, MODULE_SECTIONS, SECTION_TITLES, type AiModule, type SectionKey } from './sections';

/** The API's seven languages (shared/i18n/languages.ts): the writers take any of them. */
export const AI_LANGUAGES = LANGUAGES;
export type AiLanguage = (typeof AI_LANGUAGES)[number];
export const isAiLanguage = (s: string): s is AiLanguage => (AI_LANGUAGES as readonly string[]).includes(s);

export const LANGUAGE_NAMES: Record<AiLanguage, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
  hi: 'Hindi',
};

export type WriterKind = 'anthropic' | 'offline';

/** Token usage, summed over every API call (including retries that got an answer and cache priming). */
export interface AiUsage {
  inputTokens: number;
  outputTokens: number;
  cacheCreationInputTokens: number;
  cacheReadInputTokens: number;
  /** Number of API calls that returned an answer (0 for the offline writer). */
  requests: number;
}

export const emptyUsage = (): AiUsage => ({
  inputTokens: 0,
  outputTokens: 0,
  cacheCreationInputTokens: 0,
  cacheReadInputTokens: 0,
  requests: 0,
});

export function addUsage(into: AiUsage, u: AiUsage): AiUsage {
  into.inputTokens += u.inputTokens;
  into.outputTokens += u.outputTokens;
  into.cacheCreationInputTokens += u.cacheCreationInputTokens;
  into.cacheReadInputTokens += u.cacheReadInputTokens;
  into.requests += u.requests;
  return into;
}

/**
 * `meta.writer` of an answer that carries written text (docs/languages.md): the Anthropic writer
 * with its model, or the offline writer (its own texts and the fixed tables).
 */
export type WriterTag = { name: 'anthropic'; model: string } | { name: 'offline' };
export const OFFLINE_WRITER: WriterTag = { name: 'offline' };
export const writerTag = (m: { writer: string; model: string }): WriterTag => (m.writer === 'anthropic' ? { name: 'anthropic', model: m.model } : OFFLINE_WRITER);

/** Which writer produced a text, with which model, in which language. */
export interface WriterMeta {
  writer: WriterKind;
  /** Model id (anthropic) or the offline writer's version label. */
  model: string;
  /** Language of the text actually produced. */
  language: AiLanguage;
  requestedLanguage: AiLanguage;
  /** Present (true) when the text is not in the requested language (offline writer: English only). */
  languageFallback?: true;
  /** Human-readable notes, e.g. the language fallback. */
  notes?: string[];
}

export type AiErrorCode = 'rate_limited' | 'overloaded' | 'server_error' | 'timeout' | 'connection' | 'malformed' | 'deadline' | 'aborted' | 'rejected'
  /** The answer came back in another language than asked, twice (shared/ai/language-check.ts). */
  | 'wrong_language';

/** Why a module (or a call) failed after retries. */
export interface AiFailure {
  code: AiErrorCode;
  /** Short message fit for `meta.warnings[module]`. */
  message: string;
  /** HTTP status of the last answer, when there was one. */
  status?: number;
  /** Attempts made for the failing section (1 + retries). */
  attempts: number;
  /** The section that failed first. */
  section?: string;
}

export type ModuleSectionsResult<M extends AiModule = AiModule> =
  | ({
      ok: true;
      module: M;
      sections: Record<ModuleSectionMap[M], string>;
      usage: AiUsage;
      durationMs: number;
    } & WriterMeta)
  | ({
      ok: false;
      module: M;
      error: AiFailure;
      /** Usage already spent (tokens of sections that did finish); not charged to the user for blueprints. */
      usage: AiUsage;
      durationMs: number;
    } & WriterMeta);

export interface WriteOptions {
  language?: AiLanguage;
  tier?: AiTier;
  signal?: AbortSignal;
}

export interface TextResult extends WriterMeta {
  text: string;
  usage: AiUsage;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface StreamRequest extends WriteOptions {
  /** Caller's system instructions (advisor persona, tone...). The writing rules are always prepended. */
  system?: string;
  messages: ChatMessage[];
  /** Optional grounding (the user's blueprint); cached like the blueprint context. */
  facts?: BlueprintFacts;
  maxTokens?: number;
}

export interface StreamFinal extends WriterMeta {
  text: string;
  usage: AiUsage;
  stopReason: string | null;
}

/** A streamed answer: iterate `textStream` for chunks; `final` settles after the last chunk. */
export interface TextStream {
  meta: WriterMeta;
  textStream: AsyncIterable<string>;
  final: Promise<StreamFinal>;
}

export interface AiWriter {
  readonly kind: WriterKind;
  /** All sections of one module; fails as a whole if any section fails after retries. Never throws for API failures. */
  writeModuleSections<M extends AiModule>(module: M, facts: BlueprintFacts, opts?: WriteOptions): Promise<ModuleSectionsResult<M>>;
  /** Several modules at once, sharing one cached context and the concurrency bound. Never throws for API failures. */
  writeBlueprintSections(
    modules: readonly AiModule[],
    facts: BlueprintFacts,
    opts?: WriteOptions,
  ): Promise<Partial<{ [M in AiModule]: ModuleSectionsResult<M> }>>;
  /** One free text (transit interpretation, daily insight, sign horoscope). Throws AiCallError on failure. */
  writeText(req: TextRequest & WriteOptions): Promise<TextResult>;
  /** Streamed answer for chat. Errors surface from the iterator and reject `final`. */
  streamText(req: StreamRequest): TextStream;
}
