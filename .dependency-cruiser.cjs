// @ts-check
/* global module, process */
/**
 * The layers of the code, declared and checked (docs/architecture.md explains them; the test
 * test/unit/architecture.test.ts runs this configuration in `npm test` and fails on any violation).
 *
 * From the bottom up:
 *   kernel   shared/errors.ts, shared/i18n/languages.ts: imported by everyone, import nothing of ours.
 *   core     the pure computation of each capability room: every file of a room in CORE_ROOMS
 *            except its role files (ROLE_FILES: the request parser, the service, its store access,
 *            its AI part...). A core imports only the kernel and other cores: no I/O (no network,
 *            no AWS SDK, no store, no http, no AI writer, no accounts).
 *   service  the role files of the capability rooms and the service rooms (accounts, ai, advisor,
 *            blueprint, calendars, images, pdf, webhooks, requests, i18n words...): use cores and
 *            ports (shared/deps.ts, shared/store/types.ts), another service room only via its index.ts.
 *   adapter  shared/http, shared/store, shared/mcp, shared/observability, shared/deps.ts,
 *            shared/config.ts, shared/routes.ts, infra/, and the rooms' own store adapters
 *            (store.ts, store-access.ts, *-store.ts) and composition roots (services.ts).
 *   handler  functions/: one handler per route; nothing but scripts, tests and benchmarks imports them.
 *
 * Exceptions: the imports listed in KNOWN, each with its reason, and no other. The list may only
 * shrink: test/unit/architecture.test.ts fails when a new violation appears, when a listed one is
 * gone (remove it) and when the list is longer than its ceiling there.
 */

/** Rooms made of a pure core plus role files. */
const CORE_ROOMS = ['astro', 'human-design', 'numerology', 'chinese', 'sky', 'drawing', 'vedic', 'predictive', 'relationships', 'transits', 'sensitivity', 'events', 'daily', 'astrocartography', 'places'];
/** The role files of a room: its request parsing, answer shaping, service, store, AI and wiring (and any `<part>-service.ts`, `<part>-request.ts`, `<part>-response.ts` of a part of the room). */
const ROLE_FILES = ['request', 'response', 'service', 'service-index', 'services', 'create', 'store', 'store-access', 'ids', 'views', 'admin', 'ai', 'chart-ai', 'reading', 'source', 'once', 'local-schedule', 'pricing'];

const rooms = `(${CORE_ROOMS.join('|')})`;
const roles = `(${ROLE_FILES.join('|')}|[a-z-]+-(service|request|response))`;
/** A core module: a file of a core room that is not one of its role files, or its words (words/: pure data); the pure i18n tables and formats (i18n/labels, i18n/format.ts) and the shared answer shapes (answers.ts). */
const CORE = `^shared/${rooms}/((?!${roles}\\.ts$)[^/]+\\.ts|words/.+)$|^shared/(astro|human-design|sky|drawing)/|^shared/i18n/(format\\.ts$|labels/)|^shared/answers\\.ts$`;
const KERNEL = '^shared/(errors|i18n/languages)\\.ts$';
/** The edge: transport, persistence, protocol and process wiring. */
const EDGE_ROOMS = '^shared/(http|store|mcp|observability|release|routes)/|^shared/(deps|config|routes)\\.ts$';
/** A room's own adapters: its store access and its composition root (which wires the real store and writers). */
const ROOM_ADAPTER = '^shared/[^/]+/(store|store-access|[a-z-]+-store|services|local-[a-z-]+)\\.ts$';
/** The table adapters of the rooms that keep the shared tables (composed in shared/store/stores.ts): reached only by adapters. */
const ROOM_TABLE_STORES = '^shared/accounts/(account|key|ledger|rate-limit|receipt)-store\\.ts$';
/** A room's public faces: its index.ts (or a sub-room's, like i18n/labels/index.ts), a core room's service-index.ts (what its service side offers other rooms: index.ts is the core's), its shapes (types.ts), its request schemas (request.ts) and its answer schemas (response.ts). */
const PUBLIC_FACE = '^shared/[^/]+/(service-)?index\\.ts$|^shared/i18n/(labels|messages)/index\\.ts$|^shared/[^/]+/(types|request|response)\\.ts$';
/**
 * The API's request contract, open to every room: the zod request schemas and field rules
 * (schemas.ts, subject.ts, unknown-fields.ts, birth-input.ts), the error codes, and the handler
 * types (types.ts, types only). The rest of shared/http is the edge's machinery.
 */
const HTTP_CONTRACT = '^shared/http/(schemas|subject|unknown-fields|birth-input|error-codes|types)\\.ts$';
/** Service modules: the rooms' files that are neither core, kernel, edge nor adapter. */
const SERVICE_NOT = [CORE, KERNEL, EDGE_ROOMS, ROOM_ADAPTER];

/** Packages and built-in modules that do I/O. */
const IO_PACKAGES = '^(@aws-sdk|aws-lambda|@anthropic-ai|@aws-lambda-powertools|@middy|@modelcontextprotocol|ical-generator)|^(node:)?(http|https|http2|net|dns|dns/promises|tls|dgram|child_process|cluster|worker_threads)$';

/**
 * The known violations, each with why it is still there and what removes it (docs/architecture.md
 * "Known exceptions"). Empty: the last ones were fixed by moves and public faces; the test's ceiling
 * is 0. No entry may be added: fix the import instead.
 * @type {{ rule: string; from: string; to: string; why: string }[]}
 */
const KNOWN = [];

const quote = (p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escape = (p) => `^${quote(p)}$`;
/** A file's exact path, its room captured as $1 (the rules compare the target's room with it). */
const exactFrom = (p) => {
  const [, room, rest] = /^shared\/([^/]+)\/(.+)$/.exec(p) ?? [];
  return room ? `^shared/(${quote(room)})/${quote(rest)}$` : escape(p);
};

/**
 * A rule with its known exceptions taken out: the files with exceptions leave the rule, and each
 * gets the same rule again with only its listed targets allowed.
 */
const withKnown = (rule) => {
  if (process.env.DEPCRUISE_NO_KNOWN === '1') return [rule];
  const known = KNOWN.filter((k) => k.rule === rule.name);
  const froms = [...new Set(known.map((k) => k.from))];
  if (froms.length === 0) return [rule];
  const pathNot = (x) => [].concat(x ?? []);
  return [
    { ...rule, from: { ...rule.from, pathNot: [...pathNot(rule.from.pathNot), ...froms.map(escape)] } },
    ...froms.map((f) => ({
      ...rule,
      from: { path: exactFrom(f) },
      to: { ...rule.to, pathNot: [...pathNot(rule.to.pathNot), ...known.filter((k) => k.from === f).map((k) => escape(k.to))] },
    })),
  ];
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle of any kind: value, type-only and dynamic imports all count (tsPreCompilationDeps).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-pure',
      severity: 'error',
      comment: 'A pure core imports only the kernel and other cores: no http, no store, no AI, no accounts, no service.',
      from: { path: CORE },
      to: { path: '^shared/', pathNot: [CORE, KERNEL] },
    },
    {
      name: 'core-no-io',
      severity: 'error',
      comment: 'A pure core does no I/O: no AWS SDK, no Lambda types, no AI client, no network or process modules.',
      from: { path: CORE },
      to: { path: IO_PACKAGES },
    },
    ...withKnown({
      name: 'room-via-index',
      severity: 'error',
      comment: "A room's service reaches another room's services only through that room's index.ts (its cores are open to all).",
      from: { path: '^shared/([^/]+)/', pathNot: [EDGE_ROOMS, ROOM_ADAPTER] },
      to: { path: '^shared/[^/]+/', pathNot: ['^shared/$1/', PUBLIC_FACE, ...SERVICE_NOT] },
    }),
    ...withKnown({
      name: 'http-at-edge',
      severity: 'error',
      comment: 'Cores and services do not import the HTTP edge (middleware, router, servers, handlers).',
      from: { path: '^shared/', pathNot: [EDGE_ROOMS, ROOM_ADAPTER] },
      to: { path: '^shared/http/', pathNot: [HTTP_CONTRACT] },
    }),
    ...withKnown({
      name: 'store-at-edge',
      severity: 'error',
      comment: 'Only the store adapters import the DynamoDB client and the table adapters; services use the ports.',
      from: { path: '^shared/', pathNot: [EDGE_ROOMS, ROOM_ADAPTER] },
      to: { path: ['^shared/store/(dynamo-client|stores|attempt-store|local-dynamo|dynamodb-local|local-store-file|ensure-tables|capacity-meter|dynalite-worker)', ROOM_TABLE_STORES] },
    }),
    {
      name: 'words-own-room',
      severity: 'error',
      comment: "A room's words are its own: no room imports another room's words/ (it reads them through that room's index.ts).",
      from: { path: '^shared/([^/]+)/' },
      to: { path: '^shared/[^/]+/words/', pathNot: ['^shared/$1/words/'] },
    },
    {
      name: 'kernel-leaf',
      severity: 'error',
      comment: 'The kernel (errors, the list of languages) imports nothing of the project.',
      from: { path: KERNEL },
      to: { path: '^(shared|functions|infra|scripts|client)/' },
    },
    {
      name: 'handlers-are-leaves',
      severity: 'error',
      comment: 'functions/ holds only handlers: no shared module, infrastructure or other handler imports one.',
      from: { path: '^(shared|infra|client)/' },
      to: { path: '^functions/' },
    },
    ...withKnown({
      name: 'handlers-import-no-handler',
      severity: 'error',
      comment: 'functions/ holds only handlers: what two handlers share lives in shared/, not in a handler file.',
      from: { path: '^functions/' },
      to: { path: '^functions/' },
    }),
    {
      name: 'shared-not-above',
      severity: 'error',
      comment: 'shared/ is the application: it never imports the infrastructure, the scripts, the tests or the benchmarks.',
      from: { path: '^shared/' },
      to: { path: '^(infra|scripts|test|bench|client)/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.mts', '.js', '.mjs', '.json'],
    },
  },
};

// the known exceptions, for the test (not enumerable: not a dependency-cruiser option)
Object.defineProperty(module.exports, 'known', { value: KNOWN, enumerable: false });
