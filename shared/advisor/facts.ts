/**
 * What the advisor knows: the facts of the caller's saved blueprint (for an organization key the
 * organization's, i.e. the blueprints stored under the paying account), read once per answer and
 * handed to the tools and the offline advisor. Plain data, no I/O.
 */
import type { ChartOptions } from '../astro/options';
import type { BlueprintRecord } from '../blueprint/store';
import type { BirthInput } from '../astro/types';
import { blueprintMoment, blueprintNoonBirth } from '../blueprint/index';

export interface BodyFact {
  key: string;
  sign: string;
  /** Degree within the sign, one decimal. */
  degree: number;
  house: number | null;
  longitude: number;
}

/** A person saved in the account's blueprints (the relationship tool compares two of them). */
export interface SavedPersonFact {
  blueprintId: string;
  fullName: string;
  birthDate: string;
  birthTime: string;
  location: string;
  /** Absent in blueprints saved before blueprints kept their birthplace. */
  place?: { latitude: number; longitude: number; timezone: string };
  /** The chart options the blueprint was made with (absent: the defaults). */
  chartOptions?: ChartOptions;
  /** The UTC offset sent with its birth time, overriding the zone's. */
  utcOffset?: string;
}

export interface AdvisorFacts {
  blueprintId: string;
  /** The end user the blueprint was saved with (docs/subjects.md). */
  subject?: string;
  /** The account's completed blueprints, newest first (set per answer; absent in older callers' facts). */
  people?: SavedPersonFact[];
  person: { fullName: string; birthDate: string; birthTime: string; location: string };
  /** The birth moment and place (the Vedic tool casts the sidereal chart from them); absent when the blueprint keeps no birthplace. */
  birth?: { jdUT: number; latitude: number; longitude: number };
  /** A blueprint of an unknown birth time: its birth at 12:00 at its birthplace (the transits' noon chart); absent without a birthplace. */
  noonBirth?: BirthInput;
  astrology: {
    bodies: BodyFact[];
    houses: { house: number; sign: string }[];
    aspects: { planet1: string; planet2: string; type: string; orb: number }[];
    /** The raw module, for the transit core. */
    raw: NonNullable<NonNullable<BlueprintRecord['content']>['astrology']>;
  } | null;
  humanDesign: {
    type: string;
    strategy: string;
    authority: string;
    profile: string;
    definition?: string;
    incarnationCross?: string;
    signature?: string;
    notSelfTheme?: string;
    definedCenters: string[];
    undefinedCenters: string[];
    channels: string[];
  } | null;
  numerology: {
    lifePathNumber: number;
    expressionNumber: number;
    soulUrgeNumber: number;
    personalYear: number;
    personalMonth: number;
    personalDay: number;
  } | null;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const strList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const round1 = (x: number): number => Math.round(x * 10) / 10;

/** The birth moment (UT) and place of a blueprint, as the predictive and Vedic routes read them; undefined without a birthplace. */
export function birthOfBlueprint(record: BlueprintRecord): AdvisorFacts['birth'] {
  const place = record.place;
  if (!place || typeof place.latitude !== 'number' || typeof place.longitude !== 'number') return undefined;
  try {
    const jdUT = blueprintMoment(record, 'UTC')?.jdUT ?? NaN;
    return Number.isFinite(jdUT) ? { jdUT, latitude: place.latitude, longitude: place.longitude } : undefined;
  } catch {
    return undefined;
  }
}

/** The facts of one stored blueprint; null when it has no content. */
export function factsFromBlueprint(record: BlueprintRecord): AdvisorFacts | null {
  const doc = record.content;
  if (!doc) return null;
  const astro = doc.astrology;
  const hd = doc.humanDesign;
  const num = doc.numerology;
  return {
    blueprintId: record.blueprintId,
    ...(record.subject !== undefined ? { subject: record.subject } : {}),
    person: { fullName: record.fullName, birthDate: record.birthDate, birthTime: record.timeUnknown === true ? 'time unknown' : record.birthTime, location: record.location },
    // the moment and place of birth for the Vedic tool; a blueprint of an unknown birth time has none
    ...(record.timeUnknown !== true && birthOfBlueprint(record) ? { birth: birthOfBlueprint(record)! } : {}),
    // without a birth time the transits are those of the noon chart (as POST /v1/transits casts them for such a blueprint)
    ...(record.timeUnknown === true && blueprintNoonBirth(record) ? { noonBirth: blueprintNoonBirth(record)! } : {}),
    astrology: astro
      ? {
          // a blueprint of an unknown birth time has no angles (null) and no houses (shared/astro/time-unknown.ts)
          bodies: Object.entries(astro.celestialBodies)
            .filter(([, b]) => b !== null)
            .map(([key, b]) => ({
              key,
              sign: b.sign,
              degree: round1(((b.longitude % 30) + 30) % 30),
              house: typeof b.house === 'number' ? b.house : null,
              longitude: b.longitude,
            })),
          houses: Object.entries(astro.houses ?? {})
            .map(([h, c]) => ({ house: Number(h), sign: c.sign }))
            .sort((a, b) => a.house - b.house),
          aspects: astro.aspects.map((a) => ({ planet1: a.planet1, planet2: a.planet2, type: a.type, orb: a.orb })),
          raw: astro,
        }
      : null,
    humanDesign: hd
      ? {
          type: hd.type,
          strategy: hd.strategy,
          authority: hd.authority,
          profile: hd.profile,
          ...(str(hd.definition) ? { definition: str(hd.definition)! } : {}),
          ...(str((hd.incarnationCross as { label?: unknown } | undefined)?.label) ?? str((hd.incarnationCross as { name?: unknown } | undefined)?.name)
            ? { incarnationCross: (str((hd.incarnationCross as { label?: unknown }).label) ?? str((hd.incarnationCross as { name?: unknown }).name))! }
            : {}),
          ...(str(hd.signature) ? { signature: str(hd.signature)! } : {}),
          ...(str(hd.notSelfTheme) ? { notSelfTheme: str(hd.notSelfTheme)! } : {}),
          definedCenters: strList(hd.definedCenters),
          undefinedCenters: strList(hd.undefinedCenters),
          channels: (hd.channels as Array<{ name?: unknown }>).map((c) => str(c?.name)).filter((x): x is string => !!x),
        }
      : null,
    numerology: num
      ? {
          lifePathNumber: num.lifePathNumber,
          expressionNumber: num.expressionNumber,
          soulUrgeNumber: num.soulUrgeNumber,
          personalYear: num.personalYear,
          personalMonth: num.personalMonth,
          personalDay: num.personalDay,
        }
      : null,
  };
}

export const bodyOf = (facts: AdvisorFacts | null, key: string): BodyFact | undefined => facts?.astrology?.bodies.find((b) => b.key === key);
