/**
 * The birth data's switches read before the schema (shared/http/birth-input.ts) and how the API
 * description shows them: `timeUnknown` (birthTime left out) and `placeId` (the place fields left out).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { NOON, prepareBirthInput, type PlaceResolver } from '#shared/http/birth-input';
import { REPO_ROOT } from '#shared/http/local-stack';
import { buildOpenApi, loadRequestSchemas } from '#shared/http/openapi';
import { ROUTES } from '#shared/routes';
import { AppError } from '#shared/errors';

const PLACE = { city: 'London', country: 'United Kingdom', latitude: 51.50853, longitude: -0.12574, timezone: 'Europe/London' };
const resolver: PlaceResolver = (id) => {
  if (id !== 'geonames:2643743') throw new AppError('invalid_input', 'Invalid place', `placeId "${id}" is not a place`);
  return PLACE;
};

describe('prepareBirthInput', () => {
  it('casts an unknown time at noon where the route accepts it, and refuses it elsewhere', () => {
    expect(prepareBirthInput({ birthDate: '1990-07-15', timeUnknown: true }, true)).toEqual({ input: { birthDate: '1990-07-15', timeUnknown: true, birthTime: NOON }, issues: [] });
    const refused = prepareBirthInput({ birthDate: '1990-07-15', timeUnknown: true }, false);
    expect(refused.issues).toEqual([expect.objectContaining({ path: 'timeUnknown', error: 'Birth time required' })]);
    expect(prepareBirthInput({ birthDate: '1990-07-15', birthTime: '10:00', timeUnknown: true }, true).issues).toEqual([expect.objectContaining({ path: 'birthTime', error: 'Invalid birth time' })]);
    // false, or no switch: untouched (the schema requires birthTime as always)
    const plain = { birthDate: '1990-07-15', timeUnknown: false };
    expect(prepareBirthInput(plain, true).input).toBe(plain);
  });

  it('fills the place fields of a placeId, for each person too, and refuses a mix or an unknown id', () => {
    const people = { people: [{ fullName: 'A', placeId: 'geonames:2643743', birthDate: '1990-07-15', birthTime: '10:00' }, { blueprintId: 'bp_1' }] };
    const out = prepareBirthInput(people, false, resolver);
    expect(out.issues).toEqual([]);
    expect((out.input as typeof people).people[0]).toEqual({ ...people.people[0], ...PLACE });
    expect((out.input as typeof people).people[1]).toBe(people.people[1]);
    expect(prepareBirthInput({ placeId: 'geonames:2643743', latitude: 1 }, true, resolver).issues).toEqual([expect.objectContaining({ path: 'placeId', error: 'Invalid place', message: expect.stringContaining('latitude sent with placeId') })]);
    expect(prepareBirthInput({ placeId: 'geonames:1' }, true, resolver).issues).toEqual([{ path: 'placeId', error: 'Invalid place', message: 'placeId "geonames:1" is not a place' }]);
    // both switches at once
    expect(prepareBirthInput({ placeId: 'geonames:2643743', timeUnknown: true }, true, resolver).input).toEqual({ placeId: 'geonames:2643743', timeUnknown: true, ...PLACE, birthTime: NOON });
  });
});

describe('the API description', () => {
  let schemas: Record<string, Record<string, unknown>>;
  beforeAll(async () => {
    const doc = buildOpenApi(ROUTES, await loadRequestSchemas(ROUTES, REPO_ROOT));
    schemas = (doc.components as { schemas: Record<string, Record<string, unknown>> }).schemas;
  }, 60_000);

  it('BirthData has timeUnknown and placeId and requires only birthDate', () => {
    const b = schemas.BirthData!;
    expect(Object.keys(b.properties as object)).toEqual(expect.arrayContaining(['birthTime', 'timeUnknown', 'placeId', 'city', 'latitude', 'timezone']));
    expect(b.required).toEqual(['birthDate']);
    expect((b.properties as Record<string, { type?: string }>).timeUnknown!.type).toBe('boolean');
  });
});
