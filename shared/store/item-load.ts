/**
 * The load one accounts-table item shows, measured from the item as the reconciler's scan read it
 * (no extra read): its live bytes and its charged requests a second (shared/accounts/growth.ts).
 *
 * - Requests: each key's rate counters (`rl_<keyId>_<window>` = {s: window start, n: count}) of its
 *   shortest window still current: n over the seconds elapsed in that window (at least 10 s, at
 *   most the window), summed over the item's keys.
 * - Bytes: the item's standing size by DynamoDB's rules: without its transient attributes (journal
 *   entries not copied yet, holds, transfer markers: they come and go with the traffic, which the
 *   rate above measures, and the reconciler that measures is about to copy the journal), and without
 *   the counters of keys that counted nothing in their current shortest window (idle keys, and keys
 *   that moved to another shard when the account grew: more shards would not make those smaller).
 *   What is left grows with the keys pinned to the item.
 */
import { windowSeconds } from '../config';
import { anyItemSize } from './capacity-meter';
import { REVOKED_PREFIX, revocationNeeded } from './revoked';
import type { ItemLoad } from './types';

/** Rate-limit counters (standard profile) live in the account item under this prefix: `rl_<keyId>_<window>`. */
export const RATE_PREFIX = 'rl_';

/** Shortest stretch a rate is measured over: one burst in a window's first second is not a rate. */
const MIN_MEASURE_SECONDS = 10;

/** The load of `item` at `nowSec`; attributes starting with one of `transient` are left out of its bytes. */
export const itemLoad = (item: Record<string, unknown>, nowSec: number, transient: readonly string[] = []): ItemLoad => {
  const itemId = String(item.accountId);
  const byKey = new Map<string, { attrs: string[]; live?: { seconds: number; s: number; n: number } }>();
  const counters: NonNullable<ItemLoad['counters']> = [];
  for (const [attr, v] of Object.entries(item)) {
    if (!attr.startsWith(RATE_PREFIX)) continue;
    const cut = attr.lastIndexOf('_');
    const keyId = attr.slice(RATE_PREFIX.length, cut);
    const seconds = windowSeconds(attr.slice(cut + 1));
    const k = byKey.get(keyId) ?? { attrs: [] };
    k.attrs.push(attr);
    byKey.set(keyId, k);
    const c = v as { s?: unknown; n?: unknown };
    const s = Number(c?.s);
    const n = Number(c?.n);
    if (seconds && Number.isFinite(s)) counters.push({ attr, keyId, s, seconds });
    if (!seconds || !Number.isFinite(s) || !Number.isFinite(n) || n <= 0 || s > nowSec || s + seconds <= nowSec) continue;
    if (!k.live || seconds < k.live.seconds) k.live = { seconds, s, n };
  }
  // revocation entries past their end (shared/accounts/revocation.ts): the reconciler removes them
  const expired = Object.entries(item)
    .filter(([attr, v]) => attr.startsWith(REVOKED_PREFIX) && !revocationNeeded(Number(v), nowSec))
    .map(([attr]) => attr.slice(REVOKED_PREFIX.length));
  const dead = new Set<string>();
  let requestsPerSecond = 0;
  for (const k of byKey.values()) {
    if (!k.live) {
      for (const a of k.attrs) dead.add(a);
      continue;
    }
    requestsPerSecond += k.live.n / Math.min(k.live.seconds, Math.max(MIN_MEASURE_SECONDS, nowSec - k.live.s));
  }
  const live = Object.fromEntries(Object.entries(item).filter(([a]) => !dead.has(a) && !transient.some((p) => a.startsWith(p))));
  const shardOf = typeof item.shardOf === 'string' ? item.shardOf : undefined;
  return {
    itemId,
    accountId: shardOf ?? itemId,
    shardCount: Number(item.shardCount ?? 1) || 1,
    ...(typeof item.shardedAt === 'string' ? { shardedAt: item.shardedAt } : {}),
    bytes: anyItemSize(live),
    requestsPerSecond,
    ...(counters.length > 0 ? { counters } : {}),
    ...(expired.length > 0 ? { expiredRevocations: expired } : {}),
  };
};
