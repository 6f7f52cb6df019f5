/**
 * The remote MCP server at POST /v1/mcp: the official SDK's Streamable HTTP transport in
 * stateless mode (no session id; a new Server and transport per HTTP request, so any Lambda
 * container can answer any request) with JSON responses (no SSE stream).
 *
 * Order of an HTTP request:
 * 1. GET and DELETE (and any other method but POST): 405 with `Allow: POST` and a JSON-RPC error
 *    body, what the transport's stateless mode prescribes (no standalone SSE stream, no session to
 *    delete); no key needed, like the REST router's 405.
 * 1b. `Origin`: a request carrying an Origin header that the setting `MCP_ALLOWED_ORIGINS` does not
 *    list is refused with 403 JSON `Forbidden`, before anything else is read (the MCP specification's
 *    defence against DNS rebinding: a page of another site cannot drive the endpoint with a key it
 *    holds). No Origin (every non-browser client) passes.
 * 2. Authentication, before any MCP processing, with the REST rules and answers: no key 401
 *    `Missing API key`, unknown or revoked 401 `Invalid API key`, with `WWW-Authenticate`; two
 *    different keys 400 `Conflicting API keys`. The key's liveness is read here, except for a
 *    single `tools/call`: its route checks it in the same write that counts and charges (one
 *    DynamoDB call, as REST), and a 401 of the route becomes the HTTP 401 of the whole request.
 * 3. The MCP message(s): initialize, ping, tools/list, tools/call, resources/list,
 *    resources/templates/list, resources/read. A message whose params nest deeper than the one
 *    nesting limit (shared/http/json-depth.ts) is answered JSON-RPC -32602 (invalid params) and
 *    never run. Protocol messages are free of credits but counted against the key's rate limits:
 *    a request with N messages that are not tool calls counts N in the standard profile's windows
 *    (one update of the account item, which also checks the key; all N or none: over the limit,
 *    HTTP 429 with Retry-After and nothing run). A tool call is counted and charged exactly as its
 *    REST route (shared/mcp/dispatch.ts).
 * 4. The answer's byte budget (`MCP_ANSWER_BUDGET`): the lists and resource texts of one HTTP
 *    request add up to at most that many bytes less room for the envelopes, refusals and echoed ids
 *    (`listBudgetFor`), so the whole answer stays within it; a message whose answer would pass it is answered
 *    JSON-RPC -32000 "Answer budget exceeded" instead (cheap to make, a few dozen bytes). The static
 *    lists (tools/list, resources/list) are built and measured once per container.
 *
 * The answer of a tool call also carries the route's X-RateLimit-*, Retry-After, X-Credits-* and
 * Idempotent-Replayed headers on the HTTP response.
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  LATEST_PROTOCOL_VERSION,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js';
import { assertKeyLive, keyDirectoryFor } from '../accounts/key-directory';
import { rateLimitHeaders, rateLimited } from '../accounts/rate-limit';
import { hashKey, keyFromHeaders } from '../accounts/keys';
import { getDeps } from '../deps';
import { AppError } from '../errors';
import { docsBaseOf, jsonResponse, mapError } from '../http/errors';
import { MAX_JSON_DEPTH, nestsTooDeep, tooDeepMessage } from '../http/json-depth';
import { countOnAccountItem } from '../http/middleware/rate-limit';
import type { RouteDef } from '../routes';
import { dispatch, type CallerRequest, type RouteAnswer, type RouteHandler } from './dispatch';
import { findResource, RESOURCES } from './resources';
import { MCP_PATH, type ToolDef } from './tools';

export { MCP_PATH, mcpTimeoutSeconds } from './tools';
export const SERVER_INFO = { name: 'blueprint-api', title: 'Blueprint API', version: '1.0.0' } as const;
/** The protocol revisions the pinned SDK speaks (it answers initialize with the client's revision when listed, else the newest). */
export const PROTOCOL_VERSIONS: readonly string[] = SUPPORTED_PROTOCOL_VERSIONS;
export { LATEST_PROTOCOL_VERSION };

const INSTRUCTIONS =
  'Astrology natal charts, Human Design, numerology blueprints, transits, daily horoscopes, PDF exports and an AI advisor. ' +
  'Every tool is a route of the REST API and costs what the route costs (its description gives the price), charged to the prepaid credits of your API key; ' +
  'results carry meta.creditsUsed and meta.creditsRemaining. Errors come back as tool results with isError and the API’s error string. ' +
  'The reference texts (signs, houses, aspects, Human Design, numerology) are free resources.';

/**
 * The bytes the lists and resource texts of one HTTP request may answer (1 MiB): four tools/list
 * answers (about 220 KB each) or every resource text several times over. A tool call's answer is
 * not part of it: it is paid and counted by its route, whose own limits bound its size.
 */
export const MCP_ANSWER_BUDGET = 1024 * 1024;

/** JSON-RPC's invalid params (the spec's code): arguments nested deeper than the nesting limit. */
const INVALID_PARAMS = -32602;
/**
 * Room kept in the budget for what is not a list or a text: each message's JSON-RPC envelope or
 * refusal (at most this many bytes, its id aside) and the ids echoed back (no more than the request
 * itself), so that the whole HTTP answer, not only its lists, stays within MCP_ANSWER_BUDGET.
 */
export const REFUSAL_BYTES = 320;
/** The bytes of lists and texts one HTTP request may answer: the budget less the room its other parts may take. */
export const listBudgetFor = (messages: number, requestBytes: number): number => Math.max(0, MCP_ANSWER_BUDGET - requestBytes - messages * REFUSAL_BYTES);

/** The server-error code of a message refused for the request's answer budget. */
export const BUDGET_EXCEEDED = -32000;

const budgetExceeded = (): McpError =>
  new McpError(BUDGET_EXCEEDED, `Answer budget exceeded: the answers of one HTTP request carry at most ${MCP_ANSWER_BUDGET} bytes of lists and resource texts; send this message in another request`);

/** The byte length of a value's JSON (the size its answer adds). */
const jsonBytes = (v: unknown): number => Buffer.byteLength(JSON.stringify(v), 'utf8');

/** Whether an Origin header is allowed: absent, or listed in the setting (scheme://host[:port], any letter case). */
export const originAllowed = (origin: string | undefined, allowed: readonly string[]): boolean =>
  origin === undefined || allowed.includes(origin.trim().replace(/\/+$/, '').toLowerCase());

export interface McpOptions {
  routes: readonly RouteDef[];
  /** The tools (generated from the routes: shared/mcp/tools.ts), computed once. */
  tools: () => Promise<readonly ToolDef[]>;
  /** The route's Lambda handler (its module's `handler`). */
  load: (route: RouteDef) => Promise<RouteHandler>;
}

const PASSED_ON = /^(x-ratelimit-|x-credits-|retry-after$|idempotent-replayed$)/i;

/**
 * The headers of a tool call's answer for the HTTP answer. The calls of a JSON-RPC batch share it:
 * the credits they used add up, the lowest remaining count stands (credits, rate-limit window), the
 * longest Retry-After; the other headers are the last call's.
 */
const addPassedOn = (into: Record<string, string>, headers: Record<string, string>): void => {
  for (const [name, v] of Object.entries(headers)) {
    if (!PASSED_ON.test(name)) continue;
    const k = name.toLowerCase();
    const had = into[k];
    if (had === undefined) into[k] = v;
    else if (k === 'x-credits-used') into[k] = String(Number(had) + Number(v));
    else if (k.endsWith('-remaining')) into[k] = String(Math.min(Number(had), Number(v)));
    else if (k === 'retry-after') into[k] = String(Math.max(Number(had), Number(v)));
    else into[k] = v;
  }
};

const notAllowed = (method: string, requestId: string): APIGatewayProxyResult => ({
  statusCode: 405,
  headers: { 'Content-Type': 'application/json; charset=utf-8', Allow: 'POST', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'X-Request-Id': requestId },
  body: JSON.stringify({
    jsonrpc: '2.0',
    error: { code: -32000, message: `Method not allowed: ${method}. This MCP server is stateless: POST JSON-RPC messages to this URL (no SSE stream, no session).` },
    id: null,
  }),
});

const restError = (err: unknown, requestId: string, docsBase: string, extra: Record<string, string> = {}): APIGatewayProxyResult => {
  const m = mapError(err, requestId, docsBase);
  const headers: Record<string, string> = { 'X-Request-Id': requestId, ...extra };
  if (m.statusCode === 401) headers['WWW-Authenticate'] = 'Bearer realm="blueprint-api"';
  return jsonResponse(m.statusCode, m.body, headers);
};

/** Whether the body is one `tools/call` request (its route checks the key's liveness in its own write). */
const isSingleToolCall = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && (body as { method?: unknown }).method === 'tools/call';

/** What one HTTP request's tool calls share with the HTTP layer. */
interface CallState {
  caller: CallerRequest;
  /**
   * A tool's route answered 401 (the key revoked meanwhile): the whole HTTP answer becomes that
   * 401, unless another call of the same batch was served (its result, maybe paid, is delivered;
   * the refused calls are tool errors with the REST 401 body).
   */
  unauthorized: RouteAnswer | undefined;
  /** How many tool calls of this HTTP request their route served (status below 400). */
  served: number;
  /** Rate-limit and credit headers of the tool calls, for the HTTP answer. */
  passOn: Record<string, string>;
  calls: string[];
  /** Bytes of lists and resource texts this HTTP request may still answer (MCP_ANSWER_BUDGET). */
  budgetLeft: number;
}

/** Takes `bytes` of the request's answer budget, or refuses the message (JSON-RPC -32000). */
const spend = (call: CallState, bytes: number): void => {
  if (bytes > call.budgetLeft) throw budgetExceeded();
  call.budgetLeft -= bytes;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const idOf = (m: unknown): string | number | null => {
  const id = isRecord(m) ? m.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
};
const isRequest = (m: unknown): boolean => isRecord(m) && m.id !== undefined && m.id !== null;

const headersOf = (event: APIGatewayProxyEvent): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? undefined]));

/** The resources/list answer and its size: the same for every request. */
const RESOURCE_LIST = { resources: RESOURCES.map(({ text: _text, ...r }) => r) };
const RESOURCE_LIST_BYTES = jsonBytes(RESOURCE_LIST);

export const createMcpHandler = (opts: McpOptions) => {
  const routes = new Map(opts.routes.map((r) => [r.name, r]));
  /** The tools by name and the tools/list answer with its size: built once per container. */
  interface ToolCatalogue {
    byName: Map<string, ToolDef>;
    list: { tools: Omit<ToolDef, 'route'>[] };
    listBytes: number;
  }
  let catalogue: Promise<ToolCatalogue> | undefined;
  const tools = (): Promise<ToolCatalogue> =>
    (catalogue ??= opts.tools().then((all) => {
      const list = { tools: all.map(({ route: _route, ...t }) => t) };
      return { byName: new Map(all.map((t) => [t.name, t])), list, listBytes: jsonBytes(list) };
    }));

  /**
   * The Servers, reused: building one (its request handlers) costs more than a whole tool call's
   * own MCP work, so each process keeps idle ones; a Server serves one request at a time, on a new
   * stateless transport each time.
   */
  const idle: Server[] = [];
  const stateOfCall = (extra: { authInfo?: { extra?: Record<string, unknown> } }): CallState => extra.authInfo!.extra!.call as CallState;
  const makeServer = ({ byName, list, listBytes }: ToolCatalogue): Server => {
    const server = new Server(SERVER_INFO, {
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
      instructions: INSTRUCTIONS,
    });
    server.setRequestHandler(ListToolsRequestSchema, (_req, extra) => {
      spend(stateOfCall(extra), listBytes);
      return list;
    });
    server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
      const call = stateOfCall(extra);
      const tool = byName.get(req.params.name);
      if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${req.params.name}`);
      // (params nested too deep never reach this handler: they are answered before the transport)
      const route = routes.get(tool.route)!;
      call.calls.push(tool.name);
      const { result, answer } = await dispatch(route, tool, await opts.load(route), req.params.arguments ?? {}, call.caller);
      if (answer.statusCode === 401) call.unauthorized = answer;
      else if (answer.statusCode < 400) call.served++;
      addPassedOn(call.passOn, answer.headers);
      return result;
    });
    server.setRequestHandler(ListResourcesRequestSchema, (_req, extra) => {
      spend(stateOfCall(extra), RESOURCE_LIST_BYTES);
      return RESOURCE_LIST;
    });
    server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: [] }));
    server.setRequestHandler(ReadResourceRequestSchema, (req, extra) => {
      const r = findResource(req.params.uri);
      // -32002: the spec's "resource not found"
      if (!r) throw new McpError(-32002, `Resource not found: ${req.params.uri}`, { uri: req.params.uri });
      const text = r.text();
      spend(stateOfCall(extra), Buffer.byteLength(text, 'utf8'));
      return { contents: [{ uri: r.uri, mimeType: r.mimeType, text }] };
    });
    return server;
  };

  return async (event: APIGatewayProxyEvent, context?: { getRemainingTimeInMillis?: () => number }): Promise<APIGatewayProxyResult> => {
    const requestId = event.requestContext?.requestId || randomUUID();
    const method = event.httpMethod.toUpperCase();
    if (method !== 'POST') return notAllowed(method, requestId);
    const deps = getDeps();
    const started = performance.now();
    const headers = headersOf(event);
    const docsBase = docsBaseOf(event);
    // ---- 1b. Origin (DNS rebinding): absent, or one the setting lists ----
    if (!originAllowed(headers.origin, deps.config.mcpAllowedOrigins ?? [])) {
      return restError(
        new AppError('forbidden', 'Forbidden', `Origin ${headers.origin} may not call this MCP server (a browser page of another site); the origins allowed are set with MCP_ALLOWED_ORIGINS`),
        requestId,
        docsBase,
      );
    }
    const rawBody = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
    let parsed: unknown;
    try {
      parsed = rawBody ? (JSON.parse(rawBody) as unknown) : undefined;
    } catch {
      parsed = undefined; // the transport answers the JSON-RPC parse error (after authentication)
    }

    // ---- 2. authentication (REST's rules and answers) ----
    const key = keyFromHeaders(event.headers);
    let caller: Awaited<ReturnType<ReturnType<typeof keyDirectoryFor>['identify']>>;
    try {
      if (!key) throw new AppError('unauthorized', 'Missing API key', 'Send the key as "Authorization: Bearer <key>" or "X-API-Key: <key>"');
      if (key === 'conflict') throw new AppError('invalid_input', 'Conflicting API keys', 'Authorization and X-API-Key carry different keys; send one key');
      caller = await keyDirectoryFor(deps.stores.keys).identify(hashKey(key));
    } catch (e) {
      return restError(e, requestId, docsBase);
    }

    // ---- 3. the MCP messages: params nested too deep are answered here (-32602), never run ----
    const batch = Array.isArray(parsed);
    const messages: unknown[] = batch ? (parsed as unknown[]) : parsed === undefined ? [] : [parsed];
    const answeredHere: unknown[] = [];
    const toRun: unknown[] = [];
    for (const m of messages) {
      // {"params": {"arguments": <at most MAX_JSON_DEPTH>}}: two levels above the arguments
      if (!nestsTooDeep(m, MAX_JSON_DEPTH + 2)) toRun.push(m);
      else if (isRequest(m)) {
        answeredHere.push({ jsonrpc: '2.0', id: idOf(m), error: { code: INVALID_PARAMS, message: `Invalid params: ${tooDeepMessage('The message', MAX_JSON_DEPTH + 2)}` } });
      }
    }
    // every message but a tool call (its route counts it) is counted here: all or none
    const toolCalls = toRun.filter((m) => isRecord(m) && m.method === 'tools/call').length;
    const uncounted = parsed === undefined ? 1 : messages.length - toolCalls;
    const passOn: Record<string, string> = {};
    try {
      if (uncounted > 0) {
        const counted = await countOnAccountItem(deps, caller, uncounted);
        Object.assign(passOn, Object.fromEntries(Object.entries(rateLimitHeaders(counted.rate)).map(([k, v]) => [k.toLowerCase(), v])));
        if (!counted.rate.allowed) {
          const limited = rateLimited(counted.rate, deps.now().getTime());
          deps.log.info('mcp', { requestId, status: 429, messages: messages.length, durationMs: Math.round((performance.now() - started) * 10) / 10 });
          return restError(limited.error, requestId, docsBase, { ...rateLimitHeaders(counted.rate), 'Retry-After': String(limited.retryAfter) });
        }
      } else if (!isSingleToolCall(parsed)) await assertKeyLive(deps.stores.accounts, caller);
    } catch (e) {
      return restError(e, requestId, docsBase);
    }
    if (parsed !== undefined && toRun.length === 0) {
      // nothing left to run: the refusals alone (none for notifications)
      const body = batch ? answeredHere : answeredHere[0];
      deps.log.info('mcp', { requestId, status: 200, tools: [], durationMs: Math.round((performance.now() - started) * 10) / 10 });
      return body === undefined || (Array.isArray(body) && body.length === 0)
        ? { statusCode: 202, headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'X-Request-Id': requestId, ...passOn }, body: '' }
        : jsonResponse(200, body, { 'X-Request-Id': requestId, ...passOn });
    }

    const catalogue = await tools();
    const call: CallState = {
      unauthorized: undefined,
      served: 0,
      passOn,
      calls: [],
      budgetLeft: listBudgetFor(messages.length, Buffer.byteLength(rawBody)),
      caller: {
        headers,
        sourceIp: event.requestContext?.identity?.sourceIp ?? '127.0.0.1',
        stage: event.requestContext?.stage || 'v1',
        ...(context?.getRemainingTimeInMillis ? { remainingMs: () => context.getRemainingTimeInMillis!() } : {}),
      },
    };
    const server = idle.pop() ?? makeServer(catalogue);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    const host = headers.host ?? 'localhost';
    const request = new Request(`http://${host}/${event.requestContext?.stage || 'v1'}${MCP_PATH}`, {
      method: 'POST',
      headers: Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined),
      body: rawBody,
    });
    let response: Response;
    try {
      // the request's state reaches the handlers of the (reused) Server as the transport's authInfo
      const authInfo = { token: '', clientId: 'api-key', scopes: [], extra: { call } };
      const parsedBody = batch ? toRun : parsed;
      response = await transport.handleRequest(request, parsed === undefined ? { authInfo } : { parsedBody, authInfo });
    } finally {
      await server.close();
      idle.push(server);
    }
    let body = await response.text();
    let status = response.status;
    if (answeredHere.length > 0) {
      // the refusals made here join the transport's answers (a batch answers in any order, by id)
      const answers: unknown = body ? JSON.parse(body) : [];
      body = JSON.stringify([...(Array.isArray(answers) ? answers : [answers]), ...answeredHere]);
      status = 200;
    }
    // a batch whose other calls were served keeps their results (they may have been paid)
    const unauthorized = call.served === 0 ? call.unauthorized : undefined;
    const log = { requestId, status: unauthorized ? 401 : status, tools: call.calls, durationMs: Math.round((performance.now() - started) * 10) / 10 };
    if (unauthorized) {
      deps.log.info('mcp', log);
      return {
        statusCode: 401,
        // the route's own 401 answer (its headers include WWW-Authenticate), under this request's id
        headers: { ...Object.fromEntries(Object.entries(unauthorized.headers).filter(([k]) => k !== 'x-request-id')), 'X-Request-Id': requestId },
        body: unauthorized.body.toString('utf8'),
      };
    }
    deps.log.info('mcp', log);
    const out: Record<string, string> = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'X-Request-Id': requestId, ...passOn };
    response.headers.forEach((v, k) => {
      out[k] = v;
    });
    if (answeredHere.length > 0) out['content-type'] = 'application/json';
    return { statusCode: status, headers: out, body };
  };
};
