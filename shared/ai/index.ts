/**
 * The AI writing layer. `getWriter()` (or `getReadyWriter()`, which first reads a deployed key
 * from Secrets Manager) returns the per-container writer: Anthropic when
 * ANTHROPIC_API_KEY is configured, otherwise the offline writer.
 */
import { AnthropicWriter } from './anthropic-writer';
import type { AnthropicWriterDeps } from './anthropic-writer';
import type { AiConfig } from './config';
import { loadAiConfig } from './config';
import { OfflineWriter } from './offline-writer';
import { resolveAnthropicKey } from './secret';
import type { AiWriter } from './types';

export function createWriter(config: AiConfig = loadAiConfig(), deps: AnthropicWriterDeps = {}): AiWriter {
  return config.apiKey ? new AnthropicWriter(config, deps) : new OfflineWriter(deps.logger ? { logger: deps.logger } : {});
}

let cached: AiWriter | undefined;

/** The writer of this container (created once; clients and the concurrency bound are shared). */
export function getWriter(): AiWriter {
  cached ??= createWriter();
  return cached;
}

/**
 * The container writer once its configuration is complete: deployed, that means the Anthropic
 * key read from Secrets Manager (see ./secret). Rejects when the secret cannot be read; the
 * next call tries again.
 */
export async function getReadyWriter(): Promise<AiWriter> {
  if (!cached) await resolveAnthropicKey();
  return getWriter();
}

/** Tests only: forget the container writer. */
export function resetWriterForTests(): void {
  cached = undefined;
}

export { AnthropicWriter } from './anthropic-writer';
export { OfflineWriter, OFFLINE_MODEL } from './offline-writer';
export * from './config';
export * from './facts';
export * from './sections';
export * from './types';
export { AiCallError } from './retry';
