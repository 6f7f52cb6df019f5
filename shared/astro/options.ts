/**
 * Chart options astrologers set: the zodiac (tropical, or sidereal with an ayanamsha), the house
 * system, the kind of lunar node and of Lilith, and the aspect orbs. One plain object,
 * `ChartSettings`, travels through the core (bodies, houses, aspects); `resolveChartSettings` fills
 * the defaults, which give exactly the charts the API gave before these options existed.
 *
 * The request side (zod) is `chartOptionsShape` in shared/http/schemas.ts: every chart-producing
 * route spreads it into its request schema.
 */
import { invalidInput } from '../errors';
import { sweph } from './ephemeris';
import { DEFAULT_HOUSE_SYSTEM, type HouseSystem } from './houses';
import type { AspectType } from './aspect-type';

export const ZODIACS = ['tropical', 'sidereal'] as const;
export type Zodiac = (typeof ZODIACS)[number];

/**
 * Every ayanamsha of the Swiss Ephemeris (its SE_SIDM_* constants, except the user-defined one),
 * by the constant's name in kebab case: SE_SIDM_FAGAN_BRADLEY is `fagan-bradley`, SE_SIDM_LAHIRI
 * `lahiri`, SE_SIDM_TRUE_CITRA `true-citra`. Read from the installed package, so the list is exactly
 * what it computes.
 */
export const AYANAMSHA_CODES: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(sweph.constants as unknown as Record<string, number>)
    .filter(([k]) => k.startsWith('SE_SIDM_') && k !== 'SE_SIDM_USER')
    .sort((a, b) => a[1] - b[1])
    .map(([k, v]) => [k.slice('SE_SIDM_'.length).toLowerCase().replace(/_/g, '-'), v]),
);
export const AYANAMSHAS: readonly string[] = Object.keys(AYANAMSHA_CODES);
export type Ayanamsha = string;
export const DEFAULT_AYANAMSHA: Ayanamsha = 'lahiri';

export const NODE_TYPES = ['true', 'mean'] as const;
export type NodeType = (typeof NODE_TYPES)[number];
export const LILITH_TYPES = ['mean', 'true'] as const;
export type LilithType = (typeof LILITH_TYPES)[number];

/** Orb overrides per aspect type, degrees; an aspect absent keeps the published table (aspects.ts). */
export type OrbOverrides = Partial<Record<AspectType, number>>;

/**
 * Bounds of an orb override (degrees, inclusive): up to 12 for the five major aspects, up to 5 for
 * the minor ones. 0 switches the aspect off.
 */
export const ORB_BOUNDS = { major: 12, minor: 5 } as const;

export interface ChartSettings {
  zodiac: Zodiac;
  /** Used when zodiac is sidereal. */
  ayanamsha: Ayanamsha;
  houseSystem: HouseSystem;
  /** `true` (osculating, the default) or `mean` lunar node. */
  nodeType: NodeType;
  /** `mean` (the default) or `true` (osculating) lunar apogee. */
  lilithType: LilithType;
  orbs: OrbOverrides;
}

export type ChartOptions = Partial<ChartSettings>;

export const DEFAULT_CHART_SETTINGS: Readonly<ChartSettings> = Object.freeze({
  zodiac: 'tropical',
  ayanamsha: DEFAULT_AYANAMSHA,
  houseSystem: DEFAULT_HOUSE_SYSTEM,
  nodeType: 'true',
  lilithType: 'mean',
  orbs: Object.freeze({}),
});

/** The options with every default filled in. */
export function resolveChartSettings(options?: ChartOptions): ChartSettings {
  if (!options) return DEFAULT_CHART_SETTINGS;
  return {
    zodiac: options.zodiac ?? 'tropical',
    ayanamsha: options.ayanamsha ?? DEFAULT_AYANAMSHA,
    houseSystem: options.houseSystem ?? DEFAULT_HOUSE_SYSTEM,
    nodeType: options.nodeType ?? 'true',
    lilithType: options.lilithType ?? 'mean',
    orbs: options.orbs ?? {},
  };
}

/** Parses an ayanamsha name (case, spaces and underscores forgiven); typed "Invalid ayanamsha" error. */
export function parseAyanamsha(value: unknown): Ayanamsha {
  if (value === undefined || value === null || value === '') return DEFAULT_AYANAMSHA;
  const v = typeof value === 'string' ? value.trim().toLowerCase().replace(/[\s_]+/g, '-') : '';
  if (v in AYANAMSHA_CODES) return v;
  throw invalidInput('Invalid ayanamsha', `ayanamsha must be one of ${AYANAMSHAS.join(', ')}`);
}

/** Swiss Ephemeris number of a sidereal mode, or undefined for the tropical zodiac. */
export const siderealMode = (s: Pick<ChartSettings, 'zodiac' | 'ayanamsha'>): number | undefined =>
  s.zodiac === 'sidereal' ? AYANAMSHA_CODES[s.ayanamsha] : undefined;

/**
 * The ayanamsha (degrees) of the Swiss Ephemeris at a UT Julian day: the true one (with nutation,
 * swe_get_ayanamsa_ex_ut with SEFLG_SWIEPH), the one its sidereal mode takes off apparent tropical
 * longitudes. (swe_get_ayanamsa_ut gives the mean one, without nutation: up to 0.005 degree less or more.)
 */
export function ayanamshaAt(jdUT: number, mode: number): number {
  sweph.set_sid_mode(mode, 0, 0);
  return sweph.get_ayanamsa_ex_ut(jdUT, sweph.constants.SEFLG_SWIEPH).data;
}

/** The ayanamsha at a moment and its rate (degrees per day, over the next day). */
export interface SiderealOffset {
  value: number;
  rate: number;
}

/**
 * What a sidereal chart takes off every tropical longitude at a moment; undefined for the tropical
 * zodiac. One rule for every ayanamsha: sidereal = apparent tropical - true ayanamsha. (For
 * j2000, j1900, b1950 and galalign-mardyks the Swiss Ephemeris's own sidereal mode projects onto
 * the ecliptic of the epoch instead, up to about 0.005 degree away; see docs/predictive.md.)
 */
export function siderealOffset(settings: Pick<ChartSettings, 'zodiac' | 'ayanamsha'>, jdUT: number): SiderealOffset | undefined {
  const mode = siderealMode(settings);
  if (mode === undefined) return undefined;
  const value = ayanamshaAt(jdUT, mode);
  return { value, rate: ayanamshaAt(jdUT + 1, mode) - value };
}
