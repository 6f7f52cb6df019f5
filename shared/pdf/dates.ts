/**
 * Dates and times in the reader's words ("Friday, 15 June 1990, 14:30"), never raw ISO
 * strings. An instant is shown in the birth's own time zone when the PDF knows it (the
 * IANA zone saved with the blueprint), else at the birth's UTC offset, else in UTC.
 */
import { formatDate } from '../i18n/format';
import { INTL_LOCALES } from '../i18n/languages';

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Where to show instants: an IANA zone, or a fixed offset such as "+01:00", or neither (UTC). */
export interface Zone {
  timezone?: string;
  utcOffset?: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The languages Intl writes (shared/i18n/format.ts: the one place of dates as each language writes them). */
const LOCALES: Readonly<Record<string, string>> = INTL_LOCALES;

const localDate = (day: Date, language: string, weekday: boolean): string => formatDate(day, language, { weekday });

/**
 * "2026-11-22" (or any ISO date-time) -> "22 November 2026"; in another language as it writes
 * dates ("22. November 2026", "22 novembre 2026", "22 नवंबर 2026"); unreadable input is returned as given.
 */
export function dateInWords(isoDate: string, opts: { weekday?: boolean; language?: string } = {}): string {
  const m = /^(-?\d{1,6})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return isoDate;
  const day = new Date(Date.UTC(2000, mo - 1, d));
  day.setUTCFullYear(y);
  if (opts.language && LOCALES[opts.language] && y > 0) return localDate(day, opts.language, opts.weekday === true);
  const words = `${d} ${MONTHS[mo - 1]} ${y}`;
  return opts.weekday ? `${WEEKDAYS[day.getUTCDay()]}, ${words}` : words;
}

/** "+01:00" / "-03:30:00" / "Z" -> minutes east of UTC; null when unreadable. */
export function offsetMinutes(offset: string): number | null {
  if (offset === 'Z') return 0;
  const m = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(offset);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3]) + Number(m[4] ?? 0) / 60;
  return m[1] === '-' ? -minutes : minutes;
}

/** 60 -> "UTC+1", -210 -> "UTC−3:30", 0 -> "UTC". */
export function offsetLabel(minutes: number): string {
  if (Math.round(minutes) === 0) return 'UTC';
  const abs = Math.abs(Math.round(minutes));
  const h = Math.floor(abs / 60);
  const mm = abs % 60;
  return `UTC${minutes < 0 ? '−' : '+'}${h}${mm ? ':' + pad(mm) : ''}`;
}

function validZone(timezone: string | undefined): string | undefined {
  if (!timezone) return undefined;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: timezone });
    return timezone;
  } catch {
    return undefined;
  }
}

/** The offset (minutes east of UTC) of an IANA zone at an instant. */
function zoneOffset(timezone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  }).formatToParts(at);
  const get = (t: string): number => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

/**
 * An instant in words in the birth's zone: "10 July 1940, 18:22 (UTC+1)"; in UTC when no
 * zone is known: "10 July 1940, 17:22 UTC". Unreadable input is returned as given.
 */
export function instantInWords(iso: string, zone: Zone = {}, language?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const tz = validZone(zone.timezone);
  const fixed = zone.utcOffset !== undefined ? offsetMinutes(zone.utcOffset) : null;
  const minutes = tz ? zoneOffset(tz, at) : (fixed ?? 0);
  const local = new Date(at.getTime() + minutes * 60000);
  const y = local.getUTCFullYear();
  const text = `${dateInWords(`${y < 0 ? '-' : ''}${String(Math.abs(y)).padStart(4, '0')}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`, language ? { language } : {})}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
  return tz || fixed !== null ? `${text} (${offsetLabel(minutes)})` : `${text} UTC`;
}

/** The birth as entered: "Friday, 15 June 1990, 14:30 local time (UTC+1)". */
export function birthInWords(date: string, time: string, utcOffset?: string, words: { language?: string; localTime?: string } = {}): string {
  const minutes = utcOffset !== undefined ? offsetMinutes(utcOffset) : null;
  const clock = /^\d{1,2}:\d{2}/.test(time) ? time.slice(0, 5) : time;
  return `${dateInWords(date, { weekday: true, ...(words.language ? { language: words.language } : {}) })}, ${clock} ${words.localTime ?? 'local time'}${minutes !== null ? ` (${offsetLabel(minutes)})` : ''}`;
}
