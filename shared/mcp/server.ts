/**
 * The remote MCP server at POST /v1/mcp: the official SDK's Streamable HTTP transport in
 * stateless mode (no session id; a new Server and transport per HTTP request, so any Lambda
 * container can answer any request) with JSON responses (no SSE stream).
 *
 * Order of an HTTP request:
 * 1. GET and DELETE (and any other method but POST): 405 with `Allow: POST` and a JSON-RPC error
 *    body, what the transport's stateless mode prescribes (no standalone SSE stream, no session to
 *    delete); no key needed, like the REST router's 405.
 * 2. Authentication, before any MCP processing, with the REST rules and answers: no key 401
 *    `Missing API key`, unknown or revoked 401 `Invalid API key`, with `WWW-Authenticate`; two
 *    different keys 400 `Conflicting API keys`. The key's liveness is read here, except for a
 *    single `tools/call`: its route checks it in the same write that counts and charges (one
 *    DynamoDB call, as REST), and a 401 of the route becomes the HTTP 401 of the whole request.
 * 3. The MCP message(s): initialize, ping, tools/list, tools/call, resources/list,
 *    resources/templates/list, resources/read. Protocol messages are free and not counted; a tool
 *    call is counted and charged exactly as its REST route (shared/mcp/dispatch.ts).
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
import { hashKey, keyFromHeaders } from '../accounts/keys';
import { getDeps } from '../deps';
import { AppError } from '../errors';
import { docsBaseOf, jsonResponse, mapError } from '../http/errors';
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
}

const headersOf = (event: APIGatewayProxyEvent): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? undefined]));

export const createMcpHandler = (opts: McpOptions) => {
  const routes = new Map(opts.routes.map((r) => [r.name, r]));
  let toolsByName: Promise<Map<string, ToolDef>> | undefined;
  const tools = (): Promise<Map<string, ToolDef>> =>
    (toolsByName ??= opts.tools().then((list) => new Map(list.map((t) => [t.name, t]))));

  /**
   * The Servers, reused: building one (its request handlers) costs more than a whole tool call's
   * own MCP work, so each process keeps idle ones; a Server serves one request at a time, on a new
   * stateless transport each time.
   */
  const idle: Server[] = [];
  const stateOfCall = (extra: { authInfo?: { extra?: Record<string, unknown> } }): CallState => extra.authInfo!.extra!.call as CallState;
  const makeServer = (byName: Map<string, ToolDef>): Server => {
    const server = new Server(SERVER_INFO, {
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
      instructions: INSTRUCTIONS,
    });
    const list = [...byName.values()].map(({ route: _route, ...t }) => t);
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: list }));
    server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
      const call = stateOfCall(extra);
      const tool = byName.get(req.params.name);
      if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${req.params.name}`);
      const route = routes.get(tool.route)!;
      call.calls.push(tool.name);
      const { result, answer } = await dispatch(route, tool, await opts.load(route), req.params.arguments ?? {}, call.caller);
      if (answer.statusCode === 401) call.unauthorized = answer;
      else if (answer.statusCode < 400) call.served++;
      addPassedOn(call.passOn, answer.headers);
      return result;
    });
    const resources = RESOURCES.map(({ text: _text, ...r }) => r);
    server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources }));
    server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: [] }));
    server.setRequestHandler(ReadResourceRequestSchema, (req) => {
      const r = findResource(req.params.uri);
      // -32002: the spec's "resource not found"
      if (!r) throw new McpError(-32002, `Resource not found: ${req.params.uri}`, { uri: req.params.uri });
      return { contents: [{ uri: r.uri, mimeType: r.mimeType, text: r.text() }] };
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
    const rawBody = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
    let parsed: unknown;
    try {
      parsed = rawBody ? (JSON.parse(rawBody) as unknown) : undefined;
    } catch {
      parsed = undefined; // the transport answers the JSON-RPC parse error (after authentication)
    }

    // ---- 2. authentication (REST's rules and answers) ----
    const key = keyFromHeaders(event.headers);
    try {
      if (!key) throw new AppError('unauthorized', 'Missing API key', 'Send the key as "Authorization: Bearer <key>" or "X-API-Key: <key>"');
      if (key === 'conflict') throw new AppError('invalid_input', 'Conflicting API keys', 'Authorization and X-API-Key carry different keys; send one key');
      const caller = await keyDirectoryFor(deps.stores.keys).identify(hashKey(key));
      if (!isSingleToolCall(parsed)) await assertKeyLive(deps.stores.accounts, caller);
    } catch (e) {
      return restError(e, requestId, docsBaseOf(event));
    }

    // ---- 3. the MCP messages ----
    const byName = await tools();
    const call: CallState = {
      unauthorized: undefined,
      served: 0,
      passOn: {},
      calls: [],
      caller: {
        headers,
        sourceIp: event.requestContext?.identity?.sourceIp ?? '127.0.0.1',
        stage: event.requestContext?.stage || 'v1',
        ...(context?.getRemainingTimeInMillis ? { remainingMs: () => context.getRemainingTimeInMillis!() } : {}),
      },
    };
    const server = idle.pop() ?? makeServer(byName);
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
      response = await transport.handleRequest(request, parsed === undefined ? { authInfo } : { parsedBody: parsed, authInfo });
    } finally {
      await server.close();
      idle.push(server);
    }
    const body = await response.text();
    // a batch whose other calls were served keeps their results (they may have been paid)
    const unauthorized = call.served === 0 ? call.unauthorized : undefined;
    const { passOn } = call;
    const log = { requestId, status: unauthorized ? 401 : response.status, tools: call.calls, durationMs: Math.round((performance.now() - started) * 10) / 10 };
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
    return { statusCode: response.status, headers: out, body };
  };
};
