/** Angular helpers on ecliptic longitudes (degrees). */
import { norm360 } from '../astro/ephemeris';

export { norm360 };

/** Wraps any angle into (-180, 180]. */
export function wrap180(x: number): number {
  const r = norm360(x);
  return r > 180 ? r - 360 : r;
}

/** Signed arc from `from` to `to` along the zodiac, in (-180, 180]: positive when `to` is ahead. */
export const signedSeparation = (from: number, to: number): number => wrap180(to - from);

/** Unsigned angular separation of two longitudes, 0..180. */
export const separation = (a: number, b: number): number => Math.abs(signedSeparation(a, b));

/**
 * Signed distance from exact of an aspect of `angle` degrees between a moving longitude and a
 * reference longitude: separation(moving, reference) - angle. Negative inside the exact angle.
 */
export const aspectOffset = (moving: number, reference: number, angle: number): number => separation(moving, reference) - angle;

/**
 * The longitudes at which a body makes an aspect of `angle` to a point at `longitude`: one for the
 * conjunction (0) and the opposition (180), two (point + angle and point - angle) otherwise.
 */
export function aspectTargets(longitude: number, angle: number): number[] {
  const a = norm360(longitude + angle);
  if (angle === 0 || angle === 180) return [a];
  return [a, norm360(longitude - angle)];
}
