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
import { loadAiConfig } from './config';
import { OfflineWriter } from './offline-writer';
import { AiCallError } from './retry';
import { resolveAnthropicKey } from './secret';
import type { AiModule } from './sections';
import type { AiWriter, ModuleSectionsResult, StreamRequest, TextStream, WriteOptions, WriterMeta } from './types';
import { emptyUsage } from './types';

export type WriterChoice = 'anthropic' | 'offline';

/** AI_WRITER, validated (undefined when unset). */
export function writerChoice(env: Record<string, string | undefined> = process.env): WriterChoice | undefined {
  const v = env.AI_WRITER?.trim().toLowerCase();
  if (!v) return undefined;
  if (v === 'anthropic' || v === 'offline') return v;
  throw new Error(`AI_WRITER must be "anthropic" or "offline", not "${v}"`);
}

/** Why the unconfigured writer fails (shown in meta.warnings of a blueprint module). */
export const NO_KEY_MESSAGE =
  'AI is not configured on this deployment: no Anthropic API key (deploy with the anthropicSecretName context, or choose AI_WRITER=offline)';

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

const inLambda = (env: Record<string, string | undefined>): boolean => Boolean(env.AWS_LAMBDA_FUNCTION_NAME);

export function createWriter(
  config: AiConfig = loadAiConfig(),
  deps: AnthropicWriterDeps = {},
  env: Record<string, string | undefined> = process.env,
): AiWriter {
  const choice = writerChoice(env);
  const offline = (): AiWriter => new OfflineWriter(deps.logger ? { logger: deps.logger } : {});
  if (choice === 'offline') return offline();
  if (config.apiKey) return new AnthropicWriter(config, deps);
  return choice === 'anthropic' || inLambda(env) ? new UnconfiguredWriter() : offline();
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
