/**
 * Local civil birth time -> UTC, with real IANA time-zone data (luxon over the
 * runtime's ICU tz database), never fixed offsets and never from coordinates.
 *
 * DST policy (deterministic, documented in the README):
 *  - a local time that exists once  -> `exact`;
 *  - a local time that exists twice (clocks turned back) -> the EARLIER instant,
 *    i.e. the first occurrence, still on the pre-change offset -> `ambiguous-earlier`;
 *  - a local time that never existed (clocks jumped forward) -> read with the offset
 *    in force just BEFORE the jump, which equals moving the wall clock forward by the
 *    size of the gap (02:30 in a 02:00->03:00 jump becomes 03:30) -> `gap-shifted-forward`.
 */
import { IANAZone } from 'luxon';
import { invalidInput } from '../errors';

export type TimeResolution = 'exact' | 'ambiguous-earlier' | 'gap-shifted-forward';

export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24 hours (00:00 .. 23:59) */
  time: string;
  /** IANA name, e.g. Europe/London */
  timezone: string;
}

export interface ResolvedInstant {
  /** The UTC instant as epoch milliseconds. */
  epochMs: number;
  /** ISO 8601 UTC timestamp. */
  utc: string;
  /** Julian day number in Universal Time. */
  jdUT: number;
  /** Offset from UTC in minutes that was applied (local = utc + offset). */
  offsetMinutes: number;
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

/** Parses and validates HH:MM on a 24-hour clock (24:00 is rejected). */
export function parseTime(time: string, error = 'Invalid birth time'): { hour: number; minute: number } {
  const m = TIME_RE.exec(time);
  if (!m) throw invalidInput(error, `Expected a time as HH:MM (24 hours), got "${time}"`);
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour > 23 || minute > 59) throw invalidInput(error, `"${time}" is not a time of day (00:00 to 23:59)`);
  return { hour, minute };
}

const zoneCache = new Map<string, IANAZone>();

/** Returns a valid IANA zone or throws the typed "Invalid timezone" error. */
export function zoneFor(name: string): IANAZone {
  let zone = zoneCache.get(name);
  if (!zone) {
    // Offset names like "+02:00" or "UTC" are accepted by IANAZone only when real zones.
    if (!IANAZone.isValidZone(name)) {
      throw invalidInput('Invalid timezone', `"${name}" is not an IANA time zone name (Area/City, e.g. Europe/London)`);
    }
    zone = IANAZone.create(name);
    zoneCache.set(name, zone);
  }
  return zone;
}

/**
 * Converts local civil date and time in an IANA zone to a UTC instant, applying
 * the DST policy above.
 */
export function localToUtc(input: LocalDateTime): ResolvedInstant {
  const { year, month, day } = parseDate(input.date);
  const { hour, minute } = parseTime(input.time);
  const zone = zoneFor(input.timezone);
  // The wall-clock reading as if it were UTC.
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  // Offsets in force shortly before and after: a DST change inside this window
  // yields two distinct offsets.
  const before = zone.offset(wallMs - MS_PER_DAY / 2);
  const after = zone.offset(wallMs + MS_PER_DAY / 2);
  const candidates = [...new Set([before, after])]
    .map((offset) => ({ offset, ms: wallMs - offset * 60_000 }))
    .filter((c) => zone.offset(c.ms) === c.offset)
    .sort((a, b) => a.ms - b.ms);

  let chosen: { offset: number; ms: number };
  let resolution: TimeResolution;
  const first = candidates[0];
  if (candidates.length === 0 || !first) {
    chosen = { offset: before, ms: wallMs - before * 60_000 };
    resolution = 'gap-shifted-forward';
  } else {
    chosen = first;
    resolution = candidates.length > 1 ? 'ambiguous-earlier' : 'exact';
  }
  return {
    epochMs: chosen.ms,
    utc: new Date(chosen.ms).toISOString(),
    jdUT: jdFromEpochMs(chosen.ms),
    offsetMinutes: chosen.offset,
    resolution,
  };
}

/** UTC instant (epoch ms) -> Julian day UT. */
export const jdFromDate = (d: Date): number => jdFromEpochMs(d.getTime());
