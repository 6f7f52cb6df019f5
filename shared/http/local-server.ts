/**
 * The local API server: a plain node:http server that turns each request into an API
 * Gateway REST (v1 proxy) event, routes it with the same route table as the CDK stack and
 * invokes the same handler modules. Streaming routes get a response stream. Serves the
 * OpenAPI description at GET /v1/openapi.json and its reference page at GET /v1/docs (unauthenticated).
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { requestContextOf } from './request-context';
import { randomUUID } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteDef } from '../routes';
import { admissionLimits, createAdmission, routeClass, type AdmissionLimits } from './admission';
import { httpErrors, jsonResponse, mapError, methodNotAllowed } from './errors';
import { createResponseStream, installLocalAwslambda } from './lambda-shim';
import { buildOpenApi, loadRequestSchemas } from './openapi';
import { CONSOLE_PAGE_HEADERS, consolePage, isConsoleAsset, type ConsoleAsset } from './console-page';
import { DOCS_PAGE_HEADERS, docsAsset, docsPage } from './docs-page';
import { createRouter } from './router';
import type { createLocalMcp } from '../mcp/local';
import { MCP_PATH, mcpTimeoutSeconds } from '../mcp/tools';

export const STAGE = 'v1';
/** API Gateway's own payload limit: larger requests never reach a function. */
const GATEWAY_MAX_BODY = 10 * 1024 * 1024;

type JsonHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
type StreamHandler = (event: APIGatewayProxyEvent, stream: NodeJS.WritableStream, context: Context) => Promise<void>;

export interface LocalServerOptions {
  routes: readonly RouteDef[];
  /** Repository root that RouteDef.handler paths are relative to. */
  root: string;
  port?: number;
  host?: string;
  /** Admission limits of the heavy routes (default: HEAVY_CONCURRENCY, HEAVY_QUEUE; shared/http/admission.ts). */
  heavy?: AdmissionLimits;
}

export interface LocalServer {
  server: Server;
  /** e.g. http://127.0.0.1:3000/v1 */
  url: string;
  port: number;
  /** Heavy requests running and waiting (admission control). */
  heavyLoad(): { running: number; queued: number };
  /** Bytes of streamed answers written but not yet taken by the clients' connections (held in this process). */
  bufferedBytes(): number;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage): Promise<Buffer | 'too-large'> =>
  new Promise((res, rej) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > GATEWAY_MAX_BODY) over = true;
      else chunks.push(c);
    });
    req.on('end', () => res(over ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', rej);
  });

const isTextual = (contentType: string | undefined): boolean =>
  !contentType || /^(text\/|application\/(json|x-www-form-urlencoded|xml|.*\+json))/i.test(contentType);

export const buildEvent = (
  req: IncomingMessage,
  url: URL,
  route: RouteDef,
  params: Record<string, string>,
  body: Buffer,
  requestId: string,
): APIGatewayProxyEvent => {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    const value = req.rawHeaders[i + 1]!;
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [k, v] of url.searchParams) {
    query[k] = v;
    (multiQuery[k] ??= []).push(v);
  }
  const hasQuery = Object.keys(query).length > 0;
  // bytes that are not UTF-8 travel base64-encoded, so the body middleware refuses them instead of
  // reading U+FFFD where they were (API Gateway does the same for a binary media type)
  const textual = isTextual(req.headers['content-type']) && isUtf8(body);
  const path = url.pathname.slice(`/${STAGE}`.length) || '/';
  const now = Date.now();
  return {
    resource: route.path,
    path,
    httpMethod: route.method,
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiQuery : null,
    pathParameters: Object.keys(params).length > 0 ? params : null,
    stageVariables: null,
    body: body.length === 0 ? null : textual ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !textual,
    requestContext: requestContextOf({
      route,
      accountId: 'local',
      apiId: 'local',
      protocol: `HTTP/${req.httpVersion}`,
      path: url.pathname,
      stage: STAGE,
      requestId,
      requestTimeEpoch: now,
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
      userAgent: req.headers['user-agent'] ?? null,
    }),
  };
};

const lambdaContext = (route: RouteDef, requestId: string): Context => {
  const deadline = Date.now() + (route.timeoutSeconds ?? 29) * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: route.name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${route.name}`,
    memoryLimitInMB: String(route.memoryMb ?? 1024),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${route.name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

const send = (res: ServerResponse, result: APIGatewayProxyResult): void => {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  for (const [k, v] of Object.entries(result.multiValueHeaders ?? {})) headers[k] = v.map(String);
  const body = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : Buffer.from(result.body ?? '', 'utf8');
  headers['Content-Length'] = String(body.length);
  res.writeHead(result.statusCode, headers);
  res.end(body);
};

export const startLocalServer = async (opts: LocalServerOptions): Promise<LocalServer> => {
  installLocalAwslambda();
  const router = createRouter(opts.routes);
  const modules = new Map<string, Promise<{ handler: unknown }>>();
  const load = (route: RouteDef): Promise<{ handler: unknown }> => {
    let m = modules.get(route.name);
    if (!m) {
      const file = isAbsolute(route.handler) ? route.handler : resolve(opts.root, route.handler);
      m = import(pathToFileURL(file).href) as Promise<{ handler: unknown }>;
      modules.set(route.name, m);
    }
    return m;
  };
  // the remote MCP server (shared/mcp): /v1/mcp, its tools generated from the same routes; the
  // SDK is loaded on the first MCP request, so the server starts as fast as without it
  let mcp: Promise<ReturnType<typeof createLocalMcp>> | undefined;
  const mcpHandler = () => (mcp ??= import('../mcp/local').then((m) => m.createLocalMcp(opts.routes, opts.root, loadForMcp)));
  // admission control of the heavy routes (shared/http/admission.ts), REST and MCP tool calls alike
  const admission = createAdmission(opts.heavy ?? admissionLimits());
  /** A tool call of a heavy route takes a slot as its REST request does; refused, its result is the 503 (a tool error, nothing charged). */
  const loadForMcp = async (route: RouteDef): Promise<{ handler: unknown }> => {
    const mod = await load(route);
    if (routeClass(route) !== 'heavy') return mod;
    const handler = mod.handler as JsonHandler;
    return {
      handler: async (event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> => {
        const slot = admission.enter();
        if (!slot) return admission.overloaded(event.requestContext.requestId);
        const release = await slot;
        try {
          return await handler(event, context);
        } finally {
          release();
        }
      },
    };
  };
  /** Streamed answers being written (their bytes held in memory: `bufferedBytes`). */
  const streaming = new Set<ServerResponse>();
  let openapi: Promise<string> | undefined;
  const describe = (url: string): Promise<string> =>
    (openapi ??= loadRequestSchemas(opts.routes, opts.root).then((schemas) => JSON.stringify(buildOpenApi(opts.routes, schemas, url))));

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = randomUUID();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    const idHeader = { 'X-Request-Id': requestId };
    const docsBase = `http://${req.headers.host ?? '127.0.0.1'}/${STAGE}/docs`;
    const fail = (err: unknown): void => {
      const m = mapError(err, requestId, docsBase);
      send(res, jsonResponse(m.statusCode, m.body, idHeader));
    };

    if (!url.pathname.startsWith(`/${STAGE}/`) && url.pathname !== `/${STAGE}`) {
      return fail(httpErrors.notFound(method, url.pathname));
    }
    const path = url.pathname.slice(`/${STAGE}`.length) || '/';
    // the public documents answer GET only: any other method is 405, as on every route (and deployed)
    if (method !== 'GET' && (path === '/openapi.json' || path === '/docs' || path.startsWith('/docs/') || path === '/console')) {
      return send(res, methodNotAllowed(method, path, ['GET'], idHeader, requestId, docsBase));
    }
    if (method === 'GET' && path === '/openapi.json') {
      const doc = await describe(`http://${req.headers.host ?? '127.0.0.1'}/${STAGE}`);
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', ...idHeader });
      res.end(doc);
      return;
    }
    // the API reference page and its renderer's files (shared/http/docs-page.ts), no key needed
    if (method === 'GET' && path === '/docs') {
      res.writeHead(200, { ...DOCS_PAGE_HEADERS, ...idHeader });
      res.end(docsPage(`/${STAGE}`));
      return;
    }
    // the console (shared/http/console-page.ts): the page, and its script and style built from web/ by esbuild
    if (method === 'GET' && path === '/console') {
      res.writeHead(200, { ...CONSOLE_PAGE_HEADERS, ...idHeader });
      res.end(consolePage(`/${STAGE}`));
      return;
    }
    if (method === 'GET' && path.startsWith('/docs/') && isConsoleAsset(path.slice('/docs/'.length))) {
      const { consoleAsset } = await import('./console-bundle');
      const asset = consoleAsset(path.slice('/docs/'.length) as ConsoleAsset);
      res.writeHead(200, { 'Content-Type': asset.contentType, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', ...idHeader });
      res.end(asset.body);
      return;
    }
    if (method === 'GET' && path.startsWith('/docs/')) {
      const asset = docsAsset(path.slice('/docs/'.length));
      if (!asset) return fail(httpErrors.notFound(method, path));
      res.writeHead(200, { 'Content-Type': asset.contentType, 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff', ...idHeader });
      res.end(asset.body);
      return;
    }
    if (path === MCP_PATH) {
      const body = await readBody(req);
      if (body === 'too-large') return fail(httpErrors.payloadTooLarge(GATEWAY_MAX_BODY));
      const event = buildEvent(req, url, { name: 'mcp', method, path: MCP_PATH } as RouteDef, {}, body, requestId);
      return send(res, await (await mcpHandler())(event, lambdaContext({ name: 'mcp', timeoutSeconds: mcpTimeoutSeconds(opts.routes) } as RouteDef, requestId)));
    }
    const match = router.match(method, path);
    if (match.kind === 'not-found') return fail(httpErrors.notFound(method, path));
    if (match.kind === 'method-not-allowed') return send(res, methodNotAllowed(method, path, match.allow, idHeader, requestId, docsBase));

    const body = await readBody(req);
    if (body === 'too-large') return fail(httpErrors.payloadTooLarge(GATEWAY_MAX_BODY));
    const { route } = match;
    const event = buildEvent(req, url, route, match.params, body, requestId);
    const context = lambdaContext(route, requestId);
    const mod = await load(route);

    if (route.streaming) {
      const stream = createResponseStream({
        prelude: (p) => res.writeHead(p.statusCode ?? 200, { ...p.headers }),
        write: (chunk) => res.write(chunk),
        // backpressure: the handler's next chunk waits until the client has read this one (or left)
        drain: (ready) => {
          const go = (): void => {
            res.off('drain', go);
            res.off('close', go);
            ready();
          };
          res.on('drain', go);
          res.on('close', go);
        },
        end: () => res.end(),
      });
      streaming.add(res);
      // a client that goes away mid-answer destroys the response stream, as Lambda's does: the
      // handler stops the model and does not charge for an answer nobody received. Before the
      // handler pipes its answer nothing listens on the stream: the error is the pipe's to see
      // (it finds the stream destroyed), not an unhandled 'error' that ends the server.
      stream.on('error', () => undefined);
      res.once('close', () => {
        if (!res.writableFinished && !stream.destroyed) stream.destroy(new Error('client disconnected'));
      });
      try {
        await (mod.handler as StreamHandler)(event, stream, context).catch((e: unknown) => {
          // the handler's pipe into the stream of a client that went away fails: not a server error
          if (!res.destroyed) throw e;
        });
        if (!res.writableEnded && !res.destroyed) res.end();
      } finally {
        streaming.delete(res);
      }
      return;
    }
    // a heavy route waits for a slot, or is refused with 503 before its handler (its debit) runs
    if (routeClass(route) === 'heavy') {
      const slot = admission.enter();
      if (!slot) return send(res, admission.overloaded(requestId));
      const release = await slot;
      try {
        // a client that left while its request waited: nothing to run, nothing charged
        if (res.destroyed) return;
        send(res, await (mod.handler as JsonHandler)(event, context));
      } finally {
        release();
      }
      return;
    }
    const result = await (mod.handler as JsonHandler)(event, context);
    send(res, result);
  };

  let inFlight = 0;
  let drained: (() => void) | undefined;
  const server = createServer((req, res) => {
    inFlight++;
    handle(req, res)
      .catch((err: unknown) => {
        // a failure outside the handler's own error mapping: a local-server or handler-module bug
        console.error(JSON.stringify({ level: 'error', msg: 'local server error', err: err instanceof Error ? err.stack : String(err) }));
        if (res.headersSent) {
          res.destroy(err instanceof Error ? err : undefined);
          return;
        }
        const m = mapError(err, 'local');
        send(res, jsonResponse(m.statusCode, m.body));
      })
      .finally(() => {
        if (--inFlight === 0) drained?.();
      });
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((res, rej) => {
    server.once('error', rej);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => res());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    heavyLoad: () => admission.load(),
    bufferedBytes: () => [...streaming].reduce((n, r) => n + r.writableLength, 0),
    url: `http://${opts.host ?? '127.0.0.1'}:${port}/${STAGE}`,
    // graceful: stop accepting, let running invocations finish (at most 10 s), then drop idle sockets
    close: async () => {
      const closed = new Promise<void>((res) => server.close(() => res()));
      server.closeIdleConnections();
      if (inFlight > 0) {
        await Promise.race([new Promise<void>((res) => (drained = res)), new Promise((res) => setTimeout(res, 10_000).unref())]);
      }
      server.closeAllConnections();
      await closed;
    },
  };
};
