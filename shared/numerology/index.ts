/**
 * Numerology core for /generate-blueprint (spec 2.3), /calculators/life-path (2.7) and the
 * numerology part of /transits (2.4).
 */
import { parseDate } from '../astro/time';
import { nameNumbers } from './letters';
import { lifePathOf } from './life-path';
import { personalNumbersOf } from './personal';

export { lifePath, lifePathCalculation, lifePathOf } from './life-path';
export type { LifePathResult } from './life-path';
export { personalCycles } from './personal';
export type { PersonalCycles, PersonalNumber } from './personal';
export { nameNumbers, nameSums } from './letters';
export { reduce } from './reduce';

export interface NumerologyNumbers {
  lifePathNumber: number;
  expressionNumber: number;
  soulUrgeNumber: number;
  personalityNumber: number;
  personalYear: number;
  personalMonth: number;
  personalDay: number;
}

/**
 * All blueprint numbers. `today` is YYYY-MM-DD (the API passes the current UTC date).
 * Errors: "Invalid birth date", "Invalid date", "Invalid name" (all invalid_input).
 */
export function computeNumerology(fullName: string, birthDate: string, today: string): NumerologyNumbers {
  const birth = parseDate(birthDate, 'Invalid birth date');
  const on = parseDate(today, 'Invalid date');
  const { lifePathNumber } = lifePathOf(birth);
  const names = nameNumbers(fullName);
  const cycles = personalNumbersOf(birth, on);
  return { lifePathNumber, ...names, ...cycles };
}
