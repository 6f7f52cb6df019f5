/**
 * `placeId` (a place of GET /v1/places) instead of city, country, latitude, longitude and timezone
 * in birth data, over the local stack: the same chart as the explicit fields; an unknown id or both
 * at once is a 400, nothing charged (shared/http/birth-input.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { ROUTES } from '#shared/routes';
import { loadRequestSchemas } from '#shared/http/openapi';
import { unknownFields } from '#shared/http/unknown-fields';
import { balanceOf, call, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;
let london: { placeId: string; name: string; countryName: string; latitude: number; longitude: number; timezone: string };

beforeAll(async () => {
  stack = await startTestStack();
  acct = await newAccount(stack, 1_000);
  const found = await call(stack, 'GET', '/places?q=London&country=GB&limit=1', { key: acct.apiKey });
  london = (found.body.data as { places: (typeof london)[] }).places[0]!;
});
afterAll(async () => {
  await stack?.close();
});

const post = (path: string, body: unknown) => call(stack, 'POST', path, { key: acct.apiKey, body });
type Rec = Record<string, unknown>;

describe('placeId in birth data', () => {
  const explicit = () => ({ city: london.name, country: london.countryName, latitude: london.latitude, longitude: london.longitude, timezone: london.timezone });

  it('gives the chart of the explicit fields of that place, for the same price', async () => {
    expect(london).toMatchObject({ name: 'London', timezone: 'Europe/London' });
    const before = (await balanceOf(stack, acct.accountId))!;
    const byId = await post('/calculators/natal-chart', { birthDate: '1990-07-15', birthTime: '14:30', placeId: london.placeId });
    expect(byId.status).toBe(200);
    expect(byId.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before - 1 });
    const byFields = await post('/calculators/natal-chart', { birthDate: '1990-07-15', birthTime: '14:30', ...explicit() });
    expect(byId.body.data).toEqual(byFields.body.data);
    expect((byId.body.data as { birthInfo: Rec }).birthInfo.location).toBe('London, United Kingdom');
  });

  it('works with an unknown birth time, in blueprints and for each person of a two-person route', async () => {
    const big3 = await post('/calculators/big-3', { birthDate: '1990-07-15', timeUnknown: true, placeId: london.placeId });
    expect(big3.status).toBe(200);
    expect((big3.body.data as Rec).rising).toBeNull();
    const bp = await post('/generate-blueprint', { fullName: 'Ada Example', birthDate: '1990-07-15', birthTime: '14:30', placeId: london.placeId, modules: { astrology: true, humanDesign: false, numerology: false }, saveToAccount: false });
    const bpFields = await post('/generate-blueprint', { fullName: 'Ada Example', birthDate: '1990-07-15', birthTime: '14:30', ...explicit(), modules: { astrology: true, humanDesign: false, numerology: false }, saveToAccount: false });
    expect(bp.status).toBe(200);
    expect((bp.body.data as Rec).astrology).toEqual((bpFields.body.data as Rec).astrology);
    const pair = await post('/relationships', {
      people: [
        { fullName: 'A', birthDate: '1990-07-15', birthTime: '14:30', placeId: london.placeId },
        { fullName: 'B', birthDate: '1991-03-02', birthTime: '08:00', ...explicit() },
      ],
      modules: { synastry: true },
      saveToAccount: false,
    });
    const pairFields = await post('/relationships', {
      people: [
        { fullName: 'A', birthDate: '1990-07-15', birthTime: '14:30', ...explicit() },
        { fullName: 'B', birthDate: '1991-03-02', birthTime: '08:00', ...explicit() },
      ],
      modules: { synastry: true },
      saveToAccount: false,
    });
    expect(pair.status).toBe(200);
    expect((pair.body.data as Rec).synastry).toEqual((pairFields.body.data as Rec).synastry);
  });

  it('an unknown id, a malformed one, or placeId with place fields: 400 Invalid place, nothing charged', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    for (const [body, message] of [
      [{ birthDate: '1990-07-15', birthTime: '14:30', placeId: 'geonames:999999999' }, /not a place of GET \/v1\/places/],
      [{ birthDate: '1990-07-15', birthTime: '14:30', placeId: 'London' }, /not a place of GET \/v1\/places/],
      [{ birthDate: '1990-07-15', birthTime: '14:30', placeId: 2643743 }, /must be a string/],
      [{ birthDate: '1990-07-15', birthTime: '14:30', placeId: london.placeId, city: 'Paris' }, /not both \(city sent with placeId\)/],
    ] as const) {
      const r = await post('/calculators/natal-chart', body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, error: 'Invalid place', code: 'invalid_place' });
      expect(r.body.message).toMatch(message);
    }
    const people = await post('/relationships', { people: [{ fullName: 'A', birthDate: '1990-07-15', birthTime: '14:30', placeId: 'geonames:1' }, { blueprintId: 'bp_x' }], modules: { synastry: true } });
    expect(people.status).toBe(400);
    expect(people.body.issues).toEqual([expect.objectContaining({ path: 'people.0.placeId', error: 'Invalid place' })]);
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});

describe('the routes that take placeId', () => {
  it('every route whose birth data accept placeId ships the places file (its route lists data: places)', async () => {
    const schemas = await loadRequestSchemas(ROUTES, process.cwd());
    const taking = ROUTES.filter((r) => {
      const s = schemas[r.name]?.request;
      return s !== undefined && r.method !== 'GET' && (unknownFields(s, { placeId: 'x' }).length === 0 || unknownFields(s, { people: [{ placeId: 'x' }] }).length === 0);
    });
    expect(taking.length).toBeGreaterThanOrEqual(25);
    for (const r of taking) expect(r.data, r.name).toContain('places');
  });
});
