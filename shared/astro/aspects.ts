/**
 * Aspects: the published orb table and the aspect search between chart points.
 *
 * Orbs depend on the aspect and on the kind of bodies involved: a pair uses the
 * widest class among its two members (luminary > planet > point). Chiron counts as
 * a planet here; the nodes, Lilith, the angles and the Part of Fortune are points.
 * With these orbs no two aspect windows overlap, so a pair has at most one aspect.
 */
import { norm360 } from './ephemeris';
import type { BodyKey, BodyType } from './bodies';
import type { AspectType } from './aspect-type';

export type { AspectType } from './aspect-type';

export type OrbClass = 'luminary' | 'planet' | 'point';

export interface AspectDefinition {
  type: AspectType;
  /** Exact angle in degrees. */
  angle: number;
  major: boolean;
  /** Maximum orb in degrees per orb class. */
  orb: Record<OrbClass, number>;
}

/** The orb table (degrees). Majors are wider than minors; luminaries are widest. */
export const ASPECTS: readonly AspectDefinition[] = [
  { type: 'conjunction', angle: 0, major: true, orb: { luminary: 10, planet: 8, point: 5 } },
  { type: 'opposition', angle: 180, major: true, orb: { luminary: 10, planet: 8, point: 5 } },
  { type: 'trine', angle: 120, major: true, orb: { luminary: 8, planet: 7, point: 4 } },
  { type: 'square', angle: 90, major: true, orb: { luminary: 8, planet: 7, point: 4 } },
  { type: 'sextile', angle: 60, major: true, orb: { luminary: 6, planet: 5, point: 3 } },
  { type: 'quincunx', angle: 150, major: false, orb: { luminary: 3, planet: 3, point: 2 } },
  { type: 'semi-sextile', angle: 30, major: false, orb: { luminary: 2, planet: 2, point: 1 } },
  { type: 'semi-square', angle: 45, major: false, orb: { luminary: 2, planet: 2, point: 1 } },
  { type: 'sesquiquadrate', angle: 135, major: false, orb: { luminary: 2, planet: 2, point: 1 } },
  { type: 'quintile', angle: 72, major: false, orb: { luminary: 2, planet: 1.5, point: 1 } },
  { type: 'biquintile', angle: 144, major: false, orb: { luminary: 2, planet: 1.5, point: 1 } },
];

export const orbClassOf = (type: BodyType): OrbClass =>
  type === 'luminary' ? 'luminary' : type === 'planet' || type === 'asteroid' ? 'planet' : 'point';

const CLASS_RANK: Record<OrbClass, number> = { luminary: 2, planet: 1, point: 0 };
const RANK_CLASS: readonly OrbClass[] = ['point', 'planet', 'luminary'];

export const pairOrbClass = (a: BodyType, b: BodyType): OrbClass => {
  const ca = orbClassOf(a);
  const cb = orbClassOf(b);
  return CLASS_RANK[ca] >= CLASS_RANK[cb] ? ca : cb;
};

/**
 * Pairs never aspected, because their angle is fixed by definition or mirrors
 * another pair exactly:
 * - North Node / South Node (always 180 apart);
 * - Ascendant / Descendant and Midheaven / IC (always 180 apart);
 * - Ascendant / IC, Descendant / Midheaven, Descendant / IC (their angle is the
 *   Ascendant-Midheaven angle or its supplement; only Ascendant / Midheaven is kept);
 * - Part of Fortune / Ascendant and / Descendant (their distance is the Sun-Moon
 *   elongation by construction).
 */
export const SKIPPED_PAIRS: readonly (readonly [BodyKey, BodyKey])[] = [
  ['north_node', 'south_node'],
  ['ascendant', 'descendant'],
  ['midheaven', 'ic'],
  ['ascendant', 'ic'],
  ['midheaven', 'descendant'],
  ['descendant', 'ic'],
  ['ascendant', 'part_of_fortune'],
  ['descendant', 'part_of_fortune'],
];

const SKIP = new Map<BodyKey, Set<BodyKey>>();
for (const [a, b] of SKIPPED_PAIRS) {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    let set = SKIP.get(x);
    if (!set) SKIP.set(x, (set = new Set()));
    set.add(y);
  }
}

export const isSkippedPair = (a: BodyKey, b: BodyKey): boolean => SKIP.get(a)?.has(b) ?? false;

export interface AspectPoint {
  key: BodyKey;
  type: BodyType;
  longitude: number;
  /** degrees per day */
  speed: number;
}

export interface Aspect {
  body1: BodyKey;
  body2: BodyKey;
  type: AspectType;
  /** Exact angle of the aspect in degrees. */
  angle: number;
  major: boolean;
  /** Distance from exact, degrees, >= 0. */
  orb: number;
  /** The separation between the two bodies (0..180). */
  separation: number;
  /** True when the current speeds bring the aspect closer to exact. */
  applying: boolean;
}

/**
 * Whether an aspect is applying: the bodies' longitude speeds make the distance
 * from exact shrink. `separation` is the shorter arc 0..180 between the bodies.
 * An exactly exact aspect (orb 0) or equal speeds count as not applying (separating).
 */
export function isApplying(lon1: number, speed1: number, lon2: number, speed2: number, angle: number): boolean {
  // Signed arc from body 1 to body 2 in (-180, 180].
  let delta = norm360(lon2 - lon1);
  if (delta > 180) delta -= 360;
  const separation = Math.abs(delta);
  // Rate at which the separation grows: d|delta|/dt.
  const rate = (delta >= 0 ? 1 : -1) * (speed2 - speed1);
  const offset = separation - angle;
  if (offset === 0) return false;
  return (offset > 0 ? 1 : -1) * rate < 0;
}

// Flat copies of the table for the hot loop: angles, and orbs indexed by class rank.
const N_ASPECTS = ASPECTS.length;
const ANGLES = Float64Array.from(ASPECTS, (a) => a.angle);
const ORBS_BY_RANK = RANK_CLASS.map((cls) => Float64Array.from(ASPECTS, (a) => a.orb[cls]));

/** Orbs per class rank for a set of overrides (an override applies to every class of its aspect). */
type OrbTable = readonly Float64Array[];
const orbCache = new Map<string, OrbTable>();

export function orbTable(overrides?: Partial<Record<AspectType, number>>): OrbTable {
  if (!overrides) return ORBS_BY_RANK;
  const keys = Object.keys(overrides) as AspectType[];
  if (keys.length === 0) return ORBS_BY_RANK;
  const key = JSON.stringify(ASPECTS.map((a) => overrides[a.type] ?? null));
  let t = orbCache.get(key);
  if (!t) {
    t = RANK_CLASS.map((cls) => Float64Array.from(ASPECTS, (a) => overrides[a.type] ?? a.orb[cls]));
    if (orbCache.size > 1000) orbCache.clear();
    orbCache.set(key, t);
  }
  return t;
}

/**
 * The first aspect of the table (majors first) whose window holds the separation. The published
 * windows never overlap; with wider orbs asked for, the earlier aspect of the table wins.
 */
function matchRank(separation: number, rank: number, table: OrbTable = ORBS_BY_RANK): number {
  const orbs = table[rank]!;
  for (let k = 0; k < N_ASPECTS; k++) {
    if (Math.abs(separation - ANGLES[k]!) <= orbs[k]!) return k;
  }
  return -1;
}

/** Finds the aspect for a separation (0..180) within the orbs of a class; -1 when none. */
const matchAspect = (separation: number, cls: OrbClass): number => matchRank(separation, CLASS_RANK[cls]);

function separationOf(lon1: number, lon2: number): number {
  const delta = norm360(lon2 - lon1);
  return delta > 180 ? 360 - delta : delta;
}

function makeAspect(p1: AspectPoint, p2: AspectPoint, separation: number, k: number): Aspect {
  const def = ASPECTS[k]!;
  return {
    body1: p1.key,
    body2: p2.key,
    type: def.type,
    angle: def.angle,
    major: def.major,
    orb: Math.abs(separation - def.angle),
    separation,
    applying: isApplying(p1.longitude, p1.speed, p2.longitude, p2.speed, def.angle),
  };
}

/** The aspect between two points, or undefined when none is within orb (or the pair is skipped). */
export function aspectBetween(p1: AspectPoint, p2: AspectPoint, orbs?: Partial<Record<AspectType, number>>): Aspect | undefined {
  if (isSkippedPair(p1.key, p2.key)) return undefined;
  const separation = separationOf(p1.longitude, p2.longitude);
  const k = orbs ? matchRank(separation, CLASS_RANK[pairOrbClass(p1.type, p2.type)], orbTable(orbs)) : matchAspect(separation, pairOrbClass(p1.type, p2.type));
  return k < 0 ? undefined : makeAspect(p1, p2, separation, k);
}

/**
 * Aspects from every point of `from` to every point of `to` (two charts: progressed to natal,
 * return to natal), in the order of `from` then `to`. No pair is skipped: a point of one chart
 * may aspect any point of the other. `body1` is from `from`, `body2` from `to`.
 */
export function findAspectsAcross(from: readonly AspectPoint[], to: readonly AspectPoint[], orbs?: Partial<Record<AspectType, number>>): Aspect[] {
  const table = orbTable(orbs);
  const out: Aspect[] = [];
  for (const a of from) {
    const ra = CLASS_RANK[orbClassOf(a.type)];
    for (const b of to) {
      const rb = CLASS_RANK[orbClassOf(b.type)];
      const separation = separationOf(a.longitude, b.longitude);
      const k = matchRank(separation, ra >= rb ? ra : rb, table);
      if (k >= 0) out.push(makeAspect(a, b, separation, k));
    }
  }
  return out;
}

/** All aspects among the points, each unordered pair once, in the order of `points`; `orbs` overrides the table. */
export function findAspects(points: readonly AspectPoint[], orbs?: Partial<Record<AspectType, number>>): Aspect[] {
  const table = orbTable(orbs);
  const out: Aspect[] = [];
  const n = points.length;
  const ranks = points.map((p) => CLASS_RANK[orbClassOf(p.type)]);
  for (let i = 0; i < n; i++) {
    const a = points[i]!;
    const skip = SKIP.get(a.key);
    const ra = ranks[i]!;
    for (let j = i + 1; j < n; j++) {
      const b = points[j]!;
      if (skip?.has(b.key)) continue;
      const rb = ranks[j]!;
      const separation = separationOf(a.longitude, b.longitude);
      const k = matchRank(separation, ra >= rb ? ra : rb, table);
      if (k >= 0) out.push(makeAspect(a, b, separation, k));
    }
  }
  return out;
}
