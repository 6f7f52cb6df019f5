/**
 * The delivery worker: takes due deliveries from the outbox, leases each, signs, sends, records
 * the attempt, then marks it delivered or schedules the retry (backoff with full jitter over 3 days;
 * after that the delivery fails and its endpoint is disabled with the reason).
 *
 * Charging goes through the `DeliveryBilling` port: a hold naming the delivery as its stored work is
 * taken before the POST of an event not yet charged; "delivered" is stored together with the hold's
 * receipt (one conditional write, only while the delivery is pending), then the hold is settled;
 * it is released when the attempt failed or another attempt stored "delivered" first. A worker
 * that dies anywhere in between leaves the hold to the reconciler, which settles it when the
 * delivery's receipt names it and releases it otherwise: of all the holds the attempts of one
 * delivery take (each attempt its own hold id), only the one named by the stored receipt is kept,
 * so the event is charged once (docs/webhooks.md, Prices). A short account's delivery is postponed without counting an attempt: it waits,
 * it is never dropped. `creditsBilling` (./billing.ts) implements the port on the credits holds.
 */
import type { AddressPolicy } from './address-policy';
import { afterFailure } from './retry';
import { sendWebhook, type Resolver, type SendResult } from './sender';
import { activeSecrets, SIGNATURE_HEADER, signatureHeader } from './signing';
import type { Receipt } from '../store/types';
import { fairOrder } from './fairness';
import type { Delivery, DeliveryAttempt, DueRef, WebhookEndpoint, WebhookStore } from './store';

/** A hold taken: its receipt `{holdId, held, credits}` is stored with "delivered" (the reconciler reads it). */
export type HoldResult =
  | { ok: true; receipt: Receipt; /** Epoch ms from which the reconciler may end the hold. */ expiresAt: number }
  | { ok: false; /** Set when the endpoint's key can pay no more (revoked, or its account gone): why. Absent: the account is short. */ keyGone?: string };

export interface DeliveryBilling {
  /**
   * Holds 1 credit of the owner for this delivery, on the key that created the endpoint (its money
   * shard, its ledger rows); { ok: false } when the account is short, { ok: false, keyGone } when
   * that key was revoked or its account deleted (the endpoint is then disabled).
   */
  hold(ownerId: string, deliveryId: string, key?: { keyId: string; keySlot?: number }): Promise<HoldResult>;
  /** Keeps the held credit; false when the hold had ended already (the reconciler ended it): nothing moved. */
  settle(receipt: Receipt): Promise<boolean>;
  release(receipt: Receipt): Promise<void>;
}

export interface WorkerOptions {
  store: WebhookStore;
  billing: DeliveryBilling;
  policy: AddressPolicy;
  resolver?: Resolver;
  /** Epoch ms now (injected clock). */
  now: () => number;
  /** In [0, 1): the jitter draw. */
  random: () => number;
  /** How long a lease lasts: longer than an attempt (5 s timeout) with room. */
  leaseMs?: number;
  /** A short account's delivery waits this long before it is tried again. */
  shortRetryMs?: number;
  timeoutMs?: number;
  /** The sender (tests may wrap it). */
  send?: typeof sendWebhook;
}

export const DEFAULT_LEASE_MS = 60_000;
/**
 * An attempt whose hold ends within this margin when its POST is done (the process stalled: a
 * frozen container that woke up) moves the charge to a fresh hold before storing "delivered":
 * the reconciler, which ends a hold once it expired, must find the receipt stored before it looks.
 */
export const HOLD_MARGIN_MS = 60_000;
export const DEFAULT_SHORT_RETRY_MS = 15 * 60_000;

/** Attempts one endpoint may have in flight at once, in a pass or a queue batch (docs/webhooks.md, "Fair delivery"). */
export const ENDPOINT_CONCURRENCY = 2;
/** Attempts in a row that time out before the endpoint is parked... */
export const PARK_AFTER_TIMEOUTS = 3;
/** ...for this long (its deliveries wait, no attempt counted; the first attempt after it decides again). */
export const PARK_MS = 5 * 60_000;
/** Due keys a pass looks at to deal its share fairly (keys and endpoints only: small items). */
export const DUE_WINDOW = 500;

export interface BatchReport {
  delivered: number;
  failed: number;
  retried: number;
  postponed: number;
  skipped: number;
}

const endpointId = (ownerId: string, webhookId: string): string => `${ownerId}\u0000${webhookId}`;

/**
 * The endpoints one pass has read, by owner and id: a pass reads each endpoint once however many of
 * its deliveries it takes (the deliveries of one event to 100 endpoints, or of 100 events to one).
 * A pass lasts seconds; an endpoint deleted or rotated meanwhile is seen by the next pass (a
 * rotated secret's predecessor stays valid for 24 h anyway).
 */
export class EndpointCache {
  private readonly seen = new Map<string, Promise<WebhookEndpoint | undefined>>();
  /** Endpoints whose attempt timed out in this pass: their other deliveries wait for the next (./fairness.ts). */
  private readonly slow = new Set<string>();
  constructor(private readonly store: WebhookStore) {}
  timedOut(ownerId: string, webhookId: string): void {
    this.slow.add(endpointId(ownerId, webhookId));
  }
  isSlow(ownerId: string, webhookId: string | undefined): boolean {
    return webhookId !== undefined && this.slow.has(endpointId(ownerId, webhookId));
  }
  get(ownerId: string, webhookId: string): Promise<WebhookEndpoint | undefined> {
    const k = `${ownerId}\u0000${webhookId}`;
    let p = this.seen.get(k);
    if (!p) {
      p = this.store.getEndpoint(ownerId, webhookId);
      // a failed read is not remembered
      p.catch(() => this.seen.delete(k));
      this.seen.set(k, p);
    }
    return p;
  }
  /** This pass disabled the endpoint: its other deliveries in the pass see it disabled. */
  disabled(endpoint: WebhookEndpoint, at: string, reason: string): void {
    this.seen.set(`${endpoint.ownerId}\u0000${endpoint.webhookId}`, Promise.resolve({ ...endpoint, disabledAt: at, disabledReason: reason }));
  }
}

const keyOf = (endpoint: WebhookEndpoint): { keyId: string; keySlot?: number } | undefined =>
  endpoint.keyId ? { keyId: endpoint.keyId, ...(endpoint.keySlot !== undefined ? { keySlot: endpoint.keySlot } : {}) } : undefined;

/**
 * The attempt stalled until its hold is about to end (HOLD_MARGIN_MS): the reconciler could release
 * it before the receipt naming it is stored, and the event would go out unpaid. The charge moves to
 * a fresh hold and the old one is given back (a no-op when the reconciler ended it already).
 * Undefined when the account is short now: the event, already sent, is stored as delivered and
 * not charged (`charged: false`; a redeliver charges it).
 */
async function freshHold(d: Delivery, endpoint: WebhookEndpoint, old: Receipt, opts: WorkerOptions): Promise<Receipt | undefined> {
  const fresh = await opts.billing.hold(d.ownerId, d.deliveryId, keyOf(endpoint));
  await opts.billing.release(old);
  return fresh.ok ? fresh.receipt : undefined;
}

/** The `disabledReason` of an endpoint whose creating key can pay no more (docs/webhooks.md). */
export const keyGoneReason = (endpoint: Pick<WebhookEndpoint, 'keyId'>, why: string): string =>
  `the API key that created this webhook${endpoint.keyId ? ` (${endpoint.keyId})` : ''} can no longer pay for its events: ${why}; create the webhook again with a live key`;

/** Delivers one leased delivery; returns what became of it. `endpoints`: the pass's cache (none: read). */
export async function deliverOne(d: Delivery, opts: WorkerOptions, endpoints?: EndpointCache): Promise<'delivered' | 'retried' | 'failed' | 'postponed' | 'skipped'> {
  const { store } = opts;
  const now = opts.now();
  const endpoint = await (endpoints ? endpoints.get(d.ownerId, d.webhookId) : store.getEndpoint(d.ownerId, d.webhookId));
  if (!endpoint || endpoint.disabledAt) {
    const attempt: DeliveryAttempt = { at: new Date(now).toISOString(), latencyMs: 0, error: endpoint ? 'endpoint disabled' : 'endpoint deleted' };
    await store.markFailed(d, attempt, d.firstFailureAt ?? now, undefined);
    return 'failed';
  }
  // an endpoint that kept timing out is parked: its deliveries wait without an attempt (nor a hold)
  if (endpoint.parkedUntil !== undefined && endpoint.parkedUntil > now) {
    await store.postpone(d, endpoint.parkedUntil);
    return 'postponed';
  }
  let receipt: Receipt | undefined;
  let holdEnds = Infinity;
  if (!d.charged && !d.free) {
    const hold = await opts.billing.hold(d.ownerId, d.deliveryId, keyOf(endpoint));
    if (!hold.ok && hold.keyGone) {
      // nothing can pay for this endpoint's events any more: the attempt is recorded, the endpoint disabled with the reason
      await store.markFailed(d, { at: new Date(now).toISOString(), latencyMs: 0, error: hold.keyGone }, d.firstFailureAt ?? now, undefined);
      const at = new Date(now).toISOString();
      const reason = keyGoneReason(endpoint, hold.keyGone);
      await store.disableEndpoint(d.ownerId, d.webhookId, at, reason);
      endpoints?.disabled(endpoint, at, reason);
      return 'failed';
    }
    if (!hold.ok) {
      await store.postpone(d, now + (opts.shortRetryMs ?? DEFAULT_SHORT_RETRY_MS));
      return 'postponed';
    }
    receipt = hold.receipt;
    holdEnds = hold.expiresAt;
  }
  const header = signatureHeader(activeSecrets(endpoint, now), now, d.body);
  const result: SendResult = await (opts.send ?? sendWebhook)(endpoint.url, d.body, { [SIGNATURE_HEADER]: header }, {
    policy: opts.policy,
    resolver: opts.resolver,
    timeoutMs: opts.timeoutMs,
  });
  if (result.error === 'timeout') {
    endpoints?.timedOut(d.ownerId, d.webhookId);
    await store.noteTimeout(d.ownerId, d.webhookId, opts.now(), PARK_AFTER_TIMEOUTS, PARK_MS);
  } else if (endpoint.timeouts !== undefined || endpoint.parkedUntil !== undefined) {
    // it answered (even with an error): the run of timeouts ends
    await store.clearTimeouts(d.ownerId, d.webhookId);
  }
  const attempt: DeliveryAttempt = {
    at: new Date(now).toISOString(),
    latencyMs: result.latencyMs,
    ...(result.statusCode !== undefined ? { statusCode: result.statusCode } : {}),
    ...(result.error ? { error: result.error } : {}),
  };
  if (result.ok) {
    if (receipt && opts.now() > holdEnds - HOLD_MARGIN_MS) receipt = await freshHold(d, endpoint, receipt, opts);
    // "delivered" and the receipt of this attempt's hold in one write: from here the hold is the charge
    const stored = await store.markDelivered(d, attempt, receipt);
    if (receipt) {
      // (a settle that finds the hold ended moves nothing: the reconciler ended it, see Prices in docs/webhooks.md)
      if (stored) await opts.billing.settle(receipt);
      else await opts.billing.release(receipt);
    }
    return stored ? 'delivered' : 'skipped';
  }
  if (receipt) await opts.billing.release(receipt);
  const first = d.firstFailureAt ?? now;
  const decision = afterFailure(first, d.failures + 1, now, opts.random);
  if (decision.kind === 'retry') {
    await store.markFailed(d, attempt, first, decision.nextAttemptAt);
    return 'retried';
  }
  await store.markFailed(d, attempt, first, undefined);
  const at = new Date(now).toISOString();
  const reason = `deliveries failed for 3 days since ${new Date(first).toISOString()}; last error: ${result.error ?? 'unknown'}`;
  await store.disableEndpoint(d.ownerId, d.webhookId, at, reason);
  endpoints?.disabled(endpoint, at, reason);
  return 'failed';
}

/**
 * One pass over the due deliveries (at most `limit`): lease, deliver, record, `concurrency` at a
 * time (default 1), fairly between tenants (docs/webhooks.md, "Fair delivery"): the pass looks at
 * the `DUE_WINDOW` soonest due keys and deals `limit` of them out account by account and endpoint by
 * endpoint (`fairOrder`); an endpoint has at most `ENDPOINT_CONCURRENCY` attempts in flight, and once
 * one of its attempts timed out its other deliveries wait for the next pass (they stay due). Memory
 * stays bounded by the window: the pass holds only those keys and the endpoints they name (each read
 * once per pass).
 */
export async function runDueDeliveries(opts: WorkerOptions, limit = 25, concurrency = 1): Promise<BatchReport> {
  const report: BatchReport = { delivered: 0, failed: 0, retried: 0, postponed: 0, skipped: 0 };
  const now = opts.now();
  const due = fairOrder(await opts.store.due(now, Math.max(limit, DUE_WINDOW)), { take: limit, perEndpoint: Math.max(ENDPOINT_CONCURRENCY, Math.ceil(limit / 4)) });
  const endpoints = new EndpointCache(opts.store);
  const inFlight = new Map<string, number>();
  const left = [...due];
  /** The next key whose endpoint has room (and did not time out in this pass); undefined when none. */
  const pick = (): DueRef | undefined => {
    for (let i = 0; i < left.length; i++) {
      const ref = left[i]!;
      if (endpoints.isSlow(ref.ownerId, ref.webhookId)) {
        left.splice(i--, 1);
        report.skipped += 1;
        continue;
      }
      const e = endpointId(ref.ownerId, ref.webhookId ?? '');
      if ((inFlight.get(e) ?? 0) >= ENDPOINT_CONCURRENCY) continue;
      left.splice(i, 1);
      inFlight.set(e, (inFlight.get(e) ?? 0) + 1);
      return ref;
    }
    return undefined;
  };
  const lane = async (): Promise<void> => {
    for (let ref = pick(); ref; ref = pick()) {
      try {
        // the lease answers the delivery as leased (one round trip)
        const d = await opts.store.lease(ref, now, now + (opts.leaseMs ?? DEFAULT_LEASE_MS));
        if (!d || d.status !== 'pending') report.skipped += 1;
        else report[await deliverOne(d, opts, endpoints)] += 1;
      } finally {
        const e = endpointId(ref.ownerId, ref.webhookId ?? '');
        inFlight.set(e, (inFlight.get(e) ?? 1) - 1);
      }
    }
  };
  // a lane ends when every key left belongs to an endpoint at its cap: the lanes working those endpoints take them
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, due.length)) }, lane));
  // keys left behind (their endpoint timed out meanwhile) stay due for the next pass
  report.skipped += left.length;
  return report;
}
