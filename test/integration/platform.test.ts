/**
 * The platform over HTTP against real dynalite: keys, credits, ledger, rate limits, error
 * mapping, refunds, dynamic prices and the streaming seam. One stack for the whole file.
 */
import type { APIGatewayProxyResult } from 'aws-lambda';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeKey, createKey } from '#shared/accounts/admin';
import { hashKey } from '#shared/accounts/keys';
import { forgetWindows } from '#shared/accounts/rate-limit';
import { setDeps } from '#shared/deps';
import type { LocalStack } from '#shared/http/local-stack';
import { ROUTES } from '#shared/routes';
import { balanceOf, call, ledgerOf, LONDON_1990, newAccount, startTestStack } from '#test/support/stack';
import { TEST_ROUTES } from '#test/support/test-routes';
import { buildEvent, lambdaContext } from '../../scripts/apigw-event';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack({ routes: [...ROUTES, ...TEST_ROUTES] });
});
afterAll(async () => {
  await stack?.close();
});

const LIFE = { birthDate: '1990-07-15' };

describe('authentication', () => {
  it('accepts the key as Bearer token and as X-API-Key', async () => {
    const a = await newAccount(stack, 10);
    for (const header of ['bearer', 'x-api-key'] as const) {
      const r = await call(stack, 'GET', '/account', { key: a.apiKey, header });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: true, data: { accountId: a.accountId, type: 'personal', balance: 10 }, meta: { creditsUsed: 0 } });
    }
  });

  it('answers 401 for a missing, an unknown and a revoked key', async () => {
    const a = await newAccount(stack, 10);
    const missing = await call(stack, 'POST', '/calculators/life-path', { body: LIFE });
    expect(missing.status).toBe(401);
    expect(missing.body.error).toBe('Missing API key');

    const unknown = await call(stack, 'POST', '/calculators/life-path', { key: `${a.apiKey}x`, body: LIFE });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('Invalid API key');

    const before = await call(stack, 'GET', '/account', { key: a.apiKey, header: 'x-api-key' });
    expect(before.status).toBe(200);
    await revokeKey(stack.deps.stores, a.keyId);
    const revoked = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, header: 'x-api-key', body: LIFE });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ error: 'Invalid API key', message: 'The API key has been revoked' });
    expect(await balanceOf(stack, a.accountId)).toBe(10);
  });

  it('refuses a key revoked after this server has used it, on every kind of route, with 401 and no charge', async () => {
    const a = await newAccount(stack, 10);
    const warm = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
    expect(warm.status).toBe(200);
    const rowsBefore = (await ledgerOf(stack, a.accountId)).length;
    await revokeKey(stack.deps.stores, a.apiKey);

    const charged = await call(stack, 'POST', '/calculators/big-3', { key: a.apiKey, body: LONDON_1990 });
    expect(charged.status).toBe(401);
    expect(charged.body).toMatchObject({ error: 'Invalid API key', message: 'The API key has been revoked' });
    // refused before its debit for another reason: 401 still wins over the 400
    const invalid = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: { birthDate: 'nope' } });
    expect(invalid.status).toBe(401);
    expect(invalid.body.error).toBe('Invalid API key');
    const free = await call(stack, 'GET', '/account', { key: a.apiKey });
    expect(free.status).toBe(401);
    const list = await call(stack, 'GET', '/blueprints/list', { key: a.apiKey });
    expect(list.status).toBe(401);

    expect(await balanceOf(stack, a.accountId)).toBe(9);
    expect(await ledgerOf(stack, a.accountId)).toHaveLength(rowsBefore);
    // the account's other keys keep working
    const other = await createKey(stack.deps.stores, a.accountId, 'bp_test_');
    expect((await call(stack, 'POST', '/calculators/life-path', { key: other.apiKey, body: LIFE })).status).toBe(200);
  });

  it('treats the account as the authority on revocation, even when the key record was never marked', async () => {
    // a revocation interrupted between its two writes: the account says revoked, the key record does not
    const a = await newAccount(stack, 10);
    await stack.deps.stores.accounts.markRevoked(a.accountId, a.keyId, 0);
    expect((await stack.deps.stores.keys.getByHash(hashKey(a.apiKey)))?.revokedAt).toBeUndefined();
    for (const [method, path, body] of [
      ['POST', '/calculators/life-path', LIFE],
      ['GET', '/account', undefined],
    ] as const) {
      const r = await call(stack, method, path, { key: a.apiKey, ...(body ? { body } : {}) });
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('The API key has been revoked');
    }
    expect(await balanceOf(stack, a.accountId)).toBe(10);
  });

  it('touches the account once for GET /account: the update that counts the request returns the account it answers with', async () => {
    const a = await newAccount(stack, 7);
    const accounts = stack.deps.stores.accounts;
    const originalGet = accounts.get.bind(accounts);
    const originalCount = accounts.count.bind(accounts);
    let reads = 0;
    let counts = 0;
    accounts.get = async (id) => {
      reads += 1;
      return originalGet(id);
    };
    accounts.count = async (id, counters) => {
      counts += 1;
      return originalCount(id, counters);
    };
    try {
      const r = await call(stack, 'GET', '/account', { key: a.apiKey });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ data: { accountId: a.accountId, balance: 7 } });
      // the counters of the account item are not part of the answer
      expect(JSON.stringify(r.body)).not.toMatch(/rl_|rates/);
      expect([reads, counts]).toEqual([0, 1]);
    } finally {
      accounts.get = originalGet;
      accounts.count = originalCount;
    }
  });

  it('checks the key before validating the body', async () => {
    const r = await call(stack, 'POST', '/calculators/life-path', { body: { birthDate: 'nope' } });
    expect(r.status).toBe(401);
  });
});

describe('credits', () => {
  it('charges 1 credit, reports it in meta and headers, and writes one ledger row', async () => {
    const a = await newAccount(stack, 5);
    const r = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
    expect(r.status).toBe(200);
    expect(r.body.meta).toEqual({ creditsUsed: 1, creditsRemaining: 4, writer: { name: 'offline' } });
    expect(r.headers.get('x-credits-used')).toBe('1');
    expect(r.headers.get('x-credits-remaining')).toBe('4');
    expect(r.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
    expect(await balanceOf(stack, a.accountId)).toBe(4);
    const rows = await ledgerOf(stack, a.accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'charge',
      credits: 1,
      keyId: a.keyId,
      route: 'calculators-life-path',
      requestId: r.headers.get('x-request-id'),
      delta: -1,
    });
  });

  it('answers 402 with required and available and leaves the balance alone', async () => {
    const a = await newAccount(stack, 0);
    const r = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({ error: 'Insufficient credits', required: 1, available: 0 });
    expect(typeof r.body.message).toBe('string');
    expect(await balanceOf(stack, a.accountId)).toBe(0);
    expect(await ledgerOf(stack, a.accountId)).toHaveLength(0);
  });

  it('lets exactly 50 of 200 parallel 1-credit calls through a balance of 50', async () => {
    const a = await newAccount(stack, 50);
    // four keys of the same account, 50 calls each: stays under the 100/min per-key limit
    const keys = [a.apiKey];
    for (let i = 0; i < 3; i++) keys.push((await createKey(stack.deps.stores, a.accountId, 'bp_test_')).apiKey);
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => call(stack, 'POST', '/calculators/life-path', { key: keys[i % 4]!, body: LIFE })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 402)).toHaveLength(150);
    const remaining = replies.filter((r) => r.status === 200).map((r) => (r.body.meta as { creditsRemaining: number }).creditsRemaining);
    expect(new Set(remaining).size).toBe(50);
    expect(Math.min(...remaining)).toBe(0);
    expect(await balanceOf(stack, a.accountId)).toBe(0);
    const rows = await ledgerOf(stack, a.accountId);
    expect(rows.filter((x) => x.kind === 'charge')).toHaveLength(50);
    expect(rows.filter((x) => x.kind === 'refund')).toHaveLength(0);
  });

  it('debits the organization behind an organization key and logs usage under it', async () => {
    const org = await newAccount(stack, 20, 'organization');
    const r = await call(stack, 'POST', '/calculators/life-path', { key: org.apiKey, body: LIFE });
    expect(r.status).toBe(200);
    expect(await balanceOf(stack, org.accountId)).toBe(19);
    const acct = await call(stack, 'GET', '/account', { key: org.apiKey });
    expect(acct.body.data).toMatchObject({ accountId: org.accountId, type: 'organization', balance: 19 });
    const rows = await ledgerOf(stack, org.accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountId: org.accountId, keyId: org.keyId, credits: 1 });
  });

  it('refunds a charge when the handler fails afterwards (500 with the request id)', async () => {
    const a = await newAccount(stack, 10);
    const r = await call(stack, 'POST', '/test/fail', { key: a.apiKey, body: {} });
    expect(r.status).toBe(500);
    expect(r.body).toMatchObject({ error: 'Internal server error', requestId: r.headers.get('x-request-id') });
    expect(String(r.body.message)).toContain(String(r.headers.get('x-request-id')));
    expect(await balanceOf(stack, a.accountId)).toBe(10);
    const rows = await ledgerOf(stack, a.accountId);
    expect(rows.map((x) => [x.kind, x.credits]).sort()).toEqual([
      ['charge', 3],
      ['refund', 3],
    ]);
  });

  it('an internal error of the core is a 500 with the request id and no server detail (no file path)', async () => {
    const a = await newAccount(stack, 10);
    const r = await call(stack, 'POST', '/test/fail', { key: a.apiKey, body: { kind: 'internal' } });
    expect(r.status).toBe(500);
    const id = r.headers.get('x-request-id');
    expect(r.body).toEqual({
      success: false,
      error: 'Ephemeris error',
      message: `Unexpected error; quote request id ${id} when reporting it`,
      code: 'ephemeris_error',
      requestId: id,
      docUrl: `${stack.api.url}/docs#error-ephemeris_error`,
    });
    expect(r.text).not.toMatch(/\/srv|ephe\/|sepl_|\.se1/);
    expect(await balanceOf(stack, a.accountId)).toBe(10);
  });

  it('dynamic price: reserve up front, settle the real cost, refund the rest', async () => {
    const a = await newAccount(stack, 100);
    const ok = await call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body: { reserve: 30, keep: 12 } });
    expect(ok.status).toBe(200);
    expect(ok.body.meta).toEqual({ creditsUsed: 12, creditsRemaining: 88, note: 'dynamic' });
    expect(ok.headers.get('x-credits-used')).toBe('12');
    expect(await balanceOf(stack, a.accountId)).toBe(88);

    const failed = await call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body: { reserve: 30, keep: 0, failAfter: true } });
    expect(failed.status).toBe(500);
    expect(await balanceOf(stack, a.accountId)).toBe(88);

    const short = await call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body: { reserve: 500, keep: 1 } });
    expect(short.status).toBe(402);
    expect(short.body).toMatchObject({ error: 'Insufficient credits', required: 500, available: 88, modulesRequested: ['test'] });

    const rows = await ledgerOf(stack, a.accountId);
    expect(rows.map((x) => `${x.kind}:${x.credits}`).sort()).toEqual(['release:30', 'reserve:30', 'reserve:30', 'settle:12']);
  });

  it('uses the chat rate-limit profile for chat-profile routes (three windows)', async () => {
    const a = await newAccount(stack, 10);
    const r = await call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body: { reserve: 0, keep: 0 } });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-ratelimit-limit')).toBe('60');
    expect(r.headers.get('x-ratelimit-remaining')).toBe('59');
  });
});

/** Runs `body` with the stack's clock at `iso` (moved with `setNow`), then gives the stack the real clock back. */
const atClock = async (iso: string, body: (t0: number, setNow: (ms: number) => void) => Promise<void>): Promise<void> => {
  const t0 = Date.parse(iso);
  let now = t0;
  setDeps({ now: () => new Date(now) });
  try {
    await body(t0, (ms) => {
      now = ms;
    });
  } finally {
    setDeps({ now: () => new Date() });
  }
};

describe('rate limits', () => {
  it('refuses the 101st call of a minute with 429 and the X-RateLimit headers, without charging', async () => {
    // an injected clock in the middle of a minute: no dependence on when the test runs
    await atClock('2030-01-01T00:00:30Z', async (t0, setNow) => {
      const a = await newAccount(stack, 10);
      const first = await call(stack, 'GET', '/account', { key: a.apiKey });
      expect(first.status).toBe(200);
      expect(first.headers.get('x-ratelimit-limit')).toBe('100');
      expect(first.headers.get('x-ratelimit-remaining')).toBe('99');
      const reset = Date.parse('2030-01-01T00:01:00Z') / 1000;
      expect(first.headers.get('x-ratelimit-reset')).toBe(String(reset));
      for (let batch = 0; batch < 2; batch++) {
        const rs = await Promise.all(Array.from({ length: 49 }, () => call(stack, 'GET', '/account', { key: a.apiKey })));
        expect(rs.every((r) => r.status === 200)).toBe(true);
      }
      const hundredth = await call(stack, 'GET', '/account', { key: a.apiKey });
      expect(hundredth.status).toBe(200);
      expect(hundredth.headers.get('x-ratelimit-remaining')).toBe('0');

      const over = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ error: 'Rate limit exceeded', limit: 100, reset });
      expect(over.headers.get('x-ratelimit-limit')).toBe('100');
      expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(over.headers.get('x-ratelimit-reset')).toBe(String(reset));
      expect(over.headers.get('retry-after')).toBe('30');
      expect(await balanceOf(stack, a.accountId)).toBe(10);

      // limits are per key: another key of the same account still passes
      const other = await createKey(stack.deps.stores, a.accountId, 'bp_test_');
      expect((await call(stack, 'GET', '/account', { key: other.apiKey })).status).toBe(200);

      // over its limit and revoked meanwhile: 401, not 429
      const spare = await createKey(stack.deps.stores, a.accountId, 'bp_test_');
      const spent = await Promise.all(Array.from({ length: 100 }, () => call(stack, 'GET', '/account', { key: spare.apiKey })));
      expect(spent.every((r) => r.status === 200)).toBe(true);
      expect((await call(stack, 'POST', '/calculators/life-path', { key: spare.apiKey, body: LIFE })).status).toBe(429);
      await revokeKey(stack.deps.stores, spare.keyId);
      const revokedOver = await call(stack, 'POST', '/calculators/life-path', { key: spare.apiKey, body: LIFE });
      expect(revokedOver.status).toBe(401);
      expect(revokedOver.body.message).toBe('The API key has been revoked');

      // the next window starts from zero
      setNow(t0 + 30_000);
      const next = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
      expect(next.status).toBe(200);
      expect(next.headers.get('x-ratelimit-remaining')).toBe('99');
      expect(await balanceOf(stack, a.accountId)).toBe(9);
    });
  });

  it('counts in the account item exactly under concurrency: 130 parallel charged calls of one key, 100 served and charged, 30 refused with 429', async () => {
    await atClock('2030-01-01T00:07:20Z', async () => {
      const a = await newAccount(stack, 1000);
      const replies = await Promise.all(Array.from({ length: 130 }, () => call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE })));
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((x) => x === 200)).toHaveLength(100);
      expect(statuses.filter((x) => x === 429)).toHaveLength(30);
      // every served call saw its own place in the window
      const remaining = replies.filter((r) => r.status === 200).map((r) => Number(r.headers.get('x-ratelimit-remaining')));
      expect(new Set(remaining).size).toBe(100);
      expect(Math.min(...remaining)).toBe(0);
      expect(await balanceOf(stack, a.accountId)).toBe(900);
      expect((await ledgerOf(stack, a.accountId)).filter((x) => x.kind === 'charge')).toHaveLength(100);
    });
  });

  it('another container that counted first (a wrong guess of the window) is corrected, not double counted', async () => {
    await atClock('2030-01-01T00:09:10Z', async (t0, setNow) => {
      const a = await newAccount(stack, 10);
      const first = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
      expect(first.headers.get('x-ratelimit-remaining')).toBe('99');
      forgetWindows(); // as if the next calls came to a container that never saw this key
      const second = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
      expect(second.status).toBe(200);
      expect(second.headers.get('x-ratelimit-remaining')).toBe('98');
      forgetWindows();
      const free = await call(stack, 'GET', '/account', { key: a.apiKey });
      expect(free.headers.get('x-ratelimit-remaining')).toBe('97');
      expect(await balanceOf(stack, a.accountId)).toBe(8);
      // the counter is one attribute per key and window, reused: the next minute starts it again
      setNow(t0 + 60_000);
      const next = await call(stack, 'GET', '/account', { key: a.apiKey });
      expect(next.headers.get('x-ratelimit-remaining')).toBe('99');
      // a container whose clock is behind (still in the previous minute) joins the newer window instead of failing
      setNow(t0);
      forgetWindows();
      const behind = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
      expect(behind.status).toBe(200);
      expect(behind.headers.get('x-ratelimit-remaining')).toBe('98');
      const item = await stack.deps.stores.accounts.get(a.accountId);
      expect(Object.keys(item!.rates ?? {})).toHaveLength(1);
      expect(Object.values(item!.rates ?? {})[0]).toEqual({ s: Math.floor(t0 / 1000 / 60) * 60 + 60, n: 2 });
    });
  });

  it('a fixed-price call with an invalid body is refused with 400 before it is counted; over the limit, a valid one gets 429', async () => {
    await atClock('2030-01-01T00:11:40Z', async () => {
      const a = await newAccount(stack, 5);
      const bad = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: { birthDate: 'nope' } });
      expect(bad.status).toBe(400);
      // not counted, yet it carries the key's X-RateLimit-* headers, as every answer after authentication
      const reset = String(Math.floor(Date.parse('2030-01-01T00:12:00Z') / 1000));
      expect([bad.headers.get('x-ratelimit-limit'), bad.headers.get('x-ratelimit-remaining'), bad.headers.get('x-ratelimit-reset')]).toEqual(['100', '100', reset]);
      const ok = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
      expect(ok.headers.get('x-ratelimit-remaining')).toBe('99');
      // the same for a refused Idempotency-Key on a fixed-price route
      const badKey = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE, headers: { 'Idempotency-Key': 'x'.repeat(300) } });
      expect(badKey.status).toBe(400);
      expect([badKey.headers.get('x-ratelimit-limit'), badKey.headers.get('x-ratelimit-remaining')]).toEqual(['100', '99']);
      await Promise.all(Array.from({ length: 99 }, () => call(stack, 'GET', '/account', { key: a.apiKey })));
      const badOver = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: { birthDate: 'nope' } });
      expect(badOver.status).toBe(400);
      expect([badOver.headers.get('x-ratelimit-limit'), badOver.headers.get('x-ratelimit-remaining'), badOver.headers.get('x-ratelimit-reset')]).toEqual(['100', '0', reset]);
      const over = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe('20');
      expect(await balanceOf(stack, a.accountId)).toBe(4);
    });
  });

  it('counts concurrently with the key lookup, yet unknown keys get 401, move nothing and use no live key budget', async () => {
    await atClock('2030-01-01T00:05:30Z', async () => {
      const a = await newAccount(stack, 10);
      const bad = await Promise.all(
        Array.from({ length: 20 }, () => call(stack, 'POST', '/calculators/life-path', { key: `${a.apiKey}x`, body: LIFE })),
      );
      expect(bad.every((r) => r.status === 401 && r.body.error === 'Invalid API key')).toBe(true);
      // a 401 carries no rate-limit headers: the count of the unknown key's id is never reported
      expect(bad[0]!.headers.get('x-ratelimit-limit')).toBeNull();
      const ok = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('x-ratelimit-remaining')).toBe('99');
      expect(await balanceOf(stack, a.accountId)).toBe(9);
      expect(await ledgerOf(stack, a.accountId)).toHaveLength(1);
    });
  });
});

describe('HTTP errors', () => {
  it('404 for unknown routes, 405 with Allow for wrong methods', async () => {
    const nf = await call(stack, 'GET', '/nowhere');
    expect(nf.status).toBe(404);
    expect(nf.body.error).toBe('Not found');
    const na = await call(stack, 'GET', '/calculators/big-3');
    expect(na.status).toBe(405);
    expect(na.body.error).toBe('Method not allowed');
    expect(na.headers.get('allow')).toBe('POST');
  });

  it('a 405 is answered before the key is looked at (README): X-Request-Id, no X-RateLimit-*, not counted, even with a valid key', async () => {
    const a = await newAccount(stack, 5);
    const first = await call(stack, 'GET', '/account', { key: a.apiKey });
    const na = await call(stack, 'GET', '/calculators/big-3', { key: a.apiKey });
    expect(na.status).toBe(405);
    expect(na.headers.get('x-request-id')).toMatch(/\S/);
    for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) expect(na.headers.get(h), h).toBeNull();
    // the key's window did not move for it (the two reads are one apart), and nothing was charged
    const second = await call(stack, 'GET', '/account', { key: a.apiKey });
    expect(Number(second.headers.get('x-ratelimit-remaining'))).toBe(Number(first.headers.get('x-ratelimit-remaining')) - 1);
    expect(await balanceOf(stack, a.accountId)).toBe(5);
  });

  it('400 "Invalid JSON body" for malformed JSON, 413 for oversized bodies, without charging', async () => {
    const a = await newAccount(stack, 5);
    const bad = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, rawBody: '{"birthDate": ', headers: { 'Content-Type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'Invalid JSON body' });
    const big = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: { birthDate: '1990-07-15', pad: 'x'.repeat(70_000) } });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('Payload too large');
    const arr = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: [1, 2] });
    expect(arr.status).toBe(400);
    expect(arr.body.error).toBe('Invalid request body');
    expect(await balanceOf(stack, a.accountId)).toBe(5);
    // body parsing comes before authentication in the middleware order
    const keyless = await call(stack, 'POST', '/calculators/life-path', { rawBody: '{oops', headers: { 'Content-Type': 'application/json' } });
    expect(keyless.status).toBe(400);
    expect(keyless.body.error).toBe('Invalid JSON body');
  });
});

/** One HTTP/1.1 request written by hand, so that a header can be sent twice as two lines. */
const rawRequest = (port: number, lines: string[], body = ''): Promise<{ status: number; body: Record<string, unknown> }> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    socket.on('data', (b: Buffer) => (text += b.toString('utf8')));
    socket.on('end', () => {
      const [head, payload = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head!.split(' ')[1]), body: JSON.parse(payload) as Record<string, unknown> });
    });
    socket.on('error', reject);
    socket.write([...lines, 'Host: 127.0.0.1', 'Connection: close', `Content-Length: ${Buffer.byteLength(body)}`, '', body].join('\r\n'));
  });

describe('input hygiene: media type, API keys, characters', () => {
  it('415 "Unsupported media type" for a body that is not declared application/json, before the key is looked at; nothing charged', async () => {
    const a = await newAccount(stack, 5);
    const body = JSON.stringify(LIFE);
    const url = `${stack.api.url}/calculators/life-path`;
    const auth = { Authorization: `Bearer ${a.apiKey}` };
    // text/plain (fetch's default for a string body), no Content-Type at all (a Blob without type), form data
    for (const [init, got] of [
      [{ body }, 'text/plain;charset=UTF-8'],
      [{ body: new Blob([body]) }, 'no Content-Type'],
      [{ body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, 'application/x-www-form-urlencoded'],
    ] as const) {
      const r = await fetch(url, { method: 'POST', ...init, headers: { ...auth, ...('headers' in init ? init.headers : {}) } });
      expect(r.status).toBe(415);
      const b = (await r.json()) as { error: string; message: string };
      expect(b.error).toBe('Unsupported media type');
      expect(b.message).toContain(got);
      expect(r.headers.get('content-type')).toContain('application/json');
    }
    const ok = await fetch(url, { method: 'POST', body, headers: { ...auth, 'Content-Type': 'Application/JSON; charset=utf-8' } });
    expect(ok.status).toBe(200);
    expect(await balanceOf(stack, a.accountId)).toBe(4);
    // a Lambda event (no server in between): the same rule
    const route = ROUTES.find((r) => r.name === 'calculators-life-path')!;
    const { handler } = (await import('#functions/calculators/life-path')) as unknown as { handler: (e: unknown, c: unknown) => Promise<APIGatewayProxyResult> };
    const event = buildEvent(route, { headers: { ...auth, 'Content-Type': 'text/plain' }, body: LIFE });
    expect((await handler(event, lambdaContext(route))).statusCode).toBe(415);
    expect(await balanceOf(stack, a.accountId)).toBe(4);
  });

  it('400 "Conflicting API keys" for a repeated X-API-Key with two keys, or a malformed Authorization next to a key (server and Lambda event)', async () => {
    const a = await newAccount(stack, 5);
    const b = await newAccount(stack, 5);
    const post = ['POST /v1/calculators/life-path HTTP/1.1', 'Content-Type: application/json'];
    for (const lines of [
      [`X-API-Key: ${a.apiKey}`, `X-API-Key: ${b.apiKey}`],
      [`X-API-Key: ${a.apiKey}`, `x-api-key: ${b.apiKey}`],
      [`Authorization: Bearer ${a.apiKey}`, `Authorization: Bearer ${b.apiKey}`],
      ['Authorization: Basic dXNlcjpwYXNz', `X-API-Key: ${a.apiKey}`],
      ['Authorization: Bearer', `X-API-Key: ${a.apiKey}`],
    ]) {
      const r = await rawRequest(stack.api.port, [...post, ...lines], JSON.stringify(LIFE));
      expect(r.status, lines.join(' | ')).toBe(400);
      expect(r.body.error).toBe('Conflicting API keys');
    }
    // the same key twice is one key
    const same = await rawRequest(stack.api.port, [...post, `X-API-Key: ${a.apiKey}`, `X-API-Key: ${a.apiKey}`], JSON.stringify(LIFE));
    expect(same.status).toBe(200);
    // API Gateway keeps the last value in headers and every value in multiValueHeaders
    const route = ROUTES.find((r) => r.name === 'calculators-life-path')!;
    const { handler } = (await import('#functions/calculators/life-path')) as unknown as { handler: (e: unknown, c: unknown) => Promise<APIGatewayProxyResult> };
    const event = {
      ...buildEvent(route, { headers: { 'X-API-Key': b.apiKey }, body: LIFE }),
      multiValueHeaders: { 'Content-Type': ['application/json'], 'X-API-Key': [a.apiKey, b.apiKey] },
    };
    const r = await handler(event, lambdaContext(route));
    expect(r.statusCode).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ error: 'Conflicting API keys' });
    expect(await balanceOf(stack, a.accountId)).toBe(4);
    expect(await balanceOf(stack, b.accountId)).toBe(5);
  });

  it('400 "Invalid request" for control characters, direction overrides and invalid Unicode in any string field, naming each; nothing charged, nothing stored', async () => {
    const a = await newAccount(stack, 50);
    const blueprint = { fullName: 'Ada Lovelace', ...LONDON_1990, modules: { astrology: false, humanDesign: false, numerology: true } };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/generate-blueprint', { ...blueprint, fullName: 'Ada\u202Eecalevol' }, 'fullName'],
      ['/generate-blueprint', { ...blueprint, fullName: 'Ada\u0000Lovelace' }, 'fullName'],
      ['/generate-blueprint', { ...blueprint, fullName: 'Ada\u0085Lovelace' }, 'fullName'],
      ['/generate-blueprint', { ...blueprint, city: 'Lon\u2066don' }, 'city'],
      ['/generate-blueprint', { ...blueprint, country: 'U\u001bK' }, 'country'],
      ['/calculators/big-3', { ...LONDON_1990, city: 'London\nUK' }, 'city'],
      ['/transits', { ...LONDON_1990, country: 'UK\u0007' }, 'country'],
      ['/advisor/chat', { messages: [{ role: 'user', content: 'Hello\u0000' }] }, 'messages.0.content'],
    ];
    for (const [path, body, field] of cases) {
      const r = await call(stack, 'POST', path, { key: a.apiKey, body });
      expect(r.status, `${path} ${JSON.stringify(body[field] ?? field)}`).toBe(400);
      expect(r.body.error).toBe('Invalid request');
      expect((r.body.issues as Array<{ path: string }>).map((i) => i.path)).toContain(field);
      expect(String(r.body.message)).toContain(field.split('.')[0]);
    }
    // a lone surrogate, as JSON's escape carries it (JSON.stringify would escape it the same way)
    const lone = `{"fullName":"Ada","birthDate":"1990-07-15","birthTime":"14:30","city":"Lon\\ud800don","country":"UK","latitude":51.5,"longitude":-0.12,"timezone":"Europe/London","modules":{"astrology":true,"humanDesign":false,"numerology":false}}`;
    const r = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, rawBody: lone, headers: { 'Content-Type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'Invalid request', issues: [{ path: 'city', error: 'Invalid request' }] });
    expect(String(r.body.message)).toContain('lone surrogate');
    // bytes that are not UTF-8 are refused, not read as U+FFFD (over HTTP and in a base64 Lambda event)
    const bytes = Buffer.concat([Buffer.from('{"birthDate":"1990-07-15","x":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]);
    const notUtf8 = await fetch(`${stack.api.url}/calculators/life-path`, { method: 'POST', body: bytes, headers: { Authorization: `Bearer ${a.apiKey}`, 'Content-Type': 'application/json' } });
    expect(notUtf8.status).toBe(400);
    expect(await notUtf8.json()).toMatchObject({ success: false, error: 'Invalid JSON body', message: 'The request body is not valid UTF-8', code: 'invalid_json_body' });
    const lifePath = ROUTES.find((x) => x.name === 'calculators-life-path')!;
    const { handler } = (await import('#functions/calculators/life-path')) as unknown as { handler: (e: unknown, c: unknown) => Promise<APIGatewayProxyResult> };
    const event = { ...buildEvent(lifePath, { headers: { Authorization: `Bearer ${a.apiKey}` }, body: {} }), body: bytes.toString('base64'), isBase64Encoded: true };
    expect((await handler(event, lambdaContext(lifePath))).statusCode).toBe(400);
    // listed with the schema's own issues, whose field order decides `error`
    const both = await call(stack, 'POST', '/calculators/big-3', { key: a.apiKey, body: { ...LONDON_1990, birthDate: '1990-13-01', city: 'Lon\u0000don', latitude: 'north' } });
    expect(both.status).toBe(400);
    expect(both.body.error).toBe('Invalid birth date');
    expect((both.body.issues as Array<{ path: string; error: string }>).map((i) => [i.path, i.error])).toEqual([
      ['birthDate', 'Invalid birth date'],
      ['latitude', 'Invalid coordinates'],
      ['city', 'Invalid request'],
    ]);
    // multi-line text stays acceptable where it belongs (a chat message), and a right-to-left name without overrides
    const name = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { ...blueprint, fullName: 'עדה לאבלייס Ada' } });
    expect(name.status).toBe(200);
    expect(await balanceOf(stack, a.accountId)).toBe(49);
    const list = await call(stack, 'GET', '/blueprints/list', { key: a.apiKey });
    expect((list.body.data as { blueprints: unknown[] }).blueprints).toHaveLength(1);
  });
});

describe('streaming seam', () => {
  it('pipes a streamified handler through the local server, charged like any route', async () => {
    const a = await newAccount(stack, 5);
    const r = await call(stack, 'POST', '/test/stream', { key: a.apiKey, body: {} });
    expect(r.status).toBe(200);
    expect(r.text).toBe('alpha beta gamma');
    expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(r.headers.get('x-credits-used')).toBe('2');
    expect(r.headers.get('x-ratelimit-limit')).toBe('100');
    expect(await balanceOf(stack, a.accountId)).toBe(3);
    const denied = await call(stack, 'POST', '/test/stream', { body: {} });
    expect(denied.status).toBe(401);
    expect(denied.body.error).toBe('Missing API key');
  });
});

describe('OpenAPI', () => {
  it('serves a description generated from the route table', async () => {
    const r = await call(stack, 'GET', '/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe('3.1.0');
    const paths = r.body.paths as Record<string, Record<string, { operationId: string; requestBody?: unknown }>>;
    for (const route of ROUTES) expect(paths[route.path]?.[route.method.toLowerCase()]?.operationId).toBe(route.name);
    expect(JSON.stringify(paths['/calculators/big-3']?.post?.requestBody)).toContain('birthTime');
  });
});
