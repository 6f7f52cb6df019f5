/**
 * Gochar (transits read from the natal Moon), pure: each graha's sidereal sign ingresses in a window
 * with the house they fall in counted from the natal Moon's sign, and Saturn's spells in the signs
 * that make Sade Sati (12th, 1st, 2nd from the Moon), Kantaka Shani (4th, 7th, 10th) and Ashtama
 * Shani (8th). Ingress moments come from the sky primitives' ingress finder (shared/sky/events.ts:
 * bracketing on the ephemeris, then the root finder of shared/sky/solver.ts), in a sidereal frame.
 * No I/O (docs/vedic.md "Gochar").
 */
import { GRAHA_KEYS, GRAHAS, type GrahaKey } from '../astro/bodies';
import { AYANAMSHA_CODES, type NodeType } from '../astro/options';
import { jdFromEpochMs } from '../astro/time';
import { SIGN_KEYS, type SignKey } from '../astro/zodiac';
import { SkyContext } from '../sky/context';
import { findIngresses } from '../sky/events';

export interface GocharSettings {
  ayanamsha: string;
  nodeType: NodeType;
}

export interface GocharIngress {
  /** UT Julian day. */
  jd: number;
  sign: SignKey;
  from: SignKey;
  /** Entering the sign moving backwards (a retrograde re-entry). */
  retrograde: boolean;
  /** Whole signs from the natal Moon's sign (1 = the Moon's sign). */
  houseFromMoon: number;
}

export interface GocharStart {
  sign: SignKey;
  houseFromMoon: number;
  longitude: number;
  retrograde: boolean;
}

/** One stay of Saturn in one sign, from its ingress to the next (UT Julian days). */
export interface SaturnSpell {
  sign: SignKey;
  houseFromMoon: number;
  start: number;
  end: number;
}

export type SadeSatiPhase = 'rising' | 'peak' | 'setting';

export interface Gochar {
  moonSign: SignKey;
  start: Record<GrahaKey, GocharStart>;
  ingresses: Partial<Record<GrahaKey, GocharIngress[]>>;
  sadeSati: (SaturnSpell & { phase: SadeSatiPhase })[];
  kantakaShani: SaturnSpell[];
  ashtamaShani: SaturnSpell[];
}

/** Houses from the Moon of each Sade Sati phase. */
export const SADE_SATI: Readonly<Record<number, SadeSatiPhase>> = { 12: 'rising', 1: 'peak', 2: 'setting' };
/** Kantaka Shani: Saturn in a kendra from the Moon but the 1st (the 1st is Sade Sati's peak). */
export const KANTAKA_HOUSES: readonly number[] = [4, 7, 10];
export const ASHTAMA_HOUSE = 8;
/** Saturn's spells are followed this far beyond the window (days), so a spell under way at either end keeps its true ingress: no stay of Saturn in a sign lasts as long. */
export const SATURN_MARGIN_DAYS = 1200;
/** The ephemeris's span as UT Julian days (1800-01-02 .. 2399-12-30), where the margins stop. */
export const EPHEMERIS_JD = { first: jdFromEpochMs(Date.UTC(1800, 0, 2)), last: jdFromEpochMs(Date.UTC(2399, 11, 30)) } as const;

/**
 * Scan grids (days) wider than the sky primitives' defaults for the grahas that never station, so a
 * long window costs fewer ephemeris calls: the Sun (at most 1.02°/day: 16 days, about 16°), the
 * Moon (at most 15.4°/day: 2 days, about 31°), the mean node (0.053°/day backwards, always: 30
 * days). The others keep their grids (shorter than the shortest time between two stations); the
 * true node keeps its one-day grid (it wobbles).
 */
const WIDE_STEP_DAYS: Partial<Record<GrahaKey, number>> = { sun: 16, moon: 2 };
const MEAN_NODE_STEP_DAYS = 30;

const houseFrom = (moonSign: number, sign: number): number => ((sign - moonSign + 12) % 12) + 1;

/** A context reading the sky in the sidereal zodiac of `settings` with its node. */
export function siderealContext(anchor: number, settings: GocharSettings): SkyContext {
  return new SkyContext(anchor, { siderealMode: AYANAMSHA_CODES[settings.ayanamsha]!, node: settings.nodeType });
}

/** Saturn's stays in the signs over [a, b): the first from before a (its ingress found within the margin), the last past b. */
export function saturnSpells(moonSign: number, a: number, b: number, settings: GocharSettings): SaturnSpell[] {
  const lo = Math.max(EPHEMERIS_JD.first, a - SATURN_MARGIN_DAYS);
  const hi = Math.min(EPHEMERIS_JD.last, b + SATURN_MARGIN_DAYS);
  const ctx = siderealContext(lo, settings);
  const ing = findIngresses('saturn', lo, hi, ctx);
  const spells: SaturnSpell[] = [];
  let sign = Math.floor(ctx.position('saturn', lo).longitude / 30) % 12;
  let start = lo;
  for (const i of ing) {
    spells.push({ sign: SIGN_KEYS[sign]!, houseFromMoon: houseFrom(moonSign, sign), start, end: i.jd });
    sign = SIGN_KEYS.indexOf(i.sign);
    start = i.jd;
  }
  spells.push({ sign: SIGN_KEYS[sign]!, houseFromMoon: houseFrom(moonSign, sign), start, end: hi });
  return spells.filter((s) => s.end > a && s.start < b);
}

/** The gochar of a natal Moon over [startJd, endJd) for the grahas asked for (all nine by default). */
export function gochar(moonLongitude: number, startJd: number, endJd: number, settings: GocharSettings, grahas: readonly GrahaKey[] = GRAHA_KEYS): Gochar {
  const moonSign = Math.floor((((moonLongitude % 360) + 360) % 360) / 30) % 12;
  const ctx = siderealContext(startJd, settings);
  const start = {} as Record<GrahaKey, GocharStart>;
  for (const g of GRAHA_KEYS) {
    const p = ctx.position(GRAHAS[g].body, startJd);
    const s = Math.floor(p.longitude / 30) % 12;
    start[g] = { sign: SIGN_KEYS[s]!, houseFromMoon: houseFrom(moonSign, s), longitude: p.longitude, retrograde: p.speed < 0 };
  }
  const ingresses: Partial<Record<GrahaKey, GocharIngress[]>> = {};
  const nodes = grahas.includes('rahu') || grahas.includes('ketu') ? findIngresses('north_node', startJd, endJd, ctx, settings.nodeType === 'mean' ? MEAN_NODE_STEP_DAYS : undefined) : [];
  for (const g of grahas) {
    // Ketu enters the sign opposite Rahu's at the same moment
    const found =
      g === 'rahu' || g === 'ketu'
        ? nodes.map((i) => (g === 'rahu' ? i : { ...i, sign: SIGN_KEYS[(SIGN_KEYS.indexOf(i.sign) + 6) % 12]!, from: SIGN_KEYS[(SIGN_KEYS.indexOf(i.from) + 6) % 12]! }))
        : findIngresses(GRAHAS[g].body, startJd, endJd, ctx, WIDE_STEP_DAYS[g]);
    ingresses[g] = found.map((i) => ({ jd: i.jd, sign: i.sign, from: i.from, retrograde: i.retrograde, houseFromMoon: houseFrom(moonSign, SIGN_KEYS.indexOf(i.sign)) }));
  }
  const spells = saturnSpells(moonSign, startJd, endJd, settings);
  return {
    moonSign: SIGN_KEYS[moonSign]!,
    start,
    ingresses,
    sadeSati: spells.filter((s) => SADE_SATI[s.houseFromMoon] !== undefined).map((s) => ({ phase: SADE_SATI[s.houseFromMoon]!, ...s })),
    kantakaShani: spells.filter((s) => KANTAKA_HOUSES.includes(s.houseFromMoon)),
    ashtamaShani: spells.filter((s) => s.houseFromMoon === ASHTAMA_HOUSE),
  };
}
