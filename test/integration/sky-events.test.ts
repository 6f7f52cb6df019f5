/**
 * The sky calendar routes end to end over HTTP: 1 credit a call, answers checked against the API
 * description (call() does it), local times in the zone asked for, bad input refused with its error
 * string and nothing charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;

beforeAll(async () => {
  stack = await startTestStack();
  acct = await newAccount(stack, 100);
});
afterAll(async () => {
  await stack?.close();
});

type Json = Record<string, unknown>;
const get = (path: string) => call(stack, 'GET', path, { key: acct.apiKey });
const post = (path: string, body: unknown) => call(stack, 'POST', path, { key: acct.apiKey, body });

describe('GET /sky/events', () => {
  it('a year of eclipses for 1 credit, with local times in the zone asked for', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    const r = await get('/sky/events?from=2026-01-01&to=2026-12-31&types=eclipse&timezone=America/New_York');
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    const events = d.events as Json[];
    expect(events.map((e) => [String(e.at).slice(0, 10), e.kind, e.eclipseType])).toEqual([
      ['2026-02-17', 'solar', 'annular'],
      ['2026-03-03', 'lunar', 'total'],
      ['2026-08-12', 'solar', 'total'],
      ['2026-08-28', 'lunar', 'partial'],
    ]);
    // 2026-08-12 17:46 UT is 13:46 in New York (EDT, -04:00)
    expect(events[2]!.localAt).toMatch(/^2026-08-12T13:4\d:\d\d-04:00$/);
    // the window is the zone's days: 2026-01-01 00:00 EST is 05:00 UT
    expect((d.window as Json).start).toBe('2026-01-01T05:00:00.000Z');
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before - 1 });
  });

  it('defaults: 30 days from today, every kind, tropical; sidereal signs on request', async () => {
    const r = await get('/sky/events');
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    expect(d.types).toEqual(['eclipse', 'lunation', 'ingress', 'station', 'aspect', 'voidOfCourse']);
    const days = (Date.parse(`${String(d.to)}T00:00:00Z`) - Date.parse(`${String(d.from)}T00:00:00Z`)) / 86_400_000 + 1;
    expect(days).toBe(30);
    const kinds = new Set((d.events as Json[]).map((e) => e.type));
    for (const k of ['lunation', 'ingress', 'voidOfCourse']) expect(kinds.has(k)).toBe(true);
    const sid = await get('/sky/events?from=2026-04-01&to=2026-04-30&types=ingress&zodiac=sidereal&ayanamsha=lahiri');
    const sun = (sid.body.data as Json).events as Json[];
    expect(sun.find((e) => e.body === 'sun')).toMatchObject({ sign: 'aries', from: 'pisces' });
    expect(String(sun.find((e) => e.body === 'sun')!.at).slice(0, 10)).toBe('2026-04-14');
    expect((sid.body.data as Json).ayanamsha).toBe('lahiri');
  });

  it('refuses bad windows and kinds with a 400 and charges nothing', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const cases: [string, string][] = [
      ['/sky/events?from=2026-01-01&to=2027-01-02', 'Invalid date'],
      ['/sky/events?from=2026-02-01&to=2026-01-01', 'Invalid date'],
      ['/sky/events?from=2026-02-30', 'Invalid date'],
      ['/sky/events?from=2400-01-01', 'Date out of range'],
      ['/sky/events?from=1799-12-01&to=1799-12-31', 'Date out of range'],
      ['/sky/events?types=eclipse,comet', 'Invalid request'],
      ['/sky/events?types=', 'Invalid request'],
      ['/sky/events?timezone=Mars/Olympus', 'Invalid timezone'],
      ['/sky/events?zodiac=vedic', 'Invalid zodiac'],
    ];
    for (const [path, error] of cases) {
      const r = await get(path);
      expect(r.status, path).toBe(400);
      expect(r.body.error, path).toBe(error);
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});

describe('POST /sky/planetary-hours', () => {
  it('24 hours from sunrise, the weekday ruler first, local times with the offset, 1 credit', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    const r = await post('/sky/planetary-hours', { date: '2027-07-04', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', city: 'London' });
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    expect(d.weekday).toBe('sunday');
    expect(d.dayRuler).toBe('sun');
    const hours = d.hours as Json[];
    expect(hours).toHaveLength(24);
    expect(hours.slice(0, 8).map((h) => h.ruler)).toEqual(['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars', 'sun']);
    expect(hours[0]!.start).toBe(d.sunrise);
    expect(String(d.sunrise)).toMatch(/^2027-07-04T04:\d\d:\d\d\+01:00$/);
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before - 1 });
  });

  it('a polar night, bad coordinates or a missing zone are 400s and cost nothing', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const polar = await post('/sky/planetary-hours', { date: '2026-12-21', latitude: 78.22, longitude: 15.65, timezone: 'Arctic/Longyearbyen' });
    expect(polar.status).toBe(400);
    expect(polar.body.error).toBe('No sunrise');
    const bad = await post('/sky/planetary-hours', { date: '2026-12-21', latitude: 91, longitude: 15.65, timezone: 'Europe/Oslo' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid coordinates');
    const noZone = await post('/sky/planetary-hours', { date: '2026-12-21', latitude: 60, longitude: 10 });
    expect(noZone.status).toBe(400);
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});
