/**
 * The moving bodies of the sky primitives and their positions at an instant, read through the
 * project's one ephemeris wrapper (`shared/astro/ephemeris.ts`): apparent geocentric tropical
 * longitude of date and its speed in degrees per day.
 */
import { SE_BODY, TIME_BODY_KEYS, type EphemerisBodyKey } from '../astro/bodies';
import { bodyPosition, norm360, SE } from '../astro/ephemeris';
import { ayanamshaAt } from '../astro/options';
import { epochMsFromJd } from '../astro/time';

/** Bodies that move on their own: Sun to Pluto, Chiron, the true nodes and mean Lilith (the chart's catalogue, shared/astro/bodies.ts). */
export const MOVING_BODIES = TIME_BODY_KEYS;
export type MovingBody = EphemerisBodyKey;

const SE_OF = SE_BODY;

/**
 * Grid step (days) of the scans. Each is shorter than the shortest time between two stations of
 * the body (checked by test/unit/sky), and keeps the motion per step far below 180 degrees, so
 * between two grid points a body's longitude is monotonic unless the speeds at the two ends differ
 * in sign. Sun, Mercury, Venus and Mars share one 4-day grid, so the pairs of these bodies are
 * sampled at the same instants as the bodies themselves. Shortest gaps between two stations over
 * 1800-2399: Mercury 19.5 days, Venus 40, Mars 59, Jupiter 117, Chiron 128, Saturn 133, Uranus 149,
 * Neptune and Pluto 156. The true node wobbles and can station twice within hours: its loops
 * shorter than its one-day step are at most 0.002 degree wide (measured over 2026-2035).
 */
export const SCAN_STEP_DAYS: Readonly<Record<MovingBody, number>> = {
  sun: 4,
  moon: 1,
  mercury: 4,
  venus: 4,
  mars: 4,
  jupiter: 90,
  saturn: 120,
  uranus: 120,
  neptune: 120,
  pluto: 120,
  chiron: 90,
  north_node: 1,
  south_node: 1,
  lilith: 2,
};

/**
 * Grid step (days) for following an orb over weeks or years (durations), where only whole days
 * matter: the scan steps, except for the nodes, whose sub-day wobble moves them by less than a
 * few hundredths of a degree over a few days and is ignored there.
 */
export const SPAN_STEP_DAYS: Readonly<Record<MovingBody, number>> = { ...SCAN_STEP_DAYS, north_node: 4, south_node: 4 };

export interface SkyPosition {
  /** Ecliptic longitude, 0 <= x < 360. */
  longitude: number;
  /** Ecliptic latitude (degrees). */
  latitude: number;
  /** Longitude speed, degrees per day (negative: retrograde). */
  speed: number;
}

/** Whether a string is one of MOVING_BODIES. */
export const isMovingBody = (s: string): s is MovingBody => (MOVING_BODIES as readonly string[]).includes(s);

/** Which lunar node the `north_node` and `south_node` bodies are: the true (osculating, default) or the mean one. */
export type NodeKind = 'true' | 'mean';

/**
 * Position and longitude speed of one moving body at a UT Julian day (throws "Date out of range"
 * outside 1800-2399); the nodes are the true ones unless `node` is 'mean'.
 */
export function positionAt(body: MovingBody, jdUT: number, node: NodeKind = 'true'): SkyPosition {
  const nodeBody = node === 'mean' ? SE.MEAN_NODE : SE.TRUE_NODE;
  if (body === 'south_node') {
    const n = bodyPosition(jdUT, nodeBody);
    return { longitude: norm360(n.longitude + 180), latitude: -n.latitude, speed: n.speedLongitude };
  }
  const p = bodyPosition(jdUT, body === 'north_node' ? nodeBody : SE_OF[body]);
  return { longitude: p.longitude, latitude: p.latitude, speed: p.speedLongitude };
}

/**
 * Positions already computed in this process, shared by every computation: a body's position at an
 * instant never changes, and the scans of different requests meet the same instants (the same
 * window bounds, the grids anchored at J2000 that durations walk on). Bounded: past
 * `SHARED_CACHE_LIMIT` entries the oldest half is dropped.
 */
const shared = new Map<string, Map<number, SkyPosition>>();
let sharedSize = 0;
/** Entries the process-wide position cache holds before it drops its oldest half. */
export const SHARED_CACHE_LIMIT = 100_000;

/** `positionAt` through the process-wide cache. */
export function cachedPositionAt(body: MovingBody, jdUT: number, node: NodeKind = 'true'): SkyPosition {
  const key = node === 'mean' && (body === 'north_node' || body === 'south_node') ? `${body}:mean` : body;
  let m = shared.get(key);
  if (!m) shared.set(key, (m = new Map()));
  let p = m.get(jdUT);
  if (!p) {
    p = positionAt(body, jdUT, node);
    if (sharedSize >= SHARED_CACHE_LIMIT) {
      for (const bm of shared.values()) {
        let drop = Math.ceil(bm.size / 2);
        for (const k of bm.keys()) {
          if (drop-- <= 0) break;
          bm.delete(k);
        }
      }
      sharedSize = [...shared.values()].reduce((n, bm) => n + bm.size, 0);
    }
    m.set(jdUT, p);
    sharedSize++;
  }
  return p;
}

/** Empties the process-wide position cache (benchmarks measuring cold computations, tests). */
export function clearPositionCache(): void {
  shared.clear();
  sharedSize = 0;
  ayanamshaDays.clear();
}

/**
 * The true ayanamsha of a sidereal mode (SE_SIDM_*) at whole UT days (0h UT), process-wide: an
 * ayanamsha never changes, and every sidereal computation meets the same days.
 */
const ayanamshaDays = new Map<number, Map<number, number>>();
const AYANAMSHA_CACHE_LIMIT = 50_000;

function ayanamshaOfDay(mode: number, day: number): number {
  let m = ayanamshaDays.get(mode);
  if (!m) ayanamshaDays.set(mode, (m = new Map()));
  let v = m.get(day);
  if (v === undefined) {
    if (m.size >= AYANAMSHA_CACHE_LIMIT) m.clear();
    v = ayanamshaAt(day, mode);
    m.set(day, v);
  }
  return v;
}

/**
 * The ayanamsha a sidereal sky takes off every tropical longitude at a UT Julian day, and its rate
 * (degrees per day): the Swiss Ephemeris's true ayanamsha (`ayanamshaAt`, nutation included) at
 * the two 0h UT bounds of the day, interpolated linearly. The largest short-period nutation term
 * (0.23" over 13.7 days) bends the curve by at most 0.006" within a day, so the value is within
 * 0.000003 degree of a direct call, for one ephemeris call per day instead of one per moment
 * (a direct call costs as much as a planet's position).
 */
export function siderealShiftAt(mode: number, jdUT: number): { value: number; rate: number } {
  const d0 = Math.floor(jdUT - 0.5) + 0.5;
  const v0 = ayanamshaOfDay(mode, d0);
  const v1 = ayanamshaOfDay(mode, d0 + 1);
  return { value: v0 + (v1 - v0) * (jdUT - d0), rate: v1 - v0 };
}

/** Positions of several moving bodies (default: all of MOVING_BODIES) at one UT Julian day. */
export function positionsAt<B extends MovingBody>(jdUT: number, bodies: readonly B[] = MOVING_BODIES as readonly MovingBody[] as readonly B[]): Record<B, SkyPosition> {
  const out = {} as Record<B, SkyPosition>;
  for (const b of bodies) out[b] = positionAt(b, jdUT);
  return out;
}

/** ISO 8601 UTC timestamp (millisecond precision) of a UT Julian day. */
export const isoFromJd = (jdUT: number): string => new Date(Math.round(epochMsFromJd(jdUT))).toISOString();
