/**
 * Automatic growth of a sharded account: the decision (thresholds, the cap, never shrinking, the
 * cooldown) and the measurement of one item's load from the item as the scan reads it.
 */
import { describe, expect, it } from 'vitest';
import { GROW_ITEM_BYTES, GROW_WRITES_PER_SECOND, GROWTH_COOLDOWN_SECONDS, nextPowerOfTwo, nextShardCount, SATURATED_FACTOR, SATURATED_WRITES_PER_SECOND, WRITES_PER_REQUEST } from '#shared/accounts/growth';
import { MAX_SHARDS } from '#shared/accounts/shards';
import { itemLoad } from '#shared/store/item-load';

const quiet = { shards: 1, busiestItemBytes: 300, busiestItemRequestsPerSecond: 2 };
const busyRps = GROW_WRITES_PER_SECOND / WRITES_PER_REQUEST + 1;

describe('nextShardCount', () => {
  it('leaves a quiet account as it is', () => {
    expect(nextShardCount(quiet)).toBeUndefined();
    expect(nextShardCount({ ...quiet, shards: 8 })).toBeUndefined();
  });

  it('doubles when the busiest item passes 1 KB of live data, not at exactly 1 KB', () => {
    expect(GROW_ITEM_BYTES).toBe(1024);
    expect(nextShardCount({ ...quiet, busiestItemBytes: 1024 })).toBeUndefined();
    expect(nextShardCount({ ...quiet, busiestItemBytes: 1025 })).toBe(2);
    expect(nextShardCount({ ...quiet, shards: 16, busiestItemBytes: 1500 })).toBe(32);
  });

  it('grows straight to the count the load needs: the power of two that brings every item back under both limits', () => {
    // 5,000 bytes is 4.9 KB: 16 × 4.9 = 78 items of the same keys' share -> 128
    expect(nextShardCount({ ...quiet, shards: 16, busiestItemBytes: 5000 })).toBe(128);
    // 400 requests/s = 800 writes/s on one item: saturated, so at least 8
    expect(SATURATED_WRITES_PER_SECOND).toBe(800);
    expect(nextShardCount({ ...quiet, busiestItemRequestsPerSecond: 400 })).toBe(SATURATED_FACTOR);
    // 250/s = 500 writes/s, not saturated: 500 / 300 -> 2 items of 250 writes
    expect(nextShardCount({ ...quiet, busiestItemRequestsPerSecond: 250 })).toBe(2);
    // 4 items at 280/s (560 writes/s each): 4 × 1.87 = 7.5 -> 8, each at ~140 writes
    expect(nextShardCount({ ...quiet, shards: 4, busiestItemRequestsPerSecond: 280 })).toBe(8);
    expect([1, 2, 3, 5, 8, 9, 127, 129].map(nextPowerOfTwo)).toEqual([1, 2, 4, 8, 8, 16, 128, 256]);
  });

  it('takes an account that jumps from quiet to 10,000 charged requests a second to 128 shards in three runs', () => {
    // every item serves at most ~450 requests/s (a partition's 1,000 writes at 2 a request, some refused)
    const demand = 10_000;
    const served = (shards: number) => Math.min(450, demand / shards);
    let shards = 1;
    const steps: number[] = [shards];
    for (let run = 0; run < 10; run++) {
      const to = nextShardCount({ shards, busiestItemBytes: 300, busiestItemRequestsPerSecond: served(shards), secondsSinceGrowth: GROWTH_COOLDOWN_SECONDS });
      if (to === undefined) break;
      shards = to;
      steps.push(shards);
    }
    expect(steps).toEqual([1, 8, 64, 128]);
    // and there every item is under the limit: no further growth
    expect(served(128) * WRITES_PER_REQUEST).toBeLessThanOrEqual(GROW_WRITES_PER_SECOND);
  });

  it('doubles when the busiest item takes more than 300 write units a second (2 per charged request)', () => {
    expect(GROW_WRITES_PER_SECOND).toBe(300);
    expect(nextShardCount({ ...quiet, busiestItemRequestsPerSecond: 150 })).toBeUndefined();
    expect(nextShardCount({ ...quiet, busiestItemRequestsPerSecond: busyRps })).toBe(2);
    expect(nextShardCount({ ...quiet, shards: 4, busiestItemRequestsPerSecond: busyRps })).toBe(8);
  });

  it('never goes past 256 shards', () => {
    expect(MAX_SHARDS).toBe(256);
    expect(nextShardCount({ ...quiet, shards: 128, busiestItemBytes: 9000 })).toBe(256);
    expect(nextShardCount({ ...quiet, shards: 200, busiestItemBytes: 9000 })).toBe(256);
    expect(nextShardCount({ ...quiet, shards: 256, busiestItemBytes: 9000, busiestItemRequestsPerSecond: 9000 })).toBeUndefined();
  });

  it('never shrinks: every answer is larger than the count it was given', () => {
    for (let shards = 1; shards <= 300; shards++) {
      for (const load of [quiet, { ...quiet, busiestItemBytes: 4096 }, { ...quiet, busiestItemRequestsPerSecond: 1000 }]) {
        const n = nextShardCount({ ...load, shards });
        if (n !== undefined) expect(n).toBeGreaterThan(shards);
      }
    }
  });

  it('waits after a growth (moved keys keep their current counters on their old shard for one window)', () => {
    const big = { ...quiet, shards: 2, busiestItemBytes: 4096 };
    expect(nextShardCount({ ...big, secondsSinceGrowth: 10 })).toBeUndefined();
    expect(nextShardCount({ ...big, secondsSinceGrowth: GROWTH_COOLDOWN_SECONDS - 1 })).toBeUndefined();
    expect(nextShardCount({ ...big, secondsSinceGrowth: GROWTH_COOLDOWN_SECONDS })).toBe(8); // 4 KB: 2 × 4
  });
});

describe('itemLoad', () => {
  const now = 1_800_000_030; // 30 s into a minute window (1_800_000_000 is a multiple of 60)
  const minute = now - (now % 60);

  it('counts the requests of the current window over the seconds elapsed, per key, and names the account of a shard', () => {
    const l = itemLoad(
      {
        accountId: 'org_a#3',
        shardOf: 'org_a',
        shardCount: 4,
        balance: 10,
        rl_key_one_min: { s: minute, n: 60 }, // 60 in 30 s: 2/s
        rl_key_two_min: { s: minute, n: 15 }, // 0.5/s
        rl_key_old_min: { s: minute - 60, n: 100 }, // last window: idle now
      },
      now,
    );
    expect(l.itemId).toBe('org_a#3');
    expect(l.accountId).toBe('org_a');
    expect(l.shardCount).toBe(4);
    expect(l.requestsPerSecond).toBeCloseTo(2.5, 6);
  });

  it("leaves idle keys' counters out of the live bytes, and counts a burst at the window's start over 10 s", () => {
    const base = { accountId: 'org_b', balance: 10, createdAt: '2026-11-24T00:00:00.000Z', shardCount: 2, shardedAt: '2026-11-24T01:00:00.000Z' };
    const idle = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`rl_key_idle${i}_min`, { s: minute - 120, n: 5 }]));
    const quietItem = itemLoad({ ...base, ...idle }, now);
    const bare = itemLoad(base, now);
    expect(quietItem.bytes).toBe(bare.bytes);
    expect(quietItem.requestsPerSecond).toBe(0);
    expect(bare.shardedAt).toBe('2026-11-24T01:00:00.000Z');
    const live = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`rl_key_live${i}_min`, { s: now - 2, n: 5 }]));
    const busy = itemLoad({ ...base, ...live }, now);
    expect(busy.bytes).toBeGreaterThan(GROW_ITEM_BYTES);
    expect(busy.requestsPerSecond).toBeCloseTo((40 * 5) / 10, 6);
  });

  it('leaves transient attributes (journal entries, holds: traffic the rate measures) out of the bytes', () => {
    const base = { accountId: 'org_c', balance: 10 };
    const journal = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`j_e${i}`, { entryId: `e${i}`, kind: 'charge', delta: -1, note: 'x'.repeat(200) }]));
    expect(itemLoad({ ...base, ...journal }, now, ['j_']).bytes).toBe(itemLoad(base, now).bytes);
    expect(itemLoad({ ...base, ...journal }, now).bytes).toBeGreaterThan(GROW_ITEM_BYTES);
  });
});
