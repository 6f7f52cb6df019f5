/**
 * Essential dignities of the seven traditional planets: domicile and detriment (the traditional
 * rulers, rulers.ts), exaltation and fall, triplicity (the Dorothean rulers, by the chart's sect),
 * terms (the Egyptian bounds) and face (the Chaldean decans), scored with William Lilly's table
 * (domicile +5, exaltation +4, triplicity +3, term +2, face +1, detriment -5, fall -4); and the
 * almuten of the chart: the planet with the most of these rulerships (5/4/3/2/1) over the degrees of
 * the Sun, the Moon, the Ascendant, the Midheaven and the Lot of Fortune. Plain tables, no I/O.
 */
import { CHALDEAN, CLASSICAL_PLANETS, traditionalRulerOf, type ClassicalPlanetKey } from './rulers';
import { wrap360 } from './houses';

export const DIGNITY_KINDS = ['domicile', 'exaltation', 'triplicity', 'term', 'face', 'detriment', 'fall'] as const;
export type DignityKind = (typeof DIGNITY_KINDS)[number];

/** Lilly's points (Christian Astrology, 1647, p. 101), without his -5 for a peregrine planet. */
export const DIGNITY_SCORES: Readonly<Record<DignityKind, number>> = {
  domicile: 5,
  exaltation: 4,
  triplicity: 3,
  term: 2,
  face: 1,
  detriment: -5,
  fall: -4,
};

/** The sign (0 Aries .. 11 Pisces) of each planet's exaltation. */
export const EXALTATION_SIGN: Readonly<Record<ClassicalPlanetKey, number>> = {
  sun: 0,
  moon: 1,
  mercury: 5,
  venus: 11,
  mars: 9,
  jupiter: 3,
  saturn: 6,
};

/** Dorothean triplicity rulers by element (fire, earth, air, water): day, night, participating. */
export const TRIPLICITY: readonly { day: ClassicalPlanetKey; night: ClassicalPlanetKey; participating: ClassicalPlanetKey }[] = [
  { day: 'sun', night: 'jupiter', participating: 'saturn' },
  { day: 'venus', night: 'moon', participating: 'mars' },
  { day: 'saturn', night: 'mercury', participating: 'jupiter' },
  { day: 'venus', night: 'mars', participating: 'moon' },
];

/** The Egyptian terms (bounds) of each sign, Aries first: [ruler, end degree] in order. */
export const EGYPTIAN_TERMS: readonly (readonly (readonly [ClassicalPlanetKey, number])[])[] = [
  [['jupiter', 6], ['venus', 12], ['mercury', 20], ['mars', 25], ['saturn', 30]],
  [['venus', 8], ['mercury', 14], ['jupiter', 22], ['saturn', 27], ['mars', 30]],
  [['mercury', 6], ['jupiter', 12], ['venus', 17], ['mars', 24], ['saturn', 30]],
  [['mars', 7], ['venus', 13], ['mercury', 19], ['jupiter', 26], ['saturn', 30]],
  [['jupiter', 6], ['venus', 11], ['saturn', 18], ['mercury', 24], ['mars', 30]],
  [['mercury', 7], ['venus', 17], ['jupiter', 21], ['mars', 28], ['saturn', 30]],
  [['saturn', 6], ['mercury', 14], ['jupiter', 21], ['venus', 28], ['mars', 30]],
  [['mars', 7], ['venus', 11], ['mercury', 19], ['jupiter', 24], ['saturn', 30]],
  [['jupiter', 12], ['venus', 17], ['mercury', 21], ['saturn', 26], ['mars', 30]],
  [['mercury', 7], ['jupiter', 14], ['venus', 22], ['saturn', 26], ['mars', 30]],
  [['mercury', 7], ['venus', 13], ['jupiter', 20], ['mars', 25], ['saturn', 30]],
  [['venus', 12], ['jupiter', 16], ['mercury', 19], ['mars', 28], ['saturn', 30]],
];

/** The rulers of a degree of the zodiac. */
export interface DegreeRulers {
  domicile: ClassicalPlanetKey;
  /** undefined in the five signs that exalt no planet */
  exaltation: ClassicalPlanetKey | undefined;
  triplicity: ClassicalPlanetKey;
  term: ClassicalPlanetKey;
  face: ClassicalPlanetKey;
}

const EXALTED_IN: (ClassicalPlanetKey | undefined)[] = Array.from({ length: 12 }, (_, s) => CLASSICAL_PLANETS.find((p) => EXALTATION_SIGN[p] === s));
/** The faces start with Mars at 0 Aries and follow the Chaldean order, one planet per 10 degrees. */
const FACE_START = CHALDEAN.indexOf('mars');

/** The rulers of the degree at a longitude; the triplicity lord by the chart's sect. */
export function rulersAt(longitude: number, day: boolean): DegreeRulers {
  const lon = wrap360(longitude);
  const s = Math.min(11, Math.floor(lon / 30));
  const d = lon - s * 30;
  const terms = EGYPTIAN_TERMS[s]!;
  const term = (terms.find(([, end]) => d < end) ?? terms[terms.length - 1]!)[0];
  const trip = TRIPLICITY[s % 4]!;
  return {
    domicile: traditionalRulerOf(s),
    exaltation: EXALTED_IN[s],
    triplicity: day ? trip.day : trip.night,
    term,
    face: CHALDEAN[(FACE_START + Math.min(35, Math.floor(lon / 10))) % 7]!,
  };
}

export interface Dignity {
  has: DignityKind[];
  score: number;
}

/** The essential dignities and debilities of a planet at a longitude, in a day or night chart. */
export function dignityOf(planet: ClassicalPlanetKey, longitude: number, day: boolean): Dignity {
  const r = rulersAt(longitude, day);
  const s = Math.min(11, Math.floor(wrap360(longitude) / 30));
  const opposite = (s + 6) % 12;
  const has: DignityKind[] = [];
  if (r.domicile === planet) has.push('domicile');
  if (r.exaltation === planet) has.push('exaltation');
  if (r.triplicity === planet) has.push('triplicity');
  if (r.term === planet) has.push('term');
  if (r.face === planet) has.push('face');
  if (traditionalRulerOf(opposite) === planet) has.push('detriment');
  if (EXALTATION_SIGN[planet] === opposite) has.push('fall');
  return { has, score: has.reduce((t, k) => t + DIGNITY_SCORES[k], 0) };
}

/** The points the almuten of the chart is taken over. */
export const ALMUTEN_POINTS = ['sun', 'moon', 'ascendant', 'midheaven', 'part_of_fortune'] as const;
export type AlmutenPoint = (typeof ALMUTEN_POINTS)[number];

export interface Almuten {
  planet: ClassicalPlanetKey;
  /** Each planet's points (domicile 5, exaltation 4, triplicity 3, term 2, face 1) summed over the points. */
  scores: Record<ClassicalPlanetKey, number>;
}

/**
 * The almuten of the chart (almuten figuris, after Ibn Ezra, on five points): the planet with the
 * highest sum of rulership points over the degrees of ALMUTEN_POINTS. A tie goes to the planet
 * earlier in the Chaldean order (Saturn first).
 */
export function almutenOf(points: Record<AlmutenPoint, number>, day: boolean): Almuten {
  const scores = Object.fromEntries(CLASSICAL_PLANETS.map((p) => [p, 0])) as Record<ClassicalPlanetKey, number>;
  for (const key of ALMUTEN_POINTS) {
    const r = rulersAt(points[key], day);
    scores[r.domicile] += DIGNITY_SCORES.domicile;
    if (r.exaltation) scores[r.exaltation] += DIGNITY_SCORES.exaltation;
    scores[r.triplicity] += DIGNITY_SCORES.triplicity;
    scores[r.term] += DIGNITY_SCORES.term;
    scores[r.face] += DIGNITY_SCORES.face;
  }
  let best: ClassicalPlanetKey = CHALDEAN[0]!;
  for (const p of CHALDEAN) if (scores[p] > scores[best]) best = p;
  return { planet: best, scores };
}
