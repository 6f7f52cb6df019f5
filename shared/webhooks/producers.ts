/**
 * The producers of webhook events over a window of time, with their I/O: each turns what happened
 * into deliveries of the outbox (pure planning in ./produce.ts). `produceEvents` runs them all; the
 * local worker (./local-worker.ts) calls it every 10 minutes over the last hour, the deployed
 * scheduled job the same (windows overlap: deterministic ids and conditional puts queue nothing twice).
 */
import type { Deps } from '../deps';
import { enqueuePlanned, planDeliveries, skyWebhookEvents } from './produce';
import { webhookStore } from './store-access';

/**
 * The sky producer over [fromMs, toMs): the window's eclipses, lunations, stations and ingresses
 * queued for every live endpoint subscribed to them that existed at the event's moment (an endpoint
 * created later does not get the past). Deterministic ids and conditional puts: overlapping runs
 * queue nothing twice. Returns how many deliveries were new.
 */
export async function produceSky(deps: Deps, fromMs: number, toMs: number): Promise<number> {
  const store = webhookStore(deps);
  const now = deps.now();
  const events = skyWebhookEvents(fromMs, toMs, now.toISOString());
  if (events.length === 0) return 0;
  let added = 0;
  for await (const page of store.allEndpoints()) {
    const planned = planDeliveries(events, page).filter((p) => Date.parse(String(p.event.data.at)) >= Date.parse(page.find((e) => e.webhookId === p.webhookId)!.createdAt));
    added += await enqueuePlanned(store, planned, now.getTime());
  }
  return added;
}

/** Every producer over [fromMs, toMs); returns how many deliveries were new. */
export async function produceEvents(deps: Deps, fromMs: number, toMs: number): Promise<number> {
  return produceSky(deps, fromMs, toMs);
}
