/**
 * The MCP tools, generated from the route table: one tool per route of ROUTES (the docs and the
 * description are not routes of ROUTES, so they have none; routes marked `mcp: false` neither). Nothing here names a route: a new
 * RouteDef with its request and response schemas is a new tool.
 *
 * - name: `RouteDef.tool`, else the route name in snake_case (`calculators-big-3` -> `calculators_big_3`);
 * - description: the route's summary and its price;
 * - inputSchema: the JSON Schema of the route's zod request schema (as the API description has it),
 *   plus the path parameters; GET routes take their query parameters as arguments; routes that
 *   take the Idempotency-Key header (charged POSTs, but the streamed chat) take it as the optional
 *   argument `idempotencyKey` (said in the description too), sent to the route as the header;
 * - outputSchema: `{data, meta}` of the REST envelope, `data` from the route's response schema (JSON
 *   routes); a streamed text route answers `{answer, conversationId, ...}`; binary routes have none
 *   (their content is an image or an embedded resource);
 * - annotations: reads (GET) are read-only and idempotent, DELETE is destructive and idempotent,
 *   POST neither; no tool reaches outside the service (`openWorldHint: false`).
 */
import type { z } from 'zod';
import { jsonSchema, withLanguageField, type RouteSchemas } from '../http/openapi';
import { streamsJson, takesIdempotencyKey, type RouteDef } from '../routes';

type Json = Record<string, unknown>;

/** The path of the MCP endpoint under the stage. */
export const MCP_PATH = '/mcp';

/** The MCP function's time limit: the longest of its routes' (a tool call never runs longer than its route may). */
export const mcpTimeoutSeconds = (routes: readonly RouteDef[]): number => Math.max(29, ...routes.map((r) => r.timeoutSeconds ?? 0));

export interface ToolDef {
  name: string;
  title: string;
  description: string;
  inputSchema: Json & { type: 'object' };
  outputSchema?: Json & { type: 'object' };
  annotations: { title: string; readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: false };
  /** The route the tool stands for (RouteDef.name). */
  route: string;
}

export const toolName = (r: RouteDef): string => r.tool ?? r.name.replace(/-/g, '_');

/** The path parameters of a route: `/transits/{id}` -> ['id']. */
export const pathParams = (r: RouteDef): string[] => [...r.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/** The tool argument that carries the route's Idempotency-Key header (shared/mcp/dispatch.ts). */
export const IDEMPOTENCY_ARG = 'idempotencyKey';

/** Whether the route's tool takes `idempotencyKey`: the routes that take the header, but a streamed one (it refuses the header). */
export const toolTakesIdempotencyKey = (r: RouteDef): boolean => takesIdempotencyKey(r) && !r.streaming;

const IDEMPOTENCY_ARG_SCHEMA: Json = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x21-\\x7e]+$',
  description:
    'optional, 1-255 visible ASCII characters (e.g. a UUID): the same call repeated with the same idempotencyKey and the same arguments within 24 h answers the first result again and is not charged again (the REST Idempotency-Key header); the same key with other arguments is an error (Idempotency key reused)',
};

const IDEMPOTENCY_TEXT =
  ' Optional idempotencyKey: a retry with the same key and arguments within 24 h returns the first result and is not charged twice.';

export const priceText = (r: RouteDef): string =>
  r.price === 'dynamic' ? 'computed per call (see above)' : r.price === 0 ? 'free' : `${r.price} credit${r.price === 1 ? '' : 's'}`;

const META_SCHEMA: Json = {
  type: 'object',
  description: 'the REST envelope’s meta: creditsUsed, creditsRemaining (charged routes), warnings, ...',
  properties: {
    creditsUsed: { type: 'integer', minimum: 0, description: 'credits this call spent' },
    creditsRemaining: { type: 'integer', description: 'balance after this call (charged routes)' },
  },
  additionalProperties: true,
};

/** The answer of a streamed text route (the advisor chat), collected whole. */
const STREAMED_SCHEMA: Json & { type: 'object' } = {
  type: 'object',
  required: ['answer'],
  properties: {
    answer: { type: 'string', description: 'the whole answer' },
    conversationId: { type: 'string', description: 'pass it back to continue the conversation' },
    creditsHeld: { type: 'integer', description: 'credits held for the answer (settled to the actual price when it ended; see the conversation for the final charge)' },
    funding: { type: 'string', description: 'what paid for it: free, quota or credits' },
  },
  additionalProperties: false,
};

/** Moves `$defs` of a nested schema to the root of the schema that embeds it (refs are `#/$defs/...`). */
const hoistDefs = (s: Json, defs: Json): Json => {
  const { $defs, ...rest } = s;
  if ($defs && typeof $defs === 'object') Object.assign(defs, $defs);
  return rest;
};

export const inputSchemaOf = (r: RouteDef, request: z.ZodType | undefined): ToolDef['inputSchema'] => {
  const base: Json = withLanguageField(r, request ? jsonSchema(request, 'input') : undefined) ?? { type: 'object', properties: {} };
  const properties = { ...((base.properties as Json | undefined) ?? {}) };
  const required = new Set<string>((base.required as string[] | undefined) ?? []);
  for (const p of pathParams(r)) {
    properties[p] ??= { type: 'string', description: `the ${p} of ${r.path}` };
    required.add(p);
  }
  if (toolTakesIdempotencyKey(r)) {
    if (IDEMPOTENCY_ARG in properties) throw new Error(`Route ${r.name}: its request has a field ${IDEMPOTENCY_ARG}, the MCP argument of the Idempotency-Key header`);
    properties[IDEMPOTENCY_ARG] = IDEMPOTENCY_ARG_SCHEMA;
  }
  const out: Json = { ...base, type: 'object', properties };
  if (required.size > 0) out.required = [...required];
  else delete out.required;
  return out as ToolDef['inputSchema'];
};

export const outputSchemaOf = (r: RouteDef, response: z.ZodType | undefined): ToolDef['outputSchema'] => {
  if (r.binary) return undefined;
  // a text stream (the chat) is collected as text; a streamed JSON answer (`streamsJson`) is the envelope like any other
  if (r.streaming && !streamsJson(r)) return STREAMED_SCHEMA;
  const defs: Json = {};
  const data = response ? hoistDefs(jsonSchema(response, 'output'), defs) : { description: 'see the tool description' };
  return {
    type: 'object',
    required: ['data', 'meta'],
    properties: { data, meta: META_SCHEMA },
    ...(Object.keys(defs).length > 0 ? { $defs: defs } : {}),
  };
};

/** The routes that are MCP tools: every route but those marked `mcp: false` (key secrets, account export and deletion). */
export const mcpRoutes = (routes: readonly RouteDef[]): RouteDef[] => routes.filter((r) => r.mcp !== false);

export const buildTools = (routes: readonly RouteDef[], schemas: Record<string, RouteSchemas>): ToolDef[] => {
  const tools = mcpRoutes(routes).map((r): ToolDef => {
    const name = toolName(r);
    const title = r.summary.split(/[:;(]/)[0]!.trim();
    const outputSchema = outputSchemaOf(r, schemas[r.name]?.response);
    return {
      name,
      title,
      description: `${r.summary}. Price: ${priceText(r)}.${r.rateLimit === 'chat' ? ' Rate-limit profile: chat.' : ''}${toolTakesIdempotencyKey(r) ? IDEMPOTENCY_TEXT : ''}`,
      inputSchema: inputSchemaOf(r, schemas[r.name]?.request),
      ...(outputSchema ? { outputSchema } : {}),
      annotations: {
        title,
        readOnlyHint: r.method === 'GET',
        destructiveHint: r.method === 'DELETE',
        idempotentHint: r.method !== 'POST',
        openWorldHint: false,
      },
      route: r.name,
    };
  });
  const seen = new Set<string>();
  for (const t of tools) {
    if (!/^[A-Za-z0-9_.-]{1,128}$/.test(t.name)) throw new Error(`MCP tool name ${t.name} (route ${t.route}) is not a valid tool name`);
    if (seen.has(t.name)) throw new Error(`MCP tool name ${t.name} is used by two routes`);
    seen.add(t.name);
  }
  return tools;
};
