/**
 * Issue 37: a webhook event is charged exactly once across any crash. On dynalite with the real
 * credits holds and a receiver on loopback, the worker "dies" at each step of a delivery in turn
 * (lease, hold, POST, the delivered write with its receipt, settle), before the step reaches its
 * target or just after it landed (every later call dies too: nothing unwinds). Then the reconciler
 * runs before or after the retry (the next worker pass once the lease ran out): the event is
 * delivered at least once, charged exactly once, and no hold is left open. Run alone, the
 * reconciler settles the hold of a delivery stored as delivered-and-charged and releases the
 * others.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '#shared/accounts/admin';
import { audit, reconcile } from '#shared/accounts/reconcile';
import { loadConfig } from '#shared/config';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { createDynamoStores } from '#shared/store/stores';
import { startLocalDynamo, type LocalDynamo } from '#shared/store/local-dynamo';
import type { Stores } from '#shared/store/types';
import { creditsBilling, DELIVERY_HOLD_TTL_SECONDS } from '#shared/webhooks/billing';
import { buildEvent, deliveryId, serializeEvent } from '#shared/webhooks/events';
import { sendWebhook } from '#shared/webhooks/sender';
import { webhookTablesOf, WebhookStore, type WebhookEndpoint } from '#shared/webhooks/store';
import { DEFAULT_LEASE_MS, runDueDeliveries, type WorkerOptions } from '#shared/webhooks/worker';
import { Crash, crashPoint } from '#test/support/crash';

let dynamo: LocalDynamo;
let stores: Stores;
let store: WebhookStore;
let server: Server;
let url = '';
/** Event ids the receiver got, in order (duplicates kept). */
const got: string[] = [];
const T0 = Date.parse('2026-11-27T06:00:00.000Z');
const OPENING = 5;

beforeAll(async () => {
  const config = loadConfig({});
  dynamo = await startLocalDynamo({ tableNames: config.tableNames });
  const doc = createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
  stores = createDynamoStores(doc, config.tableNames);
  store = new WebhookStore(doc, webhookTablesOf(config.tableNames));
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string }).id);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((r) => server?.close(() => r()));
  await dynamo?.close();
});

/** The steps of a delivery, as the crash wrappers count them: store writes, account writes, the POST. */
const STEPS = {
  store: ['lease', 'postpone', 'markDelivered', 'markFailed'],
  accounts: ['debit', 'settle', 'credit', 'removeJournal'],
  send: ['send'],
} as const;

const options = (clock: { t: number }, s: WebhookStore, st: Stores, send: typeof sendWebhook = sendWebhook): WorkerOptions => ({
  store: s,
  billing: creditsBilling(st, () => new Date(clock.t)),
  policy: { allowLoopback: true },
  now: () => clock.t,
  random: () => 0.5,
  timeoutMs: 2000,
  send,
});

/** A worker whose `crashAt`-th step dies before or after it. */
const crashing = (clock: { t: number }, crashAt: number, when: 'before' | 'after') => {
  const c = crashPoint(crashAt, when);
  const st = { ...stores, accounts: c.wrap(stores.accounts, STEPS.accounts) } as Stores;
  const sender = c.wrap({ send: sendWebhook }, STEPS.send);
  return { opts: options(clock, c.wrap(store, STEPS.store), st, (...a) => sender.send(...a)), count: c.count };
};

let n = 0;
/** A fresh account with an endpoint and one sky event queued for it at T0. */
async function setUp(): Promise<{ ep: WebhookEndpoint; id: string; eventId: string }> {
  const account = await createAccount(stores, { type: 'personal', name: `crash ${n}`, credits: OPENING }, new Date(T0));
  const ep: WebhookEndpoint = { ownerId: account.accountId, webhookId: `wh_crash_${n}`, url, events: ['sky.station'], secret: 'whsec_crash', createdAt: new Date(T0).toISOString() };
  await store.putEndpoint(ep);
  const e = buildEvent('sky.station', ['crash', String(n++)], new Date(T0).toISOString(), { n });
  const id = deliveryId(e.id, ep.webhookId);
  expect(await store.enqueue({ ownerId: ep.ownerId, deliveryId: id, webhookId: ep.webhookId, eventId: e.id, eventType: e.type, body: serializeEvent(e), createdAt: e.createdAt, nextAttemptAt: T0 })).toBe(true);
  return { ep, id, eventId: e.id };
}

/** The reconciler at `at`, then what the account paid, with its books checked and no hold left. */
async function paidAfterReconcile(accountId: string, at: number): Promise<number> {
  const r = await reconcile(stores, new Date(at));
  expect(r.errors).toEqual([]);
  const a = (await audit(stores, accountId))!;
  expect(a).toMatchObject({ agree: true, heldCredits: 0 });
  return OPENING - a.balance;
}

/** Worker passes (the clock moved past each lease or retry time) until the delivery is no longer pending. */
async function retry(ep: WebhookEndpoint, id: string, clock: { t: number }): Promise<void> {
  for (let pass = 0; pass < 5; pass++) {
    const d = await store.getDelivery(ep.ownerId, id);
    if (d?.status !== 'pending') return;
    clock.t = Math.max(clock.t, d.nextAttemptAt!);
    await runDueDeliveries(options(clock, store, stores), 10);
  }
}

describe('a webhook delivery killed at any step', () => {
  it('takes five steps when nothing dies, and the delivery stores the receipt of the hold it settled', async () => {
    const { ep, id, eventId } = await setUp();
    const clock = { t: T0 };
    const probe = crashing(clock, Number.MAX_SAFE_INTEGER, 'before');
    expect(await runDueDeliveries(probe.opts, 10)).toMatchObject({ delivered: 1 });
    // lease, hold, POST, delivered (with the receipt), settle
    expect(probe.count()).toBe(5);
    const d = (await store.getDelivery(ep.ownerId, id))!;
    expect(d).toMatchObject({ status: 'delivered', charged: true, receipt: { held: 1, credits: 1 } });
    expect(got.filter((g) => g === eventId)).toHaveLength(1);
    // the ledger's reserve and settle of that very hold are the event's price
    const rows = Object.values((await stores.accounts.get(ep.ownerId))!.journal).filter((e) => e.holdId === d.receipt!.holdId);
    expect(rows.map((e) => [e.kind, e.credits]).sort()).toEqual([
      ['reserve', 1],
      ['settle', 1],
    ]);
    expect(await paidAfterReconcile(ep.ownerId, clock.t + 3_600_000)).toBe(1);
  });

  // 20 crash runs: 3-6.5 s at load 5-13 on 2 shared cores; the limit guards against a hang only
  it('is delivered at least once and charged exactly once, the reconciler running before or after the retry', { timeout: 120_000 }, async () => {
    for (let k = 0; k < 5; k++) {
      for (const when of ['before', 'after'] as const) {
        for (const reconcileFirst of [true, false]) {
          const where = `crash ${when} step ${k}, reconciler ${reconcileFirst ? 'before' : 'after'} the retry`;
          const { ep, id, eventId } = await setUp();
          const clock = { t: T0 };
          await expect(runDueDeliveries(crashing(clock, k, when).opts, 10), where).rejects.toBeInstanceOf(Crash);
          const dead = (await store.getDelivery(ep.ownerId, id))!;
          if (reconcileFirst) {
            // past the hold's TTL: settled when "delivered" was stored with its receipt, released otherwise
            clock.t = T0 + (DELIVERY_HOLD_TTL_SECONDS + 1) * 1000;
            expect(await paidAfterReconcile(ep.ownerId, clock.t), where).toBe(dead.status === 'delivered' ? 1 : 0);
          } else {
            // the lease ran out, the dead attempt's hold is still open
            clock.t = T0 + DEFAULT_LEASE_MS + 1;
          }
          await retry(ep, id, clock);
          const d = (await store.getDelivery(ep.ownerId, id))!;
          expect(d, where).toMatchObject({ status: 'delivered', charged: true });
          expect(got.filter((g) => g === eventId).length, where).toBeGreaterThanOrEqual(1);
          // the POST landed before the crash: the retry sends again (at least once) unless "delivered" was stored
          if (k === 2 && when === 'after') expect(got.filter((g) => g === eventId), where).toHaveLength(2);
          expect(await paidAfterReconcile(ep.ownerId, clock.t + 3_600_000), where).toBe(1);
          // a redeliver afterwards sends again for free
          expect(await store.requeue(d, clock.t), where).toBe(true);
          await retry(ep, id, clock);
          expect(await paidAfterReconcile(ep.ownerId, clock.t + 3_600_000), where).toBe(1);
        }
      }
    }
  });
  it('a worker stalled past its hold\'s TTL during the POST charges on a fresh hold: the reconciler released the old one meanwhile', async () => {
    const { ep, id, eventId } = await setUp();
    const clock = { t: T0 };
    const holds: string[] = [];
    const stalled: typeof sendWebhook = async (...a) => {
      // the process froze after its hold; the reconciler ran meanwhile and found no receipt
      clock.t += (DELIVERY_HOLD_TTL_SECONDS + 1) * 1000;
      const r = await reconcile(stores, new Date(clock.t));
      expect(r.holdsReleased).toBeGreaterThanOrEqual(1);
      holds.push(...(await stores.ledger.listByAccount(ep.ownerId)).filter((e) => e.kind === 'release').map((e) => e.holdId!));
      return sendWebhook(...a);
    };
    expect(await runDueDeliveries(options(clock, store, stores, stalled), 10)).toMatchObject({ delivered: 1 });
    const d = (await store.getDelivery(ep.ownerId, id))!;
    expect(d).toMatchObject({ status: 'delivered', charged: true });
    // the receipt names the fresh hold, not the released one
    expect(holds).toHaveLength(1);
    expect(d.receipt!.holdId).not.toBe(holds[0]);
    expect(got.filter((g) => g === eventId)).toHaveLength(1);
    expect(await paidAfterReconcile(ep.ownerId, clock.t + 3_600_000)).toBe(1);
  });

  it('a stalled worker whose account is short by then stores the event as delivered and not charged; a redeliver charges it', async () => {
    const { ep, id } = await setUp();
    const clock = { t: T0 };
    const stalled: typeof sendWebhook = async (...a) => {
      clock.t += (DELIVERY_HOLD_TTL_SECONDS + 1) * 1000;
      await reconcile(stores, new Date(clock.t));
      // meanwhile the account spends everything it has
      const spender = creditsBilling(stores, () => new Date(clock.t));
      for (let k = 0; k < OPENING; k++) expect((await spender.hold(ep.ownerId, `other_${k}`)).ok).toBe(true);
      return sendWebhook(...a);
    };
    expect(await runDueDeliveries(options(clock, store, stores, stalled), 10)).toMatchObject({ delivered: 1 });
    const d = (await store.getDelivery(ep.ownerId, id))!;
    expect(d).toMatchObject({ status: 'delivered', charged: false });
    expect(d.receipt).toBeUndefined();
    // the spender's holds expire unsettled (nothing names them): nothing was paid
    clock.t += 3_600_000;
    expect(await paidAfterReconcile(ep.ownerId, clock.t)).toBe(0);
    expect(await store.requeue(d, clock.t)).toBe(true);
    await retry(ep, id, clock);
    expect(await store.getDelivery(ep.ownerId, id)).toMatchObject({ status: 'delivered', charged: true });
    expect(await paidAfterReconcile(ep.ownerId, clock.t + 3_600_000)).toBe(1);
  });
});
