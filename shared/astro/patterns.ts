/**
 * Aspect patterns among the ten planets: grand trine, T-square, grand cross, yod, kite, mystic
 * rectangle, and stelliums (three or more planets in one sign or one house). A pattern's aspects hold
 * when the separation is within PATTERN_ORBS of exact (the limit included), the planet orbs of the
 * published table (aspects.ts) whatever orbs the request set for the aspect list. Plain functions.
 */
import { norm360 } from './ephemeris';

/** Orbs (degrees) of the aspects that make patterns. */
export const PATTERN_ORBS = { opposition: 8, trine: 7, square: 7, sextile: 5, quincunx: 3 } as const;
type PatternAspect = keyof typeof PATTERN_ORBS;
const ANGLE: Record<PatternAspect, number> = { opposition: 180, trine: 120, square: 90, sextile: 60, quincunx: 150 };

export const PATTERN_TYPES = ['grand-trine', 't-square', 'grand-cross', 'yod', 'kite', 'mystic-rectangle', 'stellium'] as const;
export type PatternType = (typeof PATTERN_TYPES)[number];
/** English names of the patterns (the wheel's legend, GET /labels' `aspectPatterns`). */
export const PATTERN_NAMES: Readonly<Record<PatternType, string>> = {
  'grand-trine': 'Grand trine',
  't-square': 'T-square',
  'grand-cross': 'Grand cross',
  yod: 'Yod',
  kite: 'Kite',
  'mystic-rectangle': 'Mystic rectangle',
  stellium: 'Stellium',
};

export interface Pattern {
  type: PatternType;
  /** The planets of the pattern (the apex first for a T-square, a yod and a kite, the sign or house order otherwise). */
  bodies: string[];
  /** The focal planet: the T-square's and the yod's apex, the kite's tail (opposite the grand trine's vertex). */
  apex?: string;
  /** A stellium's sign or house. */
  sign?: string;
  house?: number;
}

export interface PatternBody {
  key: string;
  longitude: number;
  sign: string;
  house: number;
}

const separation = (a: number, b: number): number => {
  const d = norm360(a - b);
  return d > 180 ? 360 - d : d;
};

/**
 * Every pattern among the bodies (give them in a fixed order: the answer follows it). T-squares
 * inside a reported grand cross are not listed again; a kite's grand trine is.
 */
export function findPatterns(bodies: readonly PatternBody[]): Pattern[] {
  const n = bodies.length;
  const is = (t: PatternAspect, i: number, j: number): boolean => Math.abs(separation(bodies[i]!.longitude, bodies[j]!.longitude) - ANGLE[t]) <= PATTERN_ORBS[t];
  const key = (i: number) => bodies[i]!.key;
  const out: Pattern[] = [];

  const trines: [number, number, number][] = [];
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++) if (is('trine', a, b) && is('trine', b, c) && is('trine', a, c)) trines.push([a, b, c]);
  for (const t of trines) out.push({ type: 'grand-trine', bodies: t.map(key) });

  // kite: a grand trine and a fourth planet opposite one vertex, sextile the other two
  for (const [a, b, c] of trines) {
    for (let d = 0; d < n; d++) {
      if (d === a || d === b || d === c) continue;
      for (const [v, x, y] of [
        [a, b, c],
        [b, a, c],
        [c, a, b],
      ] as const) {
        if (is('opposition', d, v) && is('sextile', d, x) && is('sextile', d, y)) out.push({ type: 'kite', apex: key(d), bodies: [d, v, x, y].map(key) });
      }
    }
  }

  // grand cross: two oppositions whose four ends square each other
  const crosses: number[][] = [];
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      if (!is('opposition', a, b)) continue;
      for (let c = a + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) {
          if (c === b || d === b || !is('opposition', c, d)) continue;
          if (is('square', a, c) && is('square', a, d) && is('square', b, c) && is('square', b, d)) crosses.push([a, c, b, d]);
        }
    }
  for (const x of crosses) out.push({ type: 'grand-cross', bodies: x.map(key) });
  const inCross = (s: number[]) => crosses.some((x) => s.every((i) => x.includes(i)));

  // T-square: an opposition, and an apex square both ends
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      if (!is('opposition', a, b)) continue;
      for (let c = 0; c < n; c++) {
        if (c === a || c === b || !is('square', c, a) || !is('square', c, b) || inCross([a, b, c])) continue;
        out.push({ type: 't-square', apex: key(c), bodies: [c, a, b].map(key) });
      }
    }

  // yod: a sextile, and an apex quincunx both ends
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      if (!is('sextile', a, b)) continue;
      for (let c = 0; c < n; c++) {
        if (c === a || c === b || !is('quincunx', c, a) || !is('quincunx', c, b)) continue;
        out.push({ type: 'yod', apex: key(c), bodies: [c, a, b].map(key) });
      }
    }

  // mystic rectangle: two oppositions, the short sides sextiles and the long sides trines
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      if (!is('opposition', a, b)) continue;
      for (let c = a + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) {
          if (c === b || d === b || !is('opposition', c, d)) continue;
          // a-c sextile, b-d sextile, a-d trine, b-c trine; or with c and d swapped
          for (const [p, q] of [
            [c, d],
            [d, c],
          ] as const) {
            if (is('sextile', a, p) && is('sextile', b, q) && is('trine', a, q) && is('trine', b, p)) out.push({ type: 'mystic-rectangle', bodies: [a, p, b, q].map(key) });
          }
        }
    }

  // stelliums: three or more planets in one sign, in one house
  const bySign = new Map<string, string[]>();
  const byHouse = new Map<number, string[]>();
  for (const b of bodies) {
    bySign.set(b.sign, [...(bySign.get(b.sign) ?? []), b.key]);
    byHouse.set(b.house, [...(byHouse.get(b.house) ?? []), b.key]);
  }
  for (const [sign, keys] of bySign) if (keys.length >= 3) out.push({ type: 'stellium', sign, bodies: keys });
  for (const [house, keys] of [...byHouse].sort((x, y) => x[0] - y[0])) if (keys.length >= 3) out.push({ type: 'stellium', house, bodies: keys });
  return out;
}
