/**
 * What the predictive techniques share: the natal basis (instant, place, settings, chart), the
 * zodiacal longitude of a body as a signal for the root finders of shared/sky, and the time
 * scale of secondary progressions.
 */
import { computeChartAt, type NatalChart } from '../astro/chart';
import { bodyPosition, norm360, SE } from '../astro/ephemeris';
import { resolveChartSettings, siderealOffset, type ChartOptions, type ChartSettings } from '../astro/options';
import type { AspectPoint, AspectType } from '../astro/aspects';
import { TIME_BODY_KEYS, type BodyKey } from '../astro/bodies';
import type { Signal, SignalSample } from '../sky/solver';
import { wrap180 } from '../sky/angles';

/**
 * Days in a year of life for secondary progressions and solar arcs: the mean tropical year
 * (365.24219 days). One day after birth stands for one such year.
 */
export const TROPICAL_YEAR_DAYS = 365.24219;

/** A chart without its request block (computeChartAt's answer). */
export type ChartCore = Omit<NatalChart, 'input' | 'instant'>;

export interface NatalBasis {
  /** UT Julian day of birth. */
  jdUT: number;
  latitude: number;
  longitude: number;
  settings: ChartSettings;
  chart: ChartCore;
}

export function natalBasis(jdUT: number, latitude: number, longitude: number, options?: ChartOptions): NatalBasis {
  const settings = resolveChartSettings(options);
  return { jdUT, latitude, longitude, settings, chart: computeChartAt(jdUT, latitude, longitude, settings) };
}

/** The bodies whose longitude the returns follow. */
export type ReturnBody = 'sun' | 'moon';
const SE_OF: Record<ReturnBody, number> = { sun: SE.SUN, moon: SE.MOON };

/**
 * A body's longitude in the chart's zodiac as a signal (value, and speed in degrees per day). In
 * the sidereal zodiac the ayanamsha of each moment is taken off (its own rate, 0.00004 degree a
 * day, is left out of the rate: the root finders use the rate as a slope only).
 */
export function longitudeSignal(body: ReturnBody, settings: ChartSettings): Signal {
  return (t: number): SignalSample => {
    const p = bodyPosition(t, SE_OF[body]);
    const ayan = siderealOffset(settings, t)?.value ?? 0;
    return { t, value: norm360(p.longitude - ayan), rate: p.speedLongitude };
  };
}

/**
 * Newton steps on the signal from a root found by the track (within 0.0001 degree) down to
 * `tolerance` degrees: the reported moment is then a few milliseconds from the exact one.
 */
export function polishRoot(signal: Signal, target: number, s: SignalSample, tolerance = 1e-8): SignalSample {
  let best = s;
  for (let i = 0; i < 6; i++) {
    const g = wrap180(best.value - target);
    if (Math.abs(g) <= tolerance || best.rate === 0) break;
    best = signal(best.t - g / best.rate);
  }
  return best;
}

/** Progressed moment (UT Julian day) standing for a date: a day after birth per year of life. */
export const progressedJd = (natalJd: number, jdUT: number): number => natalJd + (jdUT - natalJd) / TROPICAL_YEAR_DAYS;
/** The calendar moment a progressed moment stands for. */
export const calendarJd = (natalJd: number, progressed: number): number => natalJd + (progressed - natalJd) * TROPICAL_YEAR_DAYS;

/** Orbs of the progressed and directed aspects: the five majors within 1 degree, no minor aspect. */
export const PREDICTIVE_ORB = 1;
export const PREDICTIVE_ORBS: Readonly<Record<AspectType, number>> = {
  conjunction: PREDICTIVE_ORB,
  opposition: PREDICTIVE_ORB,
  trine: PREDICTIVE_ORB,
  square: PREDICTIVE_ORB,
  sextile: PREDICTIVE_ORB,
  quincunx: 0,
  'semi-sextile': 0,
  'semi-square': 0,
  sesquiquadrate: 0,
  quintile: 0,
  biquintile: 0,
};

/**
 * The orbs of a request's progressed and directed aspects: the `orbs` chart option sent, over the
 * 1-degree table (an aspect type sent replaces its orb; a minor one sent is looked for too).
 */
export const predictiveOrbs = (settings: Pick<ChartSettings, 'orbs'>): Record<AspectType, number> => ({ ...PREDICTIVE_ORBS, ...settings.orbs });

/** The natal points the predictive techniques aspect: every body but the South Node, and the Ascendant and the Midheaven. */
export const NATAL_TARGETS: readonly BodyKey[] = [...TIME_BODY_KEYS.filter((k) => k !== 'south_node'), 'ascendant', 'midheaven'];

export const aspectPointsOf = (chart: ChartCore, keys: readonly BodyKey[] = NATAL_TARGETS): AspectPoint[] =>
  keys.map((k) => ({ key: k, type: chart.bodies[k].type, longitude: chart.bodies[k].longitude, speed: chart.bodies[k].speed }));
