/**
 * Birth times over HTTP (issue 15): the UT used, the offset and its rule in birthInfo of the
 * calculators and blueprints, the optional utcOffset field, and its validation (400, nothing charged).
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
const BUFFALO_1880 = { ...LONDON_1990, birthDate: '1880-01-01', birthTime: '12:00', city: 'Buffalo', country: 'USA', latitude: 42.8864, longitude: -78.8784, timezone: 'America/New_York' };

describe('birthInfo time fields', () => {
  it("natal chart: Buffalo 1880 is read in Buffalo's local mean time", async () => {
    const r = await post('/calculators/natal-chart', BUFFALO_1880);
    expect(r.status).toBe(200);
    const d = r.body.data as { chart: unknown; birthInfo: Record<string, string> };
    expect(d.chart).toHaveProperty('celestialBodies');
    expect(d.birthInfo).toEqual({
      date: '1880-01-01',
      time: '12:00',
      location: 'Buffalo, USA',
      utc: '1880-01-01T17:15:31.000Z',
      utcOffset: '-05:15:31',
      offsetRule: 'local mean time',
    });
  });

  it('big three: Amsterdam 1930 summer time from the backzone history; utcOffset overrides the zone', async () => {
    const ams = { ...LONDON_1990, birthDate: '1930-06-01', birthTime: '12:00', city: 'Amsterdam', country: 'NL', latitude: 52.37, longitude: 4.9, timezone: 'Europe/Amsterdam' };
    const r = await post('/calculators/big-3', ams);
    expect(r.status).toBe(200);
    expect((r.body.data as { birthInfo: unknown }).birthInfo).toMatchObject({ utc: '1930-06-01T10:40:28.000Z', utcOffset: '+01:19:32', offsetRule: 'daylight saving' });
    const o = await post('/calculators/big-3', { ...ams, utcOffset: '+02:00' });
    expect(o.status).toBe(200);
    expect((o.body.data as { birthInfo: unknown }).birthInfo).toMatchObject({ utc: '1930-06-01T10:00:00.000Z', utcOffset: '+02:00', offsetRule: 'utc offset' });
  });

  it('blueprint: birthInfo carries the same fields and the charts use the override', async () => {
    const r = await post('/generate-blueprint', {
      fullName: 'Ada Test',
      ...LONDON_1990,
      utcOffset: '+00:00',
      modules: { astrology: true, humanDesign: false, numerology: false },
      saveToAccount: false,
    });
    expect(r.status).toBe(200);
    expect((r.body.data as { birthInfo: unknown }).birthInfo).toMatchObject({ utc: '1990-07-15T14:30:00.000Z', utcOffset: '+00:00', offsetRule: 'utc offset' });
  });
});

describe('utcOffset validation', () => {
  it.each(['+1:00', '+15:00', '-14:01', '+01:60', '0100', 'Z', 42])('refuses %s with 400 "Invalid UTC offset", nothing charged', async (bad) => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/calculators/natal-chart', { ...LONDON_1990, utcOffset: bad });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Invalid UTC offset');
    expect(typeof r.body.message).toBe('string');
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });

  it('still requires a valid zone with an offset', async () => {
    const r = await post('/calculators/big-3', { ...LONDON_1990, timezone: 'Mars/Olympus', utcOffset: '+01:00' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Invalid timezone');
  });
});
