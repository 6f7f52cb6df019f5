/**
 * The transit rules, written down once: which bodies and points take part, the transit orbs,
 * and the enumerations of `strength` and `influence` with the rules that choose them. The README
 * and docs/transits.md print these tables.
 */
import type { AspectType } from '../astro/aspects';
import type { OrbOverrides } from '../astro/options';
import type { MovingBody } from '../sky/index';
import { ASTEROID_KEYS, type AsteroidKey } from '../astro/minor-bodies';
import { LOT_KEYS, type LotKey } from '../astro/lots';

export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];
export const isPeriod = (s: unknown): s is Period => typeof s === 'string' && (PERIODS as readonly string[]).includes(s);

/** Transiting bodies. The Moon only for the day period (it crosses the whole chart in a month). */
export const TRANSITING_BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron', 'north_node'] as const satisfies readonly MovingBody[];
export type TransitingBody = (typeof TRANSITING_BODIES)[number];

export const transitingBodiesFor = (period: Period): readonly TransitingBody[] => (period === 'day' ? TRANSITING_BODIES : TRANSITING_BODIES.filter((b) => b !== 'moon'));

/** Natal points aspected by the transits. */
export const NATAL_POINTS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron', 'north_node', 'south_node', 'ascendant', 'midheaven'] as const;
export type NatalPoint = (typeof NATAL_POINTS)[number];

/**
 * The natal chart options that apply to transits (docs/transits.md "Natal chart options"): each adds
 * natal points the transiting bodies aspect. The other options (fixed stars, dignities, patterns,
 * declinations, antiscia, midpoints) are not fields of the transit routes.
 */
export const TRANSIT_CHART_EXTRAS = ['asteroids', 'lots'] as const;
export type TransitChartExtra = (typeof TRANSIT_CHART_EXTRAS)[number];

/** A lot as a natal point of transits: `lot_of_<lot>` (`lot_of_fortune`, `lot_of_spirit`...). */
export type LotPoint = `lot_of_${LotKey}`;
export const lotPoint = (k: LotKey): LotPoint => `lot_of_${k}`;
/** The natal points the options add: the five asteroids, then the ten lots, in this order. */
export const EXTRA_POINTS: Readonly<Record<TransitChartExtra, readonly ExtraPoint[]>> = { asteroids: ASTEROID_KEYS, lots: LOT_KEYS.map(lotPoint) };
export type ExtraPoint = AsteroidKey | LotPoint;
/** Any natal point of a transit: the standard ones and those the options add. */
export type AnyNatalPoint = NatalPoint | ExtraPoint;

/** Bodies of the sky-to-sky aspects (significantAspects): the transiting bodies without the node, whose wobble makes no aspect of its own. */
export const SKY_BODIES_FOR_ASPECTS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron'] as const satisfies readonly TransitingBody[];

/** The five major aspects and the quincunx. */
export const TRANSIT_ASPECTS: readonly { type: AspectType; angle: number; orbFactor: number }[] = [
  { type: 'conjunction', angle: 0, orbFactor: 1 },
  { type: 'opposition', angle: 180, orbFactor: 1 },
  { type: 'square', angle: 90, orbFactor: 1 },
  { type: 'trine', angle: 120, orbFactor: 1 },
  { type: 'sextile', angle: 60, orbFactor: 0.75 },
  { type: 'quincunx', angle: 150, orbFactor: 0.5 },
];
export type TransitAspect = 'conjunction' | 'opposition' | 'square' | 'trine' | 'sextile' | 'quincunx';

/**
 * Transit orbs (degrees) per transiting body, for the conjunction, opposition, square and trine;
 * the sextile takes 3/4 of it and the quincunx half. Tighter than the natal orbs: a transit is a
 * passing contact, and a slow planet within 1 degree of a point is already in force for months.
 */
export const TRANSIT_ORBS: Readonly<Record<TransitingBody, number>> = {
  sun: 2,
  moon: 1.5,
  mercury: 2,
  venus: 2,
  mars: 2,
  jupiter: 1.5,
  saturn: 1.5,
  uranus: 1,
  neptune: 1,
  pluto: 1,
  chiron: 1,
  north_node: 1,
};

/**
 * The orb of a transit aspect: the body's transit orb times the aspect's factor, or the `orbs`
 * chart option's value for that aspect type (one orb for every transiting body; 0 switches it off).
 */
export const transitOrb = (body: TransitingBody, aspect: { type: AspectType; orbFactor: number }, orbs?: OrbOverrides): number =>
  orbs?.[aspect.type] ?? TRANSIT_ORBS[body] * aspect.orbFactor;

/** Orb of a sky-to-sky aspect: the wider of the two bodies' transit orbs, times the aspect's factor (or the `orbs` option's value). */
export const pairOrb = (a: TransitingBody, b: TransitingBody, aspect: { type: AspectType; orbFactor: number }, orbs?: OrbOverrides): number =>
  orbs?.[aspect.type] ?? Math.max(TRANSIT_ORBS[a], TRANSIT_ORBS[b]) * aspect.orbFactor;

/** The aspect types transits look for: an `orbs` option may set only these (quincunx among the minors). */
export const TRANSIT_ASPECT_TYPES: readonly AspectType[] = TRANSIT_ASPECTS.map((a) => a.type);

/** `isExact`: the smallest orb inside the window is below this (degrees). */
export const EXACT_ORB = 1;

/** How far (days) the orb span around a transit is followed each way to compute `duration`. */
export const DURATION_HORIZON_DAYS = 1000;

/* ------------------------------------------------------------------------------ strength */

/** Strength, strongest first. */
export const STRENGTHS = ['very strong', 'strong', 'moderate', 'weak'] as const;
export type Strength = (typeof STRENGTHS)[number];

export const ASPECT_WEIGHT: Readonly<Record<TransitAspect, number>> = {
  conjunction: 1,
  opposition: 0.9,
  square: 0.9,
  trine: 0.7,
  sextile: 0.5,
  quincunx: 0.4,
};

/** Slow bodies weigh more: their contacts last longer. */
export const BODY_WEIGHT: Readonly<Record<TransitingBody, number>> = {
  pluto: 1,
  neptune: 1,
  uranus: 1,
  saturn: 0.95,
  jupiter: 0.85,
  chiron: 0.75,
  north_node: 0.7,
  mars: 0.7,
  sun: 0.65,
  venus: 0.6,
  mercury: 0.55,
  moon: 0.5,
};

/** The luminaries and angles weigh most, then the personal planets. */
export const POINT_WEIGHT: Readonly<Record<NatalPoint, number>> = {
  sun: 1,
  moon: 1,
  ascendant: 1,
  midheaven: 1,
  mercury: 0.85,
  venus: 0.85,
  mars: 0.85,
  jupiter: 0.75,
  saturn: 0.75,
  uranus: 0.65,
  neptune: 0.65,
  pluto: 0.65,
  chiron: 0.65,
  north_node: 0.65,
  south_node: 0.65,
};

/** The asteroids and lots weigh less than every standard point: minor points of the chart. */
export const EXTRA_POINT_WEIGHT = 0.55;

export const pointWeight = (p: AnyNatalPoint): number => (POINT_WEIGHT as Readonly<Record<string, number>>)[p] ?? EXTRA_POINT_WEIGHT;

/**
 * score = 0.4 * tightness + 0.6 * mean(aspect weight, body weight, point weight), where
 * tightness = 1 - orb / allowed orb (1 when the transit perfects inside the window).
 * very strong >= 0.8 > strong >= 0.65 > moderate >= 0.5 > weak.
 */
export function strengthScore(aspect: TransitAspect, body: TransitingBody, point: AnyNatalPoint, orb: number, maxOrb: number): number {
  const tightness = Math.max(0, 1 - orb / maxOrb);
  return 0.4 * tightness + (0.6 * (ASPECT_WEIGHT[aspect] + BODY_WEIGHT[body] + pointWeight(point))) / 3;
}

export function strengthOf(score: number): Strength {
  if (score >= 0.8) return 'very strong';
  if (score >= 0.65) return 'strong';
  if (score >= 0.5) return 'moderate';
  return 'weak';
}

/* ----------------------------------------------------------------------------- influence */

export const INFLUENCES = ['harmonious', 'challenging', 'intense', 'adjusting'] as const;
export type Influence = (typeof INFLUENCES)[number];

/**
 * trine, sextile: harmonious; square, opposition: challenging; quincunx: adjusting;
 * conjunction: harmonious for Venus and Jupiter, challenging for Mars and Saturn, intense otherwise.
 */
export function influenceOf(aspect: TransitAspect, body: TransitingBody): Influence {
  switch (aspect) {
    case 'trine':
    case 'sextile':
      return 'harmonious';
    case 'square':
    case 'opposition':
      return 'challenging';
    case 'quincunx':
      return 'adjusting';
    case 'conjunction':
      if (body === 'venus' || body === 'jupiter') return 'harmonious';
      if (body === 'mars' || body === 'saturn') return 'challenging';
      return 'intense';
  }
}
