/**
 * The catalogue's second shelf (bodies.ts exports it): the asteroids and the fixed stars a
 * natal chart can add on request, and their positions at a moment. Same conventions as the main
 * catalogue: apparent geocentric ecliptic longitudes of date from the shipped Swiss Ephemeris files,
 * tropical, or sidereal when an offset is given.
 *
 * Asteroids: Ceres, Pallas, Juno and Vesta (and Pholus) are in seas_18.se1, shipped in ephe/. Eris and
 * Sedna are not: the Swiss Ephemeris keeps each of them in a file of its own (s136199s.se1,
 * se90377s.se1) that is not shipped, and its Moshier fallback covers no asteroid, so they are not
 * offered.
 *
 * Fixed stars: the 15 Behenian stars of the medieval lists (Agrippa) and the four royal stars
 * (Aldebaran, Regulus, Antares, Fomalhaut), 16 stars, from the Swiss Ephemeris star catalogue
 * sefstars.txt (shipped in ephe/).
 */
import { bodyPosition, fixedStarMagnitude, fixedStarPosition, SE } from './ephemeris';
import { wrap360 } from './houses';

export const ASTEROID_KEYS = ['ceres', 'pallas', 'juno', 'vesta', 'pholus'] as const;
export type AsteroidKey = (typeof ASTEROID_KEYS)[number];

export interface AsteroidDefinition {
  key: AsteroidKey;
  name: string;
  /** Swiss Ephemeris body number. */
  se: number;
}

export const ASTEROIDS: Readonly<Record<AsteroidKey, AsteroidDefinition>> = {
  ceres: { key: 'ceres', name: 'Ceres', se: SE.CERES },
  pallas: { key: 'pallas', name: 'Pallas', se: SE.PALLAS },
  juno: { key: 'juno', name: 'Juno', se: SE.JUNO },
  vesta: { key: 'vesta', name: 'Vesta', se: SE.VESTA },
  pholus: { key: 'pholus', name: 'Pholus', se: SE.PHOLUS },
};

export const FIXED_STAR_KEYS = [
  'algol',
  'alcyone',
  'aldebaran',
  'capella',
  'sirius',
  'procyon',
  'regulus',
  'alkaid',
  'algorab',
  'spica',
  'arcturus',
  'alphecca',
  'antares',
  'vega',
  'deneb_algedi',
  'fomalhaut',
] as const;
export type FixedStarKey = (typeof FIXED_STAR_KEYS)[number];

export interface FixedStarDefinition {
  key: FixedStarKey;
  name: string;
  /** The name the Swiss Ephemeris catalogue (sefstars.txt) knows it by. */
  catalogue: string;
  /** Bayer designation as the catalogue writes it (alLeo: alpha Leonis). */
  bayer: string;
  behenian: boolean;
  royal: boolean;
}

const star = (key: FixedStarKey, name: string, bayer: string, behenian: boolean, royal: boolean): FixedStarDefinition => ({ key, name, catalogue: name, bayer, behenian, royal });

export const FIXED_STARS: Readonly<Record<FixedStarKey, FixedStarDefinition>> = {
  algol: star('algol', 'Algol', 'bePer', true, false),
  alcyone: star('alcyone', 'Alcyone', 'etTau', true, false),
  aldebaran: star('aldebaran', 'Aldebaran', 'alTau', true, true),
  capella: star('capella', 'Capella', 'alAur', true, false),
  sirius: star('sirius', 'Sirius', 'alCMa', true, false),
  procyon: star('procyon', 'Procyon', 'alCMi', true, false),
  regulus: star('regulus', 'Regulus', 'alLeo', true, true),
  alkaid: star('alkaid', 'Alkaid', 'etUMa', true, false),
  algorab: star('algorab', 'Algorab', 'deCrv', true, false),
  spica: star('spica', 'Spica', 'alVir', true, false),
  arcturus: star('arcturus', 'Arcturus', 'alBoo', true, false),
  alphecca: star('alphecca', 'Alphecca', 'alCrB', true, false),
  antares: star('antares', 'Antares', 'alSco', true, true),
  vega: star('vega', 'Vega', 'alLyr', true, false),
  deneb_algedi: star('deneb_algedi', 'Deneb Algedi', 'deCap', true, false),
  fomalhaut: star('fomalhaut', 'Fomalhaut', 'alPsA', false, true),
};

/** A position of the second shelf: longitude (in the chart's zodiac), latitude, speed. */
export interface MinorBodyPosition {
  longitude: number;
  latitude: number;
  /** degrees per day (0 for the stars: their motion is about 0.00004 degree a day) */
  speed: number;
}

/**
 * The asteroids at a UT Julian day (tropical, or sidereal when `sid` is the ayanamsha and its rate).
 * The caller has checked the range (the chart does).
 */
export function asteroidsAt(jdUT: number, sid?: { value: number; rate: number }): Record<AsteroidKey, MinorBodyPosition> {
  const out = {} as Record<AsteroidKey, MinorBodyPosition>;
  for (const key of ASTEROID_KEYS) {
    const p = bodyPosition(jdUT, ASTEROIDS[key].se);
    out[key] = { longitude: wrap360(p.longitude - (sid?.value ?? 0)), latitude: p.latitude, speed: p.speedLongitude - (sid?.rate ?? 0) };
  }
  return out;
}

export interface FixedStarPosition extends MinorBodyPosition {
  magnitude: number;
}

/** The 16 stars at a UT Julian day (tropical, or sidereal with the ayanamsha `sidValue`). */
export function fixedStarsAt(jdUT: number, sidValue = 0): Record<FixedStarKey, FixedStarPosition> {
  const out = {} as Record<FixedStarKey, FixedStarPosition>;
  for (const key of FIXED_STAR_KEYS) {
    const def = FIXED_STARS[key];
    const p = fixedStarPosition(jdUT, def.catalogue);
    out[key] = { longitude: wrap360(p.longitude - sidValue), latitude: p.latitude, speed: 0, magnitude: fixedStarMagnitude(def.catalogue) };
  }
  return out;
}
