/**
 * Write-once generation of a record that costs an AI call: whoever comes first (the scheduled
 * job or the first request of the day) claims a "generating" lease with a conditional put,
 * generates, writes the record with `attribute_not_exists(id)` and drops the lease. Everybody
 * else polls (bounded) until the record appears. An expired lease (its holder died) is taken
 * over. The record is re-read right after a lease is won, so a record written between the
 * first read and the claim never costs a second AI call.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors';
import type { DailyStore, StoredItem } from './store';

export interface OnceOptions {
  /** How long a lease protects a generation (ms): longer than one AI text takes with retries. */
  leaseMs: number;
  /** How long a caller waits for somebody else's generation before giving up (ms). */
  waitMs: number;
  /** First poll interval (ms); grows by half up to 500 ms. */
  pollMs: number;
}

export const DEFAULT_ONCE: OnceOptions = { leaseMs: 60_000, waitMs: 25_000, pollMs: 50 };

export interface OnceResult {
  item: StoredItem;
  /** True when this call generated and wrote the item. */
  created: boolean;
}

const pause = (ms: number): Promise<void> => new Promise((res) => setTimeout(res, ms));

export async function writeOnce(store: DailyStore, id: string, produce: () => Promise<StoredItem>, opts: OnceOptions = DEFAULT_ONCE): Promise<OnceResult> {
  const owner = randomUUID();
  const deadline = Date.now() + opts.waitMs;
  let delay = opts.pollMs;
  for (;;) {
    const existing = await store.get(id);
    if (existing) return { item: existing, created: false };
    // leases use the wall clock (never an injected test clock): they measure real waiting
    const now = Date.now();
    if (await store.claimLease(id, owner, now, now + opts.leaseMs)) {
      try {
        const again = await store.get(id);
        if (again) return { item: again, created: false };
        const item = await produce();
        if (await store.putIfAbsent(item)) return { item, created: true };
        // somebody who took over our (expired) lease wrote first: theirs is the record
        const winner = await store.get(id);
        if (winner) return { item: winner, created: false };
        throw new Error(`Record ${id} was neither written nor found`);
      } finally {
        await store.releaseLease(id, owner).catch(() => undefined);
      }
    }
    if (Date.now() + delay > deadline) {
      throw new AppError('unavailable', 'Service unavailable', `The record ${id} is still being written; retry in a few seconds`);
    }
    await pause(delay);
    delay = Math.min(Math.round(delay * 1.5), 500);
  }
}
