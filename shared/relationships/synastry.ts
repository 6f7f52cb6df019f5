/**
 * Synastry: the aspects between person A's points and person B's points (never A with A), the
 * house overlays both ways, the element and modality balance of the two charts together, the
 * Discepolo score and a harmony index (docs/relationships.md).
 *
 * Orbs: the natal chart's published table (shared/astro/aspects.ts) restricted to the five major
 * aspects and the quincunx; a pair uses the wider class of its two points (luminary > planet >
 * point). With that table no two aspect windows overlap, so a pair has at most one aspect. The
 * `orbs` chart option replaces the orb of an aspect for every class (a pair then takes the first
 * aspect of the table within its orb, as the natal chart does).
 */
import { ASPECTS, pairOrbClass, type AspectType } from '../astro/aspects';
import { BODIES, TIME_BODY_KEYS, type EphemerisBodyKey } from '../astro/bodies';
import type { OrbOverrides } from '../astro/options';
import { houseOf } from '../astro/houses';
import { signOf, type Element, type Modality } from '../astro/zodiac';
import { arcDistance } from './geometry';
import { discepoloScore, type RelationshipScore } from './score';

/** The points of each chart that synastry compares (kerykeion's 16 without the extra asteroids): the moving bodies of the chart's catalogue and the two angles. */
export type SynastryPoint = EphemerisBodyKey | 'ascendant' | 'midheaven';
export const SYNASTRY_POINTS: readonly SynastryPoint[] = [...TIME_BODY_KEYS, 'ascendant', 'midheaven'];

export type SynastryAspectType = Extract<AspectType, 'conjunction' | 'opposition' | 'trine' | 'square' | 'sextile' | 'quincunx'>;
export const SYNASTRY_ASPECTS = ASPECTS.filter((a) => a.major || a.type === 'quincunx');

export type Influence = 'harmonious' | 'challenging' | 'intense' | 'adjusting';

/** One person's chart as synastry needs it: longitudes of the points and the 12 cusps. */
export interface ChartPoints {
  points: Record<SynastryPoint, number>;
  /** Cusp longitudes, index 0 = house 1. */
  cusps: readonly number[];
}

export interface SynastryAspect {
  pointA: SynastryPoint;
  pointB: SynastryPoint;
  type: SynastryAspectType;
  /** Exact angle of the aspect. */
  angle: number;
  /** Distance from exact, degrees. */
  orb: number;
  /** Largest orb this pair allows for this aspect. */
  maxOrb: number;
  influence: Influence;
}

export interface HouseOverlay {
  point: SynastryPoint;
  longitude: number;
  /** House of the other person's chart holding the point. */
  house: number;
}

export interface Balance<K extends string> {
  counts: Record<K, number>;
  dominant: K;
}

export interface Synastry {
  aspects: SynastryAspect[];
  houseOverlays: { aInB: HouseOverlay[]; bInA: HouseOverlay[] };
  elements: Balance<Element>;
  modalities: Balance<Modality>;
  score: RelationshipScore;
  harmony: Harmony;
}

const BENEFICS = new Set<string>(['venus', 'jupiter']);
const MALEFICS = new Set<string>(['mars', 'saturn', 'pluto']);

/**
 * trine, sextile: harmonious; square, opposition: challenging; quincunx: adjusting; a conjunction
 * with Venus or Jupiter (and neither Mars, Saturn nor Pluto) harmonious, with Mars, Saturn or Pluto
 * (and no Venus or Jupiter) challenging, otherwise intense.
 */
export function influenceOf(type: SynastryAspectType, a: SynastryPoint, b: SynastryPoint): Influence {
  switch (type) {
    case 'trine':
    case 'sextile':
      return 'harmonious';
    case 'square':
    case 'opposition':
      return 'challenging';
    case 'quincunx':
      return 'adjusting';
    case 'conjunction': {
      const benefic = BENEFICS.has(a) || BENEFICS.has(b);
      const malefic = MALEFICS.has(a) || MALEFICS.has(b);
      if (benefic && !malefic) return 'harmonious';
      if (malefic && !benefic) return 'challenging';
      return 'intense';
    }
  }
}

/**
 * The synastry aspect between A's point and B's point, or undefined. `orbs` (the chart option)
 * replaces an aspect's orb for every class of point; the first aspect of the table within its orb wins.
 */
export function synastryAspect(pa: SynastryPoint, la: number, pb: SynastryPoint, lb: number, orbs?: OrbOverrides): SynastryAspect | undefined {
  const cls = pairOrbClass(BODIES[pa].type, BODIES[pb].type);
  const sep = arcDistance(la, lb);
  for (const def of SYNASTRY_ASPECTS) {
    const orb = Math.abs(sep - def.angle);
    const maxOrb = orbs?.[def.type] ?? def.orb[cls];
    if (orb <= maxOrb) {
      const type = def.type as SynastryAspectType;
      return { pointA: pa, pointB: pb, type, angle: def.angle, orb, maxOrb, influence: influenceOf(type, pa, pb) };
    }
  }
  return undefined;
}

/** Every A-B pair with an aspect, in SYNASTRY_POINTS order of A then B. */
export function synastryAspects(a: ChartPoints, b: ChartPoints, orbs?: OrbOverrides): SynastryAspect[] {
  const out: SynastryAspect[] = [];
  for (const pa of SYNASTRY_POINTS) {
    for (const pb of SYNASTRY_POINTS) {
      const asp = synastryAspect(pa, a.points[pa], pb, b.points[pb], orbs);
      if (asp) out.push(asp);
    }
  }
  return out;
}

/** Each point of `from` with the house of `into`'s chart that holds it. */
export const houseOverlays = (from: ChartPoints, into: ChartPoints): HouseOverlay[] =>
  SYNASTRY_POINTS.map((point) => ({ point, longitude: from.points[point], house: houseOf(from.points[point], into.cusps) }));

/** Points counted in the element and modality balance: the ten planets and the Ascendant. */
export const BALANCE_POINTS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'ascendant'] as const;

function balance<K extends string>(keys: readonly K[], values: K[]): Balance<K> {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const v of values) counts[v]++;
  // ties: the first in the given order
  const dominant = keys.reduce((best, k) => (counts[k] > counts[best] ? k : best), keys[0]!);
  return { counts, dominant };
}

/* ----------------------------------------------------------------------------- harmony */

/** Weight of a point in the harmony index: personal points count most. */
export const HARMONY_POINT_WEIGHT: Readonly<Record<SynastryPoint, number>> = {
  sun: 1.5,
  moon: 1.5,
  venus: 1.5,
  mars: 1.5,
  ascendant: 1.5,
  mercury: 1,
  jupiter: 1,
  saturn: 1,
  midheaven: 1,
  uranus: 0.5,
  neptune: 0.5,
  pluto: 0.5,
  chiron: 0.5,
  north_node: 0.5,
  south_node: 0.5,
  lilith: 0.5,
};

export interface Harmony {
  /** 0..100: 50 is balanced, higher is easier. */
  value: number;
  /** Weighted sums of harmonious and challenging contacts. */
  harmonious: number;
  challenging: number;
}

/**
 * Contact weight w = weight(A's point) x weight(B's point) x (1 - orb / (2 x maxOrb)) (an exact
 * aspect counts fully, one at the edge of its orb half). Harmonious contacts add w to H,
 * challenging ones to C, adjusting ones (quincunx) w/2 to C; intense conjunctions count for
 * neither. harmony = round(100 x (H + 1) / (H + C + 2)): 50 with no contacts, towards 100 or 0
 * as one side dominates.
 */
export function harmonyIndex(aspects: readonly SynastryAspect[]): Harmony {
  let h = 0;
  let c = 0;
  for (const a of aspects) {
    const w = HARMONY_POINT_WEIGHT[a.pointA] * HARMONY_POINT_WEIGHT[a.pointB] * (1 - a.orb / (2 * a.maxOrb));
    if (a.influence === 'harmonious') h += w;
    else if (a.influence === 'challenging') c += w;
    else if (a.influence === 'adjusting') c += w / 2;
  }
  return { value: Math.round((100 * (h + 1)) / (h + c + 2)), harmonious: h, challenging: c };
}

export function computeSynastry(a: ChartPoints, b: ChartPoints, orbs?: OrbOverrides): Synastry {
  const aspects = synastryAspects(a, b, orbs);
  const signs = [...BALANCE_POINTS.map((p) => signOf(a.points[p])), ...BALANCE_POINTS.map((p) => signOf(b.points[p]))];
  return {
    aspects,
    houseOverlays: { aInB: houseOverlays(a, b), bInA: houseOverlays(b, a) },
    elements: balance<Element>(['fire', 'earth', 'air', 'water'], signs.map((s) => s.element)),
    modalities: balance<Modality>(['cardinal', 'fixed', 'mutable'], signs.map((s) => s.modality)),
    score: discepoloScore(a.points, b.points),
    harmony: harmonyIndex(aspects),
  };
}
