/**
 * The wheels of a saved blueprint: the chart options it was made with are kept when it is drawn
 * again with others (a chart cast again) and for the transit ring of its stored chart.
 */
import { describe, expect, it } from 'vitest';
import { coreCalculators } from '#shared/blueprint/services';
import type { BlueprintRecord, BlueprintStore } from '#shared/blueprint/store';
import { natalWheel, transitsAt } from '#shared/images/charts';
import { LONDON_1990 } from '#test/support/stack';

const place = { latitude: LONDON_1990.latitude, longitude: LONDON_1990.longitude, timezone: LONDON_1990.timezone };
const input = { date: LONDON_1990.birthDate, time: LONDON_1990.birthTime, ...place };
// a blueprint made with whole-sign houses and the mean node
const made = { houseSystem: 'whole-sign', nodeType: 'mean' } as const;

async function storeOf(): Promise<BlueprintStore> {
  const astrology = (await coreCalculators.astrology(input, made)).data;
  const record = {
    ownerId: 'acc_1',
    blueprintId: 'bp_1',
    fullName: 'Ada',
    birthDate: LONDON_1990.birthDate,
    birthTime: LONDON_1990.birthTime,
    location: 'London, UK',
    place,
    chartOptions: made,
    content: { astrology, humanDesign: null, numerology: null },
  } as unknown as BlueprintRecord;
  return { get: async (_o: string, id: string) => (id === 'bp_1' ? record : undefined) } as unknown as BlueprintStore;
}

const round = (xs: readonly number[]) => xs.map((x) => x.toFixed(2));

describe('natalWheel of a blueprint', () => {
  it('drawn again with other chart options keeps the house system and node it was made with for those not sent', async () => {
    const store = await storeOf();
    const sidereal = await natalWheel({ blueprintId: 'bp_1', options: { zodiac: 'sidereal' } }, store, 'acc_1');
    const asked = await natalWheel({ birth: { input, name: 'London', when: '' }, options: { ...made, zodiac: 'sidereal' } }, store, 'acc_1');
    const placidus = await natalWheel({ birth: { input, name: 'London', when: '' }, options: { zodiac: 'sidereal' } }, store, 'acc_1');
    expect(sidereal.chart.cusps).toEqual(asked.chart.cusps);
    expect(sidereal.chart.bodies).toEqual(asked.chart.bodies);
    expect(sidereal.chart.cusps).not.toEqual(placidus.chart.cusps);
    expect(sidereal.options).toEqual({ ...made, zodiac: 'sidereal' });
    // an option sent wins over the blueprint's
    const sent = await natalWheel({ blueprintId: 'bp_1', options: { houseSystem: 'placidus' } }, store, 'acc_1');
    const fromBirth = await natalWheel({ birth: { input, name: 'London', when: '' }, options: { houseSystem: 'placidus', nodeType: 'mean' } }, store, 'acc_1');
    expect(sent.chart.cusps).toEqual(fromBirth.chart.cusps);
  });

  it('its stored chart carries the options it was made with to the transit ring (the transiting node is its node)', async () => {
    const store = await storeOf();
    const stored = await natalWheel({ blueprintId: 'bp_1' }, store, 'acc_1');
    const fromBirth = await natalWheel({ birth: { input, name: 'London', when: '' }, options: made }, store, 'acc_1');
    expect(round(stored.chart.cusps)).toEqual(round(fromBirth.chart.cusps));
    const moment = new Date('2026-11-23T12:00:00Z');
    const node = (o: typeof stored) => transitsAt(moment, o.chart, o.options).bodies.find((b) => b.key === 'north_node')!.longitude;
    expect(node(stored)).toBe(node(fromBirth));
    expect(node(stored)).not.toBe(transitsAt(moment, stored.chart).bodies.find((b) => b.key === 'north_node')!.longitude);
  });
});

describe('a saved blueprint draws as the calculator (issue 33)', () => {
  const wheelOf = (c: { bodies: { key: string; longitude: number; retrograde?: boolean }[] }) =>
    // the blueprint stores longitudes to 4 decimals: compared to the hundredth of a degree
    c.bodies.map((b) => ({ key: b.key, lon: b.longitude.toFixed(2), retrograde: b.retrograde === true }));

  it('its stored chart gives the natal wheel route\'s bodies, retrograde marks and aspects', async () => {
    const store = await storeOf();
    const stored = await natalWheel({ blueprintId: 'bp_1' }, store, 'acc_1');
    const fromBirth = await natalWheel({ birth: { input, name: 'London', when: '' }, options: made }, store, 'acc_1');
    expect(wheelOf(stored.chart)).toEqual(wheelOf(fromBirth.chart));
    // LONDON_1990 has retrograde bodies: they are drawn from the blueprint too
    expect(stored.chart.bodies.filter((b) => b.retrograde).length).toBeGreaterThan(0);
    expect(stored.chart.aspects).toEqual(fromBirth.chart.aspects);
  });

  it('a blueprint saved before retrograde was kept is read as before (sign, longitude, house: no retrograde mark)', async () => {
    const store = await storeOf();
    const record = (await store.get('acc_1', 'bp_1'))!;
    const astro = record.content!.astrology!;
    const old = Object.fromEntries(
      Object.entries(astro.celestialBodies).map(([k, b]) => [k, { sign: b.sign, longitude: b.longitude, house: b.house }]),
    );
    const oldStore = {
      get: async () => ({ ...record, content: { ...record.content, astrology: { ...astro, celestialBodies: old } } }),
    } as unknown as BlueprintStore;
    const drawn = await natalWheel({ blueprintId: 'bp_1' }, oldStore, 'acc_1');
    const now = await natalWheel({ blueprintId: 'bp_1' }, store, 'acc_1');
    expect(drawn.chart.bodies.map((b) => [b.key, b.longitude])).toEqual(now.chart.bodies.map((b) => [b.key, b.longitude]));
    expect(drawn.chart.bodies.some((b) => b.retrograde)).toBe(false);
    expect(drawn.chart.cusps).toEqual(now.chart.cusps);
  });
});
