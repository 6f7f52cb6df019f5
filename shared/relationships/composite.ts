/**
 * The midpoint composite chart (docs/relationships.md#composite).
 *
 * - Bodies: each is the nearer (short-arc) midpoint of the two natal positions.
 * - Angles: the nearer midpoints of the two Ascendants and of the two Midheavens, unless they are
 *   inconsistent, i.e. the composite MC does not lie 0-180 degrees before the composite Ascendant
 *   (norm360(ASC - MC) >= 180; about one pair in eighteen, e.g. when the two MCs are nearly
 *   opposite). Then the angle whose two source positions are farther apart takes its far midpoint
 *   (Solar Fire's rule: the angle with the closer sources is the anchor).
 * - Cusps (quadrant systems): 1 = ASC, 10 = MC, 7 and 4 opposite them; every other cusp takes
 *   whichever of its two midpoints (near, far) lies in its quadrant (11 and 12 between MC and ASC,
 *   2 and 3 between ASC and IC, ...); if neither or both do, the one nearer the quadrant's middle;
 *   the two cusps of a quadrant are then sorted from its start, so the cusps run in zodiac order
 *   from the 1st and the MC is the 10th. Equal and Whole Sign houses are built from the composite
 *   Ascendant as the natal chart builds them.
 * - Aspects: the natal chart's search and orb table (or the `orbs` chart option) over the
 *   composite bodies and angles (speeds: the mean of the two natal speeds).
 * - Zodiac: the midpoints of the two natal charts' longitudes, so a composite of two sidereal
 *   charts is sidereal.
 */
import { findAspects, type Aspect } from '../astro/aspects';
import { BODIES, makePosition, TIME_BODY_KEYS, type BodyPosition, type EphemerisBodyKey } from '../astro/bodies';
import type { NatalChart } from '../astro/chart';
import { norm360 } from '../astro/ephemeris';
import type { OrbOverrides } from '../astro/options';
import { houseOf, isQuadrantSystem, type HouseSystem } from '../astro/houses';
import { degreeInSign, signIndex, SIGNS, type SignKey } from '../astro/zodiac';
import { arcDistance, farMidpoint, shortArcMidpoint } from './geometry';

export const COMPOSITE_BODY_KEYS = [...TIME_BODY_KEYS, 'ascendant', 'midheaven', 'descendant', 'ic'] as const;
export type CompositeBodyKey = EphemerisBodyKey | 'ascendant' | 'midheaven' | 'descendant' | 'ic';

export interface CompositeBody extends BodyPosition {
  house: number;
}

export interface CompositeCusp {
  house: number;
  cusp: number;
  sign: SignKey;
  degree: number;
}

/** Which midpoint each angle took. */
export type AngleRule = 'near' | 'far-midheaven' | 'far-ascendant';

export interface CompositeChart {
  bodies: Record<CompositeBodyKey, CompositeBody>;
  /** The 12 cusps, index 0 = house 1. */
  cusps: CompositeCusp[];
  aspects: Aspect[];
  angles: { ascendant: number; midheaven: number; rule: AngleRule };
  houseSystem: { requested: HouseSystem; used: HouseSystem; fallback: boolean };
}

/** The composite angles from the two natal Ascendants and Midheavens (the rule above). */
export function compositeAngles(ascA: number, ascB: number, mcA: number, mcB: number): CompositeChart['angles'] {
  const asc = shortArcMidpoint(ascA, ascB);
  const mc = shortArcMidpoint(mcA, mcB);
  if (norm360(asc - mc) < 180) return { ascendant: asc, midheaven: mc, rule: 'near' };
  // Anchor on the angle whose sources are closer together; the other takes its far midpoint.
  if (arcDistance(ascA, ascB) <= arcDistance(mcA, mcB)) return { ascendant: asc, midheaven: farMidpoint(mcA, mcB), rule: 'far-midheaven' };
  return { ascendant: farMidpoint(ascA, ascB), midheaven: mc, rule: 'far-ascendant' };
}

/** Forward arc from `from` to `x`. */
const ahead = (from: number, x: number): number => norm360(x - from);

/** Quadrant cusps (index pairs) with the angles that bound them. */
const QUADRANTS = [
  { start: 9, end: 0, inner: [10, 11] },
  { start: 0, end: 3, inner: [1, 2] },
  { start: 3, end: 6, inner: [4, 5] },
  { start: 6, end: 9, inner: [7, 8] },
] as const;

/** The 12 composite cusp longitudes (index 0 = house 1). */
export function compositeCusps(a: readonly number[], b: readonly number[], angles: CompositeChart['angles'], system: HouseSystem): number[] {
  const asc = angles.ascendant;
  if (!isQuadrantSystem(system)) {
    const first = system === 'whole-sign' ? Math.floor(asc / 30) * 30 : asc;
    return Array.from({ length: 12 }, (_, i) => norm360(first + 30 * i));
  }
  const cusps = new Array<number>(12);
  cusps[0] = asc;
  cusps[9] = angles.midheaven;
  cusps[6] = norm360(asc + 180);
  cusps[3] = norm360(angles.midheaven + 180);
  for (const q of QUADRANTS) {
    const start = cusps[q.start]!;
    const width = ahead(start, cusps[q.end]!);
    const middle = norm360(start + width / 2);
    const picked = q.inner.map((i) => {
      const near = shortArcMidpoint(a[i]!, b[i]!);
      const far = norm360(near + 180);
      const inNear = ahead(start, near) <= width;
      const inFar = ahead(start, far) <= width;
      if (inNear !== inFar) return inNear ? near : far;
      return arcDistance(near, middle) <= arcDistance(far, middle) ? near : far;
    });
    picked.sort((x, y) => ahead(start, x) - ahead(start, y));
    q.inner.forEach((i, k) => (cusps[i] = picked[k]!));
  }
  return cusps;
}

const position = (key: CompositeBodyKey, longitude: number, speed: number, cusps: readonly number[]): CompositeBody => ({
  ...makePosition(key, longitude, 0, speed),
  house: houseOf(longitude, cusps),
});

export function computeComposite(a: NatalChart, b: NatalChart, orbs?: OrbOverrides): CompositeChart {
  const angles = compositeAngles(a.bodies.ascendant.longitude, b.bodies.ascendant.longitude, a.bodies.midheaven.longitude, b.bodies.midheaven.longitude);
  const used = a.houseSystem.used === b.houseSystem.used ? a.houseSystem.used : 'porphyry';
  const cuspLongitudes = compositeCusps(
    a.cusps.map((c) => c.cusp),
    b.cusps.map((c) => c.cusp),
    angles,
    used,
  );
  const bodies = {} as Record<CompositeBodyKey, CompositeBody>;
  for (const key of TIME_BODY_KEYS) {
    bodies[key] = position(key, shortArcMidpoint(a.bodies[key].longitude, b.bodies[key].longitude), (a.bodies[key].speed + b.bodies[key].speed) / 2, cuspLongitudes);
  }
  const ascSpeed = (a.bodies.ascendant.speed + b.bodies.ascendant.speed) / 2;
  const mcSpeed = (a.bodies.midheaven.speed + b.bodies.midheaven.speed) / 2;
  bodies.ascendant = position('ascendant', angles.ascendant, ascSpeed, cuspLongitudes);
  bodies.midheaven = position('midheaven', angles.midheaven, mcSpeed, cuspLongitudes);
  bodies.descendant = position('descendant', angles.ascendant + 180, ascSpeed, cuspLongitudes);
  bodies.ic = position('ic', angles.midheaven + 180, mcSpeed, cuspLongitudes);
  if (isQuadrantSystem(used)) {
    bodies.ascendant.house = 1;
    bodies.midheaven.house = 10;
    bodies.descendant.house = 7;
    bodies.ic.house = 4;
  }
  const cusps = cuspLongitudes.map((c, i) => ({ house: i + 1, cusp: c, sign: SIGNS[signIndex(c)]!.key, degree: degreeInSign(c) }));
  const fallback = a.houseSystem.fallback || b.houseSystem.fallback || a.houseSystem.used !== b.houseSystem.used;
  return {
    bodies,
    cusps,
    aspects: findAspects(COMPOSITE_BODY_KEYS.map((k) => bodies[k]), orbs),
    angles,
    houseSystem: { requested: a.houseSystem.requested, used, fallback },
  };
}

/** Display names of the composite keys (the natal chart's). */
export const compositeBodyName = (key: CompositeBodyKey): string => BODIES[key].name;
