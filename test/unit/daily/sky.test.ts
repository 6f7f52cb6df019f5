/**
 * planetsData of the day's record against the Swiss Ephemeris called directly, the natural-zodiac
 * houses and the cusp note, and the day helpers.
 */
import { describe, expect, it } from 'vitest';
import sweph from 'sweph';
import { initEphemeris } from '#shared/astro/ephemeris';
import { cuspInfoOf, dayBounds, daysBefore, naturalHouse, planetsDataAt, utcDay, DAILY_BODIES } from '#shared/daily/sky';
import { rng } from '#test/support/random';

const C = sweph.constants;
const FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SPEED;
const SE_IDS: Record<string, number> = {
  sun: C.SE_SUN, moon: C.SE_MOON, mercury: C.SE_MERCURY, venus: C.SE_VENUS, mars: C.SE_MARS, jupiter: C.SE_JUPITER,
  saturn: C.SE_SATURN, uranus: C.SE_URANUS, neptune: C.SE_NEPTUNE, pluto: C.SE_PLUTO, chiron: C.SE_CHIRON,
  north_node: C.SE_TRUE_NODE, lilith: C.SE_MEAN_APOG,
};
const diff = (a: number, b: number): number => {
  const x = Math.abs(a - b) % 360;
  return x > 180 ? 360 - x : x;
};

describe('planetsData at 00:00 UTC', () => {
  it('matches sweph within 0.01 degree for 40 random days 1800-2399 (midnight from sweph.julday)', () => {
    initEphemeris();
    const r = rng(122026);
    for (let n = 0; n < 40; n++) {
      const ms = Date.UTC(1800, 0, 2) + Math.floor(r() * 599 * 365.2425) * 86_400_000;
      const day = utcDay(new Date(ms));
      const [y, m, d] = day.split('-').map(Number) as [number, number, number];
      const jd = sweph.julday(y, m, d, 0, C.SE_GREG_CAL);
      const b = dayBounds(day);
      expect(Math.abs(b.startJd - jd) * 86400, day).toBeLessThan(0.001);
      // UTC is read as UT (the project's convention); UT1 differs by under a second, far below 0.01 degree for any body
      const ut1 = sweph.utc_to_jd(y, m, d, 0, 0, 0, C.SE_GREG_CAL).data[1]!;
      expect(Math.abs(ut1 - jd) * 86400, day).toBeLessThan(1);
      const pd = planetsDataAt(b.startJd);
      expect(Object.keys(pd)).toEqual([...DAILY_BODIES]);
      for (const [key, id] of Object.entries(SE_IDS)) {
        const ref = sweph.calc_ut(jd, id, FLAGS).data as number[];
        expect(diff(pd[key as keyof typeof pd].longitude, ref[0]!), `${key} ${day}`).toBeLessThan(0.01);
        expect(Math.abs(pd[key as keyof typeof pd].latitude - ref[1]!), `${key} ${day}`).toBeLessThan(0.01);
        expect(pd[key as keyof typeof pd].isRetrograde).toBe(ref[3]! < 0);
      }
      const node = sweph.calc_ut(jd, C.SE_TRUE_NODE, FLAGS).data as number[];
      expect(diff(pd.south_node.longitude, node[0]! + 180)).toBeLessThan(0.01);
      for (const p of Object.values(pd)) {
        expect(p.house).toBe(Math.floor(p.longitude / 30) + 1);
        expect(p.sign).toBe(['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'][p.house - 1]);
      }
    }
  });
});

describe('natural houses and cusps', () => {
  it('the house is the sign number, Aries 1 to Pisces 12', () => {
    expect(naturalHouse(0)).toBe(1);
    expect(naturalHouse(29.999)).toBe(1);
    expect(naturalHouse(30)).toBe(2);
    expect(naturalHouse(359.9)).toBe(12);
  });

  it('cuspInfo within 2 degrees of a boundary, naming both neighbours in zodiac order', () => {
    expect(cuspInfoOf(240.7)).toEqual({ houses: [8, 9], cuspType: 'Scorpio-Sagittarius', nearCusp: true, cuspHouse: 9 });
    expect(cuspInfoOf(239.2)).toEqual({ houses: [8, 9], cuspType: 'Scorpio-Sagittarius', nearCusp: true, cuspHouse: 9 });
    expect(cuspInfoOf(359.5)).toEqual({ houses: [12, 1], cuspType: 'Pisces-Aries', nearCusp: true, cuspHouse: 1 });
    expect(cuspInfoOf(1.99)).toEqual({ houses: [12, 1], cuspType: 'Pisces-Aries', nearCusp: true, cuspHouse: 1 });
    expect(cuspInfoOf(2)).toBeUndefined();
    expect(cuspInfoOf(28)).toBeUndefined();
    expect(cuspInfoOf(45)).toBeUndefined();
  });
});

describe('days', () => {
  it('bounds, the day before, the UTC day of an instant', () => {
    expect(dayBounds('2026-11-22')).toMatchObject({ iso: '2026-11-22T00:00:00.000Z', startMs: Date.UTC(2026, 10, 22), endMs: Date.UTC(2026, 10, 23) });
    expect(dayBounds('2026-11-22').endJd - dayBounds('2026-11-22').startJd).toBeCloseTo(1, 12);
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(utcDay(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
    expect(utcDay(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(() => dayBounds('2026-02-30')).toThrow(/not a calendar date/);
  });
});
