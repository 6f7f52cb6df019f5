/**
 * The window of a transit report: `[date 00:00, end)` in the request's time zone, where end is
 * date + 1 day (day), + 7 days (week), or the same date of the next month (month; clamped to that
 * month's last day, so 31 January runs to 28 or 29 February). Local midnight follows the DST
 * policy of shared/astro/time.ts (a midnight that does not exist starts at the first valid minute).
 */
import { assertInRange } from '../astro/ephemeris';
import { daysInMonth, parseDate, zoneFor } from '../astro/time';
import { localDayStart } from '../astro/moment';
import { invalidInput } from '../errors';
import type { Period } from './rules';

export interface TransitWindow {
  period: Period;
  /** First local date of the window, YYYY-MM-DD. */
  date: string;
  /** Last local date inside the window, YYYY-MM-DD. */
  lastDate: string;
  timezone: string;
  startJd: number;
  endJd: number;
  /** ISO UTC instants of the window's bounds (end excluded). */
  start: string;
  end: string;
}

const iso = (y: number, m: number, d: number): string => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** YYYY-MM-DD plus n days (proleptic Gregorian; years from 100 on). */
export function addDays(date: string, n: number): string {
  const { year, month, day } = parseDate(date, 'Invalid date');
  return iso(year, month, day + n);
}

/** The local date following the window (exclusive end). */
export function windowEndDate(date: string, period: Period): string {
  if (period === 'day') return addDays(date, 1);
  if (period === 'week') return addDays(date, 7);
  const { year, month, day } = parseDate(date, 'Invalid date');
  const y = month === 12 ? year + 1 : year;
  const m = month === 12 ? 1 : month + 1;
  return iso(y, m, Math.min(day, daysInMonth(y, m)));
}

/** Today's date in a time zone, YYYY-MM-DD. */
export function todayIn(timezone: string, now: Date): string {
  const offset = zoneFor(timezone).offset(now.getTime());
  return new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 10);
}

/**
 * The window for a date, period and zone. Throws the typed errors "Invalid date", "Invalid
 * timezone" and "Date out of range" (the ephemeris covers 1800-2399).
 */
export function transitWindow(date: string, period: Period, timezone: string): TransitWindow {
  parseDate(date, 'Invalid date');
  zoneFor(timezone);
  const endDate = windowEndDate(date, period);
  const s = localDayStart(date, timezone);
  const e = localDayStart(endDate, timezone);
  try {
    assertInRange(s.jdUT);
    assertInRange(e.jdUT);
  } catch {
    throw invalidInput(
      'Date out of range',
      `A transit window must lie inside the ephemeris, 1800-01-01 06:00 UT to 2400-01-01 00:00 UT; ${date} (${period}) in ${timezone} does not`,
    );
  }
  return { period, date, lastDate: addDays(endDate, -1), timezone, startJd: s.jdUT, endJd: e.jdUT, start: s.utc, end: e.utc };
}
