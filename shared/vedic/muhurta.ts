/**
 * The day's muhurta divisions on the panchang's sunrise, sunset and next sunrise (UT Julian days),
 * pure: the choghadiya (the day and the night each in eight equal parts, named by weekday as the
 * Muhurta Chintamani tradition and Drik Panchang print them) and the horas (the 24 unequal
 * planetary hours, the one cut of shared/events/planetary-hours.ts). Tables in docs/vedic.md.
 */
import { planetaryHoursBetween, type ClassicalPlanet } from '../events/planetary-hours';

/** The seven choghadiyas in their cycle order, each with its ruling graha and quality. */
export const CHOGHADIYAS = [
  { name: 'Udveg', lord: 'sun', quality: 'bad' },
  { name: 'Char', lord: 'venus', quality: 'neutral' },
  { name: 'Labh', lord: 'mercury', quality: 'good' },
  { name: 'Amrit', lord: 'moon', quality: 'good' },
  { name: 'Kaal', lord: 'saturn', quality: 'bad' },
  { name: 'Shubh', lord: 'jupiter', quality: 'good' },
  { name: 'Rog', lord: 'mars', quality: 'bad' },
] as const;
export type ChoghadiyaQuality = (typeof CHOGHADIYAS)[number]['quality'];

/** The first day choghadiya of each weekday (Sunday first): the one of the weekday's lord. */
const DAY_FIRST = [0, 3, 6, 2, 5, 1, 4];

export interface Choghadiya {
  name: string;
  quality: ChoghadiyaQuality;
  start: number;
  end: number;
}

/**
 * The eight day choghadiyas (sunrise to sunset) and the eight night ones (sunset to the next
 * sunrise) of a weekday (0 Sunday). The day runs the cycle from the weekday lord's choghadiya; the
 * night starts with the day-first of the weekday four days on (Sunday night: Thursday's Shubh) and
 * steps by five places of the cycle (Shubh, Amrit, Char, Rog, Kaal, Labh, Udveg, Shubh).
 */
export function choghadiyas(sunrise: number, sunset: number, nextSunrise: number, weekday: number): { day: Choghadiya[]; night: Choghadiya[] } {
  const cut = (from: number, to: number, first: number, step: number): Choghadiya[] =>
    Array.from({ length: 8 }, (_, i) => {
      const c = CHOGHADIYAS[(first + i * step) % 7]!;
      return { name: c.name, quality: c.quality, start: from + ((to - from) * i) / 8, end: from + ((to - from) * (i + 1)) / 8 };
    });
  return { day: cut(sunrise, sunset, DAY_FIRST[weekday]!, 1), night: cut(sunset, nextSunrise, DAY_FIRST[(weekday + 4) % 7]!, 5) };
}

export interface Hora {
  lord: ClassicalPlanet;
  start: number;
  end: number;
}

/** The 24 horas from sunrise: twelve of the daylight, twelve of the night, the first the weekday lord's, then the Chaldean order. */
export const horas = (sunrise: number, sunset: number, nextSunrise: number, weekday: number): Hora[] =>
  planetaryHoursBetween(sunrise, sunset, nextSunrise, weekday).map((h) => ({ lord: h.ruler, start: h.start, end: h.end }));
