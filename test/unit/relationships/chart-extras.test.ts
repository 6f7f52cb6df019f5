/**
 * The natal chart options on relationships (issue 38): each person's asked blocks in `data.charts`,
 * equal to the natal chart core's blocks for the same birth and chart options; the modules are
 * unchanged by them; without them the relationship is byte for byte the one before they existed
 * (test/fixtures/relationship-lennon-ono.json, written by the code before this change).
 */
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { CHART_EXTRAS, chartExtras } from '#shared/astro/chart-extras';
import { resolveChartSettings } from '#shared/astro/options';
import { computeRelationship, type PersonInput } from '#shared/relationships/index';
import { relationshipRequestSchema } from '#shared/relationships/request';
import gold from '../../fixtures/relationship-lennon-ono.json';

const LENNON: PersonInput = { fullName: 'John Winston Lennon', birth: { date: '1940-10-09', time: '18:30', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' } };
const ONO: PersonInput = { fullName: 'Yoko Ono', birth: { date: '1933-02-18', time: '20:30', latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' } };
const ALL = { synastry: true, composite: true, davison: true, humanDesign: true, numerology: true };
const SIDEREAL = { zodiac: 'sidereal' as const, houseSystem: 'whole-sign' as const };

describe('relationships: natal chart options', () => {
  it('without options the answer is byte for byte the one before the options existed (tropical and sidereal)', () => {
    expect(JSON.stringify(computeRelationship(LENNON, ONO, ALL).data)).toBe(gold.default);
    expect(JSON.stringify(computeRelationship(LENNON, ONO, ALL, {}, {}).data)).toBe(gold.default);
    expect(JSON.stringify(computeRelationship(LENNON, ONO, ALL, SIDEREAL).data)).toBe(gold.sidereal);
  });

  it('each person’s blocks are the natal chart core’s for the same birth and options; the modules unchanged', () => {
    const all = Object.fromEntries(CHART_EXTRAS.map((k) => [k, true]));
    for (const options of [{}, SIDEREAL]) {
      const r = computeRelationship(LENNON, ONO, ALL, options, all);
      const { charts, ...modules } = r.data;
      expect(JSON.stringify(modules)).toBe(options === SIDEREAL ? gold.sidereal : gold.default);
      expect(charts).toHaveLength(2);
      [LENNON, ONO].forEach((p, i) => {
        const natal = computeNatalChart(p.birth, options);
        expect(charts![i]).toEqual(chartExtras(natal, natal.instant.jdUT, resolveChartSettings(options), all));
      });
      // values that matter: Ceres of each differs, the 16 stars are there, the lots carry their formula
      expect(charts![0].asteroids!.ceres!.longitude).not.toBe(charts![1].asteroids!.ceres!.longitude);
      expect(Object.keys(charts![0].fixedStars!)).toHaveLength(16);
      expect(charts![1].lots!.spirit!.formula).toBe('ASC + Moon - Sun'); // Ono: born at night
    }
    // one option: one block per person, nothing else
    const only = computeRelationship(LENNON, ONO, { ...ALL, humanDesign: false }, {}, { asteroids: true }).data.charts!;
    expect(only.map((c) => Object.keys(c))).toEqual([['asteroids'], ['asteroids']]);
    expect(Object.keys(only[0].asteroids!)).toEqual(['ceres', 'pallas', 'juno', 'vesta', 'pholus']);
  });

  it('the request takes the options (false is as absent) and refuses a non-boolean with its error string', () => {
    const base = { people: [{ ...LENNON.birth, birthDate: '1940-10-09', birthTime: '18:30', fullName: 'A', city: 'Liverpool', country: 'UK' }, { blueprintId: 'bp_x' }], modules: { synastry: true } };
    const clean = (o: Record<string, unknown>) => {
      const { date: _d, time: _t, ...rest } = o;
      return rest;
    };
    const body = { ...base, people: [clean(base.people[0]!), base.people[1]] };
    expect(relationshipRequestSchema.parse(body).chartExtras).toBeUndefined();
    expect(relationshipRequestSchema.parse({ ...body, asteroids: false, lots: false }).chartExtras).toBeUndefined();
    expect(relationshipRequestSchema.parse({ ...body, asteroids: true, lots: false, midpoints: true }).chartExtras).toEqual({ asteroids: true, midpoints: true });
    const bad = relationshipRequestSchema.safeParse({ ...body, fixedStars: 'yes' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe('Invalid chart option|fixedStars must be true or false');
  });
});
