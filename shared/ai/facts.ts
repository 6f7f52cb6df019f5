/**
 * Grounding facts for the AI writing layer.
 *
 * A plain, core-independent description of a chart: what the writers may say is bounded by
 * these facts, so texts never contradict the computed numbers. Builders from the core results
 * live in `shared/ai/from-core.ts`; tests construct facts directly.
 */

/** The signs and the bodies/points are the astrology core's own lists (one definition each). */
import { BODY_KEYS, type BodyKey } from '../astro/bodies';
import { degreeInSign, SIGN_KEYS, signOf, type SignKey } from '../astro/zodiac';
import type { RelationshipTextFacts } from './relationship';
import type { VedicTextFacts } from './vedic';

export const ZODIAC_SIGNS = SIGN_KEYS;
export type ZodiacSign = SignKey;
export const ASTRO_BODIES = BODY_KEYS;
export type AstroBody = BodyKey;

export interface BodyFacts {
  sign: ZodiacSign;
  /** Degree within the sign, 0 <= degree < 30. */
  degree: number;
  /** House 1..12; absent when unknown (e.g. angles may omit it). */
  house?: number;
  isRetrograde?: boolean;
}

export interface AspectFacts {
  body1: string;
  body2: string;
  /** conjunction, opposition, trine, square, sextile, quincunx, ... */
  type: string;
  orb: number;
}

export interface AstrologyFacts {
  bodies: Partial<Record<AstroBody, BodyFacts>>;
  /** A few of the tightest aspects (the context stays small). */
  aspects?: AspectFacts[];
  /** House system label, e.g. "Placidus". */
  houseSystem?: string;
}

export const HD_CENTERS = ['head', 'ajna', 'throat', 'g', 'heart', 'sacral', 'solarPlexus', 'spleen', 'root'] as const;
export type HdCenter = (typeof HD_CENTERS)[number];

export interface HumanDesignFacts {
  /** Generator, Manifesting Generator, Manifestor, Projector, Reflector */
  type: string;
  strategy: string;
  /** e.g. Emotional, Sacral, Splenic, Ego, Self-Projected, Mental (Environmental), Lunar */
  authority: string;
  /** "4/6" */
  profile: string;
  /** None, Single, Split, Triple Split, Quadruple Split */
  definition: string;
  /** Signature (e.g. Satisfaction) and not-self theme (e.g. Frustration); derived from type when absent. */
  signature?: string;
  notSelfTheme?: string;
  incarnationCross?: { name: string; angle?: string; gates?: number[] };
  definedCenters: HdCenter[];
  undefinedCenters: HdCenter[];
  /** Channels as "34-20" plus optional name. */
  channels: { gates: [number, number]; name?: string }[];
  gates?: number[];
  /** Variables (from the colors/tones of the nodes and sun). Names as plain words, e.g. "Hope", "Markets". */
  variables?: {
    motivation?: string;
    perspective?: string;
    /** Digestion / determination, e.g. "Appetite (consecutive)". */
    digestion?: string;
    environment?: string;
    /** Design sense / cognition, e.g. "Smell". */
    designSense?: string;
  };
}

export interface NumerologyFacts {
  lifePathNumber: number;
  expressionNumber?: number;
  soulUrgeNumber?: number;
  personalYear?: number;
  personalMonth?: number;
  personalDay?: number;
}

/** Everything a blueprint's AI modules may be grounded on. Missing modules are simply absent. */
export interface BlueprintFacts {
  /** First name or full name, used sparingly for warmth. */
  name?: string;
  astrology?: AstrologyFacts;
  humanDesign?: HumanDesignFacts;
  numerology?: NumerologyFacts;
}

/* ----------------------------------------------------------- free-text purposes (2.4, 2.6, 2.8) */

export interface TransitAspectFacts {
  transitingPlanet: string;
  natalPlanet: string;
  aspect: string;
  orb: number;
  isExact?: boolean;
  influence?: string;
  /** Exact moments inside the period (ISO UTC), found by the transit core's root finding. */
  exactAt?: string[];
  /** Distance from exact at the start of the period, degrees. */
  orbAtStart?: number;
  /** Closing in at the start of the period. */
  applying?: boolean;
  /** The stretch within orb (ISO UTC). */
  activeFrom?: string;
  activeUntil?: string;
  strength?: string;
  natalHouse?: number;
  transitHouse?: number;
}

export interface SkyAspectFacts {
  planet1: string;
  planet2: string;
  type: string;
  orb: number;
  applying?: boolean;
}

export interface SkyBodyFacts {
  sign: ZodiacSign;
  isRetrograde?: boolean;
}

export interface LunarPhaseFacts {
  /** e.g. "Waxing Gibbous" */
  phase: string;
  illumination?: number;
}

export interface TransitTextFacts {
  period: 'day' | 'week' | 'month';
  date: string;
  /** The report's time zone (IANA): exact dates are given in it. Default UTC. */
  timezone?: string;
  natal?: AstrologyFacts;
  transits: TransitAspectFacts[];
  lunarPhase?: LunarPhaseFacts;
  numerology?: { personalYear?: number; personalMonth?: number; personalDay?: number };
}

export interface SkyTextFacts {
  date: string;
  sky: Partial<Record<string, SkyBodyFacts>>;
  highlights: SkyAspectFacts[];
  lunarPhase?: LunarPhaseFacts;
}

export interface SignHoroscopeFacts extends SkyTextFacts {
  sign: ZodiacSign;
}

export type TextRequest =
  | { purpose: 'transit'; facts: TransitTextFacts }
  | { purpose: 'daily-insight'; facts: SkyTextFacts }
  | { purpose: 'sign-horoscope'; facts: SignHoroscopeFacts }
  | { purpose: 'relationship'; facts: RelationshipTextFacts }
  | { purpose: 'vedic'; facts: VedicTextFacts };
export type TextPurpose = TextRequest['purpose'];

/* ----------------------------------------------------------------------------- small helpers */

export const isZodiacSign = (s: string): s is ZodiacSign => (ZODIAC_SIGNS as readonly string[]).includes(s);

/** Sign of an ecliptic longitude, and degree within it (the astrology core's rules). */
export function signOfLongitude(longitude: number): { sign: ZodiacSign; degree: number } {
  return { sign: signOf(longitude).key, degree: degreeInSign(longitude) };
}

export const capitalize = (s: string): string => (s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1));
