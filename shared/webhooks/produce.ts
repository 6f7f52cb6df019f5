/**
 * Producers of webhook events: turn what happened into deliveries of the outbox, one per
 * (event, subscribed endpoint), before anything is sent. Event ids are deterministic (type and what
 * makes the event unique), delivery ids hash event and endpoint, and the outbox put is conditional:
 * a producer run twice over the same window, or over overlapping windows, enqueues nothing new.
 */
import { jdFromEpochMs } from '../astro/time';
import { skyCalendar, type SkyEvent } from '../events/sky-calendar';
import { buildEvent, deliveryId, serializeEvent, webhookTypeForSkyEvent, type WebhookEvent } from './events';
import type { WebhookEndpoint, WebhookStore } from './store';

/** The sky event types a webhook can carry, in the sky calendar's names. */
const SKY_TYPES = ['eclipse', 'lunation', 'station', 'ingress'] as const;

/** What makes a sky event unique besides its moment (body, phase, kind). */
function skyKey(e: SkyEvent): string[] {
  switch (e.type) {
    case 'eclipse':
      return [e.at, e.kind];
    case 'lunation':
      return [e.at, e.phase];
    case 'station':
      return [e.at, e.body, e.direction];
    case 'ingress':
      return [e.at, e.body, e.sign];
    default:
      return [e.at];
  }
}

/**
 * The webhook events of the sky in [fromMs, toMs) (tropical signs), oldest first.
 *
 * The root finding that places a moment depends a little on where its search starts (a station
 * found from one window start and from another can differ by seconds), and the event id hashes the
 * moment. So the calendar is always computed over whole UTC months, the same inputs on every run,
 * and the window's events are picked from those: runs over overlapping windows give identical
 * moments, hence identical ids, and the outbox keeps one delivery.
 */
export function skyWebhookEvents(fromMs: number, toMs: number, createdAt: string): WebhookEvent[] {
  const out: WebhookEvent[] = [];
  const first = new Date(fromMs);
  for (let m = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1); m < toMs; ) {
    const d = new Date(m);
    const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    const sky = skyCalendar({ startJd: jdFromEpochMs(m), endJd: jdFromEpochMs(next), types: SKY_TYPES });
    for (const e of sky) {
      const at = Date.parse(e.at);
      const type = webhookTypeForSkyEvent(e.type);
      if (type && at >= fromMs && at < toMs) out.push(buildEvent(type, skyKey(e), createdAt, { ...e }));
    }
    m = next;
  }
  return out;
}

export interface PlannedDelivery {
  ownerId: string;
  webhookId: string;
  deliveryId: string;
  event: WebhookEvent;
  /** Delivered without a charge (balance.low: an alert about the balance must reach an account that has none left). */
  free?: boolean;
}

/** Pairs events with the live endpoints subscribed to their type. */
export function planDeliveries(events: readonly WebhookEvent[], endpoints: readonly WebhookEndpoint[]): PlannedDelivery[] {
  const out: PlannedDelivery[] = [];
  for (const event of events) {
    for (const ep of endpoints) {
      if (ep.disabledAt || !(ep.events as string[]).includes(event.type)) continue;
      out.push({ ownerId: ep.ownerId, webhookId: ep.webhookId, deliveryId: deliveryId(event.id, ep.webhookId), event });
    }
  }
  return out;
}

/** Writes the planned deliveries to the outbox, due at `now`; returns how many were new. */
export async function enqueuePlanned(store: WebhookStore, planned: readonly PlannedDelivery[], now: number): Promise<number> {
  let added = 0;
  for (const p of planned) {
    const fresh = await store.enqueue({
      ownerId: p.ownerId,
      deliveryId: p.deliveryId,
      webhookId: p.webhookId,
      eventId: p.event.id,
      eventType: p.event.type,
      body: serializeEvent(p.event),
      createdAt: p.event.createdAt,
      nextAttemptAt: now,
      ...(p.free ? { free: true } : {}),
    });
    if (fresh) added += 1;
  }
  return added;
}
