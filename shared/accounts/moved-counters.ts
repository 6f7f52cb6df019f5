/**
 * Exact per-key rate limits across a growth (docs/money-shards.md, "Rate limits when N grows").
 *
 * A key's rate counters live on its shard (`shardOfKey(key, N)`). When the account grows, a key
 * whose shard changes starts counting on its new shard in the middle of a window, while what it
 * counted earlier in that window stays on its previous shard(s). The key's count in the window is
 * the sum, so the request counts on its shard with the room the others leave: `limit − carried`,
 * where `carried` is what the key's counters of the same window hold on its earlier shards.
 *
 * Those counts are final once the earlier shard knows the new N: every write routed there by an
 * older N is refused from then on (the `shardCount` condition), and a container that knows the new
 * N routes the key elsewhere. So before reading an earlier shard the request makes sure it knows
 * the count (`raiseShardCount`: one read, plus the same write the growth makes when the growth has
 * not reached that shard yet). A final count never changes: it is read once per container, key,
 * window and earlier shard, and only for windows that overlap a growth that moved the key
 * (`shardHistory` says which: every growth, on every item). Everything else costs nothing.
 */
import { knownGrowth, shardItemId, shardOfKey } from '../store/shard-ids';
import type { AccountStore, ItemLoad, ShardGrowth, StoredRate } from '../store/types';
import type { AccountCounter } from './rate-limit';
import { knownShardHistory, learnShardCount } from './shards';

/**
 * How far apart the clocks of the process that grew the account and of those that count may be
 * (generous: a larger margin only costs a read per container and moved key for a few more minutes).
 */
export const CLOCK_SKEW_SECONDS = 300;

/** The growths up to the one that made the count `shards` (oldest first); undefined when `history` does not reach it. */
export const historyUpTo = (history: readonly ShardGrowth[] | undefined, shards: number): ShardGrowth[] | undefined => {
  if (shards <= 1) return [];
  const upTo = (history ?? []).filter((g) => g.n <= shards);
  return upTo.length > 0 && upTo[upTo.length - 1]!.n === shards ? upTo : undefined;
};

/**
 * The shards a key was pinned to, other than its shard under the last growth of `history`, during
 * the stretches of time (eras) that ended at or after `since` (epoch s, less the clock skew): where
 * its counters of windows that started at `since` or later may hold counts. Pure.
 */
export const earlierShards = (keyId: string, slot: number | undefined, history: readonly ShardGrowth[], since: number): number[] => {
  if (history.length === 0) return [];
  const here = shardOfKey(keyId, history[history.length - 1]!.n, slot);
  const found = new Set<number>();
  history.forEach((g, i) => {
    // era i: the count before growth i (1 before the first) ended when growth i happened
    if (g.at < since - CLOCK_SKEW_SECONDS) return;
    const shard = shardOfKey(keyId, i === 0 ? 1 : history[i - 1]!.n, slot);
    if (shard !== here) found.add(shard);
  });
  return [...found].sort((a, b) => a - b);
};

/** What a key's counter holds for the window starting at `start` (0 for another window, or none). Pure. */
export const countIn = (stored: StoredRate | undefined, start: number): number => (stored && stored.s === start ? stored.n : 0);

/** The counters with the room left on the key's shard now: each window's limit less `carried` (by attribute). Pure. */
export const withCarried = (counters: readonly AccountCounter[], carried: ReadonlyMap<string, number>): AccountCounter[] =>
  counters.map((c) => {
    const n = carried.get(c.attr) ?? 0;
    return { ...c, carried: n, limit: c.window.limit - n };
  });

/** Per container: final counts of earlier shards, by `${shards}|${item}|${attr}|${window start}`. */
const finalCounts = new Map<string, number>();
const MAX_FINAL = 10_000;

/** Forgets the final counts read (tests: a new container). */
export const forgetMovedCounts = (): void => finalCounts.clear();

/**
 * The request's counters for the key's shard under `shards` (the count it is routed by), with what
 * the key counted in the same windows on its earlier shards taken off their limits. An account of
 * one item, or a key that did not move within its windows, gets its counters back with no read.
 */
export const carryMovedCounts = async (
  accounts: Pick<AccountStore, 'item' | 'raiseShardCount'>,
  accountId: string,
  keyId: string,
  slot: number | undefined,
  counters: readonly AccountCounter[],
  shards: number,
): Promise<AccountCounter[]> => {
  if (shards <= 1 || counters.length === 0) return withCarried(counters, new Map());
  let history = historyUpTo(knownShardHistory(accountId), shards);
  if (!history) {
    // this container learned the count from a write it was refused: the history is on the root
    const root = await accounts.item(accountId);
    const rootHistory = root ? (root.shardHistory ?? knownGrowth(root)) : undefined;
    if (root) learnShardCount(accountId, root.shardCount, rootHistory);
    history = historyUpTo(rootHistory, shards);
    // an item raised before histories were kept, by a count the root does not list: nothing known to carry
    if (!history) return withCarried(counters, new Map());
  }
  const since = Math.min(...counters.map((c) => c.start));
  const earlier = earlierShards(keyId, slot, history, since);
  const carried = new Map<string, number>();
  if (earlier.length === 0) return withCarried(counters, carried);
  const reads = await Promise.all(
    earlier.map(async (k) => {
      const itemId = shardItemId(accountId, k);
      const keys = counters.map((c) => `${shards}|${itemId}|${c.attr}|${c.start}`);
      if (keys.every((x) => finalCounts.has(x))) return keys.map((x) => finalCounts.get(x)!);
      // final only once the item knows this count (no write routed by an older one lands there after)
      const item = await accounts.raiseShardCount(itemId, shards, history);
      const counts = counters.map((c) => countIn(item?.rates?.[c.attr], c.start));
      keys.forEach((x, i) => {
        if (!finalCounts.has(x) && finalCounts.size >= MAX_FINAL) finalCounts.delete(finalCounts.keys().next().value!);
        finalCounts.set(x, counts[i]!);
      });
      return counts;
    }),
  );
  counters.forEach((c, i) => carried.set(c.attr, reads.reduce((sum, r) => sum + r[i]!, 0)));
  return withCarried(counters, carried);
};

/**
 * Every counter whose window is over, per item (the reconciler, from its scan's loads): a counter
 * counts only its current window, so one whose window ended holds nothing a request needs. Left in
 * place, each key that ever counted kept its counter in the item for ever (about 42 bytes a window,
 * paid by every write of the item); removed, an item holds the counters of the keys that counted in
 * their current windows only. Covers the counters keys left on shards they moved away from. The
 * key's last use (the newest window start, `keyId` and `s`) is what the caller records on the key
 * record before removing them (`lastUsedOf` reads both). Pure.
 */
export const countersPast = (loads: readonly ItemLoad[], nowSec: number): Map<string, { attr: string; s: number; keyId: string }[]> => {
  const out = new Map<string, { attr: string; s: number; keyId: string }[]>();
  for (const l of loads) {
    const gone = (l.counters ?? []).filter((c) => c.s + c.seconds <= nowSec);
    if (gone.length > 0) out.set(l.itemId, gone.map((c) => ({ attr: c.attr, s: c.s, keyId: c.keyId })));
  }
  return out;
};

/** Counters removed per update (the expression stays far below DynamoDB's 4 KB). */
export const COUNTERS_PER_REMOVAL = 50;
