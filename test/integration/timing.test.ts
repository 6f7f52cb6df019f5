/**
 * Profections and firdaria end to end: 1 credit each, answers checked against the API description
 * (call() does it), the same answer from a saved blueprint, another account's blueprint unknown,
 * bad input refused with its error string and nothing charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;
let other: TestAccount;

const LENNON = { birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };

beforeAll(async () => {
  stack = await startTestStack();
  acct = await newAccount(stack, 100);
  other = await newAccount(stack, 100);
});
afterAll(async () => {
  await stack?.close();
});

type Json = Record<string, unknown>;
const post = (path: string, body: unknown, key = acct.apiKey) => call(stack, 'POST', path, { key, body });

describe('timing routes', () => {
  it('profections of an Aries rising at 86: the 3rd house, Gemini, Mercury; 1 credit', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    const r = await post('/predictive/profections', { ...LENNON, date: '2026-11-23' });
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    expect(d.ascendant).toMatchObject({ sign: 'aries' });
    expect(d.age).toBe(86);
    expect(d.annual).toMatchObject({ house: 3, sign: 'gemini', lord: 'mercury', start: '2026-10-09', end: '2027-10-09' });
    expect(d.monthly).toMatchObject({ month: 2, house: 4, sign: 'cancer', lord: 'moon' });
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before - 1 });
  });

  it('firdaria of a night birth: Moon first; at 86 Saturn with Jupiter; 1 credit', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    const r = await post('/predictive/firdaria', { ...LENNON, date: '2026-11-23' });
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    expect(d.sect).toBe('night');
    const periods = d.periods as Json[];
    expect(periods.slice(0, 9).map((p) => p.lord)).toEqual(['moon', 'saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'north_node', 'south_node']);
    expect(d.current).toMatchObject({ period: 'saturn', subPeriod: 'jupiter' });
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before - 1 });
  });

  it('a saved blueprint gives the same answers; another account cannot use it', async () => {
    const gen = await post('/generate-blueprint', { ...LENNON, fullName: 'John Winston Lennon', modules: { astrology: true, humanDesign: false, numerology: false } });
    const id = (gen.body.data as Json).blueprintId as string;
    for (const path of ['/predictive/profections', '/predictive/firdaria']) {
      const a = await post(path, { ...LENNON, date: '2026-11-23' });
      const b = await post(path, { blueprintId: id, date: '2026-11-23' });
      expect(b.status).toBe(200);
      expect(b.body.data).toEqual(a.body.data);
      const before = await balanceOf(stack, other.accountId);
      const foreign = await post(path, { blueprintId: id, date: '2026-11-23' }, other.apiKey);
      expect(foreign.status).toBe(404);
      expect(await balanceOf(stack, other.accountId)).toBe(before);
    }
  });

  it('refuses bad dates with the error string and charges nothing', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const cases: [string, Json, string][] = [
      ['/predictive/profections', { ...LENNON, date: '1930-01-01' }, 'Invalid date'],
      ['/predictive/profections', { ...LENNON, date: '2026-02-30' }, 'Invalid date'],
      ['/predictive/firdaria', { ...LENNON, date: '2400-01-01' }, 'Date out of range'],
      ['/predictive/firdaria', { ...LENNON, birthTime: '25:00' }, 'Invalid birth time'],
    ];
    for (const [path, body, error] of cases) {
      const r = await post(path, body);
      expect(r.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(r.body.error).toBe(error);
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});
