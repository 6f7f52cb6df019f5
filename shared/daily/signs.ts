/**
 * The day's sky seen from one Sun sign (solar houses): the sign is the 1st house, the next sign
 * the 2nd, and so on. The facts a sign horoscope is written from: which solar houses the Moon
 * crosses during the UTC day, where the Sun and the planets stand, and the day's aspects to the
 * sign's ruler (modern rulers: Scorpio Pluto, Aquarius Uranus, Pisces Neptune).
 */
import { signIndex, SIGNS, type SignKey } from '../astro/zodiac';
import type { Highlight } from './highlights';
import type { DailyBodyKey, PlanetsData } from './sky';

export const SIGN_RULERS: Record<SignKey, DailyBodyKey> = {
  aries: 'mars',
  taurus: 'venus',
  gemini: 'mercury',
  cancer: 'moon',
  leo: 'sun',
  virgo: 'mercury',
  libra: 'venus',
  scorpio: 'pluto',
  sagittarius: 'jupiter',
  capricorn: 'saturn',
  aquarius: 'uranus',
  pisces: 'neptune',
};

/** Solar house (1..12) of a longitude for a Sun sign. */
export const solarHouse = (sign: SignKey, longitude: number): number => {
  const s = SIGNS.findIndex((x) => x.key === sign);
  return ((signIndex(longitude) - s + 12) % 12) + 1;
};

export interface SolarPlacement {
  body: DailyBodyKey;
  sign: SignKey;
  solarHouse: number;
  isRetrograde: boolean;
}

export interface SignDayFacts {
  sign: SignKey;
  /** YYYY-MM-DD */
  day: string;
  ruler: DailyBodyKey;
  rulerPlacement: SolarPlacement;
  /** Solar houses the Moon stands in during the day, in order (one or two). */
  moonHouses: number[];
  /** Sun, Mercury..Pluto at 00:00 UTC with their solar houses. */
  placements: SolarPlacement[];
  /** The day's aspect highlights that involve the ruler. */
  rulerAspects: Highlight[];
  /** The day's highest-ranked highlights (at most three), for context. */
  keyHighlights: Highlight[];
  /** Ingresses of the day with the solar house entered. */
  ingresses: { body: string; sign: SignKey; solarHouse: number }[];
  lunarPhase: { phase: string; illumination: number };
}

const PLACEMENT_BODIES: readonly DailyBodyKey[] = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
const ASPECT_TYPES = new Set(['conjunction', 'opposition', 'trine', 'square', 'sextile']);

export function signDayFacts(
  sign: SignKey,
  day: { day: string; planetsData: PlanetsData; highlights: readonly Highlight[]; moonEndLongitude: number },
): SignDayFacts {
  const pd = day.planetsData;
  const placement = (body: DailyBodyKey): SolarPlacement => ({
    body,
    sign: pd[body].sign,
    solarHouse: solarHouse(sign, pd[body].longitude),
    isRetrograde: pd[body].isRetrograde,
  });
  const ruler = SIGN_RULERS[sign];
  const moonStart = solarHouse(sign, pd.moon.longitude);
  const moonEnd = solarHouse(sign, day.moonEndLongitude);
  const lunar = day.highlights.find((h) => h.type === 'lunar-phase');
  return {
    sign,
    day: day.day,
    ruler,
    rulerPlacement: placement(ruler),
    moonHouses: moonStart === moonEnd ? [moonStart] : [moonStart, moonEnd],
    placements: PLACEMENT_BODIES.map(placement),
    rulerAspects: day.highlights.filter((h) => ASPECT_TYPES.has(h.type) && (h.planet1 === ruler || h.planet2 === ruler)),
    keyHighlights: day.highlights.filter((h) => h.type !== 'lunar-phase').slice(0, 3),
    ingresses: day.highlights
      .filter((h) => h.type === 'ingress' && h.planet2)
      .map((h) => ({ body: h.planet1, sign: h.planet2 as SignKey, solarHouse: solarHouse(sign, SIGNS.findIndex((s) => s.key === h.planet2) * 30) })),
    lunarPhase: { phase: lunar?.phase ?? 'unknown', illumination: lunar?.illumination ?? 0 },
  };
}
