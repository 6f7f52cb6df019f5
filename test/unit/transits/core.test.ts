/**
 * The transit core against the ephemeris: exact moments (checked with direct `bodyPosition` calls
 * at the reported second), nothing missed compared with a fine brute-force scan, orbs, durations,
 * sorting, enumerations, windows, the lunar part, numerology and the case rules.
 */
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { bodyPosition, SE } from '#shared/astro/ephemeris';
import { jdFromEpochMs } from '#shared/astro/time';
import { aspectTargets, separation, wrap180 } from '#shared/sky/index';
import { computeTransits, natalFrameFromBlueprint, natalFrameFromChart, natalPointOf, presentReport, type NatalFrame } from '#shared/transits/compute';
import { toBlueprintAstrology } from '#shared/astro/present';
import {
  EXACT_ORB,
  INFLUENCES,
  NATAL_POINTS,
  STRENGTHS,
  TRANSIT_ASPECTS,
  transitingBodiesFor,
  transitOrb,
  type TransitingBody,
} from '#shared/transits/rules';
import { addDays, todayIn, transitWindow, windowEndDate } from '#shared/transits/window';
import { errorOf } from '#test/support/errors';
import { rng } from '#test/support/random';
import { LONDON_1990 } from '#test/support/stack';

const SE_OF: Record<TransitingBody, number> = {
  sun: SE.SUN,
  moon: SE.MOON,
  mercury: SE.MERCURY,
  venus: SE.VENUS,
  mars: SE.MARS,
  jupiter: SE.JUPITER,
  saturn: SE.SATURN,
  uranus: SE.URANUS,
  neptune: SE.NEPTUNE,
  pluto: SE.PLUTO,
  chiron: SE.CHIRON,
  north_node: SE.TRUE_NODE,
};
const lonAt = (body: TransitingBody, jd: number): number => bodyPosition(jd, SE_OF[body]).longitude;
const jdOf = (iso: string): number => jdFromEpochMs(Date.parse(iso));
const ASPECT_ANGLE = Object.fromEntries(TRANSIT_ASPECTS.map((a) => [a.type, a.angle])) as Record<string, number>;

const chart = computeNatalChart({ date: LONDON_1990.birthDate, time: LONDON_1990.birthTime, timezone: LONDON_1990.timezone, latitude: LONDON_1990.latitude, longitude: LONDON_1990.longitude });
const natal = natalFrameFromChart(chart);

/** A natal frame with every point at the given longitudes (others spread far apart). */
function frameWith(points: Partial<Record<(typeof NATAL_POINTS)[number], number>>): NatalFrame {
  const f = structuredClone(natal);
  for (const [k, lon] of Object.entries(points)) f.points[k as keyof typeof f.points] = { longitude: lon, house: 1 };
  return f;
}

describe('window', () => {
  it('covers a day, a week, and a month to the same date of the next month', () => {
    expect(windowEndDate('2026-11-23', 'day')).toBe('2026-11-24');
    expect(windowEndDate('2026-11-23', 'week')).toBe('2026-11-30');
    expect(windowEndDate('2026-11-23', 'month')).toBe('2026-12-23');
    expect(windowEndDate('2026-12-15', 'month')).toBe('2027-01-15');
    expect(windowEndDate('2024-01-31', 'month')).toBe('2024-02-29');
    expect(windowEndDate('2023-01-31', 'month')).toBe('2023-02-28');
    const w = transitWindow('2026-03-29', 'day', 'Europe/London');
    // The clocks go forward that day: 23 hours.
    expect(w.start).toBe('2026-03-29T00:00:00.000Z');
    expect(w.end).toBe('2026-03-29T23:00:00.000Z');
    expect(w.lastDate).toBe('2026-03-29');
    const m = transitWindow('2026-11-23', 'month', 'America/New_York');
    expect(m.start).toBe('2026-11-23T05:00:00.000Z');
    expect(m.lastDate).toBe('2026-12-22');
  });

  it('rejects bad dates and dates outside the ephemeris, and knows today in a zone', () => {
    expect(errorOf(() => transitWindow('2026-02-30', 'day', 'UTC')).error).toBe('Invalid date');
    expect(errorOf(() => transitWindow('2399-12-31', 'month', 'UTC')).error).toBe('Date out of range');
    expect(errorOf(() => transitWindow('2026-01-01', 'day', 'Mars/Olympus')).error).toBe('Invalid timezone');
    const now = new Date('2026-11-23T23:30:00Z');
    expect(todayIn('UTC', now)).toBe('2026-11-23');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-24');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-11-23');
  });
});

describe('major transits', () => {
  /** Checks every exactAt on the ephemeris and compares with a brute-force scan; returns the crossings found. */
  function checkAgainstBruteForce(frame: NatalFrame, date: string, period: 'day' | 'week' | 'month', step: number, zone = 'Europe/London'): number {
    const w = transitWindow(date, period, zone);
    const r = computeTransits(frame, w);
    const reported = new Map<string, number[]>();
    for (const t of r.majorTransits) {
      const angle = ASPECT_ANGLE[t.aspect]!;
      for (const at of t.exactAt) {
        const jd = jdOf(at);
        expect(jd).toBeGreaterThanOrEqual(w.startJd - 1e-5);
        expect(jd).toBeLessThan(w.endJd);
        const sep = separation(lonAt(t.transitingPlanet, jd), natalPointOf(frame, t.natalPlanet).longitude);
        expect(Math.abs(sep - angle), `${t.transitingPlanet} ${t.aspect} ${t.natalPlanet} at ${at}`).toBeLessThan(0.01);
      }
      const key = `${t.transitingPlanet}|${t.natalPlanet}|${t.aspect}`;
      reported.set(key, [...(reported.get(key) ?? []), ...t.exactAt.map(jdOf)]);
    }
    // Brute force: every sign change of (longitude - target) on a fine grid.
    let found = 0;
    for (const body of transitingBodiesFor(period)) {
      const lons: number[] = [];
      const times: number[] = [];
      for (let t = w.startJd; t < w.endJd; t += step) {
        times.push(t);
        lons.push(lonAt(body, t));
      }
      for (const point of NATAL_POINTS) {
        for (const asp of TRANSIT_ASPECTS) {
          for (const target of aspectTargets(frame.points[point].longitude, asp.angle)) {
            for (let i = 1; i < lons.length; i++) {
              const g0 = wrap180(lons[i - 1]! - target);
              const g1 = wrap180(lons[i]! - target);
              if (g0 * g1 < 0 && Math.abs(g0) < 90) {
                found++;
                const got = reported.get(`${body}|${point}|${asp.type}`) ?? [];
                expect(
                  got.some((jd) => jd >= times[i - 1]! - 2e-4 && jd <= times[i]! + 2e-4), // exactAt is within ~9 s of exact
                  `${period}: ${body} ${asp.type} ${point} between ${times[i - 1]} and ${times[i]}`,
                ).toBe(true);
              }
            }
          }
        }
      }
    }
    const total = [...reported.values()].reduce((n, l) => n + l.length, 0);
    expect(total, period).toBe(found);
    return found;
  }

  it('reports each exact moment within 0.01 degree of exact on the ephemeris, and misses none (brute force)', () => {
    expect(checkAgainstBruteForce(natal, '2026-11-23', 'day', 0.004)).toBeGreaterThan(2);
    expect(checkAgainstBruteForce(natal, '2024-04-01', 'week', 0.02)).toBeGreaterThan(2);
    expect(checkAgainstBruteForce(natal, '2025-06-10', 'month', 0.05)).toBeGreaterThan(2);
  });

  it('does the same for random charts, dates and zones', () => {
    const rand = rng(2026);
    const zones = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];
    let found = 0;
    for (let run = 0; run < 4; run++) {
      const points = Object.fromEntries(NATAL_POINTS.map((p) => [p, rand() * 360])) as Record<(typeof NATAL_POINTS)[number], number>;
      const frame = frameWith(points);
      const date = addDays('1850-01-01', Math.floor(rand() * 200 * 365));
      const period = (['day', 'week', 'month'] as const)[run % 3]!;
      found += checkAgainstBruteForce(frame, date, period, period === 'day' ? 0.004 : period === 'week' ? 0.02 : 0.05, zones[run]);
    }
    expect(found).toBeGreaterThan(10);
  });

  it('lists both passes around a station in one window, and all three passes of a loop across consecutive months', () => {
    // Mercury stations retrograde on 1 April 2024 at 27°13' Aries: a natal Sun at 27°00' is crossed on both sides of it.
    const f = frameWith({ sun: 27 });
    const week = computeTransits(f, transitWindow('2024-03-28', 'week', 'UTC'));
    const conj = week.majorTransits.find((t) => t.transitingPlanet === 'mercury' && t.natalPlanet === 'sun' && t.aspect === 'conjunction')!;
    expect(conj.exactAt).toHaveLength(2);
    expect(conj.orb).toBe(0);
    expect(conj.isExact).toBe(true);
    for (const at of conj.exactAt) expect(Math.abs(wrap180(lonAt('mercury', jdOf(at)) - 27))).toBeLessThan(0.01);
    // 21°36' Aries is crossed on 23 March, 13 April and 7 May 2024.
    const g = frameWith({ moon: 21.6 });
    const passes: string[] = [];
    for (const date of ['2024-03-10', '2024-04-10', '2024-05-10'] as const) {
      const m = computeTransits(g, transitWindow(date, 'month', 'UTC'));
      for (const t of m.majorTransits) if (t.transitingPlanet === 'mercury' && t.natalPlanet === 'moon' && t.aspect === 'conjunction') passes.push(...t.exactAt);
    }
    expect(passes).toHaveLength(3);
    expect(passes.map((p) => p.slice(0, 10))).toEqual(['2024-03-23', '2024-04-13', '2024-05-07']);
    for (const at of passes) expect(Math.abs(wrap180(lonAt('mercury', jdOf(at)) - 21.6))).toBeLessThan(0.01);
  });

  it('keeps orbs within the transit orbs, sets isExact below 1 degree, durations and enumerations, sorted by strength then time', () => {
    const w = transitWindow('2026-11-23', 'week', 'Europe/London');
    const r = computeTransits(natal, w);
    expect(r.majorTransits.length).toBeGreaterThan(3);
    for (const t of r.majorTransits) {
      const asp = TRANSIT_ASPECTS.find((a) => a.type === t.aspect)!;
      expect(t.orb).toBeLessThanOrEqual(transitOrb(t.transitingPlanet, asp) + 0.005);
      if (t.orb < EXACT_ORB - 0.005) expect(t.isExact).toBe(true);
      if (t.orb > EXACT_ORB + 0.005) expect(t.isExact).toBe(false);
      if (t.exactAt.length) expect(t.orb).toBe(0);
      expect(STRENGTHS).toContain(t.strength);
      expect(INFLUENCES).toContain(t.influence);
      expect(Number.isInteger(t.duration)).toBe(true);
      expect(t.duration).toBeGreaterThanOrEqual(1);
      expect(t.activeFrom <= t.activeUntil).toBe(true);
      expect(Date.parse(t.activeUntil)).toBeGreaterThanOrEqual(Date.parse(w.start) - 1000);
      expect(Date.parse(t.activeFrom)).toBeLessThanOrEqual(Date.parse(w.end) + 1000);
      // At both ends of the active stretch the body is at the orb's edge (or the search horizon).
      const edge = Math.abs(separation(lonAt(t.transitingPlanet, jdOf(t.activeFrom)), natalPointOf(natal, t.natalPlanet).longitude) - asp.angle);
      expect(edge).toBeLessThan(transitOrb(t.transitingPlanet, asp) + 0.05);
      expect(t.description).toContain(t.transitingPlanet === 'north_node' ? 'North Node' : t.transitingPlanet.slice(1));
      expect(t.description).toMatch(/house/);
    }
    const rank = (s: string) => STRENGTHS.indexOf(s as never);
    for (let i = 1; i < r.majorTransits.length; i++) expect(rank(r.majorTransits[i]!.strength)).toBeGreaterThanOrEqual(rank(r.majorTransits[i - 1]!.strength));
    // The Moon is in the day report only.
    expect(r.majorTransits.some((t) => t.transitingPlanet === 'moon')).toBe(false);
    const day = computeTransits(natal, transitWindow('2026-11-23', 'day', 'Europe/London'));
    expect(day.majorTransits.some((t) => t.transitingPlanet === 'moon')).toBe(true);
  });

  it('gives the same result from a saved blueprint\'s astrology data as from the birth data', () => {
    const fromBlueprint = natalFrameFromBlueprint(toBlueprintAstrology(chart), LONDON_1990.birthDate)!;
    expect(fromBlueprint).toBeDefined();
    const w = transitWindow('2026-11-23', 'week', 'UTC');
    const a = computeTransits(natal, w);
    const b = computeTransits(fromBlueprint, w);
    expect(b.majorTransits.map((t) => `${t.transitingPlanet} ${t.aspect} ${t.natalPlanet}`)).toEqual(a.majorTransits.map((t) => `${t.transitingPlanet} ${t.aspect} ${t.natalPlanet}`));
    expect(natalFrameFromBlueprint(null, '1990-01-01')).toBeUndefined();
  });
});

describe('sky aspects, lunar phase, numerology and summary', () => {
  it('reports the sky\'s own aspects with exact moments, the lunations of a month, and the personal cycles', () => {
    const w = transitWindow('2024-01-01', 'month', 'UTC');
    const r = computeTransits(natal, w);
    expect(r.significantAspects.length).toBeGreaterThan(3);
    for (const a of r.significantAspects) {
      for (const at of a.exactAt) {
        const jd = jdOf(at);
        expect(Math.abs(separation(lonAt(a.planet1, jd), lonAt(a.planet2, jd)) - ASPECT_ANGLE[a.aspect]!)).toBeLessThan(0.01);
      }
      expect(a.description.length).toBeGreaterThan(20);
    }
    expect(r.lunarPhase.lunations.map((l) => [l.type, l.at.slice(0, 16)])).toEqual([
      ['new-moon', '2024-01-11T11:57'],
      ['full-moon', '2024-01-25T17:54'],
    ]);
    expect(r.lunarPhase.phase).toBe('Waning Gibbous');
    expect(r.lunarPhase.illumination).toBeGreaterThan(70);
    expect(r.lunarPhase.illumination).toBeLessThan(85);
    // Personal year 2024 for 15 July: 7 + 6 + 8 = 21 -> 3; month 3 + 1 = 4; day 4 + 1 = 5.
    expect(r.numerology.personalYear.number).toBe(3);
    expect(r.numerology.personalMonth.number).toBe(4);
    expect(r.numerology.personalDay.number).toBe(5);
    expect(r.numerology.personalDay.description.length).toBeGreaterThan(10);
    expect(r.dominantEnergy).toMatch(/^(Cardinal|Fixed|Mutable) (fire|earth|air|water): /);
    expect(r.keyInfluences.some((k) => k.startsWith('Element balance'))).toBe(true);
    expect(r.keyInfluences.some((k) => k.startsWith('Full Moon in'))).toBe(true);
  });

  it('writes planet names upper case for the response and lower case for saved records', () => {
    const r = computeTransits(natal, transitWindow('2026-11-23', 'day', 'UTC'));
    const up = presentReport(r, 'upper');
    const low = presentReport(r, 'lower');
    expect(up.majorTransits.length).toBeGreaterThan(0);
    for (const t of up.majorTransits) {
      expect(t.transitingPlanet).toMatch(/^[A-Z_]+$/);
      expect(t.natalPlanet).toMatch(/^[A-Z_]+$/);
    }
    for (const a of up.significantAspects) expect(`${a.planet1}${a.planet2}`).toMatch(/^[A-Z_]+$/);
    for (const t of low.majorTransits) expect(`${t.transitingPlanet}${t.natalPlanet}`).toMatch(/^[a-z_]+$/);
    for (const a of low.significantAspects) expect(`${a.planet1}${a.planet2}`).toMatch(/^[a-z_]+$/);
  });
});
