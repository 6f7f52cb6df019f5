/**
 * The offline writer's texts per language. Each language is a module of its own
 * (`shared/ai/offline/<language>/`) that phrases the same computed facts (chart-analysis.ts, the
 * transit core's exact times); a language is added by writing its module and listing it here.
 * A language without a module is answered in English and the writer's metadata says so.
 */
import type { AiLanguage } from '../types';
import type { OfflineLanguagePack, OfflineRoom } from './pack-types';
import { EN } from './en/index';
import { FR } from './fr/index';
import { ES } from './es/index';
import { DE } from './de/index';
import { HI } from './hi/index';
import { IT } from './it/index';
import { PT } from './pt/index';

export type { BigThreeProse, LifePathProse, OfflineLanguagePack, OfflineRoom, PersonalCycleProse } from './pack-types';

export const OFFLINE_PACKS: Partial<Record<AiLanguage, OfflineLanguagePack>> = { en: EN, fr: FR, es: ES, de: DE, pt: PT, it: IT, hi: HI };

/** The pack's part for one room in a language, or the English part; `fallback` tells whether English replaced the language asked for. */
export function offlineRoom<R extends OfflineRoom>(language: string | undefined, room: R): { text: NonNullable<OfflineLanguagePack[R]>; language: AiLanguage; fallback: boolean } {
  const own = language ? OFFLINE_PACKS[language as AiLanguage]?.[room] : undefined;
  if (own) return { text: own as NonNullable<OfflineLanguagePack[R]>, language: language as AiLanguage, fallback: false };
  return { text: EN[room] as NonNullable<OfflineLanguagePack[R]>, language: 'en', fallback: language !== undefined && language !== 'en' };
}

/** Whether a language has its own texts for a room. */
export const hasOfflineRoom = (language: string, room: OfflineRoom): boolean => OFFLINE_PACKS[language as AiLanguage]?.[room] !== undefined;

/** The pack of a language, or English; `fallback` tells whether English replaced the language asked for. */
export function offlinePack(language: AiLanguage | undefined = 'en'): { pack: OfflineLanguagePack; language: AiLanguage; fallback: boolean } {
  const pack = OFFLINE_PACKS[language];
  return pack ? { pack, language, fallback: false } : { pack: EN, language: 'en', fallback: true };
}
