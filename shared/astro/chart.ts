/**
 * The natal chart: local birth data -> UT -> bodies, angles, Part of Fortune,
 * 12 house cusps and aspects, as one plain object. No HTTP, no storage.
 */
import { invalidInput } from '../errors';
import { assertInRange, bodyPosition, initEphemeris, norm360, SE, sweph } from './ephemeris';
import type { OffsetRule, TimeResolution } from './time';
import { birthMoment } from './moment';
import { recordHouses, recordZodiac } from './calculation';
import type { BirthInput } from './types';
import { bodiesAt, BODY_KEYS, makePosition, type BodyKey, type BodyPosition } from './bodies';
import { computeHouses, eclipticToRightAscension, houseOf, HOUSE_SYSTEM_DEFS, wrap360, type HouseResult, type HouseSystem } from './houses';
import { findAspects, type Aspect } from './aspects';
import { resolveChartSettings, siderealOffset, type ChartOptions, type ChartSettings } from './options';
import { degreeInSign, signIndex, SIGNS, type SignKey } from './zodiac';

export type { HouseSystem } from './houses';
export { parseHouseSystem, HOUSE_SYSTEMS } from './houses';

export interface ChartBody extends BodyPosition {
  /** House 1..12 holding the longitude. */
  house: number;
}

export interface HouseCusp {
  /** 1..12 */
  house: number;
  /** Ecliptic longitude of the cusp, 0 <= x < 360. */
  cusp: number;
  sign: SignKey;
  /** Degree of the cusp within its sign, 0 <= x < 30. */
  degree: number;
  /**
   * Position on the chart wheel measured from the Ascendant along the zodiac:
   * norm360(cusp - Ascendant). 0 for house 1 in quadrant systems, 180 for house 7.
   */
  temporalPosition: number;
  /**
   * Right ascension (degrees 0..360, true equator and equinox of date) of the
   * ecliptic point at the cusp longitude, with the true obliquity of date.
   */
  equatorialPosition: number;
}

export interface ChartInstant {
  /** ISO 8601 UTC */
  utc: string;
  jdUT: number;
  /** Offset of local civil time from UTC in minutes (local = UTC + offset). */
  offsetMinutes: number;
  /** How the local time was read: exact, ambiguous-earlier (DST overlap) or gap-shifted-forward (DST gap). */
  resolution: TimeResolution;
  /** The offset applied, +HH:MM or +HH:MM:SS. */
  utcOffset: string;
  /** Which rule gave it: standard, daylight saving, local mean time, gap, fold or utc offset. */
  offsetRule: OffsetRule;
}

export interface NatalChart {
  input: BirthInput;
  instant: ChartInstant;
  houseSystem: {
    requested: HouseSystem;
    used: HouseSystem;
    /** true when the requested system failed here (polar latitudes) and Porphyry was used. */
    fallback: boolean;
    fallbackReason?: string;
  };
  /** Every body and point, keyed by lower-case snake key, in BODY_KEYS order. */
  bodies: Record<BodyKey, ChartBody>;
  /** The 12 cusps, index 0 = house 1. */
  cusps: HouseCusp[];
  aspects: Aspect[];
  /** Sun's centre above the birthplace's horizon (true altitude > 0, see `sunAltitude`). */
  isDayChart: boolean;
  /** True obliquity of the ecliptic of date, degrees. */
  obliquity: number;
  /** Right ascension of the Midheaven (local sidereal time) in degrees. */
  armc: number;
}

export type { ChartOptions, ChartSettings } from './options';

/** Validates coordinates (typed "Invalid coordinates" error). */
export function assertCoordinates(latitude: number, longitude: number): void {
  if (typeof latitude !== 'number' || !Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw invalidInput('Invalid coordinates', `latitude must be a number from -90 to 90, got ${String(latitude)}`);
  }
  if (typeof longitude !== 'number' || !Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw invalidInput('Invalid coordinates', `longitude must be a number from -180 to 180, got ${String(longitude)}`);
  }
}

/**
 * The wheel's version of "Sun above the horizon": in the half of the wheel from the
 * Descendant (inclusive) through the Midheaven to the Ascendant (exclusive),
 * norm360(Sun - ASC) >= 180. Charts no longer use it (see `sunAltitude`): inside the polar
 * circles, when the MC is below the horizon, this half of the wheel is the one below it.
 */
export const isDayChart = (sunLongitude: number, ascendant: number): boolean => norm360(sunLongitude - ascendant) >= 180;

/**
 * True (airless) altitude in degrees of the Sun's centre above the birthplace's horizon,
 * from its apparent ecliptic position of date (swe_azalt). A chart is a day chart when it
 * is above 0: the same rule as the wheel's at ordinary latitudes, and the right one inside
 * the polar circles (Tromso 2024-12-01 12:00 local: -1.7 degrees, a night chart).
 */
export function sunAltitude(jdUT: number, latitude: number, longitude: number, sun: { longitude: number; latitude: number; distance?: number }): number {
  const r = sweph.azalt(jdUT, sweph.constants.SE_ECL2HOR, [longitude, latitude, 0], 0, 0, [sun.longitude, sun.latitude, sun.distance ?? 1]) as unknown as number[];
  return r[1]!;
}

function tropicalSun(jdUT: number): { longitude: number; latitude: number } {
  const p = bodyPosition(jdUT, SE.SUN);
  return { longitude: p.longitude, latitude: p.latitude };
}

/** Part of Fortune: day ASC + Moon - Sun, night ASC + Sun - Moon. */
export const partOfFortune = (ascendant: number, sun: number, moon: number, day: boolean): number =>
  wrap360(day ? ascendant + moon - sun : ascendant + sun - moon);

/** True obliquity of the ecliptic of date (degrees). */
export function trueObliquity(jdUT: number): number {
  const r = sweph.calc_ut(jdUT, sweph.constants.SE_ECL_NUT, 0);
  return (r.data as number[])[0]!;
}

function buildCusps(h: HouseResult, eps: number): HouseCusp[] {
  return h.cusps.map((c, i) => {
    const idx = signIndex(c);
    return {
      house: i + 1,
      cusp: c,
      sign: SIGNS[idx]!.key,
      degree: degreeInSign(c),
      temporalPosition: wrap360(c - h.ascendant),
      equatorialPosition: eclipticToRightAscension(c, eps),
    };
  });
}

/**
 * The angles sit on their own cusps by definition: the Ascendant opens house 1 and the
 * Descendant house 7 in the systems whose cusp 1 is the Ascendant (whole-sign included: the
 * Descendant's sign is the 7th); the IC opens house 4 and the Midheaven house 10 in the systems
 * whose cusp 10 is the Midheaven (HOUSE_SYSTEM_DEFS). Fixing
 * these avoids float noise between a computed angle and its cusp (and degenerate polar
 * charts where several Porphyry cusps coincide). Other points use `houseOf`.
 */
function angleHouse(key: BodyKey, h: HouseResult): number | undefined {
  const d = HOUSE_SYSTEM_DEFS[h.used];
  if (d.ascOnCusp1) {
    if (key === 'ascendant') return 1;
    if (key === 'descendant') return 7;
  }
  if (d.mcOnCusp10) {
    if (key === 'ic') return 4;
    if (key === 'midheaven') return 10;
  }
  return undefined;
}

/**
 * Computes the chart at a UT Julian day for a place (the instant block is supplied by the caller),
 * with a house system or the full chart options (defaults: tropical, Placidus, true node, mean
 * Lilith, the published orbs).
 */
export function computeChartAt(
  jdUT: number,
  latitude: number,
  longitude: number,
  options: HouseSystem | ChartOptions = {},
): Omit<NatalChart, 'input' | 'instant'> {
  initEphemeris();
  assertCoordinates(latitude, longitude);
  assertInRange(jdUT);
  const settings: ChartSettings = resolveChartSettings(typeof options === 'string' ? { houseSystem: options } : options);
  const sid = siderealOffset(settings, jdUT);
  const timeBodies = bodiesAt(jdUT, settings);
  const h = computeHouses(jdUT, latitude, longitude, settings.houseSystem, sid?.value);
  const eps = trueObliquity(jdUT);
  const sun = timeBodies.sun;
  const moon = timeBodies.moon;
  // The altitude needs the tropical (of date) Sun.
  const day = sunAltitude(jdUT, latitude, longitude, sid === undefined ? sun : tropicalSun(jdUT)) > 0;
  const pofSpeed = day ? h.ascendantSpeed + moon.speed - sun.speed : h.ascendantSpeed + sun.speed - moon.speed;
  const points: Record<'ascendant' | 'midheaven' | 'descendant' | 'ic' | 'part_of_fortune', BodyPosition> = {
    ascendant: makePosition('ascendant', h.ascendant, 0, h.ascendantSpeed),
    midheaven: makePosition('midheaven', h.midheaven, 0, h.midheavenSpeed),
    descendant: makePosition('descendant', h.ascendant + 180, 0, h.ascendantSpeed),
    ic: makePosition('ic', h.midheaven + 180, 0, h.midheavenSpeed),
    part_of_fortune: makePosition('part_of_fortune', partOfFortune(h.ascendant, sun.longitude, moon.longitude, day), 0, pofSpeed),
  };
  const bodies = {} as Record<BodyKey, ChartBody>;
  const list: ChartBody[] = [];
  for (const key of BODY_KEYS) {
    const p = key in timeBodies ? timeBodies[key as keyof typeof timeBodies] : points[key as keyof typeof points];
    const b = p as ChartBody;
    b.house = angleHouse(key, h) ?? houseOf(p.longitude, h.cusps);
    bodies[key] = b;
    list.push(b);
  }
  const houseSystemInfo: NatalChart['houseSystem'] = { requested: h.requested, used: h.used, fallback: h.fallback };
  if (h.fallbackReason !== undefined) houseSystemInfo.fallbackReason = h.fallbackReason;
  recordZodiac(sid === undefined ? { type: 'tropical' } : { type: 'sidereal', ayanamsha: { name: settings.ayanamsha, value: sid.value } });
  recordHouses(houseSystemInfo);
  return {
    houseSystem: houseSystemInfo,
    bodies,
    cusps: buildCusps(h, eps),
    aspects: findAspects(list, settings.orbs),
    isDayChart: day,
    obliquity: eps,
    armc: h.armc,
  };
}

/**
 * The natal chart for local birth data. Throws typed invalid_input errors for an
 * impossible date or time, an unknown zone, bad coordinates or a date outside
 * 1800-2399.
 */
export function computeNatalChart(input: BirthInput, options?: ChartOptions): NatalChart {
  const t = birthMoment(input);
  const rest = computeChartAt(t.jdUT, input.latitude, input.longitude, options ?? {});
  return {
    input,
    instant: { utc: t.utc, jdUT: t.jdUT, offsetMinutes: t.offsetMinutes, resolution: t.resolution, utcOffset: t.utcOffset, offsetRule: t.rule },
    ...rest,
  };
}
