/**
 * Test keys (shared/accounts/test-mode.ts, docs/self-service.md "Test keys"): a `bp_test_` key of
 * an account answers as a live key does, paid from the account's test side, never its live
 * balance; its answers and request log lines are marked; its records are the test side's; and its
 * `Blueprint-Test-Scenario` header rehearses a 402, a 429, a 500 and a slow answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CREDITS, testAccountOf } from '#shared/accounts/test-mode';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, LONDON_1990, ledgerOf, newAccount, startTestStack } from '#test/support/stack';

process.env.AI_LOG = 'off';
let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

const birth = { ...LONDON_1990, timezone: 'Europe/London' };
type Json = Record<string, unknown>;

const testKeyOf = async (liveKey: string, body: Json = {}): Promise<{ key: string; body: Json }> => {
  const r = await call(stack, 'POST', '/keys', { key: liveKey, body: { mode: 'test', role: 'owner', ...body } });
  expect(r.status).toBe(201);
  const data = r.body.data as Json;
  return { key: String(data.key), body: data };
};

describe('test keys', () => {
  it('answer a natal chart as a live key does, paid with test credits: the live balance does not move', { timeout: 120_000 }, async () => {
    const a = await newAccount(stack, 10);
    const { key, body } = await testKeyOf(a.apiKey, { name: 'ci' });
    expect(key.startsWith('bp_test_')).toBe(true);
    expect(body).toMatchObject({ mode: 'test', role: 'owner', name: 'ci' });
    expect(String(body.hint).startsWith('bp_test_')).toBe(true);

    const live = await call(stack, 'POST', '/calculators/natal-chart', { key: a.apiKey, body: birth });
    const test = await call(stack, 'POST', '/calculators/natal-chart', { key, body: birth });
    expect(live.status).toBe(200);
    expect(test.status).toBe(200);
    // the same chart
    expect(test.body.data).toEqual(live.body.data);
    const price = (live.body.meta as Json).creditsUsed as number;
    expect(price).toBeGreaterThan(0);
    // marked: meta.livemode false and the header, on the test answer only
    expect(test.body.meta).toMatchObject({ livemode: false, creditsUsed: price, creditsRemaining: TEST_CREDITS - price });
    expect(test.headers.get('blueprint-livemode')).toBe('false');
    expect(live.body.meta).not.toHaveProperty('livemode');
    expect(live.headers.get('blueprint-livemode')).toBeNull();
    // the live balance paid the live call only; the test side its own
    expect(await balanceOf(stack, a.accountId)).toBe(10 - price);
    expect(await balanceOf(stack, testAccountOf(a.accountId))).toBe(TEST_CREDITS - price);
    expect((await ledgerOf(stack, a.accountId)).map((r) => r.kind)).toEqual(['charge']);
    // GET /account with the test key: the test side
    const acc = await call(stack, 'GET', '/account', { key });
    expect(acc.body.data).toMatchObject({ balance: TEST_CREDITS - price });
    expect(acc.body.meta).toMatchObject({ livemode: false });

    // the request log: the test key's lines on the test side, marked; the live log without them
    const testLog = await call(stack, 'GET', '/requests?limit=50', { key });
    const liveLog = await call(stack, 'GET', '/requests?limit=50', { key: a.apiKey });
    const lines = (r: typeof testLog) => ((r.body.data as Json).requests ?? (r.body.data as Json).entries ?? []) as Json[];
    const natalTest = lines(testLog).find((l) => l.route === 'calculators-natal-chart');
    expect(natalTest).toMatchObject({ livemode: false, status: 200, credits: price });
    expect(lines(liveLog).filter((l) => l.route === 'calculators-natal-chart')).toHaveLength(1);
    expect(lines(liveLog).some((l) => l.livemode === false)).toBe(false);
  });

  it('keep their records apart: a test key’s records are the test side’s, and its deletions never reach live ones', { timeout: 180_000 }, async () => {
    const a = await newAccount(stack, 100);
    const { key } = await testKeyOf(a.apiKey);
    const liveBp = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { fullName: 'Ada', ...birth, modules: { astrology: true, humanDesign: false, numerology: false } } });
    expect(liveBp.status).toBe(200);
    const liveId = String((liveBp.body.data as Json).blueprintId);
    // the test key does not see, nor delete, the live record
    expect((await call(stack, 'GET', `/blueprints/${liveId}`, { key })).status).toBe(404);
    expect((await call(stack, 'DELETE', `/blueprints/${liveId}`, { key })).status).toBe(404);
    expect((await call(stack, 'GET', `/blueprints/${liveId}`, { key: a.apiKey })).status).toBe(200);
    // its own record, listed on its side only
    const testBp = await call(stack, 'POST', '/generate-blueprint', { key, body: { fullName: 'Test', ...birth, modules: { astrology: true, humanDesign: false, numerology: false } } });
    const testId = String((testBp.body.data as Json).blueprintId);
    const liveList = await call(stack, 'GET', '/blueprints/list', { key: a.apiKey });
    expect(JSON.stringify(liveList.body.data)).not.toContain(testId);
    expect((await call(stack, 'DELETE', `/blueprints/${testId}`, { key })).status).toBe(200);
    expect((await call(stack, 'GET', `/blueprints/${liveId}`, { key: a.apiKey })).status).toBe(200);
    // a test key makes test keys only
    const refused = await call(stack, 'POST', '/keys', { key, body: { mode: 'live', role: 'member' } });
    expect(refused.status).toBe(403);
    const another = await call(stack, 'POST', '/keys', { key, body: { role: 'member' } });
    expect(String((another.body.data as Json).key).startsWith('bp_test_')).toBe(true);
    // the account's deletion takes its test side along: the test keys answer 401
    const gone = await call(stack, 'DELETE', '/account', { key: a.apiKey, body: { confirm: a.accountId } });
    expect(gone.status).toBe(200);
    expect((await call(stack, 'GET', '/account', { key })).status).toBe(401);
    expect((await stack.deps.stores.accounts.get(testAccountOf(a.accountId)))?.deletedAt).toBeDefined();
  });

  it('rehearse failures with Blueprint-Test-Scenario: 402, 429 and 500 as the real ones, nothing charged, and a slow answer', { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 10);
    const { key } = await testKeyOf(a.apiKey);
    const scenario = (s: string, k = key) => call(stack, 'POST', '/calculators/natal-chart', { key: k, body: birth, headers: { 'Blueprint-Test-Scenario': s } });
    const poor = await scenario('insufficient_credits');
    expect(poor.status).toBe(402);
    expect(poor.body).toMatchObject({ error: 'Insufficient credits', code: 'insufficient_credits', available: 0 });
    expect(poor.body.required).toBeGreaterThan(0);
    const limited = await scenario('rate_limited');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'Rate limit exceeded', code: 'rate_limit_exceeded' });
    expect(limited.headers.get('retry-after')).toBe('1');
    const broken = await scenario('server_error');
    expect(broken.status).toBe(500);
    expect(broken.body).toMatchObject({ error: 'Internal server error', code: 'internal_server_error' });
    // nothing charged on either side
    expect(await balanceOf(stack, testAccountOf(a.accountId))).toBe(TEST_CREDITS);
    expect(await balanceOf(stack, a.accountId)).toBe(10);
    // slow: the answer, after the delay
    const started = Date.now();
    const slow = await scenario('SLOW');
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    // an unknown scenario, and any scenario on a live key: 400, nothing charged
    expect((await scenario('meteor')).status).toBe(400);
    const live = await scenario('insufficient_credits', a.apiKey);
    expect(live.status).toBe(400);
    expect(String(live.body.message)).toContain('test keys');
    expect(await balanceOf(stack, a.accountId)).toBe(10);
  });

  it("are listed and revoked by the live owner: GET /v1/keys shows them marked after the live keys; a test key sees its own side only", { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 10);
    const one = await testKeyOf(a.apiKey, { name: 'ci' });
    const two = await testKeyOf(a.apiKey, { name: 'staging', role: 'admin' });
    const keysOf = async (key: string) => {
      const r = await call(stack, 'GET', '/keys', { key });
      expect(r.status).toBe(200);
      return (r.body.data as { keys: Json[] }).keys;
    };
    const live = await keysOf(a.apiKey);
    expect(live.map((k) => k.mode ?? 'live')).toEqual(['live', 'test', 'test']);
    expect(live.slice(1).map((k) => k.name)).toEqual(['ci', 'staging']);
    expect(live.slice(1).map((k) => k.id)).toEqual([one.body.id, two.body.id]);
    expect(live.slice(1).every((k) => String(k.hint).startsWith('bp_test_'))).toBe(true);
    // the test key's own list: the test side only, unmarked (every key there is a test key)
    const fromTest = await keysOf(one.key);
    expect(fromTest.map((k) => k.id)).toEqual([one.body.id, two.body.id]);
    expect(fromTest.some((k) => 'mode' in k)).toBe(false);
    // the live owner revokes a test key (even the test side's last owner key); the key stops working
    const revoked = await call(stack, 'DELETE', `/keys/${String(one.body.id)}`, { key: a.apiKey });
    expect(revoked.status).toBe(200);
    expect((await call(stack, 'GET', '/account', { key: one.key })).status).toBe(401);
    expect((await keysOf(a.apiKey)).find((k) => k.id === one.body.id)?.revokedAt).toEqual(expect.any(String));
    // a test key (an admin: the route admits it) cannot reach a live key
    const liveId = String(live[0]!.id);
    expect((await call(stack, 'DELETE', `/keys/${liveId}`, { key: two.key })).status).toBe(404);
    expect((await call(stack, 'GET', '/account', { key: a.apiKey })).status).toBe(200);
  });
});
