/**
 * House systems: cusps, angles, the polar fallback and house placement.
 *
 * One `houses_ex2` call per chart gives the 12 cusps, the Ascendant, the Midheaven,
 * the ARMC and their speeds. Placidus and Koch have no solution inside the polar
 * circles (|latitude| > 90 - obliquity, about 66.56 degrees); there the Swiss
 * Ephemeris reports an error and the chart uses Porphyry instead, with the fallback
 * reported in the result (`fallback: true`, `used: 'porphyry'`). See computeHouses
 * for the rarer second step (Equal houses).
 */
import { invalidInput, AppError } from '../errors';
import { norm360, sweph } from './ephemeris';

/**
 * Every 12-house system the Swiss Ephemeris computes (Gauquelin's 36 sectors are not houses):
 * the first seven are the original ones, in their original order.
 */
export const HOUSE_SYSTEMS = [
  'placidus',
  'koch',
  'whole-sign',
  'equal',
  'porphyry',
  'regiomontanus',
  'campanus',
  'alcabitius',
  'morinus',
  'topocentric',
  'meridian',
  'vehlow',
  'sripati',
  'krusinski',
  'equal-mc',
  'equal-aries',
  'carter',
  'horizontal',
  'sunshine',
  'sunshine-makransky',
  'pullen-sd',
  'pullen-sr',
  'apc',
] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

export const DEFAULT_HOUSE_SYSTEM: HouseSystem = 'placidus';

/** norm360 that never returns 360 itself (norm360 of a tiny negative number rounds to 360). */
export const wrap360 = (x: number): number => {
  const r = norm360(x);
  return r >= 360 ? 0 : r;
};

interface SystemDef {
  /** Swiss Ephemeris house-system letter. */
  letter: string;
  name: string;
  /** Cusp 1 is the Ascendant (and cusp 7 the Descendant). */
  ascOnCusp1: boolean;
  /** Cusp 10 is the Midheaven (and cusp 4 the IC). */
  mcOnCusp10: boolean;
}

const def = (letter: string, name: string, ascOnCusp1: boolean, mcOnCusp10: boolean): SystemDef => ({ letter, name, ascOnCusp1, mcOnCusp10 });

/**
 * The systems: Swiss Ephemeris letter, display name and which angles sit on cusps (measured on
 * random charts, test/unit/astro/house-systems.test.ts). Whole Sign counts its Ascendant as on
 * cusp 1: house 1 is the Ascendant's sign by definition.
 */
export const HOUSE_SYSTEM_DEFS: Readonly<Record<HouseSystem, SystemDef>> = {
  placidus: def('P', 'Placidus', true, true),
  koch: def('K', 'Koch', true, true),
  'whole-sign': def('W', 'Whole Sign', true, false),
  equal: def('A', 'Equal', true, false), // equal houses from the Ascendant
  porphyry: def('O', 'Porphyry', true, true),
  regiomontanus: def('R', 'Regiomontanus', true, true),
  campanus: def('C', 'Campanus', true, true),
  alcabitius: def('B', 'Alcabitius', true, true),
  morinus: def('M', 'Morinus', false, false),
  topocentric: def('T', 'Topocentric (Polich-Page)', true, true),
  meridian: def('X', 'Meridian (axial rotation)', false, true),
  vehlow: def('V', 'Vehlow equal', false, false),
  sripati: def('S', 'Sripati', false, false),
  krusinski: def('U', 'Krusinski-Pisa-Goelzer', true, true),
  'equal-mc': def('D', 'Equal from the Midheaven', false, true),
  'equal-aries': def('N', 'Equal, house 1 = 0 Aries', false, false),
  carter: def('F', 'Carter poli-equatorial', true, false),
  horizontal: def('H', 'Horizontal (azimuthal)', false, true),
  sunshine: def('I', 'Sunshine (Treindl)', true, true),
  'sunshine-makransky': def('i', 'Sunshine (Makransky)', true, true),
  'pullen-sd': def('L', 'Pullen sinusoidal delta', true, true),
  'pullen-sr': def('Q', 'Pullen sinusoidal ratio', true, true),
  apc: def('Y', 'APC', true, true),
};

const SE_LETTER = Object.fromEntries(HOUSE_SYSTEMS.map((h) => [h, HOUSE_SYSTEM_DEFS[h].letter])) as Record<HouseSystem, string>;

export const HOUSE_SYSTEM_NAMES = Object.fromEntries(HOUSE_SYSTEMS.map((h) => [h, HOUSE_SYSTEM_DEFS[h].name])) as Record<HouseSystem, string>;

const ALIASES: Record<string, HouseSystem> = {
  wholesign: 'whole-sign',
  whole: 'whole-sign',
  'equal-house': 'equal',
  'equal-houses': 'equal',
  p: 'placidus',
  k: 'koch',
  w: 'whole-sign',
  e: 'equal',
  a: 'equal',
  o: 'porphyry',
  r: 'regiomontanus',
  c: 'campanus',
  b: 'alcabitius',
  m: 'morinus',
  t: 'topocentric',
  'polich-page': 'topocentric',
  x: 'meridian',
  axial: 'meridian',
  'axial-rotation': 'meridian',
  v: 'vehlow',
  s: 'sripati',
  u: 'krusinski',
  'krusinski-pisa': 'krusinski',
  d: 'equal-mc',
  n: 'equal-aries',
  f: 'carter',
  'poli-equatorial': 'carter',
  h: 'horizontal',
  azimuthal: 'horizontal',
  l: 'pullen-sd',
  q: 'pullen-sr',
  y: 'apc',
};

/**
 * Parses a request value into a HouseSystem. Absent (undefined, null or empty) means
 * Placidus. Case, spaces and underscores are forgiven ("Whole Sign", "whole_sign",
 * "wholesign", or the one-letter Swiss Ephemeris codes). Anything else is a typed
 * "Invalid house system" error.
 */
export function parseHouseSystem(value: unknown): HouseSystem {
  if (value === undefined || value === null || value === '') return DEFAULT_HOUSE_SYSTEM;
  if (typeof value !== 'string') {
    throw invalidInput('Invalid house system', `houseSystem must be a string, one of ${HOUSE_SYSTEMS.join(', ')}`);
  }
  const v = value.trim().toLowerCase().replace(/[\s_]+/g, '-');
  if ((HOUSE_SYSTEMS as readonly string[]).includes(v)) return v as HouseSystem;
  const alias = ALIASES[v];
  if (alias) return alias;
  throw invalidInput('Invalid house system', `"${value}" is not a house system; use one of ${HOUSE_SYSTEMS.join(', ')}`);
}

export interface HouseResult {
  requested: HouseSystem;
  used: HouseSystem;
  /** true when the requested system had no solution here and Porphyry was used. */
  fallback: boolean;
  /** Why the fallback happened (the Swiss Ephemeris message); absent without fallback. */
  fallbackReason?: string;
  /** cusps[0] is house 1 ... cusps[11] is house 12 (ecliptic longitudes 0..360). */
  cusps: number[];
  ascendant: number;
  midheaven: number;
  /** Right ascension of the Midheaven (sidereal time at the place, in degrees). */
  armc: number;
  /** Speeds in degrees per day. */
  ascendantSpeed: number;
  midheavenSpeed: number;
}

/** Narrowest house accepted as a real house (degrees); below it a system has collapsed. */
export const MIN_HOUSE_ARC = 1e-6;

/**
 * True when 12 cusps go once round the zodiac in zodiacal order: every forward arc
 * from one cusp to the next is at least MIN_HOUSE_ARC and the arcs add up to 360.
 */
export function cuspsInOrder(cusps: ArrayLike<number>): boolean {
  let total = 0;
  for (let i = 0; i < 12; i++) {
    const arc = norm360(cusps[(i + 1) % 12]! - cusps[i]!);
    if (!(arc >= MIN_HOUSE_ARC)) return false;
    total += arc;
  }
  return Math.abs(total - 360) < 1e-6;
}

type SweHouses = ReturnType<typeof sweph.houses_ex2>;
/** One Swiss Ephemeris house call for a system letter. */
type HouseCall = (letter: string) => SweHouses;

function tryHouses(call: HouseCall, latitude: number, system: HouseSystem): SweHouses | string {
  const r = call(SE_LETTER[system]);
  if (r.flag < 0) return r.error || `${HOUSE_SYSTEM_NAMES[system]} houses have no solution at latitude ${latitude}`;
  if (!cuspsInOrder(r.data.houses)) {
    return `${HOUSE_SYSTEM_NAMES[system]} cusps run backwards or collapse here (the Midheaven is below the horizon inside the polar circle)`;
  }
  return r;
}

/**
 * Calculates the houses for a UT Julian day and a place (the date range must be
 * checked by the caller). Fallback chain when the requested system has no usable
 * answer: Porphyry, then Equal houses from the Ascendant (which always work).
 * A system has no usable answer when the Swiss Ephemeris reports an error (Placidus
 * and Koch inside the polar circles) or when its cusps do not run once round the
 * zodiac in order (inside the polar circles at times when the Midheaven is below
 * the horizon, quadrant systems turn clockwise).
 * With `ayanamsha` (degrees) cusps and angles are sidereal, as the Swiss Ephemeris's sidereal
 * houses: tropical minus the ayanamsha, Whole Sign and Equal-Aries cusps on the sidereal signs.
 */
export function computeHouses(jdUT: number, latitude: number, longitude: number, system: HouseSystem, ayanamsha?: number): HouseResult {
  return siderealHouses(housesWith((letter) => sweph.houses_ex2(jdUT, 0, latitude, longitude, letter), latitude, system), ayanamsha);
}

function siderealHouses(r: HouseResult, ayanamsha: number | undefined): HouseResult {
  if (ayanamsha === undefined) return r;
  const asc = wrap360(r.ascendant - ayanamsha);
  let cusps = r.cusps.map((c) => wrap360(c - ayanamsha));
  if (r.used === 'whole-sign') cusps = cusps.map((_, i) => wrap360(Math.floor(asc / 30) * 30 + i * 30));
  if (r.used === 'equal-aries') cusps = cusps.map((_, i) => i * 30);
  return { ...r, cusps, ascendant: asc, midheaven: wrap360(r.midheaven - ayanamsha) };
}

/**
 * Houses from a right ascension of the Midheaven (progressed and directed angles), a latitude and
 * an obliquity, tropical; with `ayanamsha` (degrees) sidereal, as computeHouses does it. Same
 * fallback chain as computeHouses. Speeds are those of the Swiss Ephemeris for a turning sky.
 */
export function computeHousesFromArmc(armc: number, latitude: number, eps: number, system: HouseSystem, ayanamsha?: number, sunDeclination?: number): HouseResult {
  return siderealHouses(housesWith((letter) => sweph.houses_armc_ex2(wrap360(armc), latitude, eps, letter, sunDeclination) as SweHouses, latitude, system), ayanamsha);
}

function housesWith(call: HouseCall, latitude: number, system: HouseSystem): HouseResult {
  const chain: HouseSystem[] = [system];
  if (system !== 'porphyry' && system !== 'equal' && system !== 'whole-sign') chain.push('porphyry');
  if (system !== 'equal') chain.push('equal');
  let r: SweHouses | undefined;
  let used: HouseSystem = system;
  let fallbackReason: string | undefined;
  for (const candidate of chain) {
    const attempt = tryHouses(call, latitude, candidate);
    if (typeof attempt !== 'string') {
      r = attempt;
      used = candidate;
      break;
    }
    fallbackReason = fallbackReason === undefined ? attempt : `${fallbackReason}; ${attempt}`;
  }
  if (!r) throw new AppError('internal', 'Ephemeris error', `House calculation failed: ${fallbackReason ?? 'unknown error'}`);
  const { houses, points, pointsSpeed } = r.data;
  const result: HouseResult = {
    requested: system,
    used,
    fallback: used !== system,
    cusps: Array.from(houses as ArrayLike<number>, wrap360).slice(0, 12),
    ascendant: wrap360(points[0]),
    midheaven: wrap360(points[1]),
    armc: wrap360(points[2]),
    ascendantSpeed: pointsSpeed[0],
    midheavenSpeed: pointsSpeed[1],
  };
  if (result.fallback && fallbackReason !== undefined) result.fallbackReason = fallbackReason;
  return result;
}

/**
 * The house (1..12) whose cusp interval [cusp n, cusp n+1) holds the longitude,
 * measured forward along the zodiac so the interval that spans 360/0 works.
 * A point exactly on a cusp belongs to the house that cusp begins.
 */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  const lon = norm360(longitude);
  for (let i = 0; i < 12; i++) {
    const start = cusps[i]!;
    const end = cusps[(i + 1) % 12]!;
    const width = norm360(end - start);
    if (norm360(lon - start) < width) return i + 1;
  }
  // Only reachable with degenerate (zero-width) cusps: put the point in the house
  // whose cusp lies closest behind it.
  let best = 1;
  let bestDist = 360;
  for (let i = 0; i < 12; i++) {
    const d = norm360(lon - cusps[i]!);
    if (d < bestDist) {
      bestDist = d;
      best = i + 1;
    }
  }
  return best;
}

/** Systems whose cusps 1/4/7/10 are the Ascendant, IC, Descendant and Midheaven. */
export const isQuadrantSystem = (system: HouseSystem): boolean => HOUSE_SYSTEM_DEFS[system].ascOnCusp1 && HOUSE_SYSTEM_DEFS[system].mcOnCusp10;

/**
 * Right ascension (degrees 0..360) of the point of the ecliptic at `longitude`
 * (ecliptic latitude 0), for the obliquity `eps` in degrees.
 */
export function eclipticToRightAscension(longitude: number, eps: number): number {
  const l = (longitude * Math.PI) / 180;
  const e = (eps * Math.PI) / 180;
  return wrap360((Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l)) * 180) / Math.PI);
}
