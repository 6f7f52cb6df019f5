/** The words the astrocartography map draws and describes, in each language of shared/i18n but English (the drawing's own). */
import type { Language } from '../../i18n/languages';
import { DE } from './de';
import { ES } from './es';
import { FR } from './fr';
import { HI } from './hi';
import { IT } from './it';
import { PT } from './pt';
import type { MapWords } from './types';

export type { MapWords };

export const MAP_WORDS: Readonly<Record<Exclude<Language, 'en'>, MapWords>> = { de: DE, fr: FR, es: ES, pt: PT, it: IT, hi: HI };
