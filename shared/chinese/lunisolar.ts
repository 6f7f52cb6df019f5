/**
 * The Chinese lunisolar calendar (农历) by the modern rules (GB/T 33661-2017, 农历的编算和颁行):
 * - a month begins on the civil day, in China's time, of a new moon;
 * - the month holding the winter solstice (冬至) is the eleventh;
 * - a year from one eleventh month to the next (a sui) with thirteen months has a leap month: the
 *   first month of the sui in which no principal term (中气) falls; it repeats the previous
 *   month's number.
 * China's time is UTC+8 from 1929 on; before 1929 the calendar was reckoned for Beijing's meridian
 * (116°25′ E, UTC+7:45:40), as the published tables of those years were (docs/chinese.md).
 */
import { moonPhaseCrossing } from '../astro/lunar';
import { sunCrossing } from '../astro/ephemeris';
import { jdFromEpochMs } from '../astro/time';

/** JD of 1929-01-01T00:00 UTC+8: from then on China's calendar uses UTC+8. */
const JD_1929 = jdFromEpochMs(Date.UTC(1929, 0, 1) - 8 * 3_600_000);
const BEIJING_LMT_DAYS = (116 + 25 / 60) / 360;

/** The Julian day number (an integer naming the civil day) of a UT instant, in China's time. */
export function chinaDay(jdUT: number): number {
  const offset = jdUT >= JD_1929 ? 8 / 24 : BEIJING_LMT_DAYS;
  return Math.floor(jdUT + 0.5 + offset);
}

/** JDN of a Gregorian civil date. */
export function dayNumber(year: number, month: number, day: number): number {
  return Math.round(jdFromEpochMs(Date.UTC(year, month - 1, day)) + 0.5);
}

/** The Gregorian date of a JDN. */
export function dateOfDay(jdn: number): { year: number; month: number; day: number; iso: string } {
  const d = new Date(Math.round((jdn - 0.5 - 2440587.5) * 86_400_000));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), iso: d.toISOString().slice(0, 10) };
}

export interface LunarMonth {
  /** 1..12 */
  number: number;
  leap: boolean;
  /** JDN of the first day */
  start: number;
  /** 29 or 30 */
  days: number;
  /** the Chinese year (by its Gregorian year of month 1) the month belongs to */
  year: number;
}

/** The UT moment of the winter solstice of a Gregorian year. */
const solstice = (year: number): number => sunCrossing(270, jdFromEpochMs(Date.UTC(year, 11, 1)));

/** The JDN (China's day) of the new moon that begins the month holding `day`. */
function monthStartOn(day: number): number {
  let nm = moonPhaseCrossing(0, day - 0.5 - 32);
  let start = chinaDay(nm);
  for (;;) {
    const next = moonPhaseCrossing(0, nm + 20);
    const nextStart = chinaDay(next);
    if (nextStart > day) return start;
    nm = next;
    start = nextStart;
  }
}

const suiCache = new Map<number, LunarMonth[]>();

/**
 * The months from the eleventh month holding the solstice of `year - 1` up to (not including) the
 * one holding the solstice of `year`, numbered and with the leap month marked.
 */
export function suiMonths(year: number): LunarMonth[] {
  const cached = suiCache.get(year);
  if (cached) return cached;
  const ws0 = solstice(year - 1);
  const first = monthStartOn(chinaDay(ws0));
  const last = monthStartOn(chinaDay(solstice(year)));
  const starts = [first];
  let nm = moonPhaseCrossing(0, first - 0.5 - 2);
  while (chinaDay(nm) < first) nm = moonPhaseCrossing(0, nm + 20);
  for (;;) {
    nm = moonPhaseCrossing(0, nm + 20);
    const s = chinaDay(nm);
    starts.push(s);
    if (s >= last) break;
  }
  // starts: first .. last inclusive; the months are [starts[i], starts[i + 1])
  const count = starts.length - 1;
  let leapIndex = -1;
  if (count === 13) {
    // principal terms (every 30° from the solstice at 270°) by China's day
    const zhongqi: number[] = [];
    let jd = ws0;
    let lon = 270;
    while (chinaDay(jd) < last + 31) {
      zhongqi.push(chinaDay(jd));
      lon = (lon + 30) % 360;
      jd = sunCrossing(lon, jd + 25);
    }
    for (let i = 1; i < count; i++) {
      const has = zhongqi.some((z) => z >= starts[i]! && z < starts[i + 1]!);
      if (!has) {
        leapIndex = i;
        break;
      }
    }
  }
  const months: LunarMonth[] = [];
  let number = 11;
  for (let i = 0; i < count; i++) {
    const leap = i === leapIndex;
    if (i > 0 && !leap) number = number === 12 ? 1 : number + 1;
    months.push({ number, leap, start: starts[i]!, days: starts[i + 1]! - starts[i]!, year: 0 });
  }
  // months before the first month 1 belong to the previous Chinese year
  let seenFirst = false;
  for (const m of months) {
    if (m.number === 1 && !m.leap) seenFirst = true;
    m.year = seenFirst ? year : year - 1;
  }
  suiCache.set(year, months);
  if (suiCache.size > 64) suiCache.delete(suiCache.keys().next().value!);
  return months;
}

export interface ChineseDate {
  /** the Chinese year by the Gregorian year in which its first month begins */
  year: number;
  month: number;
  leap: boolean;
  day: number;
  /** days in the month: 29 or 30 */
  monthDays: number;
  /** JDN of the month's first day */
  monthStart: number;
}

/** The Chinese date of a civil day (JDN). */
export function chineseDate(jdn: number): ChineseDate {
  const { year } = dateOfDay(jdn);
  // the sui that ends with the month of `year`'s solstice, or the next one
  for (const y of [year, year + 1]) {
    const months = suiMonths(y);
    const end = months[months.length - 1]!.start + months[months.length - 1]!.days;
    if (jdn >= months[0]!.start && jdn < end) {
      const m = [...months].reverse().find((x) => x.start <= jdn)!;
      return { year: m.year, month: m.number, leap: m.leap, day: jdn - m.start + 1, monthDays: m.days, monthStart: m.start };
    }
  }
  throw new RangeError(`no Chinese month found for JDN ${jdn}`);
}

/** The months of one Chinese year (month 1 to the month before the next month 1), leap month included. */
export function chineseYearMonths(year: number): LunarMonth[] {
  return [...suiMonths(year), ...suiMonths(year + 1)].filter((m) => m.year === year);
}
