import { describe, expect, it } from 'vitest';
import { isAppError } from '#shared/errors';
import { bodiesAt, BODIES, BODY_KEYS, makePosition, TIME_BODY_KEYS } from '#shared/astro/bodies';
import { EPHEMERIS_RANGE } from '#shared/astro/ephemeris';
import { lunarPhase } from '#shared/astro/lunar';
import { computeBigThree } from '#shared/astro/big-three';
import { computeNatalChart } from '#shared/astro/chart';

describe('bodiesAt (no houses)', () => {
  const jd = 2451545.0; // 2000-01-01 12:00 UT
  const b = bodiesAt(jd);

  it('returns the 14 time-only bodies', () => {
    expect(Object.keys(b).sort()).toEqual([...TIME_BODY_KEYS].sort());
    expect(TIME_BODY_KEYS).toHaveLength(14);
    // J2000.0: the Sun at about 280.37 (Capricorn), the Moon in Scorpio.
    expect(b.sun.longitude).toBeCloseTo(280.37, 1);
    expect(b.sun.sign).toBe('capricorn');
    expect(b.moon.sign).toBe('scorpio');
  });

  it('derives the South Node opposite the true North Node with the same speed', () => {
    const d = (((b.south_node.longitude - b.north_node.longitude) % 360) + 360) % 360;
    expect(d).toBeCloseTo(180, 9);
    expect(b.south_node.speed).toBe(b.north_node.speed);
    expect(b.south_node.isRetrograde).toBe(b.north_node.isRetrograde);
  });

  it('matches the natal chart at the same instant', () => {
    const c = computeNatalChart({ date: '2000-01-01', time: '12:00', timezone: 'UTC', latitude: 10, longitude: 20 });
    for (const key of TIME_BODY_KEYS) expect(c.bodies[key].longitude).toBe(b[key].longitude);
  });

  it('throws the typed range error outside 1800-2399', () => {
    for (const bad of [EPHEMERIS_RANGE.startJd - 0.01, EPHEMERIS_RANGE.endJd]) {
      try {
        bodiesAt(bad);
        expect.unreachable();
      } catch (e) {
        expect(isAppError(e) && e.error === 'Date out of range' && e.kind === 'invalid_input').toBe(true);
      }
    }
    expect(() => lunarPhase(EPHEMERIS_RANGE.endJd + 1)).toThrow(/outside/);
  });
});

describe('makePosition', () => {
  it('normalises the longitude and flags retrograde bodies only', () => {
    const p = makePosition('mars', -10, 1, -0.2);
    expect(p.longitude).toBeCloseTo(350, 10);
    expect(p.sign).toBe('pisces');
    expect(p.degree).toBeCloseTo(20, 10);
    expect(p.isRetrograde).toBe(true);
    expect(makePosition('ascendant', 10, 0, -5).isRetrograde).toBe(false);
    expect(makePosition('part_of_fortune', 10, 0, -5).isRetrograde).toBe(false);
  });

  it('names and types every key', () => {
    expect(BODY_KEYS).toHaveLength(19);
    expect(BODY_KEYS.map((k) => BODIES[k].type)).toEqual([
      'luminary', 'luminary', 'planet', 'planet', 'planet', 'planet', 'planet', 'planet', 'planet', 'planet',
      'asteroid', 'node', 'node', 'point', 'angle', 'angle', 'angle', 'angle', 'point',
    ]);
    expect(BODIES.part_of_fortune.name).toBe('Part of Fortune');
  });
});

describe('big three agrees with the full chart', () => {
  it.each([
    ['1975-05-14', '03:10', 'America/Chicago', 41.88, -87.63],
    ['2010-12-01', '22:45', 'Asia/Kolkata', 19.07, 72.88],
    ['1888-07-04', '09:00', 'Europe/Oslo', 69.65, 18.96], // polar: Porphyry fallback in both
  ] as const)('%s %s %s', (date, time, timezone, latitude, longitude) => {
    const input = { date, time, timezone, latitude, longitude };
    const big = computeBigThree(input);
    const c = computeNatalChart(input);
    expect([big.sun.sign, big.sun.house, big.sun.degree]).toEqual([c.bodies.sun.sign, c.bodies.sun.house, Math.floor(c.bodies.sun.degree)]);
    expect([big.moon.sign, big.moon.house]).toEqual([c.bodies.moon.sign, c.bodies.moon.house]);
    expect(big.rising.sign).toBe(c.bodies.ascendant.sign);
  });
});
