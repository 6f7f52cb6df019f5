/**
 * The calculation record of an answer (`meta.calculation`, docs/astrology.md "Calculation record"):
 * how the moment was found and what the chart was cast with. The cores note what they used while
 * they compute (the birth moment in shared/astro/moment.ts, the zodiac and houses where a chart is
 * cast); the route handler (shared/http/route-handler.ts) runs each request inside `withCalculation`
 * and puts the record in `meta.calculation` when anything was noted. Outside a request (benchmarks,
 * scripts, unit tests of the cores) nothing is kept: noting is a no-op.
 *
 * Not I/O: an AsyncLocalStorage context per request, so concurrent requests of one process (the local
 * server, MCP) never see each other's record.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { basename } from 'node:path';
import { readdirSync } from 'node:fs';
import { initEphemeris, sweph } from './ephemeris';
import type { OffsetRule, TimeResolution } from './time';

/** A moment as the record shows it. */
export interface MomentRecord {
  utc: string;
  jdUT: number;
  /** zone rule, local mean time (of the birthplace) or utc offset */
  rule: 'zone rule' | 'local mean time' | 'utc offset';
  /** which reading of the zone: standard, daylight saving, fold, gap, local mean time, utc offset */
  offsetRule: OffsetRule;
  resolution: TimeResolution;
  /** the offset used, +HH:MM or +HH:MM:SS (local = UT + offset) */
  utcOffset: string;
  timezone: string;
  /** the local date and time that were converted (12:00 when the time is unknown) */
  localTime: string;
  timeUnknown: boolean;
  /** ΔT = TT - UT at the moment, seconds */
  deltaTSeconds: number;
}

export interface ZodiacRecord {
  type: 'tropical' | 'sidereal';
  ayanamsha?: { name: string; value: number };
}

export interface HousesRecord {
  requested: string;
  used: string;
  fallback: boolean;
  fallbackReason?: string;
}

interface Collector {
  moments: MomentRecord[];
  zodiac?: ZodiacRecord;
  houses?: HousesRecord;
}

const als = new AsyncLocalStorage<Collector>();

/** Runs `fn` with a fresh record; returns its result and what was noted (undefined when nothing). */
export async function withCalculation<T>(fn: () => Promise<T> | T): Promise<{ result: T; calculation: CalculationRecord | undefined }> {
  const c: Collector = { moments: [] };
  const result = await als.run(c, fn);
  return { result, calculation: recordOf(c) };
}

/** Notes a birth moment (shared/astro/moment.ts), once per distinct moment and zone. */
export function recordMoment(m: { utc: string; jdUT: number; rule: OffsetRule; method: MomentRecord['rule']; resolution: TimeResolution; utcOffset: string; timezone: string; localTime: string; timeUnknown: boolean; date?: string }): void {
  const c = als.getStore();
  if (!c) return;
  const same = c.moments.find((x) => x.utc === m.utc && x.timezone === m.timezone);
  if (same) {
    // the same moment noted again by a step that knows the time is unknown (the answer's birthInfo)
    if (m.timeUnknown) same.timeUnknown = true;
    return;
  }
  if (c.moments.length >= 8) return;
  const local = new Date(Date.parse(m.utc) + offsetMs(m.utcOffset)).toISOString().slice(0, 16).replace('T', ' ');
  c.moments.push({
    utc: m.utc,
    jdUT: Math.round(m.jdUT * 1e6) / 1e6,
    rule: m.method,
    offsetRule: m.rule,
    resolution: m.resolution,
    utcOffset: m.utcOffset,
    timezone: m.timezone,
    localTime: m.timeUnknown ? `${local.slice(0, 10)} ${m.localTime}` : local,
    timeUnknown: m.timeUnknown,
    deltaTSeconds: deltaTSeconds(m.jdUT),
  });
}

/** Notes the zodiac of the first chart cast (the birth chart's, cast first by every route). */
export function recordZodiac(z: ZodiacRecord): void {
  const c = als.getStore();
  if (c && !c.zodiac) c.zodiac = z.ayanamsha ? { type: z.type, ayanamsha: { name: z.ayanamsha.name, value: Math.round(z.ayanamsha.value * 1e6) / 1e6 } } : { type: z.type };
}

/** Notes the house system of the first chart cast with houses, and its polar fallback if any. */
export function recordHouses(h: HousesRecord): void {
  const c = als.getStore();
  if (c && !c.houses) c.houses = { requested: h.requested, used: h.used, fallback: h.fallback, ...(h.fallbackReason !== undefined ? { fallbackReason: h.fallbackReason } : {}) };
}

const offsetMs = (text: string): number => {
  const m = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return 0;
  const s = (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0)) * 1000;
  return m[1] === '-' ? -s : s;
};

const deltaTSeconds = (jdUT: number): number => {
  initEphemeris();
  return Math.round(sweph.deltat(jdUT) * 86_400 * 100) / 100;
};

/** The ephemeris every computation uses: the Swiss Ephemeris files shipped in ephe/. */
export interface EphemerisRecord {
  name: 'Swiss Ephemeris';
  version: string;
  files: string[];
}

let ephemeris: EphemerisRecord | undefined;
function ephemerisRecord(): EphemerisRecord {
  if (!ephemeris) {
    const dir = initEphemeris();
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.se1')).map((f) => basename(f)).sort();
    } catch {
      files = ['sepl_18.se1', 'semo_18.se1', 'seas_18.se1'];
    }
    ephemeris = { name: 'Swiss Ephemeris', version: sweph.version(), files };
  }
  return ephemeris;
}

export interface CalculationRecord {
  /** The (first) birth moment: UT, how it was found, ΔT. */
  moment?: MomentRecord;
  /** Every birth moment of the answer, when there are more than one (relationships, matches). */
  moments?: MomentRecord[];
  ephemeris: EphemerisRecord;
  zodiac?: ZodiacRecord;
  houses?: HousesRecord;
}

function recordOf(c: Collector): CalculationRecord | undefined {
  if (c.moments.length === 0 && !c.zodiac) return undefined;
  return {
    ...(c.moments.length ? { moment: c.moments[0]! } : {}),
    ...(c.moments.length > 1 ? { moments: c.moments } : {}),
    ephemeris: ephemerisRecord(),
    ...(c.zodiac ? { zodiac: c.zodiac } : {}),
    ...(c.houses ? { houses: c.houses } : {}),
  };
}
