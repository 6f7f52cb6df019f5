/**
 * The relationship core's charts against the natal charts they come from: composite positions are
 * the exact short-arc midpoints (checked with a vector mean, not the core's arithmetic), the
 * composite angle rule, the Davison chart against a natal chart cast for its moment and place,
 * synastry aspects and overlays against the two natal charts.
 */
import { describe, expect, it } from 'vitest';
import { ASPECTS, pairOrbClass } from '#shared/astro/aspects';
import { BODIES, TIME_BODY_KEYS } from '#shared/astro/bodies';
import { computeChartAt, computeNatalChart, type NatalChart } from '#shared/astro/chart';
import { norm360 } from '#shared/astro/ephemeris';
import type { BirthInput } from '#shared/astro/types';
import { chartPoints, compositeAngles, computeComposite, computeDavison, computeSynastry, SYNASTRY_ASPECTS, SYNASTRY_POINTS } from '#shared/relationships/index';
import { rng } from '#test/support/random';

const TOL = 0.001;
/** Angular difference, 0..180. */
const diff = (x: number, y: number): number => {
  const d = norm360(x - y);
  return d > 180 ? 360 - d : d;
};
/** Short-arc midpoint by the mean of unit vectors (independent of the core's arithmetic). */
const vectorMidpoint = (a: number, b: number): number => {
  const r = Math.PI / 180;
  return norm360(Math.atan2(Math.sin(a * r) + Math.sin(b * r), Math.cos(a * r) + Math.cos(b * r)) / r);
};

function randomBirth(next: () => number): BirthInput {
  const y = 1900 + Math.floor(next() * 150);
  const m = 1 + Math.floor(next() * 12);
  const d = 1 + Math.floor(next() * 28);
  const hh = Math.floor(next() * 24);
  const mm = Math.floor(next() * 60);
  const p2 = (n: number) => String(n).padStart(2, '0');
  return { date: `${y}-${p2(m)}-${p2(d)}`, time: `${p2(hh)}:${p2(mm)}`, timezone: 'UTC', latitude: -60 + next() * 120, longitude: -180 + next() * 360 };
}

const next = rng(21);
const PAIRS: [NatalChart, NatalChart][] = Array.from({ length: 150 }, () => [computeNatalChart(randomBirth(next)), computeNatalChart(randomBirth(next))]);

describe('composite', () => {
  it('puts every body at the exact short-arc midpoint of the two natal positions', () => {
    for (const [a, b] of PAIRS) {
      const c = computeComposite(a, b);
      for (const k of TIME_BODY_KEYS) {
        expect(diff(c.bodies[k].longitude, vectorMidpoint(a.bodies[k].longitude, b.bodies[k].longitude)), k).toBeLessThan(TOL);
        expect(c.bodies[k].house).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('keeps the MC as the 10th cusp, 0-180 degrees before the Ascendant, taking the far midpoint of the farther-apart angle when needed', () => {
    let flipped = 0;
    for (const [a, b] of PAIRS) {
      const c = computeComposite(a, b);
      const asc = c.bodies.ascendant.longitude;
      const mc = c.bodies.midheaven.longitude;
      expect(norm360(asc - mc)).toBeLessThan(180);
      expect(diff(c.cusps[0]!.cusp, asc)).toBeLessThan(1e-9);
      expect(diff(c.cusps[9]!.cusp, mc)).toBeLessThan(1e-9);
      // cusps in zodiac order from the 1st
      const from = c.cusps.map((h) => norm360(h.cusp - asc));
      for (let i = 1; i < 12; i++) expect(from[i]!).toBeGreaterThanOrEqual(from[i - 1]!);
      const ascMid = vectorMidpoint(a.bodies.ascendant.longitude, b.bodies.ascendant.longitude);
      const mcMid = vectorMidpoint(a.bodies.midheaven.longitude, b.bodies.midheaven.longitude);
      const ascSpread = diff(a.bodies.ascendant.longitude, b.bodies.ascendant.longitude);
      const mcSpread = diff(a.bodies.midheaven.longitude, b.bodies.midheaven.longitude);
      if (norm360(ascMid - mcMid) < 180) {
        expect(c.angles.rule).toBe('near');
        expect(diff(asc, ascMid)).toBeLessThan(TOL);
        expect(diff(mc, mcMid)).toBeLessThan(TOL);
      } else {
        flipped++;
        if (ascSpread <= mcSpread) {
          expect(c.angles.rule).toBe('far-midheaven');
          expect(diff(asc, ascMid)).toBeLessThan(TOL);
          expect(diff(mc, mcMid + 180)).toBeLessThan(TOL);
        } else {
          expect(c.angles.rule).toBe('far-ascendant');
          expect(diff(asc, ascMid + 180)).toBeLessThan(TOL);
          expect(diff(mc, mcMid)).toBeLessThan(TOL);
        }
      }
    }
    // about one pair in eighteen needs the rule; 150 random pairs contain some
    expect(flipped).toBeGreaterThan(0);
    expect(flipped).toBeLessThan(40);
  });

  it('applies the rule on a constructed case with nearly opposite MCs', () => {
    // ASCs 10 and 30 (midpoint 20); MCs 280 and 101 (179 apart): the near MC midpoint 190.5 lies
    // 189.5 degrees before the ASC, so the MC (the angle with the farther-apart sources) takes 10.5
    const r = compositeAngles(10, 30, 280, 101);
    expect(r.rule).toBe('far-midheaven');
    expect(r.ascendant).toBeCloseTo(20, 9);
    expect(r.midheaven).toBeCloseTo(10.5, 9);
    // the other way round: close MCs, far-apart ASCs
    const s = compositeAngles(100, 281, 10, 30);
    expect(s.rule).toBe('far-ascendant');
    expect(s.midheaven).toBeCloseTo(20, 9);
    expect(s.ascendant).toBeCloseTo(190.5, 9);
  });
});

describe('Davison', () => {
  it('agrees with a natal chart cast for its moment and place (bodies and cusps within 0.001 degree)', () => {
    // births two hours and ten days apart: the mean moment is a whole minute, castable as a natal chart
    const a: BirthInput = { date: '1985-03-10', time: '08:00', timezone: 'UTC', latitude: 48.85, longitude: 2.35 };
    const b: BirthInput = { date: '1985-03-20', time: '10:00', timezone: 'UTC', latitude: 40.71, longitude: -74.0 };
    const ca = computeNatalChart(a);
    const cb = computeNatalChart(b);
    const d = computeDavison({ jdUT: ca.instant.jdUT, latitude: 48.85, longitude: 2.35 }, { jdUT: cb.instant.jdUT, latitude: 40.71, longitude: -74.0 });
    expect(d.moment.utc).toBe('1985-03-15T09:00:00.000Z');
    expect(d.place.latitude).toBeCloseTo(44.78, 9);
    expect(d.place.longitude).toBeCloseTo(-35.825, 9);
    const natal = computeNatalChart({ date: '1985-03-15', time: '09:00', timezone: 'UTC', latitude: 44.78, longitude: -35.825 });
    for (const k of Object.keys(natal.bodies) as (keyof typeof natal.bodies)[]) expect(diff(d.bodies[k].longitude, natal.bodies[k].longitude), k).toBeLessThan(TOL);
    natal.cusps.forEach((c, i) => expect(diff(d.cusps[i]!.cusp, c.cusp)).toBeLessThan(TOL));
    expect(d.aspects.map((x) => `${x.body1}-${x.body2}-${x.type}`)).toEqual(natal.aspects.map((x) => `${x.body1}-${x.body2}-${x.type}`));
  });

  it('uses the mean Julian day, the mean latitude and the short-arc mean longitude (across the date line too)', () => {
    for (const [a, b] of PAIRS.slice(0, 40)) {
      const d = computeDavison(
        { jdUT: a.instant.jdUT, latitude: a.input.latitude, longitude: a.input.longitude },
        { jdUT: b.instant.jdUT, latitude: b.input.latitude, longitude: b.input.longitude },
      );
      expect(d.moment.jdUT).toBeCloseTo((a.instant.jdUT + b.instant.jdUT) / 2, 9);
      expect(d.place.latitude).toBeCloseTo((a.input.latitude + b.input.latitude) / 2, 9);
      expect(diff(d.place.longitude, vectorMidpoint(a.input.longitude, b.input.longitude))).toBeLessThan(1e-9);
      const ref = computeChartAt(d.moment.jdUT, d.place.latitude, d.place.longitude);
      expect(diff(d.bodies.moon.longitude, ref.bodies.moon.longitude)).toBeLessThan(TOL);
      expect(diff(d.cusps[1]!.cusp, ref.cusps[1]!.cusp)).toBeLessThan(TOL);
    }
    const across = computeDavison({ jdUT: 2450000, latitude: 0, longitude: 170 }, { jdUT: 2450000, latitude: 10, longitude: -170 });
    expect(Math.abs(across.place.longitude)).toBeCloseTo(180, 9);
  });
});

describe('synastry', () => {
  it('lists exactly the A-B pairs within the orb table, with orbs from the two natal charts', () => {
    for (const [a, b] of PAIRS.slice(0, 60)) {
      const s = computeSynastry(chartPoints(a), chartPoints(b));
      const listed = new Map(s.aspects.map((x) => [`${x.pointA}|${x.pointB}`, x]));
      for (const pa of SYNASTRY_POINTS) {
        for (const pb of SYNASTRY_POINTS) {
          const sep = diff(a.bodies[pa].longitude, b.bodies[pb].longitude);
          const cls = pairOrbClass(BODIES[pa].type, BODIES[pb].type);
          const within = SYNASTRY_ASPECTS.find((def) => Math.abs(sep - def.angle) <= def.orb[cls]);
          const got = listed.get(`${pa}|${pb}`);
          if (!within) {
            expect(got, `${pa}-${pb} at ${sep}`).toBeUndefined();
            continue;
          }
          expect(got?.type).toBe(within.type);
          expect(got!.orb).toBeCloseTo(Math.abs(sep - within.angle), 9);
        }
      }
      // never a minor aspect other than the quincunx
      expect(s.aspects.every((x) => ['conjunction', 'opposition', 'trine', 'square', 'sextile', 'quincunx'].includes(x.type))).toBe(true);
      expect(ASPECTS.filter((x) => x.major).length + 1).toBe(SYNASTRY_ASPECTS.length);
    }
  });

  it('places each point in the other chart’s houses, both ways', () => {
    for (const [a, b] of PAIRS.slice(0, 60)) {
      const s = computeSynastry(chartPoints(a), chartPoints(b));
      for (const [overlays, from, into] of [
        [s.houseOverlays.aInB, a, b],
        [s.houseOverlays.bInA, b, a],
      ] as const) {
        expect(overlays).toHaveLength(SYNASTRY_POINTS.length);
        for (const o of overlays) {
          expect(o.longitude).toBe(from.bodies[o.point].longitude);
          const start = into.cusps[o.house - 1]!.cusp;
          const end = into.cusps[o.house % 12]!.cusp;
          expect(norm360(o.longitude - start)).toBeLessThan(norm360(end - start));
        }
      }
      // the element balance counts 11 points of each chart
      expect(Object.values(s.elements.counts).reduce((x, y) => x + y, 0)).toBe(22);
      expect(Object.values(s.modalities.counts).reduce((x, y) => x + y, 0)).toBe(22);
      expect(s.harmony.value).toBeGreaterThanOrEqual(0);
      expect(s.harmony.value).toBeLessThanOrEqual(100);
    }
  });
});
