/**
 * An unknown birth time (timeUnknown: true, no birthTime) over the local stack: the noon chart
 * without houses, the Moon's range over the day, the price unchanged; bad input and routes that
 * need the time answer 400 and charge nothing (docs/astrology.md "Unknown birth time").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, LONDON_1990, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;

beforeAll(async () => {
  stack = await startTestStack();
  acct = await newAccount(stack, 1_000);
});
afterAll(async () => {
  await stack?.close();
});

const post = (path: string, body: unknown) => call(stack, 'POST', path, { key: acct.apiKey, body });
const { birthTime: _t, ...DAY } = LONDON_1990;
const UNKNOWN = { ...DAY, timeUnknown: true };
type Rec = Record<string, unknown>;

describe('natal chart and big three of an unknown birth time', () => {
  it('natal chart: the chart of 12:00 without houses, each body without a house, the Moon over the day, 1 credit', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/calculators/natal-chart', UNKNOWN);
    expect(r.status).toBe(200);
    expect(r.body.meta).toEqual({ creditsUsed: 1, creditsRemaining: before! - 1 });
    const d = r.body.data as { chart: Rec; birthInfo: Rec; warnings: Rec[] };
    const noon = (await post('/calculators/natal-chart', { ...DAY, birthTime: '12:00' })).body.data as { chart: { celestialBodies: Record<string, Rec>; aspects: unknown[] } };
    expect(d.chart.houses).toBeNull();
    expect(d.chart.houseSystem).toBeNull();
    const bodies = d.chart.celestialBodies as Record<string, Rec>;
    expect(Object.keys(bodies)).toEqual(Object.keys(noon.chart.celestialBodies));
    for (const [k, b] of Object.entries(bodies)) {
      expect(b.house).toBeNull();
      expect({ ...b, house: 0 }).toEqual({ ...noon.chart.celestialBodies[k], house: 0 });
    }
    expect(d.chart.aspects).toEqual(noon.chart.aspects);
    expect(d.birthInfo).toMatchObject({ date: '1990-07-15', time: null, timeUnknown: true, utc: '1990-07-15T11:00:00.000Z' });
    expect(d.warnings).toEqual([expect.objectContaining({ code: 'birth_time_unknown', absent: ['chart.houses', 'chart.houseSystem', 'chart.celestialBodies.*.house'] })]);
    // the Moon at 00:00 and 23:59 local (BST) against the calculator at those times
    const at = async (birthTime: string) => ((await post('/calculators/natal-chart', { ...DAY, birthTime })).body.data as { chart: { celestialBodies: { moon: Rec } } }).chart.celestialBodies.moon;
    const range = d.chart.moonRange as { from: Rec; to: Rec; signChanges: boolean };
    const first = await at('00:00');
    const last = await at('23:59');
    expect(range.from.longitude).toBeCloseTo(first.longitude as number, 4);
    // 59 seconds after 23:59: the Moon moves about 0.009 degree
    expect(range.to.longitude as number).toBeGreaterThan(last.longitude as number);
    expect((range.to.longitude as number) - (last.longitude as number)).toBeLessThan(0.02);
    expect(range.from.sign).toBe(first.sign);
    expect(range.signChanges).toBe(range.from.sign !== range.to.sign);
  });

  it('big three: Sun and Moon of 12:00, no rising sign, no houses', async () => {
    const r = await post('/calculators/big-3', UNKNOWN);
    expect(r.status).toBe(200);
    const d = r.body.data as Record<string, Rec | null>;
    const noon = (await post('/calculators/big-3', { ...DAY, birthTime: '12:00' })).body.data as Record<string, Rec>;
    expect(d.rising).toBeNull();
    expect(d.sun).toEqual({ ...noon.sun, house: null });
    expect(d.moon).toEqual({ ...noon.moon, house: null });
    expect(d.moonRange).toMatchObject({ from: { sign: expect.any(String) }, to: { sign: expect.any(String) } });
    expect((d.warnings as unknown as Rec[])[0]).toMatchObject({ code: 'birth_time_unknown', absent: ['rising', 'sun.house', 'moon.house'] });
  });

  it('known times keep their answer: timeUnknown false is the same as leaving it out', async () => {
    const plain = await post('/calculators/natal-chart', LONDON_1990);
    const withFalse = await post('/calculators/natal-chart', { ...LONDON_1990, timeUnknown: false });
    expect(withFalse.body.data).toEqual(plain.body.data);
    expect(Object.keys(plain.body.data as Rec)).toEqual(['chart', 'birthInfo']);
  });
});

describe('bad input: 400, nothing charged', () => {
  const refused = async (path: string, body: unknown, error: string, message: RegExp) => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post(path, body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, error, code: expect.any(String) });
    expect(r.body.message).toMatch(message);
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
    return r;
  };

  it('birthTime left out without timeUnknown stays the 400 it was', async () => {
    await refused('/calculators/natal-chart', DAY, 'Invalid birth time', /birthTime is required/);
    await refused('/calculators/natal-chart', { ...DAY, timeUnknown: false }, 'Invalid birth time', /birthTime is required/);
  });

  it('timeUnknown: true with a birthTime is a 400', async () => {
    const r = await refused('/calculators/big-3', { ...LONDON_1990, timeUnknown: true }, 'Invalid birth time', /not both/);
    expect(r.body.code).toBe('invalid_birth_time');
  });

  it('timeUnknown that is not a boolean is a 400', async () => {
    const r = await refused('/calculators/natal-chart', { ...LONDON_1990, timeUnknown: 'yes' }, 'Invalid request', /timeUnknown must be true or false/);
    expect(r.body.issues).toEqual([{ path: 'timeUnknown', error: 'Invalid request', message: 'timeUnknown must be true or false' }]);
  });

  it('a route that needs the time says so and names the routes that accept it', async () => {
    const r = await refused('/predictive/solar-return', { ...UNKNOWN, year: 2026 }, 'Birth time required', /natal-chart/);
    expect(r.body.code).toBe('birth_time_required');
    await refused('/transits', { ...UNKNOWN, period: 'week' }, 'Birth time required', /timeUnknown: true is accepted by/);
    await refused('/relationships', { people: [{ ...UNKNOWN, fullName: 'A' }, { ...LONDON_1990, fullName: 'B' }], modules: { synastry: true } }, 'Birth time required', /needs the birth time/);
  });
});
