/**
 * Lunar phase at an instant and the principal phases (new, first quarter, full, last quarter)
 * inside a window, from the Sun-Moon angle on the ephemeris.
 */
import { lunarPhase, type LunarPhaseName } from '../astro/lunar';
import { norm360 } from './angles';
import { isoFromJd } from './bodies';
import { SkyContext } from './context';

export { LUNAR_PHASES, type LunarPhaseName } from '../astro/lunar';

export interface LunarPhaseInfo {
  /** One of the eight phase names (45-degree sectors centred on 0, 45, ... 315). */
  phase: LunarPhaseName;
  /** Illuminated percent of the disc, (1 - cos(elongation)) / 2 * 100. */
  illumination: number;
  /** Moon longitude minus Sun longitude, 0..360 (0 new, 180 full). */
  angle: number;
  /** True Sun-Moon elongation, 0..180 degrees (includes the Moon's latitude). */
  elongation: number;
  /** The angle is below 180. */
  waxing: boolean;
}

/** Lunar phase at a UT Julian day. */
export function lunarPhaseAt(jdUT: number): LunarPhaseInfo {
  const p = lunarPhase(jdUT);
  // illumination = (1 - cos E) / 2 * 100  =>  E = acos(1 - 2 * illumination / 100)
  const elongation = (Math.acos(Math.min(1, Math.max(-1, 1 - (2 * p.illumination) / 100))) * 180) / Math.PI;
  return { phase: p.phase, illumination: p.illumination, angle: p.angle, elongation, waxing: p.waxing };
}

/** The four principal phases. */
export type LunarEventType = 'new-moon' | 'first-quarter' | 'full-moon' | 'last-quarter';

export interface LunarEvent {
  type: LunarEventType;
  jd: number;
  at: string;
  /** Longitude of the Moon at that moment. */
  moonLongitude: number;
}

/**
 * Grid of the Sun-Moon angle: it always grows (11 to 15 degrees a day), so it has no station and
 * moves at most 60 degrees in 4 days; the Sun's 4-day grid is reused.
 */
export const LUNATION_STEP_DAYS = 4;

const EVENTS: readonly [number, LunarEventType][] = [
  [0, 'new-moon'],
  [90, 'first-quarter'],
  [180, 'full-moon'],
  [270, 'last-quarter'],
];

/**
 * The principal lunar phases in [startJd, endJd), in time order: the moments the Moon's longitude
 * minus the Sun's is exactly 0 (new), 90, 180 (full) and 270 degrees. `types` restricts the kinds.
 */
export function findLunarPhases(startJd: number, endJd: number, types: readonly LunarEventType[] = ['new-moon', 'first-quarter', 'full-moon', 'last-quarter'], ctx?: SkyContext): LunarEvent[] {
  const c = ctx ?? new SkyContext(startJd);
  const track = c.pairTrack('moon', 'sun', LUNATION_STEP_DAYS);
  const out: LunarEvent[] = [];
  for (const [angle, type] of EVENTS) {
    if (!types.includes(type)) continue;
    for (const s of track.crossings(angle, startJd, endJd)) {
      out.push({ type, jd: s.t, at: isoFromJd(s.t), moonLongitude: norm360(c.position('moon', s.t).longitude) });
    }
  }
  return out.sort((x, y) => x.jd - y.jd);
}
