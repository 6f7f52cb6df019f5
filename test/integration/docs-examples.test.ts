/**
 * The docs page pre-fills "Try it out" with each operation's example (shared/http/examples/
 * requests.json, put in the description by shared/http/openapi.ts). Every example must be a real
 * request: the body validates against the route's own zod schema and its described schema, and
 * the local stack answers it without a 4xx (ids, which are placeholders in the examples, are
 * replaced by ids of items this test created). The page's favicon is served by the API.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { REPO_ROOT } from '#shared/http/local-stack';
import { loadRequestSchemas, type RouteSchemas } from '#shared/http/openapi';
import { ROUTES, type RouteDef } from '#shared/routes';
import { description, validatorOf } from '#test/support/openapi-check';
import { call, newAccount, startTestStack } from '#test/support/stack';

process.env.AI_LOG = 'off';
type Json = Record<string, unknown>;

let stack: LocalStack;
let doc: Json;
let schemas: Record<string, RouteSchemas>;
beforeAll(async () => {
  [stack, doc, schemas] = await Promise.all([startTestStack(), description(), loadRequestSchemas(ROUTES, REPO_ROOT)]);
});
afterAll(async () => {
  await stack?.close();
});

const opOf = (r: RouteDef): Json => ((doc.paths as Json)[r.path] as Json)[r.method.toLowerCase()] as Json;
const bodyOf = (r: RouteDef): Json | undefined => ((opOf(r).requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
const paramsOf = (r: RouteDef): Json[] => (opOf(r).parameters ?? []) as Json[];

/** Every string anywhere in a value (to find the generator's "string" placeholders). */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];

describe('the request examples of the description', () => {
  it('give every operation with a body an example that its own schema accepts, without placeholders or a utcOffset', () => {
    const withBody = ROUTES.filter((r) => bodyOf(r));
    expect(withBody.map((r) => r.name)).toEqual(expect.arrayContaining(['calculators-natal-chart', 'blueprints-generate', 'transits-create', 'advisor-chat']));
    for (const r of withBody) {
      const media = bodyOf(r)!;
      expect(media.example, `${r.name}: add an example in shared/http/examples/requests.json`).toBeDefined();
      const own = schemas[r.name]!.request!.safeParse(media.example);
      expect(own.success, `${r.name}: ${own.success ? '' : own.error.message}`).toBe(true);
      const described = validatorOf(media.schema, doc).safeParse(media.example);
      expect(described.success, `${r.name} (described schema): ${described.success ? '' : described.error.message}`).toBe(true);
      expect(strings(media.example), r.name).not.toContain('string');
      expect(media.example, r.name).not.toHaveProperty('utcOffset');
    }
    // the chat starts a conversation: a message and nothing else
    expect(bodyOf(ROUTES.find((r) => r.name === 'advisor-chat')!)!.example).toEqual({ messages: [{ role: 'user', content: expect.any(String) }] });
    // a birth example is a real chart: Liverpool, 1940-10-09 18:30 (the README's)
    expect(bodyOf(ROUTES.find((r) => r.name === 'calculators-natal-chart')!)!.example).toMatchObject({ city: 'Liverpool', latitude: 53.4084, timezone: 'Europe/London' });
  });

  it('give every required parameter an example that its schema accepts', () => {
    for (const r of ROUTES) {
      for (const p of paramsOf(r).filter((x) => x.in !== 'header')) {
        if (p.required) expect(p.example, `${r.name} ${String(p.name)}: add an example in shared/http/examples/requests.json`).toBeDefined();
        if (p.example !== undefined) expect(validatorOf(p.schema, doc).safeParse(p.example).success, `${r.name} ${String(p.name)}`).toBe(true);
      }
    }
  });

  it('are answered without a 4xx by the real handlers, every operation in turn', { timeout: 120_000 }, async () => {
    const a = await newAccount(stack, 2000);
    // items created on the way, by the first segment of the paths that read them (/blueprints/{id}:
    // blueprints); the placeholder ids of the examples are replaced by them
    const ids: Record<string, string> = {};
    const first = (path: string): string => path.split('/')[1] ?? '';
    // deletions last, after the reads of what they delete
    // (the blueprint's deletion, which takes what was made from it, after theirs; the account's the very last)
    const LAST = ['blueprints-delete', 'account-delete'];
    const order = [
      ...ROUTES.filter((r) => r.method !== 'DELETE'),
      ...ROUTES.filter((r) => r.method === 'DELETE' && !LAST.includes(r.name)),
      ...LAST.map((name) => ROUTES.find((r) => r.name === name)!),
    ];
    const answered: string[] = [];
    for (const r of order) {
      const op = opOf(r);
      let path = r.path;
      const query = new URLSearchParams();
      for (const p of paramsOf(r)) {
        if (p.example === undefined) continue;
        // a calendar feed's path carries the token of the feed created on the way (`<token>.ics`), not an id
        const created = r.auth === 'token' ? ids.calendarFeed : ids[first(r.path)];
        // a webhook's delivery: the one its test event queued on the way
        const value = p.in === 'path' && p.name === 'id' ? (created ?? String(p.example)) : p.in === 'path' && p.name === 'deliveryId' ? (ids.webhookDelivery ?? String(p.example)) : String(p.example);
        if (p.in === 'path') path = path.replace(`{${String(p.name)}}`, encodeURIComponent(value));
        if (p.in === 'query') query.set(String(p.name), value);
      }
      let body = bodyOf(r)?.example as Json | undefined;
      if (body && 'blueprintId' in body) body = { ...body, blueprintId: ids.blueprints };
      // the deletion of the account (the last DELETE) confirms with the account's id
      if (body && 'confirm' in body) body = { ...body, confirm: a.accountId };
      const qs = query.size ? `?${query}` : '';
      const res = await call(stack, r.method, `${path}${qs}`, { key: a.apiKey, ...(body ? { body } : {}), headers: r.binary ? { Accept: 'application/pdf' } : {} });
      expect(res.status, `${String(op.operationId)} ${r.method} ${path}${qs}: ${res.text.slice(0, 300)}`).toBeLessThan(400);
      answered.push(r.name);
      // the docs page shows the price of this example on the operation (its summary), computed by the route's own pricing: it is what was charged
      const price = op['x-example-price'];
      expect(typeof price, `${r.name}: the docs page shows the price of its example`).toBe('number');
      expect(String(op.summary)).toContain(price === 0 ? 'example: free' : `example: ${String(price)} credit`);
      const used = res.headers.get('x-credits-used');
      if (used !== null && !r.streaming) expect(Number(used), `${r.name}: charged what the docs page shows`).toBe(price);
      // (a chat paid by a free message holds nothing)
      if (r.streaming && res.headers.get('x-advisor-funding') === 'credits') expect(Number(res.headers.get('x-credits-held')), `${r.name}: the hold is at least the example's price`).toBeGreaterThanOrEqual(Number(price));
      const data = (res.body.data ?? {}) as Json;
      if (r.method === 'POST' && typeof data.blueprintId === 'string') ids.blueprints = data.blueprintId;
      else if (r.method === 'POST' && !r.path.includes('{')) {
        // the created item's id: `id`, or `<item>Id` (relationshipId)
        const id = typeof data.id === 'string' ? data.id : Object.entries(data).find(([k, v]) => k.endsWith('Id') && typeof v === 'string')?.[1];
        if (typeof id === 'string') ids[first(r.path)] = id;
      }
      if (r.name === 'calendars-create') {
        ids.calendars = String(data.id);
        ids.calendarFeed = String(data.url).split('/').pop()!;
      }
      if (r.name === 'webhooks-test') ids.webhookDelivery = String(data.id);
      if (r.name === 'blueprints-generate') {
        // a saved horoscope for the transit reads (the example itself does not save)
        const saved = await call(stack, 'POST', '/transits', { key: a.apiKey, body: { ...(bodyOf(ROUTES.find((x) => x.name === 'transits-create')!)!.example as Json), saveToAccount: true } });
        ids.transits = String((saved.body.data as Json).id);
      }
      if (res.headers.get('x-conversation-id')) ids.advisor = res.headers.get('x-conversation-id')!;
    }
    expect(answered.sort()).toEqual(ROUTES.map((r) => r.name).sort());
    expect(ids).toMatchObject({ blueprints: expect.stringMatching(/^bp_/), transits: expect.stringMatching(/^tr_/), advisor: expect.stringMatching(/^conv_/) });
  });
});

describe('the favicon of the docs page', () => {
  it('is linked by the page and served by the local server as an image', async () => {
    const html = await (await fetch(`${stack.api.url}/docs`)).text();
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/v1/docs/favicon.svg">');
    // the chat's text/plain answer is shown as plain text (a plugin of the page), not highlighted as code
    expect(html).toContain("system.getComponent('PlainTextViewer')");
    expect(html).toContain('plugins: [plainText]');
    const icon = await fetch(`${stack.api.url}/docs/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\//);
    expect(await icon.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('is served by the deployed docs function from its asset directory (only the renderer files in it)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-icon-'));
    const saved = process.env.DOCS_DIR;
    try {
      for (const f of ['swagger-ui.css', 'swagger-ui-bundle.js']) copyFileSync(join(REPO_ROOT, 'node_modules/swagger-ui-dist', f), join(dir, f));
      writeFileSync(join(dir, 'openapi.json'), '{}');
      process.env.DOCS_DIR = dir;
      const { handler } = await import('#functions/docs/docs');
      const res = await handler({ resource: '/docs/{file}', pathParameters: { file: 'favicon.svg' }, headers: {}, requestContext: { stage: 'v1', requestId: 'r1' } } as never);
      expect(res.statusCode).toBe(200);
      expect(res.headers?.['Content-Type']).toBe('image/svg+xml');
      expect(res.body).toContain('<svg');
    } finally {
      if (saved === undefined) delete process.env.DOCS_DIR;
      else process.env.DOCS_DIR = saved;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
