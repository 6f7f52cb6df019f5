/**
 * The offline writer's texts per language. Each language is a module of its own
 * (`shared/ai/offline/<language>/`) that phrases the same computed facts (chart-analysis.ts, the
 * transit core's exact times); a language is added by writing its module and listing it here.
 * A language without a module is answered in English and the writer's metadata says so.
 */
import type { BlueprintFacts, TransitTextFacts } from '../facts';
import type { AstrologySection, HumanDesignSection } from '../sections';
import type { DailyInsightFacts, SignHoroscopeTextFacts } from '../daily';
import type { AiLanguage } from '../types';
import type { SignKey } from '../../astro/zodiac';
import type { BigThreeRole } from '../../astro/big-three-texts';
import type { RelationshipTextFacts } from '../relationship';
import type { VedicTextFacts } from '../vedic';
import { EN } from './en/index';
import { FR } from './fr/index';
import { ES } from './es/index';
import { DE } from './de/index';
import { HI } from './hi/index';
import { IT } from './it/index';
import { PT } from './pt/index';

export interface OfflineLanguagePack {
  /** One of the 19 astrology sections of a blueprint. */
  astrologySection(key: AstrologySection, facts: BlueprintFacts): string;
  /** The chart as a whole: elements, modalities, shape, the ruler of the chart, the key aspects. */
  chartSynthesis(facts: BlueprintFacts): string;
  /** The reading of a transit report. */
  transitReading(facts: TransitTextFacts): string;
  /*
   * The other rooms, each optional: a language that has not written a room yet answers it in
   * English (meta says so). One file per room in the language's folder: human-design.ts,
   * numerology.ts, daily.ts (docs/languages.md, "How to add a language").
   */
  /** One of the 13 Human Design sections of a blueprint. */
  humanDesignSection?(key: HumanDesignSection, facts: BlueprintFacts): string;
  /** The numerology section of a blueprint (life path, expression, soul urge). */
  numerologySection?(facts: BlueprintFacts): string;
  /** The life path calculator's prose (its name and keywords are label tables: shared/i18n/labels). */
  lifePath?: Readonly<Record<number, LifePathProse>>;
  /** The big three calculator's keywords and descriptions, per sign and role. */
  bigThree?: BigThreeProse;
  /** The personal year, month and day descriptions of numerology (the transit report's `numerology`). */
  personalCycles?: Readonly<Record<number, PersonalCycleProse>>;
  /** The day's sky insight (spec 2.6 `dailyInsight`). */
  dailyInsight?(facts: DailyInsightFacts): string;
  /** One sign's horoscope of the day (spec 2.8). */
  signHoroscope?(facts: SignHoroscopeTextFacts): string;
  /** The reading of a relationship (`POST /relationships` with `includeAI`), for both people. */
  relationshipReading?(facts: RelationshipTextFacts): string;
  /** The Vedic reading (`POST /vedic/chart` with `includeAI`). */
  vedicReading?(facts: VedicTextFacts): string;
}

/** The prose of one life path number in the calculator's answer. */
export interface LifePathProse {
  description: string;
  strengths: readonly string[];
  challenges: readonly string[];
}

/** Keywords and description of each sign as Sun, Moon and rising sign. */
export type BigThreeProse = Readonly<Record<SignKey, Readonly<Record<BigThreeRole, { keywords: string; description: string }>>>>;

/** The descriptions of one personal cycle number (1..9). */
export interface PersonalCycleProse {
  year: string;
  month: string;
  day: string;
}

/** The rooms a pack may leave unwritten. */
export type OfflineRoom = 'humanDesignSection' | 'numerologySection' | 'lifePath' | 'bigThree' | 'personalCycles' | 'dailyInsight' | 'signHoroscope' | 'relationshipReading' | 'vedicReading';

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
