/**
 * Secondary progressions and solar arc directions.
 *
 * - Progressed moment: one day after birth for each year of life (a mean tropical year,
 *   365.24219 days): progressed = birth + (date - birth) / 365.24219.
 * - Progressed bodies: the ephemeris at the progressed moment, in the chart's zodiac.
 * - Progressed angles (`angles`): `solar-arc` (default) moves the natal Midheaven by the solar arc
 *   (progressed Sun - natal Sun) and takes the Ascendant and the cusps from that Midheaven at the
 *   birthplace; `naibod` moves the natal right ascension of the Midheaven by 0.98564733 degree a
 *   year (the Sun's mean daily motion); `progressed-houses` casts the houses of the progressed
 *   moment at the birthplace.
 * - Solar arc directions: arc = progressed Sun - natal Sun; every natal point moves forward by it.
 * Aspects to the natal chart: the five majors within 1 degree.
 */
import { eclipticToRightAscension, computeHousesFromArmc, computeHouses, houseOf, wrap360, type HouseResult } from '../astro/houses';
import { bodiesAt, makePosition, type BodyKey, type BodyPosition, type EphemerisBodyKey } from '../astro/bodies';
import { findAspectsAcross, type Aspect, type AspectPoint } from '../astro/aspects';
import { trueObliquity } from '../astro/chart';
import { assertInRange, norm360 } from '../astro/ephemeris';
import { lunarPhaseFrom, type LunarPhase } from '../astro/lunar';
import { siderealOffset } from '../astro/options';
import { SIGNS, type SignKey } from '../astro/zodiac';
import { isoFromJd } from '../sky/bodies';
import { Track } from '../sky/track';
import { aspectPointsOf, calendarJd, longitudeSignal, NATAL_TARGETS, predictiveOrbs, progressedJd, TROPICAL_YEAR_DAYS, type NatalBasis } from './common';

export const ANGLE_METHODS = ['solar-arc', 'naibod', 'progressed-houses'] as const;
export type AngleMethod = (typeof ANGLE_METHODS)[number];
export const DEFAULT_ANGLE_METHOD: AngleMethod = 'solar-arc';

/** Naibod's rate: the Sun's mean motion in right ascension, degrees per year. */
export const NAIBOD_RATE = 0.98564733;

/** Days of the look-ahead of the event lists (12 months). */
export const LOOKAHEAD_DAYS = 365.25;

export interface ProgressedPoint extends BodyPosition {
  /** House of the progressed point in the progressed houses. */
  house: number;
}

export interface MoonEvent {
  type: 'sign' | 'house';
  /** The sign entered (type sign) or the natal house entered (type house). */
  sign?: SignKey;
  house?: number;
  /** The calendar moment the progressed Moon reaches the boundary (UT). */
  utc: string;
  date: string;
  /** The progressed moment (UT Julian day) of the event. */
  progressedJd: number;
}

export interface Progressions {
  /** The calendar moment asked for (UT Julian day) and its progressed moment. */
  jdUT: number;
  progressedJd: number;
  progressedUtc: string;
  /** Years of life at jdUT (tropical years). */
  age: number;
  angleMethod: AngleMethod;
  /** Progressed Sun - natal Sun, degrees. */
  solarArc: number;
  bodies: Record<string, ProgressedPoint>;
  houses: HouseResult;
  aspectsToNatal: Aspect[];
  moonEvents: MoonEvent[];
  lunarPhase: LunarPhase;
}

const solarArcOf = (natal: NatalBasis, progressedSun: number): number => norm360(progressedSun - natal.chart.bodies.sun.longitude);

/** The zodiac's offset (degrees) from the tropical at a moment: the ayanamsha, 0 when tropical. */
const ayanOf = (natal: NatalBasis, jd: number): number => siderealOffset(natal.settings, jd)?.value ?? 0;

function progressedHouses(natal: NatalBasis, pjd: number, years: number, arc: number, method: AngleMethod): HouseResult {
  const ayan = ayanOf(natal, pjd);
  const sid = natal.settings.zodiac === 'sidereal' ? ayan : undefined;
  if (method === 'progressed-houses') return computeHouses(pjd, natal.latitude, natal.longitude, natal.settings.houseSystem, sid);
  const eps = trueObliquity(pjd);
  let armc: number;
  if (method === 'naibod') armc = natal.chart.armc + NAIBOD_RATE * years;
  else {
    // The directed Midheaven in the chart's zodiac, back to tropical for the house formulas.
    const mc = natal.chart.bodies.midheaven.longitude + arc + ayan;
    armc = eclipticToRightAscension(mc, eps);
  }
  return computeHousesFromArmc(armc, natal.latitude, eps, natal.settings.houseSystem, sid);
}

/** The progressed chart for a calendar moment (UT Julian day). */
export function computeProgressions(natal: NatalBasis, jdUT: number, method: AngleMethod = DEFAULT_ANGLE_METHOD): Progressions {
  assertInRange(jdUT);
  const pjd = progressedJd(natal.jdUT, jdUT);
  const years = (jdUT - natal.jdUT) / TROPICAL_YEAR_DAYS;
  const timeBodies = bodiesAt(pjd, natal.settings);
  const arc = solarArcOf(natal, timeBodies.sun.longitude);
  const houses = progressedHouses(natal, pjd, years, arc, method);
  const angles: Record<'ascendant' | 'midheaven', BodyPosition> = {
    ascendant: makePosition('ascendant', houses.ascendant, 0, 0),
    midheaven: makePosition('midheaven', houses.midheaven, 0, 0),
  };
  const bodies: Record<string, ProgressedPoint> = {};
  for (const key of NATAL_TARGETS) {
    const p = key in timeBodies ? timeBodies[key as EphemerisBodyKey] : angles[key as 'ascendant' | 'midheaven'];
    bodies[key] = { ...p, house: key === 'ascendant' ? 1 : houseOf(p.longitude, houses.cusps) };
  }
  const progressedPoints: AspectPoint[] = NATAL_TARGETS.map((k) => ({ key: k, type: bodies[k]!.type, longitude: bodies[k]!.longitude, speed: bodies[k]!.speed }));
  return {
    jdUT,
    progressedJd: pjd,
    progressedUtc: isoFromJd(pjd),
    age: years,
    angleMethod: method,
    solarArc: arc,
    bodies,
    houses,
    aspectsToNatal: findAspectsAcross(progressedPoints, aspectPointsOf(natal.chart), predictiveOrbs(natal.settings)),
    moonEvents: progressedMoonEvents(natal, jdUT, jdUT + LOOKAHEAD_DAYS),
    lunarPhase: lunarPhaseFrom(timeBodies.sun.longitude, timeBodies.moon.longitude, timeBodies.moon.latitude),
  };
}

/**
 * The progressed Moon's sign changes and natal-house changes between two calendar moments, in time
 * order, with the calendar dates they stand for. The progressed Moon moves about a degree a month
 * and never turns back, so each boundary is crossed at most once in a year.
 */
export function progressedMoonEvents(natal: NatalBasis, fromJd: number, toJd: number): MoonEvent[] {
  const lo = progressedJd(natal.jdUT, fromJd);
  const hi = progressedJd(natal.jdUT, toJd);
  assertInRange(hi);
  const track = new Track(longitudeSignal('moon', natal.settings), 1, lo);
  const out: MoonEvent[] = [];
  const push = (e: Omit<MoonEvent, 'utc' | 'date'>): void => {
    const utc = isoFromJd(calendarJd(natal.jdUT, e.progressedJd));
    out.push({ ...e, utc, date: utc.slice(0, 10) });
  };
  for (let s = 0; s < 12; s++) {
    for (const hit of track.crossings(s * 30, lo, hi)) if (hit.rate > 0) push({ type: 'sign', sign: SIGNS[s]!.key, progressedJd: hit.t });
  }
  natal.chart.cusps.forEach((c, i) => {
    for (const hit of track.crossings(c.cusp, lo, hi)) if (hit.rate > 0) push({ type: 'house', house: i + 1, progressedJd: hit.t });
  });
  return out.sort((a, b) => a.progressedJd - b.progressedJd);
}

export interface DirectedAspect extends Aspect {
  /** When the aspect is exact (UT), if that happens within the next 12 months; else null. */
  perfects: string | null;
}

export interface SolarArcDirections {
  jdUT: number;
  progressedJd: number;
  age: number;
  /** Progressed Sun - natal Sun, degrees. */
  arc: number;
  /** Every natal point moved forward by the arc. */
  directed: Record<string, BodyPosition & { natalLongitude: number }>;
  aspectsToNatal: DirectedAspect[];
}

/** Solar arc directions for a calendar moment (UT Julian day). */
export function computeSolarArc(natal: NatalBasis, jdUT: number): SolarArcDirections {
  assertInRange(jdUT);
  const pjd = progressedJd(natal.jdUT, jdUT);
  const sun = longitudeSignal('sun', natal.settings);
  const arc = solarArcOf(natal, sun(pjd).value);
  const directed: SolarArcDirections['directed'] = {};
  for (const key of NATAL_TARGETS) {
    const n = natal.chart.bodies[key];
    directed[key] = { ...makePosition(key as BodyKey, n.longitude + arc, n.latitude, 0), natalLongitude: n.longitude };
  }
  const points: AspectPoint[] = NATAL_TARGETS.map((k) => ({ key: k, type: directed[k]!.type, longitude: directed[k]!.longitude, speed: 1 / TROPICAL_YEAR_DAYS }));
  const natalPoints = aspectPointsOf(natal.chart).map((p) => ({ ...p, speed: 0 }));
  const aspects = findAspectsAcross(points, natalPoints, predictiveOrbs(natal.settings));
  // Perfection: the arc at which the directed point is exact, reached by the progressed Sun within 12 months.
  const hi = progressedJd(natal.jdUT, jdUT + LOOKAHEAD_DAYS);
  assertInRange(hi);
  const track = new Track(sun, 4, pjd);
  const natalSun = natal.chart.bodies.sun.longitude;
  const withDates = aspects.map((a): DirectedAspect => {
    const d0 = natal.chart.bodies[a.body1].longitude;
    const n = natal.chart.bodies[a.body2].longitude;
    let perfects: string | null = null;
    for (const target of a.angle === 0 || a.angle === 180 ? [n + a.angle] : [n + a.angle, n - a.angle]) {
      const neededArc = norm360(target - d0);
      const hit = track.crossings(wrap360(natalSun + neededArc), pjd, hi)[0];
      if (hit) {
        const t = isoFromJd(calendarJd(natal.jdUT, hit.t));
        if (perfects === null || t < perfects) perfects = t;
      }
    }
    return { ...a, perfects };
  });
  return { jdUT, progressedJd: pjd, age: (jdUT - natal.jdUT) / TROPICAL_YEAR_DAYS, arc, directed, aspectsToNatal: withDates };
}
