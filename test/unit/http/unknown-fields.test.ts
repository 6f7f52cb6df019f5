/** Unknown body fields (shared/http/unknown-fields.ts): read from the route's zod schema, with the nearest known name. */
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { nearestField, unknownFields, withFields } from '#shared/http/unknown-fields';
import { generateBlueprintSchema } from '#shared/blueprint/request';
import { relationshipRequestSchema } from '#shared/relationships/request';
import { chartRequestSchema } from '#shared/http/schemas';

describe('unknown fields', () => {
  it('suggests the field in another letter case or with a typo, nothing when none is near', () => {
    expect(nearestField('includeAi', ['modules', 'includeAI'])).toBe('includeAI');
    expect(nearestField('include_ai', ['modules', 'includeAI'])).toBe('includeAI');
    expect(nearestField('houseSytem', ['houseSystem', 'zodiac'])).toBe('houseSystem');
    expect(nearestField('colour', ['houseSystem', 'zodiac'])).toBeUndefined();
  });

  it('finds them at any depth of a route schema, through transforms, pipes and arrays; known ones pass', () => {
    const body = { fullName: 'A', birthDate: '1990-07-15', modules: { astrology: true, numerlogy: true }, includeAi: { astrology: true }, saveToAccount: true, houseSystem: 'placidus' };
    expect(unknownFields(generateBlueprintSchema, body)).toEqual([
      { path: 'modules.numerlogy', field: 'numerlogy', didYouMean: 'numerology' },
      { path: 'includeAi', field: 'includeAi', didYouMean: 'includeAI' },
    ]);
    expect(unknownFields(chartRequestSchema, { birthDate: 'x', birthTime: 'y', orbs: { conjunction: 8, anything: 1 } })).toEqual([]);
  });

  it('reads a hand-parsed person by its declared shapes: birth data with fullName, or a blueprint id', () => {
    const person = { fullName: 'A', birthDate: '1990-07-15', birthTime: '12:00', city: 'x', country: 'y', latitude: 1, longitude: 2, timezone: 'UTC' };
    expect(unknownFields(relationshipRequestSchema, { people: [person, { blueprintId: 'bp_1', timezone: 'UTC' }], modules: { synastry: true } })).toEqual([]);
    expect(unknownFields(relationshipRequestSchema, { people: [{ ...person, birthdate: 'x' }, { blueprintID: 'bp_1' }] })).toEqual([
      { path: 'people.0.birthdate', field: 'birthdate', didYouMean: 'birthDate' },
      { path: 'people.1.blueprintID', field: 'blueprintID', didYouMean: 'blueprintId' },
    ]);
    // an open object that declares nothing takes anything; a declared one is checked
    expect(unknownFields(z.looseObject({}), { a: 1 })).toEqual([]);
    expect(unknownFields(withFields(z.looseObject({}), z.object({ b: z.number() })), { a: 1 })).toEqual([{ path: 'a', field: 'a' }]);
  });
});
