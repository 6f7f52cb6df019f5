/**
 * The webhook outbox and worker (shared/webhooks/store.ts, worker.ts) against real dynalite and a
 * real receiver on loopback, with the clock and the jitter under test control: a receiver that is
 * down and then up gets every event (deduplicable by id) and each is charged once; a worker that
 * dies mid-batch loses nothing; a private address is refused at delivery time; 3 days of failures
 * disable the endpoint with its reason; a short account waits; redeliver; the secret rotation.
 *
 * Billing is the worker's port; here it is an in-memory ledger that records holds, settles and
 * releases per delivery, so "charged once" is checked on what the worker asked for.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#shared/config';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { startLocalDynamo, type LocalDynamo } from '#shared/store/local-dynamo';
import type { Receipt } from '#shared/store/types';
import { buildEvent, deliveryId, serializeEvent, type WebhookEventType } from '#shared/webhooks/events';
import { GIVE_UP_AFTER_MS } from '#shared/webhooks/retry';
import { verifySignature } from '#shared/webhooks/signing';
import { webhookTablesOf, WebhookStore, type WebhookEndpoint } from '#shared/webhooks/store';
import { runDueDeliveries, type DeliveryBilling, type WorkerOptions } from '#shared/webhooks/worker';
import { Crash, crashPoint } from '../support/crash';

let dynamo: LocalDynamo;
let store: WebhookStore;
const servers: Server[] = [];
let n = 0;
const uid = (p: string): string => `${p}${Date.now().toString(36)}_${n++}`;
const T0 = Date.parse('2026-11-26T12:00:00.000Z');

beforeAll(async () => {
  const config = loadConfig({});
  dynamo = await startLocalDynamo({ tableNames: config.tableNames });
  // the two tables of shared/store/tables.ts, created by the local stack
  const tables = webhookTablesOf(config.tableNames);
  store = new WebhookStore(createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint }), tables);
});
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }
  await dynamo?.close();
});

interface Received {
  id: string;
  body: string;
  signature: string;
}

/** A receiver whose answer the test switches; it records every request. */
async function receiver(): Promise<{ url: string; got: Received[]; setStatus: (s: number) => void }> {
  const got: Received[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      got.push({ id: (JSON.parse(body) as { id: string }).id, body, signature: String(req.headers['blueprint-signature']) });
      res.writeHead(status).end();
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, got, setStatus: (s) => (status = s) };
}

class Ledger implements DeliveryBilling {
  balance = new Map<string, number>();
  holds = new Map<string, { ownerId: string; deliveryId: string; state: 'open' | 'settled' | 'released' }>();
  private k = 0;
  async hold(ownerId: string, dId: string) {
    const b = this.balance.get(ownerId) ?? 0;
    if (b < 1) return { ok: false as const };
    this.balance.set(ownerId, b - 1);
    const holdId = `r${this.k++}`;
    this.holds.set(holdId, { ownerId, deliveryId: dId, state: 'open' });
    return { ok: true as const, receipt: { holdId, held: 1, credits: 1 }, expiresAt: Infinity };
  }
  async settle(receipt: Receipt) {
    const h = this.holds.get(receipt.holdId)!;
    h.state = 'settled';
    return true;
  }
  async release(receipt: Receipt) {
    const h = this.holds.get(receipt.holdId)!;
    h.state = 'released';
    this.balance.set(h.ownerId, (this.balance.get(h.ownerId) ?? 0) + 1);
  }
  settledFor(dId: string): number {
    return [...this.holds.values()].filter((h) => h.deliveryId === dId && h.state === 'settled').length;
  }
}

async function endpoint(url: string, extra: Partial<WebhookEndpoint> = {}): Promise<WebhookEndpoint> {
  const ep: WebhookEndpoint = { ownerId: uid('acc_'), webhookId: uid('wh_'), url, events: ['sky.station'], secret: 'whsec_current', createdAt: new Date(T0).toISOString(), ...extra };
  await store.putEndpoint(ep);
  return ep;
}

async function produce(ep: WebhookEndpoint, k: number, at: number, type: WebhookEventType = 'sky.station'): Promise<string> {
  const event = buildEvent(type, [ep.webhookId, String(k)], new Date(at).toISOString(), { k });
  const dId = deliveryId(event.id, ep.webhookId);
  const d = { ownerId: ep.ownerId, deliveryId: dId, webhookId: ep.webhookId, eventId: event.id, eventType: event.type, body: serializeEvent(event), createdAt: event.createdAt, nextAttemptAt: at };
  expect(await store.enqueue(d)).toBe(true);
  // producing the same event again is harmless: one delivery
  expect(await store.enqueue(d)).toBe(false);
  return dId;
}

function worker(clock: { t: number }, billing: DeliveryBilling, extra: Partial<WorkerOptions> = {}): WorkerOptions {
  return { store, billing, policy: { allowLoopback: true }, now: () => clock.t, random: () => 0.5, timeoutMs: 2000, ...extra };
}

/** Runs passes, each time moving the clock to the soonest pending attempt of these deliveries. */
async function drain(ep: WebhookEndpoint, ids: string[], clock: { t: number }, opts: WorkerOptions, maxPasses = 60): Promise<number> {
  let passes = 0;
  for (; passes < maxPasses; passes++) {
    const ds = await Promise.all(ids.map((i) => store.getDelivery(ep.ownerId, i)));
    const pending = ds.filter((d) => d?.status === 'pending');
    if (pending.length === 0) break;
    clock.t = Math.max(clock.t, Math.min(...pending.map((d) => d!.nextAttemptAt!)));
    await runDueDeliveries(opts, 100);
  }
  return passes;
}

describe('webhook worker', () => {
  it('delivers every event after the receiver was down for a while, each charged once, signed', async () => {
    const rx = await receiver();
    const ep = await endpoint(rx.url);
    const billing = new Ledger();
    billing.balance.set(ep.ownerId, 10);
    const clock = { t: T0 };
    const ids = [await produce(ep, 1, T0), await produce(ep, 2, T0), await produce(ep, 3, T0)];
    rx.setStatus(503);
    expect(await runDueDeliveries(worker(clock, billing), 100)).toMatchObject({ retried: 3, delivered: 0 });
    clock.t = T0 + 20 * 60_000;
    expect(await runDueDeliveries(worker(clock, billing), 100)).toMatchObject({ retried: 3 });
    rx.setStatus(200);
    await drain(ep, ids, clock, worker(clock, billing));

    const ok = rx.got.filter((_, i) => i >= 6);
    expect(new Set(rx.got.map((g) => g.id)).size).toBe(3);
    expect(ok).toHaveLength(3);
    for (const g of rx.got) expect(verifySignature(g.signature, g.body, ['whsec_current'], clock.t, 3600).ok).toBe(true);
    for (const id of ids) {
      const d = await store.getDelivery(ep.ownerId, id);
      expect(d?.status).toBe('delivered');
      expect(d?.attempts.map((a) => a.statusCode)).toEqual([503, 503, 200]);
      expect(billing.settledFor(id)).toBe(1);
    }
    expect(billing.balance.get(ep.ownerId)).toBe(7);
  });

  it('loses nothing when the worker dies mid-batch, and charges each event once', async () => {
    const rx = await receiver();
    const ep = await endpoint(rx.url);
    const billing = new Ledger();
    billing.balance.set(ep.ownerId, 10);
    const clock = { t: T0 };
    const ids = [await produce(ep, 1, T0), await produce(ep, 2, T0 + 1), await produce(ep, 3, T0 + 2)];
    // writes: lease 1, delivered 1, lease 2, delivered 2 <- dies before this one lands
    const crash = crashPoint(3, 'before');
    const dying = crash.wrap(store, ['lease', 'markDelivered', 'markFailed', 'postpone', 'disableEndpoint', 'enqueue', 'requeue']);
    clock.t = T0 + 10;
    await expect(runDueDeliveries({ ...worker(clock, billing), store: dying }, 100)).rejects.toBeInstanceOf(Crash);
    expect(rx.got.map((g) => g.id)).toHaveLength(2);
    const states = await Promise.all(ids.map((i) => store.getDelivery(ep.ownerId, i)));
    expect(states.map((d) => d?.status)).toEqual(['delivered', 'pending', 'pending']);

    // a new worker, after the dead one's lease ran out
    clock.t = T0 + 10 + 61_000;
    await drain(ep, ids, clock, worker(clock, billing));
    const final = await Promise.all(ids.map((i) => store.getDelivery(ep.ownerId, i)));
    expect(final.map((d) => d?.status)).toEqual(['delivered', 'delivered', 'delivered']);
    // at least once: the second event arrived twice, with the same id; a receiver keeps one
    expect(rx.got).toHaveLength(4);
    expect(new Set(rx.got.map((g) => g.id)).size).toBe(3);
    for (const id of ids) expect(billing.settledFor(id)).toBe(1);
    // the dead worker's hold is still open: the reconciler releases it (it names a delivered delivery)
    expect([...billing.holds.values()].filter((h) => h.state === 'open').map((h) => h.deliveryId)).toEqual([ids[1]]);
  });

  it('refuses a private address at delivery time in deployed mode, charging nothing', async () => {
    const ep = await endpoint('https://hooks.example.test/in');
    const billing = new Ledger();
    billing.balance.set(ep.ownerId, 5);
    const clock = { t: T0 };
    const id = await produce(ep, 1, T0);
    const resolver = async (): Promise<string[]> => ['10.0.0.5'];
    expect(await runDueDeliveries(worker(clock, billing, { policy: { allowLoopback: false }, resolver }), 100)).toMatchObject({ retried: 1 });
    const d = await store.getDelivery(ep.ownerId, id);
    expect(d?.status).toBe('pending');
    expect(d?.attempts[0]?.error).toBe('refused: address not public (10.0.0.5)');
    expect(billing.balance.get(ep.ownerId)).toBe(5);
    expect(billing.settledFor(id)).toBe(0);
  });

  it('disables an endpoint that fails for 3 days, with its reason', async () => {
    const rx = await receiver();
    rx.setStatus(500);
    const ep = await endpoint(rx.url);
    const billing = new Ledger();
    billing.balance.set(ep.ownerId, 5);
    const clock = { t: T0 };
    const id = await produce(ep, 1, T0);
    await drain(ep, [id], clock, worker(clock, billing), 100);
    const d = await store.getDelivery(ep.ownerId, id);
    expect(d?.status).toBe('failed');
    expect(clock.t).toBe(T0 + GIVE_UP_AFTER_MS);
    expect(d?.failures).toBe(rx.got.length);
    const [listed] = (await store.listEndpoints(ep.ownerId)).filter((e) => e.webhookId === ep.webhookId);
    expect(listed?.disabledReason).toBe('deliveries failed for 3 days since 2026-11-26T12:00:00.000Z; last error: HTTP 500');
    expect(billing.balance.get(ep.ownerId)).toBe(5);
  });

  it('keeps a short account\'s delivery waiting, then delivers it once credits arrive', async () => {
    const rx = await receiver();
    const ep = await endpoint(rx.url);
    const billing = new Ledger();
    const clock = { t: T0 };
    const id = await produce(ep, 1, T0);
    expect(await runDueDeliveries(worker(clock, billing), 100)).toMatchObject({ postponed: 1 });
    let d = await store.getDelivery(ep.ownerId, id);
    expect(d).toMatchObject({ status: 'pending', failures: 0, attempts: [], nextAttemptAt: T0 + 15 * 60_000 });
    expect(rx.got).toHaveLength(0);
    billing.balance.set(ep.ownerId, 1);
    clock.t = T0 + 15 * 60_000;
    expect(await runDueDeliveries(worker(clock, billing), 100)).toMatchObject({ delivered: 1 });
    d = await store.getDelivery(ep.ownerId, id);
    expect(d?.status).toBe('delivered');
    expect(billing.settledFor(id)).toBe(1);
  });

  it('redelivers a delivered event free of charge', async () => {
    const rx = await receiver();
    const ep = await endpoint(rx.url);
    const billing = new Ledger();
    billing.balance.set(ep.ownerId, 3);
    const clock = { t: T0 };
    const id = await produce(ep, 1, T0);
    await runDueDeliveries(worker(clock, billing), 100);
    expect(await store.requeue({ ownerId: ep.ownerId, deliveryId: id }, clock.t)).toBe(true);
    expect(await store.requeue({ ownerId: ep.ownerId, deliveryId: id }, clock.t)).toBe(false);
    expect(await runDueDeliveries(worker(clock, billing), 100)).toMatchObject({ delivered: 1 });
    expect(rx.got.map((g) => g.id)).toEqual([rx.got[0]?.id, rx.got[0]?.id]);
    expect(billing.balance.get(ep.ownerId)).toBe(2);
    expect((await store.getDelivery(ep.ownerId, id))?.attempts).toHaveLength(2);
  });

  it('signs with the previous secret too for 24 h after a rotation', async () => {
    const rx = await receiver();
    const rotatedAt = T0 - 3_600_000;
    const ep = await endpoint(rx.url, { secret: 'whsec_new', previousSecret: 'whsec_old', rotatedAt: new Date(rotatedAt).toISOString() });
    const billing = new Ledger();
    billing.balance.set(ep.ownerId, 3);
    const clock = { t: T0 };
    await produce(ep, 1, T0);
    await produce(ep, 2, rotatedAt + 86_400_000);
    await runDueDeliveries(worker(clock, billing), 100);
    clock.t = rotatedAt + 86_400_000;
    await runDueDeliveries(worker(clock, billing), 100);
    expect(rx.got).toHaveLength(2);
    const [before, after] = rx.got;
    expect(verifySignature(before!.signature, before!.body, ['whsec_old'], T0).ok).toBe(true);
    expect(verifySignature(before!.signature, before!.body, ['whsec_new'], T0).ok).toBe(true);
    expect(verifySignature(after!.signature, after!.body, ['whsec_old'], clock.t).ok).toBe(false);
    expect(verifySignature(after!.signature, after!.body, ['whsec_new'], clock.t).ok).toBe(true);
  });

  it('two workers running at once deliver each event once (the lease decides)', async () => {
    const rx = await receiver();
    const ep = await endpoint(rx.url);
    const billing = new Ledger();
    billing.balance.set(ep.ownerId, 20);
    const clock = { t: T0 };
    const ids: string[] = [];
    for (let k = 0; k < 12; k++) ids.push(await produce(ep, k, T0 + k));
    clock.t = T0 + 100;
    const [a, b] = await Promise.all([runDueDeliveries(worker(clock, billing), 100, 4), runDueDeliveries(worker(clock, billing), 100, 4)]);
    expect(a.delivered + b.delivered).toBe(12);
    // (how many each one skipped depends on whose query ran first: not asserted)
    expect(rx.got).toHaveLength(12);
    expect(new Set(rx.got.map((g) => g.id)).size).toBe(12);
    for (const id of ids) expect(billing.settledFor(id)).toBe(1);
    expect(billing.balance.get(ep.ownerId)).toBe(8);
  });
  it('reads each endpoint once per pass, and nothing after the lease (it answers the delivery)', async () => {
    const rx = await receiver();
    const eps = [await endpoint(rx.url), await endpoint(rx.url)];
    const billing = new Ledger();
    const clock = { t: T0 };
    for (const ep of eps) {
      billing.balance.set(ep.ownerId, 5);
      for (let k = 0; k < 3; k++) await produce(ep, k, T0 - 1000 + k);
    }
    const reads = { getEndpoint: 0, getDelivery: 0 };
    const counted = new Proxy(store, {
      get(t, prop, recv) {
        const v = Reflect.get(t, prop, recv) as unknown;
        if (typeof v !== 'function') return v;
        return (...args: unknown[]) => {
          if (prop === 'getEndpoint' || prop === 'getDelivery') reads[prop] += 1;
          return (v as (...a: unknown[]) => unknown).apply(t, args);
        };
      },
    });
    expect(await runDueDeliveries(worker(clock, billing, { store: counted }), 100, 3)).toMatchObject({ delivered: 6, skipped: 0 });
    expect(reads).toEqual({ getEndpoint: 2, getDelivery: 0 });
    expect(rx.got).toHaveLength(6);
    for (const ep of eps) expect(billing.balance.get(ep.ownerId)).toBe(2);
  });
});
