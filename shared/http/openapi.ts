/**
 * OpenAPI 3.1 description generated from ROUTES and the zod request schemas that the
 * handlers give `defineRoute` (`z.toJSONSchema`). Served by the local server at
 * GET /v1/openapi.json and printed by `npx tsx scripts/openapi.ts`.
 */
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import type { RouteDef } from '../routes';
import type { DescribedHandler } from './route-handler';

/** Imports every handler module of `routes` and collects the schema each declared. */
export const loadRequestSchemas = async (routes: readonly RouteDef[], root: string): Promise<Record<string, z.ZodType | undefined>> => {
  const out: Record<string, z.ZodType | undefined> = {};
  for (const r of routes) {
    const file = isAbsolute(r.handler) ? r.handler : resolve(root, r.handler);
    const mod = (await import(pathToFileURL(file).href)) as { handler?: DescribedHandler };
    out[r.name] = mod.handler?.requestSchema;
  }
  return out;
};

const errorSchema = {
  type: 'object',
  required: ['error', 'message'],
  properties: { error: { type: 'string' }, message: { type: 'string' } },
  additionalProperties: true,
};

const envelope = {
  type: 'object',
  required: ['success', 'data', 'meta'],
  properties: {
    success: { type: 'boolean', const: true },
    data: { type: 'object' },
    meta: {
      type: 'object',
      properties: { creditsUsed: { type: 'integer' }, creditsRemaining: { type: 'integer' } },
    },
  },
};

const err = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

const rateHeaders = {
  'X-RateLimit-Limit': { schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { schema: { type: 'integer' } },
  'X-RateLimit-Reset': { schema: { type: 'integer' }, description: 'Unix seconds' },
};

export const buildOpenApi = (
  routes: readonly RouteDef[],
  schemas: Record<string, z.ZodType | undefined> = {},
  serverUrl = 'http://127.0.0.1:3000/v1',
): Record<string, unknown> => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const schema = schemas[r.name];
    const json = schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>) : undefined;
    const pathNames = [...r.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const params: Record<string, unknown>[] = pathNames.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    if (json && r.method === 'GET') {
      // GET input = query string + path parameters: describe the query part as parameters
      const props = (json.properties ?? {}) as Record<string, unknown>;
      const req = new Set((json.required ?? []) as string[]);
      for (const [name, s] of Object.entries(props)) {
        if (!pathNames.includes(name)) params.push({ name, in: 'query', required: req.has(name), schema: s });
      }
    }
    const op: Record<string, unknown> = {
      operationId: r.name,
      summary: r.summary,
      description: `Price: ${r.price === 'dynamic' ? 'computed by the handler' : `${r.price} credit${r.price === 1 ? '' : 's'}`}. Rate-limit profile: ${r.rateLimit}.${r.streaming ? ' Streams its response.' : ''}`,
      'x-price': r.price,
      'x-rate-limit-profile': r.rateLimit,
      ...(params.length ? { parameters: params } : {}),
      ...(json && r.method !== 'GET' ? { requestBody: { required: true, content: { 'application/json': { schema: json } } } } : {}),
      responses: {
        200: r.binary
          ? { description: 'Binary body', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }
          : r.streaming
            ? { description: 'Text stream', content: { 'text/plain': { schema: { type: 'string' } } } }
            : { description: 'Success', headers: rateHeaders, content: { 'application/json': { schema: envelope } } },
        400: err('Invalid input (spec error strings, e.g. "Invalid birth date")'),
        401: err('Missing, unknown or revoked API key'),
        ...(r.price !== 0 ? { 402: err('Insufficient credits (with required and available)') } : {}),
        413: err('Body too large'),
        429: err('Rate limit exceeded'),
        500: err('Server error (with requestId)'),
      },
    };
    (paths[r.path] ??= {})[r.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Blueprint API', version: '1.0.0', description: 'Natal charts, Human Design and numerology; every call spends prepaid credits.' },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }, { apiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API key>' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      },
      schemas: { Error: errorSchema },
    },
  };
};
