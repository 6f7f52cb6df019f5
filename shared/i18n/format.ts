/**
 * Dates, times, numbers and ordinals as each language writes them: the one place (Intl-based)
 * the writers of prose, tables, images and the PDF go through (docs/languages.md, "Numbers and
 * dates"). Pure, no I/O; formatters are built once per container and kept.
 *
 * - Dates in words ("14 août 2026", "14. August 2026", "14 de agosto de 2026", "14 अगस्त 2026"),
 *   French, Portuguese and Italian write the first day of a month as an ordinal ("1er novembre",
 *   "1º de novembro", "1º novembre").
 * - Times on the 24-hour clock in every language but English ("01:12", Hindi "13:12", never
 *   "pm"), English keeps its 12-hour clock ("1:12 pm") where it wrote one.
 * - Numbers with the language's decimal separator ("78,54" in French, Spanish, German,
 *   Portuguese and Italian), Latin digits in Hindi.
 */
import { INTL_LOCALES, type Language } from './languages';

const localeOf = (language: string): string => INTL_LOCALES[language as Language] ?? INTL_LOCALES.en;

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const dateFormat = (language: string, key: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const id = `d|${language}|${key}`;
  let f = cache.get(id) as Intl.DateTimeFormat | undefined;
  if (!f) {
    f = new Intl.DateTimeFormat(localeOf(language), { numberingSystem: 'latn', ...opts });
    cache.set(id, f);
  }
  return f;
};
const numberFormat = (language: string, digits: number, min: number): Intl.NumberFormat => {
  const id = `n|${language}|${digits}|${min}`;
  let f = cache.get(id) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(localeOf(language), { numberingSystem: 'latn', minimumFractionDigits: min, maximumFractionDigits: digits, useGrouping: false });
    cache.set(id, f);
  }
  return f;
};

/** A day ("2026-08-14") or a moment ("2026-08-14T01:12:00Z") as a Date; a day is taken at noon UTC. */
const toDate = (iso: string | Date): Date => (iso instanceof Date ? iso : /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso));

/** The languages that write the first of a month as an ordinal, and how. */
const FIRST_OF_MONTH: Partial<Record<string, string>> = { fr: '1er', pt: '1º', it: '1º' };

export interface DateOptions {
  /** The weekday in front ("samedi 14 août"). */
  weekday?: boolean;
  /** With the year (default true). */
  year?: boolean;
  /** The zone the day is read in (default UTC). */
  timeZone?: string;
}

/**
 * A date in words, as the language writes it: "14 August 2026", "14 août 2026", "1er novembre
 * 2026", "14. August 2026", "14 de agosto de 2026", "1º de novembro de 2026", "14 अगस्त 2026".
 */
export function formatDate(iso: string | Date, language: string, opts: DateOptions = {}): string {
  const year = opts.year !== false;
  const tz = opts.timeZone ?? 'UTC';
  const f = dateFormat(language, `${opts.weekday ? 'w' : ''}${year ? 'y' : ''}|${tz}`, {
    timeZone: tz,
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
    ...(opts.weekday ? { weekday: 'long' } : {}),
  });
  const first = FIRST_OF_MONTH[language];
  return f
    .formatToParts(toDate(iso))
    .map((p) => (p.type === 'day' && p.value === '1' && first ? first : p.value))
    .join('');
}

/**
 * A birth's date and time in a picture's caption or subtitle: English keeps the ISO date the images
 * always had ("1990-07-15 14:30": their hashes hold it); the other languages write the date in words
 * ("15. Juli 1990, 14:30"). An unknown time gives the language's words for it after the date.
 */
export const captionWhen = (isoDate: string, time: string, language: string, timeUnknown?: string): string =>
  language === 'en' ? `${isoDate} ${timeUnknown ?? time}` : `${formatDate(isoDate, language)}${timeUnknown !== undefined ? ` ${timeUnknown}` : `, ${time}`}`;

/** A moment in a picture's caption, in UTC: "2026-11-23 21:00 UTC" in English (as always), "23. November 2026, 21:00 UTC" in German. */
export const captionMoment = (at: string | Date, language: string): string => {
  const iso = toDate(at).toISOString();
  return language === 'en' ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : `${formatDate(iso, language)}, ${iso.slice(11, 16)} UTC`;
};

/** Degrees in a picture's caption with two decimals: "28.61°" in English (as always), "28,61°" where the language writes a decimal comma. */
export const captionDegrees = (n: number, language: string): string => (language === 'en' ? `${n.toFixed(2)}°` : formatDegrees(n, language, 2));

/** A span of two days: "du 14 août au 14 décembre 2026" is for the sentence; this gives both ends in words. */
export const formatDateRange = (from: string | Date, to: string | Date, language: string, opts: DateOptions = {}): [string, string] => [
  formatDate(from, language, opts),
  formatDate(to, language, opts),
];

/**
 * A time of day: "01:12" (24-hour clock, every language but English), "1:12 am" in English
 * (`en-24`: English on the 24-hour clock, "01:12"); `utc` adds " UTC". The zone the moment is
 * read in defaults to UTC.
 */
export function formatTime(iso: string | Date, language: string, opts: { timeZone?: string; utc?: boolean } = {}): string {
  const tz = opts.timeZone ?? 'UTC';
  const english = language === 'en';
  if (language === 'en-24') language = 'en';
  const f = dateFormat(language, `t|${tz}`, { timeZone: tz, hour: english ? 'numeric' : '2-digit', minute: '2-digit', hourCycle: english ? 'h12' : 'h23' });
  const s = f.format(toDate(iso)).replace(/\s*(AM|PM)$/i, (m) => ` ${m.trim().toLowerCase()}`).replace(/\u202f/g, ' ');
  return opts.utc ? `${s} UTC` : s;
}

/** A number with the language's decimal separator: `formatNumber(78.54, 'fr', 2)` is "78,54"; `min` fixes the digits shown. */
export const formatNumber = (n: number, language: string, digits = 2, min = digits): string => numberFormat(language, digits, Math.min(min, digits)).format(n);

/** Degrees with the language's decimal separator: "78,54°". */
export const formatDegrees = (n: number, language: string, digits = 2): string => `${formatNumber(n, language, digits)}°`;

/** A list as the language joins it ("Sonne, Mond und Mars"). */
export const formatList = (items: readonly string[], language: string, type: 'conjunction' | 'disjunction' = 'conjunction'): string =>
  new Intl.ListFormat(localeOf(language), { type }).format(items);

/** Between a date and its time: "14 décembre 1936 à 14:30", "14. Dezember 1936 um 14:30", "14 दिसंबर 1936, 14:30". */
const AT: Readonly<Record<string, string>> = { en: ' at ', fr: ' à ', es: ', ', de: ' um ', pt: ', ', it: ' alle ore ', hi: ', ' };

/** A moment with its date and time of day, read in UTC and said so: "1er novembre 2026 à 01:12 UTC". */
export const formatMoment = (iso: string | Date, language: string): string =>
  `${formatDate(iso, language)}${AT[language] ?? AT.en}${formatTime(iso, language === 'en' ? 'en-24' : language)} UTC`;
