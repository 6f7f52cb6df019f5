/**
 * The Anthropic key from Secrets Manager, read with the real AWS SDK against a fake
 * Secrets Manager endpoint on loopback (JSON 1.1 protocol, GetSecretValue).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keyFromSecretString, resetSecretForTests, resolveAnthropicKey, secretsManagerSource } from '#shared/ai/secret';

const secrets: Record<string, string> = {
  'blueprint/anthropic': 'sk-ant-plain-123',
  'blueprint/json': '{"apiKey":"sk-ant-json-456"}',
};
const calls: { target: string | undefined; secretId: string }[] = [];
let failNext = 0;
let server: Server;
let endpoint: string;

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as { SecretId: string };
    calls.push({ target: req.headers['x-amz-target'] as string | undefined, secretId: body.SecretId });
    res.setHeader('content-type', 'application/x-amz-json-1.1');
    if (failNext > 0) {
      failNext--;
      res.statusCode = 400;
      res.end(JSON.stringify({ __type: 'AccessDeniedException', message: 'not allowed' }));
      return;
    }
    const value = secrets[body.SecretId];
    if (value === undefined) {
      res.statusCode = 400;
      res.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: 'no such secret' }));
      return;
    }
    res.end(JSON.stringify({ ARN: `arn:aws:secretsmanager:eu-west-1:1:secret:${body.SecretId}`, Name: body.SecretId, SecretString: value }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => {
  resetSecretForTests();
  calls.length = 0;
  failNext = 0;
});

const source = () =>
  secretsManagerSource({ endpoint, region: 'eu-west-1', maxAttempts: 1, credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' } });

describe('Anthropic key from Secrets Manager', () => {
  it('reads the secret once per container and sets ANTHROPIC_API_KEY', async () => {
    const env: Record<string, string | undefined> = { ANTHROPIC_API_KEY_SECRET_ID: 'blueprint/anthropic' };
    const src = source();
    await Promise.all([resolveAnthropicKey(env, src), resolveAnthropicKey(env, src)]);
    await resolveAnthropicKey(env, src);
    expect(env.ANTHROPIC_API_KEY).toBe('sk-ant-plain-123');
    expect(calls).toEqual([{ target: 'secretsmanager.GetSecretValue', secretId: 'blueprint/anthropic' }]);
  });

  it('accepts a JSON secret with an apiKey field', async () => {
    const env: Record<string, string | undefined> = { ANTHROPIC_API_KEY_SECRET_ID: 'blueprint/json' };
    await resolveAnthropicKey(env, source());
    expect(env.ANTHROPIC_API_KEY).toBe('sk-ant-json-456');
  });

  it('does nothing when a key is set explicitly or no secret is configured', async () => {
    const explicit: Record<string, string | undefined> = { ANTHROPIC_API_KEY: 'sk-local', ANTHROPIC_API_KEY_SECRET_ID: 'blueprint/anthropic' };
    await resolveAnthropicKey(explicit, source());
    await resolveAnthropicKey({}, source());
    expect(explicit.ANTHROPIC_API_KEY).toBe('sk-local');
    expect(calls).toHaveLength(0);
  });

  it('does not cache a failure: the next call reads again', async () => {
    const env: Record<string, string | undefined> = { ANTHROPIC_API_KEY_SECRET_ID: 'blueprint/anthropic' };
    const src = source();
    failNext = 1;
    await expect(resolveAnthropicKey(env, src)).rejects.toThrow(/not allowed/);
    expect(env.ANTHROPIC_API_KEY).toBeUndefined();
    await resolveAnthropicKey(env, src);
    expect(env.ANTHROPIC_API_KEY).toBe('sk-ant-plain-123');
    expect(calls).toHaveLength(2);
  });

  it('rejects empty and malformed secret values', () => {
    expect(() => keyFromSecretString('s', '  ')).toThrow(/empty/);
    expect(() => keyFromSecretString('s', '{"other":1}')).toThrow(/apiKey/);
    expect(() => keyFromSecretString('s', '{not json')).toThrow(/does not parse/);
    expect(keyFromSecretString('s', '{"ANTHROPIC_API_KEY":" k "}')).toBe('k');
  });
});
