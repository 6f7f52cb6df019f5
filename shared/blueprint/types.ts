/**
 * Shapes of a blueprint (spec 2.3) as this service stores and renders it.
 *
 * The module payloads are produced by the cores (`toBlueprintAstrology`,
 * `toBlueprintHumanDesign`, `computeNumerology`); the fields listed here are the ones
 * the spec names and that the blueprint code (PDF renderer included) relies on. Cores
 * may add more fields; they are stored and returned untouched.
 */
import type { TimeUnknownWarning } from '../astro/time-unknown';

import { AI_MODULE_NAMES, AI_MODULES, type AiModule } from '../ai/types';

/** The three modules and their display names: one list, shared with the AI layer. */
export const MODULE_KEYS = AI_MODULES;
export type ModuleKey = AiModule;
export const MODULE_NAMES: Readonly<Record<ModuleKey, string>> = AI_MODULE_NAMES;

export type ModuleFlags = Record<ModuleKey, boolean>;

export interface BirthInfo {
  fullName: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM; null when the birth time is unknown (then `timeUnknown` is true and the charts are cast for 12:00) */
  time: string | null;
  timeUnknown?: true;
  /** "City, Country" */
  location: string;
  /** UT instant used for the charts (ISO 8601); absent in blueprints saved before it was added. */
  utc?: string;
  /** Offset applied to the birth time, +HH:MM or +HH:MM:SS. */
  utcOffset?: string;
  /** Rule that gave it: standard, daylight saving, local mean time, gap, fold or utc offset. */
  offsetRule?: string;
}

export interface BlueprintBody {
  sign: string;
  longitude: number;
  house?: number | null;
  isRetrograde?: boolean;
  [extra: string]: unknown;
}

export interface BlueprintHouse {
  sign: string;
  longitude: number;
  [extra: string]: unknown;
}

export interface BlueprintAspect {
  planet1: string;
  planet2: string;
  type: string;
  orb: number;
  [extra: string]: unknown;
}

export interface BlueprintAstrology {
  celestialBodies: Record<string, BlueprintBody>;
  houses: Record<string, BlueprintHouse>;
  aspects: BlueprintAspect[];
  [extra: string]: unknown;
}

/** Item shapes of centers, channels and gates are not fixed by the spec: kept open. */
export interface BlueprintHumanDesign {
  type: string;
  strategy: string;
  authority: string;
  profile: string;
  centers: Record<string, unknown>;
  channels: unknown[];
  gates: unknown[];
  [extra: string]: unknown;
}

export interface BlueprintNumerology {
  lifePathNumber: number;
  expressionNumber: number;
  soulUrgeNumber: number;
  personalYear: number;
  personalMonth: number;
  personalDay: number;
  [extra: string]: unknown;
}

/** `data` of POST /generate-blueprint (spec 2.3). */
export interface BlueprintData {
  astrology: BlueprintAstrology | null;
  humanDesign: BlueprintHumanDesign | null;
  numerology: BlueprintNumerology | null;
  aiContent: Record<string, string>;
  birthInfo: BirthInfo;
  /** Only for an unknown birth time: what is left out (null) and why (shared/astro/time-unknown.ts). */
  warnings?: TimeUnknownWarning[];
}

/** Title and module of one AI section, kept with the blueprint so the PDF needs no AI code. */
export interface SectionRef {
  key: string;
  title: string;
  module: ModuleKey;
}

/** What the PDF renderer takes: the blueprint data plus the ordered section titles. */
export interface BlueprintDocument extends BlueprintData {
  sections: SectionRef[];
  /** ISO timestamp of generation. */
  createdAt: string;
}

export type BlueprintStatus = 'completed' | 'failed';

/** The `meta` object of a generation response (spec 2.3). */
export interface GenerationMeta {
  creditsUsed: number;
  creditsRemaining: number;
  modules: ModuleFlags;
  modulesRequested: string[];
  modulesIncluded: string[];
  modulesFailed: string[];
  warnings: Partial<Record<ModuleKey, string>> & Record<string, string>;
  aiModules: ModuleFlags;
  aiModulesIncluded: string[];
  sectionsGenerated: number;
  /** Which writer wrote the AI sections (shared/ai WriterTag); absent when none were written (docs/languages.md). */
  writer?: { name: 'anthropic'; model: string } | { name: 'offline' };
}
