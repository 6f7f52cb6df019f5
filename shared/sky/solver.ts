/**
 * Root finders on the ephemeris. Both work inside a bracket whose ends have opposite signs, so
 * they cannot wander off to another root:
 * - `solveLevel`: where a signal's angle reaches a level (exact aspects, orb edges, ingresses).
 *   Newton steps with the ephemeris speed as the derivative, safeguarded by bisection (a Newton
 *   step leaving the bracket, e.g. near a station where the speed vanishes, is replaced by the
 *   midpoint): quadratic convergence in the usual case, never worse than bisection.
 * - `solveStation`: where the rate (speed) changes sign, by the Illinois variant of regula falsi.
 */
import { wrap180 } from './angles';

/** One evaluation of a signal: an angle (degrees, any real, read modulo 360) and its rate (degrees per day). */
export interface SignalSample {
  /** UT Julian day. */
  t: number;
  value: number;
  rate: number;
}

export type Signal = (t: number) => SignalSample;

/** The solvers stop once the angle is this close to the level (degrees). */
export const ANGLE_TOLERANCE = 1e-6;
/** ... or the bracket is this narrow (days; about 0.1 ms). */
export const TIME_TOLERANCE = 1e-9;
const STATION_TIME_TOLERANCE = 1e-6;
const MAX_ITERATIONS = 100;

/** Distance of a sample from a level: wrap180(value - target) - level. */
export const offsetOf = (s: SignalSample, target: number, level = 0): number => wrap180(s.value - target) - level;

/**
 * The moment in [a.t, b.t] where wrap180(value - target) equals `level`, given the offsets `ga` at
 * a and `gb` at b of opposite signs and a signal continuous in between.
 */
export function solveLevel(signal: Signal, target: number, level: number, a: SignalSample, ga: number, b: SignalSample, gb: number): SignalSample {
  if (ga === 0) return a;
  if (gb === 0) return b;
  let lo = a.t;
  let hi = b.t;
  let flo = ga;
  const fhi = gb;
  let best = Math.abs(ga) < Math.abs(gb) ? a : b;
  let bestG = Math.min(Math.abs(ga), Math.abs(gb));
  // Start from the secant point, then Newton.
  let t = lo - (flo * (hi - lo)) / (fhi - flo);
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const s = signal(t);
    const g = offsetOf(s, target, level);
    if (Math.abs(g) < bestG) {
      best = s;
      bestG = Math.abs(g);
    }
    if (Math.abs(g) <= ANGLE_TOLERANCE) return s;
    if ((g < 0) === (flo < 0)) {
      lo = t;
      flo = g;
    } else {
      hi = t;
    }
    if (hi - lo <= TIME_TOLERANCE) return best;
    let next = s.rate !== 0 ? t - g / s.rate : Number.NaN;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    t = next;
  }
  return best;
}

/** The moment in [a.t, b.t] where the rate changes sign (a station), given rates of opposite signs at a and b. */
export function solveStation(signal: Signal, a: SignalSample, b: SignalSample): SignalSample {
  let lo = a;
  let hi = b;
  let flo = a.rate;
  let fhi = b.rate;
  let side = 0;
  for (let i = 0; i < MAX_ITERATIONS && hi.t - lo.t > STATION_TIME_TOLERANCE; i++) {
    let t = (lo.t * fhi - hi.t * flo) / (fhi - flo);
    if (!(t > lo.t && t < hi.t)) t = (lo.t + hi.t) / 2;
    const s = signal(t);
    if (s.rate === 0) return s;
    if ((s.rate < 0) === (flo < 0)) {
      lo = s;
      flo = s.rate;
      if (side === -1) fhi /= 2;
      side = -1;
    } else {
      hi = s;
      fhi = s.rate;
      if (side === 1) flo /= 2;
      side = 1;
    }
  }
  return Math.abs(lo.rate) <= Math.abs(hi.rate) ? lo : hi;
}
