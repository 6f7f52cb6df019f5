/**
 * Cross-check of Sun..Pluto against an independent ephemeris (astronomy-engine, VSOP87 /
 * ELP-based models and its own nutation/aberration code): apparent geocentric ecliptic
 * longitude of date, 500 seeded random instants 1800-2399, all within 1 arcminute.
 *
 * Both libraries use their own Delta-T model; they differ by up to minutes of time in
 * the far past and future, which moves the Moon by up to arcminutes while moving the
 * planets by arcseconds at most. Both sides are therefore evaluated at the same
 * Terrestrial Time: the instant's UT plus the Swiss Ephemeris' Delta-T.
 */
import * as Astronomy from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { bodiesAt } from '#shared/astro/bodies';
import { EPHEMERIS_RANGE, sweph } from '#shared/astro/ephemeris';
import { rng } from '#test/support/random';

const J2000 = 2451545.0;
const BODIES = [
  ['sun', Astronomy.Body.Sun],
  ['moon', Astronomy.Body.Moon],
  ['mercury', Astronomy.Body.Mercury],
  ['venus', Astronomy.Body.Venus],
  ['mars', Astronomy.Body.Mars],
  ['jupiter', Astronomy.Body.Jupiter],
  ['saturn', Astronomy.Body.Saturn],
  ['uranus', Astronomy.Body.Uranus],
  ['neptune', Astronomy.Body.Neptune],
  ['pluto', Astronomy.Body.Pluto],
] as const;


const angleDiff = (a: number, b: number): number => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

describe('cross-check against astronomy-engine', () => {
  it('Sun..Pluto agree within 1 arcminute at 500 random instants 1800-2399', () => {
    const r = rng(20240601);
    const span = EPHEMERIS_RANGE.endJd - EPHEMERIS_RANGE.startJd;
    const worst: Record<string, number> = {};
    let compared = 0;
    for (let n = 0; n < 500; n++) {
      const jdUT = EPHEMERIS_RANGE.startJd + 1 + r() * (span - 2);
      const ours = bodiesAt(jdUT);
      const tt = jdUT + sweph.deltat(jdUT);
      const time = Astronomy.AstroTime.FromTerrestrialTime(tt - J2000);
      for (const [key, body] of BODIES) {
        const ecl = Astronomy.Ecliptic(Astronomy.GeoVector(body, time, true));
        const diff = angleDiff(ours[key].longitude, ecl.elon) * 60; // arcminutes
        worst[key] = Math.max(worst[key] ?? 0, diff);
        expect(diff, `${key} at JD ${jdUT}`).toBeLessThan(1);
        compared++;
      }
    }
    expect(compared).toBe(5000);
    console.log('worst difference in arcminutes:', Object.fromEntries(Object.entries(worst).map(([k, v]) => [k, Number(v.toFixed(3))])));
  });
});
