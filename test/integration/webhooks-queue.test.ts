/**
 * The deployed delivery path (shared/webhooks/queue.ts, sqs.ts and the two Lambda handlers
 * functions/scheduled/webhook-dispatch.ts and functions/ops/webhook-worker.ts) against real dynalite,
 * the real `@aws-sdk/client-sqs` talking to a fake SQS on loopback (test/support/fake-sqs.ts), and a
 * real receiver on loopback, with the clock under test control:
 *
 * - the producers' job (functions/scheduled/webhook-events.ts) queues a sky event of the last hour
 *   once for a subscribed endpoint, however often its overlapping windows see it;
 * - the dispatcher queues each due key once per claim (pages, a second run, two runs at once), again
 *   once the claim ended, and gives back the claims of keys SQS refused;
 * - the worker handler: a batch where one record's processing throws answers exactly that record in
 *   `batchItemFailures`, the others are delivered (signed, charged once on the real credits holds);
 *   a message of an older claim takes nothing; the strict address policy refuses loopback.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '#shared/accounts/admin';
import { loadConfig } from '#shared/config';
import { createDeps, setDeps, type Deps } from '#shared/deps';
import { startLocalDynamo, type LocalDynamo } from '#shared/store/local-dynamo';
import { buildEvent, deliveryId, serializeEvent } from '#shared/webhooks/events';
import { CLAIM_MS, dispatchDue, handleQueueRecords, parseQueuedKey, type QueuedKey } from '#shared/webhooks/queue';
import { verifySignature } from '#shared/webhooks/signing';
import { sqsKeyQueue, WEBHOOK_QUEUE_URL_ENV } from '#shared/webhooks/sqs';
import { webhookStore } from '#shared/webhooks/store-access';
import type { WebhookEndpoint, WebhookStore } from '#shared/webhooks/store';
import type { DeliveryBilling } from '#shared/webhooks/worker';
import { skyWebhookEvents } from '#shared/webhooks/produce';
import { handler as dispatchHandler } from '../../functions/scheduled/webhook-dispatch';
import { handler as eventsHandler } from '../../functions/scheduled/webhook-events';
import { handler as workerHandler } from '../../functions/ops/webhook-worker';
import { startFakeSqs, type FakeSqs } from '../support/fake-sqs';

let dynamo: LocalDynamo;
let sqs: FakeSqs;
let deps: Deps;
let store: WebhookStore;
let server: Server;
let url = '';
const got: { id: string; body: string; signature: string }[] = [];
const clock = { t: Date.parse('2026-11-26T12:00:00.000Z') };
let n = 0;
const uid = (p: string): string => `${p}${clock.t.toString(36)}_${n++}`;
const savedEnv = { ...process.env };

beforeAll(async () => {
  const config = { ...loadConfig({}), logLevel: 'silent' as const };
  dynamo = await startLocalDynamo({ tableNames: config.tableNames });
  deps = { ...createDeps({ ...config, dynamodbEndpoint: dynamo.endpoint }), now: () => new Date(clock.t) };
  setDeps(deps);
  store = webhookStore(deps);
  sqs = await startFakeSqs();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      got.push({ id: (JSON.parse(body) as { id: string }).id, body, signature: String(req.headers['blueprint-signature']) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  // the handlers read the queue and its endpoint as deployed functions do: from the environment
  process.env[WEBHOOK_QUEUE_URL_ENV] = sqs.queueUrl('webhook-deliveries');
  process.env.AWS_ENDPOINT_URL_SQS = sqs.url;
  process.env.AWS_ACCESS_KEY_ID = 'fake';
  process.env.AWS_SECRET_ACCESS_KEY = 'fake';
});
afterEach(() => {
  delete process.env.WEBHOOKS_ALLOW_LOOPBACK;
});
afterAll(async () => {
  for (const k of [WEBHOOK_QUEUE_URL_ENV, 'AWS_ENDPOINT_URL_SQS', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) {
    if (savedEnv[k] === undefined) delete process.env[k];
    else process.env[k] = savedEnv[k];
  }
  setDeps();
  server?.closeAllConnections();
  await new Promise<void>((r) => server?.close(() => r()));
  await sqs?.close();
  await dynamo?.close();
});

async function endpoint(ownerId: string, extra: Partial<WebhookEndpoint> = {}): Promise<WebhookEndpoint> {
  const ep: WebhookEndpoint = { ownerId, webhookId: uid('wh_'), url, events: ['sky.station'], secret: 'whsec_queue', createdAt: new Date(clock.t).toISOString(), ...extra };
  await store.putEndpoint(ep);
  return ep;
}

async function produce(ep: WebhookEndpoint, k: number, at = clock.t): Promise<string> {
  const event = buildEvent('sky.station', [ep.webhookId, String(k)], new Date(at).toISOString(), { k });
  const dId = deliveryId(event.id, ep.webhookId);
  expect(await store.enqueue({ ownerId: ep.ownerId, deliveryId: dId, webhookId: ep.webhookId, eventId: event.id, eventType: event.type, body: serializeEvent(event), createdAt: event.createdAt, nextAttemptAt: at })).toBe(true);
  return dId;
}

/** The keys the fake SQS holds from index `from` on. */
const queuedSince = (from: number): QueuedKey[] => sqs.messages.slice(from).map((m) => parseQueuedKey(m.body)!);

const sqsEvent = (bodies: string[]): SQSEvent => ({
  Records: bodies.map(
    (body, i): SQSRecord => ({
      messageId: `msg-${n++}-${i}`,
      receiptHandle: `rh-${i}`,
      body,
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: String(clock.t), SenderId: 'x', ApproximateFirstReceiveTimestamp: String(clock.t) },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:webhook-deliveries',
      awsRegion: 'us-east-1',
    }),
  ),
});

/** Receives everything still pending: runs the dispatcher and hands its new messages to the worker handler. */
async function drainPending(): Promise<void> {
  for (;;) {
    const from = sqs.messages.length;
    await dispatchHandler();
    const bodies = sqs.messages.slice(from).map((m) => m.body);
    if (bodies.length === 0) return;
    for (let i = 0; i < bodies.length; i += 10) expect(await workerHandler(sqsEvent(bodies.slice(i, i + 10)))).toEqual({ batchItemFailures: [] });
  }
}

describe('the webhook dispatcher', () => {
  it('queues each due key once per claim, in batches of at most 10, and again once the claim ended', async () => {
    await drainPending(); // nothing left over from elsewhere in the file
    const ep = await endpoint(uid('acc_'));
    const due = await Promise.all(Array.from({ length: 25 }, (_, k) => produce(ep, k)));
    const later = await produce(ep, 99, clock.t + 3_600_000);
    const batchesBefore = sqs.calls.get('SendMessageBatch') ?? 0;
    const from = sqs.messages.length;

    // pages of 7 due keys: the dispatcher goes on until none is due
    const queue = sqsKeyQueue(new SQSClient({ region: 'us-east-1', endpoint: sqs.url, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }), sqs.queueUrl('webhook-deliveries'));
    const report = await dispatchDue({ store, queue, now: () => clock.t, pageSize: 7 });
    expect(report).toMatchObject({ queued: 25, skipped: 0, released: 0 });
    const first = queuedSince(from);
    expect(first.map((k) => k.deliveryId).sort()).toEqual([...due].sort());
    expect(first.every((k) => k.ownerId === ep.ownerId && k.claim === clock.t + CLAIM_MS)).toBe(true);
    expect(first.map((k) => k.deliveryId)).not.toContain(later);
    // 7 + 7 + 7 + 4: each page's keys in sends of at most 10
    expect((sqs.calls.get('SendMessageBatch') ?? 0) - batchesBefore).toBe(4);
    // the claim is the delivery's nextAttemptAt now
    expect((await store.getDelivery(ep.ownerId, due[0]!))!.nextAttemptAt).toBe(clock.t + CLAIM_MS);

    // a minute later (the next scheduled run), and two runs at once: nothing is queued again
    clock.t += 60_000;
    expect(await dispatchHandler()).toMatchObject({ queued: 0 });
    const both = await Promise.all([dispatchHandler(), dispatchHandler()]);
    expect(both.map((r) => r.queued)).toEqual([0, 0]);
    expect(sqs.messages.length - from).toBe(25);

    // the claim ends (every message lost, say): each key falls due and is queued once more, with a new claim
    clock.t += CLAIM_MS;
    const from2 = sqs.messages.length;
    const again = await Promise.all([dispatchHandler(), dispatchHandler()]);
    expect(again[0].queued + again[1].queued).toBe(25);
    const second = queuedSince(from2);
    expect(second.map((k) => k.deliveryId).sort()).toEqual([...due].sort());
    expect(new Set(second.map((k) => k.claim))).toEqual(new Set([clock.t + CLAIM_MS]));

    // an old message (first claim) now takes nothing; the current one delivers, once
    process.env.WEBHOOKS_ALLOW_LOOPBACK = '1';
    const account = await createAccount(deps.stores, { type: 'personal', name: 'queue', credits: 100 }, new Date(clock.t));
    const owned = await endpoint(account.accountId);
    const dId = await produce(owned, 1);
    const from3 = sqs.messages.length;
    await dispatchHandler();
    const [current] = queuedSince(from3).filter((k) => k.deliveryId === dId);
    const stale: QueuedKey = { ...current!, claim: current!.claim - 1 };
    const gotBefore = got.length;
    expect(await workerHandler(sqsEvent([JSON.stringify(stale)]))).toEqual({ batchItemFailures: [] });
    expect(got.length).toBe(gotBefore);
    expect(await workerHandler(sqsEvent([JSON.stringify(current), JSON.stringify(current)]))).toEqual({ batchItemFailures: [] });
    expect(got.slice(gotBefore).map((g) => g.id)).toHaveLength(1);
    expect((await store.getDelivery(owned.ownerId, dId))!.status).toBe('delivered');
    await drainPending();
  });

  it('gives back the claims of keys SQS refused, and fails the run (claims given back) when SQS fails', async () => {
    await drainPending();
    const ep = await endpoint(uid('acc_'));
    const ids = await Promise.all(Array.from({ length: 4 }, (_, k) => produce(ep, k)));
    const refused = ids[2]!;
    sqs.failNext(1, { entries: (body) => body.includes(refused) });
    const from = sqs.messages.length;
    expect(await dispatchHandler()).toMatchObject({ queued: 3, released: 1 });
    expect(queuedSince(from).map((k) => k.deliveryId).sort()).toEqual(ids.filter((i) => i !== refused).sort());
    // due again at once: the next run queues it
    expect((await store.getDelivery(ep.ownerId, refused))!.nextAttemptAt).toBe(clock.t);
    const from2 = sqs.messages.length;
    expect(await dispatchHandler()).toMatchObject({ queued: 1 });
    expect(queuedSince(from2).map((k) => k.deliveryId)).toEqual([refused]);

    // SQS down: the run throws (its alarm fires), the keys stay due for the next run
    const more = await Promise.all(Array.from({ length: 3 }, (_, k) => produce(ep, 10 + k)));
    // the SDK retries a 500 itself (3 attempts in all): fail them all
    sqs.failNext(3, { call: true });
    await expect(dispatchHandler()).rejects.toThrow();
    for (const id of more) expect((await store.getDelivery(ep.ownerId, id))!.nextAttemptAt).toBe(clock.t);
    const from3 = sqs.messages.length;
    expect(await dispatchHandler()).toMatchObject({ queued: 3 });
    expect(queuedSince(from3).map((k) => k.deliveryId).sort()).toEqual([...more].sort());
  });
});

describe('the webhook worker handler', () => {
  it('answers exactly the record whose processing threw in batchItemFailures and delivers the others', async () => {
    await drainPending();
    process.env.WEBHOOKS_ALLOW_LOOPBACK = '1';
    const account = await createAccount(deps.stores, { type: 'personal', name: 'worker', credits: 10 }, new Date(clock.t));
    const ep = await endpoint(account.accountId);
    const ids = await Promise.all(Array.from({ length: 4 }, (_, k) => produce(ep, k)));
    const from = sqs.messages.length;
    await dispatchHandler();
    const keys = queuedSince(from).filter((k) => ids.includes(k.deliveryId));
    expect(keys).toHaveLength(4);
    const bodies = [...keys.map((k) => JSON.stringify(k)), '{"not":"a key"}'];
    const event = sqsEvent(bodies);
    const gotBefore = got.length;
    const answer = await workerHandler(event);
    // the record that is not a key is the only failure; the four deliveries went out
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: event.Records[4]!.messageId }]);
    const received = got.slice(gotBefore);
    expect(received).toHaveLength(4);
    for (const r of received) expect(verifySignature(r.signature, r.body, ['whsec_queue'], clock.t).ok).toBe(true);
    for (const id of ids) expect((await store.getDelivery(ep.ownerId, id))!.status).toBe('delivered');
    // charged once each on the real credits holds
    expect((await deps.stores.accounts.get(account.accountId))!.balance).toBe(6);
  });

  it('reports a record whose delivery throws (the billing store failing) alone; the others of the batch are delivered', async () => {
    await drainPending();
    const good = await endpoint(uid('acc_'));
    const bad = await endpoint(uid('acc_'));
    const goodIds = await Promise.all([produce(good, 1), produce(good, 2)]);
    const badId = await produce(bad, 1);
    const from = sqs.messages.length;
    await dispatchHandler();
    const keys = queuedSince(from);
    const billing: DeliveryBilling = {
      hold: (ownerId, deliveryId) =>
        ownerId === bad.ownerId
          ? Promise.reject(new Error('ProvisionedThroughputExceededException'))
          : Promise.resolve({ ok: true, receipt: { holdId: `h-${deliveryId}`, held: 1, credits: 1 }, expiresAt: clock.t + 300_000 }),
      settle: () => Promise.resolve(true),
      release: () => Promise.resolve(),
    };
    const records = keys.map((k, i) => ({ messageId: `m${i}`, body: JSON.stringify(k) }));
    const errors: string[] = [];
    const gotBefore = got.length;
    const r = await handleQueueRecords(records, { store, billing, policy: { allowLoopback: true }, now: () => clock.t, random: () => 0.5, timeoutMs: 2000 }, (rec) => errors.push(rec.messageId));
    const badRecord = records.find((x) => x.body.includes(badId))!;
    expect(r.batchItemFailures).toEqual([{ itemIdentifier: badRecord.messageId }]);
    expect(errors).toEqual([badRecord.messageId]);
    expect(r.report).toMatchObject({ delivered: 2, errors: 1 });
    expect(got.slice(gotBefore).map((g) => JSON.parse(g.body) as { data: { k: number } }).map((b) => b.data.k).sort()).toEqual([1, 2]);
    for (const id of goodIds) expect((await store.getDelivery(good.ownerId, id))!.status).toBe('delivered');
    // the failed one is leased, not lost: pending, due again when the lease ends
    const left = (await store.getDelivery(bad.ownerId, badId))!;
    expect(left.status).toBe('pending');
    expect(left.nextAttemptAt).toBeGreaterThan(clock.t);
  });

  it('reads each endpoint once per batch (the deliveries of one endpoint share the read)', async () => {
    await drainPending();
    const ep = await endpoint(uid('acc_'));
    const ids = await Promise.all(Array.from({ length: 4 }, (_, k) => produce(ep, 20 + k)));
    const from = sqs.messages.length;
    await dispatchHandler();
    const keys = queuedSince(from).filter((k) => ids.includes(k.deliveryId));
    expect(keys).toHaveLength(4);
    let reads = 0;
    const counting = Object.create(store) as typeof store;
    counting.getEndpoint = (ownerId, webhookId) => {
      reads += 1;
      return store.getEndpoint(ownerId, webhookId);
    };
    const billing: DeliveryBilling = {
      hold: (_ownerId, deliveryId) => Promise.resolve({ ok: true, receipt: { holdId: `h-${deliveryId}`, held: 1, credits: 1 }, expiresAt: clock.t + 300_000 }),
      settle: () => Promise.resolve(true),
      release: () => Promise.resolve(),
    };
    const records = keys.map((k, i) => ({ messageId: `e${i}`, body: JSON.stringify(k) }));
    const r = await handleQueueRecords(records, { store: counting, billing, policy: { allowLoopback: true }, now: () => clock.t, random: () => 0.5, timeoutMs: 2000 });
    expect(r.report).toMatchObject({ delivered: 4, errors: 0 });
    expect(reads).toBe(1);
  });

  it('refuses a loopback receiver with the deployed (strict) address policy: a failed attempt, retried later', async () => {
    await drainPending();
    const account = await createAccount(deps.stores, { type: 'personal', name: 'strict', credits: 10 }, new Date(clock.t));
    const ep = await endpoint(account.accountId);
    const id = await produce(ep, 1);
    const from = sqs.messages.length;
    await dispatchHandler();
    const key = queuedSince(from).find((k) => k.deliveryId === id)!;
    const gotBefore = got.length;
    expect(await workerHandler(sqsEvent([JSON.stringify(key)]))).toEqual({ batchItemFailures: [] });
    expect(got.length).toBe(gotBefore);
    const d = (await store.getDelivery(ep.ownerId, id))!;
    expect(d.status).toBe('pending');
    expect(d.failures).toBe(1);
    expect(d.attempts[0]!.error).toMatch(/refused|not public|https/);
    // nothing charged for a failed attempt
    expect((await deps.stores.accounts.get(account.accountId))!.balance).toBe(10);
  });
});

describe('the webhook producers’ job', () => {
  it('queues a sky event of the last hour once for a subscribed endpoint, over overlapping runs', async () => {
    // the first sky event of March 2026 (eclipse, lunation, station or ingress), and an endpoint subscribed to its type
    const [event] = skyWebhookEvents(Date.parse('2026-03-01T00:00:00Z'), Date.parse('2026-03-15T00:00:00Z'), new Date().toISOString());
    expect(event).toBeDefined();
    const at = Date.parse(String(event!.data.at));
    const saved = clock.t;
    try {
      clock.t = at - 86_400_000;
      const ep = await endpoint(uid('acc_'), { events: [event!.type] });
      const dId = deliveryId(event!.id, ep.webhookId);
      // a run whose hour ends before the event: nothing for it
      clock.t = at - 60_000;
      await eventsHandler();
      expect(await store.getDelivery(ep.ownerId, dId)).toBeUndefined();
      // the runs of the next hour (every 10 minutes, each over the last 60): queued by the first, once
      clock.t = at + 5 * 60_000;
      const first = await eventsHandler();
      expect(first.queued).toBeGreaterThanOrEqual(1);
      const d = (await store.getDelivery(ep.ownerId, dId))!;
      expect(d).toMatchObject({ status: 'pending', eventId: event!.id, eventType: event!.type, webhookId: ep.webhookId });
      expect((JSON.parse(d.body) as { id: string }).id).toBe(event!.id);
      for (let k = 1; k <= 5; k++) {
        clock.t = at + 5 * 60_000 + k * 10 * 60_000;
        await eventsHandler();
      }
      const all = await store.listDeliveries(ep.ownerId, ep.webhookId);
      expect(all.map((x) => x.deliveryId)).toEqual([dId]);
    } finally {
      clock.t = saved;
    }
  });
});
