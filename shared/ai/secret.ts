/**
 * The Anthropic API key of deployed functions lives in Secrets Manager: the CDK stack sets
 * ANTHROPIC_API_KEY_SECRET_ID and grants read access to that one secret. The key is read once
 * per container, before the first writer is created, and put where the AI config reads it
 * (ANTHROPIC_API_KEY). An explicit ANTHROPIC_API_KEY always wins (local runs, tests); with
 * neither, nothing is read and the offline writer is used.
 *
 * A failed read is not cached: the caller's AI work fails (blueprints report it per module and
 * do not charge the AI price) and the next request tries again.
 */
import { GetSecretValueCommand, SecretsManagerClient, type SecretsManagerClientConfig } from '@aws-sdk/client-secrets-manager';
import { AppError } from '../errors';

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

/** A SecretSource backed by AWS Secrets Manager; the client is created on first use and reused. */
export function secretsManagerSource(config: SecretsManagerClientConfig = {}): SecretSource {
  let client: SecretsManagerClient | undefined;
  return async (secretId) => {
    client ??= new SecretsManagerClient(config);
    const out = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (typeof out.SecretString !== 'string') {
      throw new AppError('internal', 'Configuration error', `Secret ${secretId} has no string value`);
    }
    return keyFromSecretString(secretId, out.SecretString);
  };
}

let defaultSource: SecretSource | undefined;
let pending: Promise<void> | undefined;

/**
 * Makes sure ANTHROPIC_API_KEY is set when a secret id is configured. Idempotent and shared by
 * concurrent callers; resolves at once when there is nothing to do.
 */
export function resolveAnthropicKey(env: Record<string, string | undefined> = process.env, source?: SecretSource): Promise<void> {
  const secretId = env.ANTHROPIC_API_KEY_SECRET_ID?.trim();
  if (env.ANTHROPIC_API_KEY?.trim() || !secretId) return Promise.resolve();
  const read = source ?? (defaultSource ??= secretsManagerSource());
  pending ??= read(secretId).then(
    (key) => {
      env.ANTHROPIC_API_KEY = key;
    },
    (err: unknown) => {
      pending = undefined; // not cached: the next request tries again
      throw err;
    },
  );
  return pending;
}

/** Tests only. */
export function resetSecretForTests(): void {
  pending = undefined;
  defaultSource = undefined;
}
