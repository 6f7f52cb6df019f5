/**
 * A tool call runs the route it stands for, in process: the route's own Lambda handler (the
 * middy chain of shared/http/route-handler.ts) is invoked with an API Gateway event synthesized
 * from the tool's arguments and the caller's key headers. Authentication, rate limits,
 * validation, idempotency, the charge, refunds and ledger entries are therefore exactly the
 * REST route's; the only difference is `context.via = "mcp:<tool>"`, which the charge middleware
 * writes on every ledger entry of the call (JournalEntry.via) and the request log line carries.
 * The `idempotencyKey` argument of a tool whose route takes the Idempotency-Key header is sent as
 * that header (not in the body): two calls with the same key and arguments are one request, charged
 * once, the second answered with the first's result.
 *
 * The route's answer becomes the tool result, the content type deciding the form:
 * - JSON 2xx: `structuredContent` = `{data, meta}` of the envelope, content = a one-line summary and
 *   the JSON; a replay of an idempotencyKey says so in the summary and in `_meta`;
 * - JSON 4xx/5xx: `isError: true`, content = the error line and the REST error body (`error` is
 *   the spec's string);
 * - `image/*` (not SVG): an `image` content block (base64); any other non-text type (PDF) or SVG: an
 *   embedded `resource` (blob, or text for SVG);
 * - a streamed `text/plain` answer (the advisor chat): the whole text, with `conversationId` from
 *   `X-Conversation-Id`.
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { requestContextOf } from '../http/request-context';
import { errorBody } from '../http/errors';
import { randomUUID } from 'node:crypto';
import { createResponseStream, installLocalAwslambda } from '../http/lambda-shim';
import type { RouteDef } from '../routes';
import { IDEMPOTENCY_ARG, pathParams, toolTakesIdempotencyKey, type ToolDef } from './tools';

export type RouteHandler = (...args: never[]) => unknown;
type JsonHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
type StreamHandler = (event: APIGatewayProxyEvent, stream: NodeJS.WritableStream, context: Context) => Promise<void>;

/** The route's answer as the REST client would have received it. */
export interface RouteAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface CallerRequest {
  /** The MCP request's headers (lower-case names): the key headers and the user agent are passed on. */
  headers: Record<string, string | undefined>;
  sourceIp: string;
  stage: string;
  /** Milliseconds left to the MCP invocation (deployed: its Lambda context). */
  remainingMs?: () => number;
}

/** The content blocks and fields of a tools/call result (CallToolResult). */
export interface ToolResult {
  content: Record<string, unknown>[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  [k: string]: unknown;
}

const FORWARDED = ['authorization', 'x-api-key', 'user-agent'] as const;

/** The API Gateway (REST, v1 proxy) event the route would get for this call. */
export const routeEvent = (route: RouteDef, args: Record<string, unknown>, caller: CallerRequest, requestId: string): APIGatewayProxyEvent => {
  const params: Record<string, string> = {};
  const rest: Record<string, unknown> = {};
  const names = pathParams(route);
  const idempotent = toolTakesIdempotencyKey(route);
  let idempotencyKey: string | undefined;
  for (const [k, v] of Object.entries(args)) {
    if (names.includes(k)) params[k] = String(v);
    // the header's value: a string or a number as given; anything else is refused by the route (Invalid Idempotency-Key)
    else if (idempotent && k === IDEMPOTENCY_ARG) idempotencyKey = typeof v === 'string' || typeof v === 'number' ? String(v) : '';
    else rest[k] = v;
  }
  const path = route.path.replace(/\{([^}]+)\}/g, (_m, p: string) => encodeURIComponent(params[p] ?? ''));
  const headers: Record<string, string> = {};
  for (const h of FORWARDED) {
    const v = caller.headers[h];
    if (v !== undefined) headers[h] = v;
  }
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  let query: Record<string, string> | null = null;
  let body: string | null = null;
  if (route.method === 'GET') {
    const q: Record<string, string> = {};
    for (const [k, v] of Object.entries(rest)) {
      if (v === undefined || v === null) continue;
      q[k] = typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean);
    }
    if (Object.keys(q).length > 0) query = q;
  } else if (Object.keys(rest).length > 0) {
    body = JSON.stringify(rest);
    headers['content-type'] = 'application/json';
  }
  const multi = <T extends Record<string, string> | null>(o: T): Record<string, string[]> | null =>
    o ? Object.fromEntries(Object.entries(o).map(([k, v]) => [k, [v]])) : null;
  return {
    resource: route.path,
    path,
    httpMethod: route.method,
    headers,
    multiValueHeaders: multi(headers) ?? {},
    queryStringParameters: query,
    multiValueQueryStringParameters: multi(query),
    pathParameters: names.length > 0 ? params : null,
    stageVariables: null,
    body,
    isBase64Encoded: false,
    requestContext: requestContextOf({
      route,
      accountId: 'mcp',
      apiId: 'mcp',
      protocol: 'HTTP/1.1',
      path: `/${caller.stage}${path}`,
      stage: caller.stage,
      requestId,
      requestTimeEpoch: Date.now(),
      sourceIp: caller.sourceIp,
      userAgent: caller.headers['user-agent'] ?? null,
    }),
  };
};

/** The Lambda context the route runs with: its own time limit, never beyond what the MCP invocation has left. */
const routeContext = (route: RouteDef, tool: ToolDef, requestId: string, caller: CallerRequest): Context & { via: string } => {
  const deadline = Date.now() + (route.timeoutSeconds ?? 29) * 1000;
  return {
    via: `mcp:${tool.name}`,
    callbackWaitsForEmptyEventLoop: false,
    functionName: route.name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${route.name}`,
    memoryLimitInMB: String(route.memoryMb ?? 1024),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${route.name}`,
    logStreamName: 'mcp',
    getRemainingTimeInMillis: () => Math.max(0, Math.min(deadline - Date.now(), caller.remainingMs?.() ?? Infinity)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

const lowerHeaders = (h: Record<string, unknown> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(h ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));

/** Invokes the route's handler like the Lambda runtime would, a streaming handler with a collecting response stream. */
export const invokeRoute = async (route: RouteDef, handler: RouteHandler, event: APIGatewayProxyEvent, context: Context): Promise<RouteAnswer> => {
  if (route.streaming) {
    installLocalAwslambda();
    let statusCode = 200;
    let headers: Record<string, string> = {};
    const chunks: Buffer[] = [];
    const stream = createResponseStream({
      prelude: (p) => {
        statusCode = p.statusCode ?? 200;
        headers = lowerHeaders(p.headers);
      },
      write: (c) => {
        chunks.push(c);
      },
      end: () => undefined,
    });
    await (handler as unknown as StreamHandler)(event, stream, context);
    return { statusCode, headers, body: Buffer.concat(chunks) };
  }
  const r = await (handler as unknown as JsonHandler)(event, context);
  const body = (r.body as unknown) instanceof Buffer ? (r.body as unknown as Buffer) : Buffer.from(r.body ?? '', r.isBase64Encoded ? 'base64' : 'utf8');
  return { statusCode: r.statusCode, headers: lowerHeaders(r.headers), body };
};

const isTextType = (type: string): boolean => /^(text\/|application\/(json|xml|[^;]*\+json|[^;]*\+xml))|^image\/svg\+xml/i.test(type);

const creditsLine = (meta: Record<string, unknown> | undefined): string => {
  if (!meta || typeof meta.creditsUsed !== 'number') return '';
  const used = meta.creditsUsed;
  const left = typeof meta.creditsRemaining === 'number' ? `, ${meta.creditsRemaining} remaining` : '';
  return ` ${used} credit${used === 1 ? '' : 's'} used${left}.`;
};

const fileName = (headers: Record<string, string>): string | undefined => /filename="?([^";]+)"?/i.exec(headers['content-disposition'] ?? '')?.[1];

/** The tool result of a route's answer (see the module comment). */
export const toToolResult = (tool: ToolDef, answer: RouteAnswer, requestId: string): ToolResult => {
  const type = (answer.headers['content-type'] ?? 'application/json').split(';')[0]!.trim().toLowerCase();
  const ok = answer.statusCode >= 200 && answer.statusCode < 300;
  if (type === 'application/json' || !ok) {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
    } catch {
      parsed = errorBody(ok ? 'Internal server error' : `HTTP ${answer.statusCode}`, answer.body.toString('utf8').slice(0, 500), requestId);
    }
    if (!ok || parsed.success !== true) {
      const error = typeof parsed.error === 'string' ? parsed.error : 'Internal server error';
      const message = typeof parsed.message === 'string' ? parsed.message : '';
      return {
        isError: true,
        content: [
          { type: 'text', text: `${error} (HTTP ${answer.statusCode}): ${message}` },
          { type: 'text', text: JSON.stringify(parsed) },
        ],
      };
    }
    const meta = (parsed.meta ?? {}) as Record<string, unknown>;
    const structured = { data: parsed.data, meta };
    // the first answer of this idempotencyKey again: its meta tells what the first call was charged
    const replayed = answer.headers['idempotent-replayed'] === 'true';
    return {
      content: [
        { type: 'text', text: replayed ? `${tool.name}: the first result of this idempotencyKey, not charged again.` : `${tool.name}: done.${creditsLine(meta)}` },
        { type: 'text', text: JSON.stringify(structured) },
      ],
      structuredContent: structured,
      ...(replayed ? { _meta: { idempotentReplayed: true } } : {}),
    };
  }
  if (type === 'text/plain' && tool.outputSchema) {
    // a streamed answer (the advisor chat), collected whole
    const answerText = answer.body.toString('utf8');
    // a stream that fails after it started ends with a bracketed error line (shared/advisor/chat.ts)
    const failed = /\n?\[[a-z ]*error\][^\n]*\n?$/.test(answerText);
    const conversationId = answer.headers['x-conversation-id'];
    const held = Number(answer.headers['x-credits-used']);
    const structured: Record<string, unknown> = {
      answer: answerText,
      ...(conversationId ? { conversationId } : {}),
      ...(Number.isFinite(held) ? { creditsHeld: held } : {}),
      ...(answer.headers['x-advisor-funding'] ? { funding: answer.headers['x-advisor-funding'] } : {}),
    };
    if (failed) return { isError: true, content: [{ type: 'text', text: answerText }, { type: 'text', text: JSON.stringify({ conversationId }) }] };
    return {
      content: [{ type: 'text', text: answerText }, ...(conversationId ? [{ type: 'text', text: `conversationId: ${conversationId}` }] : [])],
      structuredContent: structured,
    };
  }
  const name = fileName(answer.headers) ?? `${tool.name}`;
  const uri = `blueprint-api://${tool.name}/${requestId}/${encodeURIComponent(name)}`;
  const summary = { type: 'text', text: `${tool.name}: ${type}, ${answer.body.length} bytes${name ? ` (${name})` : ''}.` };
  if (type.startsWith('image/') && type !== 'image/svg+xml') {
    return { content: [summary, { type: 'image', data: answer.body.toString('base64'), mimeType: type }] };
  }
  const resource = isTextType(type)
    ? { uri, mimeType: type, text: answer.body.toString('utf8') }
    : { uri, mimeType: type, blob: answer.body.toString('base64') };
  return { content: [summary, { type: 'resource', resource }] };
};

export interface Dispatched {
  result: ToolResult;
  answer: RouteAnswer;
}

/** Runs one tool call through its route. */
export const dispatch = async (route: RouteDef, tool: ToolDef, handler: RouteHandler, args: Record<string, unknown>, caller: CallerRequest): Promise<Dispatched> => {
  const requestId = randomUUID();
  const event = routeEvent(route, args, caller, requestId);
  const answer = await invokeRoute(route, handler, event, routeContext(route, tool, requestId, caller));
  return { result: toToolResult(tool, answer, requestId), answer };
};
