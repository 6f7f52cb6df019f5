/**
 * The computed part of a day's record (everything but the AI text): planetsData at 00:00 UTC,
 * highlights, theme and energy. Pure and deterministic; memoised per day in the container.
 */
import { bodyPosition, SE } from '../astro/ephemeris';
import type { SignKey } from '../astro/zodiac';
import { dayHighlights, energyOf, themeOf, type Energy, type Highlight } from './highlights';
import { signDayFacts, type SignDayFacts } from './signs';
import { dayBounds, planetsDataAt, type PlanetsData } from './sky';

export interface DayFacts {
  /** YYYY-MM-DD */
  day: string;
  /** ISO timestamp of the day's 00:00 UTC. */
  date: string;
  planetsData: PlanetsData;
  highlights: Highlight[];
  theme: string;
  energy: Energy;
  /** The Moon's longitude at the end of the day (for the solar houses it crosses). */
  moonEndLongitude: number;
}

/** spec 2.6, plus the record's id and who wrote the text. */
export interface DailyRecord {
  id: string;
  date: string;
  dailyInsight: string;
  theme: string;
  energy: string;
  highlights: Highlight[];
  planetsData: PlanetsData;
  /** When the record was written (ISO). */
  createdAt: string;
  /** The AI writer and model of dailyInsight. */
  writer: string;
  model: string;
}

export interface SignHoroscopeRecord {
  id: string;
  sign: SignKey;
  /** YYYY-MM-DD */
  day: string;
  content: string;
  updatedAt: string;
  writer: string;
  model: string;
}

/** English keeps the ids it always had; another language's records carry its code at the end (`day_2026-11-22_fr`). */
const inLanguage = (id: string, language: string): string => (language === 'en' ? id : `${id}_${language}`);
export const dayRecordId = (day: string, language = 'en'): string => inLanguage(`day_${day}`, language);
export const horoscopeId = (day: string, sign: SignKey, language = 'en'): string => inLanguage(`horoscope_${day}_${sign}`, language);

export function computeDayFacts(day: string): DayFacts {
  const b = dayBounds(day);
  const highlights = dayHighlights(b);
  return {
    day,
    date: b.iso,
    planetsData: planetsDataAt(b.startJd),
    highlights,
    theme: themeOf(highlights),
    energy: energyOf(highlights),
    moonEndLongitude: bodyPosition(b.endJd, SE.MOON).longitude,
  };
}

const memo = new Map<string, DayFacts>();

/** computeDayFacts, remembered for the last few days (the facts of a day never change). */
export function dayFacts(day: string): DayFacts {
  let f = memo.get(day);
  if (!f) {
    f = computeDayFacts(day);
    if (memo.size >= 16) memo.delete(memo.keys().next().value!);
    memo.set(day, f);
  }
  return f;
}

export const signFacts = (facts: DayFacts, sign: SignKey): SignDayFacts => signDayFacts(sign, facts);
