/**
 * The money fault tests (test/unit/accounts/money-faults*.test.ts), defined once and run per layout
 * of an account's money: one item, and 8 shards (docs/money-shards.md). Each test file calls
 * `moneyFaultTests` and so gets its own dynalite (the files run in parallel).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits, createAccount } from '#shared/accounts/admin';
import { createCreditsService, type CreditsService } from '#shared/accounts/credits';
import { flushJournal } from '#shared/accounts/journal';
import { audit, reconcile } from '#shared/accounts/reconcile';
import { transfer } from '#shared/accounts/shards';
import { OfflineWriter } from '#shared/ai/offline-writer';
import { generateBlueprint } from '#shared/blueprint/generate';
import { fetchFeed } from '#shared/calendars/service';
import { DynamoCalendarStore, type CalendarFeed, type CalendarStore } from '#shared/calendars/store';
import { generateBlueprintSchema } from '#shared/blueprint/request';
import { coreCalculators } from '#shared/blueprint/services';
import { DynamoBlueprintStore, type BlueprintStore } from '#shared/blueprint/store';
import { loadConfig } from '#shared/config';
import { createRelationship } from '#shared/relationships/create';
import { relationshipRequestSchema } from '#shared/relationships/request';
import { DynamoRelationshipStore, type RelationshipStore } from '#shared/relationships/store';
import { createTransits } from '#shared/transits/create';
import { transitRequestSchema } from '#shared/transits/request';
import { DynamoTransitStore, type TransitStore } from '#shared/transits/store';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { createDynamoStores } from '#shared/store/stores';
import { shardItemId } from '#shared/store/shard-ids';
import { startLocalDynamo, type LocalDynamo } from '#shared/store/local-dynamo';
import type { Stores } from '#shared/store/types';
import { Crash, crashPoint } from './crash';


/**
 * How an account's money is laid out: one item, or N shards. `uneven`: the credits spread by hand
 * over a few shards (most on the root); otherwise all of them stay on the root, so that a key
 * pinned elsewhere (key_f is on shard 7 of 8) must pull every credit it spends.
 */
export type Layout = { name: string; shards: number; uneven?: boolean };

/** Defines every money fault test: crashes and route crashes on `layout`, random interleavings on `interleave`. */
export const moneyFaultTests = (layout: Layout, interleave: Layout): void => {
  let dynamo: LocalDynamo;
  let stores: Stores;
  let blueprints: BlueprintStore;
  let transits: TransitStore;
  let relationships: RelationshipStore;
  let calendars: CalendarStore;

  beforeAll(async () => {
    const config = loadConfig({});
    dynamo = await startLocalDynamo({ tableNames: config.tableNames });
    const db = createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
    stores = createDynamoStores(db, config.tableNames);
    blueprints = new DynamoBlueprintStore(db, config.tableNames.blueprints);
    transits = new DynamoTransitStore(db, config.tableNames.transits);
    relationships = new DynamoRelationshipStore(db, config.tableNames.relationships);
    calendars = new DynamoCalendarStore(db, config.tableNames.calendars);
  });
  afterAll(async () => {
    await dynamo?.close();
  });

  /** The writes of the money path, in the order a flow makes them (and of the work it pays for). */
  const WRITES = {
    accounts: ['create', 'debit', 'settle', 'credit', 'removeJournal', 'transferOut', 'transferIn', 'endTransfer', 'addShards'],
    ledger: ['putAll'],
    attempts: ['claim', 'complete'],
    work: ['put'],
    // a calendar feed's writes besides the money's (shared/calendars/store.ts)
    calendar: ['put', 'saveCache', 'claimHour', 'releaseHour'],
  } as const;

  /**
   * Stores whose `crashAt`-th write (counting from 0) dies: 'before' it reaches the store, or
   * 'after' it landed (the process died before seeing the answer). Every later call dies too: the
   * process is gone. `count()` tells how many writes a flow made.
   */
  const crashing = (inner: Stores, crashAt: number, when: 'before' | 'after') => {
    const { wrap, count } = crashPoint(crashAt, when);
    const s: Stores = {
      ...inner,
      accounts: wrap(inner.accounts, WRITES.accounts),
      ledger: wrap(inner.ledger, WRITES.ledger),
      attempts: wrap(inner.attempts, WRITES.attempts),
    };
    return { stores: s, count, work: <T extends object>(store: T): T => wrap(store, WRITES.work), calendar: <T extends object>(store: T): T => wrap(store, WRITES.calendar) };
  };

  let seq = 0;
  const T0 = Date.parse('2026-06-01T12:00:00Z');
  const servicesFor =
    (s: Stores, accountId: string, keyId = 'key_f') =>
    (requestId = `req${seq++}`): CreditsService =>
      createCreditsService({ stores: s, accountId, keyId, route: 'test', requestId, now: () => new Date(T0), holdTtlSeconds: 90 });

  const LAYOUTS = [layout];

  type Flow = (s: Stores, accountId: string) => Promise<void>;

  /** Each flow: a movement of one kind, then the journal copy (what the stream consumer or local flusher does). */
  const FLOWS: Record<string, Flow> = {
    charge: async (s, id) => {
      await servicesFor(s, id)().charge(3);
      await flushJournal(s, id);
    },
    'reserve+settle': async (s, id) => {
      const r = await servicesFor(s, id)().reserve(40);
      await flushJournal(s, id);
      await r.settle(15);
      await flushJournal(s, id);
    },
    'charge+refund': async (s, id) => {
      const c = servicesFor(s, id)();
      await c.charge(7);
      await c.refund(7);
      await flushJournal(s, id);
    },
    'reserve+unwind': async (s, id) => {
      const c = servicesFor(s, id)();
      await c.reserve(25);
      await c.unwind();
      await flushJournal(s, id);
    },
    topup: async (s, id) => {
      await addCredits(s, id, 50, new Date(T0));
      await flushJournal(s, id);
    },
  };

  const openAccount = async (credits: number, layout: Layout, on: Stores = stores): Promise<string> => {
    const { accountId } = await createAccount(on, { type: 'personal', name: 'faults', credits });
    if (layout.shards > 1) {
      await on.accounts.addShards(accountId, layout.shards, new Date(T0));
      if (layout.uneven) {
        // 30% on shard 1, 15% on shard 3, 5% on shard 6, the rest on the root
        for (const [k, part] of [[1, 0.3], [3, 0.15], [6, 0.05]] as const) {
          const n = Math.floor(credits * part);
          if (n > 0) expect(await transfer(on, accountId, shardItemId(accountId, k), n, new Date(T0))).toBe(n);
        }
        await flushJournal(on, accountId);
      }
    }
    return accountId;
  };

  describe.each(LAYOUTS)('a crash between any two writes of the money path ($name)', (layout) => {
    for (const [name, flow] of Object.entries(FLOWS)) {
      it(`${name}: after the reconciler, balance + open holds = the ledger's sum, whatever write died`, { timeout: 60_000 }, async () => {
        // how many writes the flow makes when nothing fails
        const probeId = await openAccount(100, layout);
        const probe = crashing(stores, Number.MAX_SAFE_INTEGER, 'before');
        await flow(probe.stores, probeId);
        const writes = probe.count();
        expect(writes).toBeGreaterThanOrEqual(2);

        for (let k = 0; k < writes; k++) {
          for (const when of ['before', 'after'] as const) {
            const accountId = await openAccount(100, layout);
            const c = crashing(stores, k, when);
            await expect(flow(c.stores, accountId)).rejects.toBeInstanceOf(Crash);
            // the reconciler runs later, past every hold's expiry
            const report = await reconcile(stores, new Date(T0 + 3_600_000));
            expect(report.errors).toEqual([]);
            const a = (await audit(stores, accountId))!;
            expect(a, `${name}: crash ${when} write ${k}`).toMatchObject({ agree: true, heldCredits: 0, pendingEntries: 0, shards: layout.shards, creditsInTransfer: 0 });
            // nothing created: never more than the opening balance (plus the top-up when it landed)
            expect(a.balance).toBeLessThanOrEqual(name === 'topup' ? 150 : 100);
            // nothing lost beyond what the flow itself spends (a fixed charge whose refund died with the process stands)
            const floor = { charge: 97, 'reserve+settle': 85, 'charge+refund': 93, 'reserve+unwind': 100, topup: 100 }[name]!;
            expect(a.balance).toBeGreaterThanOrEqual(floor);
          }
        }
      });
    }
  });

  /** Keys of the concurrent requests: on shards 7, 6, 5, 3, 0 and 2 of 8. */
  const KEYS = ['key_f', 'key_g', 'key_h', 'key_a', 'key_c', 'key_d'];

  describe.each([interleave])('concurrent reserve, settle, refund, timeout and reconcile ($name)', (layout) => {
    type Op = { kind: 'reserve'; amount: number; keep: number; timeout: boolean } | { kind: 'charge'; amount: number; refund: boolean } | { kind: 'reconcile' };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('reserve' as const), amount: fc.integer({ min: 1, max: 40 }), keep: fc.integer({ min: 0, max: 40 }), timeout: fc.boolean() }),
      fc.record({ kind: fc.constant('charge' as const), amount: fc.integer({ min: 1, max: 20 }), refund: fc.boolean() }),
      fc.constant({ kind: 'reconcile' as const }),
    );
    const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // a table of its own: the reconciler's scan reads only this test's accounts
    let own: { dynamo: LocalDynamo; stores: Stores } | undefined;
    beforeAll(async () => {
      const config = loadConfig({});
      const d = await startLocalDynamo({ tableNames: config.tableNames });
      own = { dynamo: d, stores: createDynamoStores(createDocumentClient({ region: 'us-east-1', endpoint: d.endpoint }), config.tableNames) };
    });
    afterAll(async () => {
      await own?.dynamo.close();
    });

    // a hang guard, not a speed check: on 8 uneven shards a run costs 1.1-2 s at load average 9-11
    // on 2 cores (measured 20 runs at a time: 15-41 s, flat over the 200), so 200 runs took over the
    // former 240 s (one item: 71 s in the same suite run)
    it('never creates or loses a credit (200 random interleavings)', { timeout: 600_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(op, fc.nat(3)), { minLength: 2, maxLength: 6 }), fc.boolean(), async (ops, expire) => {
          const opening = 100;
          const stores = own!.stores;
          const accountId = await openAccount(opening, layout, stores);
          // `expire`: the reconciler's clock is past the holds' expiry, so it races the requests for them
          const reconcileAt = new Date(T0 + (expire ? 3_600_000 : 0));
          await Promise.all(
            ops.map(async ([o, delay], i) => {
              await tick(delay);
              if (o.kind === 'reconcile') {
                await reconcile(stores, reconcileAt);
                return;
              }
              const c = servicesFor(stores, accountId, KEYS[i % KEYS.length])();
              try {
                if (o.kind === 'charge') {
                  await c.charge(o.amount);
                  await tick(delay);
                  if (o.refund) await c.refund(o.amount);
                } else {
                  const r = await c.reserve(o.amount);
                  await tick(delay);
                  // the timeout path (unwind) and the late use case (settle) race for the same hold
                  await Promise.all([o.timeout ? c.unwind() : Promise.resolve(0), r.settle(Math.min(o.keep, o.amount))]);
                }
              } catch (e) {
                // only a refused debit (402) is an acceptable failure
                expect((e as { kind?: string }).kind).toBe('insufficient_credits');
              }
            }),
          );
          await reconcile(stores, new Date(T0 + 3_600_000));
          const a = (await audit(stores, accountId))!;
          expect(a.agree).toBe(true);
          expect(a.heldCredits).toBe(0);
          expect(a.shards).toBe(layout.shards);
          expect(a.creditsInTransfer).toBe(0);
          expect(a.balance).toBeGreaterThanOrEqual(0);
          expect(a.balance).toBeLessThanOrEqual(opening);
          // per request: never more back than it paid, never kept more than it took
          const rows = await stores.ledger.listByAccount(accountId);
          const byRequest = new Map<string, number>();
          for (const r of rows) if (r.requestId) byRequest.set(r.requestId, (byRequest.get(r.requestId) ?? 0) + r.delta);
          for (const [, net] of byRequest) expect(net).toBeLessThanOrEqual(0);
          expect(opening + [...byRequest.values()].reduce((s, x) => s + x, 0)).toBe(a.balance);
        }),
        { numRuns: 200, seed: 20261122 },
      );
    });
  });

  // once, on the layout of one item (it is about what the service tells, not where it writes)
  if (layout.shards === 1)
  describe('what the business metrics are told', () => {
    it('charged: fixed charges and the kept part of a settled hold; refunded: charged credits given back; a released hold is neither', async () => {
      const account = await createAccount(stores, { type: 'personal', name: 'metrics', credits: 100 });
      const seen: string[] = [];
      const credits = createCreditsService({
        stores,
        accountId: account.accountId,
        keyId: 'key_m',
        route: 'test',
        requestId: 'req-metrics',
        now: () => new Date(T0),
        holdTtlSeconds: 90,
        observe: { charged: (n) => seen.push(`charged ${n}`), refunded: (n) => seen.push(`refunded ${n}`) },
      });
      await credits.charge(5);
      await credits.refund(2);
      const kept = await credits.reserve(10);
      await kept.settle(4);
      const unused = await credits.reserve(7);
      await unused.release();
      expect(await kept.settle(4)).toBe(false); // a second settle moves nothing and tells nothing
      await credits.unwind(); // refunds what is still charged: 3 + 4
      expect(seen).toEqual(['charged 5', 'refunded 2', 'charged 4', 'refunded 7']);
      expect((await stores.accounts.get(account.accountId))!.balance).toBe(100);
    });
  });

  describe('every reserve-then-settle route, crashed between any two of its steps', () => {
    const writer = new OfflineWriter({ logger: () => {} });
    const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', city: 'London', country: 'UK', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
    const OPENING = 1000;

    interface Route {
      price: number;
      /** One attempt of the request, as the process that dies runs it (no middleware: nothing unwinds). */
      run: (s: Stores, work: <T extends object>(x: T) => T, accountId: string, scope: string | undefined, requestId: string) => Promise<unknown>;
      /** The work the owner can get (list / read) after the fact. */
      storedCount: (accountId: string, scope: string | undefined) => Promise<number>;
    }

    const credits = (s: Stores, accountId: string, requestId: string) =>
      createCreditsService({ stores: s, accountId, keyId: 'key_f', route: 'test', requestId, now: () => new Date(T0), holdTtlSeconds: 90 });

    const blueprintRoute = (saveToAccount: boolean): Route => ({
      price: 1 + 26, // numerology with AI
      run: (s, work, accountId, scope, requestId) =>
        generateBlueprint(
          generateBlueprintSchema.parse({ fullName: 'Ada Lovelace', ...BIRTH, modules: { astrology: false, humanDesign: false, numerology: true }, includeAI: { numerology: true }, saveToAccount }),
          { ownerId: accountId, keyId: 'key_f' },
          {
            calculators: coreCalculators,
            writer,
            store: work(blueprints),
            credits: credits(s, accountId, requestId),
            now: () => new Date(T0),
            ...(scope ? { attempt: { scope, store: s.attempts } } : {}),
          },
        ),
      storedCount: async (accountId, scope) =>
        saveToAccount ? (await blueprints.list(accountId, 1, 50)).total : scope && (await stores.attempts.result(scope)) ? 1 : 0,
    });

    const transitRoute = (saveToAccount: boolean): Route => ({
      price: 2 + 20, // a week with AI
      run: (s, work, accountId, scope, requestId) =>
        createTransits(
          transitRequestSchema.parse({ ...BIRTH, date: '2026-06-01', period: 'week', includeAI: true, saveToAccount }),
          { ownerId: accountId, keyId: 'key_f' },
          {
            blueprints,
            store: work(transits),
            writer,
            credits: credits(s, accountId, requestId),
            now: () => new Date(T0),
            ...(scope ? { attempt: { scope, store: s.attempts } } : {}),
          },
        ),
      storedCount: async (accountId, scope) =>
        saveToAccount ? (await transits.list(accountId, 1, 50)).total : scope && (await stores.attempts.result(scope)) ? 1 : 0,
    });

    const relationshipRoute = (saveToAccount: boolean): Route => ({
      price: 1 + 40, // numerology with AI
      run: (s, work, accountId, scope, requestId) =>
        createRelationship(
          relationshipRequestSchema.parse({
            people: [
              { fullName: 'John Winston Lennon', ...BIRTH },
              { fullName: 'Yoko Ono', birthDate: '1933-02-18', birthTime: '20:30', city: 'Tokyo', country: 'Japan', latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' },
            ],
            modules: { numerology: true },
            includeAI: true,
            saveToAccount,
          }),
          { ownerId: accountId, keyId: 'key_f' },
          {
            blueprints,
            store: work(relationships),
            writer,
            credits: credits(s, accountId, requestId),
            now: () => new Date(T0),
            ...(scope ? { attempt: { scope, store: s.attempts } } : {}),
          },
        ),
      storedCount: async (accountId, scope) =>
        saveToAccount ? (await relationships.list(accountId, 1, 50)).total : scope && (await stores.attempts.result(scope)) ? 1 : 0,
    });

    const ROUTES: Record<string, Route> = {
      'generate-blueprint (saved)': blueprintRoute(true),
      'generate-blueprint (saveToAccount false)': blueprintRoute(false),
      'transits with AI (saved)': transitRoute(true),
      'transits with AI (saveToAccount false)': transitRoute(false),
      'relationships with AI (saved)': relationshipRoute(true),
      'relationships with AI (saveToAccount false)': relationshipRoute(false),
    };

    const paidBy = async (accountId: string): Promise<number> => {
      await reconcile(stores, new Date(T0 + 3_600_000));
      const a = (await audit(stores, accountId))!;
      expect(a).toMatchObject({ agree: true, heldCredits: 0, pendingEntries: 0 });
      return OPENING - a.balance;
    };

    // hang guards: up to 41 s on 8 shards at load average 9-14 on 2 cores (docs/testing.md)
    for (const layout of LAYOUTS)
    for (const [name, route] of Object.entries(ROUTES)) {
      it(`${name} (${layout.name}): with an Idempotency-Key, the retry gets the work paid exactly once, whether the reconciler runs before or after it`, { timeout: 120_000 }, async () => {
        const probe = crashing(stores, Number.MAX_SAFE_INTEGER, 'before');
        await route.run(probe.stores, probe.work, await openAccount(OPENING, layout), `probe-${name}-${layout.name}`, `probe-${seq++}`);
        const writes = probe.count(); // claim, reserve, (store), settle
        expect(writes).toBeGreaterThanOrEqual(3);
        for (let k = 0; k < writes; k++) {
          for (const when of ['before', 'after'] as const) {
            for (const reconcileFirst of [true, false]) {
              const where = `${name}: crash ${when} write ${k}, reconciler ${reconcileFirst ? 'before' : 'after'} the retry`;
              const accountId = await openAccount(OPENING, layout);
              const scope = `route:key_f:${accountId}`;
              const c = crashing(stores, k, when);
              await expect(route.run(c.stores, c.work, accountId, scope, `dead-${seq++}`), where).rejects.toBeInstanceOf(Crash);
              // the work the dead attempt stored (in the account, or kept under the key), if any
              const stored = await route.storedCount(accountId, scope);
              if (reconcileFirst) {
                // without a retry: paid for the stored work, or nothing
                expect(await paidBy(accountId), where).toBe(stored > 0 ? route.price : 0);
              }
              const retried = (await route.run(stores, (x) => x, accountId, scope, `retry-${seq++}`)) as { data: Record<string, unknown>; recovered?: boolean };
              expect(retried.data, where).toBeTruthy();
              // answered with the stored work: flagged so that the handler answers it like a replay (Idempotent-Replayed)
              expect(retried.recovered === true, where).toBe(stored > 0);
              expect(await paidBy(accountId), where).toBe(route.price);
              expect(await route.storedCount(accountId, scope), where).toBe(1);
            }
          }
        }
      });
    }

    // a calendar feed's charged fetch (GET, no Idempotency-Key): reserve, mark the hour with the receipt, settle
    for (const layout of LAYOUTS)
      it(`calendar feed fetch (${layout.name}): the hour is marked and paid once, or neither`, { timeout: 120_000 }, async () => {
        const hour = new Date(T0).toISOString().slice(0, 13);
        const day = hour.slice(0, 10);
        const feedOf = async (accountId: string): Promise<CalendarFeed> => {
          const feed: CalendarFeed = { ownerId: accountId, calendarId: `cal_${seq++}`, blueprintId: 'bp_x', name: 'x', kinds: ['sky'], tokenHash: `h${seq++}`, keyId: 'key_f', keyRole: 'owner', createdAt: new Date(T0).toISOString() };
          await calendars.put(feed);
          return feed;
        };
        // the day's calendar is kept already: the fetch is its money and its mark
        const fetch = async (s: Stores, wrap: <T extends object>(x: T) => T, accountId: string, feed: CalendarFeed, requestId: string) =>
          fetchFeed({ feed, day, cached: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }, credits(s, accountId, requestId), { calendars: wrap(calendars), blueprints, now: new Date(T0) });
        const probe = crashing(stores, Number.MAX_SAFE_INTEGER, 'before');
        const probeAccount = await openAccount(OPENING, layout);
        expect(await fetch(probe.stores, probe.calendar, probeAccount, await feedOf(probeAccount), `probe-${seq++}`)).toMatchObject({ charged: 1 });
        const writes = probe.count(); // reserve, claim the hour, settle (and the shards' transfers)
        expect(writes).toBeGreaterThanOrEqual(3);
        for (let k = 0; k < writes; k++) {
          for (const when of ['before', 'after'] as const) {
            const where = `calendar feed: crash ${when} write ${k}`;
            const accountId = await openAccount(OPENING, layout);
            const feed = await feedOf(accountId);
            const c = crashing(stores, k, when);
            await expect(fetch(c.stores, c.calendar, accountId, feed, `dead-${seq++}`), where).rejects.toBeInstanceOf(Crash);
            const marked = (await calendars.get(accountId, feed.calendarId))?.chargedHour === hour;
            expect(await paidBy(accountId), where).toBe(marked ? 1 : 0);
            // the next fetch of the hour: free when the hour was marked, else it pays; either way paid once
            const after = await fetch(stores, (x) => x, accountId, (await calendars.get(accountId, feed.calendarId))!, `next-${seq++}`);
            expect(after.charged, where).toBe(marked ? 0 : 1);
            expect(await paidBy(accountId), where).toBe(1);
          }
        }
      });

    for (const layout of LAYOUTS)
    for (const [name, route] of [
      ['generate-blueprint (saved)', ROUTES['generate-blueprint (saved)']!],
      ['transits with AI (saved)', ROUTES['transits with AI (saved)']!],
      ['relationships with AI (saved)', ROUTES['relationships with AI (saved)']!],
    ] as const) {
      it(`${name} (${layout.name}): without an Idempotency-Key, the caller pays for the work stored in the account, or nothing`, { timeout: 120_000 }, async () => {
        const probe = crashing(stores, Number.MAX_SAFE_INTEGER, 'before');
        await route.run(probe.stores, probe.work, await openAccount(OPENING, layout), undefined, `probe-${seq++}`);
        const writes = probe.count(); // reserve, store, settle
        for (let k = 0; k < writes; k++) {
          for (const when of ['before', 'after'] as const) {
            const accountId = await openAccount(OPENING, layout);
            const c = crashing(stores, k, when);
            await expect(route.run(c.stores, c.work, accountId, undefined, `dead-${seq++}`)).rejects.toBeInstanceOf(Crash);
            const stored = await route.storedCount(accountId, undefined);
            expect(await paidBy(accountId), `${name}: crash ${when} write ${k}`).toBe(stored > 0 ? route.price : 0);
          }
        }
      });
    }
  });

};
