import type { Language } from '../../i18n/languages';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { HI } from './hi';
import { IT } from './it';
import { PT } from './pt';
import type { PdfWords } from './types';

export const PDF_WORDS: Readonly<Record<Language, PdfWords>> = { en: EN, fr: FR, es: ES, de: DE, pt: PT, it: IT, hi: HI };
export type { PdfWords } from './types';
export { ASPECT_WORD_KEYS, HD_LABEL_KEYS, NUMBER_KEYS, SECTION_TERM_KEYS } from './types';
