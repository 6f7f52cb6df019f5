/**
 * BaZi (八字, the Four Pillars) by the Zi Ping (子平) rules, to the second of the Sun's longitude:
 * - year pillar: changes at 立春, the Sun at 315°; the year Y from 立春 of Y is (Y - 4) mod 60;
 * - month pillar: changes at each jie (节), the Sun at 315° + 30°k; branch 寅 from 立春, stem by the
 *   five tigers rule (五虎遁: 甲己 years start 丙寅 …);
 * - day pillar: (JDN + 49) mod 60 of the civil day in the reckoning time; with `hourBoundary`
 *   "23:00" the day changes at the start of the rat hour (早子时), with "00:00" at midnight, and
 *   23:00-24:00 is the late rat hour (夜子时: the day pillar stays, the hour stem is the next day's);
 * - hour pillar: the two-hour branch from 23:00 (子), stem by the five rats rule (五鼠遁: 甲己 days
 *   start 甲子 …);
 * - reckoning time: the zone's standard time at the birth (daylight saving removed), or with
 *   `solarTime: true` local apparent solar time (longitude and the equation of time).
 * Luck pillars (大运) run forward for a yang-year man or a yin-year woman and backward otherwise,
 * from the month pillar; they start after the days to the next (forward) or the previous
 * (backward) jie, three days to one year. docs/chinese.md cites the sources.
 */
import { bodyPosition, equationOfTime, norm360, SE } from '../astro/ephemeris';
import { epochMsFromJd } from '../astro/time';
import {
  ANIMALS,
  BRANCHES,
  branchElement,
  cycleIndex,
  ELEMENTS,
  HIDDEN_STEMS,
  HIDDEN_WEIGHTS,
  mod,
  NAYIN,
  polarityOf,
  stemElement,
  STEMS,
  tenGod,
  type Animal,
  type Branch,
  type Element,
  type Polarity,
  type Stem,
  type TenGod,
} from './cycle';
import { nextTerm, previousTerm, type SolarTermId } from './terms';

export const HOUR_BOUNDARIES = ['23:00', '00:00'] as const;
export type HourBoundary = (typeof HOUR_BOUNDARIES)[number];
export type SolarTime = 'standard' | 'apparent';
export type Sex = 'male' | 'female';
export const PILLAR_NAMES = ['year', 'month', 'day', 'hour'] as const;
export type PillarName = (typeof PILLAR_NAMES)[number];

export interface BaziInput {
  /** the birth's UT Julian day */
  jdUT: number;
  /** false: the birth time is unknown; no hour pillar, the day pillar of the civil date */
  timeKnown: boolean;
  /** the zone's standard offset at the birth, seconds east of UT (local mean time before standard time) */
  standardOffsetSeconds: number;
  /** the birthplace's longitude, degrees east */
  longitude: number;
  hourBoundary: HourBoundary;
  solarTime: SolarTime;
  sex?: Sex;
  /** the moment whose luck pillar `currentLuckPillar` names (UT Julian day) */
  atJd: number;
}

export interface HiddenStem {
  stem: Stem;
  element: Element;
  /** the ten god of the hidden stem seen from the day master */
  tenGod: TenGod;
}

export interface Pillar {
  stem: Stem;
  branch: Branch;
  hanzi: string;
  /** the stem's element and polarity */
  element: Element;
  polarity: Polarity;
  branchElement: Element;
  animal: Animal;
  hiddenStems: HiddenStem[];
  /** the stem's ten god seen from the day master; null for the day stem itself */
  tenGod: TenGod | null;
  naYin: { id: string; hanzi: string; element: Element };
  /** 0..59 in the sexagenary cycle (甲子 0) */
  cycle: number;
}

export interface LuckPillar {
  stem: Stem;
  branch: Branch;
  hanzi: string;
  element: Element;
  animal: Animal;
  tenGod: TenGod;
  /** age in years (decimal) at which the pillar starts */
  startAge: number;
  /** UT instant the pillar starts */
  startDate: string;
}

export interface BoundaryNote {
  pillar: PillarName;
  /** minutes to the moment the pillar would change, going later (positive) or earlier (negative) */
  minutes: number;
  /** the change: a solar term by its id, or the day or hour boundary */
  cause: SolarTermId | 'day' | 'hour';
}

export interface Bazi {
  pillars: { year: Pillar; month: Pillar; day: Pillar; hour: Pillar | null };
  dayMaster: { stem: Stem; element: Element; polarity: Polarity };
  elements: { counts: Record<Element, number>; weighted: Record<Element, number> };
  reckoning: { solarTime: SolarTime; hourBoundary: HourBoundary; localTime: string; offsetSeconds: number; equationOfTimeSeconds: number | null };
  luckPillars: LuckPillar[] | null;
  currentLuckPillar: LuckPillar | null;
  boundaries: {
    previousTerm: { id: SolarTermId; moment: string; minutes: number };
    nextTerm: { id: SolarTermId; moment: string; minutes: number };
    hour: { previous: number; next: number } | null;
    day: { previous: number; next: number } | null;
    /** the pillars that would change if the birth were up to two hours earlier or later */
    within2h: BoundaryNote[];
  };
}

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.2425;
const iso = (jd: number) => new Date(Math.round(epochMsFromJd(jd) / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const minutesBetween = (from: number, to: number) => Math.round((to - from) * 1440 * 10) / 10;

function pillarOf(stem: number, branch: number, dayStem: number | null): Pillar {
  const cycle = cycleIndex(stem, branch);
  const ny = NAYIN[Math.floor(cycle / 2)]!;
  const reference = dayStem ?? stem;
  return {
    stem: STEMS[stem]!,
    branch: BRANCHES[branch]!,
    hanzi: '甲乙丙丁戊己庚辛壬癸'[stem]! + '子丑寅卯辰巳午未申酉戌亥'[branch]!,
    element: stemElement(stem),
    polarity: polarityOf(stem),
    branchElement: branchElement(branch),
    animal: ANIMALS[branch]!,
    hiddenStems: HIDDEN_STEMS[branch]!.map((h) => ({ stem: STEMS[h]!, element: stemElement(h), tenGod: tenGod(reference, h) })),
    tenGod: dayStem === null ? null : tenGod(dayStem, stem),
    naYin: { id: ny.id, hanzi: ny.hanzi, element: ny.element },
    cycle,
  };
}

/**
 * The solar year (from 立春) of a moment: in January and February, before 立春 (the Sun in the 子
 * or 丑 month, 255°-315°), the moment belongs to the previous year.
 */
function solarYear(jdUT: number, monthIndex: number): number {
  const d = new Date(epochMsFromJd(jdUT));
  return d.getUTCMonth() <= 1 && monthIndex >= 10 ? d.getUTCFullYear() - 1 : d.getUTCFullYear();
}

/** The month index from 寅 (0) to 丑 (11) of a Sun longitude. */
const monthIndexOf = (sunLongitude: number): number => Math.floor(norm360(sunLongitude - 315) / 30) % 12;

/** Stems and branches of the year and month pillars of a moment. */
function yearMonth(jdUT: number, sunLongitude: number): { yearStem: number; yearBranch: number; monthStem: number; monthBranch: number; monthIndex: number } {
  const monthIndex = monthIndexOf(sunLongitude);
  const y = solarYear(jdUT, monthIndex);
  const yearStem = mod(y - 4, 10);
  const yearBranch = mod(y - 4, 12);
  const monthStem = mod((yearStem % 5) * 2 + 2 + monthIndex, 10);
  return { yearStem, yearBranch, monthStem, monthBranch: mod(monthIndex + 2, 12), monthIndex };
}

/** The reckoning offset (seconds east of UT) and the equation of time used. */
function reckoningOffset(input: Pick<BaziInput, 'jdUT' | 'solarTime' | 'standardOffsetSeconds' | 'longitude'>): { offset: number; eot: number | null } {
  if (input.solarTime === 'standard') return { offset: input.standardOffsetSeconds, eot: null };
  const eot = equationOfTime(input.jdUT) * 86_400;
  return { offset: input.longitude * 240 + eot, eot };
}

/** Day and hour pillars from the local reckoning time (epoch ms as if local were UT). */
function dayHour(localMs: number, hourBoundary: HourBoundary, timeKnown: boolean): { dayCycle: number; hourStem: number | null; hourBranch: number | null } {
  const local = new Date(localMs);
  const jdn = Math.floor(localMs / DAY_MS) + 2440588; // JDN of the local civil date
  const hour = timeKnown ? local.getUTCHours() : 12;
  const late = hour >= 23;
  const dayJdn = late && hourBoundary === '23:00' ? jdn + 1 : jdn;
  const dayCycle = mod(dayJdn + 49, 60);
  if (!timeKnown) return { dayCycle, hourStem: null, hourBranch: null };
  const hourBranch = Math.floor((hour + 1) / 2) % 12;
  // the hour stem follows the day of the rat hour: the next day's from 23:00 under either boundary
  const ratDayStem = mod((late ? jdn + 1 : jdn) + 49, 10);
  const hourStem = mod((ratDayStem % 5) * 2 + hourBranch, 10);
  return { dayCycle, hourStem, hourBranch };
}

/**
 * The four pillars alone (their Chinese characters) at a moment, read in a local time `offsetSeconds`
 * east of UT: what birth-time sensitivity follows (`bazi.*`). The same rules as computeBazi.
 */
export function pillarsAt(jdUT: number, offsetSeconds: number, hourBoundary: HourBoundary = '23:00'): Record<PillarName, string> {
  const ym = yearMonth(jdUT, bodyPosition(jdUT, SE.SUN).longitude);
  const dh = dayHour(epochMsFromJd(jdUT) + offsetSeconds * 1000, hourBoundary, true);
  const name = (stem: number, branch: number) => '甲乙丙丁戊己庚辛壬癸'[stem]! + '子丑寅卯辰巳午未申酉戌亥'[branch]!;
  return {
    year: name(ym.yearStem, ym.yearBranch),
    month: name(ym.monthStem, ym.monthBranch),
    day: name(dh.dayCycle % 10, dh.dayCycle % 12),
    hour: name(dh.hourStem!, dh.hourBranch!),
  };
}

export function computeBazi(input: BaziInput): Bazi {
  const { offset, eot } = reckoningOffset(input);
  const localMs = epochMsFromJd(input.jdUT) + offset * 1000;
  const sun = bodyPosition(input.jdUT, SE.SUN).longitude;
  const ym = yearMonth(input.jdUT, sun);
  const dh = dayHour(localMs, input.hourBoundary, input.timeKnown);
  const dayStem = dh.dayCycle % 10;
  const dayBranch = dh.dayCycle % 12;
  const pillars = {
    year: pillarOf(ym.yearStem, ym.yearBranch, dayStem),
    month: pillarOf(ym.monthStem, ym.monthBranch, dayStem),
    day: pillarOf(dayStem, dayBranch, null),
    hour: dh.hourStem === null || dh.hourBranch === null ? null : pillarOf(dh.hourStem, dh.hourBranch, dayStem),
  };
  const counts = Object.fromEntries(ELEMENTS.map((e) => [e, 0])) as Record<Element, number>;
  const weighted = Object.fromEntries(ELEMENTS.map((e) => [e, 0])) as Record<Element, number>;
  for (const p of [pillars.year, pillars.month, pillars.day, pillars.hour]) {
    if (!p) continue;
    counts[p.element] += 1;
    counts[p.branchElement] += 1;
    weighted[p.element] += 1;
    const hidden = HIDDEN_STEMS[BRANCHES.indexOf(p.branch)]!;
    const w = HIDDEN_WEIGHTS[hidden.length]!;
    hidden.forEach((h, i) => (weighted[stemElement(h)] += w[i]!));
  }
  for (const e of ELEMENTS) weighted[e] = Math.round(weighted[e] * 100) / 100;

  const prevJie = previousTerm(input.jdUT, 'jie', sun);
  const nextJie = nextTerm(input.jdUT, 'jie', sun);
  let luckPillars: LuckPillar[] | null = null;
  let currentLuckPillar: LuckPillar | null = null;
  if (input.sex) {
    const yang = ym.yearStem % 2 === 0;
    const forward = (yang && input.sex === 'male') || (!yang && input.sex === 'female');
    const days = forward ? nextJie.jd - input.jdUT : input.jdUT - prevJie.jd;
    const startYears = days / 3;
    luckPillars = [];
    for (let k = 1; k <= 10; k++) {
      const stem = mod(ym.monthStem + (forward ? k : -k), 10);
      const branch = mod(ym.monthBranch + (forward ? k : -k), 12);
      const age = startYears + 10 * (k - 1);
      const p = pillarOf(stem, branch, dayStem);
      luckPillars.push({ stem: p.stem, branch: p.branch, hanzi: p.hanzi, element: p.element, animal: p.animal, tenGod: p.tenGod!, startAge: Math.round(age * 100) / 100, startDate: iso(input.jdUT + age * YEAR_DAYS) });
    }
    const ageAt = (input.atJd - input.jdUT) / YEAR_DAYS;
    currentLuckPillar = [...luckPillars].reverse().find((l, i, all) => ageAt >= startYears + 10 * (all.length - 1 - i)) ?? null;
  }

  const within2h: BoundaryNote[] = [];
  const toNext = minutesBetween(input.jdUT, nextJie.jd);
  const toPrev = minutesBetween(input.jdUT, prevJie.jd);
  for (const [m, term] of [
    [toNext, nextJie],
    [toPrev, prevJie],
  ] as const) {
    if (Math.abs(m) <= 120) {
      within2h.push({ pillar: 'month', minutes: m, cause: term.id });
      if (term.id === 'lichun') within2h.push({ pillar: 'year', minutes: m, cause: term.id });
    }
  }
  let hour: { previous: number; next: number } | null = null;
  let day: { previous: number; next: number } | null = null;
  if (input.timeKnown) {
    const localMinutes = (((localMs / 60_000) % 1440) + 1440) % 1440;
    // hour branches change at every odd hour (23:00, 01:00, …)
    const sinceOdd = (((localMinutes - 60) % 120) + 120) % 120;
    hour = { previous: -Math.round(sinceOdd * 10) / 10, next: Math.round((120 - sinceOdd) * 10) / 10 };
    const boundary = input.hourBoundary === '23:00' ? 23 * 60 : 0;
    const sinceDay = (((localMinutes - boundary) % 1440) + 1440) % 1440;
    day = { previous: -Math.round(sinceDay * 10) / 10, next: Math.round((1440 - sinceDay) * 10) / 10 };
    for (const m of [hour.previous, hour.next]) if (Math.abs(m) <= 120) within2h.push({ pillar: 'hour', minutes: m, cause: 'hour' });
    for (const m of [day.previous, day.next]) if (Math.abs(m) <= 120) within2h.push({ pillar: 'day', minutes: m, cause: 'day' });
  }
  within2h.sort((a, b) => Math.abs(a.minutes) - Math.abs(b.minutes) || PILLAR_NAMES.indexOf(a.pillar) - PILLAR_NAMES.indexOf(b.pillar));

  return {
    pillars,
    dayMaster: { stem: STEMS[dayStem]!, element: stemElement(dayStem), polarity: polarityOf(dayStem) },
    elements: { counts, weighted },
    reckoning: {
      solarTime: input.solarTime,
      hourBoundary: input.hourBoundary,
      localTime: new Date(Math.round(localMs / 1000) * 1000).toISOString().slice(0, 19),
      offsetSeconds: Math.round(offset),
      equationOfTimeSeconds: eot === null ? null : Math.round(eot * 10) / 10,
    },
    luckPillars,
    currentLuckPillar,
    boundaries: {
      previousTerm: { id: prevJie.id, moment: iso(prevJie.jd), minutes: toPrev },
      nextTerm: { id: nextJie.id, moment: iso(nextJie.jd), minutes: toNext },
      hour,
      day,
      within2h,
    },
  };
}
