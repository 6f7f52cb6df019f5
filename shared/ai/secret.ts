/**
 * The Anthropic API key of deployed functions lives in Secrets Manager: the CDK stack sets
 * ANTHROPIC_API_KEY_SECRET_ID and grants read access to that one secret. The key is read through
 * Powertools parameters' cached getter (SecretsProvider) with a maximum age
 * (SECRET_MAX_AGE_SECONDS, 5 minutes): within it no call is made, after it the next request reads
 * the secret again, so a rotated key is picked up without a cold start. The value is put where the
 * AI config reads it (ANTHROPIC_API_KEY). An explicit ANTHROPIC_API_KEY always wins (local runs,
 * tests); with neither, nothing is read.
 *
 * A failed read is not cached: the caller's AI work fails (blueprints report it per module and
 * do not charge the AI price) and the next request tries again.
 */
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SecretsManagerClient, type SecretsManagerClientConfig } from '@aws-sdk/client-secrets-manager';
import { AppError } from '../errors';
import { traceClient } from '../observability/index';

/** How long a read key is used before Secrets Manager is asked again (env ANTHROPIC_SECRET_MAX_AGE_SECONDS). */
export const SECRET_MAX_AGE_SECONDS = ((v) => (Number.isInteger(v) && v >= 0 ? v : 300))(Number(process.env.ANTHROPIC_SECRET_MAX_AGE_SECONDS ?? 300));

/** Reads one secret's string value. */
export type SecretSource = (secretId: string) => Promise<string>;

/** The secret may hold the bare key or JSON with an `apiKey` / `ANTHROPIC_API_KEY` field. */
export function keyFromSecretString(secretId: string, value: string): string {
  const text = value.trim();
  if (text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AppError('internal', 'Configuration error', `Secret ${secretId} looks like JSON but does not parse`);
    }
    const obj = parsed as Record<string, unknown>;
    const key = obj.apiKey ?? obj.ANTHROPIC_API_KEY;
    if (typeof key !== 'string' || key.trim() === '') {
      throw new AppError('internal', 'Configuration error', `Secret ${secretId} has no "apiKey" or "ANTHROPIC_API_KEY" field`);
    }
    return key.trim();
  }
  if (text === '') throw new AppError('internal', 'Configuration error', `Secret ${secretId} is empty`);
  return text;
}

/**
 * A SecretSource backed by AWS Secrets Manager through Powertools' SecretsProvider: values are
 * cached for `maxAgeSeconds`, failures are not. The client is created on first use (traced by X-Ray
 * when tracing is on).
 */
export function secretsManagerSource(config: SecretsManagerClientConfig = {}, maxAgeSeconds = SECRET_MAX_AGE_SECONDS): SecretSource {
  let provider: SecretsProvider | undefined;
  return async (secretId) => {
    if (!provider) {
      const client = traceClient(new SecretsManagerClient(config));
      provider = new SecretsProvider({ awsSdkV3Client: client });
    }
    const value = await provider.get(secretId, { maxAge: maxAgeSeconds });
    if (typeof value !== 'string') {
      throw new AppError('internal', 'Configuration error', `Secret ${secretId} has no string value`);
    }
    return keyFromSecretString(secretId, value);
  };
}

let defaultSource: SecretSource | undefined;
let pending: Promise<void> | undefined;
/** The key each environment last got from the secret (so a later read may replace it: rotation). */
const fromSecret = new WeakMap<object, string>();

/**
 * Makes sure ANTHROPIC_API_KEY holds the secret's current value when a secret id is configured
 * (within the cache age: no call). Shared by concurrent callers; resolves at once when there is
 * nothing to do. Rejects when the secret cannot be read.
 */
export function resolveAnthropicKey(env: Record<string, string | undefined> = process.env, source?: SecretSource): Promise<void> {
  const secretId = env.ANTHROPIC_API_KEY_SECRET_ID?.trim();
  const current = env.ANTHROPIC_API_KEY?.trim();
  if (!secretId || (current && current !== fromSecret.get(env))) return Promise.resolve();
  const read = source ?? (defaultSource ??= secretsManagerSource());
  pending ??= read(secretId)
    .then((key) => {
      env.ANTHROPIC_API_KEY = key;
      fromSecret.set(env, key);
    })
    .finally(() => {
      pending = undefined; // the source caches values (max age), never failures
    });
  return pending;
}

/** Tests only. */
export function resetSecretForTests(): void {
  pending = undefined;
  defaultSource = undefined;
}
