/**
 * The deployed MCP function (infra/mcp.ts writes its entry at synth: the tools generated from
 * ROUTES and the schemas, and one dynamic `import()` per route handler; bundled with code
 * splitting, so a route's module is a chunk read on its tool's first call).
 *
 * A response-streaming function behind a STREAM integration, so that a tool call may last as long
 * as its route may (the advisor chat: 300 s; a buffered integration stops at 29 s); the answer is
 * still written at once, as one JSON body.
 */
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import type { Writable } from 'node:stream';
import type { RouteDef } from '../routes';
import type { RouteHandler } from './dispatch';
import { createMcpHandler } from './server';
import type { ToolDef } from './tools';

interface AwsLambdaGlobal {
  streamifyResponse: (fn: (event: APIGatewayProxyEvent, stream: Writable, context: Context) => Promise<void>) => unknown;
  HttpResponseStream: { from: (stream: Writable, prelude: { statusCode: number; headers: Record<string, string> }) => Writable };
}

export const createMcpLambda = (opts: { routes: readonly RouteDef[]; tools: readonly ToolDef[]; modules: Record<string, () => Promise<{ handler: unknown }>> }): unknown => {
  const handle = createMcpHandler({
    routes: opts.routes,
    tools: () => Promise.resolve(opts.tools),
    load: async (route) => {
      const load = opts.modules[route.name];
      if (!load) throw new Error(`route ${route.name} is not in the MCP bundle`);
      return (await load()).handler as RouteHandler;
    },
  });
  const aws = (globalThis as unknown as { awslambda: AwsLambdaGlobal }).awslambda;
  return aws.streamifyResponse(async (event, stream, context) => {
    const r = await handle(event, context);
    const out = aws.HttpResponseStream.from(stream, { statusCode: r.statusCode, headers: Object.fromEntries(Object.entries(r.headers ?? {}).map(([k, v]) => [k, String(v)])) });
    out.end(r.isBase64Encoded ? Buffer.from(r.body, 'base64') : r.body);
  });
};
