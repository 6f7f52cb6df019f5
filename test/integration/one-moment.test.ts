/**
 * One birth, one moment (issue 44): the same births sent to every route that casts a chart give the
 * same moment in UT (within 1 s), and `meta.calculation` (the `X-Birth-Moment` header of an image)
 * says how it was found. The births: two local-mean-time eras (Buffalo 1880, Gandhi 1869 in
 * Porbandar), a DST fold and a gap (New York 2023), a caller's `utcOffset`, a `placeId`, and a saved
 * blueprint used by id. Before the one path (shared/astro/moment.ts), the Vedic, predictive and
 * transit routes read a local-mean-time era at the zone's reference city: Buffalo's lagna was
 * 138.948° against the natal chart's 142.725°, Gandhi's lagna Virgo instead of Libra.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { call, newAccount, startTestStack, type Reply, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;

beforeAll(async () => {
  stack = await startTestStack();
  acct = await newAccount(stack, 100_000);
});
afterAll(async () => {
  await stack?.close();
});

type Rec = Record<string, unknown>;
const post = (path: string, body: unknown): Promise<Reply> => call(stack, 'POST', path, { key: acct.apiKey, body });

const BUFFALO = { birthDate: '1880-06-01', birthTime: '12:00', city: 'Buffalo', country: 'United States', latitude: 42.8864, longitude: -78.8784, timezone: 'America/New_York' };
const GANDHI = { birthDate: '1869-10-02', birthTime: '07:12', city: 'Porbandar', country: 'India', latitude: 21.6417, longitude: 69.6293, timezone: 'Asia/Kolkata' };
const FOLD = { birthDate: '2023-11-05', birthTime: '01:30', city: 'New York', country: 'United States', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const GAP = { ...FOLD, birthDate: '2023-03-12', birthTime: '02:15' };
const OFFSET = { birthDate: '1990-07-15', birthTime: '14:30', city: 'London', country: 'United Kingdom', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', utcOffset: '+02:00' };

interface Moment {
  utc: string;
  rule: string;
  offsetRule: string;
  utcOffset: string;
}

const momentOf = (r: Reply, where: string): Moment => {
  expect(r.status, `${where}: ${r.text.slice(0, 300)}`).toBe(200);
  const m = ((r.body.meta as Rec).calculation as Rec | undefined)?.moment as Moment | undefined;
  expect(m, `${where}: meta.calculation.moment`).toBeDefined();
  return m!;
};

const headerMoment = (r: Reply, where: string): Moment => {
  expect(r.status, `${where}: ${r.text.slice(0, 300)}`).toBe(200);
  const h = r.headers.get('x-birth-moment');
  expect(h, `${where}: X-Birth-Moment`).toBeTruthy();
  const [utc, ...rest] = h!.split('; ');
  const kv = Object.fromEntries(rest.map((p) => p.split('=') as [string, string]));
  return { utc: utc!, rule: kv.rule!, offsetRule: '', utcOffset: kv.offset! };
};

/** Every route that casts a chart of one birth given by its fields, and the moment it used. */
async function momentsOf(birth: Rec): Promise<[string, Moment][]> {
  const out: [string, Moment][] = [];
  const add = async (name: string, r: Promise<Reply>, header = false) => {
    const reply = await r;
    out.push([name, header ? headerMoment(reply, name) : momentOf(reply, name)]);
  };
  await add('natal-chart', post('/calculators/natal-chart', { ...birth, zodiac: 'sidereal', ayanamsha: 'lahiri' }));
  await add('big-3', post('/calculators/big-3', birth));
  await add('blueprint (astrology, Human Design)', post('/generate-blueprint', { fullName: 'Test Person', ...birth, modules: { astrology: true, humanDesign: true, numerology: false }, saveToAccount: false }));
  await add('vedic chart', post('/vedic/chart', birth));
  await add('vedic dasha', post('/vedic/dasha', birth));
  await add('vedic kp', post('/vedic/kp', birth));
  await add('solar return', post('/predictive/solar-return', { ...birth, year: Number(String(birth.birthDate).slice(0, 4)) + 1 }));
  await add('progressions', post('/predictive/progressions', { ...birth, date: '2026-01-01' }));
  await add('transits', post('/transits', { ...birth, date: '2026-11-23', period: 'day' }));
  await add('sensitivity', post('/birth-time/sensitivity', { ...birth, plusMinusMinutes: 10 }));
  await add('astrocartography', post('/astrocartography', birth));
  await add('relationships', post('/relationships', { people: [{ fullName: 'A', ...birth }, { fullName: 'B', ...birth }], modules: { synastry: true }, saveToAccount: false }));
  await add('natal wheel image', post('/images/natal-wheel', birth), true);
  await add('bodygraph image', post('/images/bodygraph', birth), true);
  await add('vedic chart image', post('/images/vedic-chart', birth), true);
  return out;
}

const sameMoment = (moments: [string, Moment][], expected: { utc: string; rule: string }) => {
  for (const [name, m] of moments) {
    expect(Math.abs(Date.parse(m.utc) - Date.parse(expected.utc)), `${name}: ${m.utc} against ${expected.utc}`).toBeLessThanOrEqual(1000);
    expect(m.rule, name).toBe(expected.rule);
  }
};

describe('one birth, one moment on every route that casts a chart', () => {
  it('Buffalo 1880 (local mean time of the birthplace, -5:15:31): one moment everywhere, the rule named', async () => {
    const moments = await momentsOf(BUFFALO);
    sameMoment(moments, { utc: '1880-06-01T17:15:31Z', rule: 'local mean time' });
    expect(moments.find(([n]) => n === 'natal-chart')![1]).toMatchObject({ utcOffset: '-05:15:31', offsetRule: 'local mean time' });
  }, 120_000);

  it('Gandhi 1869 in Porbandar: one moment, and the Vedic lagna is Libra (Virgo with the zone’s reference city)', async () => {
    const moments = await momentsOf(GANDHI);
    // 69.6293° east: +4:38:31; 07:12 local is 02:33:29 UT
    sameMoment(moments, { utc: '1869-10-02T02:33:29Z', rule: 'local mean time' });
    const vedic = (await post('/vedic/chart', GANDHI)).body.data as { lagna: { sign: string } };
    expect(vedic.lagna.sign).toBe('libra');
  }, 120_000);

  it('a DST fold, a gap and a caller’s utcOffset: one moment everywhere', async () => {
    sameMoment(await momentsOf(FOLD), { utc: '2023-11-05T05:30:00Z', rule: 'zone rule' });
    sameMoment(await momentsOf(GAP), { utc: '2023-03-12T07:15:00Z', rule: 'zone rule' });
    sameMoment(await momentsOf(OFFSET), { utc: '1990-07-15T12:30:00Z', rule: 'utc offset' });
  }, 240_000);

  it('the Buffalo lagna of the Vedic chart is the sidereal natal Ascendant', async () => {
    const natal = (await post('/calculators/natal-chart', { ...BUFFALO, zodiac: 'sidereal', ayanamsha: 'lahiri' })).body.data as { chart: { houses: Record<string, { cusp: number }> } };
    const vedic = (await post('/vedic/chart', BUFFALO)).body.data as { lagna: { longitude: number } };
    expect(Math.abs(natal.chart.houses['1']!.cusp - vedic.lagna.longitude)).toBeLessThan(0.001);
  }, 60_000);

  it('meta.calculation says how: the moment and its rule, ΔT, the ephemeris and its files, the zodiac and ayanamsha, the houses and a polar fallback', async () => {
    const natal = await post('/calculators/natal-chart', { ...BUFFALO, zodiac: 'sidereal', ayanamsha: 'lahiri' });
    const c = (natal.body.meta as Rec).calculation as Rec;
    expect(c.moment).toMatchObject({ utc: '1880-06-01T17:15:31.000Z', rule: 'local mean time', offsetRule: 'local mean time', utcOffset: '-05:15:31', timezone: 'America/New_York', localTime: '1880-06-01 12:00', timeUnknown: false });
    // ΔT in 1880 was about -5 s (TT behind UT)
    const dt = (c.moment as { deltaTSeconds: number }).deltaTSeconds;
    expect(dt).toBeGreaterThan(-7);
    expect(dt).toBeLessThan(-3);
    expect(c.ephemeris).toMatchObject({ name: 'Swiss Ephemeris' });
    expect((c.ephemeris as { files: string[] }).files).toEqual(expect.arrayContaining(['sepl_18.se1', 'semo_18.se1']));
    expect(c.zodiac).toMatchObject({ type: 'sidereal', ayanamsha: { name: 'lahiri' } });
    expect(Math.abs((c.zodiac as { ayanamsha: { value: number } }).ayanamsha.value - 22.19)).toBeLessThan(0.05);
    expect(c.houses).toEqual({ requested: 'placidus', used: 'placidus', fallback: false });
    // Tromsø in December: Placidus has no cusps there, Porphyry is used and the record says so
    const polar = await post('/calculators/natal-chart', { birthDate: '1990-12-21', birthTime: '12:00', city: 'Tromsø', country: 'Norway', latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo' });
    const h = ((polar.body.meta as Rec).calculation as Rec).houses as Rec;
    expect(h).toMatchObject({ requested: 'placidus', fallback: true });
    expect(h.used).not.toBe('placidus');
    // the Vedic chart: sidereal whole-sign; an unknown time is named
    const vedic = (await post('/vedic/chart', BUFFALO)).body.meta as Rec;
    expect((vedic.calculation as Rec).houses).toEqual({ requested: 'whole-sign', used: 'whole-sign', fallback: false });
    const unknown = (await post('/calculators/natal-chart', { ...BUFFALO, birthTime: undefined, timeUnknown: true })).body.meta as Rec;
    expect((unknown.calculation as Rec).moment).toMatchObject({ localTime: '1880-06-01 12:00', timeUnknown: true, rule: 'local mean time' });
  }, 60_000);

  it('a placeId and a saved blueprint used by id give the moment of the same birth given by its fields', async () => {
    const found = await call(stack, 'GET', '/places?q=Buffalo&country=US&limit=1', { key: acct.apiKey });
    const place = (found.body.data as { places: { placeId: string; longitude: number; timezone: string }[] }).places[0]!;
    expect(place.timezone).toBe('America/New_York');
    const byId = momentOf(await post('/vedic/chart', { birthDate: BUFFALO.birthDate, birthTime: BUFFALO.birthTime, placeId: place.placeId }), 'vedic chart by placeId');
    const byFields = momentOf(await post('/vedic/chart', { ...BUFFALO, longitude: place.longitude }), 'vedic chart, the place’s fields');
    expect(byId).toEqual(byFields);
    expect(byId.rule).toBe('local mean time');

    const made = await post('/generate-blueprint', { fullName: 'Buffalo Person', ...BUFFALO, modules: { astrology: true, humanDesign: true, numerology: false }, saveToAccount: true });
    expect(made.status).toBe(200);
    const blueprintId = (made.body.data as { blueprintId: string }).blueprintId;
    expect((made.body.data as { birthInfo: { utc: string } }).birthInfo.utc).toBe('1880-06-01T17:15:31.000Z');
    const byBlueprint: [string, Moment][] = [];
    for (const [name, path, extra] of [
      ['vedic chart', '/vedic/chart', {}],
      ['vedic dasha', '/vedic/dasha', {}],
      ['solar return', '/predictive/solar-return', { year: 1881 }],
      ['transits', '/transits', { date: '2026-11-23', period: 'day' }],
      ['sensitivity', '/birth-time/sensitivity', { plusMinusMinutes: 10 }],
      ['astrocartography', '/astrocartography', {}],
    ] as const) {
      byBlueprint.push([`${name} (blueprint)`, momentOf(await post(path, { blueprintId, ...extra }), `${name} (blueprint)`)]);
    }
    byBlueprint.push(['natal wheel (blueprint)', headerMoment(await post('/images/natal-wheel', { blueprintId }), 'natal wheel (blueprint)')]);
    sameMoment(byBlueprint, { utc: '1880-06-01T17:15:31Z', rule: 'local mean time' });
  }, 180_000);
});
