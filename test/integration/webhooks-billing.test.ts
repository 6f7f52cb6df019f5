/**
 * The worker charging through the real credits holds (shared/webhooks/billing.ts) on dynalite: each
 * event delivered costs 1 credit, a failed attempt and a retry cost nothing, a short account's
 * delivery waits (pending, no attempt counted) and goes out once credits arrive.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits, createAccount } from '#shared/accounts/admin';
import { loadConfig } from '#shared/config';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { createDynamoStores } from '#shared/store/stores';
import { startLocalDynamo, type LocalDynamo } from '#shared/store/local-dynamo';
import type { Stores } from '#shared/store/types';
import { creditsBilling } from '#shared/webhooks/billing';
import { buildEvent, deliveryId, serializeEvent } from '#shared/webhooks/events';
import { webhookTablesOf, WebhookStore } from '#shared/webhooks/store';
import { runDueDeliveries, type WorkerOptions } from '#shared/webhooks/worker';

let dynamo: LocalDynamo;
let stores: Stores;
let store: WebhookStore;
let server: Server;
let status = 200;
const got: string[] = [];
let url = '';
const T0 = Date.parse('2026-11-26T12:00:00.000Z');

beforeAll(async () => {
  const config = loadConfig({});
  dynamo = await startLocalDynamo({ tableNames: config.tableNames });
  const doc = createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
  stores = createDynamoStores(doc, config.tableNames);
  // the two tables of shared/store/tables.ts, created by the local stack
  const tables = webhookTablesOf(config.tableNames);
  store = new WebhookStore(doc, tables);
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string }).id);
      res.writeHead(status).end();
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

const balance = async (accountId: string): Promise<number | undefined> => (await stores.accounts.get(accountId))?.balance;

describe('webhook deliveries on the credits holds', () => {
  it('charges 1 per event delivered, nothing for failures, and lets a short account wait', async () => {
    const account = await createAccount(stores, { type: 'personal', name: 'hooks', credits: 2 }, new Date(T0));
    const ep = { ownerId: account.accountId, webhookId: 'wh_billing', url, events: ['sky.lunation' as const], secret: 'whsec_b', createdAt: new Date(T0).toISOString() };
    await store.putEndpoint(ep);
    const ids: string[] = [];
    for (const k of [1, 2, 3]) {
      const e = buildEvent('sky.lunation', [String(k)], new Date(T0).toISOString(), { k });
      const id = deliveryId(e.id, ep.webhookId);
      ids.push(id);
      await store.enqueue({ ownerId: ep.ownerId, deliveryId: id, webhookId: ep.webhookId, eventId: e.id, eventType: e.type, body: serializeEvent(e), createdAt: e.createdAt, nextAttemptAt: T0 + k });
    }
    const clock = { t: T0 + 10 };
    const opts = (): WorkerOptions => ({ store, billing: creditsBilling(stores, () => new Date(clock.t)), policy: { allowLoopback: true }, now: () => clock.t, random: () => 0.5 });

    // the receiver fails first: the holds are released, the balance is whole
    status = 500;
    expect(await runDueDeliveries(opts(), 10)).toMatchObject({ retried: 3 });
    expect(await balance(account.accountId)).toBe(2);

    // it answers now: two events go out and are charged, the third waits for credits
    status = 200;
    clock.t = T0 + 3_600_000;
    expect(await runDueDeliveries(opts(), 10)).toMatchObject({ delivered: 2, postponed: 1 });
    expect(await balance(account.accountId)).toBe(0);
    // (the three retries fell due at the same moment: which one waits is the index's order)
    const states = await Promise.all(ids.map((id) => store.getDelivery(ep.ownerId, id)));
    expect(states.map((d) => d?.status).sort()).toEqual(['delivered', 'delivered', 'pending']);
    expect(states.find((d) => d?.status === 'pending')).toMatchObject({ failures: 1, attempts: [{ statusCode: 500 }], nextAttemptAt: clock.t + 15 * 60_000 });

    await addCredits(stores, account.accountId, 5, new Date(clock.t));
    clock.t += 15 * 60_000;
    expect(await runDueDeliveries(opts(), 10)).toMatchObject({ delivered: 1 });
    expect(await balance(account.accountId)).toBe(4);
    expect(got.filter((g, i) => got.indexOf(g) === i)).toHaveLength(3);
    for (const id of ids) expect((await store.getDelivery(ep.ownerId, id))?.status).toBe('delivered');
  });
});
