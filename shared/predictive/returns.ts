/**
 * Solar and lunar returns: the moments the Sun (the Moon) comes back to its natal longitude, in
 * the chart's zodiac, found by root finding on the ephemeris (a `Track` of shared/sky brackets
 * every crossing on a grid, the solver closes in on it, Newton steps polish it to 1e-8 degree),
 * and the full chart of each moment at the birthplace or at another place (relocated return),
 * with its aspects to the natal chart.
 */
import { computeChartAt } from '../astro/chart';
import { assertInRange, EPHEMERIS_RANGE } from '../astro/ephemeris';
import { findAspectsAcross, type Aspect } from '../astro/aspects';
import { Track } from '../sky/track';
import { isoFromJd } from '../sky/bodies';
import { aspectPointsOf, longitudeSignal, polishRoot, type ChartCore, type NatalBasis, type ReturnBody } from './common';

export interface ReturnPlace {
  latitude: number;
  longitude: number;
}

export interface ReturnChart {
  body: ReturnBody;
  /** UT Julian day of the return. */
  jdUT: number;
  utc: string;
  /** The natal longitude returned to (chart zodiac). */
  natalLongitude: number;
  /** The body's longitude at the reported moment. */
  longitude: number;
  place: ReturnPlace;
  relocated: boolean;
  chart: ChartCore;
  /** Aspects from the return chart's points (body1) to the natal points (body2), with the chart's orbs. */
  aspectsToNatal: Aspect[];
}

/** Grid of the scans (days): the Sun moves about 4 degrees in 4 days, the Moon 13 in a day. */
const STEP: Record<ReturnBody, number> = { sun: 4, moon: 1 };

/** Every return of the body within [lo, hi) (UT Julian days), in time order, each to 1e-8 degree. */
export function returnMoments(natal: NatalBasis, body: ReturnBody, lo: number, hi: number): number[] {
  const from = Math.max(lo, EPHEMERIS_RANGE.startJd);
  const to = Math.min(hi, EPHEMERIS_RANGE.endJd - 1e-6);
  const signal = longitudeSignal(body, natal.settings);
  const target = natal.chart.bodies[body].longitude;
  const track = new Track(signal, STEP[body], from);
  return track.crossings(target, from, to).map((s) => polishRoot(signal, target, s).t);
}

function returnChart(natal: NatalBasis, body: ReturnBody, jdUT: number, place?: ReturnPlace): ReturnChart {
  assertInRange(jdUT);
  const where = place ?? { latitude: natal.latitude, longitude: natal.longitude };
  const chart = computeChartAt(jdUT, where.latitude, where.longitude, natal.settings);
  return {
    body,
    jdUT,
    utc: isoFromJd(jdUT),
    natalLongitude: natal.chart.bodies[body].longitude,
    longitude: chart.bodies[body].longitude,
    place: where,
    relocated: place !== undefined,
    chart,
    aspectsToNatal: findAspectsAcross(aspectPointsOf(chart), aspectPointsOf(natal.chart), natal.settings.orbs),
  };
}

/** Window (days each side of the birthday) searched for the solar return of a year. */
const YEAR_WINDOW_DAYS = 20;

/**
 * The solar return of a calendar year: the return nearest to the birthday's anniversary in that
 * year (the Sun comes back once a tropical year, within about a day of the birthday; a sidereal
 * return drifts a day later every 70 years or so).
 */
export function solarReturnOfYear(natal: NatalBasis, birthDate: string, year: number, place?: ReturnPlace): ReturnChart {
  const years = year - Number(birthDate.slice(0, 4));
  const anniversary = natal.jdUT + years * 365.2425;
  const moments = returnMoments(natal, 'sun', anniversary - YEAR_WINDOW_DAYS, anniversary + YEAR_WINDOW_DAYS);
  if (moments.length === 0) assertInRange(anniversary + YEAR_WINDOW_DAYS);
  const best = moments.reduce((a, b) => (Math.abs(b - anniversary) < Math.abs(a - anniversary) ? b : a));
  return returnChart(natal, 'sun', best, place);
}

/** The first return of the body after a moment (UT Julian day). */
export function nextReturn(natal: NatalBasis, body: ReturnBody, afterJd: number, place?: ReturnPlace): ReturnChart {
  const span = body === 'sun' ? 370 : 30;
  const moments = returnMoments(natal, body, afterJd, afterJd + span).filter((t) => t > afterJd);
  if (moments.length === 0) {
    assertInRange(afterJd + span);
    throw new Error(`no ${body} return found within ${span} days`);
  }
  return returnChart(natal, body, moments[0]!, place);
}

/** Every lunar return within [lo, hi) (a month): two in some months. */
export function lunarReturnsBetween(natal: NatalBasis, lo: number, hi: number, place?: ReturnPlace): ReturnChart[] {
  return returnMoments(natal, 'moon', lo, hi).map((t) => returnChart(natal, 'moon', t, place));
}
