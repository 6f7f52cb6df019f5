/**
 * Vimshottari dasha, pure arithmetic over the Moon's sidereal longitude at birth: the first
 * mahadasha is that of the lord of the Moon's nakshatra, of which the part the Moon has already
 * travelled has elapsed before birth; the nine mahadashas follow in the Vimshottari order over 120
 * years, each divided into nine antardashas from its own lord in proportion to their years, and
 * again for the pratyantardashas (docs/astrology.md "Unknown birth time").
 */
import type { GrahaKey } from '../astro/bodies';
import { epochMsFromJd } from '../astro/time';
import { DASHA_LORDS, DASHA_YEARS, nakshatraOf } from './core';

/** Lengths of a dasha year the API accepts, in days. */
export const YEAR_DAYS = [365.25, 365.2422, 360] as const;
export type YearDays = (typeof YEAR_DAYS)[number];
export const DEFAULT_YEAR_DAYS: YearDays = 365.25;
export const TOTAL_YEARS = 120;

export interface DashaPeriod {
  lord: GrahaKey;
  /** UT Julian days. */
  start: number;
  end: number;
  periods?: DashaPeriod[];
}

export interface DashaBalance {
  lord: GrahaKey;
  /** Dasha years still to run at birth (fractional). */
  remainingYears: number;
  years: number;
  months: number;
  days: number;
}

export interface Vimshottari {
  balance: DashaBalance;
  periods: DashaPeriod[];
}

/** The nine periods of a span that begins with `first`, each in proportion to its lord's years. */
function divide(first: GrahaKey, start: number, length: number, depth: number): DashaPeriod[] {
  const out: DashaPeriod[] = [];
  const i0 = DASHA_LORDS.indexOf(first);
  let t = start;
  for (let k = 0; k < 9; k++) {
    const lord = DASHA_LORDS[(i0 + k) % 9]!;
    const end = k === 8 ? start + length : t + (length * DASHA_YEARS[lord]) / TOTAL_YEARS;
    out.push({ lord, start: t, end, ...(depth > 1 ? { periods: divide(lord, t, end - t, depth - 1) } : {}) });
    t = end;
  }
  return out;
}

/**
 * The Vimshottari periods of a birth (UT Julian day, the Moon's sidereal longitude) to `levels`
 * (1 mahadasha, 2 antardasha, 3 pratyantardasha, 4 sookshma, 5 prana), with a year of `yearDays` days.
 */
export function vimshottari(birthJd: number, moonLongitude: number, levels: number, yearDays: number = DEFAULT_YEAR_DAYS): Vimshottari {
  const n = nakshatraOf(moonLongitude);
  const lord = n.lord;
  const elapsed = DASHA_YEARS[lord] * n.fraction;
  const start = birthJd - elapsed * yearDays;
  const periods = divide(lord, start, TOTAL_YEARS * yearDays, levels);
  const remainingYears = DASHA_YEARS[lord] - elapsed;
  const years = Math.floor(remainingYears);
  const monthsF = (remainingYears - years) * 12;
  const months = Math.floor(monthsF);
  const days = (monthsF - months) * (yearDays / 12);
  return { balance: { lord, remainingYears, years, months, days }, periods };
}

/** The periods of one span beginning with `first` to `depth` levels (levels 4 and 5 of one mahadasha: sookshma and prana). */
export const vimshottariWithin = (first: GrahaKey, start: number, length: number, depth: number): DashaPeriod[] => divide(first, start, length, depth);

/** The periods running at a moment, one per level (empty outside the 120 years). */
export function runningAt(periods: readonly DashaPeriod[], jd: number): DashaPeriod[] {
  const out: DashaPeriod[] = [];
  let level: readonly DashaPeriod[] | undefined = periods;
  while (level) {
    const p: DashaPeriod | undefined = level.find((x) => jd >= x.start && jd < x.end);
    if (!p) break;
    out.push(p);
    level = p.periods;
  }
  return out;
}

/** The mahadasha and antardasha running at a moment, dated (ISO instants) for the readings and the advisor. */
export interface RunningDasha {
  /** The date the running periods are read at (YYYY-MM-DD, UTC). */
  date: string;
  maha: { lord: GrahaKey; start: string; end: string };
  antar: { lord: GrahaKey; start: string; end: string };
}

const isoOfJd = (jd: number): string => new Date(Math.round(epochMsFromJd(jd))).toISOString();
const dated = (p: DashaPeriod) => ({ lord: p.lord, start: isoOfJd(p.start), end: isoOfJd(p.end) });

/** The Vimshottari mahadasha and antardasha running at `atJd` (dasha year of 365.25 days), null outside the 120 years from birth. */
export function runningDasha(chart: { jdUT: number; grahas: { moon: { longitude: number } } }, atJd: number): RunningDasha | null {
  const v = vimshottari(chart.jdUT, chart.grahas.moon.longitude, 2);
  const [maha, antar] = runningAt(v.periods, atJd);
  if (!maha || !antar) return null;
  return { date: isoOfJd(atJd).slice(0, 10), maha: dated(maha), antar: dated(antar) };
}
