/**
 * The moving bodies of the sky primitives and their positions at an instant, read through the
 * project's one ephemeris wrapper (`shared/astro/ephemeris.ts`): apparent geocentric tropical
 * longitude of date and its speed in degrees per day.
 */
import { bodyPosition, norm360, SE } from '../astro/ephemeris';
import { epochMsFromJd } from '../astro/time';

/** Bodies that move on their own: Sun to Pluto, Chiron, the true nodes and mean Lilith. */
export const MOVING_BODIES = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
  'north_node',
  'south_node',
  'lilith',
] as const;
export type MovingBody = (typeof MOVING_BODIES)[number];

const SE_OF: Record<Exclude<MovingBody, 'south_node'>, number> = {
  sun: SE.SUN,
  moon: SE.MOON,
  mercury: SE.MERCURY,
  venus: SE.VENUS,
  mars: SE.MARS,
  jupiter: SE.JUPITER,
  saturn: SE.SATURN,
  uranus: SE.URANUS,
  neptune: SE.NEPTUNE,
  pluto: SE.PLUTO,
  chiron: SE.CHIRON,
  north_node: SE.TRUE_NODE,
  lilith: SE.MEAN_APOG,
};

/**
 * Grid step (days) of the scans. Each is shorter than the shortest time between two stations of
 * the body (checked by test/unit/sky), and keeps the motion per step far below 180 degrees, so
 * between two grid points a body's longitude is monotonic unless the speeds at the two ends differ
 * in sign. The true node wobbles (stations can be hours apart): its loops narrower than its step
 * are a few thousandths of a degree wide.
 */
export const SCAN_STEP_DAYS: Readonly<Record<MovingBody, number>> = {
  sun: 5,
  moon: 1,
  mercury: 2,
  venus: 3,
  mars: 4,
  jupiter: 90,
  saturn: 90,
  uranus: 90,
  neptune: 90,
  pluto: 90,
  chiron: 90,
  north_node: 0.25,
  south_node: 0.25,
  lilith: 2,
};

export interface SkyPosition {
  /** Ecliptic longitude, 0 <= x < 360. */
  longitude: number;
  /** Ecliptic latitude (degrees). */
  latitude: number;
  /** Longitude speed, degrees per day (negative: retrograde). */
  speed: number;
}

export const isMovingBody = (s: string): s is MovingBody => (MOVING_BODIES as readonly string[]).includes(s);

/** Position and longitude speed of one moving body at a UT Julian day (throws "Date out of range" outside 1800-2399). */
export function positionAt(body: MovingBody, jdUT: number): SkyPosition {
  if (body === 'south_node') {
    const n = bodyPosition(jdUT, SE.TRUE_NODE);
    return { longitude: norm360(n.longitude + 180), latitude: -n.latitude, speed: n.speedLongitude };
  }
  const p = bodyPosition(jdUT, SE_OF[body]);
  return { longitude: p.longitude, latitude: p.latitude, speed: p.speedLongitude };
}

/** Positions of several moving bodies (default: all of MOVING_BODIES) at one UT Julian day. */
export function positionsAt<B extends MovingBody>(jdUT: number, bodies: readonly B[] = MOVING_BODIES as readonly MovingBody[] as readonly B[]): Record<B, SkyPosition> {
  const out = {} as Record<B, SkyPosition>;
  for (const b of bodies) out[b] = positionAt(b, jdUT);
  return out;
}

/** ISO 8601 UTC timestamp (millisecond precision) of a UT Julian day. */
export const isoFromJd = (jdUT: number): string => new Date(Math.round(epochMsFromJd(jdUT))).toISOString();
