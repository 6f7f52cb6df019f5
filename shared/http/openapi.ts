/**
 * OpenAPI 3.1 description generated from ROUTES and the zod schemas of the code: the request
 * schema each handler gives `defineRoute`, and the response schema of its `data` (the handler's
 * `response` option, defined in its room's response.ts; routes without one are documented
 * with the envelope and an open `data` object). Every status a route can answer is listed with
 * its error body, every response header the platform sets, both key schemes, and the server URL
 * of the deployment (or the local one). The shared shapes are named components referred to
 * everywhere (shared/http/openapi-components.ts), every error code is listed (`x-error-codes`,
 * shared/http/error-codes.ts), and each operation's summary ends with its example's price.
 *
 * Served without a key at GET /v1/openapi.json (with the docs page GET /v1/docs), locally by the
 * local server and deployed by the docs function; printed by `npx tsx scripts/openapi.ts [url]`.
 */
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import { HOUSE_SYSTEMS } from '../astro/houses';
import { SIGN_PARAM_PATTERN } from '../daily/request';
import { ASPECTS } from '../astro/aspects';
import { AYANAMSHAS, LILITH_TYPES, NODE_TYPES, ORB_BOUNDS, ZODIACS } from '../astro/options';
import { streamsJson, takesIdempotencyKey, type RouteDef } from '../routes';
import { installLocalAwslambda } from './lambda-shim';
import { factorComponents, type ComponentSet } from './openapi-components';
import { birthDataSchema, chartOptionsShape } from './schemas';
import { relationshipPeopleSchema } from '../relationships/request';
import { codeOf, ERROR_CATALOGUE } from './error-codes';
import { ACCEPT_LANGUAGE_PARAM, CONFLICTS, TEST_SCENARIO_PARAM, CREATED, ERROR_SCHEMAS, errorResponse, hdr, HEADERS, mayBeNotFound, RATE, ref, STREAM_HEADERS, TAG_DESCRIPTIONS, withLanguageField } from './openapi-parts';
export { LANGUAGE_FIELD, withLanguageField } from './openapi-parts';
import { WEBHOOK_PAYLOAD_TYPES, WEBHOOK_PAYLOADS } from '../webhooks/payloads';
import RECORDED from './examples/responses.json' with { type: 'json' };
import REQUESTS from './examples/requests.json' with { type: 'json' };

/** 200 answers recorded from the running API (`npm run invoke` with the sample events), by route. */
const RESPONSE_EXAMPLES = RECORDED as Record<string, unknown>;

/**
 * A real request per route (the docs page pre-fills "Try it out" with it): the body, and the
 * query and path parameters. Each body validates against its route's schema and is accepted by
 * its handler (test/integration/docs-examples.test.ts); the ids are placeholders to replace.
 */
export interface RequestExample {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
}
export const REQUEST_EXAMPLES = REQUESTS as Readonly<Record<string, RequestExample>>;
import type { DescribedHandler, Quote } from './route-handler';

export interface RouteSchemas {
  request?: z.ZodType;
  response?: z.ZodType;
  /** A dynamic-price route's pricing of a parsed request (defineRoute's `quote`). */
  quote?: (input: unknown) => Quote;
}

type Json = Record<string, unknown>;

/** Imports every handler module of `routes` and collects the schemas each declared. */
export const loadRequestSchemas = async (routes: readonly RouteDef[], root: string): Promise<Record<string, RouteSchemas>> => {
  // streaming handlers call awslambda.streamifyResponse when their module loads
  installLocalAwslambda();
  const out: Record<string, RouteSchemas> = {};
  for (const r of routes) {
    const file = isAbsolute(r.handler) ? r.handler : resolve(root, r.handler);
    const mod = (await import(pathToFileURL(file).href)) as { handler?: DescribedHandler };
    out[r.name] = { request: mod.handler?.requestSchema, response: mod.handler?.responseSchema, ...(mod.handler?.quote ? { quote: mod.handler.quote } : {}) };
  }
  return out;
};
export const loadRouteSchemas = loadRequestSchemas;

const ZODIAC = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];

/**
 * What the code's schemas cannot say in JSON Schema (query strings parsed into integers, values
 * checked by a refinement): the documented type of parameters and fields by name.
 */
export const FIELD_DOCS: Readonly<Record<string, Json>> = {
  page: { type: 'integer', minimum: 1, default: 1, description: 'page number, from 1' },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 50, description: 'items per page, 1 to 100' },
  period: { type: 'string', enum: ['day', 'week', 'month'] },
  // case-insensitive, so a pattern rather than an enum (a validating proxy must let LEO through); `all` included: /horoscope/ALL is this route
  sign: { type: 'string', pattern: SIGN_PARAM_PATTERN, example: 'leo', description: `zodiac sign, any letter case: ${ZODIAC.join(', ')}; or all (the twelve signs, as GET /horoscope/all)` },
  houseSystem: { type: 'string', enum: [...HOUSE_SYSTEMS], default: 'placidus', description: 'house system (case-insensitive), default placidus' },
  zodiac: { type: 'string', enum: [...ZODIACS], default: 'tropical' },
  ayanamsha: { type: 'string', enum: [...AYANAMSHAS], default: 'lahiri', description: 'sidereal zodiac only (case-insensitive)' },
  nodeType: { type: 'string', enum: [...NODE_TYPES], default: 'true' },
  lilithType: { type: 'string', enum: [...LILITH_TYPES], default: 'mean' },
  orbs: {
    type: 'object',
    properties: Object.fromEntries(ASPECTS.map((a) => [a.type, { type: 'number', minimum: 0, maximum: a.major ? ORB_BOUNDS.major : ORB_BOUNDS.minor }])),
    additionalProperties: false,
  },
};

/**
 * zod's conversion, with two repairs so that no field is left untyped (a generated client would
 * type it `unknown`; test/unit/http/typed-schemas.test.ts walks the whole description):
 * - `z.unknown().pipe(target)` (accept anything, then check it as `target`, for the check's own
 *   error string) is documented as `target`: zod documents the input side of a pipe, here `{}`.
 *   (A `z.preprocess` is already documented by its target.)
 * - the open objects of `.loose()` (`additionalProperties: {}`) say so with `true`.
 */
const convert = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType };
      if (io === 'input' && def.type === 'pipe' && ['unknown', 'any'].includes(def.in!._zod.def.type)) {
        const target = convert(def.out!, io);
        for (const k of Object.keys(jsonSchema)) delete (jsonSchema as Json)[k];
        Object.assign(jsonSchema, target);
      }
    },
  }) as Json;
  return rest;
};

const openObjects = (s: unknown): unknown => {
  if (Array.isArray(s)) return s.map(openObjects);
  if (!s || typeof s !== 'object') return s;
  const out = Object.fromEntries(Object.entries(s as Json).map(([k, v]) => [k, k === 'example' || k === 'default' ? v : openObjects(v)]));
  const extra = out.additionalProperties;
  if (extra && typeof extra === 'object' && !Array.isArray(extra) && Object.keys(extra).length === 0) out.additionalProperties = true;
  return out;
};

/** The id a zod schema is named with (`.meta({ id })`): its name in components/schemas. */
export const schemaId = (schema: z.ZodType): string | undefined => (z.globalRegistry.get(schema) as { id?: unknown } | undefined)?.id as string | undefined;

const DEFS = '#/$defs/';

/**
 * A zod schema as the description documents it: its own JSON Schema (`root`, inline) and the
 * named schemas it contains (`defs`, by their `.meta({ id })`, referred to as `#/$defs/<id>`).
 * FIELD_DOCS applies to the top level of the root and, on the request side, of every named part.
 */
export interface Described {
  root: Json;
  defs: Record<string, Json>;
  id?: string;
}
export const describeSchema = (schema: z.ZodType, io: 'input' | 'output'): Described => {
  const { $defs, ...top } = convert(schema, io) as Json & { $defs?: Record<string, Json> };
  const defs: Record<string, Json> = { ...($defs ?? {}) };
  const id = schemaId(schema);
  let root: Json = top;
  if (id && top.$ref === `${DEFS}${id}` && defs[id]) {
    root = defs[id]!;
    // kept as a def only when a part of it refers back to it
    if (!JSON.stringify({ ...defs, [id]: undefined }).includes(`"${DEFS}${id}"`) && !JSON.stringify(root).includes(`"${DEFS}${id}"`)) delete defs[id];
  }
  const finish = (s: Json, top: boolean): Json => birthTimeOptional(top || io === 'input' ? applyFieldDocs(openObjects(s) as Json, io) : (openObjects(s) as Json));
  return {
    root: finish(root, true),
    defs: Object.fromEntries(Object.entries(defs).map(([k, v]) => [k, finish(v, false)])),
    ...(id ? { id } : {}),
  };
};

/** The JSON Schema of a zod schema as the description documents it (FIELD_DOCS applied), its named parts under `$defs`; also the MCP tools' schemas. */
export const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const { root, defs } = describeSchema(schema, io);
  return Object.keys(defs).length > 0 ? { ...root, $defs: { ...((root.$defs as Json | undefined) ?? {}), ...defs } } : root;
};

/**
 * Birth data may leave birthTime out with `timeUnknown: true`, and the place fields with `placeId`
 * (shared/http/birth-input.ts fills them in before the schema): an object that has the switch does
 * not require them.
 */
const PLACE_FIELDS = ['city', 'country', 'latitude', 'longitude', 'timezone'];
const birthTimeOptional = (s: Json): Json => {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const o = Object.fromEntries(Object.entries(v as Json).map(([k, x]) => [k, walk(x)])) as Json;
    const props = o.properties as Json | undefined;
    if (props && 'timeUnknown' in props && Array.isArray(o.required)) o.required = (o.required as string[]).filter((f) => f !== 'birthTime');
    // and with `placeId` the place fields are filled in from it
    if (props && 'placeId' in props && Array.isArray(o.required)) o.required = (o.required as string[]).filter((f) => !PLACE_FIELDS.includes(f));
    if (Array.isArray(o.required) && o.required.length === 0) delete o.required;
    return o;
  };
  return walk(s) as Json;
};

/** Replaces the schema of known fields (FIELD_DOCS), keeping their description when they had one. */
const applyFieldDocs = (s: Json, io: 'input' | 'output'): Json => {
  const props = s.properties as Record<string, Json> | undefined;
  if (!props) return s;
  const out: Record<string, Json> = {};
  // a field marked `x-cursor` (GET /ledger's opaque `page`) is not the page number FIELD_DOCS describes
  // an object of that name (the Vedic answers' `ayanamsha {name, value}`) is another field; a default of the field's own replaces the shared one
  for (const [k, v] of Object.entries(props)) {
    const doc = FIELD_DOCS[k];
    const other = v['x-cursor'] || (v.type === 'object' && doc?.type !== 'object');
    // the field's own bounds and default (GET /places: limit 1-50, default 10) win over the shared ones
    const own = Object.fromEntries(['minimum', 'maximum', 'default'].filter((b) => v[b] !== undefined).map((b) => [b, v[b]]));
    // an answer's field has no default: a generator reads one as always present (SkyEvents' `ayanamsha` is absent in a tropical answer)
    const { default: _default, ...shared } = doc ?? {};
    out[k] = doc && !other ? { ...(io === 'output' ? shared : doc), ...(v.description ? { description: v.description } : {}), ...own } : v;
  }
  return { ...s, properties: out };
};

const credits = (n: number): string => (n === 0 ? 'free' : `${n} credit${n === 1 ? '' : 's'}`);

/**
 * The price of the operation's pre-filled example (what "Try it out" sends): the route's fixed
 * price, or its own pricing of the parsed example (dynamic routes). Undefined when it cannot be known.
 */
export const examplePrice = (r: RouteDef, pair: RouteSchemas, example: RequestExample): Quote | undefined => {
  if (r.price !== 'dynamic') return { credits: r.price };
  if (!pair.quote || !pair.request) return undefined;
  const input = r.method === 'GET' ? { ...(example.query ?? {}), ...(example.params ?? {}) } : (example.body ?? {});
  const parsed = pair.request.safeParse(input);
  return parsed.success ? pair.quote(parsed.data) : undefined;
};

const priceText = (r: RouteDef): string =>
  r.price === 'dynamic' ? 'computed by the handler (see the summary)' : r.price === 0 ? 'free' : `${r.price} credit${r.price === 1 ? '' : 's'}`;

/** The 200 answer of a route: the envelope with its data schema (buffered or streamed), the PDF, or the text stream. */
const okResponse = (r: RouteDef, data: Json | undefined): Json => {
  const charged = r.price !== 0;
  const envelope = (description: string): Json => ({
    description,
    headers: hdr('X-Request-Id', ...RATE, ...(charged ? ['X-Credits-Used', 'X-Credits-Remaining'] : []), ...(r.language ? ['Content-Language'] : [])),
    content: {
      'application/json': {
        schema: { allOf: [ref('Envelope'), { type: 'object', required: ['data'], properties: { data: data ?? { type: 'object', description: 'see the summary' } } }] },
        ...(RESPONSE_EXAMPLES[r.name] ? { example: RESPONSE_EXAMPLES[r.name] } : {}),
      },
    },
  });
  if (streamsJson(r)) {
    return envelope(
      'Success: the envelope `{success, data, meta}`, streamed as it is read (the 200 leaves before the data). A failure after the first byte leaves the JSON unterminated: a body that does not parse is a failed answer; retry',
    );
  }
  if (r.produces?.includes('text/calendar')) {
    return {
      description: 'The calendar (RFC 5545, iCalendar): subscribe to its URL in a calendar app',
      headers: hdr('X-Request-Id', ...RATE, 'X-Credits-Used', 'X-Credits-Remaining'),
      content: { 'text/calendar': { schema: { type: 'string', contentMediaType: 'text/calendar' } } },
    };
  }
  if (r.produces) {
    return {
      description: `The image: ${r.produces.join(' or ')} (the \`format\` option). Deployed, send a matching \`Accept\` header (API Gateway returns PNG bytes only for \`Accept: image/png\`).`,
      headers: hdr('X-Request-Id', ...RATE, ...(charged ? ['X-Credits-Used', 'X-Credits-Remaining'] : []), 'X-Birth-Moment'),
      content: Object.fromEntries(r.produces.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }])),
    };
  }
  if (r.binary) {
    return {
      description: 'The PDF. Deployed, send `Accept: application/pdf` (API Gateway returns bytes only for that media type).',
      headers: hdr('X-Request-Id', ...RATE),
      content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
    };
  }
  if (r.streaming) {
    return {
      description:
        'The answer as a text stream (chunks as they are written). The headers leave before the answer: `X-Credits-Held` is the hold, not the charge; usage and the final charge are recorded with the conversation before the stream ends',
      headers: hdr('X-Request-Id', ...RATE, ...(r.price === 'dynamic' ? ['X-Credits-Held', 'X-Credits-Available'] : charged ? ['X-Credits-Used', 'X-Credits-Remaining'] : []), ...(STREAM_HEADERS[r.name] ?? []), ...(r.language ? ['Content-Language'] : [])),
      content: { 'text/plain': { schema: { type: 'string' }, example: 'Your Sun in Libra looks for work with other people in it: partnerships, mediation, design…' } },
    };
  }
  return envelope('Success: the envelope `{success, data, meta}`');
};

/**
 * The shared shapes named in components/schemas (shared/http/openapi-components.ts): from the
 * zod schemas the routes spread into their own (birth data, chart options) and the response
 * shapes they share, so that a change of the shape changes its component.
 */
const componentSet = (): ComponentSet => ({
  parts: {
    BirthData: jsonSchema(birthDataSchema, 'input'),
    ChartOptions: stripDefaults(jsonSchema(z.object(chartOptionsShape), 'input')) as Json,
  },
  whole: {
    Orbs: { ...FIELD_DOCS.orbs, description: 'orb per aspect type in degrees' },
    Person: { ...(stripDefaults(jsonSchema(relationshipPeopleSchema, 'input').items) as Json), description: 'a person of a two-person route: birth data with fullName, or a saved blueprint' },
  },
});

const SCHEMA_LISTS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const SCHEMA_ARRAYS = new Set(['anyOf', 'allOf', 'oneOf', 'prefixItems']);
const SCHEMA_ONE = new Set(['items', 'additionalProperties', 'unevaluatedProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else']);

/**
 * A request schema without its `default`s, said in the description instead: a generator reads a
 * field with a default as always present (openapi-typescript's default), which is true of an
 * answer, not of a request, where the field may be left out. Parameters keep theirs.
 */
export const stripDefaults = (node: unknown): unknown => {
  if (Array.isArray(node) || !node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    if (k === 'default') continue;
    if (SCHEMA_LISTS.has(k) && v && typeof v === 'object') out[k] = Object.fromEntries(Object.entries(v as Json).map(([n, x]) => [n, stripDefaults(x)]));
    else if (SCHEMA_ARRAYS.has(k) && Array.isArray(v)) out[k] = v.map(stripDefaults);
    else if (SCHEMA_ONE.has(k)) out[k] = stripDefaults(v);
    else out[k] = v;
  }
  const given = (node as Json).default;
  if (given !== undefined) {
    const text = typeof out.description === 'string' ? out.description : '';
    if (!/default/i.test(text)) out.description = `${text ? `${text}; ` : ''}default ${JSON.stringify(given)}`;
  }
  return out;
};

/** `#/$defs/<id>` of the zod conversion as `#/components/schemas/<id>`. */
const toComponents = (node: unknown): unknown =>
  JSON.parse(JSON.stringify(node).replaceAll(`"$ref":"${DEFS}`, '"$ref":"#/components/schemas/')) as unknown;

/** A route name as a type name: `vedic-chart` -> `VedicChart`. */
const pascal = (name: string): string => name.replace(/(^|-)([a-z0-9])/g, (_m, _d: string, c: string) => c.toUpperCase());

/**
 * The named schemas of the description, gathered from the routes' zod schemas: every request body
 * and every answer's `data` is one, by its zod id (`.meta({ id })`), else by its route's name; so
 * is every part with an id. The same schema met twice is one component; a different one under a
 * taken name gets `<name>_2` (test/unit/http/components.test.ts keeps those at none).
 */
class Components {
  readonly schemas: Record<string, Json> = {};
  add(name: string, schema: Json): string {
    for (let n = 1; ; n++) {
      const at = n === 1 ? name : `${name}_${n}`;
      const had = this.schemas[at];
      if (!had) {
        this.schemas[at] = schema;
        return at;
      }
      if (JSON.stringify(had) === JSON.stringify(schema)) return at;
    }
  }
  /** The described schema's parts and itself as components: the `$ref` of itself. */
  named(d: Described, io: 'input' | 'output', fallback: string, root: Json = d.root): Json {
    const prep = (v: Json): Json => toComponents(io === 'input' ? stripDefaults(v) : v) as Json;
    for (const [k, v] of Object.entries(d.defs)) this.add(k, prep(v));
    return ref(this.add(d.id ?? fallback, prep(root)));
  }
  /** The parts only (a GET's query schema is described as parameters). */
  parts(d: Described): void {
    for (const [k, v] of Object.entries(d.defs)) this.add(k, toComponents(stripDefaults(v)) as Json);
  }
}

export const buildOpenApi = (
  routes: readonly RouteDef[],
  schemas: Record<string, RouteSchemas | z.ZodType | undefined> = {},
  serverUrl = 'http://127.0.0.1:3000/v1',
): Json => {
  const paths: Record<string, Record<string, unknown>> = {};
  const components = new Components();
  for (const r of routes) {
    const given = schemas[r.name];
    const pair: RouteSchemas = given && '_zod' in (given as object) ? { request: given as z.ZodType } : ((given as RouteSchemas | undefined) ?? {});
    const described = pair.request ? describeSchema(pair.request, 'input') : undefined;
    const json = withLanguageField(r, described ? (toComponents(described.root) as Json) : undefined);
    const data = pair.response ? components.named(describeSchema(pair.response, 'output'), 'output', `${pascal(r.name)}Data`) : undefined;
    if (described && r.method === 'GET') components.parts(described);
    const body =
      json && r.method !== 'GET'
        ? described
          ? components.named(described, 'input', `${pascal(r.name)}Request`, withLanguageField(r, described.root))
          : ref(components.add(`${pascal(r.name)}Request`, stripDefaults(json) as Json))
        : undefined;
    const pathNames = [...r.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const example = REQUEST_EXAMPLES[r.name] ?? {};
    const exampleOf = (from: Record<string, unknown> | undefined, name: string): Json => (from?.[name] !== undefined ? { example: from[name] } : {});
    const params: Json[] = pathNames.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: FIELD_DOCS[name] ?? { type: 'string' },
      ...(name === 'id'
        ? { description: r.auth === 'token' ? 'the secret token of the feed and `.ics`: the end of the `url` POST /v1/calendars answered' : 'an id from the list of your items (the example is a placeholder: replace it)' }
        : {}),
      ...exampleOf(example.params, name),
    }));
    if (json && r.method === 'GET') {
      // GET input = query string + path parameters: describe the query part as parameters
      const props = (json.properties ?? {}) as Record<string, Json>;
      const req = new Set((json.required ?? []) as string[]);
      for (const [name, s] of Object.entries(props)) {
        if (!pathNames.includes(name)) params.push({ name, in: 'query', required: req.has(name), schema: s, ...exampleOf(example.query, name) });
      }
    }
    if (r.language) params.push(ACCEPT_LANGUAGE_PARAM);
    // every route reads a key or a token, so a test key may rehearse a failure on any of them
    params.push(ref('TestScenario', 'parameters'));
    // the streamed chat refuses the header (it continues with conversationId): not advertised there
    const idempotent = takesIdempotencyKey(r) && !r.streaming;
    if (idempotent) {
      params.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'Replays the first answer of a request with the same key and body for 24 h, without charging again',
        schema: { type: 'string', maxLength: 255 },
      });
    }
    const responses: Record<string, unknown> = {
      [CREATED.has(r.name) ? 201 : 200]: okResponse(r, data),
      400: errorResponse(
        400,
        'Invalid input: the spec’s error strings (e.g. "Invalid birth date"); a field the route does not know is `unknown_field` (UnknownField). Nothing is charged',
        { anyOf: [ref('UnknownField'), ref('Error')] },
        RATE,
      ),
      ...(r.auth === 'token' ? {} : { 401: errorResponse(401, 'Missing, unknown or revoked API key', 'Error', ['WWW-Authenticate']) }),
      ...(r.price !== 0 ? { 402: errorResponse(402, 'Insufficient credits: `required` and `available`', 'InsufficientCredits', RATE) } : {}),
      ...(r.roles ? { 403: errorResponse(403, `\`Forbidden\`: the route needs a key with the role ${r.roles.join(' or ')}`, 'Error', RATE) } : {}),
      ...(mayBeNotFound(r) ? { 404: errorResponse(404, 'Not found (or not the caller’s)', 'Error', RATE) } : {}),
      405: errorResponse(405, 'Wrong method for this path: `allow` lists the right ones', 'MethodNotAllowed', ['Allow']),
      ...(idempotent || CONFLICTS[r.name]
        ? { 409: errorResponse(409, CONFLICTS[r.name] ?? 'A request with this Idempotency-Key is still running', 'Error', r.roles ? RATE : []) }
        : {}),
      ...(r.method !== 'GET' ? { 413: errorResponse(413, 'Body too large', 'Error') } : {}),
      ...(r.method === 'POST'
        ? { 415: errorResponse(415, 'A body sent without `Content-Type: application/json` (another media type, or none): never read as JSON; nothing charged', 'Error') }
        : {}),
      ...(idempotent ? { 422: errorResponse(422, 'Idempotency-Key reused with a different body', 'Error', RATE) } : {}),
      429: errorResponse(429, 'Rate limit exceeded (per key, or the stage’s throttling)', 'RateLimited', ['Retry-After', ...RATE]),
      500: errorResponse(500, 'Unexpected error: `requestId` identifies it', 'ServerError'),
      503: errorResponse(503, 'Timed out or unavailable (refunded): retry later', 'ServerError', ['Retry-After']),
    };
    // the price of the pre-filled example, in the summary the docs page shows on every operation
    const quoted = examplePrice(r, pair, example);
    const exampleText = quoted ? `${credits(quoted.credits)}${quoted.note ? ` (${quoted.note})` : ''}` : undefined;
    const op: Json = {
      operationId: r.name,
      summary: quoted ? `${r.summary} · example: ${credits(quoted.credits)}${quoted.note ? '+' : ''}` : r.summary,
      description: `Price: ${priceText(r)}.${exampleText ? ` The pre-filled example costs ${exampleText}.` : ''} Rate-limit profile: ${r.rateLimit}.${r.streaming ? ' Streams its response.' : ''}`,
      tags: [r.path.split('/')[1] ?? 'api'],
      'x-price': r.price,
      ...(quoted ? { 'x-example-price': quoted.credits } : {}),
      'x-rate-limit-profile': r.rateLimit,
      // a route whose path carries its own secret (a calendar feed): no API key
      ...(r.auth === 'token' ? { security: [] } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body, ...(example.body !== undefined ? { example: example.body } : {}) } } } } : {}),
      responses,
    };
    (paths[r.path] ??= {})[r.method.toLowerCase()] = op;
  }
  const publicDoc = (summary: string, content: Json, operationId = summary.startsWith('This') ? 'openapi' : 'docs'): Json => ({
    get: {
      operationId,
      summary,
      tags: ['docs'],
      security: [],
      responses: { 200: { description: 'OK', content }, 405: errorResponse(405, 'Only GET', 'MethodNotAllowed', ['Allow']) },
    },
  });
  paths['/openapi.json'] = publicDoc('This description (no key needed)', { 'application/json': { schema: { type: 'object' } } });
  paths['/docs'] = publicDoc('The API reference page (Swagger UI, served with the API; no key needed)', { 'text/html': { schema: { type: 'string' } } });
  paths['/console'] = publicDoc(
    'The console: paste a key to see balance, usage, ledger, keys and saved things (a page served with the API; no key needed to load it)',
    { 'text/html': { schema: { type: 'string' } } },
    'console',
  );
  // the events POSTed to a webhook endpoint (OpenAPI 3.1 `webhooks`): each type's body a named schema
  const webhooks = Object.fromEntries(
    WEBHOOK_PAYLOAD_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `webhook-${type}`,
          summary: `The \`${type}\` event, POSTed to your endpoint and signed (docs/webhooks.md)`,
          tags: ['webhooks'],
          security: [],
          requestBody: { required: true, content: { 'application/json': { schema: components.named(describeSchema(WEBHOOK_PAYLOADS[type], 'output'), 'output', `${pascal(type.replace('.', '-'))}Event`) } } },
          responses: {
            200: { description: 'Any 2xx acknowledges the delivery' },
            400: { description: 'Any other answer (or none within the timeout) is retried with backoff; deduplicate by the event `id`' },
          },
        },
      },
    ]),
  );
  // a saved record's summary (the lists' item) is a part of the record itself and of the other views of it
  const set = componentSet();
  for (const [name, schema] of Object.entries(components.schemas)) if (name.endsWith('Summary') && schema.properties) set.parts[name] = schema;
  return factorComponents({ ...describeAll(routes, paths, serverUrl, components.schemas), webhooks }, set);
};

/** The whole document around the operations (before the shared shapes are named). */
const describeAll = (routes: readonly RouteDef[], paths: Json, serverUrl: string, named: Record<string, Json>): Json => {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Blueprint API',
      version: '1.0.0',
      description:
        'Natal charts, Human Design, numerology blueprints, transits, daily horoscopes and an AI advisor; every call spends prepaid credits. Authenticate with `Authorization: Bearer <key>` or `X-API-Key: <key>` (one key: two different keys are 400 `Conflicting API keys`). A request with a body must send it as `Content-Type: application/json` (415 `Unsupported media type` otherwise). Strings with control characters, direction overrides or invalid Unicode are 400 `Invalid request`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl, description: 'this deployment (stage v1)' }],
    // every error code (the `code` of error bodies): its error string, statuses and meaning; the docs page lists them with anchors
    'x-error-codes': Object.fromEntries(ERROR_CATALOGUE.map((d) => [codeOf(d.error), { error: d.error, status: d.status, description: d.when }])),
    security: [{ bearer: [] }, { apiKey: [] }],
    tags: [...new Set(routes.map((r) => r.path.split('/')[1] ?? 'api')), 'docs'].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `Routes under /${name}` })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API key>' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'X-API-Key: <API key>' },
      },
      headers: HEADERS,
      parameters: { TestScenario: TEST_SCENARIO_PARAM },
      schemas: {
        ...named,
        ...ERROR_SCHEMAS,
        Envelope: {
          type: 'object',
          description: 'every JSON success: `{success: true, data, meta}` (each operation gives its `data`)',
          required: ['success', 'meta'],
          properties: { success: { const: true }, meta: ref('Meta') },
        },
        BirthMoment: { type: 'object', description: 'a birth moment as computed: its instant (UTC, Julian day UT), the rule that gave its offset, and ΔT', properties: { utc: { type: 'string' }, jdUT: { type: 'number' }, rule: { type: 'string', enum: ['zone rule', 'local mean time', 'utc offset'] }, offsetRule: { type: 'string' }, resolution: { type: 'string' }, utcOffset: { type: 'string' }, timezone: { type: 'string' }, localTime: { type: 'string' }, timeUnknown: { type: 'boolean' }, deltaTSeconds: { type: 'number' } } },
        Meta: {
          type: 'object',
          properties: {
            creditsUsed: { type: 'integer', minimum: 0, description: 'credits this call spent' },
            creditsRemaining: { type: 'integer', description: 'balance after this call (charged routes)' },
            livemode: { type: 'boolean', const: false, description: 'only on a test key’s answer (bp_test_…, docs/self-service.md "Test keys"): computed like a live one, paid with test credits; live answers carry no livemode' },
            calculation: {
              type: 'object',
              description:
                'every computed answer of a birth or chart (not a saved record read by its id): how it was computed. `moment` (the birth moment: `utc`, `jdUT`, `rule` zone rule | local mean time | utc offset, `offsetRule` standard | daylight saving | fold | gap | local mean time | utc offset, `utcOffset` used, `timezone`, `localTime`, `timeUnknown`, `deltaTSeconds` ΔT = TT − UT), `moments` (each person of a two-person answer), `ephemeris` (`name` Swiss Ephemeris, `version`, `files`), `zodiac` (`type`, `ayanamsha` `{name, value}` in degrees at the moment), `houses` (`requested`, `used`, `fallback`, `fallbackReason` near the poles). An image answer carries the moment in the `X-Birth-Moment` header. docs/astrology.md "Calculation record".',
              properties: {
                moment: { $ref: '#/components/schemas/BirthMoment' },
                moments: { type: 'array', description: 'each birth of a two-person answer', items: { $ref: '#/components/schemas/BirthMoment' } },
                ephemeris: { type: 'object', properties: { name: { type: 'string' }, version: { type: 'string' }, files: { type: 'array', items: { type: 'string' } } } },
                zodiac: { type: 'object', properties: { type: { type: 'string', enum: ['tropical', 'sidereal'] }, ayanamsha: { type: 'object', properties: { name: { type: 'string' }, value: { type: 'number' } } } } },
                houses: { type: 'object', properties: { requested: { type: 'string' }, used: { type: 'string' }, fallback: { type: 'boolean' }, fallbackReason: { type: 'string' } } },
              },
              additionalProperties: true,
            },
          },
          additionalProperties: true,
        },
      },
    },
  };
};
