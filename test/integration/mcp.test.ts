/**
 * The remote MCP server (shared/mcp) against the local stack, with the SDK's own client
 * (Client + StreamableHTTPClientTransport): the tools are the route table one to one; every tool,
 * called once with the input of its route's sample event (events/<route>.json), answers the same
 * data and moves the same credits (same ledger entries, named with the tool) as the REST route;
 * invalid input is a tool error with the spec's string and no charge; no key or a revoked key is
 * HTTP 401; an over-limit key gets the 429 answer as a tool error with Retry-After; two calls with
 * the same idempotencyKey are charged once and answer the same result.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, revokeKey } from '#shared/accounts/admin';
import { setDeps } from '#shared/deps';
import { REPO_ROOT, type LocalStack } from '#shared/http/local-stack';
import { loadRequestSchemas } from '#shared/http/openapi';
import { createLocalMcp } from '#shared/mcp/local';
import { RESOURCES } from '#shared/mcp/resources';
import { MCP_PATH, PROTOCOL_VERSIONS } from '#shared/mcp/server';
import { buildTools, mcpRoutes, pathParams, toolName } from '#shared/mcp/tools';
import { ROUTES, type RouteDef } from '#shared/routes';
import { balanceOf, call, LONDON_1990, ledgerOf, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

process.env.AI_LOG = 'off';
let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

const mcpUrl = (): URL => new URL(`${stack.api.url}${MCP_PATH}`);

const connect = async (key: string, onHeaders?: (h: Headers) => void): Promise<Client> => {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(mcpUrl(), {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
    fetch: async (url, init) => {
      const res = await fetch(url, init);
      onHeaders?.(res.headers);
      return res;
    },
  });
  await client.connect(transport);
  return client;
};

type Result = Awaited<ReturnType<Client['callTool']>>;
const textOf = (r: Result): string => (r.content as { type: string; text?: string }[]).map((c) => c.text ?? '').join('\n');
const errorBody = (r: Result): Record<string, unknown> => JSON.parse((r.content as { text: string }[])[1]!.text) as Record<string, unknown>;

/** Ids and moments differ between two calls that create something: compared by shape. */
const normalise = (v: unknown): unknown => {
  if (typeof v === 'string') {
    if (/^[a-z]+_[0-9A-Za-z_-]{10,}$/.test(v)) return '<id>';
    if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/.test(v)) return '<time>';
    return v;
  }
  if (Array.isArray(v)) return v.map(normalise);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalise(x)]));
  return v;
};

interface SampleEvent {
  body?: unknown;
  queryStringParameters?: Record<string, string> | null;
  pathParameters?: Record<string, string> | null;
}

/** The arguments of a route's sample event: body, query and path parameters in one object. */
const argsOf = (route: RouteDef): Record<string, unknown> => {
  const file = join(REPO_ROOT, 'events', `${route.name}.json`);
  if (!existsSync(file)) return {};
  const ev = JSON.parse(readFileSync(file, 'utf8')) as SampleEvent;
  const body = typeof ev.body === 'string' ? (JSON.parse(ev.body) as Record<string, unknown>) : ((ev.body ?? {}) as Record<string, unknown>);
  const args: Record<string, unknown> = { ...body, ...(ev.queryStringParameters ?? {}), ...(ev.pathParameters ?? {}) };
  // the transit wheel draws the sky of `moment` (default: now): both sides draw the same moment, or
  // the two images differ by the seconds between the calls (a PNG a few bytes longer)
  if (route.name === 'images-transit-wheel') args.moment ??= '2026-11-23T21:00:00Z';
  return args;
};

describe('the MCP server', () => {
  it('lists one tool per route of the route table, generated from it', async () => {
    const a = await newAccount(stack, 0);
    const client = await connect(a.apiKey);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(mcpRoutes(ROUTES).map(toolName).sort());
    // the key secrets, the export and the deletion of the account are not tools
    for (const name of ['keys_create', 'keys_revoke', 'account_export', 'account_delete']) expect(tools.map((t) => t.name)).not.toContain(name);
    const expected = buildTools(ROUTES, await loadRequestSchemas(ROUTES, REPO_ROOT));
    for (const route of mcpRoutes(ROUTES)) {
      const tool = tools.find((t) => t.name === toolName(route))!;
      const want = expected.find((t) => t.route === route.name)!;
      expect(tool.description).toContain(route.summary);
      expect(tool.description).toMatch(/Price: (free|\d+ credits?|computed per call)/);
      expect(tool.inputSchema).toEqual(want.inputSchema);
      for (const p of pathParams(route)) expect(tool.inputSchema.required).toContain(p);
      expect(tool.outputSchema).toEqual(want.outputSchema);
      if (!route.binary) expect(tool.outputSchema?.type).toBe('object');
      expect(tool.annotations).toMatchObject({ readOnlyHint: route.method === 'GET', idempotentHint: route.method !== 'POST', openWorldHint: false });
    }
    expect(tools.find((t) => t.name === 'ask_advisor')).toBeDefined();
    expect(client.getServerVersion()?.name).toBe('blueprint-api');
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    expect(PROTOCOL_VERSIONS).toEqual(expect.arrayContaining(['2025-11-25', '2025-06-18', '2025-03-26']));
    await client.close();
  });

  it('every tool answers the data of its REST route and moves the same credits, named with the tool', { timeout: 120_000 }, async () => {
    const a = await newAccount(stack, 100_000);
    const rest = (method: string, path: string, body?: unknown) => call(stack, method, path, { key: a.apiKey, ...(body !== undefined ? { body } : {}) });
    // ids the sample events leave to be filled in, made by the REST routes of this account
    const makers: Record<string, () => Promise<string>> = {
      bp: async () =>
        String(((await rest('POST', '/generate-blueprint', { fullName: 'Ada Lovelace', ...LONDON_1990, modules: { astrology: true, humanDesign: true, numerology: true } })).body.data as { blueprintId: string }).blueprintId),
      tr: async () => String(((await rest('POST', '/transits', { ...LONDON_1990, saveToAccount: true })).body.data as { id: string }).id),
      conv: async () => (await rest('POST', '/advisor/chat', { messages: [{ role: 'user', content: 'Hello' }] })).headers.get('x-conversation-id') ?? '',
      rel: async () =>
        String(
          ((await rest('POST', '/relationships', { people: [{ fullName: 'Ada Lovelace', ...LONDON_1990 }, { blueprintId: shared.bp }], modules: { synastry: true, numerology: true } })).body.data as { relationshipId: string })
            .relationshipId,
        ),
    };
    const shared: Record<string, string> = {};
    for (const [prefix, make] of Object.entries(makers)) shared[prefix] = await make();
    let unfilled: boolean;
    const fill = async (args: Record<string, unknown>, fresh: boolean): Promise<Record<string, unknown>> => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(args)) {
        const m = typeof v === 'string' ? /^([a-z]+)_replace_with/.exec(v) : null;
        const make = m ? makers[m[1]!] : undefined;
        if (m && !make) unfilled = true;
        out[k] = m && make ? (fresh ? await make() : shared[m[1]!]) : v;
      }
      return out;
    };

    // the MCP side calls with a second key of the account: each key's rate limit (100 a minute) then
    // holds one side's calls, the REST side's with its id makers, the MCP side's with its protocol messages
    const mcpKey = (await createKey(stack.deps.stores, a.accountId, stack.deps.config.keyPrefix)).apiKey;
    const client = await connect(mcpKey);
    const seen = new Set<string>();
    const compared = new Set<string>();
    let succeeded = 0;
    let fillable = 0;
    for (const route of mcpRoutes(ROUTES)) {
      const tool = toolName(route);
      unfilled = false;
      // a DELETE takes its own item on each side
      const destructive = route.method === 'DELETE';
      const restArgs = await fill(argsOf(route), destructive);
      const mcpArgs = destructive ? await fill(argsOf(route), true) : restArgs;

      // ---- REST ----
      const names = pathParams(route);
      const path = route.path.replace(/\{([^}]+)\}/g, (_m, p: string) => encodeURIComponent(String(restArgs[p])));
      const rem = Object.fromEntries(Object.entries(restArgs).filter(([k]) => !names.includes(k)));
      const query = route.method === 'GET' && Object.keys(rem).length ? `?${new URLSearchParams(rem as Record<string, string>).toString()}` : '';
      const before = await balanceOf(stack, a.accountId);
      const res = await fetch(`${stack.api.url}${path}${query}`, {
        method: route.method,
        headers: { Authorization: `Bearer ${a.apiKey}`, ...(route.method !== 'GET' ? { 'Content-Type': 'application/json' } : {}) },
        ...(route.method !== 'GET' && Object.keys(rem).length ? { body: JSON.stringify(rem) } : {}),
      });
      const restBytes = Buffer.from(await res.arrayBuffer());
      const restRequestId = res.headers.get('x-request-id');
      const mid = await balanceOf(stack, a.accountId);

      // ---- MCP ----
      const r = await client.callTool({ name: tool, arguments: mcpArgs });
      const after = await balanceOf(stack, a.accountId);
      const label = `${route.name} (${res.status})`;
      // every sample event whose ids this test can make is a valid call
      if (!unfilled) {
        fillable++;
        expect(res.status, label).toBeLessThan(300);
      }
      if (res.status < 300) {
        succeeded++;
        if (r.isError !== true) compared.add(route.name);
      }

      const type = res.headers.get('content-type') ?? '';
      if (res.status >= 400) {
        expect(r.isError, label).toBe(true);
        expect(errorBody(r).error, label).toBe((JSON.parse(restBytes.toString('utf8')) as { error: string }).error);
      } else if (type.startsWith('application/json')) {
        const body = JSON.parse(restBytes.toString('utf8')) as { data: unknown; meta: Record<string, unknown> };
        expect(r.isError, label).toBeFalsy();
        const sc = r.structuredContent as { data: unknown; meta: Record<string, unknown> };
        if (route.name === 'requests-list') {
          // the request log grew by the REST call itself: the tool's answer (read after it) shows that call
          expect((sc.data as { requests: { requestId: string }[] }).requests.map((x) => x.requestId), label).toContain(restRequestId);
          expect(Object.keys(sc.data as object).sort(), label).toEqual(Object.keys(body.data as object).sort());
        } else expect(normalise(sc.data), label).toEqual(normalise(body.data));
        expect(sc.meta.creditsUsed, label).toBe(body.meta.creditsUsed);
        expect(textOf(r), label).toContain(tool);
      } else if (type.startsWith('text/plain')) {
        const sc = r.structuredContent as { answer: string; conversationId: string };
        expect(sc.answer, label).toBe(restBytes.toString('utf8'));
        expect(sc.conversationId, label).toMatch(/^conv_/);
        expect(sc.conversationId, label).not.toBe(res.headers.get('x-conversation-id'));
      } else {
        // binary: an image block or an embedded resource with the same bytes (the PDF carries its creation time)
        const block = (r.content as { type: string; data?: string; mimeType?: string; resource?: { blob?: string; text?: string; mimeType: string } }[])[1]!;
        const bytes = Buffer.from(block.data ?? block.resource?.blob ?? block.resource?.text ?? '', block.resource?.text !== undefined ? 'utf8' : 'base64');
        expect(block.mimeType ?? block.resource?.mimeType, label).toBe(type.split(';')[0]);
        expect(block.type, label).toBe(type.startsWith('image/') && !type.includes('svg') ? 'image' : 'resource');
        expect(bytes.length, label).toBe(restBytes.length);
        expect(bytes.subarray(0, 5).toString(), label).toBe(restBytes.subarray(0, 5).toString());
      }
      // the same charge: balance and ledger entries (REST: by request id; MCP: named with the tool)
      expect(before! - mid!, label).toBe(mid! - after!);
      const ledger = await ledgerOf(stack, a.accountId);
      const shape = (rows: typeof ledger) => rows.map((e) => `${e.kind}:${e.credits}:${e.route}`).sort();
      const viaMcp = ledger.filter((e) => e.via === `mcp:${tool}` && !seen.has(e.entryId));
      const viaRest = ledger.filter((e) => e.requestId === restRequestId);
      expect(shape(viaMcp), label).toEqual(shape(viaRest));
      for (const e of viaMcp) seen.add(e.entryId);
      if (typeof route.price === 'number' && route.price > 0 && res.status < 300) expect(viaMcp.length, label).toBeGreaterThan(0);
    }
    // routes whose sample event names an item this test cannot make (a new id prefix) are compared as errors
    expect(succeeded).toBeGreaterThanOrEqual(fillable);
    expect(fillable).toBeGreaterThanOrEqual(mcpRoutes(ROUTES).length - 4);
    // the reads and deletes of saved items are compared on real items, not on 404s
    for (const name of ['blueprints-get', 'blueprints-delete', 'transits-get', 'transits-delete', 'relationships-get', 'relationships-delete', 'advisor-conversations-get']) {
      expect(compared, name).toContain(name);
    }
    await client.close();
  });

  it('invalid input is a tool error with the spec’s string, and nothing is charged or recorded', async () => {
    const a = await newAccount(stack, 10);
    const client = await connect(a.apiKey);
    const r = await client.callTool({ name: 'calculators_big_3', arguments: { ...LONDON_1990, birthDate: '1990-13-45' } });
    expect(r.isError).toBe(true);
    expect(errorBody(r)).toMatchObject({ error: 'Invalid birth date' });
    expect(textOf(r)).toContain('Invalid birth date');
    const missing = await client.callTool({ name: 'calculators_life_path', arguments: {} });
    expect(missing.isError).toBe(true);
    expect(errorBody(missing).error).toBe('Invalid birth date');
    expect(await balanceOf(stack, a.accountId)).toBe(10);
    expect(await ledgerOf(stack, a.accountId)).toEqual([]);
    // a charged call then succeeds: 1 credit, one ledger entry named with the tool
    const ok = await client.callTool({ name: 'calculators_life_path', arguments: { birthDate: '1961-08-04' } });
    expect(ok.structuredContent).toMatchObject({ meta: { creditsUsed: 1, creditsRemaining: 9 } });
    expect((await ledgerOf(stack, a.accountId)).map((e) => [e.kind, e.credits, e.route, e.via])).toEqual([['charge', 1, 'calculators-life-path', 'mcp:calculators_life_path']]);
    // an empty account: the REST 402 body as a tool error
    const poor = await newAccount(stack, 0);
    const pc = await connect(poor.apiKey);
    const short = await pc.callTool({ name: 'calculators_life_path', arguments: { birthDate: '1961-08-04' } });
    expect(short.isError).toBe(true);
    expect(errorBody(short)).toMatchObject({ error: 'Insufficient credits', required: 1, available: 0 });
    // an unknown tool is a protocol error
    await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toThrow(/Unknown tool/);
    await client.close();
    await pc.close();
  });

  it('two calls with the same idempotencyKey are one request: charged once, the same result; the key is the REST Idempotency-Key', async () => {
    const a = await newAccount(stack, 100);
    let last: Headers | undefined;
    const client = await connect(a.apiKey, (h) => (last = h));
    const args = { people: [{ fullName: 'Ada Lovelace', ...LONDON_1990 }, { fullName: 'Grace Hopper', ...LONDON_1990, birthDate: '1906-12-09' }], modules: { synastry: true, numerology: true } };
    const first = await client.callTool({ name: 'relationships_create', arguments: { ...args, idempotencyKey: 'mcp-rel-1' } });
    expect(first.isError).toBeFalsy();
    expect(last?.get('idempotent-replayed')).toBeNull();
    const again = await client.callTool({ name: 'relationships_create', arguments: { ...args, idempotencyKey: 'mcp-rel-1' } });
    expect(again.isError).toBeFalsy();
    expect(again.structuredContent).toEqual(first.structuredContent);
    expect((first.structuredContent as { meta: { creditsUsed: number } }).meta.creditsUsed).toBe(3);
    expect(again._meta).toMatchObject({ idempotentReplayed: true });
    expect(textOf(again)).toContain('not charged again');
    expect(last?.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(stack, a.accountId)).toBe(97);
    const list = await client.callTool({ name: 'relationships_list', arguments: {} });
    expect((list.structuredContent as { data: { relationships: unknown[] } }).data.relationships).toHaveLength(1);
    // without a key, the same call is a new request
    const fresh = await client.callTool({ name: 'relationships_create', arguments: args });
    expect((fresh.structuredContent as { data: { relationshipId: string } }).data.relationshipId).not.toBe((first.structuredContent as { data: { relationshipId: string } }).data.relationshipId);
    expect(await balanceOf(stack, a.accountId)).toBe(94);

    // a fixed-price tool, and the REST route with the same Idempotency-Key: one request
    const life = await client.callTool({ name: 'calculators_life_path', arguments: { birthDate: '1961-08-04', idempotencyKey: 'life-1' } });
    const lifeAgain = await client.callTool({ name: 'calculators_life_path', arguments: { birthDate: '1961-08-04', idempotencyKey: 'life-1' } });
    expect(lifeAgain.structuredContent).toEqual(life.structuredContent);
    const restReplay = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: { birthDate: '1961-08-04' }, headers: { 'Idempotency-Key': 'life-1' } });
    expect(restReplay.headers.get('idempotent-replayed')).toBe('true');
    expect(restReplay.body.data).toEqual((life.structuredContent as { data: unknown }).data);
    expect(await balanceOf(stack, a.accountId)).toBe(93);
    // the same key with other arguments: the REST 422 as a tool error, nothing charged
    const reused = await client.callTool({ name: 'calculators_life_path', arguments: { birthDate: '1970-01-01', idempotencyKey: 'life-1' } });
    expect(reused.isError).toBe(true);
    expect(errorBody(reused).error).toBe('Idempotency key reused');
    const bad = await client.callTool({ name: 'calculators_life_path', arguments: { birthDate: '1961-08-04', idempotencyKey: 'with space' } });
    expect(errorBody(bad).error).toBe('Invalid Idempotency-Key');
    expect(await balanceOf(stack, a.accountId)).toBe(93);
    const charges = (await ledgerOf(stack, a.accountId)).filter((e) => e.route === 'calculators-life-path');
    // a keyed fixed price is held, then kept as the charge once its answer is kept under the key (docs/platform.md): one charge
    expect(charges.map((e) => [e.kind, e.credits, e.via])).toEqual([
      ['reserve', 1, 'mcp:calculators_life_path'],
      ['charge', 1, 'mcp:calculators_life_path'],
    ]);
    await client.close();
  });

  it('answers 401 with WWW-Authenticate to no key, an unknown key and a revoked key, before any MCP processing', async () => {
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } };
    const post = (headers: Record<string, string>, body: unknown = init) =>
      fetch(mcpUrl(), { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(body) });
    const none = await post({});
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="blueprint-api"');
    expect(await none.json()).toMatchObject({ error: 'Missing API key' });
    const unknown = await post({ 'X-API-Key': 'bp_live_nope' });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ error: 'Invalid API key' });
    await expect(connect('bp_live_nope')).rejects.toMatchObject({ code: 401 });

    const a: TestAccount = await newAccount(stack, 5);
    const client = await connect(a.apiKey);
    await revokeKey(stack.deps.stores, a.keyId);
    // a tool call: its route refuses the key in its debit; the whole HTTP answer is the REST 401
    const call1 = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'calculators_life_path', arguments: { birthDate: '1961-08-04' } } };
    const revokedCall = await post({ Authorization: `Bearer ${a.apiKey}`, 'Mcp-Protocol-Version': '2025-06-18' }, call1);
    expect(revokedCall.status).toBe(401);
    expect(revokedCall.headers.get('www-authenticate')).toBe('Bearer realm="blueprint-api"');
    expect(await revokedCall.json()).toMatchObject({ error: 'Invalid API key', message: 'The API key has been revoked' });
    await expect(client.callTool({ name: 'account_get', arguments: {} })).rejects.toMatchObject({ code: 401 });
    await expect(client.listTools()).rejects.toMatchObject({ code: 401 });
    const revokedInit = await post({ Authorization: `Bearer ${a.apiKey}` });
    expect(revokedInit.status).toBe(401);
    expect(await balanceOf(stack, a.accountId)).toBe(5);
  });

  it('a batch of tool calls: the HTTP answer’s X-Credits-Used is what the whole batch charged, X-Credits-Remaining the balance after it', async () => {
    const a = await newAccount(stack, 20);
    const tool = (id: number, name: string, args: Record<string, unknown>) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
    const res = await fetch(mcpUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'X-API-Key': a.apiKey },
      body: JSON.stringify([
        tool(1, 'calculators_life_path', { birthDate: '1961-08-04' }),
        tool(2, 'calculators_big_3', LONDON_1990),
        tool(3, 'predictive_solar_arc', { ...LONDON_1990, date: '2026-11-23' }),
        tool(4, 'account_get', {}),
      ]),
    });
    expect(res.status).toBe(200);
    const results = (await res.json()) as { id: number; result: { isError?: boolean } }[];
    expect(results.map((r) => [r.id, r.result.isError ?? false]).sort()).toEqual([[1, false], [2, false], [3, false], [4, false]]);
    expect(await balanceOf(stack, a.accountId)).toBe(16);
    expect(res.headers.get('x-credits-used')).toBe('4');
    expect(res.headers.get('x-credits-remaining')).toBe('16');
  });

  it('a batch whose key is revoked while it runs keeps the results of the calls served before (paid), the refused one a tool error; a batch with none served is the 401', async () => {
    const a = await newAccount(stack, 20);
    // the first life-path call revokes the key once it has been served; the second waits for that
    let revoked!: () => void;
    const gate = new Promise<void>((r) => (revoked = r));
    let calls = 0;
    const mcp = createLocalMcp(ROUTES, REPO_ROOT, async (route) => {
      const { handler } = (await import(pathToFileURL(resolve(REPO_ROOT, route.handler)).href)) as { handler: (...args: unknown[]) => Promise<unknown> };
      if (route.name !== 'calculators-life-path') return { handler };
      return {
        handler: async (...args: unknown[]) => {
          if (++calls === 1) {
            const out = await handler(...args);
            await revokeKey(stack.deps.stores, a.keyId);
            revoked();
            return out;
          }
          await gate;
          return handler(...args);
        },
      };
    });
    const tool = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'calculators_life_path', arguments: { birthDate: '1961-08-04' } } });
    const post = (body: unknown) =>
      mcp({
        httpMethod: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': a.apiKey, host: 'localhost' },
        body: JSON.stringify(body),
        requestContext: { requestId: `batch-${Math.random()}`, stage: 'v1' },
      } as never);
    const res = await post([tool(1), tool(2)]);
    expect(res.statusCode).toBe(200);
    const results = (JSON.parse(res.body) as { id: number; result: { isError?: boolean; structuredContent?: { error?: string; data?: unknown } } }[]).sort((x, y) => x.id - y.id);
    expect(results.map((r) => r.result.isError ?? false)).toEqual([false, true]);
    expect(results[0]!.result.structuredContent?.data).toMatchObject({ lifePathNumber: 2 }); // 1961-08-04: 8 + 4 + 8 (1+9+6+1 = 17 -> 8) = 20 -> 2
    expect(JSON.stringify(results[1]!.result)).toContain('Invalid API key');
    // the served call was paid, the refused one not
    expect(await balanceOf(stack, a.accountId)).toBe(19);
    expect(res.headers?.['x-credits-used']).toBe('1');
    // the key is revoked now: a batch with no call served is the REST 401
    const after = await post([tool(3), tool(4)]);
    expect(after.statusCode).toBe(401);
    expect(JSON.parse(after.body)).toMatchObject({ error: 'Invalid API key' });
    expect(await balanceOf(stack, a.accountId)).toBe(19);
  });

  it('answers GET and DELETE with 405 (stateless: no SSE stream, no session)', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(mcpUrl(), { method, headers: { Accept: 'text/event-stream' } });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      // like the REST router's 405: answered before the key is looked at, with a request id
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 }, id: null });
    }
  });

  it('an over-limit key gets the route’s 429 as a tool error, with Retry-After and nothing charged', async () => {
    // an injected clock in the middle of a minute: the window cannot roll over during the test
    const now = Date.parse('2030-01-01T00:00:30Z');
    setDeps({ now: () => new Date(now) });
    try {
      const a = await newAccount(stack, 50);
      const limit = stack.deps.config.rateLimits.standard[0]!.limit;
      let last: Headers | undefined;
      // initialize and notifications/initialized: two protocol messages, counted
      const client = await connect(a.apiKey, (h) => (last = h));
      for (let i = 0; i < limit - 2; i++) expect((await call(stack, 'GET', '/account', { key: a.apiKey })).status).toBe(200);
      const r = await client.callTool({ name: 'calculators_life_path', arguments: { birthDate: '1961-08-04' } });
      expect(r.isError).toBe(true);
      expect(errorBody(r)).toMatchObject({ error: 'Rate limit exceeded' });
      expect(Number(last?.get('retry-after'))).toBe(30);
      expect(last?.get('x-ratelimit-remaining')).toBe('0');
      expect(await balanceOf(stack, a.accountId)).toBe(50);
      // protocol messages are counted too: over the limit, the tool list is the HTTP 429
      await expect(client.listTools()).rejects.toThrow(/Rate limit exceeded/);
      await client.close();
    } finally {
      setDeps({ now: () => new Date() });
    }
  });

  it('serves the reference texts as free resources', async () => {
    const a = await newAccount(stack, 0);
    const client = await connect(a.apiKey);
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(RESOURCES.map((r) => r.uri));
    const signs = await client.readResource({ uri: 'blueprint-api://reference/zodiac-signs' });
    const text = (signs.contents[0] as { text: string }).text;
    for (const s of ['Aries', 'Libra', 'Pisces']) expect(text).toContain(`${s} (\``);
    const centres = (await client.readResource({ uri: 'blueprint-api://reference/human-design-centres' })).contents[0] as { text: string };
    expect(centres.text).toContain('| 41 | Root |');
    expect(centres.text.match(/^\| \d+ \|/gm)).toHaveLength(64);
    const numbers = (await client.readResource({ uri: 'blueprint-api://reference/numerology-numbers' })).contents[0] as { text: string };
    expect(numbers.text).toContain('## 33:');
    await expect(client.readResource({ uri: 'blueprint-api://reference/nothing' })).rejects.toThrow(/Resource not found/);
    expect(await ledgerOf(stack, a.accountId)).toEqual([]);
    await client.close();
  });
});
