/**
 * The typed client (client/), generated from the route table through the API description,
 * against the local stack: JSON operations, errors as ApiError, the chat stream as an async
 * iterator. And the generated file is current.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient } from '../../client/index';
import type { LocalStack } from '#shared/http/local-stack';
import { LONDON_1990, newAccount, startTestStack } from '#test/support/stack';
import { freshClientTypes } from '../../scripts/client';

process.env.AI_LOG = 'off';
let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

const birth = { ...LONDON_1990, timezone: 'Europe/London' };

describe('the typed client', () => {
  it('calls JSON operations with typed input and data', async () => {
    const a = await newAccount(stack, 10);
    const api = createClient({ baseUrl: stack.api.url, apiKey: a.apiKey });
    const account = await api.call('account-get');
    expect(account.data.balance).toBe(10);
    const big3 = await api.call('calculators-big-3', { body: birth });
    expect([big3.data.sun.sign, big3.data.moon.sign, big3.data.rising.sign]).toEqual(['cancer', 'aries', 'scorpio']);
    expect(big3.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: 9 });
    expect(big3.headers.get('x-credits-used')).toBe('1');
    const list = await createClient({ baseUrl: stack.api.url, apiKey: a.apiKey, scheme: 'x-api-key' }).call('blueprints-list', { query: { page: 1, limit: 5 } });
    expect(list.data.pagination).toMatchObject({ page: 1, limit: 5, total: 0 });
  });

  it('throws ApiError with the documented error body', async () => {
    const a = await newAccount(stack, 0);
    const api = createClient({ baseUrl: stack.api.url, apiKey: a.apiKey });
    const e = await api.call('calculators-life-path', { body: { birthDate: '1990-07-15' } }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(402);
    expect((e as ApiError).body).toMatchObject({ error: 'Insufficient credits', required: 1, available: 0 });
    const anon = await createClient({ baseUrl: stack.api.url }).call('account-get').catch((x: unknown) => x);
    expect((anon as ApiError).status).toBe(401);
  });

  it('iterates the advisor chat stream chunk by chunk', async () => {
    const a = await newAccount(stack, 100);
    const api = createClient({ baseUrl: stack.api.url, apiKey: a.apiKey });
    await api.call('blueprints-generate', { body: { fullName: 'Ada Lovelace', ...birth, modules: { astrology: true, humanDesign: false, numerology: true } } as never });
    const chunks: string[] = [];
    for await (const chunk of api.stream('advisor-chat', { body: { messages: [{ role: 'user', content: 'What does my Sun sign say about work?' }] } as never })) {
      chunks.push(chunk);
    }
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('').length).toBeGreaterThan(50);
  });

  it('is generated from the current description (npm run client)', { timeout: 30_000 }, async () => {
    expect(readFileSync(join(process.cwd(), 'client/api.ts'), 'utf8')).toBe(await freshClientTypes());
  });
});
