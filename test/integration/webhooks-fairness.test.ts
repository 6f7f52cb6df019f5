/**
 * Webhook delivery is fair between tenants (issue 43 item 4, docs/webhooks.md "Fair delivery"),
 * against real dynalite and real receivers on loopback, with the local worker's pass (limit and
 * lanes of `npm start`) and the sender's real 5 s timeout:
 *
 * account C has 100 deliveries due before account B's one, to an endpoint that accepts the
 * connection and never answers. B's event must arrive within 10 s (it waited 70.5 s when the pass
 * took the due deliveries globally oldest first, 8 lanes each held 5 s). The bound sits far from the
 * alternative (docs/testing.md): B's is dealt the second lane of the first pass and arrives in
 * milliseconds, the old order needed at least one whole pass of C's hanging attempts (about 35 s).
 * Then C's endpoint is parked after 3 timeouts in a row and its deliveries wait without attempts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#shared/config';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { startLocalDynamo, type LocalDynamo } from '#shared/store/local-dynamo';
import { buildEvent, deliveryId, serializeEvent } from '#shared/webhooks/events';
import { PASS_CONCURRENCY, PASS_LIMIT } from '#shared/webhooks/local-worker';
import { webhookTablesOf, WebhookStore, type WebhookEndpoint } from '#shared/webhooks/store';
import { PARK_AFTER_TIMEOUTS, runDueDeliveries, type DeliveryBilling, type WorkerOptions } from '#shared/webhooks/worker';

let dynamo: LocalDynamo;
let store: WebhookStore;
const servers: Server[] = [];
beforeAll(async () => {
  const config = loadConfig({});
  dynamo = await startLocalDynamo({ tableNames: config.tableNames });
  store = new WebhookStore(createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint }), webhookTablesOf(config.tableNames));
});
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }
  await dynamo?.close();
});

const listen = async (handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> => {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
};

/** The events are free (test events): nothing to hold. */
const noBilling: DeliveryBilling = {
  hold: async () => {
    throw new Error('a free delivery takes no hold');
  },
  settle: async () => true,
  release: async () => undefined,
};

const endpoint = async (ownerId: string, url: string): Promise<WebhookEndpoint> => {
  const ep: WebhookEndpoint = { ownerId, webhookId: `wh_${ownerId}`, url, events: ['sky.station'], secret: 'whsec_x', createdAt: new Date().toISOString() };
  await store.putEndpoint(ep);
  return ep;
};
const enqueue = async (ep: WebhookEndpoint, k: number, at: number): Promise<string> => {
  const event = buildEvent('webhook.test', [ep.webhookId, String(k)], new Date(at).toISOString(), { k });
  const dId = deliveryId(event.id, ep.webhookId);
  expect(await store.enqueue({ ownerId: ep.ownerId, deliveryId: dId, webhookId: ep.webhookId, eventId: event.id, eventType: event.type, body: serializeEvent(event), createdAt: event.createdAt, nextAttemptAt: at, free: true })).toBe(true);
  return event.id;
};

describe('fair delivery between tenants', () => {
  it('B’s event arrives within 10 s while C’s 100 deliveries hang on an endpoint that never answers; C’s endpoint is then parked', { timeout: 120_000 }, async () => {
    let hung = 0;
    const hanging = await listen((req) => {
      hung += 1;
      req.resume(); // accepted, read, never answered
    });
    const arrived: string[] = [];
    const healthy = await listen((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        arrived.push((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string }).id);
        res.writeHead(204).end();
      });
    });
    const c = await endpoint('acc_C', hanging);
    const b = await endpoint('acc_B', healthy);
    const t0 = Date.now();
    // C's backlog is due first (older), then B's event
    for (let k = 0; k < 100; k++) await enqueue(c, k, t0 - 60_000 + k);
    const bEvent = await enqueue(b, 0, t0);

    const opts: WorkerOptions = { store, billing: noBilling, policy: { allowLoopback: true }, now: () => Date.now(), random: () => 0.5 };
    // the local worker's loop: passes of PASS_LIMIT keys, PASS_CONCURRENCY lanes, the sender's default 5 s timeout
    const started = Date.now();
    let arrivedAfter: number | undefined;
    const passes: Promise<unknown>[] = [];
    const loop = (async () => {
      while (arrivedAfter === undefined && Date.now() - started < 60_000) {
        const pass = runDueDeliveries(opts, PASS_LIMIT, PASS_CONCURRENCY);
        passes.push(pass);
        await pass;
      }
    })();
    while (arrivedAfter === undefined && Date.now() - started < 60_000) {
      if (arrived.includes(bEvent)) arrivedAfter = Date.now() - started;
      else await new Promise((r) => setTimeout(r, 20));
    }
    await loop;
    expect(arrivedAfter, 'B’s event never arrived').toBeDefined();
    expect(arrivedAfter!).toBeLessThan(10_000);
    // C's endpoint was tried with at most 2 attempts at once
    expect(hung).toBeGreaterThan(0);
    expect(hung).toBeLessThanOrEqual(2 * passes.length);

    // C keeps timing out: parked after PARK_AFTER_TIMEOUTS in a row, its deliveries then wait without attempts
    for (let i = 0; i < 3 && ((await store.getEndpoint(c.ownerId, c.webhookId))?.timeouts ?? 0) < PARK_AFTER_TIMEOUTS; i++) await runDueDeliveries(opts, PASS_LIMIT, PASS_CONCURRENCY);
    const parked = (await store.getEndpoint(c.ownerId, c.webhookId))!;
    expect(parked.timeouts).toBeGreaterThanOrEqual(PARK_AFTER_TIMEOUTS);
    expect(parked.parkedUntil).toBeGreaterThan(Date.now());
    const before = hung;
    const report = await runDueDeliveries(opts, PASS_LIMIT, PASS_CONCURRENCY);
    expect(report.postponed).toBeGreaterThan(0);
    expect(hung).toBe(before);
    const waiting = (await store.listDeliveries(c.ownerId, c.webhookId)).filter((d) => d.status === 'pending' && d.attempts.length === 0);
    expect(waiting.length).toBeGreaterThan(50);
    expect(waiting.filter((d) => (d.nextAttemptAt ?? 0) >= parked.parkedUntil!).length).toBe(report.postponed);
  });
});
