/**
 * Astrocartography end to end: the lines (2 credits) and the map (1 credit), answers checked
 * against the API description (call() does it), the same lines from a saved blueprint, another
 * account's blueprint unknown, bad input refused with its error string and nothing charged.
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

describe('astrocartography', () => {
  it('answers the 40 lines of the ten planets as GeoJSON, parans and the lines near places; 2 credits', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    // Lisbon lies under nothing in particular; the second place is put on the Sun's MC line
    const first = await post('/astrocartography', LENNON);
    const sunMc = ((first.body.data as Json).bodies as Json[])[0]!.mcLongitude as number;
    const r = await post('/astrocartography', { ...LENNON, parans: true, places: [{ name: 'Lisbon', latitude: 38.7223, longitude: -9.1393 }, { name: 'On the Sun MC', latitude: 0, longitude: sunMc }], withinKm: 300 });
    expect(r.status, r.text).toBe(200);
    const d = r.body.data as Json;
    const features = (d.lines as { features: { properties: { body: string; angle: string } }[] }).features;
    expect(features).toHaveLength(40);
    expect(new Set(features.map((f) => f.properties.body)).size).toBe(10);
    expect((d.parans as unknown[]).length).toBeGreaterThan(20);
    const places = d.places as { name: string; lines: { body: string; angle: string; distanceKm: number }[] }[];
    expect(places[1]!.lines[0]).toEqual({ body: 'sun', angle: 'MC', distanceKm: 0 });
    for (const p of places) for (const l of p.lines) expect(l.distanceKm).toBeLessThanOrEqual(300);
    expect(r.body.meta).toMatchObject({ creditsUsed: 2 });
    expect(await balanceOf(stack, acct.accountId)).toBe(before - 4);
  });

  it('draws the map as SVG and PNG for 1 credit, labelled line by line', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    const svg = await post('/images/astrocartography', { ...LENNON, bodies: ['sun', 'moon', 'venus'], theme: 'dark' });
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((svg.text.match(/class="acg-line"/g) ?? []).length).toBeGreaterThanOrEqual(12);
    expect((svg.text.match(/class="label"/g) ?? []).length).toBe(12);
    const png = await post('/images/astrocartography', { ...LENNON, format: 'png', size: 1200 });
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(await balanceOf(stack, acct.accountId)).toBe(before - 2);
  });

  it('a saved blueprint gives the same lines; another account cannot use it', async () => {
    const gen = await post('/generate-blueprint', { ...LENNON, fullName: 'John Winston Lennon', modules: { astrology: true, humanDesign: false, numerology: false } });
    const id = (gen.body.data as Json).blueprintId as string;
    const a = await post('/astrocartography', LENNON);
    const b = await post('/astrocartography', { blueprintId: id });
    expect(b.status, b.text).toBe(200);
    expect(b.body.data).toEqual(a.body.data);
    const map = await post('/images/astrocartography', { blueprintId: id });
    expect(map.status).toBe(200);
    expect(map.text).toContain('Astrocartography of John Winston Lennon');
    for (const path of ['/astrocartography', '/images/astrocartography']) {
      const before = await balanceOf(stack, other.accountId);
      const foreign = await post(path, { blueprintId: id }, other.apiKey);
      expect(foreign.status).toBe(404);
      expect(await balanceOf(stack, other.accountId)).toBe(before);
    }
  });

  it('refuses bad input with its error string and charges nothing', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const cases: [string, Json, string][] = [
      ['/astrocartography', { ...LENNON, bodies: ['sun', 'vulcan'] }, 'Invalid request body'],
      ['/astrocartography', { ...LENNON, bodies: [] }, 'Invalid request body'],
      ['/astrocartography', { ...LENNON, places: [{ name: 'Nowhere', latitude: 91, longitude: 0 }] }, 'Invalid coordinates'],
      ['/astrocartography', { ...LENNON, places: [{ name: 'X', latitude: 1, longitude: 2, extra: 1 }] }, 'Invalid request body'],
      ['/astrocartography', { ...LENNON, withinKm: 5000 }, 'Invalid request body'],
      ['/astrocartography', { ...LENNON, birthTime: '25:00' }, 'Invalid birth time'],
      ['/images/astrocartography', { ...LENNON, size: 100 }, 'Invalid image size'],
      ['/images/astrocartography', { ...LENNON, aspects: 'all' }, 'Unknown field'],
    ];
    for (const [path, body, error] of cases) {
      const r = await post(path, body);
      expect(r.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(r.body.error, `${path} ${JSON.stringify(body)}`).toBe(error);
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});
