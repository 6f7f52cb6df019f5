/**
 * Automatic growth of a busy account through the local stack (real dynalite over HTTP,
 * docs/money-shards.md "What makes N grow"): the reconciler's scan measures every item's live
 * bytes and requests a second, and an account whose busiest item passes the thresholds grows
 * (doubles) by `shardAccount`, its money exact before and after; a quiet account does not, and an
 * account that just grew waits before it grows again.
 */
import { describe, expect, it } from 'vitest';
import { createKey } from '#shared/accounts/admin';
import { GROW_ITEM_BYTES, GROWTH_COOLDOWN_SECONDS } from '#shared/accounts/growth';
import { audit, reconcile } from '#shared/accounts/reconcile';
import { forgetBalances, forgetShardCounts } from '#shared/accounts/shards';
import { setDeps } from '#shared/deps';
import type { LocalStack } from '#shared/http/local-stack';
import { ROUTES } from '#shared/routes';
import type { ItemLoad } from '#shared/store/types';
import { shardItemIds, shardOfKey } from '#shared/store/shard-ids';
import { balanceOf, call, ledgerOf, newAccount, stackPerFile } from '#test/support/stack';

let stack: LocalStack;
stackPerFile({ routes: ROUTES }, (s) => (stack = s));

const LIFE = { birthDate: '1990-07-15' };

describe('automatic growth', () => {
  it('a busy account grows to 2 shards after a reconciler run, its money exact; a quiet one stays; no second growth within the cooldown', { timeout: 120_000 }, async () => {
    const now = new Date(Date.parse('2030-03-01T00:05:05Z'));
    setDeps({ now: () => now });
    const busy = await newAccount(stack, 150, 'organization');
    const keys = [busy, ...(await Promise.all(Array.from({ length: 31 }, () => createKey(stack.deps.stores, busy.accountId, 'bp_test_'))))];
    const quiet = await newAccount(stack, 10, 'organization');
    // two calls per key of the busy account: 32 keys' counters on its one item; one call on the quiet one
    const replies = await Promise.all([...keys, ...keys].map((k) => call(stack, 'POST', '/calculators/life-path', { key: k.apiKey, body: LIFE })));
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    expect((await call(stack, 'POST', '/calculators/life-path', { key: quiet.apiKey, body: LIFE })).status).toBe(200);
    await stack.deps.journal?.drain();

    // what the scan sees: the busy account's item is past 1 KB of live data, the quiet one is not
    const loads: ItemLoad[] = [];
    await stack.deps.stores.accounts.listUnsettled((l) => loads.push(l), now);
    const loadOf = (id: string) => loads.find((l) => l.itemId === id)!;
    expect(loadOf(busy.accountId).bytes).toBeGreaterThan(GROW_ITEM_BYTES);
    expect(loadOf(busy.accountId).requestsPerSecond).toBeCloseTo(64 / 10, 6); // 64 requests in the window's first 5 s, measured over 10 s
    expect(loadOf(quiet.accountId).bytes).toBeLessThan(GROW_ITEM_BYTES);

    const first = await reconcile(stack.deps.stores, now);
    expect(first.errors).toEqual([]);
    expect(first.accountsGrown.map((g) => [g.accountId, g.from, g.to])).toEqual([[busy.accountId, 1, 2]]);
    const grown = (await stack.deps.stores.accounts.get(busy.accountId))!;
    expect(grown.shardCount).toBe(2);
    expect(grown.shards!.map((s) => s.accountId)).toEqual(shardItemIds(busy.accountId, 2));
    expect(grown.shards!.map((s) => s.balance)).toEqual([43, 43]); // 86 spread evenly
    expect(await audit(stack.deps.stores, busy.accountId)).toMatchObject({ agree: true, balance: 86, heldCredits: 0, shards: 2, creditsInTransfer: 0 });
    expect((await stack.deps.stores.accounts.get(quiet.accountId))!.shardCount).toBeUndefined();

    // the root still carries the moved keys' counters of this window: the cooldown keeps it from growing again
    const second = await reconcile(stack.deps.stores, new Date(now.getTime() + 20_000));
    expect(second.accountsGrown).toEqual([]);

    // the account keeps serving from both shards (containers that have not seen it grow learn it), money exact
    forgetShardCounts();
    forgetBalances();
    const later = new Date(now.getTime() + 30_000);
    setDeps({ now: () => later });
    const more = await Promise.all(keys.map((k) => call(stack, 'POST', '/calculators/life-path', { key: k.apiKey, body: LIFE })));
    expect(more.map((r) => r.status)).toEqual(more.map(() => 200));
    await stack.deps.journal?.drain();
    expect(await balanceOf(stack, busy.accountId)).toBe(54);
    const rows = await ledgerOf(stack, busy.accountId);
    expect(rows.filter((r) => r.kind === 'charge')).toHaveLength(96);
    expect(rows.filter((r) => r.kind.startsWith('transfer')).reduce((s, r) => s + r.delta, 0)).toBe(0); // transfers net to zero
    expect(new Set(keys.map((k) => shardOfKey(k.keyId, 2, k.slot)))).toEqual(new Set([0, 1]));
    expect(await audit(stack.deps.stores, busy.accountId)).toMatchObject({ agree: true, balance: 54, heldCredits: 0, shards: 2, creditsInTransfer: 0 });

    // after the cooldown, in a later window: the keys are idle, their counters are dead weight, no growth
    const idle = await reconcile(stack.deps.stores, new Date(now.getTime() + (GROWTH_COOLDOWN_SECONDS + 60) * 1000));
    expect(idle.accountsGrown).toEqual([]);
    expect((await stack.deps.stores.accounts.get(busy.accountId))!.shardCount).toBe(2);
  });
});
