/**
 * Request parsing of the relationship routes (zod). Messages follow the platform's
 * `"<error>|<message>"` convention so the spec's error strings reach the client.
 *
 * POST /relationships: `people` (exactly two; each the birth data of spec 2.2 with `fullName`, or
 * `{ "blueprintId": ... }` of a saved blueprint of the caller, optionally with `latitude`,
 * `longitude` and `timezone` for a blueprint saved before blueprints kept their birthplace),
 * `modules` (booleans, at least one true), optional `includeAI`, `saveToAccount` and the chart
 * options (`houseSystem`, `zodiac`, `ayanamsha`, `nodeType`, `lilithType`, `orbs`) and the natal chart
 * options (`asteroids`, `fixedStars`, ...: each person's blocks in `charts`).
 */
import * as z from 'zod';
import { subjectField, withSubject } from '../http/subject';
import { withFields } from '../http/unknown-fields';
import type { HouseSystem } from '../astro/houses';
import { zoneFor } from '../astro/time';
import { isAppError } from '../errors';
import type { ChartOptions } from '../astro/options';
import type { ChartExtras } from '../astro/chart-extras';
import { birthDataSchema, chartExtrasOf, chartExtrasShape, chartOptionsNoted, chartOptionsOf, redescribed, singleLine, type BirthData } from '../http/schemas';
import { RELATIONSHIP_MODULES, type ModuleFlags } from './index';

export const ERR_MODULES = 'Invalid module selection';
export const ERR_BODY = 'Invalid request body';
/** A field of the wrong shape (the platform's convention; `Invalid request body` is for a body that is not an object). */
export const ERR_REQUEST = 'Invalid request';

/** A person given by birth data. */
export interface BirthPerson {
  kind: 'birth';
  fullName: string;
  birth: BirthData;
}

/** A person given by a saved blueprint (the place only when the body carries one). */
export interface BlueprintPerson {
  kind: 'blueprint';
  blueprintId: string;
  place?: { latitude: number; longitude: number; timezone: string };
}

export type PersonRef = BirthPerson | BlueprintPerson;

export interface RelationshipRequest {
  people: [PersonRef, PersonRef];
  modules: ModuleFlags;
  includeAI: boolean;
  houseSystem: HouseSystem;
  saveToAccount: boolean;
  /** The end user it belongs to (docs/subjects.md), stored with it. */
  subject?: string;
  /** The chart options other than the house system, when any was sent (both charts, Davison, every aspect search). */
  chartOptions?: ChartOptions;
  /** The natal chart options asked for (each person's chart blocks in `charts`), when any was. */
  chartExtras?: ChartExtras;
}

/** The chart options of a request without its house system (kept apart: every answer shows `houseSystem`). */
export function otherChartOptions(fields: Parameters<typeof chartOptionsOf>[0]): ChartOptions | undefined {
  const { houseSystem: _h, ...rest } = chartOptionsOf(fields);
  return Object.keys(rest).length ? rest : undefined;
}

const MODULES_MSG = `${ERR_MODULES}|modules must be an object with the booleans ${RELATIONSHIP_MODULES.join(', ')}, at least one of them true`;
const PEOPLE_MSG = `${ERR_REQUEST}|people must be an array of exactly two people: each the birth data with fullName, or {"blueprintId": "bp_…"}`;

const moduleFlags = z
  .object(Object.fromEntries(RELATIONSHIP_MODULES.map((m) => [m, z.boolean({ error: MODULES_MSG }).optional()])) as Record<(typeof RELATIONSHIP_MODULES)[number], z.ZodOptional<z.ZodBoolean>>, {
    error: MODULES_MSG,
  })
  .transform((m) => Object.fromEntries(RELATIONSHIP_MODULES.map((k) => [k, m[k] === true])) as ModuleFlags)
  .refine((m) => RELATIONSHIP_MODULES.some((k) => m[k]), { error: MODULES_MSG })
  .meta({ description: 'true selects the module (synastry 2, composite 1, davison 1, humanDesign 2, numerology 1 credits); at least one must be true' });

const fullName = z
  .string({ error: 'Missing required field: fullName|fullName is required' })
  .trim()
  .min(1, { error: 'Missing required field: fullName|fullName must not be empty' })
  .max(200, { error: `${ERR_REQUEST}|fullName is too long (200 characters at most)` })
  .superRefine(singleLine('fullName'));

const birthPersonSchema = birthDataSchema.extend({ fullName });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const EXAMPLE_PEOPLE = [
  { fullName: 'John Winston Lennon', birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' },
  { blueprintId: 'bp_01JD7N4Q2R0000000000000000' },
];

/** The JSON Schema of a zod schema (what a person may be, for the API description; checked by parsePerson). */
const described = (schema: z.ZodType): Record<string, unknown> => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
};
const blueprintPersonSchema = z.object({ blueprintId: z.string(), latitude: z.number().optional(), longitude: z.number().optional(), timezone: z.string().optional() });
const personDoc = { anyOf: [described(birthPersonSchema), described(blueprintPersonSchema)] };

const people = z
  // each person is parsed by parsePerson; its fields are those of either shape (a field of neither is 400 Unknown field)
  .array(withFields(z.looseObject({}).meta(personDoc), z.union([birthPersonSchema, blueprintPersonSchema])), { error: PEOPLE_MSG })
  .length(2, { error: PEOPLE_MSG })
  .meta({
    description:
      'exactly two people: each either the birth data of spec 2.2 with fullName, or {"blueprintId": …} of a saved blueprint of the caller (with latitude, longitude and timezone for a blueprint saved before blueprints kept their birthplace)',
    example: EXAMPLE_PEOPLE,
  });

/** The `people` field (two people, documented), shared with the two-person image routes. */
export const relationshipPeopleSchema = people;

export function parsePerson(raw: Record<string, unknown>, i: number, ctx: z.RefinementCtx): PersonRef | undefined {
  const path = ['people', i];
  if (raw.blueprintId !== undefined) {
    if (typeof raw.blueprintId !== 'string' || raw.blueprintId.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'Blueprint not found|blueprintId must be the id of one of your saved blueprints', path: [...path, 'blueprintId'] });
      return undefined;
    }
    const out: BlueprintPerson = { kind: 'blueprint', blueprintId: raw.blueprintId.trim() };
    const { latitude, longitude, timezone } = raw;
    if (latitude !== undefined || longitude !== undefined || timezone !== undefined) {
      if (typeof latitude !== 'number' || typeof longitude !== 'number' || !Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || typeof timezone !== 'string') {
        ctx.addIssue({ code: 'custom', message: 'Invalid coordinates|with blueprintId, latitude (-90..90), longitude (-180..180) and timezone go together', path });
        return undefined;
      }
      try {
        zoneFor(timezone);
      } catch (e) {
        if (!isAppError(e)) throw e;
        ctx.addIssue({ code: 'custom', message: `${e.error}|${e.message}`, path: [...path, 'timezone'] });
        return undefined;
      }
      out.place = { latitude, longitude, timezone };
    }
    return out;
  }
  const r = birthPersonSchema.safeParse(raw);
  if (!r.success) {
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...(issue.path as PropertyKey[])] });
    return undefined;
  }
  const { fullName: name, ...birth } = r.data;
  return { kind: 'birth', fullName: name, birth };
}

export const relationshipRequestSchema = z
  .object(
    {
      people,
      modules: z.unknown().pipe(moduleFlags),
      includeAI: z.boolean({ error: `${ERR_REQUEST}|includeAI must be a boolean` }).optional().meta({ description: 'one AI reading of the whole relationship (+40 credits); default false' }),
      ...chartOptionsNoted('both natal charts, the synastry aspects, the composite and the Davison chart; not the Human Design connection (tropical, true node) nor numerology'),
      ...redescribed(chartExtrasShape, (d) => `${d}; in data.charts, one per person (docs/astrology.md)`),
      saveToAccount: z.boolean({ error: `${ERR_REQUEST}|saveToAccount must be a boolean` }).optional().meta({ description: 'default true: the relationship is saved in the account' }),
      subject: subjectField,
    },
    { error: `${ERR_BODY}|The body must be a JSON object` },
  )
  .loose()
  .transform((body, ctx): RelationshipRequest => {
    const parsed = body.people.map((p, i) => (isObject(p) ? parsePerson(p, i, ctx) : undefined));
    if (parsed.some((p) => p === undefined)) return z.NEVER;
    const chartOptions = otherChartOptions(body);
    const chartExtras = chartExtrasOf(body);
    return {
      people: parsed as [PersonRef, PersonRef],
      modules: body.modules,
      includeAI: body.includeAI === true,
      houseSystem: body.houseSystem ?? 'placidus',
      saveToAccount: body.saveToAccount ?? true,
      ...(chartOptions ? { chartOptions } : {}),
      ...(Object.keys(chartExtras).length ? { chartExtras } : {}),
      ...withSubject(body.subject),
    };
  }).meta({ id: 'RelationshipRequest' });

/** page >= 1 (default 1), limit 1..100 (default 50): the blueprint list's query. */
export { listQuerySchema as relationshipListQuerySchema } from '../blueprint/request';

export const relationshipIdSchema = z.object({ id: z.string({ error: 'Relationship not found|No id in the path' }).min(1) }).loose();
