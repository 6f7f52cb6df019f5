/**
 * Issue 43 item 3: per-account limits hold under concurrency. 150 concurrent creations keep exactly
 * the limit (20 webhooks, 50 calendar feeds) and refuse the rest with the limit's error; before, the
 * check was a list then a put: 149 webhooks and 150 feeds were kept. A deletion gives the place back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '#shared/accounts/admin';
import { MAX_CALENDARS } from '#shared/calendars/request';
import type { LocalStack } from '#shared/http/local-stack';
import { MAX_WEBHOOKS } from '#shared/webhooks/request';
import { call, LONDON_1990, newAccount, startTestStack } from '#test/support/stack';

let stack: LocalStack;
const previousLoopback = process.env.WEBHOOKS_ALLOW_LOOPBACK;
beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_LOOPBACK = '1';
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
  if (previousLoopback === undefined) delete process.env.WEBHOOKS_ALLOW_LOOPBACK;
  else process.env.WEBHOOKS_ALLOW_LOOPBACK = previousLoopback;
});

const CONCURRENT = 150;

/** Owner keys of one account, so that 150 requests stay below each key's 100 a minute. */
const ownerKeys = async (accountId: string, n: number): Promise<string[]> =>
  Promise.all(Array.from({ length: n }, async () => (await createKey(stack.deps.stores, accountId, stack.deps.config.keyPrefix)).apiKey));

describe(`${CONCURRENT} concurrent creations`, () => {
  // measured at load 10: ~40 s for both (150 feeds each compute their person)
  it(`keep exactly ${MAX_WEBHOOKS} webhooks; the rest refused with Too many webhooks; a deletion frees a place`, { timeout: 180_000 }, async () => {
    // the route's first call loads its module (tens of seconds on a loaded machine): made once before the burst, by another account
    const warm = await newAccount(stack, 10, 'organization');
    expect((await call(stack, 'POST', '/webhooks', { key: warm.apiKey, body: { url: 'http://127.0.0.1:9/warm', events: ['sky.eclipse'] } })).status).toBe(201);
    const a = await newAccount(stack, 10, 'organization');
    const keys = await ownerKeys(a.accountId, 3);
    const replies = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => call(stack, 'POST', '/webhooks', { key: keys[i % keys.length]!, body: { url: `http://127.0.0.1:9/hook${i}`, events: ['sky.eclipse'] } })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201), replies[0]!.text).toHaveLength(MAX_WEBHOOKS);
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(CONCURRENT - MAX_WEBHOOKS);
    for (const r of refused) expect([r.status, r.body.error]).toEqual([400, 'Too many webhooks']);
    const list = (await call(stack, 'GET', '/webhooks', { key: keys[0]! })).body.data as { webhooks: { id: string }[] };
    expect(list.webhooks).toHaveLength(MAX_WEBHOOKS);
    // a deletion gives its place back: one more fits, then the limit again
    expect((await call(stack, 'DELETE', `/webhooks/${list.webhooks[0]!.id}`, { key: keys[0]! })).status).toBe(200);
    expect((await call(stack, 'POST', '/webhooks', { key: keys[1]!, body: { url: 'http://127.0.0.1:9/again', events: ['sky.eclipse'] } })).status).toBe(201);
    expect((await call(stack, 'POST', '/webhooks', { key: keys[2]!, body: { url: 'http://127.0.0.1:9/over', events: ['sky.eclipse'] } })).body.error).toBe('Too many webhooks');
  });

  it(`keep exactly ${MAX_CALENDARS} calendar feeds; the rest refused with Too many calendars`, { timeout: 300_000 }, async () => {
    const a = await newAccount(stack, 100, 'organization');
    const keys = await ownerKeys(a.accountId, 3);
    const bp = await call(stack, 'POST', '/generate-blueprint', { key: keys[0]!, body: { fullName: 'Ada Lovelace', ...LONDON_1990, modules: { astrology: true, humanDesign: false, numerology: false } } });
    expect(bp.status, bp.text).toBe(200);
    const blueprintId = (bp.body.data as { blueprintId: string }).blueprintId;
    const replies = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => call(stack, 'POST', '/calendars', { key: keys[i % keys.length]!, body: { blueprintId, kinds: ['personalCycles'] } })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(MAX_CALENDARS);
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(CONCURRENT - MAX_CALENDARS);
    for (const r of refused) expect([r.status, r.body.error]).toEqual([400, 'Too many calendars']);
    const list = (await call(stack, 'GET', '/calendars', { key: keys[0]! })).body.data as { calendars: unknown[] };
    expect(list.calendars).toHaveLength(MAX_CALENDARS);
  });
});
