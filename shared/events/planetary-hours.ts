/**
 * Planetary hours (pure, on the ephemeris's sunrise and sunset): the day from sunrise to sunset and
 * the night from sunset to the next sunrise are each cut into twelve equal hours. The first hour of
 * the day belongs to the ruler of the weekday (Sunday the Sun, Monday the Moon, Tuesday Mars,
 * Wednesday Mercury, Thursday Jupiter, Friday Venus, Saturday Saturn); each following hour to the
 * next planet in the Chaldean order, slowest to fastest: Saturn, Jupiter, Mars, Sun, Venus,
 * Mercury, Moon, and round again. The 24th hour's successor is the next day's ruler, which is how
 * the weekdays got their order. Sunrise and sunset: the Sun's upper limb on the horizon with
 * standard refraction (as almanacs print them).
 */
import { invalidInput } from '../errors';
import { riseSetAfter } from '../astro/ephemeris';
import { epochMsFromJd, jdFromEpochMs } from '../astro/time';

export const CHALDEAN_ORDER = ['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon'] as const;
export type ClassicalPlanet = (typeof CHALDEAN_ORDER)[number];

/** Ruler of each weekday, Sunday first (Date.getUTCDay order). */
export const WEEKDAY_RULERS: readonly ClassicalPlanet[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

export interface PlanetaryHour {
  /** 1 to 24: 1-12 the day hours, 13-24 the night hours. */
  hour: number;
  ruler: ClassicalPlanet;
  /** Epoch milliseconds of its start and end. */
  startMs: number;
  endMs: number;
  period: 'day' | 'night';
}

export interface PlanetaryDay {
  weekday: number;
  dayRuler: ClassicalPlanet;
  sunriseMs: number;
  sunsetMs: number;
  nextSunriseMs: number;
  hours: PlanetaryHour[];
}

export const noSunrise = (date: string): Error =>
  invalidInput('No sunrise', `The Sun does not rise and set at this place on ${date} (polar day or night), so the day has no planetary hours`);

/**
 * The planetary hours of the day that begins at the first sunrise on or after local midnight of
 * `date` (YYYY-MM-DD). `midnightMs` is that local midnight as a UT instant; `weekday` (0 Sunday) is
 * the civil weekday of `date`.
 */
export function planetaryDay(date: string, midnightMs: number, weekday: number, place: { latitude: number; longitude: number }): PlanetaryDay {
  const start = jdFromEpochMs(midnightMs);
  const sunrise = riseSetAfter(start, 'rise', place);
  // a sunrise more than a day after local midnight belongs to another date
  if (sunrise === null || sunrise - start >= 1) throw noSunrise(date);
  const sunset = riseSetAfter(sunrise, 'set', place);
  if (sunset === null) throw noSunrise(date);
  const nextSunrise = riseSetAfter(sunset, 'rise', place);
  if (nextSunrise === null) throw noSunrise(date);
  const dayRuler = WEEKDAY_RULERS[weekday]!;
  const hours: PlanetaryHour[] = planetaryHoursBetween(sunrise, sunset, nextSunrise, weekday).map((h) => ({ hour: h.hour, ruler: h.ruler, startMs: Math.round(epochMsFromJd(h.start)), endMs: Math.round(epochMsFromJd(h.end)), period: h.period }));
  return { weekday, dayRuler, sunriseMs: Math.round(epochMsFromJd(sunrise)), sunsetMs: Math.round(epochMsFromJd(sunset)), nextSunriseMs: Math.round(epochMsFromJd(nextSunrise)), hours };
}

/**
 * The 24 unequal hours between a sunrise, the sunset and the next sunrise (UT Julian days) with
 * their rulers, the first the weekday's (0 Sunday): the one cut shared by planetaryDay and the
 * Vedic horas (which start at the panchang's sunrise, in either sunrise convention).
 */
export function planetaryHoursBetween(sunrise: number, sunset: number, nextSunrise: number, weekday: number): { hour: number; ruler: ClassicalPlanet; start: number; end: number; period: 'day' | 'night' }[] {
  const first = CHALDEAN_ORDER.indexOf(WEEKDAY_RULERS[weekday]!);
  const out: { hour: number; ruler: ClassicalPlanet; start: number; end: number; period: 'day' | 'night' }[] = [];
  const cut = (from: number, to: number, period: 'day' | 'night', offset: number): void => {
    const len = (to - from) / 12;
    for (let i = 0; i < 12; i++) {
      const n = offset + i;
      out.push({ hour: n + 1, ruler: CHALDEAN_ORDER[(first + n) % 7]!, start: from + i * len, end: from + (i + 1) * len, period });
    }
  };
  cut(sunrise, sunset, 'day', 0);
  cut(sunset, nextSunrise, 'night', 12);
  return out;
}
