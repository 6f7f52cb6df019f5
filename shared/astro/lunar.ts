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
