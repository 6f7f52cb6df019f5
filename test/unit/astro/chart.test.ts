import { describe, expect, it } from 'vitest';
import { computeNatalChart, isDayChart, partOfFortune } from '#shared/astro/chart';
import { BODY_KEYS } from '#shared/astro/bodies';
import type { BirthInput } from '#shared/astro/types';
import { errorOf } from '#test/support/errors';

const LENNON: BirthInput = { date: '1940-10-09', time: '18:30', timezone: 'Europe/London', latitude: 53.4084, longitude: -2.9916 };

/** The public reference chart (shared/reference/astrology.md). */
const REFERENCE_BODIES = {
  sun: 196.2679,
  moon: 303.5466,
  mercury: 218.5582,
  venus: 153.2154,
  mars: 182.6625,
  jupiter: 43.6917,
  saturn: 43.2151,
  uranus: 55.5519,
  neptune: 176.0301,
  pluto: 124.1882,
  north_node: 191.0253,
  part_of_fortune: 272.4324,
} as const;
const REFERENCE_ANGLES = { ascendant: 19.7111, midheaven: 277.0584 } as const;
const REFERENCE_CUSPS: Record<number, number> = { 1: 19.7111, 2: 59.5199, 3: 80.2248, 5: 115.3002, 6: 142.086, 10: 277.0584 };

const angleDiff = (a: number, b: number): number => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};


describe('John Lennon reference chart (Placidus, true node)', () => {
  const chart = computeNatalChart(LENNON);

  it('resolves the birth instant', () => {
    expect(chart.instant.utc).toBe('1940-10-09T17:30:00.000Z');
    expect(chart.instant.offsetMinutes).toBe(60);
    expect(chart.houseSystem).toEqual({ requested: 'placidus', used: 'placidus', fallback: false });
  });

  it.each(Object.entries(REFERENCE_BODIES))('%s within 0.01 degree', (key, lon) => {
    expect(angleDiff(chart.bodies[key as keyof typeof REFERENCE_BODIES].longitude, lon)).toBeLessThan(0.01);
  });

  it('Chiron within 0.01 of 120.57 (0.57 Leo)', () => {
    expect(angleDiff(chart.bodies.chiron.longitude, 120.57)).toBeLessThan(0.01);
    expect(chart.bodies.chiron.sign).toBe('leo');
    expect(chart.bodies.chiron.degree).toBeCloseTo(0.57, 1);
  });

  it.each(Object.entries(REFERENCE_ANGLES))('%s within 0.02 degree', (key, lon) => {
    expect(angleDiff(chart.bodies[key as keyof typeof REFERENCE_ANGLES].longitude, lon)).toBeLessThan(0.02);
  });

  it('cusps within 0.02 degree and opposite cusps 180 apart', () => {
    for (const [house, lon] of Object.entries(REFERENCE_CUSPS)) {
      expect(angleDiff(chart.cusps[Number(house) - 1]!.cusp, lon), `cusp ${house}`).toBeLessThan(0.02);
    }
    for (let i = 0; i < 6; i++) expect(angleDiff(chart.cusps[i]!.cusp + 180, chart.cusps[i + 6]!.cusp)).toBeLessThan(1e-9);
  });

  it('derives South Node, Descendant and IC', () => {
    expect(angleDiff(chart.bodies.south_node.longitude, 11.0253)).toBeLessThan(0.01);
    expect(chart.bodies.south_node.sign).toBe('aries');
    expect(angleDiff(chart.bodies.descendant.longitude, 199.7111)).toBeLessThan(0.02);
    expect(angleDiff(chart.bodies.ic.longitude, 97.0584)).toBeLessThan(0.02);
  });

  it('is a night chart with signs, houses and retrograde flags', () => {
    expect(chart.isDayChart).toBe(false);
    const b = chart.bodies;
    expect([b.sun.sign, b.sun.house]).toEqual(['libra', 6]);
    expect(b.sun.degree).toBeCloseTo(16.2679, 3);
    expect([b.moon.sign, b.moon.house]).toEqual(['aquarius', 11]);
    expect([b.ascendant.sign, b.ascendant.house]).toEqual(['aries', 1]);
    expect([b.midheaven.sign, b.midheaven.house]).toEqual(['capricorn', 10]);
    expect(b.descendant.house).toBe(7);
    expect(b.ic.house).toBe(4);
    expect([b.jupiter.isRetrograde, b.saturn.isRetrograde, b.uranus.isRetrograde]).toEqual([true, true, true]);
    expect([b.sun.isRetrograde, b.mars.isRetrograde, b.ascendant.isRetrograde]).toEqual([false, false, false]);
    expect(b.jupiter.speed).toBeLessThan(0);
    expect(b.ascendant.type).toBe('angle');
    expect(b.north_node.name).toBe('North Node');
    expect(Object.keys(chart.bodies)).toEqual([...BODY_KEYS]);
  });

  it('defines temporalPosition and equatorialPosition per cusp', () => {
    const c1 = chart.cusps[0]!;
    const c10 = chart.cusps[9]!;
    expect(c1.temporalPosition).toBe(0);
    expect(chart.cusps[6]!.temporalPosition).toBeCloseTo(180, 9);
    expect(chart.cusps[1]!.temporalPosition).toBeCloseTo(59.5199 - 19.7111, 3);
    // The MC's right ascension is the ARMC.
    expect(angleDiff(c10.equatorialPosition, chart.armc)).toBeLessThan(1e-6);
    expect(c10.sign).toBe('capricorn');
    expect(c10.degree).toBeCloseTo(7.0584, 3);
  });

  it('finds the well-known aspects with exact orbs', () => {
    const find = (a: string, b: string) => chart.aspects.find((x) => x.body1 === a && x.body2 === b);
    const js = find('jupiter', 'saturn');
    expect(js?.type).toBe('conjunction');
    expect(js?.orb).toBeCloseTo(Math.abs(43.6917 - 43.2151), 2);
    expect(find('moon', 'pluto')?.type).toBe('opposition');
    expect(find('uranus', 'neptune')?.type).toBe('trine');
    expect(find('moon', 'venus')?.type).toBe('quincunx');
    expect(find('sun', 'pluto')?.type).toBe('quintile');
    expect(find('north_node', 'south_node')).toBeUndefined();
    expect(find('ascendant', 'descendant')).toBeUndefined();
    expect(find('midheaven', 'ic')).toBeUndefined();
  });
});

describe('Part of Fortune and day/night', () => {
  it('day chart: ASC + Moon - Sun; night chart: ASC + Sun - Moon', () => {
    expect(partOfFortune(10, 200, 100, true)).toBeCloseTo(270, 10);
    expect(partOfFortune(10, 200, 100, false)).toBeCloseTo(110, 10);
    expect(partOfFortune(19.7111, 196.2679, 303.5466, false)).toBeCloseTo(272.4324, 4);
    expect(partOfFortune(350, 20, 40, true)).toBeCloseTo(10, 10); // wraps past 360
  });

  it('the Sun in houses 7-12 (DSC through MC to ASC) is a day chart', () => {
    expect(isDayChart(196.27, 19.71)).toBe(false); // Lennon: Sun just above the DSC, below the horizon
    expect(isDayChart(250, 19.71)).toBe(true);
    expect(isDayChart(199.71, 19.71)).toBe(true); // exactly on the Descendant counts as day
    expect(isDayChart(19.71, 19.71)).toBe(false); // exactly on the Ascendant counts as night
    expect(isDayChart(5, 300)).toBe(false);
    expect(isDayChart(250, 300)).toBe(true);
  });

  it('a noon chart is a day chart and uses the day formula', () => {
    const c = computeNatalChart({ date: '2000-06-21', time: '12:00', timezone: 'Europe/London', latitude: 51.5, longitude: -0.12 });
    expect(c.isDayChart).toBe(true);
    expect(c.bodies.sun.house).toBeGreaterThanOrEqual(9);
    const expected = c.bodies.ascendant.longitude + c.bodies.moon.longitude - c.bodies.sun.longitude;
    expect(angleDiff(c.bodies.part_of_fortune.longitude, expected)).toBeLessThan(1e-9);
  });
});

describe('input errors', () => {
  it('rejects years outside 1800-2399 with a typed error', () => {
    expect(errorOf(() => computeNatalChart({ ...LENNON, date: '1799-12-31' }))).toEqual({ kind: 'invalid_input', error: 'Date out of range' });
    expect(errorOf(() => computeNatalChart({ ...LENNON, date: '2400-01-01' })).error).toBe('Date out of range');
    // 1800-01-01 00:30 in a zone east of Greenwich is still 1799 in UT (Tokyo's own local mean time, +9:18:46).
    expect(errorOf(() => computeNatalChart({ ...LENNON, date: '1800-01-01', time: '00:30', timezone: 'Asia/Tokyo', latitude: 35.68, longitude: 139.69 })).error).toBe('Date out of range');
    expect(computeNatalChart({ ...LENNON, date: '1800-01-01', time: '12:00', timezone: 'UTC' }).bodies.sun.sign).toBe('capricorn');
    expect(computeNatalChart({ ...LENNON, date: '2399-12-31', time: '12:00', timezone: 'UTC' }).bodies.sun.sign).toBe('capricorn');
  });

  it('rejects invalid dates, times and coordinates', () => {
    expect(errorOf(() => computeNatalChart({ ...LENNON, date: '2023-02-30' })).error).toBe('Invalid birth date');
    expect(errorOf(() => computeNatalChart({ ...LENNON, time: '24:00' })).error).toBe('Invalid birth time');
    expect(errorOf(() => computeNatalChart({ ...LENNON, latitude: 91 })).error).toBe('Invalid coordinates');
    expect(errorOf(() => computeNatalChart({ ...LENNON, longitude: Number.NaN })).error).toBe('Invalid coordinates');
  });
});
