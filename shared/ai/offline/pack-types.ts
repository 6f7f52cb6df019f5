/**
 * The shape of an offline language pack: what each language module (`shared/ai/offline/<language>/`)
 * writes. A leaf module (types only) so the language modules and the pack table (pack.ts), which
 * imports every language, do not import each other (no import circle, type imports included).
 */
import type { BlueprintFacts, TransitTextFacts } from '../facts';
import type { AstrologySection, HumanDesignSection } from '../sections';
import type { DailyInsightFacts, SignHoroscopeTextFacts } from '../daily-facts';
import type { SignKey } from '../../astro/zodiac';
import type { BigThreeRole } from '../../astro/big-three-texts';
import type { RelationshipTextFacts } from '../relationship';
import type { VedicTextFacts } from '../vedic';

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
