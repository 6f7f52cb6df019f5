/**
 * Place search end to end: free and rate limited, answers checked against the API description
 * (call() does it); the cities the issue names found with the right zones, accents and letter case
 * optional; the time zone of a point; bad queries refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;

beforeAll(async () => {
  stack = await startTestStack();
  acct = await newAccount(stack, 10);
});
afterAll(async () => {
  await stack?.close();
});

type Json = Record<string, unknown>;
const get = (path: string) => call(stack, 'GET', path, { key: acct.apiKey });
const first = async (q: string, extra = ''): Promise<Json> => {
  const r = await get(`/places?q=${encodeURIComponent(q)}${extra}`);
  expect(r.status, q).toBe(200);
  return ((r.body.data as Json).places as Json[])[0]!;
};

describe('GET /places', () => {
  it('finds Liverpool, São Paulo (also as "sao paulo"), Zürich and Kraków with their zones, free', { timeout: 60_000 }, async () => {
    const before = await balanceOf(stack, acct.accountId);
    expect(await first('Liverpool')).toMatchObject({ name: 'Liverpool', country: 'GB', countryName: 'United Kingdom', timezone: 'Europe/London', region: 'ENG' });
    const sp = await first('São Paulo');
    expect(sp).toMatchObject({ name: 'São Paulo', country: 'BR', timezone: 'America/Sao_Paulo' });
    expect(await first('sao paulo')).toEqual(sp);
    expect(await first('SAO PAU')).toEqual(sp);
    expect(await first('Zürich')).toMatchObject({ name: 'Zürich', country: 'CH', timezone: 'Europe/Zurich' });
    expect(await first('zurich')).toMatchObject({ name: 'Zürich' });
    expect(await first('Kraków')).toMatchObject({ name: 'Kraków', country: 'PL', timezone: 'Europe/Warsaw' });
    expect(await first('krakow')).toMatchObject({ name: 'Kraków' });
    const ny = await first('New York');
    expect(ny).toMatchObject({ country: 'US', timezone: 'America/New_York' });
    expect(Math.abs((ny.latitude as number) - 40.71)).toBeLessThan(0.05);
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });

  it('finds the names people type: former names, exonyms, native scripts, ø typed as oe (issue 44)', { timeout: 60_000 }, async () => {
    const cases: [string, string, string][] = [
      ['Bombay', 'Mumbai', 'IN'],
      ['Kiev', 'Kyiv', 'UA'],
      ['Київ', 'Kyiv', 'UA'],
      ['Saigon', 'Ho Chi Minh City', 'VN'],
      ['Tromsoe', 'Tromsø', 'NO'],
      ['Cracow', 'Kraków', 'PL'],
      ['拉萨', 'Lhasa', 'CN'],
      ['Madras', 'Chennai', 'IN'],
      ['Peking', 'Beijing', 'CN'],
    ];
    for (const [q, name, country] of cases) expect(await first(q), q).toMatchObject({ name, country });
  });

  it('ranks by population, filters by country and honours limit', async () => {
    const r = await get('/places?q=paris&limit=3');
    const places = (r.body.data as Json).places as Json[];
    expect(places).toHaveLength(3);
    expect(places[0]).toMatchObject({ name: 'Paris', country: 'FR', timezone: 'Europe/Paris' });
    const pops = places.map((p) => p.population as number);
    expect([...pops].sort((a, b) => b - a)).toEqual(pops);
    const us = await first('paris', '&country=us');
    expect(us).toMatchObject({ country: 'US' });
    expect(String(us.placeId)).toMatch(/^geonames:\d+$/);
    expect((r.body.data as Json).attribution).toMatch(/GeoNames/);
  });

  it('refuses a missing query, a bad country and a bad limit with 400 and counts the request', async () => {
    for (const [path, error] of [
      ['/places', 'Invalid request'],
      ['/places?q=', 'Invalid request'],
      ['/places?q=lon&country=GBR', 'Invalid request'],
      ['/places?q=lon&limit=0', 'Invalid pagination'],
      ['/places?q=lon&limit=51', 'Invalid pagination'],
    ] as const) {
      const r = await get(path);
      expect(r.status, path).toBe(400);
      expect(r.body.error, path).toBe(error);
    }
  });
});

describe('GET /places/timezone', () => {
  it('gives the zone of a point, the nautical zone at sea, and refuses bad coordinates', async () => {
    const r = await get('/places/timezone?latitude=53.4084&longitude=-2.9916');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ timezone: 'Europe/London' });
    const kolkata = await get('/places/timezone?latitude=22.57&longitude=88.36');
    expect((kolkata.body.data as Json).timezone).toBe('Asia/Kolkata');
    expect((kolkata.body.data as Json).utcOffsetSecondsNow).toBe(19_800);
    const sea = await get('/places/timezone?latitude=0&longitude=-30');
    expect(String((sea.body.data as Json).timezone)).toMatch(/^Etc\/GMT/);
    const bad = await get('/places/timezone?latitude=91&longitude=0');
    expect([bad.status, bad.body.error]).toEqual([400, 'Invalid coordinates']);
  });
});
