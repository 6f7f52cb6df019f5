/**
 * Per-key rate limits stay exact when the account grows and a key's shard moves in the middle of
 * a window (docs/money-shards.md, "Rate limits when N grows"; shared/accounts/moved-counters.ts):
 * what the key counted on its earlier shards in the window is taken off its room on the new one.
 * Real dynalite over HTTP, the local stack, one frozen minute.
 */
import { describe, expect, it } from 'vitest';
import { createKey } from '#shared/accounts/admin';
import { forgetMovedCounts } from '#shared/accounts/moved-counters';
import { forgetWindows } from '#shared/accounts/rate-limit';
import { audit, reconcile } from '#shared/accounts/reconcile';
import { forgetBalances, forgetShardCounts, shardAccount } from '#shared/accounts/shards';
import { setDeps } from '#shared/deps';
import type { LocalStack } from '#shared/http/local-stack';
import { ROUTES } from '#shared/routes';
import { shardItemId, shardOfKey } from '#shared/store/shard-ids';
import { balanceOf, call, newAccount, stackPerFile } from '#test/support/stack';

let stack: LocalStack;
stackPerFile({ routes: ROUTES }, (s) => (stack = s));

const LIFE = { birthDate: '1990-07-15' };
/** The standard profile's default: 100 requests a minute per key. */
const LIMIT = 100;

/** A new container: nothing remembered about shard counts, windows, balances or earlier shards' counts. */
const newContainer = (): void => {
  forgetShardCounts();
  forgetWindows();
  forgetBalances();
  forgetMovedCounts();
};

/** An organization with `credits` and a key of slot `slot` (the keys before it are made and left unused; `firstKey`: slot 0's). */
const accountWithKeyAt = async (credits: number, slot: number): Promise<{ accountId: string; apiKey: string; keyId: string; firstKey: string }> => {
  const a = await newAccount(stack, credits, 'organization');
  for (;;) {
    const k = await createKey(stack.deps.stores, a.accountId, 'bp_test_');
    if (k.slot === slot) return { accountId: a.accountId, apiKey: k.apiKey, keyId: k.keyId, firstKey: a.apiKey };
  }
};

const lifePath = (apiKey: string) => call(stack, 'POST', '/calculators/life-path', { key: apiKey, body: LIFE });

const statusesOf = async (apiKey: string, n: number, parallel: boolean): Promise<number[]> => {
  if (parallel) return (await Promise.all(Array.from({ length: n }, () => lifePath(apiKey)))).map((r) => r.status);
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await lifePath(apiKey)).status);
  return out;
};

const count = (statuses: number[], status: number): number => statuses.filter((s) => s === status).length;

describe('per-key rate limits when the account grows', () => {
  it('a key that moves to a new shard keeps the count of its window: 60 calls before the growth, 60 after → 40 served, 20 × 429, the headers continue', { timeout: 60_000 }, async () => {
    const now = new Date(Date.parse('2030-03-01T00:07:05Z'));
    setDeps({ now: () => now });
    const a = await accountWithKeyAt(1000, 1);
    newContainer();
    expect(count(await statusesOf(a.apiKey, 60, true), 200)).toBe(60);
    // slot 1: shard 0 with one item, shard 1 with two
    expect(shardOfKey(a.keyId, 2, 1)).toBe(1);
    await shardAccount(stack.deps.stores, a.accountId, 2, now);
    const first = await lifePath(a.apiKey);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
    expect(first.headers.get('x-ratelimit-remaining')).toBe(String(LIMIT - 61));
    const after = await statusesOf(a.apiKey, 59, true);
    expect(count(after, 200)).toBe(LIMIT - 61);
    expect(count(after, 429)).toBe(59 - (LIMIT - 61));
    expect(await balanceOf(stack, a.accountId)).toBe(1000 - LIMIT);
    // the counts are on both shards, and sum to the limit
    const rates = await Promise.all([0, 1].map(async (k) => (await stack.deps.stores.accounts.item(shardItemId(a.accountId, k)))!.rates?.[`rl_${a.keyId}_min`]?.n ?? 0));
    expect(rates).toEqual([60, LIMIT - 60]);
    // a 429 after the move says how long to wait, like any other
    const refused = await lifePath(a.apiKey);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'Rate limit exceeded' });
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(await audit(stack.deps.stores, a.accountId)).toMatchObject({ agree: true, shards: 2 });
  });

  it('130 parallel calls while the account grows twice under them (1 → 2 → 8 shards): exactly 100 served, 30 × 429', { timeout: 120_000 }, async () => {
    const now = new Date(Date.parse('2030-03-01T00:09:05Z'));
    setDeps({ now: () => now });
    // slot 3 moves twice: shard 0 (N = 1), 1 (N = 2), 3 (N = 8)
    const a = await accountWithKeyAt(1000, 3);
    newContainer();
    const calls = statusesOf(a.apiKey, 130, true);
    const growth = (async () => {
      await new Promise((r) => setTimeout(r, 30));
      await shardAccount(stack.deps.stores, a.accountId, 2, now);
      await new Promise((r) => setTimeout(r, 30));
      await shardAccount(stack.deps.stores, a.accountId, 8, now);
    })();
    const [statuses] = await Promise.all([calls, growth]);
    expect(count(statuses, 200)).toBe(LIMIT);
    expect(count(statuses, 429)).toBe(30);
    expect(await balanceOf(stack, a.accountId)).toBe(1000 - LIMIT);
    // whatever landed where, the key's counters over its three shards sum to exactly the limit
    const counted = await Promise.all([0, 1, 3].map(async (k) => (await stack.deps.stores.accounts.item(shardItemId(a.accountId, k)))!.rates?.[`rl_${a.keyId}_min`]?.n ?? 0));
    expect(counted.reduce((s, n) => s + n, 0)).toBe(LIMIT);
    expect(await audit(stack.deps.stores, a.accountId)).toMatchObject({ agree: true, shards: 8 });
  });

  it('a new container after two growths, knowing nothing, still counts the key’s earlier shards: 30 + 30 before, 40 of 50 after', { timeout: 60_000 }, async () => {
    const now = new Date(Date.parse('2030-03-01T00:11:05Z'));
    setDeps({ now: () => now });
    const a = await accountWithKeyAt(1000, 3);
    newContainer();
    expect(count(await statusesOf(a.apiKey, 30, false), 200)).toBe(30);
    await shardAccount(stack.deps.stores, a.accountId, 2, now);
    expect(count(await statusesOf(a.apiKey, 30, false), 200)).toBe(30);
    await shardAccount(stack.deps.stores, a.accountId, 8, now);
    newContainer();
    const last = await statusesOf(a.apiKey, 50, false);
    expect(last.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(last.slice(40).every((s) => s === 429)).toBe(true);
    // the account's merged view (the key list's "last used", uncounted answers' headers) sums the shards
    const merged = await stack.deps.stores.accounts.get(a.accountId);
    expect(merged!.rates?.[`rl_${a.keyId}_min`]).toEqual({ s: Date.parse('2030-03-01T00:11:00Z') / 1000, n: LIMIT });
  });

  it('the next window starts from zero on the key’s shard, and the reconciler removes the counters the key left behind', { timeout: 60_000 }, async () => {
    let now = Date.parse('2030-03-01T00:13:05Z');
    setDeps({ now: () => new Date(now) });
    const a = await accountWithKeyAt(1000, 1);
    newContainer();
    expect(count(await statusesOf(a.apiKey, 70, true), 200)).toBe(70);
    await shardAccount(stack.deps.stores, a.accountId, 2, new Date(now));
    expect(count(await statusesOf(a.apiKey, 40, true), 200)).toBe(30);
    // a minute later: a fresh window, the limit whole again
    now += 60_000;
    expect(count(await statusesOf(a.apiKey, 110, true), 200)).toBe(LIMIT);
    const old = `rl_${a.keyId}_min`;
    expect((await stack.deps.stores.accounts.item(a.accountId))!.rates?.[old]).toBeDefined();
    // the key counted a newer window on shard 1: the reconciler removes what it left on the root, and
    // (issue 43: the items hold what is live, not history) the shard's counter too once its window is over
    expect((await stack.deps.stores.accounts.item(shardItemId(a.accountId, 1)))!.rates?.[old]?.n).toBe(LIMIT);
    now += 60_000;
    await reconcile(stack.deps.stores, new Date(now));
    expect((await stack.deps.stores.accounts.item(a.accountId))!.rates?.[old]).toBeUndefined();
    expect((await stack.deps.stores.accounts.item(shardItemId(a.accountId, 1)))!.rates?.[old]).toBeUndefined();
    // …and the key still shows its last use (read with another key)
    const keys = await call(stack, 'GET', '/keys', { key: a.firstKey });
    expect(keys.status).toBe(200);
    const row = (keys.body.data as { keys: { id: string; lastUsedAt: string | null }[] }).keys.find((k) => k.id === a.keyId);
    expect(row?.lastUsedAt).toBe('2030-03-01T00:14:00.000Z');
  });
});
