/**
 * The API description: linted with Redocly's OpenAPI linter (recommended rules), every documented
 * example validates against its schema, every route has its statuses, headers and schemas.
 */
import { join } from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { REPO_ROOT } from '#shared/http/local-stack';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/routes';
import { description, validatorOf } from '#test/support/openapi-check';

type Json = Record<string, unknown>;
let doc: Json;
beforeAll(async () => {
  doc = await description();
});

const ops = (): [string, string, Json][] =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([p, item]) => Object.entries(item).map(([m, op]) => [p, m, op as Json] as [string, string, Json]));

describe('the API description', () => {
  it('passes the Redocly OpenAPI linter (recommended rules) without errors', { timeout: 30_000 }, async () => {
    // the shipped settings (redocly.yaml at the root: what `npx @redocly/cli lint` reads)
    const config = await loadConfig({ configPath: join(REPO_ROOT, 'redocly.yaml') });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((e) => `${e.ruleId}: ${e.message} at ${e.location[0]?.pointer}`)).toEqual([]);
    const warnings = problems.filter((p) => p.severity === 'warn');
    expect(warnings.map((e) => `${e.ruleId}: ${e.message} at ${e.location[0]?.pointer}`)).toEqual([]);
  });

  it('documents every header of the chat stream, the hold named as a hold (not X-Credits-Used)', () => {
    const chat = (doc.paths as Record<string, Record<string, Json>>)['/advisor/chat']!.post!;
    const ok = (chat.responses as Record<string, Json>)['200']!;
    const headers = Object.keys(ok.headers as Json);
    for (const h of ['X-Conversation-Id', 'X-Agent-Version', 'X-Estimated-Cost', 'X-Advisor-Funding', 'X-Advisor-Mode', 'X-Credits-Held', 'X-Credits-Available']) {
      expect(headers, h).toContain(h);
      expect((doc.components as { headers: Json }).headers[h], h).toBeDefined();
    }
    expect(headers).not.toContain('X-Credits-Used');
    expect(String(ok.description)).toMatch(/final charge/);
  });

  it('offers Idempotency-Key exactly on the routes whose middleware accepts it (charged POSTs, not the streamed chat)', () => {
    const paths = doc.paths as Record<string, Record<string, Json>>;
    const takesKey = (op: Json): boolean => ((op.parameters ?? []) as Json[]).some((p) => (p as { name?: string }).name === 'Idempotency-Key' || String((p as { $ref?: string }).$ref ?? '').includes('Idempotency'));
    const chat = paths['/advisor/chat']!.post!;
    expect(takesKey(chat)).toBe(false);
    const charged = ROUTES.filter((r) => r.method === 'POST' && r.price !== 0 && !r.streaming);
    expect(charged.length).toBeGreaterThan(5);
    for (const r of charged) expect(takesKey(paths[r.path]!.post!), r.name).toBe(true);
  });

  it('declares Blueprint-Test-Scenario (test keys) on every operation of the route table, with its four values', () => {
    const param = (doc.components as { parameters: Record<string, Json> }).parameters.TestScenario!;
    expect(param).toMatchObject({ name: 'Blueprint-Test-Scenario', in: 'header', required: false, schema: { enum: ['insufficient_credits', 'rate_limited', 'server_error', 'slow'] } });
    const paths = doc.paths as Record<string, Record<string, Json>>;
    for (const r of ROUTES) {
      const refs = ((paths[r.path]![r.method.toLowerCase()]!.parameters ?? []) as Json[]).map((p) => p.$ref);
      expect(refs, r.name).toContain('#/components/parameters/TestScenario');
    }
  });

  it('validates every documented example against its schema', () => {
    let checked = 0;
    for (const [p, m, op] of ops()) {
      for (const [status, res] of Object.entries(op.responses as Record<string, Json>)) {
        for (const [type, media] of Object.entries((res.content as Record<string, Json> | undefined) ?? {})) {
          if (media.example === undefined) continue;
          const r = validatorOf(media.schema, doc).safeParse(media.example);
          expect(r.success, `${m} ${p} ${status} ${type}: ${r.success ? '' : r.error.message}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(ROUTES.length * 5);
    // 200 examples recorded from real answers (shared/http/examples/responses.json)
    for (const [p, m] of [['/account', 'get'], ['/calculators/big-3', 'post'], ['/calculators/life-path', 'post']] as const) {
      const ok = (((doc.paths as Json)[p] as Json)[m] as { responses: Record<string, { content: Record<string, Json> }> }).responses['200']!;
      expect(ok.content['application/json']!.example, p).toMatchObject({ success: true });
    }
    // and a wrong example would be caught
    const err = validatorOf({ $ref: '#/components/schemas/InsufficientCredits' }, doc);
    const fields = { success: false, code: 'insufficient_credits', requestId: 'r-1', docUrl: 'https://api.example.com/v1/docs#error-insufficient_credits' };
    expect(err.safeParse({ ...fields, error: 'Insufficient credits', message: 'x', required: 1 }).success).toBe(false);
    expect(err.safeParse({ ...fields, error: 'Insufficient credits', message: 'x', required: 1, available: 0 }).success).toBe(true);
    // an error body without its code (or success: false, requestId, docUrl) is not one of the API's
    expect(err.safeParse({ error: 'Insufficient credits', message: 'x', required: 1, available: 0 }).success).toBe(false);
  });

  it('documents for every route its statuses with their error bodies, the headers, and both key schemes', () => {
    expect(doc.servers).toEqual([{ url: 'http://127.0.0.1/v1', description: expect.any(String) }]);
    expect(Object.keys((doc.components as Json).securitySchemes as Json).sort()).toEqual(['apiKey', 'bearer']);
    for (const r of ROUTES) {
      const op = ((doc.paths as Json)[r.path] as Json)[r.method.toLowerCase()] as Json;
      const responses = op.responses as Record<string, Json>;
      // a route that creates something (POST /keys, POST /calendars) answers 201 instead of 200
      for (const s of [['keys-create', 'calendars-create', 'webhooks-create'].includes(r.name) ? '201' : '200', '400', '405', '429', '500', '503']) expect(responses[s], `${r.name} ${s}`).toBeDefined();
      // a route whose path carries its own secret (a calendar feed) takes no key: no 401, no security scheme
      expect(responses['401'] !== undefined, r.name).toBe(r.auth !== 'token');
      expect(op.security, r.name).toEqual(r.auth === 'token' ? [] : undefined);
      // a route limited to some key roles documents its 403, the others have none
      expect(responses['403'] !== undefined, r.name).toBe(r.roles !== undefined);
      if (r.price !== 0) {
        expect(JSON.stringify(responses['402']), r.name).toContain('InsufficientCredits');
        if (!r.binary && !r.streaming) expect(Object.keys(responses['200']!.headers as Json), r.name).toEqual(expect.arrayContaining(['X-Credits-Used', 'X-Credits-Remaining']));
      } else expect(responses['402'], r.name).toBeUndefined();
      expect(Object.keys(responses['429']!.headers as Json)).toEqual(expect.arrayContaining(['Retry-After', 'X-RateLimit-Limit', 'X-Request-Id']));
      expect(Object.keys(responses['405']!.headers as Json)).toContain('Allow');
      if (r.path.includes('{')) expect(responses['404'], r.name).toBeDefined();
    }
  });

  it('types pagination as integers, signs as a case-insensitive pattern, enums for periods and house systems', () => {
    const param = (route: string, name: string) => {
      const r = ROUTES.find((x) => x.name === route)!;
      const op = ((doc.paths as Json)[r.path] as Json)[r.method.toLowerCase()] as Json;
      return ((op.parameters as Json[]) ?? []).find((p) => p.name === name)?.schema as Json | undefined;
    };
    expect(param('blueprints-list', 'page')).toMatchObject({ type: 'integer', minimum: 1 });
    expect(param('blueprints-list', 'limit')).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    // any letter case, as the route accepts it: a pattern, not a lower-case enum
    const sign = param('horoscope-sign', 'sign')!;
    expect(sign.enum).toBeUndefined();
    const pattern = new RegExp(sign.pattern as string);
    for (const ok of ['leo', 'LEO', 'Sagittarius', 'aquarius', 'ALL', 'all']) expect(pattern.test(ok), ok).toBe(true);
    for (const bad of ['ophiuchus', 'le0', ' leo', 'leos', '']) expect(pattern.test(bad), bad).toBe(false);
    expect(param('transits-metadata', 'period')).toMatchObject({ enum: ['day', 'week', 'month'] });
    const natal = ((doc.paths as Json)['/calculators/natal-chart'] as Json).post as Json;
    const body = (((natal.requestBody as Json).content as Json)['application/json'] as Json).schema as Json;
    // the body is a named component, and the chart options are the named component it refers to
    expect(body).toEqual({ $ref: '#/components/schemas/NatalChartRequest' });
    expect((doc.components as { schemas: Record<string, Json> }).schemas.NatalChartRequest!.allOf).toEqual(expect.arrayContaining([{ $ref: '#/components/schemas/BirthData' }, { $ref: '#/components/schemas/ChartOptions' }]));
    const options = (doc.components as { schemas: Record<string, Json> }).schemas.ChartOptions!;
    expect(((options.properties as Json).houseSystem as Json).enum).toEqual(expect.arrayContaining(['placidus', 'whole-sign']));
  });
});
