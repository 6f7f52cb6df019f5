/**
 * Traditional timing techniques (pure): annual and monthly profections, and the firdaria.
 * Conventions (docs/predictive.md, "Profections and firdaria"):
 * - Profections count whole signs from the Ascendant's sign, whatever the chart's house system:
 *   at age n (completed years, by the civil birthday) the year is profected to the n-th sign after
 *   the Ascendant's (house n mod 12 + 1), and its lord is that sign's traditional ruler. The monthly
 *   profection advances one more sign each month of the profected year; month k begins on the
 *   birthday's day of the month k calendar months after the birthday (the last day of a shorter
 *   month; a 29 February birthday is kept on 28 February in common years).
 * - Firdaria: the sequence of day births Sun 10, Venus 8, Mercury 13, Moon 9, Saturn 11, Jupiter 12,
 *   Mars 7, North Node 3, South Node 2 years; night births Moon 9, Saturn 11, Jupiter 12, Mars 7,
 *   Sun 10, Venus 8, Mercury 13, North Node 3, South Node 2 (75 years, then the cycle repeats).
 *   Years of 365.25 days from the birth moment. Each planet's period is cut into seven equal
 *   sub-periods, the first its own, then in the Chaldean order from it; the nodes have none.
 */
import { CHALDEAN, traditionalRulerOf, type ClassicalPlanetKey } from '../astro/rulers';
import { SIGN_KEYS, type SignKey } from '../astro/zodiac';

export interface ProfectedPeriod {
  /** Whole-sign house counted from the Ascendant's sign (1-12). */
  house: number;
  sign: SignKey;
  /** Traditional ruler of the sign: the lord of the year (or month). */
  lord: ClassicalPlanetKey;
  /** First and last day (YYYY-MM-DD) of the period, in the birth zone; `end` is the day after its last. */
  start: string;
  end: string;
}

export interface Profections {
  age: number;
  annual: ProfectedPeriod;
  monthly: ProfectedPeriod & { month: number };
}

const pad = (n: number): string => String(n).padStart(2, '0');
const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const monthDays = (y: number, m: number): number => (m === 2 ? (isLeap(y) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!);

/** The day `months` calendar months after (year, month) on `day`, clamped to the month's length. */
function monthsAfter(year: number, month: number, day: number, months: number): string {
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  return `${y}-${pad(m)}-${pad(Math.min(day, monthDays(y, m)))}`;
}

/**
 * Profections at `date` (YYYY-MM-DD in the birth zone, on or after the birth date) of a birth on
 * `birthDate` with the Ascendant in the sign of index `ascendantSign` (0 Aries .. 11 Pisces).
 */
export function profectionsAt(birthDate: string, ascendantSign: number, date: string): Profections {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  let age = y - by - (m < bm || (m === bm && d < Math.min(bd, monthDays(y, bm))) ? 1 : 0);
  if (age < 0) age = 0;
  const birthday = (n: number): string => monthsAfter(by, bm, bd, 12 * n);
  const signAt = (steps: number): number => (ascendantSign + steps) % 12;
  const period = (steps: number, start: string, end: string): ProfectedPeriod => ({
    house: (steps % 12) + 1,
    sign: SIGN_KEYS[signAt(steps)]!,
    lord: traditionalRulerOf(signAt(steps)),
    start,
    end,
  });
  let month = 0;
  while (month < 11 && monthsAfter(by, bm, bd, 12 * age + month + 1) <= date) month++;
  return {
    age,
    annual: period(age, birthday(age), birthday(age + 1)),
    monthly: { ...period(age + month, monthsAfter(by, bm, bd, 12 * age + month), monthsAfter(by, bm, bd, 12 * age + month + 1)), month: month + 1 },
  };
}

export type FirdarLord = ClassicalPlanetKey | 'north_node' | 'south_node';

export const FIRDARIA_YEARS: Readonly<Record<FirdarLord, number>> = { sun: 10, venus: 8, mercury: 13, moon: 9, saturn: 11, jupiter: 12, mars: 7, north_node: 3, south_node: 2 };
export const FIRDARIA_DAY: readonly FirdarLord[] = ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars', 'north_node', 'south_node'];
export const FIRDARIA_NIGHT: readonly FirdarLord[] = ['moon', 'saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'north_node', 'south_node'];
/** One cycle of the firdaria, in years. */
export const FIRDARIA_CYCLE_YEARS = 75;
const YEAR_DAYS = 365.25;

export interface FirdarPeriod {
  lord: FirdarLord;
  /** UT Julian days of its start and end. */
  startJd: number;
  endJd: number;
  subPeriods: { lord: ClassicalPlanetKey; startJd: number; endJd: number }[];
}

/**
 * The firdaria from the birth (UT Julian day) through the cycle that contains `untilJd` (at least
 * the first 75 years), day or night order by the sect of the chart.
 */
export function firdaria(birthJd: number, isDayChart: boolean, untilJd: number): FirdarPeriod[] {
  const order = isDayChart ? FIRDARIA_DAY : FIRDARIA_NIGHT;
  const out: FirdarPeriod[] = [];
  let start = birthJd;
  do {
    for (const lord of order) {
      const end = start + FIRDARIA_YEARS[lord] * YEAR_DAYS;
      const subPeriods: FirdarPeriod['subPeriods'] = [];
      if (lord !== 'north_node' && lord !== 'south_node') {
        const first = CHALDEAN.indexOf(lord);
        const len = (end - start) / 7;
        for (let i = 0; i < 7; i++) subPeriods.push({ lord: CHALDEAN[(first + i) % 7]!, startJd: start + i * len, endJd: start + (i + 1) * len });
      }
      out.push({ lord, startJd: start, endJd: end, subPeriods });
      start = end;
    }
  } while (start <= untilJd);
  return out;
}

/** The period and sub-period running at a moment (sub-period null in a node's period). */
export function firdarAt(periods: readonly FirdarPeriod[], jd: number): { period: FirdarPeriod; subPeriod: FirdarPeriod['subPeriods'][number] | null } | null {
  const period = periods.find((p) => p.startJd <= jd && jd < p.endJd);
  if (!period) return null;
  return { period, subPeriod: period.subPeriods.find((s) => s.startJd <= jd && jd < s.endJd) ?? null };
}
