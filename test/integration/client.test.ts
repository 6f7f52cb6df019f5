/**
 * The typed client (client/), generated from the route table through the API description,
 * against the local stack: JSON operations, errors as ApiError, the chat stream as an async
 * iterator. And the generated file is current.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient } from '../../client/index';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, LONDON_1990, ledgerOf, newAccount, startTestStack } from '#test/support/stack';
import { description } from '#test/support/openapi-check';
import { freshClientTypes } from '../../scripts/client';

process.env.AI_LOG = 'off';
/** Each key may make 3 requests per 5 s window (each test has its own key): the retry test gets its 429s quickly. */
let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ config: { rateLimits: { standard: [{ name: 's5', seconds: 5, limit: 3 }], chat: [{ name: 's5', seconds: 5, limit: 3 }] } } });
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
    expect([big3.data.sun.sign, big3.data.moon.sign, big3.data.rising?.sign]).toEqual(['cancer', 'aries', 'scorpio']);
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
    // typed: the stable code, the request id and the docs anchor of the code
    expect((e as ApiError).code).toBe('insufficient_credits');
    expect((e as ApiError).requestId).toBe((e as ApiError).headers.get('x-request-id'));
    expect((e as ApiError).docUrl).toBe(`${stack.api.url}/docs#error-insufficient_credits`);
    expect((e as ApiError).attempts).toBe(1);
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

  it('is generated from the current description (npm run client), versioned with it', { timeout: 30_000 }, async () => {
    expect(readFileSync(join(process.cwd(), 'client/api.ts'), 'utf8')).toBe(await freshClientTypes());
    const pkg = JSON.parse(readFileSync(join(process.cwd(), 'client/package.json'), 'utf8')) as { name: string; version: string; type: string; exports: Record<string, Record<string, string>> };
    expect(pkg).toMatchObject({ name: '@blueprint-api/client', type: 'module', version: ((await description()).info as { version: string }).version });
    expect(pkg.exports['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
  });
});

describe('the client package', () => {
  it('builds to ESM with types (tsc) that runs as a plain module', { timeout: 120_000 }, async () => {
    const out = mkdtempSync(join(tmpdir(), 'client-dist-'));
    try {
      execFileSync(process.execPath, [join(process.cwd(), 'node_modules/typescript/bin/tsc'), '-p', join(process.cwd(), 'client/tsconfig.json'), '--outDir', out], { stdio: 'pipe' });
      expect(readFileSync(join(out, 'index.d.ts'), 'utf8')).toContain('export declare class ApiError');
      const built = (await import(pathToFileURL(join(out, 'index.js')).href)) as { createClient: typeof createClient };
      const a = await newAccount(stack, 5);
      const account = await built.createClient({ baseUrl: stack.api.url, apiKey: a.apiKey }).call('account-get');
      expect(account.data.balance).toBe(5);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('retries a 429 after its Retry-After, and is charged once', { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 20);
    // fill the key's window (3 requests per 5 s) with enough of it left to see the client wait
    for (;;) {
      const statuses: number[] = [];
      let reset = 0;
      for (let i = 0; i < 4; i++) {
        const r = await fetch(`${stack.api.url}/account`, { headers: { Authorization: `Bearer ${a.apiKey}` } });
        statuses.push(r.status);
        reset = Number(r.headers.get('x-ratelimit-reset'));
      }
      if (statuses[3] === 429 && reset * 1000 - Date.now() > 1500) break;
      await new Promise((res) => setTimeout(res, Math.max(0, reset * 1000 - Date.now()) + 50));
    }
    const seen: { status: number; at: number; key: string | null; retryAfter: string | null }[] = [];
    const recording: typeof fetch = async (url, init) => {
      const res = await fetch(url, init);
      seen.push({ status: res.status, at: Date.now(), key: new Headers(init?.headers).get('idempotency-key'), retryAfter: res.headers.get('retry-after') });
      return res;
    };
    const api = createClient({ baseUrl: stack.api.url, apiKey: a.apiKey, fetch: recording });
    const big3 = await api.call('calculators-big-3', { body: birth });
    expect(big3.status).toBe(200);
    expect(seen.map((s) => s.status)).toEqual([429, 200]);
    expect(big3.attempts).toBe(2);
    // it waited the Retry-After the 429 named, and retried with the same Idempotency-Key
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(Number(seen[0]!.retryAfter) * 1000 - 50);
    expect(seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]!.key).toBe(seen[0]!.key);
    expect(await balanceOf(stack, a.accountId)).toBe(19);
    // a 429 whose Retry-After is longer than the client waits is thrown, typed
    const impatient = createClient({ baseUrl: stack.api.url, apiKey: a.apiKey, maxRetryAfterMs: 0 });
    await impatient.call('account-get');
    await impatient.call('account-get');
    const e = await impatient.call('account-get').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe('rate_limit_exceeded');
  });

  it('retries a charged call whose answer was lost with the same Idempotency-Key: the work is done and charged once', { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 10);
    const keys: (string | null)[] = [];
    let dropped = 0;
    // the first answer is lost on the way back (the request reached the API and was served)
    const lossy: typeof fetch = async (url, init) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      const res = await fetch(url, init);
      if (dropped++ === 0) {
        await res.arrayBuffer();
        throw new TypeError('fetch failed: connection reset');
      }
      return res;
    };
    const api = createClient({ baseUrl: stack.api.url, apiKey: a.apiKey, fetch: lossy, backoffMs: 10 });
    const r = await api.call('calculators-big-3', { body: birth });
    expect(r.attempts).toBe(2);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(r.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(stack, a.accountId)).toBe(9);
    expect((await ledgerOf(stack, a.accountId)).filter((x) => x.kind === 'charge')).toHaveLength(1);
    // a call that is not safe to repeat (no Idempotency-Key: a free POST) is not retried
    let tries = 0;
    const down: typeof fetch = () => {
      tries++;
      return Promise.reject(new TypeError('fetch failed'));
    };
    const e = await createClient({ baseUrl: stack.api.url, apiKey: a.apiKey, fetch: down, backoffMs: 1 })
      .call('keys-create', { body: { name: 'x' } } as never)
      .catch((x: unknown) => x);
    expect((e as ApiError).code).toBe('network_error');
    expect(tries).toBe(1);
    // a GET is retried (3 retries by default), then thrown
    tries = 0;
    const g = await createClient({ baseUrl: stack.api.url, apiKey: a.apiKey, fetch: down, backoffMs: 1 }).call('account-get').catch((x: unknown) => x);
    expect((g as ApiError).attempts).toBe(4);
    expect(tries).toBe(4);
  });

  it('gives up an attempt after its timeout', { timeout: 30_000 }, async () => {
    const a = await newAccount(stack, 10);
    // an answer that never comes: only the client's timeout ends the call
    let aborted = 0;
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted++;
          reject(init.signal!.reason as Error);
        });
      });
    const e = await createClient({ baseUrl: stack.api.url, apiKey: a.apiKey, fetch: never, timeoutMs: 200, retries: 1, backoffMs: 1 }).call('account-get').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe('timeout');
    expect((e as ApiError).status).toBe(0);
    // a GET is safe to repeat: the timed-out attempt was retried once, then given up
    expect((e as ApiError).attempts).toBe(2);
    expect(aborted).toBe(2);
  });
});
