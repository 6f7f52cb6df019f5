/**
 * Lunar phase at an instant: the Sun-Moon elongation, the illuminated fraction and
 * one of the 8 usual phase names.
 *
 * - `angle`: the Moon's ecliptic longitude minus the Sun's, 0..360 (0 new, 90 first
 *   quarter, 180 full, 270 last quarter); it grows while the Moon waxes.
 * - `illumination`: percent of the disc lit, (1 - cos E) / 2 * 100 where E is the true
 *   Sun-Moon elongation (cos E = cos(Moon latitude) * cos(angle)). This treats the
 *   phase angle as 180 - E, which ignores the Sun's finite distance (error < 0.2 %).
 * - `phase`: the name of the 45-degree sector centred on the angle's nearest multiple
 *   of 45: New Moon is 337.5..22.5, Waxing Crescent 22.5..67.5, First Quarter
 *   67.5..112.5, and so on (each lower bound inclusive).
 */
import { assertInRange, bodyPosition, initEphemeris, norm360, SE } from './ephemeris';

export const LUNAR_PHASES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
] as const;
export type LunarPhaseName = (typeof LUNAR_PHASES)[number];

export interface LunarPhase {
  phase: LunarPhaseName;
  /** percent 0..100 */
  illumination: number;
  /** Moon longitude - Sun longitude, 0..360 degrees */
  angle: number;
  /** true while the angle is below 180 */
  waxing: boolean;
}

/** Phase name for a Sun-Moon angle (degrees, any real number). */
export function phaseName(angle: number): LunarPhaseName {
  const i = Math.floor(norm360(angle + 22.5) / 45) % 8;
  return LUNAR_PHASES[i]!;
}

/** Illuminated percentage from the longitude difference and the Moon's ecliptic latitude (degrees). */
export function illuminationPercent(angle: number, moonLatitude = 0): number {
  const rad = Math.PI / 180;
  const cosE = Math.cos(moonLatitude * rad) * Math.cos(angle * rad);
  return ((1 - cosE) / 2) * 100;
}

/** Lunar phase from Sun and Moon longitudes (and the Moon's latitude), without the ephemeris. */
export function lunarPhaseFrom(sunLongitude: number, moonLongitude: number, moonLatitude = 0): LunarPhase {
  const angle = norm360(moonLongitude - sunLongitude);
  return {
    phase: phaseName(angle),
    illumination: illuminationPercent(angle, moonLatitude),
    angle,
    waxing: angle < 180,
  };
}

/** Lunar phase at a UT Julian day (1800-2399). */
export function lunarPhase(jdUT: number): LunarPhase {
  initEphemeris();
  assertInRange(jdUT);
  const sun = bodyPosition(jdUT, SE.SUN);
  const moon = bodyPosition(jdUT, SE.MOON);
  return lunarPhaseFrom(sun.longitude, moon.longitude, moon.latitude);
}

/**
 * The first UT Julian day at or after `jdStartUT` when the Sun-Moon angle (the Moon's apparent
 * longitude minus the Sun's) reaches `angle` degrees: 0 the new moon, 180 the full moon. Newton's
 * method on the angle from a first guess at the mean synodic speed; converges below 0.01 s.
 */
export function moonPhaseCrossing(angle: number, jdStartUT: number): number {
  const elongation = (jd: number) => {
    const sun = bodyPosition(jd, SE.SUN);
    const moon = bodyPosition(jd, SE.MOON);
    return { value: norm360(moon.longitude - sun.longitude), speed: moon.speedLongitude - sun.speedLongitude };
  };
  const start = elongation(jdStartUT);
  let jd = jdStartUT + norm360(angle - start.value) / 12.190749;
  for (let i = 0; i < 20; i++) {
    const e = elongation(jd);
    let diff = norm360(e.value - angle);
    if (diff > 180) diff -= 360;
    const step = diff / e.speed;
    jd -= step;
    if (Math.abs(step) < 1e-7) break;
  }
  return jd;
}
