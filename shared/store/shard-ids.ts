/**
 * Where the items of a sharded account live (docs/money-shards.md): shard 0 is the account's own
 * item (the root: its id), shard k >= 1 the item `<account id>#<k>` of the same accounts table.
 * The ledger's partitions follow the same ids. Account ids never contain `#`.
 */
import { createHash } from 'node:crypto';
import type { Account, ShardGrowth } from './types';

export const SHARD_SEPARATOR = '#';

/** The item id of shard `k` of an account. */
export const shardItemId = (accountId: string, k: number): string => (k === 0 ? accountId : `${accountId}${SHARD_SEPARATOR}${k}`);

/** The account an item id belongs to. */
export const rootOf = (itemId: string): string => {
  const i = itemId.indexOf(SHARD_SEPARATOR);
  return i < 0 ? itemId : itemId.slice(0, i);
};

/** The shard number of an item id (0 for the root). */
export const shardIndexOf = (itemId: string): number => {
  const i = itemId.indexOf(SHARD_SEPARATOR);
  return i < 0 ? 0 : Number(itemId.slice(i + 1));
};

/** Every item id of an account of `n` shards, root first. */
export const shardItemIds = (accountId: string, n: number): string[] => Array.from({ length: Math.max(1, n) }, (_, k) => shardItemId(accountId, k));

/**
 * The shard a key is pinned to among `n`, so that one key's counters and revocation check live on
 * one item: its slot (its place among the account's keys, in creation order) mod n, which spreads an
 * account's keys evenly; a key without a slot (made before slots existed) by a hash of its id.
 */
export const shardOfKey = (keyId: string, n: number, slot?: number): number => {
  if (n <= 1) return 0;
  if (slot !== undefined) return slot % n;
  return createHash('sha256').update(keyId).digest().readUInt32BE(0) % n;
};

/**
 * The growth history of an item written before histories were kept (`shardHistory`): one growth
 * to its count, at the root's `shardedAt` (unknown on a shard: long ago).
 */
export const knownGrowth = (item: Pick<Account, 'shardCount' | 'shardedAt'>): ShardGrowth[] =>
  (item.shardCount ?? 1) > 1 ? [{ n: item.shardCount!, at: item.shardedAt ? Math.floor(Date.parse(item.shardedAt) / 1000) || 0 : 0 }] : [];
