/**
 * The use cases of the calendar feeds (docs/calendars.md), free of HTTP:
 *
 * - create: a feed of a saved blueprint of the caller, with a secret token (shown once, in its URL;
 *   kept as its SHA-256 hash, as API keys are);
 * - list and delete (the URL answers 404 at once: the feed path reads the feed strongly consistent);
 * - the feed: the token resolved to the feed and the key that created it (the paying account), the
 *   calendar of the UTC day (cached in the feed's item, computed at most once a day), and its price:
 *   1 credit for the first fetch of each UTC hour, paid in the order of paid work (reserve, compute
 *   and store, mark the hour with the receipt, settle); every other fetch of that hour is free.
 */
import type { LimitStore } from '../store/limits';
import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { CreditsService } from '../accounts/index';
import { hashKey } from '../accounts/index';
import { blueprintChartOptions, blueprintOfSubject, refuseTimeUnknown } from '../blueprint/index';
import type { BlueprintStore } from '../blueprint/store';
import { notFound as blueprintNotFound } from '../blueprint/index';
import { AppError } from '../errors';
import type { Caller, TokenResolution } from '../http/types';
import { natalBasis } from '../predictive/index';
import { birthSourceOf } from '../birth-source/index';
import { blueprintSource, type StoredBlueprint } from '../transits/service-index';
import { calendarEvents, CALENDAR_KINDS, type CalendarKind, type CalendarPerson, type FeedWindow } from './events';
import { writeIcs } from './ics';
import { ERR_CALENDAR_NOT_FOUND, ERR_TOO_MANY_CALENDARS, MAX_CALENDARS, type CreateCalendarRequest } from './request';
import { feedWorkRef, type CalendarFeed, type CalendarStore } from './store';
import { sortableId } from '../store/sortable-id';

export const calendarNotFound = (what: string): AppError => new AppError('not_found', ERR_CALENDAR_NOT_FOUND, `No calendar feed ${what}`);

/** Days of the past the feed keeps (events seen lately do not vanish when an app refreshes). */
export const PAST_DAYS = 30;
/** The feed runs 12 months ahead of today (UTC). */
export const AHEAD_MONTHS = 12;
/** What a charged fetch costs, and how long it covers the feed's other fetches. */
export const FETCH_PRICE = 1;

/** `calt_` and 32 random bytes, base64url: 256 bits nobody guesses. */
export const newFeedToken = (): string => `calt_${randomBytes(32).toString('base64url')}`;
const TOKEN_FILE = /^(calt_[A-Za-z0-9_-]{43})\.ics$/;

/** Time-sortable ids: `cal_` + 10 characters of milliseconds (Crockford base 32) + 16 random ones. */
export function newCalendarId(now: Date): string {
  return sortableId('cal', now);
}

/** The API's base URL of a request (`https://host/v1`): its docs page's URL (`docsBaseOf`, from the same headers) without `/docs`. */
export const apiBaseOf = (docsBase: string): string => docsBase.replace(/\/docs$/, '');

export const feedUrl = (apiBase: string, token: string): string => `${apiBase}/calendars/${token}.ics`;

/** A feed as the API shows it (never its token). */
export const calendarView = (f: CalendarFeed) => ({
  id: f.calendarId,
  blueprintId: f.blueprintId,
  ...(f.subject !== undefined ? { subject: f.subject } : {}),
  name: f.name,
  kinds: f.kinds,
  createdAt: f.createdAt,
  lastChargedHour: f.chargedHour ? `${f.chargedHour}:00:00Z` : null,
});

/**
 * The person of a blueprint as the cores read them: the natal frame exactly as POST /v1/transits
 * builds it for this blueprint (so the feed's transits are that route's), the natal basis as the
 * predictive routes build it, each computed only when a kind needs it.
 */
export async function personOf(bp: StoredBlueprint, now: Date): Promise<CalendarPerson> {
  if (bp.timeUnknown === true) {
    // no birth time: transits to the noon chart (no angles, no Moon: as POST /v1/transits); the
    // progressed Moon and the returns need the moment (400 Birth time required); the others need none
    const source = blueprintSource(bp, {});
    const refuse = (): never => {
      refuseTimeUnknown(bp, ': a feed of it carries transits (to its noon chart), personalCycles and sky');
      throw new Error('unreachable');
    };
    return { frame: source.frame, ...(source.options ? { options: source.options } : {}), natal: refuse, birthDate: bp.birthDate };
  }
  const source = blueprintSource(bp, {});
  let natal: ReturnType<CalendarPerson['natal']> | undefined;
  // the predictive routes' reading of a blueprint (its birth moment at the birthplace it keeps)
  const birth = await birthSourceOf({ blueprintId: bp.blueprintId }, { now, ownerId: bp.ownerId, blueprints: { get: () => Promise.resolve(bp) } }).then(
    (b) => ({ ok: true as const, b }),
    (e: unknown) => ({ ok: false as const, e }),
  );
  return {
    frame: source.frame,
    ...(source.options ? { options: source.options } : {}),
    natal: () => {
      if (!birth.ok) throw birth.e;
      natal ??= natalBasis(birth.b.jdUT, birth.b.latitude, birth.b.longitude, blueprintChartOptions(bp, undefined));
      return natal;
    },
    birthDate: bp.birthDate,
  };
}

/** The kinds of a feed that need no birth time: transits to the noon chart (no angles, no Moon), the numerology cycles (the birth date) and the sky's events. */
export const TIME_FREE_KINDS: readonly CalendarKind[] = ['transits', 'personalCycles', 'sky'];

/** Whether the kinds need the natal basis of the predictive routes (a birthplace). */
const needsBasis = (kinds: readonly CalendarKind[]): boolean => kinds.includes('progressedMoon') || kinds.includes('returns');

export interface CalendarDeps {
  calendars: CalendarStore;
  /** The account's places of feeds (shared/store/limits.ts): MAX_CALENDARS however many create at once. */
  limits?: Pick<LimitStore, 'take' | 'give'>;
  blueprints: Pick<BlueprintStore, 'get' | 'list'>;
  now: Date;
}

export async function createCalendar(req: CreateCalendarRequest, caller: Caller, apiBase: string, deps: CalendarDeps) {
  // `subject`: its newest completed blueprint (shared/blueprint/of-subject.ts)
  const blueprintId = await blueprintOfSubject(deps.blueprints, caller.accountId, req);
  const bp = await deps.blueprints.get(caller.accountId, blueprintId);
  if (!bp) throw blueprintNotFound(blueprintId);
  // a blueprint without a birth time: by default the kinds that need no time (personalCycles, sky); one that needs it is refused below
  const kinds = CALENDAR_KINDS.filter((k) => (req.kinds ?? (bp.timeUnknown === true ? TIME_FREE_KINDS : CALENDAR_KINDS)).includes(k));
  // refused now rather than on every fetch: a blueprint whose chart cannot be had (400 Birth location required)
  const person = await personOf(bp, deps.now);
  if (kinds.includes('transits')) person.frame();
  if (needsBasis(kinds)) person.natal();
  const calendarId = newCalendarId(deps.now);
  const limits = deps.limits;
  if (!limits) throw new Error('createCalendar needs the account limits');
  // a place first (one conditional write: never more than MAX_CALENDARS, however many create at once), then the feed
  const live = async () => (await deps.calendars.list(caller.accountId)).map((f) => f.calendarId);
  if (!(await limits.take(caller.accountId, 'calendars', calendarId, MAX_CALENDARS, live, Math.floor(deps.now.getTime() / 1000)))) {
    throw new AppError('invalid_input', ERR_TOO_MANY_CALENDARS, `An account keeps at most ${MAX_CALENDARS} calendar feeds: delete one first (DELETE /v1/calendars/{id})`);
  }
  const token = newFeedToken();
  const feed: CalendarFeed = {
    ownerId: caller.accountId,
    calendarId,
    blueprintId: bp.blueprintId,
    ...(req.subject !== undefined ? { subject: req.subject } : {}),
    name: req.name ?? bp.fullName,
    kinds,
    tokenHash: hashKey(token),
    keyId: caller.keyId,
    ...(caller.slot !== undefined ? { keySlot: caller.slot } : {}),
    keyRole: caller.role,
    createdAt: deps.now.toISOString(),
  };
  try {
    await deps.calendars.put(feed);
  } catch (e) {
    await limits.give(caller.accountId, 'calendars', [calendarId]);
    throw e;
  }
  return { ...calendarView(feed), url: feedUrl(apiBase, token) };
}

/** The token of a feed request: `<token>.ics` in the path; anything else is no feed. */
export const tokenOf = (event: Pick<APIGatewayProxyEvent, 'pathParameters'>): string | undefined => TOKEN_FILE.exec(event.pathParameters?.id ?? '')?.[1];

export interface FeedSubject {
  feed: CalendarFeed;
  /** The calendar computed for `day`, when the feed keeps it. */
  cached?: string;
  day: string;
}

/**
 * The feed a request's token stands for, and the key it acts for (the key that created it: its
 * account pays, its rate limit counts). 404 for an unknown token or a deleted feed; the key
 * revoked since (or the account gone) is 404 as well (`gone`).
 */
export async function resolveFeed(event: Pick<APIGatewayProxyEvent, 'pathParameters'>, calendars: CalendarStore, now: Date): Promise<TokenResolution> {
  const token = tokenOf(event);
  if (!token) throw calendarNotFound('at this URL');
  const day = now.toISOString().slice(0, 10);
  const found = await calendars.byTokenHash(hashKey(token), day);
  if (!found) throw calendarNotFound('at this URL');
  const { feed } = found;
  const caller: Caller = { keyId: feed.keyId, accountId: feed.ownerId, role: feed.keyRole, ...(feed.keySlot !== undefined ? { slot: Number(feed.keySlot) } : {}) };
  const subject: FeedSubject = { feed, day, ...(found.cached !== undefined ? { cached: found.cached } : {}) };
  return { caller, subject, gone: () => calendarNotFound('at this URL (the key that created it was revoked)') };
}

/** The window of a day's calendar: PAST_DAYS before `day` to AHEAD_MONTHS after it. */
export function feedWindow(day: string): FeedWindow {
  const start = Date.parse(`${day}T00:00:00Z`) - PAST_DAYS * 86_400_000;
  const end = new Date(`${day}T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() + AHEAD_MONTHS);
  return { from: new Date(start).toISOString().slice(0, 10), days: Math.round((end.getTime() - start) / 86_400_000) };
}

/** The calendar of a feed for a day (computed; the caller stores it). 404 when its blueprint is gone. */
export async function computeFeed(feed: CalendarFeed, day: string, deps: Pick<CalendarDeps, 'blueprints' | 'now'>): Promise<string> {
  const bp = await deps.blueprints.get(feed.ownerId, feed.blueprintId);
  if (!bp) throw calendarNotFound('at this URL (its blueprint was deleted)');
  const person = await personOf(bp, deps.now);
  const events = calendarEvents(person, feed.kinds, feedWindow(day));
  return writeIcs(events, { feedId: feed.calendarId, name: feed.name, computedAt: new Date(`${day}T00:00:00Z`) });
}

export interface FeedAnswer {
  ics: string;
  /** Credits this fetch cost (1 for the first fetch of an hour, else 0). */
  charged: number;
}

const unavailable = (): AppError => new AppError('unavailable', 'Service unavailable', 'The request ran out of time before its charge was final; nothing was charged: retry');

/**
 * A fetch of a feed. The first fetch of an UTC hour pays: it reserves 1 credit (402 and nothing
 * computed when the account is short), makes sure the day's calendar is stored, marks the hour with
 * the hold's receipt (one conditional update of the feed), then settles: a crash before the mark
 * leaves the hold to the reconciler, which releases it (nothing paid, the hour unmarked); a crash
 * after it is settled by the reconciler for the receipt (paid once, the hour marked). Every later
 * fetch of that hour (and a fetch that lost the race for the mark) is free.
 */
export async function fetchFeed(subject: FeedSubject, credits: Pick<CreditsService, 'reserve'>, deps: CalendarDeps): Promise<FeedAnswer> {
  const { feed, day } = subject;
  const hour = deps.now.toISOString().slice(0, 13);
  const calendar = async (): Promise<string> => {
    if (subject.cached !== undefined) return subject.cached;
    const ics = await computeFeed(feed, day, deps);
    await deps.calendars.saveCache(feed, day, ics);
    return ics;
  };
  if (feed.chargedHour === hour) return { ics: await calendar(), charged: 0 };
  const hold = await credits.reserve(FETCH_PRICE, { work: feedWorkRef(feed) });
  const ics = await calendar();
  const receipt = { holdId: hold.holdId, held: FETCH_PRICE, credits: FETCH_PRICE };
  if (!(await deps.calendars.claimHour(feed, hour, receipt))) {
    // another fetch of this hour paid first
    await hold.release();
    return { ics, charged: 0 };
  }
  if (!(await hold.settle(FETCH_PRICE))) {
    // the hold ended (this request's timeout path): the hour is not paid, so it is not marked
    await deps.calendars.releaseHour(feed, hour, feed.chargedHour);
    throw unavailable();
  }
  return { ics, charged: FETCH_PRICE };
}
