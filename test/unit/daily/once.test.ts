/**
 * Write-once generation against an in-memory store with DynamoDB's conditional semantics:
 * one producer among concurrent callers, expired leases taken over, failures release the lease,
 * bounded waiting, and no second generation for a record written between a read and a claim.
 */
import { describe, expect, it } from 'vitest';
import { isAppError } from '#shared/errors';
import { writeOnce } from '#shared/daily/once';
import { LEASE_PREFIX, type DailyStore, type StoredItem } from '#shared/daily/store';

class MemoryStore implements DailyStore {
  items = new Map<string, StoredItem>();
  leases = new Map<string, { owner: string; until: number }>();
  puts = 0;
  async get(id: string) {
    await Promise.resolve();
    return this.items.get(id);
  }
  async getMany(ids: readonly string[]) {
    return new Map(ids.flatMap((id) => (this.items.has(id) ? [[id, this.items.get(id)!] as const] : [])));
  }
  async putIfAbsent(item: StoredItem) {
    await Promise.resolve();
    if (this.items.has(item.id)) return false;
    this.items.set(item.id, item);
    this.puts++;
    return true;
  }
  async claimLease(id: string, owner: string, nowMs: number, untilMs: number) {
    await Promise.resolve();
    const l = this.leases.get(LEASE_PREFIX + id);
    if (l && !(l.until < nowMs)) return false;
    this.leases.set(LEASE_PREFIX + id, { owner, until: untilMs });
    return true;
  }
  async releaseLease(id: string, owner: string) {
    if (this.leases.get(LEASE_PREFIX + id)?.owner === owner) this.leases.delete(LEASE_PREFIX + id);
  }
}

const item = (id: string, body: string): StoredItem => ({ id, body, createdAt: new Date().toISOString() });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const OPTS = { leaseMs: 5_000, waitMs: 3_000, pollMs: 5 };

describe('writeOnce', () => {
  it('30 concurrent callers: one produces, all get its item', async () => {
    const store = new MemoryStore();
    let produced = 0;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        writeOnce(store, 'day_x', async () => {
          produced++;
          await sleep(30);
          return item('day_x', `text ${i}`);
        }, OPTS),
      ),
    );
    expect(produced).toBe(1);
    expect(store.puts).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.item.body)).size).toBe(1);
    expect(store.leases.size).toBe(0);
  });

  it('an expired lease (its holder died) is taken over', async () => {
    const store = new MemoryStore();
    store.leases.set(`${LEASE_PREFIX}day_y`, { owner: 'dead', until: Date.now() + 60 });
    const started = Date.now();
    const r = await writeOnce(store, 'day_y', async () => item('day_y', 'new'), OPTS);
    expect(r.created).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('a failing producer releases its lease and the next caller generates', async () => {
    const store = new MemoryStore();
    await expect(writeOnce(store, 'day_z', async () => Promise.reject(new Error('AI down')), OPTS)).rejects.toThrow('AI down');
    expect(store.leases.size).toBe(0);
    const r = await writeOnce(store, 'day_z', async () => item('day_z', 'ok'), OPTS);
    expect(r).toMatchObject({ created: true, item: { body: 'ok' } });
  });

  it('waiting is bounded: a live lease that never produces ends in 503 Service unavailable', async () => {
    const store = new MemoryStore();
    store.leases.set(`${LEASE_PREFIX}day_w`, { owner: 'slow', until: Date.now() + 60_000 });
    const err = await writeOnce(store, 'day_w', async () => item('day_w', 'x'), { ...OPTS, waitMs: 150 }).catch((e: unknown) => e);
    expect(isAppError(err) && err.kind === 'unavailable' && err.error === 'Service unavailable').toBe(true);
  });

  it('a record written between the first read and the claim costs no generation', async () => {
    const store = new MemoryStore();
    const realClaim = store.claimLease.bind(store);
    // the record lands (and its writer's lease is gone) just before our claim
    store.claimLease = async (id, owner, now, until) => {
      store.items.set(id, item(id, 'theirs'));
      return realClaim(id, owner, now, until);
    };
    let produced = 0;
    const r = await writeOnce(store, 'day_v', async () => {
      produced++;
      return item('day_v', 'mine');
    }, OPTS);
    expect(produced).toBe(0);
    expect(r).toMatchObject({ created: false, item: { body: 'theirs' } });
  });

  it('when somebody who took over an expired lease wrote first, theirs is the record', async () => {
    const store = new MemoryStore();
    const r = await writeOnce(store, 'day_u', async () => {
      store.items.set('day_u', item('day_u', 'winner'));
      return item('day_u', 'late');
    }, OPTS);
    expect(r).toMatchObject({ created: false, item: { body: 'winner' } });
  });
});
