/**
 * The producers of webhook events over a window of time, with their I/O: each turns what happened
 * into deliveries of the outbox (pure planning in ./produce.ts and ./producer-plans.ts).
 * `produceEvents` runs them all over one scan of the endpoints; the local worker
 * (./local-worker.ts) calls it every 10 minutes over the last hour, the deployed scheduled job the
 * same (windows overlap: deterministic ids and conditional puts queue nothing twice).
 *
 * - sky: the window's eclipses, lunations, stations and ingresses;
 * - `transit.exact`: the exact transits to the natal points of the endpoint's blueprint, or of the
 *   newest completed blueprint of each of its subjects (`subjects`: "*" or a list, docs/subjects.md);
 * - `horoscope.published`: each UTC date the window touches whose twelve sign horoscopes are stored;
 * - `balance.low`: the account's balance against the endpoint's threshold, once per crossing.
 *
 * Only live (not disabled) endpoints subscribed to a type get its events, and only events at or
 * after the endpoint's creation (for a horoscope date: the endpoint existed before the day ended).
 * One endpoint whose events cannot be computed (its blueprint has no chart) does not stop the
 * others; a producer that fails does not stop the other producers (the run throws at its end, so
 * the caller logs it, and the next run tries again).
 */
import { SIGN_KEYS } from '../astro/zodiac';
import { blueprintStore } from '../blueprint/store-access';
import { personOf } from '../calendars/index';
import { horoscopeId, type SignHoroscopeRecord } from '../daily/record';
import { previewOf } from '../daily/preview';
import { dailyStoreFor } from '../daily/services';
import type { Deps } from '../deps';
import { deliveryId, type WebhookEvent } from './events';
import { enqueuePlanned, planDeliveries, skyWebhookEvents, type PlannedDelivery } from './produce';
import { balanceLowStep, getsHoroscopesOf, horoscopePublishedEvent, transitWebhookEvents, utcDatesOf, type PublishedDay } from './producer-plans';
import type { WebhookEndpoint, WebhookStore } from './store';
import { webhookStore } from './store-access';

/** One producer over one page of endpoints: returns how many deliveries were new. */
type PageProducer = (page: readonly WebhookEndpoint[]) => Promise<number>;

interface Run {
  deps: Deps;
  store: WebhookStore;
  fromMs: number;
  toMs: number;
  now: Date;
}

const live = (ep: WebhookEndpoint, type: WebhookEvent['type']): boolean => !ep.disabledAt && (ep.events as string[]).includes(type);
const planFor = (ep: WebhookEndpoint, event: WebhookEvent): PlannedDelivery => ({ ownerId: ep.ownerId, webhookId: ep.webhookId, deliveryId: deliveryId(event.id, ep.webhookId), event });

/** The sky events of the window, computed once per run (only when an endpoint is subscribed to one). */
function skyProducer(r: Run): PageProducer {
  let events: WebhookEvent[] | undefined;
  return async (page) => {
    const subscribed = page.filter((ep) => ep.events.some((t) => t.startsWith('sky.')));
    if (subscribed.length === 0) return 0;
    events ??= skyWebhookEvents(r.fromMs, r.toMs, r.now.toISOString());
    const created = new Map(subscribed.map((ep) => [ep.webhookId, Date.parse(ep.createdAt)]));
    const planned = planDeliveries(events, subscribed).filter((p) => Date.parse(String(p.event.data.at)) >= created.get(p.webhookId)!);
    return enqueuePlanned(r.store, planned, r.now.getTime());
  };
}

/**
 * `transit.exact`: for each live endpoint following a blueprint, the exact transits to its natal
 * points in the window (from the endpoint's creation on). Computed once per blueprint and run.
 */
function transitProducer(r: Run, failed: (what: string, e: unknown) => void): PageProducer {
  const blueprints = blueprintStore(r.deps);
  const computed = new Map<string, WebhookEvent[] | null>();
  const eventsOf = async (ownerId: string, blueprintId: string): Promise<WebhookEvent[]> => {
    const key = `${ownerId}/${blueprintId}`;
    let events = computed.get(key);
    if (events === undefined) {
      const bp = await blueprints.get(ownerId, blueprintId);
      // a blueprint deleted meanwhile: nothing to follow (its deletion deletes the endpoint)
      events = bp ? transitWebhookEvents(await personOf(bp, r.now), bp.blueprintId, r.fromMs, r.toMs, r.now.toISOString(), bp.subject) : null;
      computed.set(key, events);
    }
    return events ?? [];
  };
  // the newest completed blueprint of each subject of an account (read once per account and run)
  const newest = new Map<string, Promise<Map<string, string>>>();
  const subjectsOf = (ownerId: string): Promise<Map<string, string>> => {
    let found = newest.get(ownerId);
    if (!found) {
      found = blueprints.list(ownerId, 1, Number.MAX_SAFE_INTEGER).then(({ items }) => {
        const out = new Map<string, string>();
        // newest first: the first completed one of a subject is its newest
        for (const b of items) if (b.subject !== undefined && b.status === 'completed' && !out.has(b.subject)) out.set(b.subject, b.blueprintId);
        return out;
      });
      newest.set(ownerId, found);
    }
    return found;
  };
  /** The blueprints an endpoint follows: its own, or those of its subjects ("*": every subject). */
  const followed = async (ep: WebhookEndpoint): Promise<string[]> => {
    if (ep.subjects === undefined) return ep.blueprintId ? [ep.blueprintId] : [];
    const all = await subjectsOf(ep.ownerId);
    if (ep.subjects === '*') return [...all.values()];
    return ep.subjects.map((s) => all.get(s)).filter((b): b is string => b !== undefined);
  };
  return async (page) => {
    let added = 0;
    for (const ep of page) {
      if (!live(ep, 'transit.exact') || (!ep.blueprintId && ep.subjects === undefined)) continue;
      const since = Date.parse(ep.createdAt);
      let ids: string[];
      try {
        ids = await followed(ep);
      } catch (e) {
        failed(`transit.exact of ${ep.webhookId}`, e);
        continue;
      }
      for (const blueprintId of ids) {
        try {
          const planned = (await eventsOf(ep.ownerId, blueprintId)).filter((e) => Date.parse(String(e.data.at)) >= since).map((e) => planFor(ep, e));
          added += await enqueuePlanned(r.store, planned, r.now.getTime());
        } catch (e) {
          computed.set(`${ep.ownerId}/${blueprintId}`, null);
          failed(`transit.exact of ${ep.webhookId} (${blueprintId})`, e);
        }
      }
    }
    return added;
  };
}

/** `horoscope.published`: the UTC dates of the window whose twelve English sign horoscopes are stored, read once per run. */
function horoscopeProducer(r: Run): PageProducer {
  let days: Promise<PublishedDay[]> | undefined;
  const published = async (): Promise<PublishedDay[]> => {
    const store = dailyStoreFor(r.deps);
    const out: PublishedDay[] = [];
    for (const date of utcDatesOf(r.fromMs, r.toMs)) {
      const found = await store.getMany(SIGN_KEYS.map((s) => horoscopeId(date, s)));
      if (found.size < SIGN_KEYS.length) continue;
      const previews = {} as PublishedDay['previews'];
      let publishedAt = '';
      for (const s of SIGN_KEYS) {
        const item = found.get(horoscopeId(date, s))!;
        previews[s] = previewOf((JSON.parse(item.body) as SignHoroscopeRecord).content);
        if (item.createdAt > publishedAt) publishedAt = item.createdAt;
      }
      out.push({ date, publishedAt, previews });
    }
    return out;
  };
  return async (page) => {
    const subscribed = page.filter((ep) => live(ep, 'horoscope.published'));
    if (subscribed.length === 0) return 0;
    days ??= published();
    const planned: PlannedDelivery[] = [];
    for (const day of await days) {
      const event = horoscopePublishedEvent(day, r.now.toISOString());
      for (const ep of subscribed) if (getsHoroscopesOf(ep, day.date)) planned.push(planFor(ep, event));
    }
    return enqueuePlanned(r.store, planned, r.now.getTime());
  };
}

/**
 * `balance.low`: each live subscribed endpoint's threshold against its account's balance now (read
 * once per account and run). A crossing is enqueued first, then its counter stored with a condition
 * on the old one: a crash between the two enqueues the same event id again at the next run.
 */
function balanceLowProducer(r: Run): PageProducer {
  const balances = new Map<string, Promise<number | undefined>>();
  const balanceOf = (accountId: string): Promise<number | undefined> => {
    let b = balances.get(accountId);
    if (!b) {
      b = r.deps.stores.accounts.get(accountId).then((a) => (a && !a.deletedAt ? a.balance : undefined));
      balances.set(accountId, b);
    }
    return b;
  };
  return async (page) => {
    let added = 0;
    for (const ep of page) {
      if (!live(ep, 'balance.low') || ep.threshold === undefined) continue;
      const balance = await balanceOf(ep.ownerId);
      if (balance === undefined) continue;
      const step = balanceLowStep(ep, balance, r.now.toISOString());
      if (step.kind === 'fire') {
        // free: the alert must reach an account that has no credit left (docs/webhooks.md, Prices)
        added += await enqueuePlanned(r.store, [{ ...planFor(ep, step.event), free: true }], r.now.getTime());
        await r.store.markBalanceLow(ep.ownerId, ep.webhookId, step.crossing);
      } else if (step.kind === 'rearm') {
        await r.store.rearmBalanceLow(ep.ownerId, ep.webhookId, step.crossings);
      }
    }
    return added;
  };
}

type ProducerName = 'sky' | 'transit' | 'horoscope' | 'balance';
const ALL: readonly ProducerName[] = ['sky', 'transit', 'horoscope', 'balance'];

/** Runs the named producers over one scan of the endpoints; returns how many deliveries were new. */
async function run(deps: Deps, fromMs: number, toMs: number, names: readonly ProducerName[]): Promise<number> {
  const r: Run = { deps, store: webhookStore(deps), fromMs, toMs, now: deps.now() };
  const errors: unknown[] = [];
  const failed = (what: string, e: unknown): void => {
    errors.push(e);
    deps.log.warn('webhook producer failed', { what, err: e instanceof Error ? e.message : String(e) });
  };
  const make: Record<ProducerName, () => PageProducer> = {
    sky: () => skyProducer(r),
    transit: () => transitProducer(r, failed),
    horoscope: () => horoscopeProducer(r),
    balance: () => balanceLowProducer(r),
  };
  const producers = names.map((n) => [n, make[n]()] as const);
  let added = 0;
  for await (const page of r.store.allEndpoints()) {
    for (const [name, produce] of producers) {
      try {
        added += await produce(page);
      } catch (e) {
        failed(name, e);
      }
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} webhook producer step(s) failed (${added} deliveries queued)`);
  return added;
}

/** The sky producer over [fromMs, toMs): eclipses, lunations, stations and ingresses. */
export const produceSky = (deps: Deps, fromMs: number, toMs: number): Promise<number> => run(deps, fromMs, toMs, ['sky']);
/** The `transit.exact` producer over [fromMs, toMs). */
export const produceTransits = (deps: Deps, fromMs: number, toMs: number): Promise<number> => run(deps, fromMs, toMs, ['transit']);
/** The `horoscope.published` producer over the UTC dates [fromMs, toMs) touches. */
export const produceHoroscopes = (deps: Deps, fromMs: number, toMs: number): Promise<number> => run(deps, fromMs, toMs, ['horoscope']);
/** The `balance.low` producer (the balance now; the window is not used). */
export const produceBalanceLow = (deps: Deps): Promise<number> => {
  const now = deps.now().getTime();
  return run(deps, now, now, ['balance']);
};

/** Every producer over [fromMs, toMs); returns how many deliveries were new. */
export const produceEvents = (deps: Deps, fromMs: number, toMs: number): Promise<number> => run(deps, fromMs, toMs, ALL);
