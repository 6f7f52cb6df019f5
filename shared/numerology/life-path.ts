/**
 * Life path number (spec 2.7): month, day and year of birth each reduced on their own
 * (keeping 11, 22, 33), the three added, the sum reduced keeping 11, 22, 33.
 */
import { parseDate } from '../astro/time';
import type { CalendarDate } from '../astro/time';
import { reduce } from './reduce';
import { LIFE_PATH_TEXTS } from './texts';

export interface LifePathResult {
  lifePathNumber: number;
  name: string;
  keywords: string;
  description: string;
  strengths: string[];
  challenges: string[];
  calculation: { month: number; day: number; year: number; sum: number };
}

/** The number and its parts only (no texts). Throws "Invalid birth date" for anything but a real YYYY-MM-DD. */
export function lifePathCalculation(birthDate: string): { lifePathNumber: number; calculation: LifePathResult['calculation'] } {
  return lifePathOf(parseDate(birthDate, 'Invalid birth date'));
}

/** Same, from an already validated calendar date. */
export function lifePathOf(d: CalendarDate): { lifePathNumber: number; calculation: LifePathResult['calculation'] } {
  const month = reduce(d.month);
  const day = reduce(d.day);
  const year = reduce(d.year);
  const sum = month + day + year;
  return { lifePathNumber: reduce(sum), calculation: { month, day, year, sum } };
}

export function lifePath(birthDate: string): LifePathResult {
  const { lifePathNumber, calculation } = lifePathCalculation(birthDate);
  const text = LIFE_PATH_TEXTS[lifePathNumber];
  if (!text) throw new Error(`No text for life path ${lifePathNumber}`);
  return {
    lifePathNumber,
    name: text.name,
    keywords: text.keywords,
    description: text.description,
    strengths: [...text.strengths],
    challenges: [...text.challenges],
    calculation,
  };
}
