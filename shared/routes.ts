/**
 * THE route table: the single source of truth for the API surface. The CDK stack
 * (infra/), the local server (scripts/start.ts) and the API description
 * (OpenAPI, generated) are all derived from this list. Nothing else lists routes.
 *
 * Order matters only for humans; matching gives literal segments precedence over
 * `{param}` segments (see shared/http/router.ts), so `/transits/today` beats
 * `/transits/{id}` wherever it is listed.
 */
import type { TableId } from './store/tables';
import type { KeyRole } from './store/types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** How a route uses a table: reads it, only puts new items in it (`append`), or reads and writes it. */
export type Access = 'read' | 'append' | 'readwrite';

/** The access of two uses of one table together: the same, or read-write when they differ. */
export const mergeAccess = (a: Access | undefined, b: Access): Access => (a === undefined || a === b ? b : 'readwrite');

export interface RouteDef {
  /** Function id, kebab-case; also the Lambda construct id. */
  name: string;
  method: HttpMethod;
  /** Path under the `/v1` stage, API Gateway syntax for parameters: `/transits/{id}`. */
  path: string;
  /** Handler module, relative to the repo root; it exports `handler`. */
  handler: string;
  /** Credits a call costs; 'dynamic' when the handler computes it (blueprints, chat). */
  price: number | 'dynamic';
  /** Which rate-limit profile applies. */
  rateLimit: 'standard' | 'chat';
  /**
   * Lambda response streaming (REST API + InvokeWithResponseStream): a text stream (the chat), or
   * with `produces: ['application/json']` the JSON envelope written piece by piece (the export).
   */
  streaming?: boolean;
  /** Binary response body (PDF): base64 through API Gateway. */
  binary?: boolean;
  /** Media types of a binary or non-JSON answer (default application/pdf for `binary`); application/json on a streamed JSON answer (`streamsJson`). */
  produces?: readonly string[];
  /** Tables the function may touch, and how: the CDK grants exactly these. */
  tables: Partial<Record<TableId, Access>>;
  timeoutSeconds?: number;
  memoryMb?: number;
  /** Writes through the AI layer (gets the Anthropic key secret); default: chat and dynamic-price routes. */
  ai?: boolean;
  summary: string;
  /** Name of the route's MCP tool (shared/mcp); default: `name` in snake_case. */
  tool?: string;
  /**
   * The key roles that may call the route (default: every role). Other keys get 403 `Forbidden`
   * after the key check (shared/http/middleware/auth.ts); the API description lists the 403.
   */
  roles?: readonly KeyRole[];
  /**
   * Data files the function's asset carries besides the code (infra/constructs/asset-files.ts):
   * `places`, the GeoNames places file of the place search (shared/places/data.ts).
   */
  data?: readonly 'places'[];
  /**
   * `false`: no MCP tool for this route (shared/mcp/tools.ts). For the routes that hand out a key's
   * secret, revoke keys, export or delete the whole account: not for an agent's toolbox (docs/self-service.md).
   */
  mcp?: false;
  /**
   * How the caller is known: by an API key (default), or `'token'`: by a secret in the path (a
   * calendar feed: calendar apps send no headers). The handler module resolves the token to the key
   * it acts for (`token` of defineRoute, shared/http/middleware/auth.ts); no API key is read and the
   * API description lists no security scheme. That key's account pays and its rate limit counts.
   */
  auth?: 'token';
  /**
   * The route writes text: it answers in a language (shared/i18n, docs/languages.md). `field`: a
   * `language` body field (query parameter on GET) or else Accept-Language; `agent`: the advisor's
   * `agent.language`, else Accept-Language. Every answer carries `Content-Language`.
   */
  language?: 'field' | 'agent';
}

/**
 * Every authenticated, charged route reads keys, moves credits and counts requests in the
 * account item (which also carries the journal; the ledger is written by the accounts table's
 * stream consumer) and keeps Idempotency-Key records. The chat profile adds the rate-limit table.
 */
const CHARGED = { keys: 'read', accounts: 'readwrite', idempotency: 'readwrite', requests: 'append' } as const;
/** Free routes still authenticate and are rate limited: the count is an update of the account item. Every authenticated request appends its line to the account's request log. */
const FREE = { keys: 'read', accounts: 'readwrite', requests: 'append' } as const;
/**
 * Routes that take birth data ship the places file: their birth data may name a place of GET /v1/places
 * (`placeId`) instead of city, country, latitude, longitude and timezone (shared/http/birth-input.ts).
 */
const BIRTH_DATA: readonly 'places'[] = ['places'];
/** Self-service routes that read usage, keys and the account's data (issue 25, docs/self-service.md). */
const MANAGERS = ['owner', 'admin'] as const;

/**
 * What every image route shares: 1 credit, SVG or PNG (binary through API Gateway), the caller's
 * saved blueprints readable (a person may be given by blueprintId), the rasterizer's time and memory.
 */
const IMAGE_ROUTE = {
  price: 1,
  rateLimit: 'standard',
  binary: true,
  produces: ['image/svg+xml', 'image/png'],
  tables: { ...CHARGED, blueprints: 'read' },
  timeoutSeconds: 15,
  memoryMb: 1024,
} as const;

/**
 * The public pages and documents (no key, no credits, GET only): the API description, its
 * reference page and the renderer's files, and the console (shared/http/console-page.ts), whose
 * script and style are served under /docs/{file}. One docs function serves them deployed
 * (functions/docs/docs.ts, infra/stack.ts), the local server locally.
 */
export const PUBLIC_PATHS = ['/openapi.json', '/docs', '/docs/{file}', '/console'] as const;

const ROUTE_LIST: readonly RouteDef[] = [
  {
    name: 'account-get',
    method: 'GET',
    path: '/account',
    handler: 'functions/account/get.ts',
    price: 0,
    rateLimit: 'standard',
    tables: FREE,
    summary: 'The caller’s account: id, type, name and credit balance (free)',
  },
  {
    name: 'calculators-life-path',
    language: 'field',
    method: 'POST',
    path: '/calculators/life-path',
    handler: 'functions/calculators/life-path.ts',
    price: 1,
    rateLimit: 'standard',
    tables: CHARGED,
    summary: 'Life path number with its meaning',
  },
  {
    name: 'calculators-big-3',
    language: 'field',
    method: 'POST',
    path: '/calculators/big-3',
    handler: 'functions/calculators/big-3.ts',
    price: 1,
    rateLimit: 'standard',
    tables: CHARGED,
    data: BIRTH_DATA,
    summary: 'Sun, Moon and rising sign',
  },
  {
    name: 'calculators-natal-chart',
    language: 'field',
    method: 'POST',
    path: '/calculators/natal-chart',
    handler: 'functions/calculators/natal-chart.ts',
    price: 1,
    rateLimit: 'standard',
    tables: CHARGED,
    data: BIRTH_DATA,
    summary: 'Full natal chart: bodies, points, 12 houses, aspects',
  },
  // --- blueprints (generation, storage, PDF): added by the blueprint engineer ---
  {
    name: 'blueprints-generate',
    language: 'field',
    method: 'POST',
    path: '/generate-blueprint',
    handler: 'functions/blueprints/generate.ts',
    price: 'dynamic',
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'readwrite' },
    timeoutSeconds: 29,
    memoryMb: 1024,
    data: BIRTH_DATA,
    summary: 'Blueprint: astrology (1, AI +500), Human Design (2, AI +370), numerology (1, AI +26); only delivered modules are charged',
  },
  {
    name: 'blueprints-generate-modular',
    language: 'field',
    method: 'POST',
    path: '/generate-blueprint-modular',
    handler: 'functions/blueprints/generate-modular.ts',
    price: 'dynamic',
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'readwrite' },
    timeoutSeconds: 29,
    memoryMb: 1024,
    data: BIRTH_DATA,
    summary: 'Same operation as /generate-blueprint',
  },
  {
    name: 'blueprints-list',
    method: 'GET',
    path: '/blueprints/list',
    handler: 'functions/blueprints/list.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, blueprints: 'read' },
    summary: 'The caller’s saved blueprints, newest first, paginated (free)',
  },
  {
    name: 'blueprints-get',
    language: 'field',
    method: 'GET',
    path: '/blueprints/{id}',
    handler: 'functions/blueprints/get.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, blueprints: 'read' },
    summary: 'One saved blueprint of the caller with its full content (free)',
  },
  {
    name: 'blueprints-delete',
    method: 'DELETE',
    path: '/blueprints/{id}',
    handler: 'functions/blueprints/delete.ts',
    price: 0,
    rateLimit: 'standard',
    // with it: its Idempotency-Key record and the horoscopes and relationships made from it (shared/blueprint/delete.ts)
    tables: { ...FREE, blueprints: 'readwrite', transits: 'readwrite', relationships: 'readwrite', calendars: 'readwrite', webhooks: 'readwrite', webhookDeliveries: 'readwrite', idempotency: 'readwrite' },
    summary: 'Deletes one saved blueprint of the caller, the horoscopes, relationships and calendar feeds made from it and its Idempotency-Key record (free)',
  },
  {
    name: 'blueprints-pdf',
    language: 'field',
    method: 'POST',
    path: '/blueprint/pdf',
    handler: 'functions/blueprints/pdf.ts',
    price: 0,
    rateLimit: 'standard',
    binary: true,
    tables: { ...FREE, blueprints: 'read' },
    timeoutSeconds: 15,
    memoryMb: 1024,
    summary: 'A completed blueprint of the caller as a PDF (free)',
  },
  // --- transits: personal horoscopes (computed, optionally AI, saved per owner): added by the transits engineer ---
  {
    name: 'transits-create',
    language: 'field',
    method: 'POST',
    path: '/transits',
    handler: 'functions/transits/create.ts',
    price: 'dynamic',
    rateLimit: 'standard',
    // blueprints: read a caller's blueprint (blueprintId); transits: save the horoscope
    tables: { ...CHARGED, blueprints: 'read', transits: 'readwrite' },
    timeoutSeconds: 29,
    memoryMb: 1024,
    data: BIRTH_DATA,
    summary: 'Transits for a day (1), week (2) or month (3); AI interpretation +20; saved with blueprintId or saveToAccount',
  },
  {
    name: 'transits-list',
    method: 'GET',
    path: '/transits/list',
    handler: 'functions/transits/list.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, transits: 'read' },
    summary: 'The caller’s saved personal horoscopes with their aspects, newest first, paginated (free)',
  },
  {
    name: 'transits-metadata',
    method: 'GET',
    path: '/transits/metadata',
    handler: 'functions/transits/metadata.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, transits: 'read' },
    summary: 'The caller’s saved personal horoscopes with aspectCount and status, filtered by blueprintId and period (free)',
  },
  {
    name: 'transits-get',
    language: 'field',
    method: 'GET',
    path: '/transits/{id}',
    handler: 'functions/transits/get.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, transits: 'read' },
    summary: 'One saved personal horoscope of the caller with its calculated data and AI text (free)',
  },
  {
    name: 'transits-delete',
    method: 'DELETE',
    path: '/transits/{id}',
    handler: 'functions/transits/delete.ts',
    price: 0,
    rateLimit: 'standard',
    // idempotency: the record of the request that created it goes with it
    tables: { ...FREE, transits: 'readwrite', idempotency: 'readwrite' },
    summary: 'Deletes one saved personal horoscope of the caller and its Idempotency-Key record (free)',
  },
  // --- relationships: synastry, composite, Davison, Human Design connection, numerology (saved per owner): added by the relationships engineer ---
  {
    name: 'relationships-create',
    language: 'field',
    method: 'POST',
    path: '/relationships',
    handler: 'functions/relationships/create.ts',
    price: 'dynamic',
    rateLimit: 'standard',
    // blueprints: read the caller's blueprints (people given by blueprintId); relationships: save it
    tables: { ...CHARGED, blueprints: 'read', relationships: 'readwrite' },
    timeoutSeconds: 29,
    memoryMb: 1024,
    data: BIRTH_DATA,
    summary: 'Relationship of two people: synastry (2), composite (1), Davison (1), Human Design connection (2), numerology (1); AI reading +40; only delivered parts are charged',
  },
  {
    name: 'relationships-list',
    method: 'GET',
    path: '/relationships/list',
    handler: 'functions/relationships/list.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, relationships: 'read' },
    summary: 'The caller’s saved relationships, newest first, paginated (free)',
  },
  {
    name: 'relationships-get',
    language: 'field',
    method: 'GET',
    path: '/relationships/{id}',
    handler: 'functions/relationships/get.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, relationships: 'read' },
    summary: 'One saved relationship of the caller with its modules and AI reading (free)',
  },
  {
    name: 'relationships-delete',
    method: 'DELETE',
    path: '/relationships/{id}',
    handler: 'functions/relationships/delete.ts',
    price: 0,
    rateLimit: 'standard',
    // idempotency: the records of the request that created it go with it
    tables: { ...FREE, relationships: 'readwrite', idempotency: 'readwrite' },
    summary: 'Deletes one saved relationship of the caller and its Idempotency-Key record (free)',
  },
  // --- the daily sky and the sign horoscopes (written once per UTC day): added by the daily engineer ---
  {
    name: 'transits-today',
    language: 'field',
    method: 'GET',
    path: '/transits/today',
    handler: 'functions/transits/today.ts',
    price: 1,
    rateLimit: 'standard',
    // written by the scheduled job, or by the first request of the day when the job has not run
    tables: { ...CHARGED, daily: 'readwrite' },
    timeoutSeconds: 29,
    ai: true,
    summary: 'The sky of the current UTC day: planets at 00:00 UTC, highlights, theme, energy and the daily insight',
  },
  {
    name: 'horoscope-sign',
    language: 'field',
    method: 'GET',
    path: '/horoscope/{sign}',
    handler: 'functions/horoscope/sign.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, daily: 'readwrite' },
    timeoutSeconds: 29,
    ai: true,
    summary: 'Today’s horoscope of one zodiac sign, with the daily records of the last seven days',
  },
  {
    name: 'horoscope-all',
    language: 'field',
    method: 'GET',
    path: '/horoscope/all',
    handler: 'functions/horoscope/all.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, daily: 'readwrite' },
    timeoutSeconds: 29,
    ai: true,
    summary: 'Today’s horoscopes of the twelve zodiac signs with previews',
  },
  // --- the advisor chat (streamed) and its conversations: added by the advisor engineer ---
  {
    name: 'advisor-chat',
    language: 'agent',
    method: 'POST',
    path: '/advisor/chat',
    handler: 'functions/advisor/chat.ts',
    price: 'dynamic',
    rateLimit: 'chat',
    streaming: true,
    // keys: the chat counts in the rate-limits table, so it records the key's last use itself (once a minute, docs/self-service.md)
    tables: { ...CHARGED, keys: 'readwrite', rateLimits: 'readwrite', blueprints: 'read', conversations: 'readwrite' },
    // a streamed REST integration may run up to 15 minutes; 5 minutes covers the longest answer (docs/advisor.md)
    timeoutSeconds: 300,
    memoryMb: 1024,
    tool: 'ask_advisor',
    summary: 'Streamed advisor answer grounded in the caller’s blueprint; billed by usage (free messages, subscription quota, then credits)',
  },
  {
    name: 'advisor-conversations-list',
    method: 'GET',
    path: '/advisor/conversations',
    handler: 'functions/advisor/conversations-list.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, conversations: 'read' },
    summary: 'The caller’s advisor conversations, newest first, with usage and cost per turn (free)',
  },
  {
    name: 'advisor-conversations-get',
    method: 'GET',
    path: '/advisor/conversations/{id}',
    handler: 'functions/advisor/conversations-get.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, conversations: 'read' },
    summary: 'One advisor conversation of the caller: messages, agent settings, usage and cost per turn (free)',
  },
  {
    name: 'advisor-conversations-delete',
    method: 'DELETE',
    path: '/advisor/conversations/{id}',
    handler: 'functions/advisor/conversations-delete.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, conversations: 'readwrite' },
    summary: 'Deletes one advisor conversation of the caller: messages, agent settings and turns (free)',
  },
  // --- predictive techniques (returns, progressions, solar arcs): added by the predictive engineer ---
  {
    name: 'predictive-solar-return',
    language: 'field',
    method: 'POST',
    path: '/predictive/solar-return',
    handler: 'functions/predictive/solar-return.ts',
    price: 2,
    rateLimit: 'standard',
    // blueprints: read a caller's saved blueprint (blueprintId instead of the birth data)
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Solar return: the moment the Sun returns to its natal longitude (a year, or the next after a date), its chart (birthplace or relocated) and aspects to natal',
  },
  {
    name: 'predictive-lunar-return',
    language: 'field',
    method: 'POST',
    path: '/predictive/lunar-return',
    handler: 'functions/predictive/lunar-return.ts',
    price: 2,
    rateLimit: 'standard',
    // blueprints: read a caller's saved blueprint (blueprintId instead of the birth data)
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Lunar return: the next after a date, or every return within a month, with charts and aspects to natal',
  },
  {
    name: 'predictive-progressions',
    language: 'field',
    method: 'POST',
    path: '/predictive/progressions',
    handler: 'functions/predictive/progressions.ts',
    price: 2,
    rateLimit: 'standard',
    // blueprints: read a caller's saved blueprint (blueprintId instead of the birth data)
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Secondary progressions for a date: progressed bodies and angles, aspects to natal, progressed Moon sign and house changes within 12 months, progressed lunar phase',
  },
  {
    name: 'predictive-solar-arc',
    language: 'field',
    method: 'POST',
    path: '/predictive/solar-arc',
    handler: 'functions/predictive/solar-arc.ts',
    price: 2,
    rateLimit: 'standard',
    // blueprints: read a caller's saved blueprint (blueprintId instead of the birth data)
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Solar arc directions for a date: the arc, directed bodies and angles, directed-to-natal aspects within 1 degree and their perfection dates within 12 months',
  },
  {
    name: 'predictive-profections',
    language: 'field',
    method: 'POST',
    path: '/predictive/profections',
    handler: 'functions/predictive/profections.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Annual and monthly profections for a date: the profected whole-sign house, its sign and its lord (traditional rulers)',
  },
  {
    name: 'predictive-firdaria',
    language: 'field',
    method: 'POST',
    path: '/predictive/firdaria',
    handler: 'functions/predictive/firdaria.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'The firdaria from birth (day or night order, with their seven sub-periods) and the periods running at a date',
  },
  {
    name: 'birth-time-sensitivity',
    method: 'POST',
    path: '/birth-time/sensitivity',
    handler: 'functions/birth-time/sensitivity.ts',
    price: 2,
    rateLimit: 'standard',
    // blueprints: read a caller's saved blueprint (blueprintId instead of the birth data)
    tables: { ...CHARGED, blueprints: 'read' },
    timeoutSeconds: 15,
    data: BIRTH_DATA,
    summary: 'What a birth time\'s uncertainty changes: every feature of the chart and the bodygraph that changes within +-N minutes, with the exact moment, and those that hold',
  },
  // --- place search: GeoNames cities and the time zone of a point (shared/places, docs/places.md) ---
  {
    name: 'places-search',
    method: 'GET',
    path: '/places',
    handler: 'functions/places/search.ts',
    price: 0,
    rateLimit: 'standard',
    tables: FREE,
    memoryMb: 1024,
    data: ['places'],
    summary: 'Cities and towns of the world by the first letters of their name (GeoNames), the most populous first, with coordinates and time zone (free)',
  },
  {
    name: 'places-timezone',
    method: 'GET',
    path: '/places/timezone',
    handler: 'functions/places/timezone.ts',
    price: 0,
    rateLimit: 'standard',
    tables: FREE,
    summary: 'The IANA time zone of a point given by latitude and longitude (free)',
  },
  // --- the sky calendar: exact events of the sky and planetary hours (shared/events, docs/events.md) ---
  {
    name: 'sky-events',
    method: 'GET',
    path: '/sky/events',
    handler: 'functions/sky/events.ts',
    price: 1,
    rateLimit: 'standard',
    tables: CHARGED,
    timeoutSeconds: 15,
    summary: 'The sky calendar of a window up to 366 days: eclipses, lunations, ingresses, stations, slow-planet aspects and void-of-course Moons, each at its exact moment',
  },
  {
    name: 'sky-planetary-hours',
    method: 'POST',
    path: '/sky/planetary-hours',
    handler: 'functions/sky/planetary-hours.ts',
    price: 1,
    rateLimit: 'standard',
    tables: CHARGED,
    summary: 'The 24 planetary hours of a date at a place (Chaldean order, day and night hours from sunrise and sunset)',
  },
  // --- chart images (SVG, PNG) from the shared drawings of shared/drawing: added by the images engineer ---
  {
    name: 'images-natal-wheel',
    method: 'POST',
    path: '/images/natal-wheel',
    handler: 'functions/images/natal-wheel.ts',
    ...IMAGE_ROUTE,
    language: 'field',
    data: BIRTH_DATA,
    summary: 'The natal chart wheel as SVG or PNG (birth data or blueprintId; format, size, theme, houseSystem)',
  },
  {
    name: 'images-transit-wheel',
    method: 'POST',
    path: '/images/transit-wheel',
    handler: 'functions/images/transit-wheel.ts',
    ...IMAGE_ROUTE,
    language: 'field',
    data: BIRTH_DATA,
    summary: 'The natal chart inside and the bodies of a moment (default now) outside, with the transit aspects, as SVG or PNG',
  },
  {
    name: 'images-bodygraph',
    method: 'POST',
    path: '/images/bodygraph',
    handler: 'functions/images/bodygraph.ts',
    ...IMAGE_ROUTE,
    language: 'field',
    data: BIRTH_DATA,
    summary: 'The Human Design bodygraph as SVG or PNG (birth data or blueprintId; format, size, theme)',
  },
  {
    name: 'images-synastry-wheel',
    method: 'POST',
    path: '/images/synastry-wheel',
    handler: 'functions/images/synastry-wheel.ts',
    ...IMAGE_ROUTE,
    language: 'field',
    data: BIRTH_DATA,
    summary: 'Synastry wheel: person A inside, person B outside, the aspects between them, as SVG or PNG (people as POST /relationships; format, size, theme, chart options)',
  },
  {
    name: 'images-composite-wheel',
    method: 'POST',
    path: '/images/composite-wheel',
    handler: 'functions/images/composite-wheel.ts',
    ...IMAGE_ROUTE,
    language: 'field',
    data: BIRTH_DATA,
    summary: 'The midpoint composite chart of two people as a wheel, SVG or PNG (people as POST /relationships; format, size, theme, chart options)',
  },
  {
    name: 'images-davison-wheel',
    method: 'POST',
    path: '/images/davison-wheel',
    handler: 'functions/images/davison-wheel.ts',
    ...IMAGE_ROUTE,
    language: 'field',
    data: BIRTH_DATA,
    summary: 'The Davison chart of two people (the midpoint in time and space) as a wheel, SVG or PNG (people as POST /relationships; format, size, theme, chart options)',
  },
  {
    name: 'images-connection-bodygraph',
    method: 'POST',
    path: '/images/connection-bodygraph',
    handler: 'functions/images/connection-bodygraph.ts',
    ...IMAGE_ROUTE,
    language: 'field',
    data: BIRTH_DATA,
    summary: 'The Human Design connection bodygraph of two people in two colours, SVG or PNG (people as POST /relationships; format, size, theme)',
  },
  {
    name: 'blueprints-wheel-svg',
    method: 'GET',
    path: '/blueprints/{id}/wheel.svg',
    handler: 'functions/images/blueprint-wheel.ts',
    price: 0,
    rateLimit: 'standard',
    language: 'field',
    produces: ['image/svg+xml'],
    tables: { ...FREE, blueprints: 'read' },
    summary: 'The natal wheel of a saved blueprint of the caller as SVG (free; ?theme=light|dark|mono)',
  },
  {
    name: 'blueprints-bodygraph-svg',
    method: 'GET',
    path: '/blueprints/{id}/bodygraph.svg',
    handler: 'functions/images/blueprint-bodygraph.ts',
    price: 0,
    rateLimit: 'standard',
    language: 'field',
    produces: ['image/svg+xml'],
    tables: { ...FREE, blueprints: 'read' },
    summary: 'The bodygraph of a saved blueprint of the caller as SVG (free; ?theme=light|dark|mono)',
  },
  // --- self-service: keys with roles, usage and the ledger, export and deletion (docs/self-service.md) ---
  {
    name: 'keys-create',
    method: 'POST',
    path: '/keys',
    handler: 'functions/account/keys-create.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { keys: 'readwrite', accounts: 'readwrite', requests: 'append', limits: 'readwrite' },
    roles: MANAGERS,
    mcp: false,
    summary: 'Creates an API key of the caller’s account (owner: any role; admin: member keys); the secret is shown once (free)',
  },
  {
    name: 'keys-list',
    method: 'GET',
    path: '/keys',
    handler: 'functions/account/keys-list.ts',
    price: 0,
    rateLimit: 'standard',
    tables: FREE,
    roles: MANAGERS,
    summary: 'The keys of the caller’s account: id, name, role, hint, created, last used, revoked (free; owner and admin keys)',
  },
  {
    name: 'keys-revoke',
    method: 'DELETE',
    path: '/keys/{id}',
    handler: 'functions/account/keys-revoke.ts',
    price: 0,
    rateLimit: 'standard',
    // webhooks: the key's webhooks are disabled with it
    tables: { keys: 'readwrite', accounts: 'readwrite', requests: 'append', limits: 'readwrite', webhooks: 'readwrite' },
    roles: MANAGERS,
    mcp: false,
    summary: 'Revokes a key of the caller’s account (admin: member keys only; never the last owner key) and disables the webhooks it created (free)',
  },
  {
    name: 'keys-revoke-many',
    method: 'POST',
    path: '/keys/revoke',
    handler: 'functions/account/keys-revoke-many.ts',
    price: 0,
    rateLimit: 'standard',
    // webhooks: the keys' webhooks are disabled with them
    tables: { keys: 'readwrite', accounts: 'readwrite', requests: 'append', limits: 'readwrite', webhooks: 'readwrite' },
    roles: MANAGERS,
    mcp: false,
    summary: 'Revokes many keys of the caller’s account at once (incidents): a list of key ids, or every key but the calling one (admin: member keys only) (free)',
  },
  {
    name: 'usage-get',
    method: 'GET',
    path: '/usage',
    handler: 'functions/account/usage.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, ledger: 'read' },
    roles: MANAGERS,
    summary: 'Credits charged, refunded and requests per day, route or key over a date range, from the ledger (free; owner and admin keys)',
  },
  {
    name: 'ledger-list',
    method: 'GET',
    path: '/ledger',
    handler: 'functions/account/ledger.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, ledger: 'read' },
    roles: MANAGERS,
    summary: 'The account’s money movements, newest first, paged (free; owner and admin keys)',
  },
  {
    name: 'requests-list',
    method: 'GET',
    path: '/requests',
    handler: 'functions/account/requests.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, requests: 'readwrite' },
    roles: MANAGERS,
    summary: 'The account’s request log: time, key, route, status, credits and request id of its last 1,000 requests of the past 7 days, newest first, paged (free; owner and admin keys)',
  },
  {
    name: 'account-export',
    method: 'GET',
    path: '/account/export',
    handler: 'functions/account/export.ts',
    price: 0,
    rateLimit: 'standard',
    // streamed JSON (written page by page, past the 6 MB of a buffered answer); 5 minutes: ~200 MB
    // at the 2 MB/s a stream gets past its first 10 MB (docs/self-service.md)
    streaming: true,
    produces: ['application/json'],
    tables: { ...FREE, ledger: 'read', blueprints: 'read', transits: 'read', relationships: 'read', conversations: 'read', requests: 'readwrite', calendars: 'read', webhooks: 'read', webhookDeliveries: 'read', subjects: 'read' },
    timeoutSeconds: 300,
    memoryMb: 1024,
    roles: MANAGERS,
    mcp: false,
    summary: 'Every personal record of the account as one JSON document, streamed as it is read: account, keys, blueprints, horoscopes, relationships, conversations, ledger (free; owner and admin keys)',
  },
  {
    name: 'account-delete',
    method: 'DELETE',
    path: '/account',
    handler: 'functions/account/delete.ts',
    price: 0,
    rateLimit: 'standard',
    tables: {
      keys: 'readwrite',
      accounts: 'readwrite',
      ledger: 'readwrite',
      blueprints: 'readwrite',
      transits: 'readwrite',
      relationships: 'readwrite',
      conversations: 'readwrite',
      calendars: 'readwrite',
      webhooks: 'readwrite',
      webhookDeliveries: 'readwrite',
      subjects: 'readwrite',
      idempotency: 'readwrite',
      requests: 'readwrite',
      limits: 'readwrite',
    },
    timeoutSeconds: 29,
    roles: ['owner'],
    mcp: false,
    summary: 'Deletes the account: every personal record, every key revoked, the balance forfeited; the ledger keeps its money rows without personal data (free; owner key, with confirm)',
  },
  // --- end users of an app: everything of one subject (shared/accounts/subjects.ts, docs/subjects.md, issue 34) ---
  {
    name: 'subjects-delete',
    method: 'DELETE',
    path: '/subjects/{subject}',
    handler: 'functions/subjects/delete.ts',
    price: 0,
    rateLimit: 'standard',
    // idempotency: the records of the requests that saved the subject's records or named its blueprints
    tables: { ...FREE, blueprints: 'readwrite', transits: 'readwrite', relationships: 'readwrite', conversations: 'readwrite', idempotency: 'readwrite', calendars: 'readwrite', webhooks: 'readwrite', webhookDeliveries: 'readwrite', subjects: 'readwrite' },
    timeoutSeconds: 29,
    mcp: false,
    summary: 'Deletes everything of one end user (subject) of the caller’s account: its record, blueprints, horoscopes, relationships, conversations, feeds and their Idempotency-Key records (free)',
  },
  // subjects as resources: the birth data once, used by every route that takes birth data (shared/subjects, docs/subjects.md, issue 44)
  {
    name: 'subjects-put',
    method: 'PUT',
    path: '/subjects/{subject}',
    handler: 'functions/subjects/put.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, subjects: 'readwrite' },
    data: BIRTH_DATA,
    summary: 'Creates or replaces an end user (subject): birth data once (place fields or placeId, timeUnknown, utcOffset), a display name and your metadata (free)',
  },
  {
    name: 'subjects-get',
    method: 'GET',
    path: '/subjects/{subject}',
    handler: 'functions/subjects/get.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, subjects: 'read' },
    summary: 'One end user (subject): birth data, name and metadata (free)',
  },
  {
    name: 'subjects-patch',
    method: 'PATCH',
    path: '/subjects/{subject}',
    handler: 'functions/subjects/patch.ts',
    price: 0,
    rateLimit: 'standard',
    // the records saved from the subject are counted (not changed) when its birth data is corrected
    tables: { ...FREE, subjects: 'readwrite', blueprints: 'read', transits: 'read', relationships: 'read', conversations: 'read', calendars: 'read', webhooks: 'read', webhookDeliveries: 'read' },
    data: BIRTH_DATA,
    timeoutSeconds: 29,
    summary: 'Changes an end user (subject): a birth-data correction recomputes nothing, the answer counts the saved records that keep the birth data they were made from (free)',
  },
  {
    name: 'subjects-list',
    method: 'GET',
    path: '/subjects',
    handler: 'functions/subjects/list.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, subjects: 'read' },
    summary: 'The account’s end users (subjects) in id order, a page at a time (limit, startingAfter) (free)',
  },
  // --- Vedic astrology (Jyotish) and KP: shared/vedic, docs/vedic.md (issue 36) ---
  {
    name: 'vedic-chart',
    language: 'field',
    method: 'POST',
    path: '/vedic/chart',
    handler: 'functions/vedic/chart.ts',
    // 1 credit; includeAI +50 (one Vedic reading by the AI layer: hold, write, settle)
    price: 'dynamic',
    rateLimit: 'standard',
    // blueprints: read a caller's saved blueprint (blueprintId instead of the birth data)
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    timeoutSeconds: 29,
    summary: 'Vedic (sidereal) chart: lagna and the nine grahas with rashi, nakshatra and pada, whole-sign house, dignity, and the vargas of the Shodashavarga asked for (ayanamsha, node); 1 credit, includeAI +50 for one Vedic reading',
  },
  {
    name: 'vedic-dasha',
    language: 'field',
    method: 'POST',
    path: '/vedic/dasha',
    handler: 'functions/vedic/dasha.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Vimshottari dasha: the balance at birth, the nine mahadashas over 120 years with antardashas and pratyantardashas (levels, yearDays), and the periods running at a date',
  },
  {
    name: 'vedic-panchang',
    language: 'field',
    method: 'POST',
    path: '/vedic/panchang',
    handler: 'functions/vedic/panchang.ts',
    price: 1,
    rateLimit: 'standard',
    tables: CHARGED,
    summary: 'Panchang of a Hindu day at a place: vara, tithi, nakshatra, yoga and karana at sunrise with their ends and the next ones, sunrise, sunset, moonrise, moonset (standard or hindu), Rahu kaal, Gulika kaal, Yamaganda, Abhijit muhurta',
  },
  {
    name: 'vedic-match',
    language: 'field',
    method: 'POST',
    path: '/vedic/match',
    handler: 'functions/vedic/match.ts',
    price: 2,
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Ashtakoota (Guna Milan) of two people (the bride first, people as POST /relationships): the eight kootas out of 36, each person’s Moon nakshatra and rashi, Manglik dosha, and a verdict',
  },
  {
    name: 'vedic-kp',
    language: 'field',
    method: 'POST',
    path: '/vedic/kp',
    handler: 'functions/vedic/kp.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Krishnamurti Paddhati: Placidus cusps and the nine grahas (KP ayanamsha) with sign, star, sub and sub-sub lords, and the significators of each house by the four KP levels',
  },
  {
    name: 'images-vedic-chart',
    method: 'POST',
    path: '/images/vedic-chart',
    handler: 'functions/images/vedic-chart.ts',
    ...IMAGE_ROUTE,
    language: 'field',
    data: BIRTH_DATA,
    summary: 'The Vedic rashi chart or any varga as the square chart Indians read, North (diamond) or South Indian style, SVG or PNG (birth data or blueprintId; varga, style, ayanamsha, format, size, theme)',
  },
  // --- the numerology report: shared/numerology, docs/numerology.md (issue 50) ---
  {
    name: 'numerology-report',
    language: 'field',
    method: 'POST',
    path: '/numerology/report',
    handler: 'functions/numerology/report.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'read' },
    // a stored subject stands for the name and birth date (its birth data is read like the other birth-data routes')
    data: BIRTH_DATA,
    summary: 'Numerology report (Pythagorean or Chaldean): life path, expression, soul urge, personality, birthday, maturity, pinnacles and challenges with their ages, karmic debts and lessons, hidden passion, the Lo Shu grid, personal year, month and day, each with its meaning; names in Latin, Greek, Cyrillic or Devanagari',
  },
  // --- Chinese astrology and calendar: shared/chinese, docs/chinese.md (issue 50) ---
  {
    name: 'chinese-bazi',
    method: 'POST',
    path: '/chinese/bazi',
    handler: 'functions/chinese/bazi.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'BaZi, the Four Pillars of Destiny: year, month, day and hour pillars to the second of the solar terms (hidden stems, ten gods, NaYin), the day master and the elements; with sex the luck pillars; the term and hour boundaries near the birth and the pillars they would change',
  },
  {
    name: 'chinese-calendar',
    method: 'GET',
    path: '/chinese/calendar',
    handler: 'functions/chinese/calendar.ts',
    price: 0,
    rateLimit: 'standard',
    tables: FREE,
    summary: 'The Chinese lunisolar date of a civil date (year by stem, branch and animal, month with leap, day), the solar term running and the next with its moment, and the day pillar (free)',
  },
  {
    name: 'chinese-solar-terms',
    method: 'GET',
    path: '/chinese/solar-terms',
    handler: 'functions/chinese/solar-terms.ts',
    price: 0,
    rateLimit: 'standard',
    tables: FREE,
    summary: 'The 24 solar terms (节气) of a year with their moments in UTC to the second (free)',
  },
  // --- astrocartography: shared/astrocartography, docs/astrocartography.md (issue 38) ---
  {
    name: 'astrocartography',
    method: 'POST',
    path: '/astrocartography',
    handler: 'functions/astrocartography/lines.ts',
    price: 2,
    rateLimit: 'standard',
    data: BIRTH_DATA,
    tables: { ...CHARGED, blueprints: 'read' },
    summary: 'Astrocartography: the MC, IC, ASC and DSC lines of each body for a birth as GeoJSON (split at the antimeridian), optional parans, and the lines near given places (birth data or blueprintId)',
  },
  {
    name: 'images-astrocartography',
    method: 'POST',
    path: '/images/astrocartography',
    handler: 'functions/images/astrocartography.ts',
    ...IMAGE_ROUTE,
    language: 'field',
    data: BIRTH_DATA,
    summary: 'The astrocartography map: a world map (Natural Earth) with each body’s MC, IC, ASC and DSC lines, labelled, SVG or PNG (birth data or blueprintId; bodies, format, size, theme)',
  },
  // --- personal calendar feeds (RFC 5545) of a saved blueprint: shared/calendars, docs/calendars.md (issue 37) ---
  {
    name: 'calendars-create',
    method: 'POST',
    path: '/calendars',
    handler: 'functions/calendars/create.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, blueprints: 'read', calendars: 'readwrite', limits: 'readwrite' },
    // hands out a secret URL that spends the account's credits, as a key does
    mcp: false,
    summary: 'Creates a calendar feed of a saved blueprint (transits, progressed Moon, returns, personal cycles, sky): its id and secret .ics URL (free; each fetch of the feed costs 1 credit, at most once an hour)',
  },
  {
    name: 'calendars-list',
    method: 'GET',
    path: '/calendars',
    handler: 'functions/calendars/list.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, calendars: 'read' },
    summary: 'The caller’s calendar feeds, oldest first, without their secret URLs (free)',
  },
  {
    name: 'calendars-delete',
    method: 'DELETE',
    path: '/calendars/{id}',
    handler: 'functions/calendars/delete.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, calendars: 'readwrite', limits: 'readwrite' },
    summary: 'Deletes a calendar feed of the caller: its URL answers 404 at once (free)',
  },
  {
    name: 'calendars-feed',
    method: 'GET',
    // `{id}` is `<token>.ics` here (API Gateway allows one variable name per path level)
    path: '/calendars/{id}',
    handler: 'functions/calendars/feed.ts',
    price: 'dynamic',
    rateLimit: 'standard',
    auth: 'token',
    ai: false,
    produces: ['text/calendar'],
    tables: { ...FREE, blueprints: 'read', calendars: 'readwrite' },
    timeoutSeconds: 29,
    memoryMb: 1024,
    mcp: false,
    summary: 'The RFC 5545 calendar of a feed for the next 12 months (no API key: the secret token in the path; 1 credit of the feed’s account, at most one charged fetch per feed and hour)',
  },
  // --- signed webhooks: shared/webhooks, docs/webhooks.md (issue 37); free; each event delivered costs 1 credit (the worker).
  // No MCP tools: account plumbing (secrets, endpoints that spend credits) as the keys routes, not an agent's toolbox ---
  {
    name: 'webhooks-create',
    method: 'POST',
    path: '/webhooks',
    handler: 'functions/webhooks/create.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, blueprints: 'read', webhooks: 'readwrite', limits: 'readwrite' },
    roles: MANAGERS,
    mcp: false,
    summary: 'Registers a webhook endpoint (https URL, event types; blueprintId for transit.exact, threshold for balance.low): its id and signing secret, shown once (free; each event delivered costs 1 credit)',
  },
  {
    name: 'webhooks-list',
    method: 'GET',
    path: '/webhooks',
    handler: 'functions/webhooks/list.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, webhooks: 'read' },
    roles: MANAGERS,
    mcp: false,
    summary: 'The account’s webhooks, oldest first, without secrets; a disabled one with when and why (free; owner and admin keys)',
  },
  {
    name: 'webhooks-delete',
    method: 'DELETE',
    path: '/webhooks/{id}',
    handler: 'functions/webhooks/delete.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, webhooks: 'readwrite', webhookDeliveries: 'readwrite', limits: 'readwrite' },
    roles: MANAGERS,
    mcp: false,
    summary: 'Deletes a webhook and its deliveries: nothing more is sent to it (free; owner and admin keys)',
  },
  {
    name: 'webhooks-rotate-secret',
    method: 'POST',
    path: '/webhooks/{id}/rotate-secret',
    handler: 'functions/webhooks/rotate-secret.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, webhooks: 'readwrite' },
    roles: MANAGERS,
    mcp: false,
    summary: 'A new signing secret for a webhook, shown once; deliveries carry signatures with both secrets for 24 h (free; owner and admin keys)',
  },
  {
    name: 'webhooks-test',
    method: 'POST',
    path: '/webhooks/{id}/test',
    handler: 'functions/webhooks/test.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, webhooks: 'read', webhookDeliveries: 'readwrite' },
    roles: MANAGERS,
    mcp: false,
    summary: 'Queues a webhook.test event for a webhook, signed and delivered as any event (free, never charged; owner and admin keys)',
  },
  {
    name: 'webhooks-deliveries',
    method: 'GET',
    path: '/webhooks/{id}/deliveries',
    handler: 'functions/webhooks/deliveries.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, webhooks: 'read', webhookDeliveries: 'read' },
    roles: MANAGERS,
    mcp: false,
    summary: 'A webhook’s last 100 deliveries, newest first: status, and each attempt’s time, status code, latency and error (free; owner and admin keys)',
  },
  {
    name: 'webhooks-redeliver',
    method: 'POST',
    path: '/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    handler: 'functions/webhooks/redeliver.ts',
    price: 0,
    rateLimit: 'standard',
    tables: { ...FREE, webhooks: 'read', webhookDeliveries: 'readwrite' },
    roles: MANAGERS,
    mcp: false,
    summary: 'Sends a delivered or failed event of a webhook again (free: an event is charged once; owner and admin keys)',
  },
  // issue 35: the display names of every identifier, in each language (docs/languages.md)
  {
    name: 'labels-get',
    language: 'field',
    method: 'GET',
    path: '/labels',
    handler: 'functions/labels/get.ts',
    price: 0,
    rateLimit: 'standard',
    tables: FREE,
    summary: 'Display names of every identifier the API answers with (signs, bodies, aspects, houses, Human Design centres, gates, channels, types, authorities, profiles, crosses, nakshatras, tithis, yogas, karanas, kootas, ...) in one language (free)',
  },
  // issue 48: the AGPL's source offer (docs/licences.md)
  {
    name: 'source-get',
    method: 'GET',
    path: '/source',
    handler: 'functions/meta/source.ts',
    price: 0,
    rateLimit: 'standard',
    tables: FREE,
    summary: 'Where the source of this running service is available (its licence, AGPL-3.0, and the Swiss Ephemeris licence ask for that offer), with the licences (free)',
  },
];

/**
 * The routes. Every route that takes birth data (it ships the places file: `data: BIRTH_DATA`) also
 * takes a saved subject in its place (shared/http/birth-input.ts), so it reads the subjects table.
 */
export const ROUTES: readonly RouteDef[] = ROUTE_LIST.map((r) =>
  r.data?.includes('places') && r.name !== 'places-search' ? { ...r, tables: { ...r.tables, subjects: mergeAccess(r.tables.subjects, 'read') } } : r,
);

/** A streaming route that answers the JSON envelope (written as it is read) rather than a text stream. */
export const streamsJson = (route: Pick<RouteDef, 'streaming' | 'produces'>): boolean => route.streaming === true && route.produces?.includes('application/json') === true;

/**
 * Whether a route takes the `Idempotency-Key` header: POSTs that can charge (the middleware,
 * shared/http/middleware/idempotency.ts; a streamed answer refuses it there with 400). The MCP
 * tools of these routes (but the streamed one) take it as the `idempotencyKey` argument.
 */
export const takesIdempotencyKey = (route: Pick<RouteDef, 'method' | 'price'>): boolean => route.method === 'POST' && route.price !== 0;
