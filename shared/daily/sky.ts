/**
 * The sky of one UTC day: the day's bounds, and `planetsData` (spec 2.6) for the 14 bodies at
 * the day's 00:00 UTC, with houses of the natural zodiac and the cusp note.
 *
 * Natural zodiac houses: the daily record has no birth chart, hence no Ascendant and no house
 * cusps. Each sign stands for the house of the same number (Aries = 1st ... Pisces = 12th),
 * so a body's `house` is its sign's number and the house cusps are the sign boundaries
 * (0° Aries, 0° Taurus, ...).
 */
import { bodiesAt, TIME_BODY_KEYS, type BodyPosition, type BodyType, type EphemerisBodyKey } from '../astro/bodies';
import { parseDate, jdFromEpochMs } from '../astro/time';
import { degreeInSign, signIndex, SIGNS, type SignKey } from '../astro/zodiac';

/** The 14 bodies of spec 2.6, in the spec's order. */
export const DAILY_BODIES = TIME_BODY_KEYS;
export type DailyBodyKey = EphemerisBodyKey;

/** A body within this many degrees of a sign boundary gets `cuspInfo`. */
export const CUSP_DEGREES = 2;

export interface CuspInfo {
  /** The two neighbouring houses (= signs) around the boundary, in zodiac order. */
  houses: [number, number];
  /** "Scorpio-Sagittarius": the two signs of `houses`, in the same order. */
  cuspType: string;
  nearCusp: true;
  /** The house whose cusp (first degree) is the boundary the body is near: the later of `houses`. */
  cuspHouse: number;
}

export interface PlanetData {
  name: string;
  sign: SignKey;
  type: BodyType;
  /** Natural-zodiac house: the sign's number, Aries = 1 ... Pisces = 12. */
  house: number;
  longitude: number;
  latitude: number;
  /** Degrees per day. */
  speed: number;
  isRetrograde: boolean;
  cuspInfo?: CuspInfo;
}

export type PlanetsData = Record<DailyBodyKey, PlanetData>;

export interface DayBounds {
  /** YYYY-MM-DD */
  day: string;
  /** The day's 00:00 UTC, ISO. */
  iso: string;
  startMs: number;
  endMs: number;
  /** Julian days (UT) of 00:00 and of the next 00:00. */
  startJd: number;
  endJd: number;
}

/** The UTC calendar day of an instant, YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Bounds of a UTC day given as YYYY-MM-DD (validated as a calendar date). */
export function dayBounds(day: string): DayBounds {
  const { year, month, day: d } = parseDate(day, 'Invalid date');
  const startMs = Date.UTC(year, month - 1, d);
  const endMs = startMs + 86_400_000;
  return { day, iso: new Date(startMs).toISOString(), startMs, endMs, startJd: jdFromEpochMs(startMs), endJd: jdFromEpochMs(endMs) };
}

/** The day before (or `n` days before) a YYYY-MM-DD day. */
export const daysBefore = (day: string, n: number): string => utcDay(new Date(dayBounds(day).startMs - n * 86_400_000));

/** Natural-zodiac house of a longitude (its sign's number, 1..12). */
export const naturalHouse = (longitude: number): number => signIndex(longitude) + 1;

/** The cusp note of a longitude within CUSP_DEGREES of a sign boundary; undefined otherwise. */
export function cuspInfoOf(longitude: number): CuspInfo | undefined {
  const deg = degreeInSign(longitude);
  const i = signIndex(longitude);
  let later: number;
  if (deg < CUSP_DEGREES) later = i;
  else if (30 - deg < CUSP_DEGREES) later = (i + 1) % 12;
  else return undefined;
  const earlier = (later + 11) % 12;
  return {
    houses: [earlier + 1, later + 1],
    cuspType: `${SIGNS[earlier]!.name}-${SIGNS[later]!.name}`,
    nearCusp: true,
    cuspHouse: later + 1,
  };
}

export function planetDataOf(p: BodyPosition): PlanetData {
  const out: PlanetData = {
    name: p.name,
    sign: p.sign,
    type: p.type,
    house: naturalHouse(p.longitude),
    longitude: p.longitude,
    latitude: p.latitude,
    speed: p.speed,
    isRetrograde: p.isRetrograde,
  };
  const cusp = cuspInfoOf(p.longitude);
  if (cusp) out.cuspInfo = cusp;
  return out;
}

/** planetsData of spec 2.6 at a UT Julian day. */
export function planetsDataAt(jdUT: number): PlanetsData {
  const bodies = bodiesAt(jdUT);
  const out = {} as PlanetsData;
  for (const key of DAILY_BODIES) out[key] = planetDataOf(bodies[key]);
  return out;
}
