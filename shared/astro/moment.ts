/**
 * THE birth-to-moment path: the one place where a birth's local date and time become a moment in
 * Universal Time. Every route that casts a chart of a birth (natal chart, big three, blueprints,
 * Human Design, Vedic, predictive, transits, feeds, images, sensitivity, astrocartography,
 * relationships, the advisor) goes through `birthMoment` (or `storedMoment` for a saved blueprint's
 * moment, which was found by `birthMoment` when it was made). A unit test
 * (test/unit/astro/one-moment-path.test.ts) fails when another module converts a local time itself.
 *
 * The rules (shared/astro/time.ts, docs/astrology.md "Time"):
 *  - `zone rule`: the IANA zone's history (standard, daylight saving, a fold: the earlier instant,
 *    a gap: shifted forward);
 *  - `local mean time`: before the zone adopted a standard time, the BIRTHPLACE's mean time
 *    (longitude x 240 s per degree east), never the zone's reference city's;
 *  - `utc offset`: the caller's `utcOffset`, for every date.
 * An unknown birth time is read at 12:00 local time (`timeUnknown: true`): what the time of day
 * decides is left out by the route, and the day's bounds are `birthDayBounds`.
 *
 * Also here, for the dates of requests that are not births (a window's first day, a panchang's
 * date, a dasha's `at`): `localDayStart`, 00:00 of a civil date at a place, by the same rules.
 */
import { recordMoment } from './calculation';
import { localToUtc, type OffsetRule, type ResolvedInstant, jdFromEpochMs, formatUtcOffset } from './time';

/** The rule family that gave a moment's offset (`offsetRule` says which reading of the zone). */
export type MomentRule = 'zone rule' | 'local mean time' | 'utc offset';

/** A birth as every route receives it, whatever its source (body fields, placeId, a subject, a blueprint). */
export interface BirthMomentInput {
  /** YYYY-MM-DD, local civil date */
  date: string;
  /** HH:MM local civil time; absent or null when the time is unknown (read at 12:00) */
  time?: string | null | undefined;
  /** The birth time is unknown: the moment is 12:00 local time and flagged. */
  timeUnknown?: boolean | undefined;
  /** IANA zone of the birthplace */
  timezone: string;
  /** The birthplace's longitude (east positive): its local mean time before standard time. */
  longitude?: number | undefined;
  /** The caller's offset from UT (+HH:MM or +HH:MM:SS): overrides the zone. */
  utcOffset?: string | undefined;
}

export interface BirthMoment extends ResolvedInstant {
  /** The zone the local time was read in. */
  timezone: string;
  /** The local wall time that was converted (12:00 when the time is unknown). */
  localTime: string;
  /** zone rule, local mean time of the birthplace, or the caller's utc offset. */
  method: MomentRule;
  timeUnknown: boolean;
}

/** The local time a chart of an unknown birth time is cast for. */
export const UNKNOWN_TIME_NOON = '12:00';

export const methodOf = (rule: OffsetRule): MomentRule => (rule === 'local mean time' ? 'local mean time' : rule === 'utc offset' ? 'utc offset' : 'zone rule');

/**
 * The one conversion of a birth's local date and time to its moment in UT (rules above). Throws the
 * typed 400s of an impossible date or time, an unknown zone or a bad utcOffset.
 */
export function birthMoment(b: BirthMomentInput): BirthMoment {
  const timeUnknown = b.timeUnknown === true || b.time === undefined || b.time === null;
  const localTime = timeUnknown ? UNKNOWN_TIME_NOON : (b.time as string);
  const t = localToUtc({
    date: b.date,
    time: localTime,
    timezone: b.timezone,
    ...(b.longitude !== undefined ? { longitude: b.longitude } : {}),
    ...(b.utcOffset !== undefined ? { utcOffset: b.utcOffset } : {}),
  });
  const m: BirthMoment = { ...t, timezone: b.timezone, localTime, method: methodOf(t.rule), timeUnknown };
  recordMoment(m);
  return m;
}

/**
 * The moment a saved record was made for: its UT as found by `birthMoment` then (kept with its
 * offset and rule), not converted again, so that a chart cast from it later is the same chart.
 */
export function storedMoment(s: { utc: string; utcOffset?: string | undefined; offsetRule?: string | undefined; timezone: string; date: string; time?: string | null | undefined; timeUnknown?: boolean | undefined }): BirthMoment {
  const epochMs = Date.parse(s.utc);
  const rule = (s.offsetRule ?? 'standard') as OffsetRule;
  const offsetSeconds = offsetSecondsOf(s.utcOffset) ?? Math.round((Date.parse(`${s.date}T${s.time ?? UNKNOWN_TIME_NOON}:00Z`) - epochMs) / 1000);
  const timeUnknown = s.timeUnknown === true || s.time === undefined || s.time === null;
  const m: BirthMoment = {
    epochMs,
    utc: new Date(epochMs).toISOString(),
    jdUT: jdFromEpochMs(epochMs),
    offsetMinutes: offsetSeconds / 60,
    offsetSeconds,
    utcOffset: formatUtcOffset(offsetSeconds),
    rule,
    resolution: rule === 'fold' ? 'ambiguous-earlier' : rule === 'gap' ? 'gap-shifted-forward' : 'exact',
    timezone: s.timezone,
    localTime: timeUnknown ? UNKNOWN_TIME_NOON : (s.time as string),
    method: methodOf(rule),
    timeUnknown,
  };
  recordMoment(m);
  return m;
}

const OFFSET_RE = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/;
function offsetSecondsOf(text: string | undefined): number | undefined {
  const m = text === undefined ? null : OFFSET_RE.exec(text);
  if (!m) return undefined;
  const s = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -s : s;
}

/**
 * The UT Julian days of 00:00:00 and 23:59:59 local time of a birth date (the Moon's range of an
 * unknown birth time, the birth-time sensitivity's day), by the same rules as the birth moment.
 */
export function birthDayBounds(b: Omit<BirthMomentInput, 'time' | 'timeUnknown'>): { startJd: number; endJd: number } {
  const base = { date: b.date, timezone: b.timezone, ...(b.longitude !== undefined ? { longitude: b.longitude } : {}), ...(b.utcOffset !== undefined ? { utcOffset: b.utcOffset } : {}) };
  const start = localToUtc({ ...base, time: '00:00' });
  const last = localToUtc({ ...base, time: '23:59' });
  return { startJd: start.jdUT, endJd: last.jdUT + 59 / 86_400 };
}

/**
 * 00:00 local time of a civil date that is not a birth (a window's first day, a panchang's date, a
 * dasha's `at`) in a zone, at a place when its longitude is given (local mean time before standard
 * time), or at a fixed offset.
 */
export function localDayStart(date: string, timezone: string, place: { longitude?: number | undefined; utcOffset?: string | undefined } = {}): ResolvedInstant {
  return localToUtc({ date, time: '00:00', timezone, ...(place.longitude !== undefined ? { longitude: place.longitude } : {}), ...(place.utcOffset !== undefined ? { utcOffset: place.utcOffset } : {}) });
}

/** A local wall time of a date that is not a birth (a transit window's start and end, HH:MM), by the zone's rule. */
export function localWallTime(date: string, time: string, timezone: string): ResolvedInstant {
  return localToUtc({ date, time, timezone });
}
