/** The writer is chosen explicitly (AI_WRITER), and the deployed key is re-read after its maximum age (rotation). */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWriter, NO_KEY_MESSAGE, UnconfiguredWriter, writerChoice } from '#shared/ai/index';
import { loadAiConfig } from '#shared/ai/config';
import { AiCallError } from '#shared/ai/retry';
import { resolveAnthropicKey, secretsManagerSource } from '#shared/ai/secret';

const silentLogger = { warn: () => undefined, info: () => undefined, debug: () => undefined, error: () => undefined } as never;
const facts = {} as never;

describe('writer choice', () => {
  it('is offline locally without a key, anthropic with one, and AI_WRITER overrides both', () => {
    expect(createWriter(loadAiConfig({}), { logger: silentLogger }, {}).kind).toBe('offline');
    expect(createWriter(loadAiConfig({ ANTHROPIC_API_KEY: 'k' }), { logger: silentLogger }, {}).kind).toBe('anthropic');
    expect(createWriter(loadAiConfig({ ANTHROPIC_API_KEY: 'k' }), { logger: silentLogger }, { AI_WRITER: 'offline' }).kind).toBe('offline');
  });

  it('never falls back to offline when anthropic is asked for (explicitly, or by default in Lambda) and there is no key', () => {
    expect(createWriter(loadAiConfig({}), {}, { AI_WRITER: 'anthropic' })).toBeInstanceOf(UnconfiguredWriter);
    expect(createWriter(loadAiConfig({}), {}, { AWS_LAMBDA_FUNCTION_NAME: 'fn' })).toBeInstanceOf(UnconfiguredWriter);
    expect(createWriter(loadAiConfig({}), {}, { AWS_LAMBDA_FUNCTION_NAME: 'fn', AI_WRITER: 'offline' }).kind).toBe('offline');
  });

  it('rejects an unknown AI_WRITER', () => {
    expect(() => writerChoice({ AI_WRITER: 'gpt' })).toThrow(/anthropic" or "offline/);
    expect(writerChoice({ AI_WRITER: ' Offline ' })).toBe('offline');
    expect(writerChoice({})).toBeUndefined();
  });

  it('the unconfigured writer fails every module with the reason, and every text and stream with AiCallError', async () => {
    const w = new UnconfiguredWriter();
    const r = await w.writeBlueprintSections(['astrology', 'numerology'], facts);
    expect(Object.keys(r).sort()).toEqual(['astrology', 'numerology']);
    expect(r.astrology).toMatchObject({ ok: false, module: 'astrology', error: { code: 'rejected', message: NO_KEY_MESSAGE } });
    expect(r.astrology!.usage.inputTokens).toBe(0);
    await expect(w.writeText()).rejects.toBeInstanceOf(AiCallError);
    const s = w.streamText({ messages: [{ role: 'user', content: 'hi' }] });
    await expect(s.final).rejects.toThrow(NO_KEY_MESSAGE);
    const it = s.textStream[Symbol.asyncIterator]();
    await expect(it.next()).rejects.toThrow(/no Anthropic API key/);
  });
});

describe('the deployed key, cached with a maximum age (Powertools parameters)', () => {
  let value = 'sk-ant-first';
  let calls = 0;
  let server: Server;
  let endpoint: string;
  const read = async (req: IncomingMessage): Promise<string> => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const { SecretId } = JSON.parse(await read(req)) as { SecretId: string };
      calls++;
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      res.end(JSON.stringify({ ARN: `arn:aws:secretsmanager:eu-west-1:1:secret:${SecretId}`, Name: SecretId, SecretString: value }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const config = () => ({ endpoint, region: 'eu-west-1', maxAttempts: 1, credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' } });

  it('uses the cached key within the maximum age, then reads the rotated one without a restart', async () => {
    const env: Record<string, string | undefined> = { ANTHROPIC_API_KEY_SECRET_ID: 'blueprint/anthropic' };
    calls = 0;
    value = 'sk-ant-first';
    const cachedLong = secretsManagerSource(config(), 300);
    await resolveAnthropicKey(env, cachedLong);
    value = 'sk-ant-rotated';
    await resolveAnthropicKey(env, cachedLong);
    expect(env.ANTHROPIC_API_KEY).toBe('sk-ant-first');
    expect(calls).toBe(1);

    // an age of 0 stands for "the maximum age has passed"
    const expired = secretsManagerSource(config(), 0);
    await resolveAnthropicKey(env, expired);
    expect(env.ANTHROPIC_API_KEY).toBe('sk-ant-rotated');
    expect(calls).toBe(2);
  });

  it('never replaces a key set explicitly', async () => {
    const env: Record<string, string | undefined> = { ANTHROPIC_API_KEY: 'sk-local', ANTHROPIC_API_KEY_SECRET_ID: 'blueprint/anthropic' };
    calls = 0;
    await resolveAnthropicKey(env, secretsManagerSource(config(), 0));
    expect(env.ANTHROPIC_API_KEY).toBe('sk-local');
    expect(calls).toBe(0);
  });
});
