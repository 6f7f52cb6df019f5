/**
 * Webhook delivery benchmark (npm run bench:webhooks): BENCH_EVENTS events (default 100) for
 * BENCH_ENDPOINTS endpoints (default 100), i.e. 10,000 deliveries, queued in the outbox of an
 * in-memory dynalite, then drained by the worker against a receiver on loopback that verifies each
 * signature, charged on the real credits holds (one account per 10 endpoints). Prints the time to
 * queue, the time to drain, deliveries per second, and the peak RSS of the process (dynalite runs in
 * a worker thread of the same process, so its memory is counted) sampled every 100 ms, against
 * the RSS before queueing.
 *
 * BENCH_PATH=queue drains through the deployed path instead (docs/webhooks.md, "Deployed delivery"):
 * the dispatcher (`dispatchDue`: claims, SendMessageBatch with the real @aws-sdk/client-sqs to a fake
 * SQS on loopback) and the queue worker (`handleQueueRecords` on batches of 10, 5 at once: the event
 * source's batch size and maximum concurrency), repeated until every delivery is delivered.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addCredits, createAccount } from '#shared/accounts/admin';
import { flushJournal } from '#shared/accounts/journal';
import { loadConfig } from '#shared/config';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { createDynamoStores } from '#shared/store/dynamo-stores';
import { startLocalDynamo } from '#shared/store/local-dynamo';
import { creditsBilling } from '#shared/webhooks/billing';
import { buildEvent, deliveryId, serializeEvent, type WebhookEvent } from '#shared/webhooks/events';
import { verifySignature } from '#shared/webhooks/signing';
import { webhookTablesOf, WebhookStore, type WebhookEndpoint } from '#shared/webhooks/store';
import { runDueDeliveries, type WorkerOptions } from '#shared/webhooks/worker';
import { dispatchDue, handleQueueRecords } from '#shared/webhooks/queue';
import { sqsKeyQueue } from '#shared/webhooks/sqs';
import { SQSClient } from '@aws-sdk/client-sqs';
import { startFakeSqs } from '#test/support/fake-sqs';
import { WORKER_BATCH_SIZE, WORKER_MAX_CONCURRENCY } from '../infra/webhook-delivery';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100);
const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const BATCH = 200;
const PATH = process.env.BENCH_PATH === 'queue' ? 'queue' : 'local';
const mb = (b: number): string => (b / 1048576).toFixed(0);

const main = async (): Promise<void> => {
  const config = loadConfig({});
  const dynamo = await startLocalDynamo({ tableNames: config.tableNames });
  const doc = createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
  const stores = createDynamoStores(doc, config.tableNames);
  // the two tables of shared/store/tables.ts, created by the local stack
  const tables = webhookTablesOf(config.tableNames);
  const store = new WebhookStore(doc, tables);

  let received = 0;
  let badSignatures = 0;
  const seen = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received += 1;
      if (!verifySignature(String(req.headers['blueprint-signature']), body, ['whsec_bench'], Date.now()).ok) badSignatures += 1;
      seen.add(`${(JSON.parse(body) as { id: string }).id}|${req.url}`);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const now = new Date();
  const endpoints: WebhookEndpoint[] = [];
  for (let a = 0; a < Math.ceil(ENDPOINTS / 10); a++) {
    const account = await createAccount(stores, { type: 'personal', name: `bench ${a}`, credits: 1 }, now);
    await addCredits(stores, account.accountId, EVENTS * 10, now);
    for (let k = 0; k < 10 && endpoints.length < ENDPOINTS; k++) {
      const ep: WebhookEndpoint = { ownerId: account.accountId, webhookId: `wh_${a}_${k}`, url: `${base}/e${endpoints.length}`, events: ['sky.lunation'], secret: 'whsec_bench', createdAt: now.toISOString() };
      await store.putEndpoint(ep);
      endpoints.push(ep);
    }
  }
  const events: WebhookEvent[] = Array.from({ length: EVENTS }, (_, i) => buildEvent('sky.lunation', [String(i)], now.toISOString(), { phase: 'full-moon', n: i }));

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);

  const t0 = performance.now();
  const jobs: (() => Promise<unknown>)[] = [];
  for (const e of events)
    for (const ep of endpoints)
      jobs.push(() =>
        store.enqueue({ ownerId: ep.ownerId, deliveryId: deliveryId(e.id, ep.webhookId), webhookId: ep.webhookId, eventId: e.id, eventType: e.type, body: serializeEvent(e), createdAt: e.createdAt, nextAttemptAt: Date.now() }),
      );
  let j = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (j < jobs.length) await jobs[j++]!();
  }));
  const queuedMs = performance.now() - t0;
  console.log(`  queued ${jobs.length} deliveries in ${(queuedMs / 1000).toFixed(1)} s`);

  // the journal of each account item is copied to the ledger after every pass, as the local
  // server's journal copier (and deployed, the accounts table's stream) does: without it the
  // account item grows past DynamoDB's 400 KB item limit (a first run failed so at ~6,000 holds)
  const touched = new Set<string>();
  const billing = creditsBilling(stores, () => new Date(), (item) => touched.add(item));
  const t1 = performance.now();
  const total = EVENTS * ENDPOINTS;
  let delivered = 0;
  let retried = 0;
  let passes = 0;
  let idle = 0;
  const opts: WorkerOptions = { store, billing, policy: { allowLoopback: true }, now: () => Date.now(), random: Math.random };
  const sqs = PATH === 'queue' ? await startFakeSqs() : undefined;
  const queue = sqs ? sqsKeyQueue(new SQSClient({ region: 'us-east-1', endpoint: sqs.url, credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' } }), sqs.queueUrl('bench')) : undefined;
  let cursor = 0;
  let dispatchMs = 0;
  /** The deployed path's round: dispatch what is due, then the worker's batches, 5 at a time, until the queue is empty. */
  const queueRound = async (): Promise<Record<'delivered' | 'retried' | 'failed' | 'postponed' | 'skipped', number>> => {
    const td = performance.now();
    await dispatchDue({ store, queue: queue!, now: () => Date.now() });
    dispatchMs += performance.now() - td;
    const sum = { delivered: 0, retried: 0, failed: 0, postponed: 0, skipped: 0 };
    const lane = async (): Promise<void> => {
      while (cursor < sqs!.messages.length) {
        const batch = sqs!.messages.slice(cursor, cursor + WORKER_BATCH_SIZE).map((m) => ({ messageId: m.messageId, body: m.body }));
        cursor += batch.length;
        const { report, batchItemFailures } = await handleQueueRecords(batch, opts, (_r, e) => console.error(`  record failed: ${e instanceof Error ? e.message : String(e)}`));
        if (batchItemFailures.length) throw new Error(`${batchItemFailures.length} record(s) failed`);
        // deployed, the accounts table's stream copies the journal as the holds land: here after each batch
        for (const item of [...touched]) {
          touched.delete(item);
          await flushJournal(stores, item);
        }
        for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += report[k];
      }
    };
    await Promise.all(Array.from({ length: WORKER_MAX_CONCURRENCY }, lane));
    // the processed messages are gone from the queue (SQS deletes them): keep memory to what waits
    sqs!.messages.splice(0, cursor);
    cursor = 0;
    return sum;
  };
  for (;;) {
    const r = PATH === 'queue' ? await queueRound() : await runDueDeliveries(opts, BATCH, CONCURRENCY);
    passes += 1;
    for (const item of [...touched]) {
      touched.delete(item);
      await flushJournal(stores, item);
    }
    delivered += r.delivered;
    retried += r.retried;
    if (passes % 10 === 0) console.log(`  ... ${delivered} delivered after ${((performance.now() - t1) / 1000).toFixed(0)} s, RSS ${mb(process.memoryUsage().rss)} MB`);
    if (delivered >= total) break;
    // nothing due now (a retry waits for its time, at most a few seconds after a first failure)
    if (r.delivered + r.retried + r.failed + r.postponed + r.skipped === 0) {
      if (++idle > 120) break;
      await new Promise((res) => setTimeout(res, 1000));
    } else idle = 0;
  }
  const drainMs = performance.now() - t1;
  clearInterval(sampler);

  console.log(
    PATH === 'queue'
      ? `webhooks (deployed path: dispatcher + SQS + worker batches of ${WORKER_BATCH_SIZE}, ${WORKER_MAX_CONCURRENCY} at once): ${EVENTS} events x ${ENDPOINTS} endpoints = ${total} deliveries; dispatching took ${(dispatchMs / 1000).toFixed(1)} s of the drain`
      : `webhooks: ${EVENTS} events x ${ENDPOINTS} endpoints = ${total} deliveries, concurrency ${CONCURRENCY}, batches of ${BATCH}`,
  );
  console.log(`  queued in ${(queuedMs / 1000).toFixed(1)} s; drained in ${(drainMs / 1000).toFixed(1)} s (${((total / drainMs) * 1000).toFixed(0)} deliveries/s, ${passes} passes)`);
  console.log(`  delivered ${delivered} (failed attempts retried: ${retried}), received ${received}, distinct (event, endpoint) ${seen.size}, bad signatures ${badSignatures}`);
  console.log(`  RSS before queueing ${mb(rssBefore)} MB, peak ${mb(peak)} MB (+${mb(peak - rssBefore)} MB)`);
  server.closeAllConnections();
  server.close();
  await sqs?.close();
  await dynamo.close();
  process.exit(delivered === total && badSignatures === 0 ? 0 : 1);
};

void main();
