/**
 * Automatic growth of a sharded account (docs/money-shards.md, "What makes N grow"): a pure
 * decision over what the reconciler measured on the account's items during its scan.
 *
 * A shard item costs one write unit per started KB per write, and takes about two writes per
 * charged request of its keys (the debit, the journal's removal after the copy). So an account
 * grows (at least doubling, at most MAX_SHARDS) when its busiest item
 *   - carries more than GROW_ITEM_BYTES of live data (its keys' current counters, holds, pending
 *     journal): every write of it costs 2 units or more, or
 *   - takes more than GROW_WRITES_PER_SECOND (2 × its keys' requests per second, counted by their
 *     rate counters in the current window): a few growths before one partition's 1,000 units a second.
 * It grows straight to the count its load needs, not one doubling per run: the power of two at
 * which every item, loaded like the busiest, would be back under both limits. An item near its
 * partition's limit (SATURATED_WRITES_PER_SECOND) shows the requests it served, not those it was
 * refused: its account grows by SATURATED_FACTOR at least. So an account that jumps from quiet to
 * 10,000 requests a second reaches 128 shards in three runs (1, 8, 64, 128), where one doubling
 * per run and cooldown took seven (over 30 minutes deployed).
 * It never shrinks, and not twice within GROWTH_COOLDOWN_SECONDS (the keys that moved still show
 * their current windows' counts on their old shard until those windows turn: the load measured right
 * after a growth overstates the old shards).
 */
import { MAX_SHARDS } from './shards';

/** Bytes of live data on one item above which the account grows (every write would cost 2+ units). */
export const GROW_ITEM_BYTES = 1024;
/** Write units a second on one item above which the account grows (a partition takes 1,000). */
export const GROW_WRITES_PER_SECOND = 300;
/** Writes of one item per charged request of its keys (the debit, the journal's removal after the copy). */
export const WRITES_PER_REQUEST = 2;
/** One partition's write units a second; an item writing 80 % of it may be refused writes already. */
export const SATURATED_WRITES_PER_SECOND = 800;
/** The least growth of an account whose busiest item is saturated (its demand is not measurable). */
export const SATURATED_FACTOR = 8;
/** No second growth sooner than this after the last one (longer than the standard profile's minute window). */
export const GROWTH_COOLDOWN_SECONDS = 300;

/** What the reconciler measured on one account (plain data). */
export interface ShardLoad {
  /** The account's shard count now (1 for an account of one item). */
  shards: number;
  /** Live bytes of its largest item. */
  busiestItemBytes: number;
  /** Charged requests a second on its busiest item (its keys' current rate counters). */
  busiestItemRequestsPerSecond: number;
  /** Seconds since the account last grew; undefined when it never did. */
  secondsSinceGrowth?: number;
}

/** The shard count the account should grow to, or undefined when it should stay as it is. */
export const nextShardCount = (load: ShardLoad): number | undefined => {
  const shards = Math.max(1, Math.floor(load.shards));
  if (shards >= MAX_SHARDS) return undefined;
  if (load.secondsSinceGrowth !== undefined && load.secondsSinceGrowth < GROWTH_COOLDOWN_SECONDS) return undefined;
  const writes = load.busiestItemRequestsPerSecond * WRITES_PER_REQUEST;
  const tooBig = load.busiestItemBytes > GROW_ITEM_BYTES;
  const tooBusy = writes > GROW_WRITES_PER_SECOND;
  if (!tooBig && !tooBusy) return undefined;
  // how many items the busiest one's load needs to be back under both limits (at least a doubling)
  const factor = Math.max(load.busiestItemBytes / GROW_ITEM_BYTES, writes / GROW_WRITES_PER_SECOND, 2, writes >= SATURATED_WRITES_PER_SECOND ? SATURATED_FACTOR : 0);
  return Math.min(MAX_SHARDS, nextPowerOfTwo(Math.ceil(shards * factor)));
};

/** The smallest power of two at least `n` (n >= 1). */
export const nextPowerOfTwo = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(1, n)));
