/**
 * Personal year, month and day for a given calendar date (a nine-step cycle, reduced to
 * 1..9 without master numbers):
 *   personal year  = reduce(birth month + birth day + calendar year)
 *   personal month = reduce(personal year + calendar month)
 *   personal day   = reduce(personal month + calendar day)
 */
import { parseDate } from '../astro/time';
import type { CalendarDate } from '../astro/time';
import { reduce } from './reduce';
import { PERSONAL_TEXTS } from './texts';

export interface PersonalNumber {
  number: number;
  description: string;
}

export interface PersonalCycles {
  personalYear: PersonalNumber;
  personalMonth: PersonalNumber;
  personalDay: PersonalNumber;
}

export function personalNumbersOf(birth: CalendarDate, on: CalendarDate): { personalYear: number; personalMonth: number; personalDay: number } {
  const personalYear = reduce(reduce(birth.month, false) + reduce(birth.day, false) + reduce(on.year, false), false);
  const personalMonth = reduce(personalYear + on.month, false);
  const personalDay = reduce(personalMonth + on.day, false);
  return { personalYear, personalMonth, personalDay };
}

/** `date` is YYYY-MM-DD (the API passes today's UTC date). */
export function personalCycles(birthDate: string, date: string): PersonalCycles {
  const birth = parseDate(birthDate, 'Invalid birth date');
  const on = parseDate(date, 'Invalid date');
  const n = personalNumbersOf(birth, on);
  const t = (k: number) => PERSONAL_TEXTS[k]!;
  return {
    personalYear: { number: n.personalYear, description: t(n.personalYear).year },
    personalMonth: { number: n.personalMonth, description: t(n.personalMonth).month },
    personalDay: { number: n.personalDay, description: t(n.personalDay).day },
  };
}
