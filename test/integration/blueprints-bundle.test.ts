/**
 * The PDF function as it would be deployed: bundled by the CDK stack (esbuild + the asset
 * hooks), with the fonts the stack copies into the asset, imported from the asset and invoked
 * with an API Gateway event against the local stack. Proves the fonts ship and load from
 * FONT_DIR, the bundle renders, and the answer is a base64 body with isBase64Encoded.
 * (About 10 to 20 s: one real esbuild bundle.)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/routes';
import type { LocalStack } from '#shared/http/local-stack';
import { REPO_ROOT } from '../../infra/paths';
import { ApiStack } from '../../infra/stack';
import { bundledFunction, makeApp } from '../infra/helpers';
import { call, LONDON_1990, newAccount, startTestStack } from '#test/support/stack';

process.env.AI_LOG = 'off';

const route = ROUTES.find((r) => r.name === 'blueprints-pdf')!;
let stack: LocalStack;
const outdir = mkdtempSync(join(tmpdir(), 'blueprint-pdf-bundle-'));

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
  rmSync(outdir, { recursive: true, force: true });
});

describe('bundled PDF function', () => {
  it('ships the fonts, loads them from FONT_DIR and answers a base64 PDF', { timeout: 180_000 }, async () => {
    const a = await newAccount(stack, 1000);
    const gen = await call(stack, 'POST', '/generate-blueprint', {
      key: a.apiKey,
      body: { fullName: 'Zoë Ångström', ...LONDON_1990, modules: { astrology: true, humanDesign: true, numerology: true }, includeAI: { numerology: true } },
    });
    const blueprintId = (gen.body.data as { blueprintId: string }).blueprintId;

    const app = makeApp(true, outdir);
    const pdfStack = new ApiStack(app, 'PdfBundleApi', { routes: [route], scheduled: [] });
    const assembly = app.synth();
    // the route's function, in its nested stack's template
    const fn = bundledFunction(assembly.directory, pdfStack.functions.get(route.name)!);
    const asset = fn.asset;
    const fontDirInLambda = (fn.properties.Environment as { Variables?: Record<string, string> } | undefined)?.Variables?.FONT_DIR;
    expect(fontDirInLambda).toBe('/var/task/fonts');
    const fonts = readdirSync(join(asset, 'fonts'));
    expect(fonts).toEqual(expect.arrayContaining(['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'PlayfairDisplay_600SemiBold.ttf', 'NotoSansDevanagari_400Regular.ttf', 'NotoSansDevanagari_700Bold.ttf']));

    // Run the asset on this machine: a copy with the host's sweph prebuild, FONT_DIR at its fonts.
    const copy = join(outdir, 'run');
    cpSync(asset, copy, { recursive: true });
    const host = `${process.platform}-${process.arch}`;
    const hostPrebuild = join(REPO_ROOT, 'node_modules/sweph/prebuilds', host);
    if (existsSync(hostPrebuild)) cpSync(hostPrebuild, join(copy, 'node_modules/sweph/prebuilds', host), { recursive: true });
    const event = {
      httpMethod: 'POST',
      path: '/blueprint/pdf',
      resource: '/blueprint/pdf',
      headers: { Authorization: `Bearer ${a.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ blueprintId }),
      isBase64Encoded: false,
      queryStringParameters: null,
      pathParameters: null,
      requestContext: { requestId: 'bundle-test' },
    };
    const script = `
      const m = await import('./index.mjs');
      const r = await m.handler(${JSON.stringify(event)}, { awsRequestId: 'bundle-test', getRemainingTimeInMillis: () => 15000 });
      const body = Buffer.from(r.body, 'base64');
      console.log(JSON.stringify({ status: r.statusCode, b64: r.isBase64Encoded, type: r.headers['Content-Type'], disp: r.headers['Content-Disposition'], head: body.subarray(0, 5).toString(), size: body.length }));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: copy,
      env: {
        ...process.env,
        FONT_DIR: join(copy, 'fonts'),
        EPHE_PATH: join(copy, 'ephe'),
        DYNAMODB_ENDPOINT: stack.dynamo.endpoint,
        LOG_LEVEL: 'silent',
        NODE_NO_WARNINGS: '1',
      },
      encoding: 'utf8',
    });
    const r = JSON.parse(out.trim().split('\n').pop()!) as Record<string, unknown>;
    expect(r).toMatchObject({ status: 200, b64: true, type: 'application/pdf', head: '%PDF-' });
    expect(r.disp).toMatch(/^attachment; filename="blueprint-zoe-angstrom-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(r.size as number).toBeLessThan(1_500_000);
  });
});
