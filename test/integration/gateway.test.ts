/**
 * The API Gateway side of the handlers: a body that arrives base64-encoded (isBase64Encoded, as
 * API Gateway delivers a binary media type), the 405 answer locally (the same body the deployed
 * mock integration writes), the sample events of `npm run invoke` and the script itself.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { writeConsoleBundle } from '#shared/http/console-bundle';
import { ROUTES } from '#shared/routes';
import { balanceOf, call, LONDON_1990, newAccount, startTestStack } from '#test/support/stack';
import { methodNotAllowedTemplate } from '../../infra/stack';
import { buildEvent, completeEvent, lambdaContext } from '../../scripts/apigw-event';
import { withKey } from '../../scripts/invoke';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

const big3 = ROUTES.find((r) => r.name === 'calculators-big-3')!;
const birth = { ...LONDON_1990, timezone: 'Europe/London' };

describe('a base64-encoded body, as API Gateway delivers a binary media type', () => {
  it('is decoded by the handler: same answer and charge as the text body', async () => {
    const a = await newAccount(stack, 10);
    const { handler } = (await import('#functions/calculators/big-3')) as unknown as {
      handler: (e: unknown, c: unknown) => Promise<APIGatewayProxyResult>;
    };
    const headers = { Authorization: `Bearer ${a.apiKey}` };
    const event = buildEvent(big3, { headers, body: birth, base64: true });
    expect(event.isBase64Encoded).toBe(true);
    expect(event.body).toBe(Buffer.from(JSON.stringify(birth)).toString('base64'));
    const encoded = await handler(event, lambdaContext(big3));
    expect(encoded.statusCode).toBe(200);
    const plain = await handler(buildEvent(big3, { headers, body: birth }), lambdaContext(big3));
    expect(plain.statusCode).toBe(200);
    const data = (r: APIGatewayProxyResult) => (JSON.parse(r.body) as { data: { sun: { sign: string; degree: number } } }).data;
    expect(data(encoded).sun).toEqual({ ...data(plain).sun });
    expect(data(encoded).sun.sign).toBe('cancer');
    expect(await balanceOf(stack, a.accountId)).toBe(8);
  });

  it('base64 that is not JSON is the usual 400 Invalid JSON body, nothing charged', async () => {
    const a = await newAccount(stack, 10);
    const { handler } = (await import('#functions/calculators/big-3')) as unknown as {
      handler: (e: unknown, c: unknown) => Promise<APIGatewayProxyResult>;
    };
    const headers = { Authorization: `Bearer ${a.apiKey}`, 'Content-Type': 'application/json' };
    const event = { ...buildEvent(big3, { headers }), body: Buffer.from('{nope').toString('base64'), isBase64Encoded: true };
    const r = await handler(event, lambdaContext(big3));
    expect(r.statusCode).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ error: 'Invalid JSON body' });
    expect(await balanceOf(stack, a.accountId)).toBe(10);
  });

  it('over HTTP, a body of a binary content type is refused with 415: only application/json is read as JSON', async () => {
    const a = await newAccount(stack, 10);
    const r = await call(stack, 'POST', '/calculators/big-3', { key: a.apiKey, rawBody: JSON.stringify(birth), headers: { 'Content-Type': 'application/pdf' } });
    expect(r.status).toBe(415);
    expect(r.body).toMatchObject({ error: 'Unsupported media type' });
    expect(await balanceOf(stack, a.accountId)).toBe(10);
  });
});

/** A mapping template filled as API Gateway would, with the local stack's URL for the deployment's. */
const fillGateway = (template: string, method: string, path: string, requestId: string): string =>
  template
    .replace('$context.httpMethod', method)
    .replace('$context.resourcePath', path)
    .replace('$context.requestId', requestId)
    .replace('https://$context.domainName/$context.stage', stack.api.url);

describe('405 for a wrong method', () => {
  it('locally: the same body and Allow header as the deployed mock integration', async () => {
    const r = await call(stack, 'GET', '/calculators/big-3');
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST');
    const deployed = JSON.parse(fillGateway(methodNotAllowedTemplate(['POST']), 'GET', '/calculators/big-3', r.headers.get('x-request-id')!)) as unknown;
    expect(r.body).toEqual(deployed);
    expect(r.body).toMatchObject({ success: false, code: 'method_not_allowed', docUrl: `${stack.api.url}/docs#error-method_not_allowed` });
  });

  it('on the public documents too: POST /openapi.json, DELETE /docs, PUT /docs/{file} are 405 Allow GET, as the description says', async () => {
    const doc = (await (await fetch(`${stack.api.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    for (const [method, path] of [
      ['POST', '/openapi.json'],
      ['POST', '/docs'],
      ['DELETE', '/docs'],
      ['PUT', '/docs/swagger-ui.css'],
      ['POST', '/console'],
    ] as const) {
      const r = await fetch(`${stack.api.url}${path}`, { method });
      expect(r.status, `${method} ${path}`).toBe(405);
      expect(r.headers.get('allow')).toBe('GET');
      const deployed = JSON.parse(fillGateway(methodNotAllowedTemplate(['GET']), method, path, r.headers.get('x-request-id')!)) as unknown;
      expect(await r.json()).toEqual(deployed);
    }
    expect(doc.paths['/openapi.json']!.get!.responses['405']).toBeDefined();
    expect(doc.paths['/docs']!.get!.responses['405']).toBeDefined();
    expect(doc.paths['/console']!.get!.responses['405']).toBeDefined();
  });
});

describe('npm run invoke', () => {
  it('has a sample event for every route, each completing into an API Gateway event of its route', () => {
    const dir = join(process.cwd(), 'events');
    const names = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
    expect(names.sort()).toEqual(ROUTES.map((r) => r.name).sort());
    for (const route of ROUTES) {
      const sample = JSON.parse(readFileSync(join(dir, `${route.name}.json`), 'utf8')) as Record<string, unknown>;
      if (sample.body !== undefined && typeof sample.body !== 'string') sample.body = JSON.stringify(sample.body);
      const event = withKey(completeEvent(route, sample), 'bp_live_testkey');
      expect(event.httpMethod, route.name).toBe(route.method);
      expect(event.resource).toBe(route.path);
      expect(event.headers.Authorization, route.name).toBe('Bearer bp_live_testkey');
      for (const p of route.path.match(/\{([^}]+)\}/g) ?? []) expect(event.pathParameters?.[p.slice(1, -1)], `${route.name} ${p}`).toBeTruthy();
      if (route.method === 'POST') expect(() => JSON.parse(event.body ?? '') as unknown, route.name).not.toThrow();
      // a sample with a body says what it is, as a client does (without it the route answers 415)
      if (event.body !== null) expect(Object.entries(event.headers).find(([h]) => h.toLowerCase() === 'content-type')?.[1], route.name).toBe('application/json');
    }
  });

  it('runs calculators-big-3 with its sample event and prints a 200 with the chart', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'invoke-'));
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/invoke.ts', 'calculators-big-3', 'events/calculators-big-3.json'], {
        // an unreachable running store: the script starts the embedded one on DATA_DIR
        env: { ...process.env, DATA_DIR: dataDir, DYNAMODB_ENDPOINT: 'http://127.0.0.1:9', LOG_LEVEL: 'silent' },
        timeout: 60_000,
      });
      expect(stdout).toMatch(/^HTTP 200$/m);
      expect(stdout).toMatch(/^X-Credits-Used: 1$/m);
      const body = JSON.parse(stdout.slice(stdout.indexOf('\n{'))) as { data: { sun: { sign: string }; moon: { sign: string }; rising: { sign: string } } };
      expect([body.data.sun.sign, body.data.moon.sign, body.data.rising.sign]).toEqual(['cancer', 'aries', 'scorpio']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the docs page and the description, without a key', () => {
  it('locally: GET /v1/docs is Swagger UI served from the package, GET /v1/openapi.json names this server', async () => {
    const page = await fetch(`${stack.api.url}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('/v1/docs/swagger-ui-bundle.js');
    expect(html).toContain("url: '/v1/openapi.json'");
    expect(html).not.toMatch(/https?:\/\//); // nothing from a CDN
    const js = await fetch(`${stack.api.url}/docs/swagger-ui-bundle.js`);
    expect(js.status).toBe(200);
    expect((await js.text()).length).toBeGreaterThan(500_000);
    expect((await fetch(`${stack.api.url}/docs/package.json`)).status).toBe(404);
    const doc = (await (await fetch(`${stack.api.url}/openapi.json`)).json()) as { servers: { url: string }[]; paths: Record<string, unknown> };
    expect(doc.servers[0]!.url).toBe(stack.api.url);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/docs', '/openapi.json', '/calculators/big-3']));
  });

  it('locally: GET /v1/console is the console page with a strict CSP, its script (chart.js bundled) and style from /v1/docs, nothing from elsewhere', async () => {
    const page = await fetch(`${stack.api.url}/console`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).toContain('<script src="/v1/docs/console.js" defer></script>');
    expect(html).toContain('href="/v1/docs/console.css"');
    expect(html).not.toMatch(/https?:\/\//); // nothing from a CDN
    expect(html).not.toMatch(/<script>|<style>| style=/); // nothing inline (the CSP would refuse it)
    const js = await fetch(`${stack.api.url}/docs/console.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('text/javascript');
    const code = await js.text();
    expect(code).toContain('Chart.js v4'); // chart.js's licence header, bundled from node_modules
    expect(code).toContain('X-API-Key');
    expect(code).not.toMatch(/localStorage|sessionStorage|document\.cookie/);
    expect(code).not.toMatch(/(src|href)=["']?https?:/);
    const css = await fetch(`${stack.api.url}/docs/console.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain('.tiles');
    const doc = (await (await fetch(`${stack.api.url}/openapi.json`)).json()) as { paths: Record<string, { get: { operationId: string; security: unknown[] } }> };
    expect(doc.paths['/console']!.get).toMatchObject({ operationId: 'console', security: [] });
  });

  it('deployed: the docs function serves the bundled description with the request’s server URL, the page and its files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-'));
    const saved = process.env.DOCS_DIR;
    try {
      for (const f of ['swagger-ui.css', 'swagger-ui-bundle.js']) copyFileSync(join(process.cwd(), 'node_modules/swagger-ui-dist', f), join(dir, f));
      writeConsoleBundle(dir);
      writeFileSync(join(dir, 'openapi.json'), JSON.stringify({ openapi: '3.1.0', servers: [{ url: 'https://example.execute-api.amazonaws.com/v1' }], paths: {} }));
      process.env.DOCS_DIR = dir;
      const { handler } = await import('#functions/docs/docs');
      const ev = (resource: string, pathParameters: Record<string, string> | null = null) =>
        ({ resource, pathParameters, headers: {}, requestContext: { stage: 'v1', requestId: 'r1', domainName: 'abc123.execute-api.eu-west-1.amazonaws.com' } }) as never;
      const spec = await handler(ev('/openapi.json'));
      expect(spec.statusCode).toBe(200);
      expect((JSON.parse(spec.body) as { servers: { url: string }[] }).servers).toEqual([
        { url: 'https://abc123.execute-api.eu-west-1.amazonaws.com/v1', description: 'this deployment (stage v1)' },
      ]);
      const page = await handler(ev('/docs'));
      expect(page.headers?.['Content-Type']).toContain('text/html');
      expect(page.body).toContain('/v1/docs/swagger-ui.css');
      const css = await handler(ev('/docs/{file}', { file: 'swagger-ui.css' }));
      expect(css.headers?.['Content-Type']).toContain('text/css');
      expect((await handler(ev('/docs/{file}', { file: '../openapi.json' }))).statusCode).toBe(404);
      const consolePage = await handler(ev('/console'));
      expect(consolePage.statusCode).toBe(200);
      expect(consolePage.headers?.['Content-Security-Policy']).toContain("script-src 'self'");
      expect(consolePage.body).toContain('/v1/docs/console.js');
      const script = await handler(ev('/docs/{file}', { file: 'console.js' }));
      expect(script.headers?.['Content-Type']).toContain('text/javascript');
      expect(script.body).toContain('Chart.js v4');
      expect(script.headers?.['Cache-Control']).toBe('no-cache');
    } finally {
      if (saved === undefined) delete process.env.DOCS_DIR;
      else process.env.DOCS_DIR = saved;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
