/**
 * Every field of the API description is typed: a walk over every parameter, request body,
 * response and component schema fails on a schema a client generator would render as `unknown`
 * (no type, enum, const, $ref, oneOf, anyOf or allOf) and on an object with nothing in it (a
 * `Record<string, unknown>`). The description is generated from the handlers' zod schemas
 * (shared/http/openapi.ts), so a field declared `z.unknown()` or a conversion that loses a type
 * (a pipe from `unknown`, a transform) fails here.
 *
 * Deliberately free-form, and only these (EXCEPTIONS):
 * - open objects (`.loose()`, `additionalProperties: true`): a field added later is not a breaking
 *   change; the documented fields themselves are typed and walked;
 * - the 200 of GET /openapi.json: the description itself, an OpenAPI document.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { buildOpenApi } from '#shared/http/openapi';
import { description } from '#test/support/openapi-check';

type Json = Record<string, unknown>;

const EXCEPTIONS = new Set(['get /openapi.json 200 application/json']);
const TYPED = ['type', 'enum', 'const', '$ref', 'oneOf', 'anyOf', 'allOf'];

/** The places of every schema a generator would type `unknown` or `Record<string, unknown>`. */
export const untypedSchemas = (doc: Json): string[] => {
  const found: string[] = [];
  const walk = (s: unknown, at: string): void => {
    if (EXCEPTIONS.has(at)) return;
    if (!s || typeof s !== 'object') {
      found.push(`${at}: ${JSON.stringify(s)}`);
      return;
    }
    const o = s as Json;
    if (!TYPED.some((k) => k in o)) found.push(`${at}: no type in ${JSON.stringify(o).slice(0, 120)}`);
    const props = (o.properties ?? {}) as Record<string, unknown>;
    const extra = o.additionalProperties;
    const typedExtra = !!extra && typeof extra === 'object';
    const branches = ['oneOf', 'anyOf', 'allOf'].some((k) => Array.isArray(o[k]) && (o[k] as unknown[]).length > 0);
    if (o.type === 'object' && Object.keys(props).length === 0 && !typedExtra && !branches) found.push(`${at}: an object with no fields`);
    for (const [k, v] of Object.entries(props)) walk(v, `${at}.${k}`);
    if (typedExtra) walk(extra, `${at}{}`);
    if ('items' in o) walk(o.items, `${at}[]`);
    for (const k of ['oneOf', 'anyOf', 'allOf']) ((o[k] ?? []) as unknown[]).forEach((x, i) => walk(x, `${at}|${k}${i}`));
  };
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item) as [string, Json][]) {
      const at = `${method} ${path}`;
      // a parameter by reference is walked once, with the components (below)
      for (const p of (op.parameters ?? []) as Json[]) if (!p.$ref) walk(p.schema, `${at} ${String(p.in)} ${String(p.name)}`);
      for (const [type, media] of Object.entries((((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>))) walk(media.schema, `${at} body ${type}`);
      for (const [status, res] of Object.entries(op.responses as Record<string, Json>)) {
        for (const [name, h] of Object.entries((res.headers ?? {}) as Record<string, Json>)) if (!h.$ref) walk(h.schema, `${at} ${status} header ${name}`);
        for (const [type, media] of Object.entries((res.content ?? {}) as Record<string, Json>)) walk(media.schema, `${at} ${status} ${type}`);
      }
    }
  }
  const components = doc.components as Json;
  for (const [name, s] of Object.entries(components.schemas as Json)) walk(s, `#/components/schemas/${name}`);
  for (const [name, h] of Object.entries(components.headers as Record<string, Json>)) walk(h.schema, `#/components/headers/${name}`);
  for (const [name, p] of Object.entries((components.parameters ?? {}) as Record<string, Json>)) walk(p.schema, `#/components/parameters/${name}`);
  return found;
};

let doc: Json;
beforeAll(async () => {
  doc = await description();
});

const op = (path: string, method: string): Json => ((doc.paths as Json)[path] as Json)[method] as Json;
/** The fields of a schema, through its references and the parts of its allOf/anyOf (the named components). */
const fields = (s: Json): Record<string, Json> => {
  const at = typeof s.$ref === 'string' ? (s.$ref.slice(2).split('/').reduce<unknown>((o, k) => (o as Json)[k], doc) as Json) : s;
  const own = (at.properties ?? {}) as Record<string, Json>;
  return Object.assign({}, ...[...((at.allOf ?? []) as Json[]), ...((at.anyOf ?? []) as Json[])].map(fields), own) as Record<string, Json>;
};
const body = (path: string): Json => ({ properties: fields((((op(path, 'post').requestBody as Json).content as Json)['application/json'] as Json).schema as Json) });
const data = (path: string, method: string): Json => {
  const d = fields((((((op(path, method).responses as Json)['200'] as Json).content as Json)['application/json'] as Json).schema as Json)).data as Json;
  return { data: { properties: fields(d) } };
};


describe('the API description types every field', () => {
  it('has no schema a client generator would type as unknown, anywhere', () => {
    expect(untypedSchemas(doc)).toEqual([]);
  });

  it('types the fields the audit found untyped', () => {
    const modules = (body('/generate-blueprint').properties as Json).modules as Json;
    expect(modules).toMatchObject({ type: 'object', required: ['astrology', 'humanDesign', 'numerology'] });
    expect(((modules.properties as Json).astrology as Json).type).toBe('boolean');
    const transits = body('/transits').properties as Record<string, Json>;
    expect(transits.period).toMatchObject({ enum: ['day', 'week', 'month'] });
    expect(transits.birthDate!.type).toBe('string');
    expect(transits.latitude!.type).toBe('number');
    expect(transits.includeAI!.type).toBe('boolean');
    expect(transits.saveToAccount!.type).toBe('boolean');
    expect(transits.blueprintId!.type).toBe('string');
    const numerology = ((data('/generate-blueprint', 'post').data as Json).properties as Json).numerology as Json;
    expect(JSON.stringify(numerology)).toContain('"$ref":"#/components/schemas/NumerologyNumbers"');
    expect(fields({ $ref: '#/components/schemas/NumerologyNumbers' }).lifePathNumber).toMatchObject({ type: 'integer' });
    expect(((data('/account', 'get').data as Json).properties as Json).type).toMatchObject({ type: 'string', enum: ['personal', 'organization'] });
  });

  it('would catch an untyped field, a pipe from unknown and an empty object', () => {
    const route = { name: 'x', method: 'POST', path: '/x', handler: 'x', price: 1, rateLimit: 'standard', tables: {}, summary: 'x' } as const;
    const described = (request: z.ZodType, response: z.ZodType = z.object({ ok: z.boolean() })) => untypedSchemas(buildOpenApi([route], { x: { request, response } }));
    expect(described(z.object({ a: z.string() }), z.object({ b: z.array(z.int()) }).loose())).toEqual([]);
    expect(described(z.object({ a: z.unknown() }))).toEqual([expect.stringContaining('#/components/schemas/XRequest.a: no type')]);
    // a route without a response schema has an open `data`
    expect(described(z.object({ a: z.string() }), z.unknown())).toEqual([expect.stringContaining('#/components/schemas/XData: no type')]);
    expect(described(z.object({ a: z.string() }), z.object({ b: z.record(z.string(), z.object({}).loose()) }))).toEqual([
      expect.stringMatching(/XData\.b\{\}: an object with no fields/),
    ]);
    // a pipe from unknown is documented as its target (the repair in shared/http/openapi.ts)
    expect(described(z.object({ a: z.unknown().pipe(z.object({ on: z.boolean() })) }))).toEqual([]);
    expect(described(z.object({ a: z.preprocess((v) => v, z.int()) }))).toEqual([]);
  });
});
