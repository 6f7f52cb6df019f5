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

/** A signal evaluated on the ephemeris at a UT Julian day. */
export type Signal = (t: number) => SignalSample;

/** The solvers stop once the angle is this close to the level (degrees). */
export const ANGLE_TOLERANCE = 1e-6;
/** ... or the bracket is this narrow (days; about 0.1 ms). */
export const TIME_TOLERANCE = 1e-9;
/** A root is also accepted within this angle (degrees)... */
const ACCEPT_ANGLE = 1e-4;
/** ... when the speed puts the exact moment within this many days (about 9 s). */
const ACCEPT_DAYS = 1e-4;
/** Stations only cut the scans into monotonic pieces: about 9 s is plenty. */
const STATION_TIME_TOLERANCE = 1e-4;
const MAX_ITERATIONS = 100;

/**
 * Root in (a.t, b.t) of the cubic Hermite interpolant of the offsets ga, gb (opposite signs) with
 * the rates at both ends: a guess, often within minutes of the true root, that costs no ephemeris call.
 */
export function hermiteRoot(a: SignalSample, ga: number, b: SignalSample, gb: number): number {
  const h = b.t - a.t;
  const ma = a.rate * h;
  const mb = b.rate * h;
  const p = (x: number): number => {
    const x2 = x * x;
    const x3 = x2 * x;
    return (2 * x3 - 3 * x2 + 1) * ga + (x3 - 2 * x2 + x) * ma + (-2 * x3 + 3 * x2) * gb + (x3 - x2) * mb;
  };
  const dp = (x: number): number => {
    const x2 = x * x;
    return (6 * x2 - 6 * x) * ga + (3 * x2 - 4 * x + 1) * ma + (-6 * x2 + 6 * x) * gb + (3 * x2 - 2 * x) * mb;
  };
  let lo = 0;
  let hi = 1;
  const loNegative = ga < 0;
  let x = ga / (ga - gb);
  for (let i = 0; i < 40; i++) {
    const v = p(x);
    if (v === 0) break;
    if ((v < 0) === loNegative) lo = x;
    else hi = x;
    if (hi - lo < 1e-12) break;
    const d = dp(x);
    let next = d !== 0 ? x - v / d : Number.NaN;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    x = next;
  }
  return a.t + Math.min(Math.max(x, 1e-9), 1 - 1e-9) * h;
}

/** Distance of a sample from a level: wrap180(value - target) - level. */
export const offsetOf = (s: SignalSample, target: number, level = 0): number => wrap180(s.value - target) - level;

/**
 * The moment in [a.t, b.t] where wrap180(value - target) equals `level`, given the offsets `ga` at
 * a and `gb` at b of opposite signs and a signal continuous in between.
 */
export function solveLevel(
  signal: Signal,
  target: number,
  level: number,
  a: SignalSample,
  ga: number,
  b: SignalSample,
  gb: number,
  /** Stop when the angle is this close to the level (degrees)... */
  tolerance = ANGLE_TOLERANCE,
  /** ... or the bracket is this narrow (days). */
  timeTolerance = TIME_TOLERANCE,
): SignalSample {
  if (ga === 0) return a;
  if (gb === 0) return b;
  let lo = a.t;
  let hi = b.t;
  let flo = ga;
  let fhi = gb;
  let best = Math.abs(ga) < Math.abs(gb) ? a : b;
  let bestG = Math.min(Math.abs(ga), Math.abs(gb));
  let side = 0;
  // Start from the root of the cubic Hermite interpolant (values and rates at both ends), then
  // Newton; when a Newton step leaves the bracket (near a station the speed vanishes), take an
  // Illinois false-position step instead.
  let t = hermiteRoot(a, ga, b, gb);
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const s = signal(t);
    const g = offsetOf(s, target, level);
    if (Math.abs(g) < bestG) {
      best = s;
      bestG = Math.abs(g);
    }
    // Close enough: within the angle tolerance, or within 0.0001 degree and (by the local speed)
    // within about 9 seconds of the exact moment; usually the Hermite guess itself for the Moon.
    if (Math.abs(g) <= tolerance || (Math.abs(g) <= ACCEPT_ANGLE && Math.abs(g) <= ACCEPT_DAYS * Math.abs(s.rate))) return s;
    if ((g < 0) === (flo < 0)) {
      lo = t;
      flo = g;
      if (side === -1) fhi /= 2;
      side = -1;
    } else {
      hi = t;
      fhi = g;
      if (side === 1) flo /= 2;
      side = 1;
    }
    if (hi - lo <= timeTolerance) return best;
    let next = s.rate !== 0 ? t - g / s.rate : Number.NaN;
    if (!(next > lo && next < hi)) next = lo - (flo * (hi - lo)) / (fhi - flo);
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
