import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { initEphemeris, SE, sweph } from '#shared/astro/ephemeris';
import { computeHouses, HOUSE_SYSTEM_DEFS, HOUSE_SYSTEMS } from '#shared/astro/houses';
import { ayanamshaAt, AYANAMSHA_CODES, AYANAMSHAS } from '#shared/astro/options';
import { chartRequestSchema } from '#shared/http/schemas';

initEphemeris();
const C = sweph.constants;

/** A small deterministic generator (the same 200 charts on every run). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const arc = (a: number, b: number): number => Math.abs((((a - b) % 360) + 540) % 360 - 180);

const INPUT = { date: '1990-07-15', time: '14:30', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 };

describe('chart options', () => {
  it('defaults give exactly the chart without options', () => {
    const plain = computeNatalChart(INPUT);
    expect(computeNatalChart(INPUT, { zodiac: 'tropical', ayanamsha: 'raman', houseSystem: 'placidus', nodeType: 'true', lilithType: 'mean', orbs: {} })).toEqual(plain);
  });

  it('offers every SE_SIDM_* ayanamsha of the package by kebab-case name', () => {
    const constants = Object.keys(C).filter((k) => k.startsWith('SE_SIDM_') && k !== 'SE_SIDM_USER');
    expect(AYANAMSHAS).toHaveLength(constants.length);
    for (const name of ['lahiri', 'raman', 'krishnamurti', 'fagan-bradley', 'yukteshwar', 'true-citra', 'galcent-0sag']) expect(AYANAMSHAS).toContain(name);
    expect(AYANAMSHA_CODES['fagan-bradley']).toBe(C.SE_SIDM_FAGAN_BRADLEY);
  });

  it('sidereal positions are tropical minus the Swiss Ephemeris ayanamsha of the moment (0.0001 degree), for every ayanamsha', () => {
    const r = rng(7);
    for (const [i, name] of AYANAMSHAS.entries()) {
      const day = 1 + Math.floor(r() * 28);
      const input = { ...INPUT, date: `${1800 + Math.floor(r() * 599)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
      const trop = computeNatalChart(input);
      const sid = computeNatalChart(input, { zodiac: 'sidereal', ayanamsha: name });
      const ayan = ayanamshaAt(trop.instant.jdUT, AYANAMSHA_CODES[name]!);
      for (const key of ['sun', 'moon', 'mercury', 'pluto', 'chiron', 'north_node', 'lilith', 'ascendant', 'midheaven'] as const) {
        expect(arc(sid.bodies[key].longitude, trop.bodies[key].longitude - ayan)).toBeLessThan(1e-4);
      }
      for (let h = 0; h < 12; h++) expect(arc(sid.cusps[h]!.cusp, trop.cusps[h]!.cusp - ayan)).toBeLessThan(1e-4);
      // and equal to the Swiss Ephemeris's own sidereal mode (except the four that project onto an epoch's ecliptic)
      if (['j2000', 'j1900', 'b1950', 'galalign-mardyks'].includes(name)) continue;
      sweph.set_sid_mode(AYANAMSHA_CODES[name]!, 0, 0);
      const se = sweph.calc_ut(trop.instant.jdUT, SE.MOON, C.SEFLG_SWIEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL).data[0]!;
      expect(arc(sid.bodies.moon.longitude, se)).toBeLessThan(1e-7);
    }
  });

  it('sidereal whole-sign houses start on the sidereal signs', () => {
    const sid = computeNatalChart(INPUT, { zodiac: 'sidereal', houseSystem: 'whole-sign' });
    expect(sid.cusps[0]!.cusp).toBe(Math.floor(sid.bodies.ascendant.longitude / 30) * 30);
    expect(sid.bodies.sun.sign).toBe('gemini'); // tropical Cancer 22, Lahiri 23.7 earlier
  });

  it("every house system's cusps equal swe_houses for 200 random charts", () => {
    const r = rng(42);
    let compared = 0;
    for (let i = 0; i < 200; i++) {
      const jd = 2378497 + r() * 219000;
      const lat = -66 + r() * 132;
      const lon = -180 + r() * 360;
      for (const system of HOUSE_SYSTEMS) {
        const ours = computeHouses(jd, lat, lon, system);
        if (ours.fallback) continue; // the fallback itself is tested in houses.test.ts
        const se = sweph.houses(jd, lat, lon, HOUSE_SYSTEM_DEFS[system].letter);
        for (let h = 0; h < 12; h++) expect(arc(ours.cusps[h]!, se.data.houses[h]!)).toBeLessThan(1e-9);
        expect(arc(ours.ascendant, se.data.points[0]!)).toBeLessThan(1e-9);
        expect(arc(ours.midheaven, se.data.points[1]!)).toBeLessThan(1e-9);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200 * HOUSE_SYSTEMS.length * 0.95);
  });

  it('mean node and true Lilith come from SE_MEAN_NODE and SE_OSCU_APOG', () => {
    const c = computeNatalChart(INPUT, { nodeType: 'mean', lilithType: 'true' });
    const jd = c.instant.jdUT;
    expect(c.bodies.north_node.longitude).toBeCloseTo(sweph.calc_ut(jd, C.SE_MEAN_NODE, C.SEFLG_SWIEPH).data[0]!, 9);
    expect(arc(c.bodies.south_node.longitude, c.bodies.north_node.longitude + 180)).toBeLessThan(1e-9);
    expect(c.bodies.lilith.longitude).toBeCloseTo(sweph.calc_ut(jd, C.SE_OSCU_APOG, C.SEFLG_SWIEPH).data[0]!, 9);
    const d = computeNatalChart(INPUT);
    expect(arc(c.bodies.north_node.longitude, d.bodies.north_node.longitude)).toBeGreaterThan(0.01);
  });

  it('orbs: 0 switches an aspect off, a wider orb finds more', () => {
    const d = computeNatalChart(INPUT);
    expect(d.aspects.some((a) => a.type === 'trine')).toBe(true);
    const off = computeNatalChart(INPUT, { orbs: { trine: 0 } });
    expect(off.aspects.filter((a) => a.type === 'trine' && a.orb > 0)).toEqual([]);
    const wide = computeNatalChart(INPUT, { orbs: { quincunx: 5, 'semi-sextile': 5 } });
    expect(wide.aspects.length).toBeGreaterThanOrEqual(d.aspects.length);
    for (const a of wide.aspects) if (a.type === 'quincunx') expect(a.orb).toBeLessThanOrEqual(5);
  });

  it('the request schema checks the options (400 strings) and passes them through', () => {
    const base = { birthDate: '1990-07-15', birthTime: '14:30', city: 'London', country: 'UK', latitude: 51.5, longitude: -0.12, timezone: 'Europe/London' };
    const ok = chartRequestSchema.parse({ ...base, zodiac: 'sidereal', ayanamsha: 'Fagan Bradley', houseSystem: 'Morinus', nodeType: 'mean', lilithType: 'true', orbs: { conjunction: 12, quintile: 0 } });
    expect(ok).toMatchObject({ zodiac: 'sidereal', ayanamsha: 'fagan-bradley', houseSystem: 'morinus', nodeType: 'mean', lilithType: 'true', orbs: { conjunction: 12, quintile: 0 } });
    const err = (body: object): string => {
      const r = chartRequestSchema.safeParse({ ...base, ...body });
      return r.success ? '' : r.error.issues[0]!.message.split('|')[0]!;
    };
    expect(err({ zodiac: 'vedic' })).toBe('Invalid zodiac');
    expect(err({ ayanamsha: 'nope' })).toBe('Invalid ayanamsha');
    expect(err({ nodeType: 'osculating' })).toBe('Invalid node type');
    expect(err({ lilithType: 1 })).toBe('Invalid lilith type');
    expect(err({ orbs: { conjunction: 12.5 } })).toBe('Invalid orbs');
    expect(err({ orbs: { quintile: 6 } })).toBe('Invalid orbs');
    expect(err({ orbs: { septile: 1 } })).toBe('Invalid orbs');
    expect(err({ orbs: { trine: -1 } })).toBe('Invalid orbs');
    expect(err({ orbs: 5 })).toBe('Invalid orbs');
  });
});
