/**
 * The pure parts of exact per-key rate limits across growth (shared/accounts/moved-counters.ts):
 * which earlier shards can hold a key's counts of the current windows, the room left, and which
 * counters keys left behind.
 */
import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_SECONDS, countersPast, countIn, earlierShards, historyUpTo, withCarried } from '#shared/accounts/moved-counters';
import { accountCounters } from '#shared/accounts/rate-limit';
import type { ItemLoad } from '#shared/store/types';

const T = 1_900_000_000;

describe('historyUpTo', () => {
  const h = [
    { n: 2, at: T },
    { n: 8, at: T + 600 },
  ];
  it('cuts the history at the count a write is routed by, and says when it does not reach it', () => {
    expect(historyUpTo(h, 1)).toEqual([]);
    expect(historyUpTo(h, 2)).toEqual([{ n: 2, at: T }]);
    expect(historyUpTo(h, 8)).toEqual(h);
    expect(historyUpTo(h, 16)).toBeUndefined();
    expect(historyUpTo(h, 4)).toBeUndefined();
    expect(historyUpTo(undefined, 2)).toBeUndefined();
  });
});

describe('earlierShards', () => {
  // slot 3: shard 0 (N = 1), 1 (N = 2), 3 (N = 8)
  const h = [
    { n: 2, at: T },
    { n: 8, at: T + 600 },
  ];
  it('lists the shards the key counted on during eras that ended within the windows, not its shard now', () => {
    expect(earlierShards('k', 3, h, T - 30)).toEqual([0, 1]);
    // a window that started after the first growth (beyond the clock margin): only the second era's shard
    expect(earlierShards('k', 3, h, T + CLOCK_SKEW_SECONDS + 1)).toEqual([1]);
    // windows that started after both growths (beyond the margin): nothing to read
    expect(earlierShards('k', 3, h, T + 600 + CLOCK_SKEW_SECONDS + 1)).toEqual([]);
    // the clock margin: a window starting a little after the growth still reads the era before it
    expect(earlierShards('k', 3, h, T + 600 + CLOCK_SKEW_SECONDS - 1)).toEqual([1]);
  });
  it('a key that did not move (or came back to its shard) has nothing earlier to read', () => {
    // slot 0 stays on shard 0 whatever N
    expect(earlierShards('k', 0, h, T - 30)).toEqual([]);
    // slot 10: shard 0 (N = 1), 0 (N = 5)… with N = 4 → 2, N = 5 → 0, N = 8 → 2: back on 2, only shard 0 is earlier
    expect(
      earlierShards('k', 10, [
        { n: 4, at: T },
        { n: 5, at: T + 10 },
        { n: 8, at: T + 20 },
      ], T - 30),
    ).toEqual([0]);
    expect(earlierShards('k', 3, [], T)).toEqual([]);
  });
});

describe('withCarried and countIn', () => {
  it('takes what the key counted elsewhere off each window’s room, and counts only the same window', () => {
    const nowMs = (T + 125) * 1000;
    const cs = accountCounters('key_a', [
      { name: 'min', seconds: 60, limit: 100 },
      { name: 'h', seconds: 3600, limit: 1000 },
    ], nowMs);
    const start = cs[0]!.start;
    expect(countIn({ s: start, n: 7 }, start)).toBe(7);
    expect(countIn({ s: start - 60, n: 7 }, start)).toBe(0);
    expect(countIn(undefined, start)).toBe(0);
    const out = withCarried(cs, new Map([['rl_key_a_min', 60]]));
    expect(out.map((c) => [c.limit, c.carried])).toEqual([
      [40, 60],
      [1000, 0],
    ]);
    // recomputed from the window's limit each time, never twice
    expect(withCarried(out, new Map([['rl_key_a_min', 10]]))[0]).toMatchObject({ limit: 90, carried: 10 });
  });
});

describe('countersPast', () => {
  const load = (itemId: string, counters: ItemLoad['counters']): ItemLoad => ({ itemId, accountId: 'acc_1', shardCount: 2, bytes: 0, requestsPerSecond: 0, ...(counters ? { counters } : {}) });
  it('takes every counter whose window is over, idle keys’ and moved keys’ alike, with its key; never one whose window still runs', () => {
    const now = T + 200;
    const loads = [
      load('acc_1', [
        { attr: 'rl_a_min', keyId: 'a', s: T, seconds: 60 }, // a moved to shard 1 and counted there since
        { attr: 'rl_b_min', keyId: 'b', s: T, seconds: 60 }, // b is idle since T: its last use goes to its record
        { attr: 'rl_c_min', keyId: 'c', s: T + 180, seconds: 60 }, // c counts here now
      ]),
      load('acc_1#1', [
        { attr: 'rl_a_min', keyId: 'a', s: T + 180, seconds: 60 },
        { attr: 'rl_c_h', keyId: 'c', s: T, seconds: 3600 }, // an hour window still running
      ]),
    ];
    expect(Object.fromEntries(countersPast(loads, now))).toEqual({
      acc_1: [
        { attr: 'rl_a_min', s: T, keyId: 'a' },
        { attr: 'rl_b_min', s: T, keyId: 'b' },
      ],
    });
    expect(countersPast(loads, T + 3599).get('acc_1#1')).toEqual([{ attr: 'rl_a_min', s: T + 180, keyId: 'a' }]);
    expect(countersPast(loads, T + 3600).get('acc_1#1')).toEqual([
      { attr: 'rl_a_min', s: T + 180, keyId: 'a' },
      { attr: 'rl_c_h', s: T, keyId: 'c' },
    ]);
  });
});
