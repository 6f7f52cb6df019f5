/**
 * The bodies and points of a chart, and `bodiesAt`: positions of every body that
 * depends on time only (no place, no houses), for natal charts and transits.
 */
import { assertInRange, bodyPosition, initEphemeris, SE } from './ephemeris';
import { wrap360 } from './houses';
import { siderealOffset, type ChartSettings } from './options';
import { degreeInSign, signIndex, SIGNS, type SignKey } from './zodiac';

export const BODY_KEYS = [
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
  'ascendant',
  'midheaven',
  'descendant',
  'ic',
  'part_of_fortune',
] as const;
export type BodyKey = (typeof BODY_KEYS)[number];

/**
 * Keys whose positions depend on time only (computed by `bodiesAt`): Sun to Pluto, Chiron, the
 * true nodes and mean Lilith. The one list of the bodies that move on their own: the sky
 * primitives, synastry and the predictive techniques take theirs from here.
 */
export const TIME_BODY_KEYS = BODY_KEYS.slice(0, 14) as readonly EphemerisBodyKey[];
export type EphemerisBodyKey = Exclude<BodyKey, 'ascendant' | 'midheaven' | 'descendant' | 'ic' | 'part_of_fortune'>;
export type PointKey = Exclude<BodyKey, EphemerisBodyKey>;

export type BodyType = 'luminary' | 'planet' | 'asteroid' | 'node' | 'point' | 'angle';

export interface BodyDefinition {
  key: BodyKey;
  /** Display name, e.g. "North Node". */
  name: string;
  type: BodyType;
}

export const BODIES: Record<BodyKey, BodyDefinition> = {
  sun: { key: 'sun', name: 'Sun', type: 'luminary' },
  moon: { key: 'moon', name: 'Moon', type: 'luminary' },
  mercury: { key: 'mercury', name: 'Mercury', type: 'planet' },
  venus: { key: 'venus', name: 'Venus', type: 'planet' },
  mars: { key: 'mars', name: 'Mars', type: 'planet' },
  jupiter: { key: 'jupiter', name: 'Jupiter', type: 'planet' },
  saturn: { key: 'saturn', name: 'Saturn', type: 'planet' },
  uranus: { key: 'uranus', name: 'Uranus', type: 'planet' },
  neptune: { key: 'neptune', name: 'Neptune', type: 'planet' },
  pluto: { key: 'pluto', name: 'Pluto', type: 'planet' },
  chiron: { key: 'chiron', name: 'Chiron', type: 'asteroid' },
  north_node: { key: 'north_node', name: 'North Node', type: 'node' },
  south_node: { key: 'south_node', name: 'South Node', type: 'node' },
  lilith: { key: 'lilith', name: 'Lilith', type: 'point' },
  ascendant: { key: 'ascendant', name: 'Ascendant', type: 'angle' },
  midheaven: { key: 'midheaven', name: 'Midheaven', type: 'angle' },
  descendant: { key: 'descendant', name: 'Descendant', type: 'angle' },
  ic: { key: 'ic', name: 'IC', type: 'angle' },
  part_of_fortune: { key: 'part_of_fortune', name: 'Part of Fortune', type: 'point' },
};

/** Swiss Ephemeris body per key (the South Node is derived from the North Node). */
export const SE_BODY: Readonly<Record<Exclude<EphemerisBodyKey, 'south_node'>, number>> = {
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

export interface BodyPosition {
  key: BodyKey;
  name: string;
  type: BodyType;
  /** Apparent geocentric tropical ecliptic longitude of date, 0 <= x < 360. */
  longitude: number;
  /** Ecliptic latitude (0 for the angles, the nodes and the Part of Fortune). */
  latitude: number;
  /** Longitude speed in degrees per day. */
  speed: number;
  /** Longitude speed below 0; always false for angles and the Part of Fortune. */
  isRetrograde: boolean;
  sign: SignKey;
  /** Degree within the sign, decimal, 0 <= degree < 30. */
  degree: number;
}

/** Builds a position record (sign and degree derived from the longitude). */
export function makePosition(key: BodyKey, longitude: number, latitude: number, speed: number): BodyPosition {
  const def = BODIES[key];
  const lon = wrap360(longitude);
  const movesOnItsOwn = def.type !== 'angle' && key !== 'part_of_fortune';
  return {
    key,
    name: def.name,
    type: def.type,
    longitude: lon,
    latitude,
    speed,
    isRetrograde: movesOnItsOwn && speed < 0,
    sign: SIGNS[signIndex(lon)]!.key,
    degree: degreeInSign(lon),
  };
}

export type TimeBodies = Record<EphemerisBodyKey, BodyPosition>;

/** Which settings the time-only bodies depend on. */
export type BodySettings = Pick<ChartSettings, 'zodiac' | 'ayanamsha' | 'nodeType' | 'lilithType'>;

/** Swiss Ephemeris body of a key under the node and Lilith settings. */
export function seBodyOf(key: Exclude<EphemerisBodyKey, 'south_node'>, settings?: Pick<BodySettings, 'nodeType' | 'lilithType'>): number {
  if (key === 'north_node' && settings?.nodeType === 'mean') return SE.MEAN_NODE;
  if (key === 'lilith' && settings?.lilithType === 'true') return SE.OSCU_APOG;
  return SE_BODY[key];
}

/**
 * Positions of Sun..Pluto, Chiron, the North Node (true by default, or mean), the South Node and
 * Lilith (mean by default, or true: osculating) at a UT Julian day, tropical by default or sidereal
 * (settings). Throws the typed "Date out of range" error outside 1800-2399. No houses: cheap
 * enough to call per day of a transit period.
 */
export function bodiesAt(jdUT: number, settings?: BodySettings): TimeBodies {
  initEphemeris();
  assertInRange(jdUT);
  const out = {} as TimeBodies;
  const sid = settings ? siderealOffset(settings, jdUT) : undefined;
  for (const key of Object.keys(SE_BODY) as (keyof typeof SE_BODY)[]) {
    const p = bodyPosition(jdUT, seBodyOf(key, settings));
    // The true node's "latitude" is 0 by definition; sweph returns exactly that.
    out[key] = sid ? makePosition(key, p.longitude - sid.value, p.latitude, p.speedLongitude - sid.rate) : makePosition(key, p.longitude, p.latitude, p.speedLongitude);
  }
  const nn = out.north_node;
  out.south_node = makePosition('south_node', nn.longitude + 180, -nn.latitude, nn.speed);
  return out;
}

/**
 * The nine grahas of Jyotish (shared/vedic) as bodies of this catalogue: Rahu is the North Node
 * and Ketu the South Node; the Sanskrit name for texts and charts, and a two-letter abbreviation
 * as Indian charts print them.
 */
export const GRAHA_KEYS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;
export type GrahaKey = (typeof GRAHA_KEYS)[number];

export interface GrahaDefinition {
  key: GrahaKey;
  /** The body of this catalogue the graha is. */
  body: Extract<EphemerisBodyKey, 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn' | 'north_node' | 'south_node'>;
  sanskrit: string;
  abbreviation: string;
}

export const GRAHAS: Readonly<Record<GrahaKey, GrahaDefinition>> = {
  sun: { key: 'sun', body: 'sun', sanskrit: 'Surya', abbreviation: 'Su' },
  moon: { key: 'moon', body: 'moon', sanskrit: 'Chandra', abbreviation: 'Mo' },
  mars: { key: 'mars', body: 'mars', sanskrit: 'Mangala', abbreviation: 'Ma' },
  mercury: { key: 'mercury', body: 'mercury', sanskrit: 'Budha', abbreviation: 'Me' },
  jupiter: { key: 'jupiter', body: 'jupiter', sanskrit: 'Guru', abbreviation: 'Ju' },
  venus: { key: 'venus', body: 'venus', sanskrit: 'Shukra', abbreviation: 'Ve' },
  saturn: { key: 'saturn', body: 'saturn', sanskrit: 'Shani', abbreviation: 'Sa' },
  rahu: { key: 'rahu', body: 'north_node', sanskrit: 'Rahu', abbreviation: 'Ra' },
  ketu: { key: 'ketu', body: 'south_node', sanskrit: 'Ketu', abbreviation: 'Ke' },
};

/** The second shelf of the catalogue: asteroids and fixed stars (natal chart options). */
export * from './minor-bodies';
