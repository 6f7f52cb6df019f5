/**
 * The shared parts of the OpenAPI description (shared/http/openapi.ts builds it): the error bodies
 * and their examples, the response headers, the `language` field and parameter, the routes that
 * may answer 404, 409 or 201, and the tags' descriptions.
 */
import { SCENARIO_HEADER, TEST_SCENARIOS } from '../accounts/test-mode';
import { LANGUAGES } from '../i18n/languages';
import type { RouteDef } from '../routes';
import { codeOf, ERROR_CATALOGUE } from './error-codes';
import { errorBody } from './errors';

type Json = Record<string, unknown>;

export const ref = (name: string, kind: 'schemas' | 'parameters' = 'schemas'): Json => ({ $ref: `#/components/${kind}/${name}` });
export const withFields = (base: string, required: string[], properties: Json): Json => ({
  allOf: [ref(base), { type: 'object', required, properties }],
});

/** The error bodies (shared/http/errors.ts and the gateway responses of infra/stack.ts). */
export const ERROR_SCHEMAS: Record<string, Json> = {
  Error: {
    type: 'object',
    required: ['success', 'error', 'message', 'code', 'requestId', 'docUrl'],
    properties: {
      success: { const: false },
      error: { type: 'string', description: 'stable error string (spec section 7), e.g. "Invalid birth date"' },
      message: { type: 'string', description: 'human-readable detail' },
      code: {
        type: 'string',
        pattern: '^[a-z0-9]+(_[a-z0-9]+)*$',
        description: `the error's stable machine-readable code: \`error\` in snake_case. The codes: ${ERROR_CATALOGUE.map((d) => `\`${codeOf(d.error)}\` (${d.status.join('/')})`).join(', ')}. Each is explained on the docs page (\`docUrl\`) and in \`x-error-codes\` of this description`,
        examples: ERROR_CATALOGUE.slice(0, 3).map((d) => codeOf(d.error)),
      },
      requestId: { type: 'string', description: 'the id of this request (also the X-Request-Id header): quote it when reporting an error' },
      docUrl: { type: 'string', description: 'the docs page’s anchor of the code, e.g. https://api.example.com/v1/docs#error-invalid_birth_date' },
    },
    additionalProperties: true,
  },
  InsufficientCredits: withFields('Error', ['required', 'available'], {
    error: { const: 'Insufficient credits' },
    required: { type: 'integer', description: 'credits the call costs' },
    available: { type: 'integer', description: 'credits on the account' },
    modulesRequested: { type: 'array', items: { type: 'string' }, description: 'blueprints: the modules asked for' },
  }),
  RateLimited: withFields('Error', [], {
    error: { const: 'Rate limit exceeded' },
    limit: { type: 'integer' },
    reset: { type: 'integer', description: 'Unix seconds when the window resets' },
  }),
  MethodNotAllowed: withFields('Error', ['allow'], { error: { const: 'Method not allowed' }, allow: { type: 'array', items: { type: 'string' } } }),
  ServerError: withFields('Error', [], { requestId: { type: 'string', description: 'quote it when reporting the error' } }),
  UnknownField: withFields('Error', ['fields'], {
    error: { const: 'Unknown field' },
    code: { const: 'unknown_field' },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'path'],
        properties: {
          field: { type: 'string', description: 'the unknown field’s name as sent, e.g. includeAi' },
          path: { type: 'string', description: 'where it is, dotted, e.g. people.1.birthdate' },
          didYouMean: { type: 'string', description: 'the nearest field the route knows there, when one is near, e.g. includeAI' },
        },
      },
    },
  }),
};

/** A text route's `language` (shared/i18n): a body field, or on GET a query parameter (the advisor's is `agent.language`). */
export const LANGUAGE_FIELD: Json = {
  type: 'string',
  enum: [...LANGUAGES],
  description: 'language of the answer’s texts (docs/languages.md); default: the best of the Accept-Language header, else en',
};

export const ACCEPT_LANGUAGE_PARAM: Json = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  description: 'the language of the texts when the request names none (`language`): q-values honoured, `pt-BR` is `pt`, unsupported languages fall back to en',
  schema: { type: 'string' },
};

/** The header a test key (`bp_test_`) sends to rehearse a failure (docs/self-service.md "Test keys"); a live key sending it is a 400. */
export const TEST_SCENARIO_PARAM: Json = {
  name: SCENARIO_HEADER,
  in: 'header',
  required: false,
  description:
    'Test keys only (`bp_test_…`): answers as the named failure would, nothing charged: `insufficient_credits` (402), `rate_limited` (429 with Retry-After), `server_error` (500), or `slow` (the real answer, 5 s late). A live key sending it gets 400',
  schema: { type: 'string', enum: [...TEST_SCENARIOS] },
};

/** The input schema of a route with its `language` field added (routes whose language is a top-level field). */
export const withLanguageField = (r: RouteDef, json: Json | undefined): Json | undefined => {
  if (r.language !== 'field') return json;
  const base = json ?? { type: 'object', properties: {} };
  return { ...base, properties: { ...((base.properties as Json | undefined) ?? {}), language: LANGUAGE_FIELD } };
};

export const HEADERS: Record<string, Json> = {
  'X-Request-Id': { description: 'id of this request (in the logs as correlation_id when the client sent one)', schema: { type: 'string' } },
  'X-RateLimit-Limit': { description: 'requests allowed in the current window', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'requests left in the current window', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Unix seconds when the window resets', schema: { type: 'integer' } },
  'X-Credits-Used': { description: 'credits this call spent', schema: { type: 'integer' } },
  'X-Credits-Remaining': { description: 'balance after this call', schema: { type: 'integer' } },
  'X-Birth-Moment': { description: 'images of a birth: the moment it was drawn for and how it was found, `<UT>; rule=<zone rule|local mean time|utc offset>; offset=<+HH:MM[:SS]>; zone=<IANA zone>` (`; time=unknown` when the birth time is unknown); meta.calculation of the JSON answers', schema: { type: 'string' } },
  'X-Credits-Held': {
    description: 'streamed answers: credits held while the answer is written (the estimate; 0 when a free or subscription message pays). The final charge is the turn’s `creditsCharged` in GET /advisor/conversations/{id}, recorded before the stream ends',
    schema: { type: 'integer' },
  },
  'X-Credits-Available': { description: 'streamed answers: the balance while the hold is open', schema: { type: 'integer' } },
  'X-Conversation-Id': { description: 'the conversation this answer belongs to: send it as `conversationId` to continue; its turns carry the final charge', schema: { type: 'string' } },
  'X-Agent-Version': { description: 'version of the advisor’s prompts and tools', schema: { type: 'string' } },
  'X-Estimated-Cost': { description: 'the estimate held for this answer, an upper bound of its price (0 when a free or subscription message pays)', schema: { type: 'integer' } },
  'X-Advisor-Funding': { description: 'who pays this answer', schema: { type: 'string', enum: ['free', 'subscription', 'credits'] } },
  'X-Advisor-Mode': { description: '`personal` (grounded in the newest saved blueprint) or `general`', schema: { type: 'string', enum: ['personal', 'general'] } },
  'Content-Language': { description: 'the language of the answer’s texts (docs/languages.md): the `language` asked, else the best of Accept-Language, else en', schema: { type: 'string', enum: [...LANGUAGES] } },
  'Retry-After': { description: 'seconds to wait before retrying', schema: { type: 'integer' } },
  Allow: { description: 'the methods the path accepts', schema: { type: 'string' } },
  'WWW-Authenticate': { description: 'the scheme to authenticate with', schema: { type: 'string' } },
};
export const hdr = (...names: string[]): Json => Object.fromEntries(names.map((n) => [n, { $ref: `#/components/headers/${n}` }]));
export const RATE = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
/** Headers a route's streamed answer carries besides the common ones. */
export const STREAM_HEADERS: Record<string, string[]> = {
  'advisor-chat': ['X-Conversation-Id', 'X-Agent-Version', 'X-Estimated-Cost', 'X-Advisor-Funding', 'X-Advisor-Mode'],
};

export const EXAMPLE_ERRORS: Record<number, Json> = {
  400: { error: 'Invalid birth date', message: 'birthDate must be YYYY-MM-DD' },
  401: { error: 'Missing API key', message: 'Send the key as "Authorization: Bearer <key>" or "X-API-Key: <key>"' },
  402: { error: 'Insufficient credits', message: 'This call costs 1 credit; the balance is 0', required: 1, available: 0 },
  404: { error: 'Blueprint not found', message: 'No blueprint bp_01 for this account' },
  405: { error: 'Method not allowed', message: 'GET is not allowed on /calculators/big-3; use POST', allow: ['POST'] },
  403: { error: 'Forbidden', message: 'This route needs a key with the role owner or admin; this key is a member key' },
  409: { error: 'Request in progress', message: 'A request with this Idempotency-Key is still running; retry when it has finished' },
  413: { error: 'Payload too large', message: 'The request body exceeds 65536 bytes' },
  415: { error: 'Unsupported media type', message: 'The request body must be JSON sent with "Content-Type: application/json"; got "text/plain"' },
  422: { error: 'Idempotency key reused', message: 'This Idempotency-Key was used with a different request body' },
  429: { error: 'Rate limit exceeded', message: 'At most 100 requests per window for this key; retry after 12 s', limit: 100, reset: 1767225600 },
  500: { error: 'Internal server error', message: 'Unexpected error; quote request id 3f2b… when reporting it', requestId: '3f2b8c1e-0000-4000-8000-000000000000' },
  503: { error: 'Service unavailable', message: 'The request timed out (request id 3f2b…)', requestId: '3f2b8c1e-0000-4000-8000-000000000000' },
};

/** An example error body as the API writes it (shared/http/errors.ts errorBody). */
export const exampleError = (status: number): Json => {
  const { error, message, ...details } = EXAMPLE_ERRORS[status] as { error: string; message: string };
  const { requestId = '3f2b8c1e-0000-4000-8000-000000000000', ...rest } = details as Json & { requestId?: string };
  return errorBody(error, message, String(requestId), rest, 'https://api.example.com/v1/docs');
};

export const errorResponse = (status: number, description: string, schema: string | Json, headers: string[] = []): Json => ({
  description,
  headers: hdr('X-Request-Id', ...headers),
  content: { 'application/json': { schema: typeof schema === 'string' ? ref(schema) : schema, example: exampleError(status) } },
});

/** Whether the route reads an item of the caller that may not exist (404): a path id, a blueprintId or a saved subject in the body. */
export const mayBeNotFound = (r: RouteDef): boolean =>
  r.path.includes('{') ||
  (r.method === 'POST' && r.tables.subjects !== undefined) || r.path.startsWith('/images/') || r.path.startsWith('/predictive/') || (r.method === 'POST' && r.tables.blueprints === 'read') || ['blueprints-pdf', 'transits-create', 'relationships-create', 'advisor-chat', 'account-get'].includes(r.name);

/** Answers of routes that can refuse with 409 besides the Idempotency-Key's, and why. */
export const CONFLICTS: Readonly<Record<string, string>> = {
  'blueprints-pdf': 'Blueprint is not ready or has no content',
  'keys-revoke': '`Last owner key`: the account’s last live owner key is never revoked',
  'account-delete': '`Work in progress`: a paid request of the account is still running; retry when it has finished',
  'webhooks-rotate-secret': '`Webhook changed`: another rotation of the same webhook landed at the same moment',
};
/** Routes whose success is 201 (they create something). */
export const CREATED = new Set(['keys-create', 'calendars-create', 'webhooks-create']);

export const TAG_DESCRIPTIONS: Record<string, string> = {
  account: 'The caller’s account and balance; its data export and its deletion',
  keys: 'The account’s API keys and their roles (owner and admin keys)',
  usage: 'Credits and requests per day, route or key, from the ledger (owner and admin keys)',
  ledger: 'The account’s money movements (owner and admin keys)',
  calculators: 'Single calculations: life path, Sun/Moon/rising, the natal chart',
  'generate-blueprint': 'Blueprints: astrology, Human Design and numerology, optionally with AI interpretations',
  'generate-blueprint-modular': 'The same operation as /generate-blueprint',
  blueprints: 'Saved blueprints of the caller',
  blueprint: 'Blueprint exports (PDF)',
  transits: 'Personal transits and the daily sky',
  relationships: 'Two people compared: synastry, composite and Davison charts, the Human Design connection chart, numerology compatibility',
  horoscope: 'Daily sign horoscopes',
  advisor: 'The AI advisor chat and its conversations',
  predictive: 'Solar and lunar returns, secondary progressions, solar arc directions',
  docs: 'This description, its reference page and the console page (no key needed)',
  calendars: 'Personal calendar feeds (RFC 5545) of a saved blueprint: the feed URL carries its own secret, for calendar apps',
  webhooks: 'Signed webhooks: sky events, published horoscopes, exact transits and a low balance POSTed to your endpoint (owner and admin keys)',
};
