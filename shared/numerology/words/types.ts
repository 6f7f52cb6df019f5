/**
 * The words of the numerology report (POST /v1/numerology/report), one pack per language in this
 * folder (docs/languages.md). A theme is a noun phrase that fits each pack's own frames; each
 * pack says in its header how its phrases are built (articles, case, register).
 */
import type { LoShuArrow } from '../report';

/** The numbers a meaning is written for: 1-9 and the master numbers. */
export type ThemeNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22 | 33;

export interface NumerologyWords {
  themes: Record<ThemeNumber, string>;
  lifePath: (theme: string) => string;
  expression: (theme: string) => string;
  soulUrge: (theme: string) => string;
  personality: (theme: string) => string;
  birthday: (theme: string) => string;
  maturity: (theme: string) => string;
  hiddenPassion: (theme: string) => string;
  currentName: (theme: string) => string;
  pinnacle: (theme: string) => string;
  /** the challenge numbers 0..8 */
  challenges: Record<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8, string>;
  karmicDebt: Record<13 | 14 | 16 | 19, string>;
  /** what a digit missing from the name asks to learn, 1..9 */
  karmicLessons: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string>;
  personalYear: (theme: string) => string;
  personalMonth: (theme: string) => string;
  personalDay: (theme: string) => string;
  loShu: Record<LoShuArrow, { name: string; complete: string; missing: string }>;
}
