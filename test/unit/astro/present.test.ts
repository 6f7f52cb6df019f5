import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { toBlueprintAstrology, toNatalChartResponse } from '#shared/astro/present';
import { BODY_KEYS } from '#shared/astro/bodies';

const chart = computeNatalChart({ date: '1940-10-09', time: '18:30', timezone: 'Europe/London', latitude: 53.4084, longitude: -2.9916 });

describe('toNatalChartResponse (spec 2.7 data.chart)', () => {
  const r = toNatalChartResponse(chart);

  it('has the 10 planets, Chiron and both nodes with the spec fields', () => {
    expect(Object.keys(r.celestialBodies)).toEqual([
      'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron', 'north_node', 'south_node',
    ]);
    expect(r.celestialBodies.sun).toEqual({
      name: 'Sun',
      type: 'luminary',
      longitude: 196.2679,
      latitude: expect.any(Number),
      speed: expect.any(Number),
      isRetrograde: false,
      sign: 'libra',
      house: 6,
    });
    // The Sun moves 0.95..1.02 degree a day; the response rounds the core value to 4 decimals.
    expect(r.celestialBodies.sun.speed).toBeGreaterThan(0.95);
    expect(r.celestialBodies.sun.speed).toBeLessThan(1.02);
    expect(Math.abs(r.celestialBodies.sun.speed - chart.bodies.sun.speed)).toBeLessThanOrEqual(0.00005);
    expect(r.celestialBodies.north_node.name).toBe('North Node');
    expect(r.celestialBodies.jupiter.isRetrograde).toBe(true);
  });

  it('has houses "1".."12" with sign, cusp, degree, temporalPosition, equatorialPosition', () => {
    expect(Object.keys(r.houses)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(r.houses['1']).toEqual({ sign: 'aries', cusp: 19.7111, degree: 19.7111, temporalPosition: 0, equatorialPosition: expect.any(Number) });
    expect(r.houses['10'].cusp).toBe(277.0584);
    expect(r.houses['10'].equatorialPosition).toBeCloseTo(277.6863, 3);
  });

  it('lists aspects between included bodies with upper-case names', () => {
    expect(r.aspects.length).toBeGreaterThan(10);
    for (const a of r.aspects) {
      expect(a.planet1).toMatch(/^[A-Z_]+$/);
      expect(Object.keys(a).sort()).toEqual(['applying', 'orb', 'planet1', 'planet2', 'type']);
    }
    expect(r.aspects).toContainEqual({ planet1: 'JUPITER', planet2: 'SATURN', type: 'conjunction', orb: 0.48, applying: true });
    expect(r.aspects.some((a) => a.planet2 === 'ASCENDANT' || a.planet2 === 'PART_OF_FORTUNE')).toBe(false);
    expect(r.aspects.some((a) => a.type === 'quincunx')).toBe(true);
    expect(r.houseSystem).toEqual({ requested: 'placidus', used: 'placidus', fallback: false });
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });
});

describe('toBlueprintAstrology (spec 2.3 data.astrology)', () => {
  const a = toBlueprintAstrology(chart);
  it('covers all bodies and points, 12 houses and all aspects', () => {
    expect(Object.keys(a.celestialBodies)).toEqual([...BODY_KEYS]);
    expect(a.celestialBodies.part_of_fortune).toMatchObject({ sign: 'capricorn', longitude: 272.4324, house: 9 });
    expect(a.celestialBodies.lilith.sign).toBe('aries');
    expect(a.houses['7']).toEqual({ sign: 'libra', longitude: 199.7111 });
    expect(a.aspects).toHaveLength(chart.aspects.length);
    expect(a.aspects[0]).toEqual({ planet1: expect.any(String), planet2: expect.any(String), type: expect.any(String), orb: expect.any(Number) });
    expect(a.aspects.some((x) => x.planet1 === 'midheaven' && x.planet2 === 'part_of_fortune')).toBe(true);
  });
  it('keeps every field of the calculator\'s bodies a drawing reads: latitude, speed, retrograde (issue 33)', () => {
    const calc = toNatalChartResponse(chart).celestialBodies;
    for (const key of Object.keys(calc) as (keyof typeof calc)[]) {
      const stored = a.celestialBodies[key];
      expect({ key, latitude: stored.latitude, speed: stored.speed, isRetrograde: stored.isRetrograde }).toEqual({
        key,
        latitude: calc[key].latitude,
        speed: calc[key].speed,
        isRetrograde: calc[key].isRetrograde,
      });
    }
    // the chart has retrograde bodies, and the blueprint says which
    const retro = Object.entries(a.celestialBodies).filter(([, b]) => b.isRetrograde).map(([k]) => k);
    expect(retro.length).toBeGreaterThan(0);
    expect(retro).toEqual(Object.values(chart.bodies).filter((b) => b.isRetrograde).map((b) => b.key));
  });
});
