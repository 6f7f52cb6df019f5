/**
 * A `Track` scans one signal (a body's longitude, or the angle between two bodies) on a fixed
 * grid `anchor + k * step` and splits every grid interval at the stations it holds (where the
 * rate changes sign), so that the signal is monotonic on each piece. On a monotonic piece whose
 * motion stays below 180 degrees, an angle is crossed at most once, and it is crossed exactly when
 * the offsets at the two ends differ in sign: every crossing is bracketed, then solved on the
 * ephemeris (see solver.ts). Samples and pieces are cached, so many targets (natal points,
 * aspects, sign boundaries) share the same ephemeris calls.
 */
import { EPHEMERIS_RANGE } from '../astro/ephemeris';
import { wrap180 } from './angles';
import { hermiteRoot, offsetOf, solveLevel, solveStation, type Signal, type SignalSample } from './solver';

export interface Piece {
  a: SignalSample;
  b: SignalSample;
  /** Change of the (unwrapped) value from a to b; its sign is the direction of motion. */
  delta: number;
}

export interface Closest {
  /** UT Julian day of the smallest distance. */
  t: number;
  /** Signed distance wrap180(value - target) at that moment (0 when the target is crossed). */
  offset: number;
}

export interface Span {
  start: number;
  end: number;
  /** true when the search stopped at the limit (or the ephemeris range) before the edge was found. */
  startCapped: boolean;
  endCapped: boolean;
}

const EPS = 1e-9;
/** Two crossings closer than this (days, about 0.1 s) are one root. */
const SAME_ROOT_DAYS = 1e-6;
/** Orb edges are solved to this many days. */
const SPAN_TIME_TOLERANCE = 0.01;

export class Track {
  private readonly samples = new Map<number, SignalSample>();
  private readonly piecesByK = new Map<number, Piece[]>();
  private readonly stationTimes = new Map<number, SignalSample>();
  private readonly windowPieces = new Map<string, Piece[]>();
  /** The last window asked for (the usual case: many targets over one window). */
  private lastLo = Number.NaN;
  private lastHi = Number.NaN;
  private lastPieces: Piece[] = [];

  constructor(
    readonly signal: Signal,
    /** Grid step, days: shorter than the shortest time between two stations of the signal. */
    readonly step: number,
    /** A grid point, e.g. the start of the window. */
    readonly anchor: number,
  ) {}

  /** The signal at t (cached). */
  at(t: number): SignalSample {
    let s = this.samples.get(t);
    if (!s) {
      s = this.signal(t);
      this.samples.set(t, s);
    }
    return s;
  }

  /** Grid time of index k, kept inside the ephemeris range. */
  gridTime(k: number): number {
    const t = this.anchor + k * this.step;
    return Math.min(Math.max(t, EPHEMERIS_RANGE.startJd), EPHEMERIS_RANGE.endJd - 1e-6);
  }

  /** Index of the grid interval holding t: gridTime(k) <= t < gridTime(k + 1). */
  indexOf(t: number): number {
    return Math.floor((t - this.anchor) / this.step + EPS);
  }

  /** Monotonic pieces of grid interval k (cached). */
  piecesOf(k: number): Piece[] {
    let pieces = this.piecesByK.get(k);
    if (!pieces) {
      pieces = this.split(this.at(this.gridTime(k)), this.at(this.gridTime(k + 1)));
      this.piecesByK.set(k, pieces);
    }
    return pieces;
  }

  /** Splits [a, b] at its station, if the rates at the ends differ in sign. */
  private split(a: SignalSample, b: SignalSample): Piece[] {
    if (b.t <= a.t) return [];
    if (a.rate * b.rate < 0) {
      const s = solveStation(this.signal, a, b);
      this.stationTimes.set(s.t, s);
      return [
        { a, b: s, delta: wrap180(s.value - a.value) },
        { a: s, b, delta: wrap180(b.value - s.value) },
      ];
    }
    return [{ a, b, delta: wrap180(b.value - a.value) }];
  }

  /**
   * Monotonic pieces covering exactly [lo, hi]: cut at lo, at the grid points strictly inside and
   * at hi, then at stations (cached per window).
   */
  pieces(lo: number, hi: number): Piece[] {
    if (lo === this.lastLo && hi === this.lastHi) return this.lastPieces;
    const key = `${lo}|${hi}`;
    let out = this.windowPieces.get(key);
    if (out) return this.remember(lo, hi, out);
    out = [];
    let prev = this.at(lo);
    for (let k = this.indexOf(lo) + 1; ; k++) {
      const t = this.gridTime(k);
      const next = t < hi && t > prev.t ? this.at(t) : this.at(hi);
      out.push(...this.split(prev, next));
      prev = next;
      if (next.t >= hi) break;
    }
    this.windowPieces.set(key, out);
    return this.remember(lo, hi, out);
  }

  private remember(lo: number, hi: number, pieces: Piece[]): Piece[] {
    this.lastLo = lo;
    this.lastHi = hi;
    this.lastPieces = pieces;
    return pieces;
  }

  /** Stations (rate sign changes) in [lo, hi), in time order. */
  stations(lo: number, hi: number): SignalSample[] {
    // The window's own pieces end at its stations (other searches may have solved the same station).
    return this.pieces(lo, hi)
      .map((p) => p.b)
      .filter((s) => this.stationTimes.get(s.t) === s && s.t >= lo && s.t < hi);
  }

  /** Every moment in [lo, hi) where wrap180(value - target) equals `level`, in time order. */
  crossings(target: number, lo: number, hi: number, level = 0): SignalSample[] {
    const out: SignalSample[] = [];
    for (const p of this.pieces(lo, hi)) {
      const ga = offsetOf(p.a, target, level);
      const gb = ga + p.delta;
      let hit: SignalSample | undefined;
      if (ga === 0) hit = p.a;
      else if (ga * gb < 0) hit = solveLevel(this.signal, target, level, p.a, ga, p.b, gb);
      // A root on a piece boundary is seen from both sides: keep it once.
      if (hit && hit.t >= lo && hit.t < hi && !(out.length && hit.t - out[out.length - 1]!.t < SAME_ROOT_DAYS)) out.push(hit);
    }
    return out;
  }

  /** The smallest distance |wrap180(value - target)| over [lo, hi], and when. */
  closest(target: number, lo: number, hi: number): Closest {
    let best: Closest = { t: lo, offset: offsetOf(this.at(lo), target) };
    for (const p of this.pieces(lo, hi)) {
      const ga = offsetOf(p.a, target);
      const gb = ga + p.delta;
      if (ga * gb < 0) {
        const hit = solveLevel(this.signal, target, 0, p.a, ga, p.b, gb);
        return { t: hit.t, offset: offsetOf(hit, target) };
      }
      if (Math.abs(ga) < Math.abs(best.offset)) best = { t: p.a.t, offset: ga };
      if (Math.abs(gb) < Math.abs(best.offset)) best = { t: p.b.t, offset: gb };
    }
    return best;
  }

  /** The smallest distance over [lo, hi] from the cached pieces only (no solving): 0 when crossed. */
  minDistance(target: number, lo: number, hi: number): number {
    let best = Infinity;
    for (const p of this.pieces(lo, hi)) {
      const ga = offsetOf(p.a, target);
      const gb = ga + p.delta;
      if (ga * gb <= 0) return 0;
      best = Math.min(best, Math.abs(ga), Math.abs(gb));
    }
    return best;
  }

  /**
   * The interval around `t0` during which |wrap180(value - target)| stays within `orb`, searched at
   * most `maxDays` each way. `t0` must be inside the orb. The edges are solved on the ephemeris
   * to `tolerance` degrees (or a bracket of 0.01 day); with tolerance 0 (the default) they are
   * read off the cubic Hermite interpolant of the piece, without further ephemeris calls (minutes
   * off for fast bodies on short pieces, up to hours for slow bodies near a station).
   */
  span(target: number, orb: number, t0: number, maxDays: number, tolerance = 0): Span {
    const s0 = this.at(t0);
    if (Math.abs(offsetOf(s0, target)) > orb) return { start: t0, end: t0, startCapped: false, endCapped: false };
    const end = this.walk(target, orb, t0, maxDays, 1, tolerance);
    const start = this.walk(target, orb, t0, maxDays, -1, tolerance);
    return { start: start.t, end: end.t, startCapped: start.capped, endCapped: end.capped };
  }

  private walk(target: number, orb: number, t0: number, maxDays: number, dir: 1 | -1, tolerance: number): { t: number; capped: boolean } {
    const limit = dir > 0 ? Math.min(t0 + maxDays, EPHEMERIS_RANGE.endJd - 1e-6) : Math.max(t0 - maxDays, EPHEMERIS_RANGE.startJd);
    let cur = this.at(t0);
    let gCur = offsetOf(cur, target);
    let k = this.indexOf(t0);
    for (;;) {
      const pieces = this.piecesOf(k);
      const ordered = dir > 0 ? pieces : [...pieces].reverse();
      for (const p of ordered) {
        const to = dir > 0 ? p.b : p.a;
        if (dir > 0 ? to.t <= cur.t : to.t >= cur.t) continue;
        // Monotonic from cur to `to`, less than 180 degrees: the offset changes by the wrapped difference.
        const gTo = gCur + wrap180(to.value - cur.value);
        if (Math.abs(gTo) > orb) {
          const level = gTo > 0 ? orb : -orb;
          const [a, ga, b, gb] = dir > 0 ? [cur, gCur - level, to, gTo - level] : [to, gTo - level, cur, gCur - level];
          // Only whole days matter here: the interpolated edge (no ephemeris call) is enough.
          const t = tolerance > 0 ? solveLevel(this.signal, target, level, a, ga, b, gb, tolerance, SPAN_TIME_TOLERANCE).t : hermiteRoot(a, ga, b, gb);
          const inside = dir > 0 ? t <= limit : t >= limit;
          return inside ? { t, capped: false } : { t: limit, capped: true };
        }
        if (dir > 0 ? to.t >= limit : to.t <= limit) return { t: limit, capped: true };
        cur = to;
        gCur = gTo;
      }
      const before = this.gridTime(k);
      k += dir;
      if (this.gridTime(k) === before) return { t: limit, capped: true };
    }
  }
}
