/**
 * Circle arithmetic of the relationship charts: short-arc midpoints of ecliptic longitudes
 * (0..360) and of geographic longitudes (-180..180).
 */
import { norm360 } from '../astro/ephemeris';

/** Signed arc from a to b in (-180, 180]. */
export const signedArc = (a: number, b: number): number => {
  const d = norm360(b - a);
  return d > 180 ? d - 360 : d;
};

/** Shorter arc between two longitudes, 0..180. */
export const arcDistance = (a: number, b: number): number => Math.abs(signedArc(a, b));

/**
 * The nearer (short-arc) midpoint of two longitudes, 0 <= x < 360. When they are exactly
 * opposite (both midpoints equally near) it is the one 90 degrees after `a`.
 */
export const shortArcMidpoint = (a: number, b: number): number => norm360(a + signedArc(a, b) / 2);

/** The far midpoint: the nearer one's opposite point. */
export const farMidpoint = (a: number, b: number): number => norm360(shortArcMidpoint(a, b) + 180);

/** Short-arc mean of two geographic longitudes (east positive), in (-180, 180]. */
export const meanGeoLongitude = (a: number, b: number): number => {
  const m = shortArcMidpoint(a, b);
  return m > 180 ? m - 360 : m;
};
