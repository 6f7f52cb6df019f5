/**
 * The offline writer's texts per language. Each language is a module of its own
 * (`shared/ai/offline/<language>/`) that phrases the same computed facts (chart-analysis.ts, the
 * transit core's exact times); a language is added by writing its module and listing it here.
 * A language without a module is answered in English and the writer's metadata says so.
 */
import type { BlueprintFacts, TransitTextFacts } from '../facts';
import type { AstrologySection } from '../sections';
import type { AiLanguage } from '../types';
import { EN } from './en/index';
import { FR } from './fr/index';
import { PT } from './pt/index';

export interface OfflineLanguagePack {
  /** One of the 19 astrology sections of a blueprint. */
  astrologySection(key: AstrologySection, facts: BlueprintFacts): string;
  /** The chart as a whole: elements, modalities, shape, the ruler of the chart, the key aspects. */
  chartSynthesis(facts: BlueprintFacts): string;
  /** The reading of a transit report. */
  transitReading(facts: TransitTextFacts): string;
}

export const OFFLINE_PACKS: Partial<Record<AiLanguage, OfflineLanguagePack>> = { en: EN, fr: FR, pt: PT };

/** The pack of a language, or English; `fallback` tells whether English replaced the language asked for. */
export function offlinePack(language: AiLanguage | undefined = 'en'): { pack: OfflineLanguagePack; language: AiLanguage; fallback: boolean } {
  const pack = OFFLINE_PACKS[language];
  return pack ? { pack, language, fallback: false } : { pack: EN, language: 'en', fallback: true };
}
