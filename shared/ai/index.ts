/**
 * The AI writing layer. `getReadyWriter()` (which first reads a deployed key from Secrets
 * Manager, cached 5 minutes) or `getWriter()` returns the per-container writer.
 *
 * Which writer is chosen explicitly, never silently:
 * - `AI_WRITER=offline`: the offline writer (canned texts, no API). The local default: with no
 *   AI_WRITER and no key, a local run writes offline.
 * - `AI_WRITER=anthropic` (the deployed default; the stack sets it on AI functions): the Anthropic
 *   writer. Without a key (no secret deployed, or the secret cannot be read) it is the
 *   *unconfigured* writer: every AI module fails like any failed module (not charged, and the
 *   warning says why), free texts and streams fail with AiCallError('rejected').
 * - unset: anthropic when ANTHROPIC_API_KEY is set, offline otherwise (locally), unconfigured in Lambda.
 */
import { AnthropicWriter } from './anthropic-writer';
import type { AnthropicWriterDeps } from './anthropic-writer';
import type { AiConfig } from './config';
import { anthropicKeyConfigured, loadAiConfig, NO_KEY_MESSAGE, writerChoice, writerMode } from './config';
import { OfflineWriter } from './offline-writer';
import { AiCallError } from './retry';
import { resolveAnthropicKey } from './secret';
import type { AiModule } from './sections';
import type { AiWriter, ModuleSectionsResult, StreamRequest, TextStream, WriteOptions, WriterMeta } from './types';
import { emptyUsage } from './types';

/** The Anthropic writer without a key: every call fails, with the reason, and nothing is charged for it. */
export class UnconfiguredWriter implements AiWriter {
  readonly kind = 'anthropic' as const;
  constructor(readonly reason: string = NO_KEY_MESSAGE) {}

  private meta(opts?: WriteOptions): WriterMeta {
    const language = opts?.language ?? 'en';
    return { writer: 'anthropic', model: 'unconfigured', language, requestedLanguage: language };
  }

  private failure<M extends AiModule>(module: M, opts?: WriteOptions): ModuleSectionsResult<M> {
    return { ok: false, module, error: { code: 'rejected', message: this.reason, attempts: 0 }, usage: emptyUsage(), durationMs: 0, ...this.meta(opts) };
  }

  writeModuleSections<M extends AiModule>(module: M, _facts: unknown, opts?: WriteOptions): Promise<ModuleSectionsResult<M>> {
    return Promise.resolve(this.failure(module, opts));
  }

  writeBlueprintSections(modules: readonly AiModule[], _facts: unknown, opts?: WriteOptions): Promise<Partial<{ [M in AiModule]: ModuleSectionsResult<M> }>> {
    return Promise.resolve(Object.fromEntries(modules.map((m) => [m, this.failure(m, opts)])) as Partial<{ [M in AiModule]: ModuleSectionsResult<M> }>);
  }

  writeText(): Promise<never> {
    return Promise.reject(new AiCallError('rejected', this.reason, false));
  }

  streamText(req: StreamRequest): TextStream {
    const err = new AiCallError('rejected', this.reason, false);
    const final = Promise.reject(err);
    final.catch(() => undefined);
    return {
      meta: this.meta(req),
      textStream: { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(err) }) },
      final,
    };
  }
}

export function createWriter(
  config: AiConfig = loadAiConfig(),
  deps: AnthropicWriterDeps = {},
  env: Record<string, string | undefined> = process.env,
): AiWriter {
  const mode = writerMode(config, env);
  if (mode === 'offline') return new OfflineWriter(deps.logger ? { logger: deps.logger } : {});
  return mode === 'anthropic' ? new AnthropicWriter(config, deps) : new UnconfiguredWriter();
}

let cached: AiWriter | undefined;
let cachedKey: string | undefined;

/**
 * The writer of this container (created once; clients and the concurrency bound are shared),
 * created again only when the key changes (a rotated secret).
 */
export function getWriter(): AiWriter {
  const key = process.env.ANTHROPIC_API_KEY?.trim() || undefined;
  if (!cached || key !== cachedKey) {
    cached = createWriter();
    cachedKey = key;
  }
  return cached;
}

/**
 * The container writer once its configuration is complete: deployed, that means the Anthropic
 * key read from Secrets Manager (see ./secret; cached 5 minutes, so rotation needs no cold
 * start). When the secret cannot be read, a writer whose calls fail with the reason (not cached:
 * the next call tries again).
 */
export async function getReadyWriter(): Promise<AiWriter> {
  if (writerChoice() !== 'offline') {
    try {
      await resolveAnthropicKey();
    } catch (e) {
      return new UnconfiguredWriter(`the Anthropic API key could not be read from Secrets Manager (${e instanceof Error ? e.message : String(e)})`);
    }
  }
  return getWriter();
}

/**
 * The writer of texts nobody pays an AI price for and every caller shares (the daily sky and sign
 * horoscopes): the container writer when an Anthropic key is configured (ANTHROPIC_API_KEY, or a
 * deployed secret: ANTHROPIC_API_KEY_SECRET_ID) or AI_WRITER=offline; with no key configured at all
 * (deployed without the `anthropicSecretName` context) the offline writer, whatever AI_WRITER says,
 * so that the nightly job writes its day instead of failing every night (docs/infra.md). A key that
 * is configured but cannot be read is not a reason to write offline: the records are written once,
 * an offline text would stay for the day; the job fails and is retried.
 */
export async function getReadySharedTextWriter(env: Record<string, string | undefined> = process.env): Promise<AiWriter> {
  if (writerChoice(env) === 'offline' || !anthropicKeyConfigured(env)) return new OfflineWriter();
  return getReadyWriter();
}

/** Tests only: forget the container writer. */
export function resetWriterForTests(): void {
  cached = undefined;
  cachedKey = undefined;
}

export { AnthropicWriter } from './anthropic-writer';
export { OfflineWriter, OFFLINE_MODEL } from './offline-writer';
export * from './config';
export * from './facts';
export * from './sections';
export * from './types';
export { AiCallError } from './retry';
export { lifePathProseInLanguage, localizeBigThree, localizeCycles, localizeLifePath } from './offline/localize-numerology';
export { dailyWriterFor, type DailyInsightFacts, type DailyText, type DailyTextRequest, type DailyWriter } from './daily';
export type { RelationshipTextFacts } from './relationship';
export type { VedicTextFacts } from './vedic';
