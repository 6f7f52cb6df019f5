/**
 * The relationship score of Ciro Discepolo's method, as the kerykeion library implements it
 * (docs/relationships.md). Only inter-chart pairs, only the five major aspects, with the method's
 * own orbs (conjunction and opposition 10, trine 8, sextile 6, square 5):
 * - both Suns in the same quality (cardinal, fixed, mutable): +5;
 * - Sun-Sun conjunction, opposition or square: +11 within 2 degrees, else +8;
 * - Sun (one) conjunct Moon (other), either way: +11 within 2 degrees, else +8;
 * - any other Sun-Sun or Sun-Moon aspect: +4;
 * - any aspect Sun-Ascendant, Moon-Ascendant, Venus-Mars, either way: +4.
 * Bands: < 5 Minimal, < 10 Medium, < 15 Important, < 20 Very Important, < 30 Exceptional, else
 * Rare Exceptional. The value is a sum of positive points, so never negative.
 */
import { signOf } from '../astro/zodiac';
import { arcDistance } from './geometry';

export type ScoreAspect = 'conjunction' | 'opposition' | 'trine' | 'square' | 'sextile';

/** The method's aspects and orbs (degrees). */
export const SCORE_ASPECTS: readonly { type: ScoreAspect; angle: number; orb: number }[] = [
  { type: 'conjunction', angle: 0, orb: 10 },
  { type: 'opposition', angle: 180, orb: 10 },
  { type: 'trine', angle: 120, orb: 8 },
  { type: 'sextile', angle: 60, orb: 6 },
  { type: 'square', angle: 90, orb: 5 },
];

export const SCORE_BANDS = ['Minimal', 'Medium', 'Important', 'Very Important', 'Exceptional', 'Rare Exceptional'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** Upper bounds (exclusive) of the first five bands. */
const BAND_LIMITS = [5, 10, 15, 20, 30] as const;

export const scoreBand = (value: number): ScoreBand => {
  const i = BAND_LIMITS.findIndex((limit) => value < limit);
  return SCORE_BANDS[i < 0 ? 5 : i]!;
};

/** The points the method reads from each chart. */
export type ScorePoint = 'sun' | 'moon' | 'venus' | 'mars' | 'ascendant';
export type ScorePositions = Record<ScorePoint, number>;

export type ScoreRule = 'destiny-sign' | 'sun-sun-major' | 'sun-moon-conjunction' | 'sun-sun-or-sun-moon-other' | 'sun-or-moon-ascendant' | 'venus-mars';

export interface ScoreContribution {
  rule: ScoreRule;
  /** Point of person A and of person B (null for the destiny sign). */
  pointA: ScorePoint | null;
  pointB: ScorePoint | null;
  aspect: ScoreAspect | null;
  /** Distance from exact, degrees (null for the destiny sign). */
  orb: number | null;
  points: number;
  description: string;
}

export interface RelationshipScore {
  value: number;
  band: ScoreBand;
  contributions: ScoreContribution[];
}

/** The method's aspect between two longitudes, or undefined (each window is separate, so at most one). */
export function scoreAspect(a: number, b: number): { type: ScoreAspect; orb: number } | undefined {
  const sep = arcDistance(a, b);
  for (const asp of SCORE_ASPECTS) {
    const orb = Math.abs(sep - asp.angle);
    if (orb <= asp.orb) return { type: asp.type, orb };
  }
  return undefined;
}

const TIGHT = 2;
const NAMES: Record<ScorePoint, string> = { sun: 'Sun', moon: 'Moon', venus: 'Venus', mars: 'Mars', ascendant: 'Ascendant' };

/** The pairs the method reads (A's point, B's point), in the order contributions are listed. */
const PAIRS: readonly (readonly [ScorePoint, ScorePoint])[] = [
  ['sun', 'sun'],
  ['sun', 'moon'],
  ['moon', 'sun'],
  ['sun', 'ascendant'],
  ['ascendant', 'sun'],
  ['moon', 'ascendant'],
  ['ascendant', 'moon'],
  ['venus', 'mars'],
  ['mars', 'venus'],
];

function ruleFor(pa: ScorePoint, pb: ScorePoint, type: ScoreAspect, orb: number): { rule: ScoreRule; points: number } {
  const pair = [pa, pb].sort().join('-');
  if (pair === 'sun-sun') {
    if (type === 'conjunction' || type === 'opposition' || type === 'square') return { rule: 'sun-sun-major', points: orb <= TIGHT ? 11 : 8 };
    return { rule: 'sun-sun-or-sun-moon-other', points: 4 };
  }
  if (pair === 'moon-sun') {
    if (type === 'conjunction') return { rule: 'sun-moon-conjunction', points: orb <= TIGHT ? 11 : 8 };
    return { rule: 'sun-sun-or-sun-moon-other', points: 4 };
  }
  if (pair === 'mars-venus') return { rule: 'venus-mars', points: 4 };
  return { rule: 'sun-or-moon-ascendant', points: 4 };
}

export function discepoloScore(a: ScorePositions, b: ScorePositions): RelationshipScore {
  const contributions: ScoreContribution[] = [];
  const qa = signOf(a.sun).modality;
  if (qa === signOf(b.sun).modality) {
    contributions.push({ rule: 'destiny-sign', pointA: null, pointB: null, aspect: null, orb: null, points: 5, description: `Both Suns are in ${qa} signs` });
  }
  for (const [pa, pb] of PAIRS) {
    const asp = scoreAspect(a[pa], b[pb]);
    if (!asp) continue;
    const { rule, points } = ruleFor(pa, pb, asp.type, asp.orb);
    contributions.push({
      rule,
      pointA: pa,
      pointB: pb,
      aspect: asp.type,
      orb: asp.orb,
      points,
      description: `${NAMES[pa]} (A) ${asp.type} ${NAMES[pb]} (B), orb ${asp.orb.toFixed(2)}°`,
    });
  }
  const value = contributions.reduce((s, c) => s + c.points, 0);
  return { value, band: scoreBand(value), contributions };
}
