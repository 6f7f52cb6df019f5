/**
 * The deployed delivery path (docs/webhooks.md, "Deployed delivery"): the outbox stays the truth,
 * a queue only carries keys.
 *
 * - The dispatcher (functions/scheduled/webhook-dispatch.ts, every minute) takes the due keys of the
 *   outbox (`byDue`), claims each with the conditional lease (its `nextAttemptAt` moves to
 *   `now + CLAIM_MS`) and sends the claimed keys, with the claim, to the queue (10 per call). A
 *   claimed key is no longer due, so the next runs do not queue it again while its message waits.
 * - The worker (functions/ops/webhook-worker.ts, the queue's consumer) leases each key on the very
 *   claim its message carries (`leaseClaimed`: nextAttemptAt must still be that claim), then runs the
 *   same `deliverOne` as the local worker. A message of an older claim, a duplicate, or one whose
 *   delivery was leased, retried or stored meanwhile takes nothing and is acknowledged.
 * - A key lost anywhere (message dropped or dead-lettered, dispatcher or worker crash) falls due again
 *   when its claim (or the worker's lease) ends, and the dispatcher queues it again: nothing is lost.
 *
 * The queue is a port (`KeyQueue`); ./sqs.ts implements it on SQS.
 */
import { fairOrder } from './fairness';
import type { DueRef, WebhookStore } from './store';
import { DEFAULT_LEASE_MS, deliverOne, DUE_WINDOW, EndpointCache, ENDPOINT_CONCURRENCY, type WorkerOptions } from './worker';

/** A delivery key as a queue message carries it: the claim is the `nextAttemptAt` the dispatcher set. */
export interface QueuedKey {
  ownerId: string;
  deliveryId: string;
  claim: number;
  /** The endpoint (the worker's per-endpoint cap); absent in messages queued before it was carried. */
  webhookId?: string;
}

/** The queue: sends at most SEND_BATCH keys, answers those it could not queue. */
export interface KeyQueue {
  sendBatch(keys: readonly QueuedKey[]): Promise<QueuedKey[]>;
}

/** SQS SendMessageBatch takes at most 10 messages. */
export const SEND_BATCH = 10;
/** Due keys one page of the dispatcher claims. */
export const DISPATCH_PAGE = 100;
/**
 * Keys of one endpoint a dispatcher run queues at most (the run is every minute): its share of the
 * queue, so one endpoint's backlog cannot fill it ahead of the others (docs/webhooks.md, "Fair delivery").
 */
export const DISPATCH_PER_ENDPOINT = 100;

/** The worker function's timeout; its lease (DEFAULT_LEASE_MS, 60 s) outlasts it. */
export const WORKER_TIMEOUT_SECONDS = 30;
/** The queue's visibility timeout: 6 times the worker's timeout (AWS's guidance for a Lambda consumer). */
export const QUEUE_VISIBILITY_SECONDS = 6 * WORKER_TIMEOUT_SECONDS;
/** Receives of a message before it goes to the dead-letter queue. */
export const QUEUE_MAX_RECEIVE_COUNT = 5;
/**
 * How long a dispatched key stays claimed: as long as SQS may hand its message out (every receive,
 * each followed by a visibility timeout), so a key is not queued again while its message can still be
 * processed; after that it falls due again (a lost message costs at most this delay).
 */
export const CLAIM_MS = QUEUE_VISIBILITY_SECONDS * QUEUE_MAX_RECEIVE_COUNT * 1000;

export interface DispatchOptions {
  store: WebhookStore;
  queue: KeyQueue;
  /** Epoch ms now. */
  now: () => number;
  claimMs?: number;
  pageSize?: number;
  /** True when the run must stop (its time is nearly up): checked between pages. */
  stop?: () => boolean;
  /** Keys of one endpoint per run (default DISPATCH_PER_ENDPOINT). */
  perEndpoint?: number;
}

export interface DispatchReport {
  /** Keys claimed and queued. */
  queued: number;
  /** Due keys another dispatcher (or a stale index read) had claimed first. */
  skipped: number;
  /** Claimed keys the queue refused: their claim was given back (due again at once). */
  released: number;
  pages: number;
}

/**
 * Queues the due keys: page by page, claim up to 10 keys, send them, give back the claims of those
 * the queue refused. Stops on an empty page, a page of which nothing could be claimed (the index
 * lags behind the claims), a short page or `stop()`. A failing call to the queue gives back its
 * batch's claims and throws (the run fails, its alarm fires, the next run tries again).
 */
export async function dispatchDue(opts: DispatchOptions): Promise<DispatchReport> {
  const { store, queue } = opts;
  const pageSize = opts.pageSize ?? DISPATCH_PAGE;
  const claimMs = opts.claimMs ?? CLAIM_MS;
  const report: DispatchReport = { queued: 0, skipped: 0, released: 0, pages: 0 };
  // the keys this run took per endpoint and per account: the fair share spans the run's pages
  const taken = new Map<string, number>();
  for (;;) {
    const now = opts.now();
    // a window of the soonest due keys, dealt out account by account and endpoint by endpoint (./fairness.ts)
    const window: DueRef[] = await store.due(now, Math.max(pageSize, DUE_WINDOW));
    const due = fairOrder(window, { take: pageSize, perEndpoint: opts.perEndpoint ?? DISPATCH_PER_ENDPOINT, taken });
    report.pages += 1;
    const claim = now + claimMs;
    let claimedInPage = 0;
    for (let i = 0; i < due.length; i += SEND_BATCH) {
      const refs = due.slice(i, i + SEND_BATCH);
      const won = await Promise.all(refs.map((ref) => store.lease(ref, now, claim)));
      const batch: QueuedKey[] = refs
        .filter((_, k) => won[k])
        .map((ref) => ({ ownerId: ref.ownerId, deliveryId: ref.deliveryId, claim, ...(ref.webhookId !== undefined ? { webhookId: ref.webhookId } : {}) }));
      report.skipped += refs.length - batch.length;
      if (batch.length === 0) continue;
      claimedInPage += batch.length;
      let refused: QueuedKey[];
      try {
        refused = await queue.sendBatch(batch);
      } catch (e) {
        for (const key of batch) if (await store.releaseClaim(key, key.claim, now)) report.released += 1;
        throw e;
      }
      for (const key of refused) if (await store.releaseClaim(key, key.claim, now)) report.released += 1;
      report.queued += batch.length - refused.length;
    }
    // done when nothing could be claimed (the rest is over its share, or the index lags) or the window was all there was and all of it was taken
    if (claimedInPage === 0 || opts.stop?.() || (window.length < Math.max(pageSize, DUE_WINDOW) && due.length === window.length)) return report;
  }
}

/** The key a message body carries, or undefined when it is not one. */
export function parseQueuedKey(body: string): QueuedKey | undefined {
  let v: unknown;
  try {
    v = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!v || typeof v !== 'object') return undefined;
  const { ownerId, deliveryId, claim, webhookId } = v as Record<string, unknown>;
  if (typeof ownerId !== 'string' || !ownerId || typeof deliveryId !== 'string' || !deliveryId || typeof claim !== 'number' || !Number.isFinite(claim)) return undefined;
  return { ownerId, deliveryId, claim, ...(typeof webhookId === 'string' && webhookId ? { webhookId } : {}) };
}

export type QueuedOutcome = 'delivered' | 'retried' | 'failed' | 'postponed' | 'skipped';

/**
 * Leases the key on its claim and delivers it (`deliverOne`); 'skipped' when the claim is not current.
 * `endpoints`: the batch's endpoint cache (each endpoint read once per batch, as in a local pass).
 */
export async function deliverQueued(key: QueuedKey, opts: WorkerOptions, endpoints?: EndpointCache): Promise<QueuedOutcome> {
  const now = opts.now();
  const d = await opts.store.leaseClaimed(key, key.claim, now + (opts.leaseMs ?? DEFAULT_LEASE_MS));
  return d ? deliverOne(d, opts, endpoints) : 'skipped';
}

export interface QueueRecord {
  messageId: string;
  body: string;
}

export interface QueueBatchResult {
  /** The records to be received again (SQS partial batch response): exactly those whose processing threw. */
  batchItemFailures: { itemIdentifier: string }[];
  report: Record<QueuedOutcome | 'errors', number>;
}

/**
 * One batch of queue records, all at once: a record whose processing throws (or whose body is not a
 * key) is reported alone, so one bad endpoint or record does not hold the others back.
 */
export async function handleQueueRecords(records: readonly QueueRecord[], opts: WorkerOptions, onError?: (record: QueueRecord, error: unknown) => void): Promise<QueueBatchResult> {
  const report: QueueBatchResult['report'] = { delivered: 0, retried: 0, failed: 0, postponed: 0, skipped: 0, errors: 0 };
  const batchItemFailures: QueueBatchResult['batchItemFailures'] = [];
  const endpoints = new EndpointCache(opts.store);
  // at most ENDPOINT_CONCURRENCY attempts of one endpoint at once; once one timed out, its other
  // records give their claim back (due again: the dispatcher queues them later) instead of holding the batch
  const slots = new Map<string, { n: number; tails: Promise<void>[] }>();
  const outcomes = await Promise.allSettled(
    records.map(async (r) => {
      const key = parseQueuedKey(r.body);
      if (!key) throw new Error('message body is not a delivery key');
      const e = key.webhookId !== undefined ? `${key.ownerId}\u0000${key.webhookId}` : `${key.ownerId}\u0000${key.deliveryId}`;
      const lanes = slots.get(e) ?? { n: 0, tails: [] };
      slots.set(e, lanes);
      // the endpoint's records take its lanes in turn, each lane one record after the other
      const lane = lanes.n++ % ENDPOINT_CONCURRENCY;
      const before = lanes.tails[lane] ?? Promise.resolve();
      let done!: () => void;
      lanes.tails[lane] = new Promise<void>((res) => (done = res));
      try {
        await before;
        if (endpoints.isSlow(key.ownerId, key.webhookId)) return (await opts.store.releaseClaim(key, key.claim, opts.now())) ? 'postponed' : 'skipped';
        return await deliverQueued(key, opts, endpoints);
      } finally {
        done();
      }
    }),
  );
  outcomes.forEach((o, i) => {
    if (o.status === 'fulfilled') {
      report[o.value] += 1;
      return;
    }
    report.errors += 1;
    batchItemFailures.push({ itemIdentifier: records[i]!.messageId });
    onError?.(records[i]!, o.reason);
  });
  return { batchItemFailures, report };
}
