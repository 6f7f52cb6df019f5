/**
 * The pure parts of self-service: usage from ledger rows (property: the groups always sum to the
 * ledger's own sum, whatever the rows), the page cursor, the merge of journal entries not copied
 * yet, role rules and lastUsedAt from the rate counters.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deltaOf } from '#shared/accounts/credits';
import { decodeCursor, encodeCursor, lastUsedOf, ledgerPagesOldestFirst, mayCreate, mayRevoke, rangeOf, readLedger, usageOf } from '#shared/accounts/self-service';
import type { LedgerEntry, LedgerKind, LedgerStore } from '#shared/store/types';

const KINDS: LedgerKind[] = ['opening', 'topup', 'charge', 'refund', 'reserve', 'settle', 'release', 'forfeit'];

const row = (i: number, kind: LedgerKind, credits: number, day: string, extra: Partial<LedgerEntry> = {}): LedgerEntry => {
  const at = `${day}T10:00:${String(i % 60).padStart(2, '0')}.${String(i).padStart(3, '0')}Z`;
  return { accountId: 'acc_1', entryId: `${at}#req${i}#0`, kind, credits, delta: deltaOf(kind, credits), at, ...extra };
};

describe('usageOf', () => {
  it('for any rows, every grouping sums to the total, and net is minus the usage rows’ deltas', () => {
    const arb = fc.array(
      fc.record({
        kind: fc.constantFrom(...KINDS),
        credits: fc.integer({ min: 0, max: 500 }),
        day: fc.constantFrom('2026-11-01', '2026-11-02', '2026-11-05'),
        route: fc.option(fc.constantFrom('a', 'b', 'c'), { nil: undefined }),
        keyId: fc.option(fc.constantFrom('key_1', 'key_2'), { nil: undefined }),
        request: fc.integer({ min: 0, max: 20 }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(arb, (specs) => {
        const rows = specs.map((s, i) => row(i, s.kind, s.credits, s.day, { route: s.route, keyId: s.keyId, requestId: `r${s.request}` }));
        const usage = rows.filter((r) => ['charge', 'settle', 'refund', 'reserve', 'release'].includes(r.kind));
        const ledgerNet = 0 - usage.reduce((s, r) => s + r.delta, 0);
        for (const groupBy of ['day', 'route', 'key'] as const) {
          const u = usageOf(rows, { from: '2026-11-01', to: '2026-11-05' }, groupBy);
          expect(u.total.net).toBe(ledgerNet);
          expect(u.groups.reduce((s, g) => s + g.net, 0)).toBe(ledgerNet);
          expect(u.total.charged - u.total.refunded).toBe(u.total.net);
          expect(u.groups.reduce((s, g) => s + g.requests, 0)).toBe(u.total.requests);
          if (groupBy === 'day') expect(u.groups.map((g) => g.key)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
        }
      }),
    );
  });

  it('counts a settle for what it kept, a release and the rest of a settle as released, top-ups and forfeits not at all', () => {
    const rows = [
      row(1, 'opening', 100, '2026-11-01'),
      row(2, 'charge', 2, '2026-11-01', { route: 'x', keyId: 'key_1', requestId: 'r1' }),
      row(3, 'refund', 2, '2026-11-01', { route: 'x', keyId: 'key_1', requestId: 'r1' }),
      row(4, 'reserve', 10, '2026-11-01', { route: 'y', keyId: 'key_2', requestId: 'r2' }),
      row(5, 'settle', 4, '2026-11-01', { route: 'y', keyId: 'key_2', requestId: 'r2', released: 6 }),
      row(6, 'release', 5, '2026-11-01', { route: 'y', keyId: 'key_2', requestId: 'r3', released: 5 }),
      row(7, 'topup', 50, '2026-11-01'),
      row(8, 'forfeit', 140, '2026-11-01'),
    ];
    const u = usageOf(rows, { from: '2026-11-01', to: '2026-11-01' }, 'key');
    expect(u.total).toEqual({ requests: 2, charged: 6, refunded: 2, released: 11, net: 4 });
    expect(u.groups).toEqual([
      { key: 'key_2', requests: 1, charged: 4, refunded: 0, released: 11, net: 4 },
      { key: 'key_1', requests: 1, charged: 2, refunded: 2, released: 0, net: 0 },
    ]);
  });
});

describe('the ledger page', () => {
  it('a cursor is the last entry id, opaque; anything else is Invalid pagination', () => {
    const id = '2026-11-01T10:00:00.000Z#req1#0';
    expect(decodeCursor(encodeCursor(id))).toBe(id);
    for (const bad of ['nope', encodeCursor('hello#1'), `${encodeCursor(id)}=`]) expect(() => decodeCursor(bad)).toThrow(expect.objectContaining({ error: 'Invalid pagination' }));
  });

  it('merges journal entries not copied yet, newest first, without duplicates and without skipping older rows', async () => {
    const stored = [3, 2, 1].map((i) => row(i, 'charge', 1, '2026-11-01'));
    const ledger: Pick<LedgerStore, 'page'> = {
      page: async (_a, q) => {
        const rows = stored.filter((r) => (q.from === undefined || r.entryId >= q.from) && (q.before === undefined || r.entryId < q.before));
        return { entries: rows.slice(0, q.limit), more: rows.length > q.limit };
      },
    };
    const pending = row(9, 'charge', 1, '2026-11-02');
    const copied = stored[0]!; // still in the journal while already in the ledger
    const account = { accountId: 'acc_1', journal: { [pending.entryId]: pending, [copied.entryId]: copied } };
    const all = await readLedger({ ledger: ledger as LedgerStore }, account, { limit: 10 });
    expect(all.entries.map((e) => e.entryId)).toEqual([pending, ...stored].map((e) => e.entryId));
    const first = await readLedger({ ledger: ledger as LedgerStore }, account, { limit: 2 });
    expect(first.entries.map((e) => e.entryId)).toEqual([pending.entryId, stored[0]!.entryId]);
    expect(first.more).toBe(true);
    const second = await readLedger({ ledger: ledger as LedgerStore }, account, { limit: 2, before: first.entries[1]!.entryId });
    expect(second.entries.map((e) => e.entryId)).toEqual([stored[1]!.entryId, stored[2]!.entryId]);
  });

  it('oldest first, page by page (the export): journal entries not copied yet merged in where they belong, every movement exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 0, maxLength: 30 }),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        fc.integer({ min: 1, max: 7 }),
        async (ids, inJournal, limit) => {
          const all = ids.map((i) => row(i, 'charge', 1, '2026-11-01')).sort((a, b) => (a.entryId < b.entryId ? -1 : 1));
          // some movements only in the journal, some in both (copied, not yet removed), the rest stored
          const stored = all.filter((_, k) => inJournal[k] !== true || k % 3 === 0);
          const journal = Object.fromEntries(all.filter((_, k) => inJournal[k] === true).map((e) => [e.entryId, e]));
          const ledger: Pick<LedgerStore, 'page'> = {
            page: async (_a, q) => {
              expect(q.oldestFirst).toBe(true);
              const rows = stored.filter((r) => q.after === undefined || r.entryId > q.after);
              return { entries: rows.slice(0, q.limit), more: rows.length > q.limit };
            },
          };
          const seen: string[] = [];
          for await (const page of ledgerPagesOldestFirst({ ledger: ledger as LedgerStore }, { accountId: 'acc_1', journal }, limit)) {
            expect(page.length).toBeGreaterThan(0);
            expect(page.length).toBeLessThanOrEqual(limit);
            seen.push(...page.map((e) => e.entryId));
          }
          expect(seen).toEqual(all.map((e) => e.entryId));
        },
      ),
    );
  });

  it('a range defaults to the last 30 days and refuses more than 366', () => {
    expect(rangeOf({}, new Date('2026-11-24T12:00:00Z'), 30)).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(() => rangeOf({ from: '2025-01-01', to: '2026-01-02' }, new Date(), 30)).toThrow(expect.objectContaining({ error: 'Invalid date' }));
  });
});

describe('roles and keys', () => {
  it('owner makes and revokes any key, admin member keys only, member none', () => {
    const roles = ['owner', 'admin', 'member'] as const;
    const table = roles.map((c) => roles.map((t) => `${mayCreate(c, t) ? 'c' : '-'}${mayRevoke(c, t) ? 'r' : '-'}`).join(' '));
    expect(table).toEqual(['cr cr cr', '-- -- cr', '-- -- --']);
  });

  it('lastUsedAt is the newest window start of the key’s own counters, or the recorded one if newer', () => {
    const rates = { rl_key_1_min: { s: 1_795_000_000, n: 3 }, rl_key_1_day: { s: 1_794_960_000, n: 9 }, rl_key_10_min: { s: 1_795_000_600, n: 1 } };
    expect(lastUsedOf({ keyId: 'key_1' }, { rates })).toBe(new Date(1_795_000_000_000).toISOString());
    expect(lastUsedOf({ keyId: 'key_1', lastUsedAt: '2030-01-01T00:00:00.000Z' }, { rates })).toBe('2030-01-01T00:00:00.000Z');
    expect(lastUsedOf({ keyId: 'key_2' }, { rates })).toBeNull();
  });
});
