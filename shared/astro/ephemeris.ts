/**
 * The one place that talks to the Swiss Ephemeris (`sweph`). Every calculation in
 * the codebase (astrology, Human Design, transits) goes through here, so the data
 * path is set exactly once per process and a silent fallback to the Moshier
 * ephemeris is impossible: a result computed without the .se1 files is an error.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sweph from 'sweph';
import { AppError } from '../errors';

const C = sweph.constants;

/** Swiss Ephemeris body numbers used by the service. */
export const SE = {
  SUN: C.SE_SUN,
  MOON: C.SE_MOON,
  MERCURY: C.SE_MERCURY,
  VENUS: C.SE_VENUS,
  MARS: C.SE_MARS,
  JUPITER: C.SE_JUPITER,
  SATURN: C.SE_SATURN,
  URANUS: C.SE_URANUS,
  NEPTUNE: C.SE_NEPTUNE,
  PLUTO: C.SE_PLUTO,
  MEAN_NODE: C.SE_MEAN_NODE,
  TRUE_NODE: C.SE_TRUE_NODE,
  MEAN_APOG: C.SE_MEAN_APOG,
  OSCU_APOG: C.SE_OSCU_APOG,
  CHIRON: C.SE_CHIRON,
  PHOLUS: C.SE_PHOLUS,
  CERES: C.SE_CERES,
  PALLAS: C.SE_PALLAS,
  JUNO: C.SE_JUNO,
  VESTA: C.SE_VESTA,
} as const;

/** Apparent geocentric tropical positions of date, with speeds, from the .se1 files. */
export const CALC_FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SPEED;

/**
 * Range of sepl_18 / semo_18 / seas_18: 1800-01-01 to 2399-12-31 (UT).
 * JD 2378496.5 is 1800-01-01T00:00Z and JD 2597641.5 is 2400-01-01T00:00Z. The first usable
 * instant is 6 hours in: positions are apparent, so a body is seen where it was one light time
 * earlier, and in January 1800 the light of Pluto took 5.75 hours (Neptune 4.3, Uranus 2.5), which
 * reaches before the files begin (sweph then looks for sepl_12.se1, which is not shipped).
 */
export const EPHEMERIS_RANGE = { startJd: 2378496.75, endJd: 2597641.5, firstYear: 1800, lastYear: 2399 } as const;

export interface EclipticPosition {
  longitude: number;
  latitude: number;
  distance: number;
  /** degrees per day */
  speedLongitude: number;
  speedLatitude: number;
  speedDistance: number;
}

export class EphemerisRangeError extends AppError {
  constructor(jd: number) {
    super(
      'invalid_input',
      'Date out of range',
      `The ephemeris covers ${EPHEMERIS_RANGE.firstYear}-01-01 to ${EPHEMERIS_RANGE.lastYear}-12-31; the requested instant (JD ${jd.toFixed(5)}) is outside it`,
    );
  }
}

let initialisedPath: string | undefined;

/** Folders searched for the .se1 files when EPHE_PATH is not set. */
function candidateDirs(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  return [
    resolve(here, '../../ephe'), // source tree: shared/astro -> repo root
    resolve(here, 'ephe'), // Lambda bundle: index.mjs beside ephe/
    resolve(process.cwd(), 'ephe'),
  ];
}

/** Sets the ephemeris path once per process (idempotent). Returns the path in use. */
export function initEphemeris(): string {
  if (initialisedPath) return initialisedPath;
  const configured = process.env.EPHE_PATH;
  const dir = configured ?? candidateDirs().find((d) => existsSync(resolve(d, 'sepl_18.se1')));
  if (!dir || !existsSync(resolve(dir, 'sepl_18.se1'))) {
    throw new AppError('internal', 'Ephemeris unavailable', `Swiss Ephemeris files not found (looked in ${configured ?? candidateDirs().join(', ')})`);
  }
  sweph.set_ephe_path(dir);
  initialisedPath = dir;
  return dir;
}

export function assertInRange(jdUT: number): void {
  if (!(jdUT >= EPHEMERIS_RANGE.startJd && jdUT < EPHEMERIS_RANGE.endJd)) throw new EphemerisRangeError(jdUT);
}

/** Position of one body at a UT Julian day. Throws on range errors and on any Moshier fallback. */
export function bodyPosition(jdUT: number, body: number): EclipticPosition {
  initEphemeris();
  assertInRange(jdUT);
  const r = sweph.calc_ut(jdUT, body, CALC_FLAGS);
  if (r.flag < 0 || (r.flag & C.SEFLG_SWIEPH) === 0) {
    throw new AppError('internal', 'Ephemeris error', `Swiss Ephemeris could not compute body ${body} from its data files: ${r.error || `flag ${r.flag}`}`);
  }
  const [longitude, latitude, distance, speedLongitude, speedLatitude, speedDistance] = r.data as number[];
  return {
    longitude: longitude!,
    latitude: latitude!,
    distance: distance!,
    speedLongitude: speedLongitude!,
    speedLatitude: speedLatitude!,
    speedDistance: speedDistance!,
  };
}

/**
 * The UT Julian day after `jdStartUT` when the Sun's apparent longitude next reaches
 * `targetLongitude` (Human Design's design moment, ingresses).
 */
export function sunCrossing(targetLongitude: number, jdStartUT: number): number {
  initEphemeris();
  assertInRange(jdStartUT);
  const r = sweph.solcross_ut(targetLongitude, jdStartUT, CALC_FLAGS);
  if (r.error || !Number.isFinite(r.date)) throw new AppError('internal', 'Ephemeris error', `Sun crossing failed: ${r.error}`);
  assertInRange(r.date);
  return r.date;
}

/** Where a fixed star is: apparent geocentric tropical ecliptic longitude and latitude of date. */
/** The equation of time at a UT Julian day, in days: local apparent time minus local mean time. */
export function equationOfTime(jdUT: number): number {
  initEphemeris();
  assertInRange(jdUT);
  const r = sweph.time_equ(jdUT);
  if (r.flag < 0) throw new AppError('internal', 'Ephemeris error', `Equation of time failed: ${r.error}`);
  return r.data;
}

export interface StarPosition {
  longitude: number;
  latitude: number;
  /** The catalogue's name, "traditional,nomenclature" (e.g. "Regulus,alLeo"). */
  catalogueName: string;
}

/**
 * A fixed star from the Swiss Ephemeris star catalogue (sefstars.txt, shipped in ephe/ beside the
 * .se1 files) at a UT Julian day: proper motion, precession, nutation and aberration applied by
 * swe_fixstar2_ut. The first call of a process reads the catalogue (about 10 ms).
 */
export function fixedStarPosition(jdUT: number, star: string): StarPosition {
  initEphemeris();
  assertInRange(jdUT);
  const r = sweph.fixstar2_ut(star, jdUT, C.SEFLG_SWIEPH);
  if (r.flag < 0 || (r.flag & C.SEFLG_SWIEPH) === 0) {
    throw new AppError('internal', 'Ephemeris error', `Swiss Ephemeris could not compute the star ${star}: ${r.error || `flag ${r.flag}`}`);
  }
  const d = r.data as number[];
  return { longitude: d[0]!, latitude: d[1]!, catalogueName: r.name };
}

const magnitudes = new Map<string, number>();
/** The visual magnitude (V) of a star of the catalogue. */
export function fixedStarMagnitude(star: string): number {
  let m = magnitudes.get(star);
  if (m === undefined) {
    initEphemeris();
    const r = sweph.fixstar2_mag(star);
    if (r.flag < 0) throw new AppError('internal', 'Ephemeris error', `Swiss Ephemeris has no magnitude for the star ${star}: ${r.error}`);
    m = r.data;
    magnitudes.set(star, m);
  }
  return m;
}

/** Raw access for the astrology core's house code (houses need sweph directly). */
export { sweph };

export const norm360 = (x: number): number => {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
};

/** Kind of a solar eclipse as the Swiss Ephemeris classifies it (hybrid: annular-total). */
export type SolarEclipseType = 'total' | 'annular' | 'hybrid' | 'partial';
/** Kind of a lunar eclipse. */
export type LunarEclipseType = 'total' | 'partial' | 'penumbral';

export interface SolarEclipse {
  type: SolarEclipseType;
  /** UT Julian day of greatest eclipse (the shadow axis closest to the Earth's centre). */
  jdMax: number;
  /** Eclipse magnitude at greatest eclipse: the fraction of the Sun's diameter covered (above 1 for a total eclipse). */
  magnitude: number;
  /** Where greatest eclipse is seen: geographic longitude (east positive) and latitude, degrees. */
  longitude: number;
  latitude: number;
  saros: { series: number; member: number } | null;
}

export interface LunarEclipse {
  type: LunarEclipseType;
  jdMax: number;
  umbralMagnitude: number;
  penumbralMagnitude: number;
  saros: { series: number; member: number } | null;
}

const sarosOf = (series: number | undefined, member: number | undefined): { series: number; member: number } | null =>
  series !== undefined && member !== undefined && series > 0 && member > 0 ? { series, member } : null;

const ecliptic = (what: string, r: { flag: number; error?: string }): void => {
  if (r.flag < 0) throw new AppError('internal', 'Ephemeris error', `${what} failed: ${r.error ?? `flag ${r.flag}`}`);
};

/** The first solar eclipse whose greatest eclipse falls after `jdStartUT` (global circumstances). */
export function solarEclipseAfter(jdStartUT: number): SolarEclipse {
  initEphemeris();
  assertInRange(jdStartUT);
  const when = sweph.sol_eclipse_when_glob(jdStartUT, C.SEFLG_SWIEPH, 0, false);
  ecliptic('Solar eclipse search', when);
  const jdMax = when.data[0]!;
  assertInRange(jdMax);
  const where = sweph.sol_eclipse_where(jdMax, C.SEFLG_SWIEPH);
  ecliptic('Solar eclipse circumstances', where);
  const f = when.flag;
  const type: SolarEclipseType = f & C.SE_ECL_ANNULAR_TOTAL ? 'hybrid' : f & C.SE_ECL_TOTAL ? 'total' : f & C.SE_ECL_ANNULAR ? 'annular' : 'partial';
  const attr = where.attributes;
  return { type, jdMax, magnitude: attr[8]!, longitude: where.data[0]!, latitude: where.data[1]!, saros: sarosOf(attr[9], attr[10]) };
}

/** The first lunar eclipse whose greatest eclipse falls after `jdStartUT`. */
export function lunarEclipseAfter(jdStartUT: number): LunarEclipse {
  initEphemeris();
  assertInRange(jdStartUT);
  const when = sweph.lun_eclipse_when(jdStartUT, C.SEFLG_SWIEPH, 0, false);
  ecliptic('Lunar eclipse search', when);
  const jdMax = when.data[0]!;
  assertInRange(jdMax);
  // the magnitudes do not depend on the observer: any place will do
  const how = sweph.lun_eclipse_how(jdMax, C.SEFLG_SWIEPH, [0, 0, 0]);
  ecliptic('Lunar eclipse circumstances', how);
  const f = when.flag;
  const type: LunarEclipseType = f & C.SE_ECL_TOTAL ? 'total' : f & C.SE_ECL_PARTIAL ? 'partial' : 'penumbral';
  return { type, jdMax, umbralMagnitude: how.data[0]!, penumbralMagnitude: how.data[1]!, saros: sarosOf(how.data[9], how.data[10]) };
}

/**
 * The next rising or setting of the Sun (or another body) after `jdStartUT` at a place, the upper
 * limb with the standard refraction (as almanacs print sunrise), or null when it does not happen
 * within the search (polar day or night): the Swiss Ephemeris answers -2 then.
 */
export function riseSetAfter(jdStartUT: number, event: 'rise' | 'set', place: { latitude: number; longitude: number }, body: number = SE.SUN): number | null {
  initEphemeris();
  assertInRange(jdStartUT);
  const rsmi = event === 'rise' ? C.SE_CALC_RISE : C.SE_CALC_SET;
  const r = sweph.rise_trans(jdStartUT, body, null, C.SEFLG_SWIEPH, rsmi, [place.longitude, place.latitude, 0], 1013.25, 10);
  if (r.flag === -2) return null;
  ecliptic('Rising and setting', r);
  return r.data;
}

/** Apparent right ascension and declination (degrees, true equator and equinox of date) of a body at a UT Julian day. */
export function equatorialPosition(jdUT: number, body: number): { ra: number; dec: number } {
  initEphemeris();
  assertInRange(jdUT);
  const r = sweph.calc_ut(jdUT, body, C.SEFLG_SWIEPH | C.SEFLG_EQUATORIAL);
  if (r.flag < 0 || (r.flag & C.SEFLG_SWIEPH) === 0) {
    throw new AppError('internal', 'Ephemeris error', `Swiss Ephemeris could not compute body ${body} from its data files: ${r.error || `flag ${r.flag}`}`);
  }
  const [ra, dec] = r.data as number[];
  return { ra: ra!, dec: dec! };
}

/** Greenwich apparent sidereal time at a UT Julian day, in degrees. */
export function siderealTimeDeg(jdUT: number): number {
  initEphemeris();
  return norm360(sweph.sidtime(jdUT) * 15);
}
