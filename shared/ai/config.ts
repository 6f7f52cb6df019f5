/**
 * Configuration of the AI writing layer, read from the environment once per container.
 *
 * | Variable              | Default               | Meaning |
 * |-----------------------|-----------------------|---------|
 * | ANTHROPIC_API_KEY     | (none)                | when absent the offline writer is used |
 * | ANTHROPIC_BASE_URL    | SDK default           | Messages API root (tests point it at the fake server) |
 * | AI_MODEL_STANDARD     | claude-haiku-4-5      | fast default tier |
 * | AI_MODEL_PREMIUM      | claude-sonnet-5       | deeper premium tier |
 * | AI_CONCURRENCY        | 12                    | max requests in flight per container |
 * | AI_TIMEOUT_MS         | 20000                 | timeout of one API call (one attempt) |
 * | AI_MAX_RETRIES        | 2                     | retries after the first attempt (429/529/5xx/timeouts/malformed) |
 * | AI_RETRY_BASE_MS      | 400                   | first backoff delay; doubles per retry, jittered, max 4 s |
 * | AI_DEADLINE_MS        | 25000                 | budget of one blueprint's AI work (API Gateway allows 29 s) |
 * | AI_MAX_TOKENS         | 900                   | max output tokens per section |
 * | AI_CACHE_PRIME        | true                  | prime the prompt cache with one tiny call before a fan-out |
 * | AI_REFERENCE_NOTES    | true                  | add the team's interpretation texts to the cached blueprint context |
 */
import { AppError } from '../errors';

export type AiTier = 'standard' | 'premium';

export interface AiConfig {
  apiKey?: string;
  baseURL?: string;
  models: Record<AiTier, string>;
  concurrency: number;
  timeoutMs: number;
  maxRetries: number;
  retryBaseMs: number;
  /** Upper bound of one backoff delay (also caps Retry-After). */
  retryMaxMs: number;
  deadlineMs: number;
  maxTokens: number;
  cachePrime: boolean;
  referenceNotes: boolean;
}

export const DEFAULT_MODELS: Record<AiTier, string> = {
  standard: 'claude-haiku-4-5',
  premium: 'claude-sonnet-5',
};

export const DEFAULT_AI_CONFIG: Omit<AiConfig, 'apiKey' | 'baseURL'> = {
  models: DEFAULT_MODELS,
  concurrency: 12,
  timeoutMs: 20_000,
  maxRetries: 2,
  retryBaseMs: 400,
  retryMaxMs: 4_000,
  deadlineMs: 25_000,
  maxTokens: 900,
  cachePrime: true,
  referenceNotes: true,
};

function intVar(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new AppError('internal', 'Invalid configuration', `${name} must be an integer between ${min} and ${max}`);
  }
  return n;
}

function boolVar(env: Record<string, string | undefined>, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new AppError('internal', 'Invalid configuration', `${name} must be true or false`);
}

const nonEmpty = (v: string | undefined): string | undefined => (v && v.trim() !== '' ? v.trim() : undefined);

/** Reads the configuration from an environment (default: process.env). Throws on invalid values. */
export function loadAiConfig(env: Record<string, string | undefined> = process.env): AiConfig {
  const cfg: AiConfig = {
    models: {
      standard: nonEmpty(env.AI_MODEL_STANDARD) ?? DEFAULT_MODELS.standard,
      premium: nonEmpty(env.AI_MODEL_PREMIUM) ?? DEFAULT_MODELS.premium,
    },
    concurrency: intVar(env, 'AI_CONCURRENCY', DEFAULT_AI_CONFIG.concurrency, 1, 100),
    timeoutMs: intVar(env, 'AI_TIMEOUT_MS', DEFAULT_AI_CONFIG.timeoutMs, 1, 600_000),
    maxRetries: intVar(env, 'AI_MAX_RETRIES', DEFAULT_AI_CONFIG.maxRetries, 0, 10),
    retryBaseMs: intVar(env, 'AI_RETRY_BASE_MS', DEFAULT_AI_CONFIG.retryBaseMs, 0, 60_000),
    retryMaxMs: intVar(env, 'AI_RETRY_MAX_MS', DEFAULT_AI_CONFIG.retryMaxMs, 0, 60_000),
    deadlineMs: intVar(env, 'AI_DEADLINE_MS', DEFAULT_AI_CONFIG.deadlineMs, 1, 900_000),
    maxTokens: intVar(env, 'AI_MAX_TOKENS', DEFAULT_AI_CONFIG.maxTokens, 16, 64_000),
    cachePrime: boolVar(env, 'AI_CACHE_PRIME', DEFAULT_AI_CONFIG.cachePrime),
    referenceNotes: boolVar(env, 'AI_REFERENCE_NOTES', DEFAULT_AI_CONFIG.referenceNotes),
  };
  const apiKey = nonEmpty(env.ANTHROPIC_API_KEY);
  const baseURL = nonEmpty(env.ANTHROPIC_BASE_URL);
  if (apiKey) cfg.apiKey = apiKey;
  if (baseURL) cfg.baseURL = baseURL;
  return cfg;
}

/** A full config from a partial one (tests and bench). */
export function aiConfig(partial: Partial<AiConfig> = {}): AiConfig {
  return { ...DEFAULT_AI_CONFIG, ...partial, models: { ...DEFAULT_MODELS, ...partial.models } };
}

export type WriterChoice = 'anthropic' | 'offline';

/** AI_WRITER, validated (undefined when unset). */
export function writerChoice(env: Record<string, string | undefined> = process.env): WriterChoice | undefined {
  const v = env.AI_WRITER?.trim().toLowerCase();
  if (!v) return undefined;
  if (v === 'anthropic' || v === 'offline') return v;
  throw new Error(`AI_WRITER must be "anthropic" or "offline", not "${v}"`);
}

/** An Anthropic key is configured: set (ANTHROPIC_API_KEY) or deployed as a secret to read (ANTHROPIC_API_KEY_SECRET_ID). */
export const anthropicKeyConfigured = (env: Record<string, string | undefined> = process.env): boolean =>
  nonEmpty(env.ANTHROPIC_API_KEY) !== undefined || nonEmpty(env.ANTHROPIC_API_KEY_SECRET_ID) !== undefined;

/**
 * Who writes, one rule for the blueprint writer and the advisor (after a deployed key was read
 * into the environment, shared/ai/secret.ts):
 * - `offline`: AI_WRITER=offline (chosen on purpose: offline texts, charged as usual), or a local
 *   run with neither AI_WRITER nor a key;
 * - `anthropic`: a key is at hand;
 * - `unconfigured`: AI_WRITER=anthropic (the deployed default) or a Lambda container, and no key:
 *   AI work fails with the reason and is not charged; nothing falls back silently.
 */
export function writerMode(config: Pick<AiConfig, 'apiKey'>, env: Record<string, string | undefined> = process.env): 'anthropic' | 'offline' | 'unconfigured' {
  const choice = writerChoice(env);
  if (choice === 'offline') return 'offline';
  if (config.apiKey) return 'anthropic';
  return choice === 'anthropic' || Boolean(env.AWS_LAMBDA_FUNCTION_NAME) ? 'unconfigured' : 'offline';
}
/** Why the unconfigured writer fails (shown in meta.warnings of a blueprint module). */
export const NO_KEY_MESSAGE =
  'AI is not configured on this deployment: no Anthropic API key (deploy with the anthropicSecretName context, or choose AI_WRITER=offline)';

