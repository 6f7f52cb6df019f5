/** The transit report's words in each of the seven languages. */
import type { Language } from '../../i18n/languages';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { HI } from './hi';
import { IT } from './it';
import { PT } from './pt';
import type { TransitWords } from './types';

export const TRANSIT_WORDS: Readonly<Record<Language, TransitWords>> = { en: EN, fr: FR, es: ES, de: DE, pt: PT, it: IT, hi: HI };

export const transitWordsFor = (language: Language | undefined): TransitWords => TRANSIT_WORDS[language ?? 'en'];
export type { TransitWords };
