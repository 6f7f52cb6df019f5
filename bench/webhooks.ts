/**
 * Webhook delivery benchmark (npm run bench:webhooks): BENCH_EVENTS events (default 100) for
 * BENCH_ENDPOINTS endpoints (default 100), i.e. 10,000 deliveries, queued in the outbox of an
 * in-memory dynalite, then drained by the worker against a receiver on loopback that verifies each
 * signature, charged on the real credits holds (one account per 10 endpoints). Prints the time to
 * queue, the time to drain, deliveries per second, and the peak RSS of the process (dynalite runs in
 * a worker thread of the same process, so its memory is counted) sampled every 100 ms, against
 * the RSS before queueing, the peak heap of the main thread (the worker; dynalite's tables live in its
 * own thread), and the load average during the run (the machine may be shared).
 * BENCH_PROFILE=1 adds the store round trips of the drain per delivery and their mean time;
 * BENCH_STORE_DIR=<dir> keeps dynalite's tables on disk (LevelDB) instead of in memory.
 *
 * BENCH_PATH=queue drains through the deployed path instead (docs/webhooks.md, "Deployed delivery"):
 * the dispatcher (`dispatchDue`: claims, SendMessageBatch with the real @aws-sdk/client-sqs to a fake
 * SQS on loopback) and the queue worker (`handleQueueRecords` on batches of 10, 5 at once: the event
 * source's batch size and maximum concurrency), repeated until every delivery is delivered.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { addCredits, createAccount } from '#shared/accounts/admin';
import { flushJournal } from '#shared/accounts/journal';
import { loadConfig } from '#shared/config';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { createDynamoStores } from '#shared/store/stores';
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
  // BENCH_STORE_DIR=<dir>: dynalite on disk (LevelDB in a new folder there, removed after) instead of in memory
  const dir = process.env.BENCH_STORE_DIR ? mkdtempSync(join(process.env.BENCH_STORE_DIR, 'webhooks-bench-')) : undefined;
  const dynamo = await startLocalDynamo({ tableNames: config.tableNames, ...(dir ? { path: dir } : {}) });
  const doc = createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
  // BENCH_PROFILE=1: count the store round trips of the drain and their time, by command and table
  const profile = new Map<string, { n: number; ms: number }>();
  let profiling = false;
  if (process.env.BENCH_PROFILE) {
    const send = doc.send.bind(doc) as (c: unknown) => Promise<unknown>;
    (doc as unknown as { send: (c: unknown) => Promise<unknown> }).send = async (c: unknown) => {
      if (!profiling) return send(c);
      const input = (c as { input?: { TableName?: string } }).input;
      const k = `${(c as object).constructor.name} ${input?.TableName ?? ''}`;
      const t = performance.now();
      try {
        return await send(c);
      } finally {
        const p = profile.get(k) ?? { n: 0, ms: 0 };
        p.n += 1;
        p.ms += performance.now() - t;
        profile.set(k, p);
      }
    };
  }
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
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = rssBefore;
  // the main thread's heap: the worker, the receiver and the SDK (dynalite's tables are in its own thread's heap)
  let peakHeap = heapBefore;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 100);
  const loads: number[] = [loadavg()[0]!];
  const loadSampler = setInterval(() => loads.push(loadavg()[0]!), 10_000);

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
  profiling = true;
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
    if (passes % 10 === 0)
      console.log(`  ... ${delivered} delivered after ${((performance.now() - t1) / 1000).toFixed(0)} s, RSS ${mb(process.memoryUsage().rss)} MB, main heap ${mb(process.memoryUsage().heapUsed)} MB, load ${loadavg()[0]!.toFixed(1)}`);
    if (delivered >= total) break;
    // nothing due now (a retry waits for its time, at most a few seconds after a first failure)
    if (r.delivered + r.retried + r.failed + r.postponed + r.skipped === 0) {
      if (++idle > 120) break;
      await new Promise((res) => setTimeout(res, 1000));
    } else idle = 0;
  }
  const drainMs = performance.now() - t1;
  clearInterval(sampler);
  clearInterval(loadSampler);
  loads.push(loadavg()[0]!);

  console.log(
    PATH === 'queue'
      ? `webhooks (deployed path: dispatcher + SQS + worker batches of ${WORKER_BATCH_SIZE}, ${WORKER_MAX_CONCURRENCY} at once): ${EVENTS} events x ${ENDPOINTS} endpoints = ${total} deliveries; dispatching took ${(dispatchMs / 1000).toFixed(1)} s of the drain; store ${dir ? 'on disk' : 'in memory'}`
      : `webhooks: ${EVENTS} events x ${ENDPOINTS} endpoints = ${total} deliveries, concurrency ${CONCURRENCY}, batches of ${BATCH}, store ${dir ? 'on disk' : 'in memory'}`,
  );
  console.log(`  queued in ${(queuedMs / 1000).toFixed(1)} s; drained in ${(drainMs / 1000).toFixed(1)} s (${((total / drainMs) * 1000).toFixed(0)} deliveries/s, ${passes} passes)`);
  console.log(`  delivered ${delivered} (failed attempts retried: ${retried}), received ${received}, distinct (event, endpoint) ${seen.size}, bad signatures ${badSignatures}`);
  for (const [k, p] of [...profile].sort((a, b) => b[1].ms - a[1].ms))
    console.log(`  profile: ${k}: ${p.n} calls, ${(p.n / total).toFixed(2)} per delivery, mean ${(p.ms / p.n).toFixed(1)} ms`);
  console.log(`  RSS before queueing ${mb(rssBefore)} MB, peak ${mb(peak)} MB (+${mb(peak - rssBefore)} MB); main-thread heap before ${mb(heapBefore)} MB, peak ${mb(peakHeap)} MB`);
  console.log(`  load average (1 min) during the run: ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}, at the end ${loads.at(-1)!.toFixed(1)} (${availableParallelism()} cores, shared)`);
  server.closeAllConnections();
  server.close();
  await sqs?.close();
  await dynamo.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  process.exit(delivered === total && badSignatures === 0 ? 0 : 1);
};

void main();
