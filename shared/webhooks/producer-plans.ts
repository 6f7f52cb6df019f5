/**
 * Pure planning of the webhook events that are not the sky's (docs/webhooks.md): `transit.exact`,
 * `horoscope.published` and `balance.low`. Plain data in, events out, no I/O besides the ephemeris;
 * the producers (./producers.ts) read the endpoints, blueprints, daily records and balances and
 * write the outbox. Every event id is deterministic, so a run repeated, or runs over overlapping
 * windows, or a run that crashed half-way and ran again, find the same ids and the conditional
 * outbox put keeps one delivery per (event, endpoint).
 */
import { jdFromEpochMs } from '../astro/time';
import { SIGN_KEYS, type SignKey } from '../astro/zodiac';
import { exactTransits, type CalendarPerson } from '../calendars/index';
import { balanceLowCrossing, buildEvent, type WebhookEvent } from './events';
import type { WebhookEndpoint } from './store';

const DAY_MS = 86_400_000;

/**
 * The whole UTC months that cover [fromMs, toMs), as [start, end) in epoch ms. The producers compute
 * over these, never over the window itself: a moment found by root finding depends a little on where
 * the search starts, and the same inputs on every run give the same moments, hence the same ids.
 */
export function monthsCovering(fromMs: number, toMs: number): [number, number][] {
  const out: [number, number][] = [];
  const first = new Date(fromMs);
  for (let m = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1); m < toMs; ) {
    const d = new Date(m);
    const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    out.push([m, next]);
    m = next;
  }
  return out;
}

/* ------------------------------------------------------------------ transit.exact */

/**
 * The `transit.exact` events of a blueprint whose exact moment falls in [fromMs, toMs), oldest
 * first: the exact transits of the calendar feed and of POST /v1/transits (shared/calendars
 * `exactTransits`: the same bodies, natal points, aspects and root finding), computed over whole
 * UTC months. The id hashes the blueprint, the contact (body, aspect, natal point, the longitude
 * reached) and the moment to the second: every endpoint following the blueprint gets the same event.
 * `subject`: the blueprint's subject, named in the event's data.
 */
export function transitWebhookEvents(person: Pick<CalendarPerson, 'frame' | 'options'>, blueprintId: string, fromMs: number, toMs: number, createdAt: string, subject?: string): WebhookEvent[] {
  const out: WebhookEvent[] = [];
  for (const [start, end] of monthsCovering(fromMs, toMs)) {
    for (const t of exactTransits(person, jdFromEpochMs(start), jdFromEpochMs(end))) {
      const at = Date.parse(t.at);
      if (at < fromMs || at >= toMs) continue;
      out.push(
        buildEvent('transit.exact', [blueprintId, t.body, t.aspect, t.point, String(Math.round(t.target * 1000)), t.at], createdAt, {
          blueprintId,
          // the end user the blueprint was saved with (docs/subjects.md): an endpoint of many subjects tells them apart by it
          ...(subject !== undefined ? { subject } : {}),
          transitingBody: t.body,
          natalPoint: t.point,
          aspect: t.aspect,
          at: t.at,
          retrograde: t.retrograde,
        }),
      );
    }
  }
  return out;
}

/* ------------------------------------------------------------------ horoscope.published */

/** The UTC dates (YYYY-MM-DD) that [fromMs, toMs) touches, oldest first. */
export function utcDatesOf(fromMs: number, toMs: number): string[] {
  const out: string[] = [];
  for (let d = Math.floor(fromMs / DAY_MS) * DAY_MS; d < toMs; d += DAY_MS) out.push(new Date(d).toISOString().slice(0, 10));
  return out;
}

/** A UTC date whose twelve English sign horoscopes are stored. */
export interface PublishedDay {
  date: string;
  /** When the last of the twelve was stored (ISO). */
  publishedAt: string;
  /** Each sign's preview (about the first 100 characters, as GET /v1/horoscope/all shows it). */
  previews: Record<SignKey, string>;
}

/** Where the day's twelve are fetched (the current UTC day's; `language` for another language). */
export const HOROSCOPES_ROUTE = 'GET /v1/horoscope/all';

/**
 * One `horoscope.published` event per UTC date (the id hashes the date alone, not the language:
 * the event says the day's twelve English texts are stored; the other languages are written by the
 * midnight job or by their first request, and the route answers them in any language).
 */
export function horoscopePublishedEvent(day: PublishedDay, createdAt: string): WebhookEvent {
  const horoscopes = Object.fromEntries(SIGN_KEYS.map((s) => [s, { preview: day.previews[s] }]));
  return buildEvent('horoscope.published', [day.date], createdAt, { date: day.date, publishedAt: day.publishedAt, language: 'en', horoscopes, fetch: HOROSCOPES_ROUTE });
}

/** Whether an endpoint gets the `horoscope.published` of a date: it existed before that UTC day ended. */
export const getsHoroscopesOf = (ep: Pick<WebhookEndpoint, 'createdAt'>, date: string): boolean => Date.parse(ep.createdAt) < Date.parse(`${date}T00:00:00Z`) + DAY_MS;

/* ------------------------------------------------------------------ balance.low */

/**
 * The state of an endpoint's `balance.low`: the crossings fired so far (`lowCrossings`, absent: 0)
 * and whether it is armed (`lowArmed`, absent: armed, so a balance already below the threshold when
 * the endpoint is created fires once at the first check).
 */
export type BalanceLowStep =
  /** Fire crossing number `crossing`: enqueue `event`, then store the counter (conditional on the old one). */
  | { kind: 'fire'; crossing: number; event: WebhookEvent }
  /** The balance is back at or above the threshold: arm again. */
  | { kind: 'rearm'; crossings: number }
  | { kind: 'none' };

/**
 * What a check of the balance does to an endpoint subscribed to `balance.low` with a threshold:
 * fire once per crossing below it (the event id hashes the endpoint and the crossing's number, so
 * a run that enqueued and died before storing the counter enqueues the same id again: no
 * duplicate), stay quiet while it stays below, re-arm once it is back at or above.
 */
export function balanceLowStep(ep: Pick<WebhookEndpoint, 'webhookId' | 'threshold' | 'lowCrossings' | 'lowArmed'>, balance: number, createdAt: string): BalanceLowStep {
  if (ep.threshold === undefined) return { kind: 'none' };
  const armed = ep.lowArmed !== false;
  const crossings = ep.lowCrossings ?? 0;
  const r = balanceLowCrossing(balance, ep.threshold, armed);
  if (r.fire) {
    const crossing = crossings + 1;
    return { kind: 'fire', crossing, event: buildEvent('balance.low', [ep.webhookId, String(crossing)], createdAt, { balance, threshold: ep.threshold, crossing }) };
  }
  if (!armed && r.armed) return { kind: 'rearm', crossings };
  return { kind: 'none' };
}
