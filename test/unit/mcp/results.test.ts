/**
 * Tool results by the content type of the route's answer (shared/mcp/dispatch.ts), including the
 * media types no route answers with yet (PNG, SVG), the deployed wrapper (shared/mcp/lambda.ts),
 * and the tool definitions of synthetic routes (shared/mcp/tools.ts).
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { routeEvent, toToolResult, type RouteAnswer } from '#shared/mcp/dispatch';
import { createMcpLambda } from '#shared/mcp/lambda';
import * as z from 'zod';
import { buildTools, inputSchemaOf, type ToolDef } from '#shared/mcp/tools';
import type { RouteDef } from '#shared/routes';

const route = (over: Partial<RouteDef> & Pick<RouteDef, 'name' | 'path'>): RouteDef => ({
  method: 'POST',
  handler: 'functions/none.ts',
  price: 2,
  rateLimit: 'standard',
  tables: { keys: 'read' },
  summary: `Synthetic ${over.name}`,
  ...over,
});

const answer = (type: string, body: Buffer | string, status = 200, headers: Record<string, string> = {}): RouteAnswer => ({
  statusCode: status,
  headers: { 'content-type': type, ...headers },
  body: Buffer.isBuffer(body) ? body : Buffer.from(body),
});

describe('tool results', () => {
  const [tool] = buildTools([route({ name: 'images-chart', path: '/images/chart' })], {}) as [ToolDef];

  it('a PNG is an image block, base64', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const r = toToolResult(tool, answer('image/png', png), 'req1');
    expect(r.isError).toBeUndefined();
    expect(r.content[1]).toEqual({ type: 'image', data: png.toString('base64'), mimeType: 'image/png' });
    expect(r.structuredContent).toBeUndefined();
  });

  it('an SVG and a PDF are embedded resources (text and blob), named after the file', () => {
    const svg = toToolResult(tool, answer('image/svg+xml; charset=utf-8', '<svg/>', 200, { 'content-disposition': 'inline; filename="chart.svg"' }), 'req2');
    expect(svg.content[1]).toEqual({ type: 'resource', resource: { uri: 'blueprint-api://images_chart/req2/chart.svg', mimeType: 'image/svg+xml', text: '<svg/>' } });
    const pdf = toToolResult(tool, answer('application/pdf', Buffer.from('%PDF-1.7 x')), 'req3');
    expect(pdf.content[1]).toMatchObject({ type: 'resource', resource: { mimeType: 'application/pdf', blob: Buffer.from('%PDF-1.7 x').toString('base64') } });
  });

  it('a JSON success is structured {data, meta}; an error is isError with the error body', () => {
    const ok = toToolResult(tool, answer('application/json', JSON.stringify({ success: true, data: { a: 1 }, meta: { creditsUsed: 2, creditsRemaining: 8 } })), 'r');
    expect(ok.structuredContent).toEqual({ data: { a: 1 }, meta: { creditsUsed: 2, creditsRemaining: 8 } });
    expect(ok.content[0]).toEqual({ type: 'text', text: 'images_chart: done. 2 credits used, 8 remaining.' });
    const bad = toToolResult(tool, answer('application/json', JSON.stringify({ error: 'Insufficient credits', message: 'short', required: 2, available: 0 }), 402), 'r');
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent).toBeUndefined();
    expect(JSON.parse((bad.content[1] as { text: string }).text)).toEqual({ error: 'Insufficient credits', message: 'short', required: 2, available: 0 });
  });

  it('a failed stream of a streamed route is an error', () => {
    const [chat] = buildTools([route({ name: 'chat', path: '/chat', streaming: true, tool: 'ask' })], {}) as [ToolDef];
    expect(chat.name).toBe('ask');
    expect(chat.outputSchema?.required).toEqual(['answer']);
    const ok = toToolResult(chat, answer('text/plain; charset=utf-8', 'Hello there.', 200, { 'x-conversation-id': 'conv_1', 'x-credits-used': '6' }), 'r');
    expect(ok.structuredContent).toEqual({ answer: 'Hello there.', conversationId: 'conv_1', creditsHeld: 6 });
    const failed = toToolResult(chat, answer('text/plain', 'Hello\n\n[advisor error] The answer stopped.\n'), 'r');
    expect(failed.isError).toBe(true);
  });

  it('a streamed JSON route (streaming, produces application/json) is the envelope like a buffered one; cut short, an error', () => {
    const [dump] = buildTools([route({ name: 'dump', path: '/dump', method: 'GET', price: 0, streaming: true, produces: ['application/json'] })], {}) as [ToolDef];
    expect(dump.outputSchema?.required).toEqual(['data', 'meta']);
    const ok = toToolResult(dump, answer('application/json', '{"success":true,"data":{"rows":[1,2]},"meta":{"creditsUsed":0}}'), 'r');
    expect(ok.isError).toBeFalsy();
    expect(ok.structuredContent).toMatchObject({ data: { rows: [1, 2] } });
    const cut = toToolResult(dump, answer('application/json', '{"success":true,"data":{"rows":[1,'), 'r');
    expect(cut.isError).toBe(true);
  });
});

describe('tool definitions and events of synthetic routes', () => {
  it('path parameters are required arguments; GET arguments become the query string', () => {
    const r = route({ name: 'things-get', method: 'GET', path: '/things/{id}', price: 0 });
    const [t] = buildTools([r], {}) as [ToolDef];
    expect(t).toMatchObject({ name: 'things_get', inputSchema: { type: 'object', required: ['id'] }, annotations: { readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false } });
    expect(t.description).toBe('Synthetic things-get. Price: free.');
    const ev = routeEvent(r, { id: 'a b', page: 2 }, { headers: { authorization: 'Bearer k', cookie: 'x' }, sourceIp: '1.2.3.4', stage: 'v1' }, 'rid');
    expect(ev).toMatchObject({ path: '/things/a%20b', pathParameters: { id: 'a b' }, queryStringParameters: { page: '2' }, body: null, headers: { authorization: 'Bearer k' } });
    expect(ev.headers.cookie).toBeUndefined();
    const del = buildTools([route({ name: 'things-delete', method: 'DELETE', path: '/things/{id}' })], {})[0]!;
    expect(del.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: true });
    expect(() => buildTools([route({ name: 'a-b', path: '/x' }), route({ name: 'a_b', path: '/y' })], {})).toThrow(/used by two routes/);
  });

  it('the tools of routes that take Idempotency-Key (charged POSTs, not streamed) take idempotencyKey, sent as the header', () => {
    const charged = route({ name: 'things-make', path: '/things' });
    const [t, free, chat, read] = buildTools(
      [charged, route({ name: 'things-free', path: '/free', price: 0 }), route({ name: 'chat', path: '/chat', streaming: true, price: 'dynamic' }), route({ name: 'things-list', method: 'GET', path: '/things/list', price: 1 })],
      {},
    ) as [ToolDef, ToolDef, ToolDef, ToolDef];
    expect(t.inputSchema.properties).toMatchObject({ idempotencyKey: { type: 'string', minLength: 1, maxLength: 255 } });
    expect(t.inputSchema.required).toBeUndefined();
    expect(t.description).toContain('Optional idempotencyKey');
    for (const other of [free, chat, read]) {
      expect(other.inputSchema.properties, other.name).not.toHaveProperty('idempotencyKey');
      expect(other.description, other.name).not.toContain('idempotencyKey');
    }
    const caller = { headers: { 'x-api-key': 'k' }, sourceIp: '1.2.3.4', stage: 'v1' };
    const ev = routeEvent(charged, { birthDate: '1961-08-04', idempotencyKey: 'retry-1' }, caller, 'rid');
    expect(ev.headers).toMatchObject({ 'x-api-key': 'k', 'idempotency-key': 'retry-1', 'content-type': 'application/json' });
    expect(JSON.parse(ev.body!)).toEqual({ birthDate: '1961-08-04' });
    // not a string: sent empty, so the route refuses it (Invalid Idempotency-Key) instead of ignoring it
    expect(routeEvent(charged, { idempotencyKey: { a: 1 } }, caller, 'rid').headers['idempotency-key']).toBe('');
    // a route without the header keeps such an argument in its body, as any other
    const freeRoute = route({ name: 'things-free', path: '/free', price: 0 });
    const plain = routeEvent(freeRoute, { idempotencyKey: 'x' }, caller, 'rid');
    expect(plain.headers['idempotency-key']).toBeUndefined();
    expect(JSON.parse(plain.body!)).toEqual({ idempotencyKey: 'x' });
    // a route whose request already has the field cannot have the argument
    expect(() => inputSchemaOf(charged, z.object({ idempotencyKey: z.string() }))).toThrow(/idempotencyKey/);
  });

  it('a replayed answer says so and is marked in _meta', () => {
    const [t] = buildTools([route({ name: 'things-make', path: '/things' })], {}) as [ToolDef];
    const body = JSON.stringify({ success: true, data: { a: 1 }, meta: { creditsUsed: 2, creditsRemaining: 8 } });
    const r = toToolResult(t, answer('application/json', body, 200, { 'idempotent-replayed': 'true' }), 'r');
    expect(r.structuredContent).toEqual({ data: { a: 1 }, meta: { creditsUsed: 2, creditsRemaining: 8 } });
    expect(r._meta).toEqual({ idempotentReplayed: true });
    expect(r.content[0]).toEqual({ type: 'text', text: 'things_make: the first result of this idempotencyKey, not charged again.' });
    expect(toToolResult(t, answer('application/json', body), 'r')._meta).toBeUndefined();
  });
});

describe('the deployed wrapper', () => {
  const g = globalThis as unknown as { awslambda?: unknown };
  const saved = g.awslambda;
  afterEach(() => {
    g.awslambda = saved;
  });

  it('is a streamed handler that writes the status, the headers and the body at once', async () => {
    const written: { prelude?: unknown; body?: string } = {};
    g.awslambda = {
      streamifyResponse: (f: unknown) => f,
      HttpResponseStream: {
        from: (_s: unknown, prelude: unknown) => {
          written.prelude = prelude;
          return { end: (b: string) => (written.body = String(b)) };
        },
      },
    };
    const handler = createMcpLambda({ routes: [], tools: [], modules: {} }) as (e: APIGatewayProxyEvent, s: unknown, c: unknown) => Promise<void>;
    await handler({ httpMethod: 'GET', headers: {}, body: null, requestContext: { requestId: 'r' } } as unknown as APIGatewayProxyEvent, {}, {});
    expect(written.prelude).toMatchObject({ statusCode: 405, headers: { Allow: 'POST' } });
    expect(JSON.parse(written.body!)).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
  });
});
