/**
 * Issue 31, failure 2: a fixed-price request with an Idempotency-Key is paid exactly once across a
 * crash. Through the local stack, the process "dies" at each write of the keyed fixed-price path in
 * turn (claim the key's attempt record, hold the price, keep the answer with its receipt, settle),
 * before the write reaches the store or just after it landed (every later store call dies too, as
 * in the money fault tests: nothing unwinds). Then the client retries with the same key, with the
 * reconciler running before or after the retry: the account is paid the price once, the retry
 * gets the answer, and no hold is left open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, reconcile } from '#shared/accounts/reconcile';
import { setDeps } from '#shared/deps';
import type { LocalStack } from '#shared/http/local-stack';
import type { Stores } from '#shared/store/types';
import { crashPoint } from '#test/support/crash';
import { call, newAccount, startTestStack } from '#test/support/stack';

let stack: LocalStack;
let real: Stores;
beforeAll(async () => {
  stack = await startTestStack();
  real = stack.deps.stores;
});
afterAll(async () => {
  setDeps({ stores: real });
  await stack?.close();
});

const LENNON = { birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
const ROUTES = [
  { name: 'life path', path: '/calculators/life-path', body: { birthDate: '1940-10-09' }, price: 1 },
  { name: 'natal wheel PNG', path: '/images/natal-wheel', body: { ...LENNON, format: 'png', size: 600 }, price: 1 },
];
const OPENING = 100;
/** The writes of the path, as the money fault tests name them. */
const WRITES = { accounts: ['debit', 'settle', 'credit', 'removeJournal'], attempts: ['claim', 'complete', 'discard'] } as const;

const crashing = (crashAt: number, when: 'before' | 'after') => {
  const c = crashPoint(crashAt, when);
  return { stores: { ...real, accounts: c.wrap(real.accounts, WRITES.accounts), attempts: c.wrap(real.attempts, WRITES.attempts) } as Stores, count: c.count };
};

/** What the account paid once the reconciler ended every hold, with the books checked. */
const paid = async (accountId: string): Promise<number> => {
  await stack.deps.journal?.drain();
  await reconcile(real, new Date(Date.now() + 3_600_000));
  const a = (await audit(real, accountId))!;
  expect(a).toMatchObject({ agree: true, heldCredits: 0 });
  return OPENING - a.balance;
};

describe.each(ROUTES)('a keyed fixed-price request ($name) killed at any write', (route) => {
  it('is paid exactly once by the retry with the same Idempotency-Key, the reconciler running before or after it', { timeout: 240_000 }, async () => {
    // how many writes the path makes when nothing dies
    const probe = crashing(Number.MAX_SAFE_INTEGER, 'before');
    const p = await newAccount(stack, OPENING);
    setDeps({ stores: probe.stores });
    const ok = await call(stack, 'POST', route.path, { key: p.apiKey, body: route.body, headers: { 'Idempotency-Key': 'probe' } });
    setDeps({ stores: real });
    expect(ok.status).toBe(200);
    const writes = probe.count();
    // claim, hold, keep the answer, settle
    expect(writes).toBe(4);
    expect(await paid(p.accountId)).toBe(route.price);

    for (let k = 0; k < writes; k++) {
      for (const when of ['before', 'after'] as const) {
        for (const reconcileFirst of [true, false]) {
          const where = `${route.name}: crash ${when} write ${k}, reconciler ${reconcileFirst ? 'before' : 'after'} the retry`;
          const a = await newAccount(stack, OPENING);
          const headers = { 'Idempotency-Key': `order-${k}-${when}-${reconcileFirst}` };
          setDeps({ stores: crashing(k, when).stores });
          const dead = await call(stack, 'POST', route.path, { key: a.apiKey, body: route.body, headers });
          setDeps({ stores: real });
          expect(dead.status, where).toBe(500);
          if (reconcileFirst) {
            // no retry yet: paid for an answer that was kept (the crash came after it), or nothing
            expect([0, route.price], where).toContain(await paid(a.accountId));
          }
          const retry = await call(stack, 'POST', route.path, { key: a.apiKey, body: route.body, headers });
          expect(retry.status, where).toBe(200);
          if (route.path === '/calculators/life-path') expect(retry.body.data, where).toEqual(ok.body.data);
          else expect(retry.headers.get('content-type'), where).toBe('image/png');
          expect(await paid(a.accountId), where).toBe(route.price);
          // a third call with the key: the same answer, nothing more to pay
          const again = await call(stack, 'POST', route.path, { key: a.apiKey, body: route.body, headers });
          expect(again.status, where).toBe(200);
          expect(await paid(a.accountId), where).toBe(route.price);
        }
      }
    }
  });
});
