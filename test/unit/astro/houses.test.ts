import { describe, expect, it } from 'vitest';
import { isAppError } from '#shared/errors';
import { computeHouses, cuspsInOrder, eclipticToRightAscension, houseOf, HOUSE_SYSTEMS, parseHouseSystem } from '#shared/astro/houses';
import { computeNatalChart } from '#shared/astro/chart';
import { localToUtc } from '#shared/astro/time';
import { sweph } from '#shared/astro/ephemeris';

const LENNON_JD = localToUtc({ date: '1940-10-09', time: '18:30', timezone: 'Europe/London' }).jdUT;
const arcs = (cusps: readonly number[]): number[] =>
  cusps.map((c, i) => (((cusps[(i + 1) % 12]! - c) % 360) + 360) % 360);

describe('parseHouseSystem', () => {
  it('defaults to placidus and accepts names, spellings and letters', () => {
    expect(parseHouseSystem(undefined)).toBe('placidus');
    expect(parseHouseSystem('')).toBe('placidus');
    expect(parseHouseSystem('Koch')).toBe('koch');
    expect(parseHouseSystem('Whole Sign')).toBe('whole-sign');
    expect(parseHouseSystem('whole_sign')).toBe('whole-sign');
    expect(parseHouseSystem('wholesign')).toBe('whole-sign');
    expect(parseHouseSystem('R')).toBe('regiomontanus');
    for (const s of HOUSE_SYSTEMS) expect(parseHouseSystem(s)).toBe(s);
  });

  it('rejects unknown values with a typed error', () => {
    for (const bad of ['gauquelin', 42, 'xx']) {
      try {
        parseHouseSystem(bad);
        expect.unreachable();
      } catch (e) {
        expect(isAppError(e) && e.kind === 'invalid_input' && e.error === 'Invalid house system').toBe(true);
      }
    }
  });
});

describe('houseOf', () => {
  const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
  it('places longitudes across the 360 wrap', () => {
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(0, cusps)).toBe(1);
    expect(houseOf(360, cusps)).toBe(1);
    expect(houseOf(19.999, cusps)).toBe(1);
    expect(houseOf(349.999, cusps)).toBe(12);
    expect(houseOf(-5, cusps)).toBe(1);
  });
  it('puts a point exactly on a cusp in the house that cusp begins', () => {
    expect(houseOf(350, cusps)).toBe(1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(320, cusps)).toBe(12);
    expect(houseOf(170 - 1e-12, cusps)).toBe(6);
  });
  it('handles unequal houses with the wrap inside house 12', () => {
    const c = [30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 5];
    expect(houseOf(10, c)).toBe(12);
    expect(houseOf(359, c)).toBe(11);
    expect(houseOf(4.9, c)).toBe(11);
  });
});

describe('eclipticToRightAscension', () => {
  it('keeps the cardinal points and follows the obliquity', () => {
    expect(eclipticToRightAscension(0, 23.44)).toBeCloseTo(0, 10);
    expect(eclipticToRightAscension(90, 23.44)).toBeCloseTo(90, 10);
    expect(eclipticToRightAscension(180, 23.44)).toBeCloseTo(180, 10);
    expect(eclipticToRightAscension(270, 23.44)).toBeCloseTo(270, 10);
    // 30 degrees of longitude: tan(ra) = cos(eps) tan(30)
    expect(eclipticToRightAscension(30, 23.44)).toBeCloseTo((Math.atan(Math.cos((23.44 * Math.PI) / 180) * Math.tan(Math.PI / 6)) * 180) / Math.PI, 9);
    expect(eclipticToRightAscension(330, 23.44)).toBeCloseTo(360 - eclipticToRightAscension(30, 23.44), 9);
  });
});

describe('house systems', () => {
  it.each(HOUSE_SYSTEMS)('%s gives 12 cusps going round the zodiac once', (system) => {
    const h = computeHouses(LENNON_JD, 53.4084, -2.9916, system);
    expect(h.used).toBe(system);
    expect(h.fallback).toBe(false);
    expect(h.cusps).toHaveLength(12);
    const a = arcs(h.cusps);
    expect(a.every((x) => x > 0)).toBe(true);
    expect(a.reduce((s, x) => s + x, 0)).toBeCloseTo(360, 9);
    expect(h.ascendant).toBeCloseTo(19.7111, 3);
  });

  it('systems differ where they should', () => {
    const whole = computeHouses(LENNON_JD, 53.4084, -2.9916, 'whole-sign').cusps;
    expect(whole).toEqual([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]);
    const equal = computeHouses(LENNON_JD, 53.4084, -2.9916, 'equal').cusps;
    expect(arcs(equal).every((x) => Math.abs(x - 30) < 1e-9)).toBe(true);
    expect(equal[0]).toBeCloseTo(19.7111, 3);
    const por = computeHouses(LENNON_JD, 53.4084, -2.9916, 'porphyry');
    // Porphyry trisects the ASC-IC quadrant.
    expect(por.cusps[1]! - por.cusps[0]!).toBeCloseTo((97.0584 - 19.7111) / 3, 3);
    const regio = computeHouses(LENNON_JD, 53.4084, -2.9916, 'regiomontanus').cusps;
    const camp = computeHouses(LENNON_JD, 53.4084, -2.9916, 'campanus').cusps;
    const koch = computeHouses(LENNON_JD, 53.4084, -2.9916, 'koch').cusps;
    const plac = computeHouses(LENNON_JD, 53.4084, -2.9916, 'placidus').cusps;
    expect(new Set([regio[1], camp[1], koch[1], plac[1], por.cusps[1]]).size).toBe(5);
    // All quadrant systems share the angles.
    for (const c of [regio, camp, koch, plac]) expect(c[9]).toBeCloseTo(277.0584, 3);
  });

  it('a whole-sign chart places bodies by sign and keeps the Ascendant in house 1', () => {
    const c = computeNatalChart(
      { date: '1940-10-09', time: '18:30', timezone: 'Europe/London', latitude: 53.4084, longitude: -2.9916 },
      { houseSystem: 'whole-sign' },
    );
    expect(c.bodies.ascendant.house).toBe(1);
    expect(c.bodies.sun.house).toBe(7); // libra is the 7th sign from aries
    expect(c.bodies.midheaven.house).toBe(10);
    expect(c.cusps[3]!.temporalPosition).toBeCloseTo(90 - 19.7111, 3);
  });

  it.each(['placidus', 'koch'] as const)('%s falls back to Porphyry inside the polar circle and says so', (system) => {
    for (const lat of [67, -70, 78.2, 89.9, -89.9]) {
      const h = computeHouses(LENNON_JD, lat, 15, system);
      expect(h.requested).toBe(system);
      expect(h.used).toBe('porphyry');
      expect(h.fallback).toBe(true);
      expect(h.fallbackReason).toMatch(/polar/i);
      expect(h.cusps).toEqual(computeHouses(LENNON_JD, lat, 15, 'porphyry').cusps);
    }
    expect(computeHouses(LENNON_JD, 65, 15, system).fallback).toBe(false);
  });

  it('polar Regiomontanus and Campanus fall back to Porphyry when their cusps run backwards', () => {
    // 1800-01-02 00:00 UT at 68.5 N, 180 W: ASC 299.5, MC 100.5 (the Midheaven is below the horizon).
    const jd = localToUtc({ date: '1800-01-02', time: '00:00', timezone: 'UTC' }).jdUT;
    for (const system of ['regiomontanus', 'campanus'] as const) {
      const raw = sweph.houses_ex2(jd, 0, 68.5, -180, system === 'campanus' ? 'C' : 'R');
      expect(cuspsInOrder(raw.data.houses)).toBe(false);
      const h = computeHouses(jd, 68.5, -180, system);
      expect(h).toMatchObject({ requested: system, used: 'porphyry', fallback: true });
      expect(h.fallbackReason).toMatch(/backwards/);
      expect(cuspsInOrder(h.cusps)).toBe(true);
    }
    expect(computeHouses(jd, 68.5, -180, 'placidus')).toMatchObject({ used: 'porphyry', fallback: true });
    expect(computeHouses(jd, 68.5, -180, 'whole-sign').fallback).toBe(false);
  });

  it('cuspsInOrder accepts one counter-clockwise turn only', () => {
    expect(cuspsInOrder([350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320])).toBe(true);
    expect(cuspsInOrder([320, 290, 260, 230, 200, 170, 140, 110, 80, 50, 20, 350])).toBe(false);
    expect(cuspsInOrder([10, 10, 10, 10, 10, 10, 190, 190, 190, 190, 190, 190])).toBe(false);
    expect(cuspsInOrder([0, 1e-9, 2e-9, 90, 120, 150, 180, 210, 240, 270, 300, 330])).toBe(false);
  });

  it('at the poles themselves every system still gives a usable wheel', () => {
    const jd = localToUtc({ date: '2000-03-20', time: '07:35', timezone: 'UTC' }).jdUT;
    for (const lat of [90, -90]) {
      for (const system of HOUSE_SYSTEMS) {
        const h = computeHouses(jd, lat, 0, system);
        expect(cuspsInOrder(h.cusps), `${system} at ${lat}`).toBe(true);
        expect(h.fallback).toBe(h.used !== system);
      }
    }
    // Regiomontanus collapses at the south pole at this instant (three cusps on one point).
    expect(computeHouses(jd, -90, 0, 'regiomontanus').used).toBe('porphyry');
  });

  it('the fallback reaches the chart result', () => {
    const c = computeNatalChart({ date: '1990-06-01', time: '12:00', timezone: 'Europe/Oslo', latitude: 78.22, longitude: 15.65 });
    expect(c.houseSystem).toMatchObject({ requested: 'placidus', used: 'porphyry', fallback: true });
  });
});
