/** The numerology report's language packs (one per language, ./types.ts). */
import type { Language } from '../../i18n/languages';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { it } from './it';
import { pt } from './pt';
import type { NumerologyWords } from './types';

export const NUMEROLOGY_WORDS: Readonly<Record<Language, NumerologyWords>> = { en, fr, es, de, pt, it, hi };
export type { NumerologyWords, ThemeNumber } from './types';
