/**
 * Local civil birth time -> UT, from the complete IANA time-zone history (backzone
 * included, see ./zone.ts), never from coordinates alone.
 *
 * Rules (deterministic, documented in docs/astrology.md and the README); `rule` says which
 * one gave the offset:
 *  - `standard` / `daylight saving`: the local time exists once; the zone's offset then.
 *  - `fold`: the local time exists twice (clocks turned back): the EARLIER instant, i.e. the
 *    first occurrence, still on the offset before the change (`resolution: ambiguous-earlier`).
 *  - `gap`: the local time never existed (clocks jumped forward): read with the offset in
 *    force just BEFORE the jump, which moves the wall clock forward by the size of the gap
 *    (02:30 in a 02:00->03:00 jump becomes 03:30) (`resolution: gap-shifted-forward`).
 *  - `local mean time`: the zone's state at that moment is its LMT entry (before the zone
 *    adopted a standard time). The zone's LMT is that of its reference city; when the
 *    birthplace longitude is known it is used instead: 4 minutes of time per degree east,
 *    rounded to the second.
 *  - `utc offset`: the caller gave `utcOffset` (+HH:MM or +HH:MM:SS, -14:00..+14:00); it
 *    overrides the zone (the zone is still validated).
 */
import { invalidInput } from '../errors';
import { getZone, type Zone } from './zone';

export type TimeResolution = 'exact' | 'ambiguous-earlier' | 'gap-shifted-forward';

/** Which rule gave the UT offset of a local time. */
export type OffsetRule = 'standard' | 'daylight saving' | 'local mean time' | 'gap' | 'fold' | 'utc offset';

export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24 hours (00:00 .. 23:59) */
  time: string;
  /** IANA name, e.g. Europe/London */
  timezone: string;
  /** Birthplace longitude, decimal degrees east: replaces the zone's local mean time before standard time. */
  longitude?: number;
  /** Caller's offset from UT, "+HH:MM" or "+HH:MM:SS": overrides the zone. */
  utcOffset?: string;
}

export interface ResolvedInstant {
  /** The UTC instant as epoch milliseconds. */
  epochMs: number;
  /** ISO 8601 UTC timestamp. */
  utc: string;
  /** Julian day number in Universal Time. */
  jdUT: number;
  /** Offset from UTC in minutes that was applied (local = utc + offset); fractional for LMT. */
  offsetMinutes: number;
  /** The same offset in whole seconds. */
  offsetSeconds: number;
  /** The offset as +HH:MM or +HH:MM:SS (seconds only when not zero). */
  utcOffset: string;
  /** Which rule gave the offset. */
  rule: OffsetRule;
  resolution: TimeResolution;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})$/;
const MS_PER_DAY = 86_400_000;
/** JD of the Unix epoch 1970-01-01T00:00Z. */
const JD_UNIX_EPOCH = 2440587.5;

export const jdFromEpochMs = (ms: number): number => ms / MS_PER_DAY + JD_UNIX_EPOCH;
export const epochMsFromJd = (jd: number): number => (jd - JD_UNIX_EPOCH) * MS_PER_DAY;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
/** Days in a month of the proleptic Gregorian calendar. */
export const daysInMonth = (year: number, month: number): number => (month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!);

/** Parses and validates YYYY-MM-DD as a real Gregorian date (2023-02-30 is rejected). */
export function parseDate(date: string, error = 'Invalid birth date'): CalendarDate {
  const m = DATE_RE.exec(date);
  if (!m) throw invalidInput(error, `Expected a date as YYYY-MM-DD, got "${date}"`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw invalidInput(error, `"${date}" is not a calendar date`);
  }
  return { year, month, day };
}

const INSTANT_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * Parses and validates an ISO 8601 date and time with its offset (`2026-11-23T21:00:00Z`,
 * `…+05:30`) as a real instant: a calendar date (`parseDate`: 2026-02-30 is refused, where
 * `Date.parse` would roll it over to 2 March), a time of day (00:00:00 to 23:59:59) and an
 * offset of at most ±14:00. The one check of every date-and-time input.
 */
export function parseInstant(value: string, error: string, field = 'moment'): Date {
  const m = INSTANT_RE.exec(value);
  if (!m) throw invalidInput(error, `${field} must be an ISO 8601 date and time with its offset, e.g. 2026-11-23T21:00:00Z`);
  try {
    parseDate(m[1]!, error);
  } catch {
    throw invalidInput(error, `${field}: "${m[1]}" is not a calendar date`);
  }
  const [hour, minute, second] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) throw invalidInput(error, `${field}: ${m[2]}:${m[3]}${m[4] ? `:${m[4]}` : ''} is not a time of day (00:00:00 to 23:59:59)`);
  if (m[5] && (Number(m[6]) * 60 + Number(m[7]) > 14 * 60 || Number(m[7]) > 59)) throw invalidInput(error, `${field}: the offset ${m[5]}${m[6]}:${m[7]} is not one (at most ±14:00)`);
  return new Date(Date.parse(value));
}

/** Parses and validates HH:MM on a 24-hour clock (24:00 is rejected). */
export function parseTime(time: string, error = 'Invalid birth time'): { hour: number; minute: number } {
  const m = TIME_RE.exec(time);
  if (!m) throw invalidInput(error, `Expected a time as HH:MM (24 hours), got "${time}"`);
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour > 23 || minute > 59) throw invalidInput(error, `"${time}" is not a time of day (00:00 to 23:59)`);
  return { hour, minute };
}

/** Returns a valid IANA zone (history included) or throws the typed "Invalid timezone" error. */
export function zoneFor(name: string): Zone {
  return getZone(name);
}

export type { Zone } from './zone';

const OFFSET_RE = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** Largest offset accepted from a caller (the IANA range: Pacific/Kiritimati +14, Etc/GMT+12 -12). */
const MAX_OFFSET_SECONDS = 14 * 3600;

/**
 * Parses a caller's UTC offset, "+HH:MM" or "+HH:MM:SS" (sign required), -14:00 to +14:00,
 * into seconds. Throws the typed "Invalid UTC offset" error.
 */
export function parseUtcOffset(text: string): number {
  const m = typeof text === 'string' ? OFFSET_RE.exec(text) : null;
  const bad = () =>
    invalidInput('Invalid UTC offset', `utcOffset must be +HH:MM or +HH:MM:SS (sign required) from -14:00 to +14:00, got "${String(text)}"`);
  if (!m) throw bad();
  const h = Number(m[2]);
  const min = Number(m[3]);
  const sec = m[4] === undefined ? 0 : Number(m[4]);
  if (min > 59 || sec > 59) throw bad();
  const total = h * 3600 + min * 60 + sec;
  if (total > MAX_OFFSET_SECONDS) throw bad();
  return m[1] === '-' && total !== 0 ? -total : total;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Seconds -> "+HH:MM" or "+HH:MM:SS" (seconds shown only when not zero). */
export function formatUtcOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const a = Math.abs(Math.round(seconds));
  const hms = `${sign}${pad2(Math.floor(a / 3600))}:${pad2(Math.floor((a % 3600) / 60))}`;
  return a % 60 ? `${hms}:${pad2(a % 60)}` : hms;
}

/** Local mean time of a longitude in whole seconds (4 minutes per degree, east positive). */
export const localMeanTimeOffset = (longitude: number): number => Math.round(longitude * 240) + 0;

/**
 * The standard offset (seconds east of UT) of a zone at an instant: daylight saving removed, and the
 * birthplace's local mean time where the zone kept local mean time then (BaZi's reckoning time).
 */
export function standardOffsetAt(timezone: string, epochMs: number, longitude: number): number {
  const zone = zoneFor(timezone);
  const i = zone.indexAt(epochMs - zone.shiftFor(epochMs));
  if (zone.isLocalMeanTime(i)) return localMeanTimeOffset(longitude);
  return zone.standardOffsetSeconds(epochMs);
}

/** Offsets of real zones stay within +-15 hours: states farther than this from a wall time cannot hold it. */
const SEARCH_MS = 26 * 3_600_000;

interface ZoneReading {
  offset: number;
  rule: OffsetRule;
  resolution: TimeResolution;
}

/** The zone's reading of a wall-clock time (`wallMs` = the wall reading as if it were UT). */
function readWallTime(zone: Zone, wallMs: number, longitude: number | undefined): ZoneReading {
  // Past the explicit table, read the same wall time in the template year (whole days earlier).
  wallMs -= zone.shiftFor(wallMs);
  const first = zone.indexAt(wallMs - SEARCH_MS);
  const last = zone.indexAt(wallMs + SEARCH_MS);
  let chosen = -1;
  let count = 0;
  let before = first;
  for (let i = first; i <= last; i++) {
    const u = wallMs - zone.offsetSecondsOf(i) * 1000;
    if (zone.start(i) <= u) before = i;
    if (zone.start(i) <= u && u < zone.end(i)) {
      if (chosen < 0) chosen = i; // ascending states: the first match is the earlier instant
      count++;
    }
  }
  let rule: OffsetRule;
  let resolution: TimeResolution = 'exact';
  if (chosen < 0) {
    chosen = before;
    rule = 'gap';
    resolution = 'gap-shifted-forward';
  } else if (count > 1) {
    rule = 'fold';
    resolution = 'ambiguous-earlier';
  } else {
    rule = zone.isDst(chosen) ? 'daylight saving' : 'standard';
  }
  if (zone.isLocalMeanTime(chosen)) {
    return { offset: longitude === undefined || !Number.isFinite(longitude) ? zone.offsetSecondsOf(chosen) : localMeanTimeOffset(longitude), rule: 'local mean time', resolution: 'exact' };
  }
  return { offset: zone.offsetSecondsOf(chosen), rule, resolution };
}

/**
 * Converts local civil date and time to a UT instant: the zone's history (rules above), the
 * birthplace's local mean time before standard time, or the caller's `utcOffset`.
 */
export function localToUtc(input: LocalDateTime): ResolvedInstant {
  const { year, month, day } = parseDate(input.date);
  const { hour, minute } = parseTime(input.time);
  const zone = zoneFor(input.timezone);
  // The wall-clock reading as if it were UT (Date.UTC maps years 0-99 to 1900+: fixed below).
  let wallMs = Date.UTC(year, month - 1, day, hour, minute);
  if (year < 100) wallMs = new Date(wallMs).setUTCFullYear(year);
  const reading: ZoneReading =
    input.utcOffset !== undefined
      ? { offset: parseUtcOffset(input.utcOffset), rule: 'utc offset', resolution: 'exact' }
      : readWallTime(zone, wallMs, input.longitude);
  const ms = wallMs - reading.offset * 1000;
  return {
    epochMs: ms,
    utc: new Date(ms).toISOString(),
    jdUT: jdFromEpochMs(ms),
    offsetMinutes: reading.offset / 60,
    offsetSeconds: reading.offset,
    utcOffset: formatUtcOffset(reading.offset),
    rule: reading.rule,
    resolution: reading.resolution,
  };
}

/** Alias of localToUtc (the name the transit windows and older callers use). */
export const localTimeToUt = localToUtc;

/** UTC instant (epoch ms) -> Julian day UT. */
export const jdFromDate = (d: Date): number => jdFromEpochMs(d.getTime());
