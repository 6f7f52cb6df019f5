/**
 * Birth-time sensitivity end to end: 2 credits, the answer checked against the API description
 * (call() does it), and its moments checked through the other routes: one second before and after a
 * reported change, the natal chart route (for the Ascendant) and a Human Design blueprint (for the
 * type) give the values on either side. The birth time is moved by seconds with utcOffset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;

beforeAll(async () => {
  stack = await startTestStack();
  acct = await newAccount(stack, 1_000);
});
afterAll(async () => {
  await stack?.close();
});

type Json = Record<string, unknown>;
const post = (path: string, body: unknown) => call(stack, 'POST', path, { key: acct.apiKey, body });
const NEW_YORK = { city: 'New York', country: 'US', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };

/** Birth fields that put the birth at a UT instant: the next whole minute in UTC, less the seconds as a UTC offset. */
function birthAt(ms: number): Json {
  const minute = Math.ceil(ms / 60_000) * 60_000;
  const seconds = Math.round((minute - ms) / 1000);
  const d = new Date(minute).toISOString();
  return { ...NEW_YORK, birthDate: d.slice(0, 10), birthTime: d.slice(11, 16), utcOffset: `+00:00:${String(seconds).padStart(2, '0')}` };
}

describe('POST /birth-time/sensitivity', () => {
  it('reports the changes of a window, each checked one second either side through the chart and bodygraph routes; 2 credits', { timeout: 90_000 }, async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    const r = await post('/birth-time/sensitivity', { ...NEW_YORK, birthDate: '2000-01-05', birthTime: '00:10', plusMinusMinutes: 240 });
    expect(r.status).toBe(200);
    expect(r.body.meta).toMatchObject({ creditsUsed: 2, creditsRemaining: before - 2 });
    const d = r.body.data as Json;
    expect(d.window).toMatchObject({ from: '2000-01-05T01:10:00.000Z', to: '2000-01-05T09:10:00.000Z', plusMinusMinutes: 240 });
    const changes = d.changes as { feature: string; from: string; to: string; at: string }[];
    const times = changes.map((c) => Date.parse(c.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const asc = changes.find((c) => c.feature === 'ascendant.sign')!;
    // the first cusp of the Placidus houses is the Ascendant
    const ascAt = async (ms: number) => ((((await post('/calculators/natal-chart', birthAt(ms))).body.data as Json).chart as Json).houses as Record<string, Json>)['1']!.sign;
    expect(await ascAt(Date.parse(asc.at) - 1000)).toBe(asc.from);
    expect(await ascAt(Date.parse(asc.at) + 1000)).toBe(asc.to);

    const type = changes.find((c) => c.feature === 'humanDesign.type')!;
    const typeAt = async (ms: number) =>
      (((await post('/generate-blueprint', { fullName: 'Test Person', ...birthAt(ms), modules: { astrology: false, humanDesign: true, numerology: false }, saveToAccount: false })).body.data as Json).humanDesign as Json).type;
    expect(await typeAt(Date.parse(type.at) - 1000)).toBe(type.from);
    expect(await typeAt(Date.parse(type.at) + 1000)).toBe(type.to);

    // the window crosses local midnight: the life path changes at 00:00 New York time
    expect(changes.find((c) => c.feature === 'numerology.lifePath')?.at).toMatch(/^2000-01-05T0(4:59:59\.9|5:00:00\.0)/);
  });

  it('a narrow window: the features that hold are listed with their values', async () => {
    const r = await post('/birth-time/sensitivity', { ...NEW_YORK, birthDate: '1990-07-15', birthTime: '14:30', plusMinusMinutes: 2 });
    expect(r.status).toBe(200);
    const stable = (r.body.data as Json).stable as { feature: string; value: string }[];
    expect(stable.find((s) => s.feature === 'sun.house')).toBeDefined();
    expect(stable.find((s) => s.feature === 'humanDesign.type')?.value).toMatch(/Generator|Projector|Manifestor|Reflector/);
  });

  it('a saved blueprint gives the same answer as its birth data; another account cannot use it', async () => {
    const body = { ...NEW_YORK, birthDate: '1990-07-15', birthTime: '14:30' };
    const gen = await post('/generate-blueprint', { ...body, fullName: 'Test Person', modules: { astrology: true, humanDesign: false, numerology: false } });
    const blueprintId = (gen.body.data as Json).blueprintId as string;
    const a = await post('/birth-time/sensitivity', { ...body, plusMinusMinutes: 20 });
    const b = await post('/birth-time/sensitivity', { blueprintId, plusMinusMinutes: 20 });
    expect(b.status).toBe(200);
    expect((b.body.data as Json).changes).toEqual((a.body.data as Json).changes);
    expect((b.body.data as Json).stable).toEqual((a.body.data as Json).stable);
    const stranger = await newAccount(stack, 10);
    const foreign = await call(stack, 'POST', '/birth-time/sensitivity', { key: stranger.apiKey, body: { blueprintId, plusMinusMinutes: 20 } });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'Blueprint not found']);
    expect(await balanceOf(stack, stranger.accountId)).toBe(10);
  });

  it('refuses a bad window or birth data with a 400 and charges nothing', async () => {
    const before = await balanceOf(stack, acct.accountId);
    for (const [body, error] of [
      [{ ...NEW_YORK, birthDate: '2000-01-05', birthTime: '00:10', plusMinusMinutes: 241 }, 'Invalid request'],
      [{ ...NEW_YORK, birthDate: '2000-01-05', birthTime: '00:10', plusMinusMinutes: 0 }, 'Invalid request'],
      [{ ...NEW_YORK, birthDate: '2000-01-05', birthTime: '00:10', plusMinusMinutes: 1.5 }, 'Invalid request'],
      [{ ...NEW_YORK, birthDate: '2000-02-30', birthTime: '00:10' }, 'Invalid birth date'],
    ] as const) {
      const r = await post('/birth-time/sensitivity', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toBe(error);
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});
