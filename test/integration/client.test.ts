/**
 * The typed client (client/), generated from the route table through the API description,
 * against the local stack: JSON operations, errors as ApiError, the chat stream as an async
 * iterator. And the generated file is current.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient } from '../../client/index';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, LONDON_1990, ledgerOf, newAccount, startTestStack } from '#test/support/stack';
import { description } from '#test/support/openapi-check';
import { freshClientTypes } from '../../scripts/client';

process.env.AI_LOG = 'off';
/** Each key may make 3 requests per 5 s window (each test has its own key): the retry test gets its 429s quickly. */
let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ config: { rateLimits: { standard: [{ name: 's5', seconds: 5, limit: 3 }], chat: [{ name: 's5', seconds: 5, limit: 3 }] } } });
});
afterAll(async () => {
  await stack?.close();
});

const birth = { ...LONDON_1990, timezone: 'Europe/London' };

describe('the typed client', () => {
  it('calls JSON operations with typed input and data', async () => {
    const a = await newAccount(stack, 10);
    const api = createClient({ baseUrl: stack.api.url, apiKey: a.apiKey });
    const account = await api.call('account-get');
    expect(account.data.balance).toBe(10);
    const big3 = await api.call('calculators-big-3', { body: birth });
    expect([big3.data.sun.sign, big3.data.moon.sign, big3.data.rising?.sign]).toEqual(['cancer', 'aries', 'scorpio']);
    expect(big3.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: 9 });
    expect(big3.headers.get('x-credits-used')).toBe('1');
    const list = await createClient({ baseUrl: stack.api.url, apiKey: a.apiKey, scheme: 'x-api-key' }).call('blueprints-list', { query: { page: 1, limit: 5 } });
    expect(list.data.pagination).toMatchObject({ page: 1, limit: 5, total: 0 });
  });

  it('throws ApiError with the documented error body', async () => {
    const a = await newAccount(stack, 0);
    const api = createClient({ baseUrl: stack.api.url, apiKey: a.apiKey });
    const e = await api.call('calculators-life-path', { body: { birthDate: '1990-07-15' } }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(402);
    expect((e as ApiError).body).toMatchObject({ error: 'Insufficient credits', required: 1, available: 0 });
    // typed: the stable code, the request id and the docs anchor of the code
    expect((e as ApiError).code).toBe('insufficient_credits');
    expect((e as ApiError).requestId).toBe((e as ApiError).headers.get('x-request-id'));
    expect((e as ApiError).docUrl).toBe(`${stack.api.url}/docs#error-insufficient_credits`);
    expect((e as ApiError).attempts).toBe(1);
    const anon = await createClient({ baseUrl: stack.api.url }).call('account-get').catch((x: unknown) => x);
    expect((anon as ApiError).status).toBe(401);
  });

  it('iterates the advisor chat stream chunk by chunk, with its conversation id and hold', async () => {
    const a = await newAccount(stack, 100);
    const api = createClient({ baseUrl: stack.api.url, apiKey: a.apiKey });
    await api.call('blueprints-generate', { body: { fullName: 'Ada Lovelace', ...birth, modules: { astrology: true, humanDesign: false, numerology: true } } });
    const chat = await api.stream('advisor-chat', { body: { messages: [{ role: 'user', content: 'What does my Sun sign say about work?' }] } });
    expect(chat.conversationId).toMatch(/^conv_/);
    expect(chat.conversationId).toBe(chat.headers.get('x-conversation-id'));
    // the hold, as its headers say it (a free first message holds nothing)
    const n = (h: string) => (chat.headers.get(h) === null ? undefined : Number(chat.headers.get(h)));
    expect(chat.meta).toEqual(JSON.parse(JSON.stringify({ creditsHeld: n('x-credits-held'), creditsAvailable: n('x-credits-available'), estimatedCost: n('x-estimated-cost') })));
    expect(chat.meta.estimatedCost).toBeTypeOf('number');
    const chunks: string[] = [];
    for await (const chunk of chat) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('').length).toBeGreaterThan(50);
    // the conversation it names holds the turn
    const conv = await api.call('advisor-conversations-get', { params: { id: chat.conversationId! } });
    expect(JSON.stringify(conv.data)).toContain('What does my Sun sign say about work?');
  });

  it('throws ApiError on an advisor stream’s error line, after the text before it', async () => {
    const line = '[advisor error] The answer stopped before it was complete (model error 529). Nothing was charged for it; please try again. (code advisor_unavailable, request id 3f2b8c1e-0000, http://x/v1/docs#error-advisor_unavailable)\n';
    // the text and the line split across chunks as a network splits them, the marker itself cut in two
    const parts = ['Your Sun ', 'in Cancer works best\n', '\n[advisor ', line.slice('[advisor '.length)];
    const fake: typeof fetch = async () =>
      new Response(new ReadableStream({ start(c) { for (const p of parts) c.enqueue(new TextEncoder().encode(p)); c.close(); } }), { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-conversation-id': 'conv_1' } });
    const api = createClient({ baseUrl: 'http://example.invalid/v1', apiKey: 'bp_live_x', fetch: fake });
    const chat = await api.stream('advisor-chat', { body: { messages: [{ role: 'user', content: 'hi' }] } });
    const got: string[] = [];
    const e = await (async () => {
      for await (const c of chat) got.push(c);
    })().catch((x: unknown) => x);
    expect(got.join('').trimEnd()).toBe('Your Sun in Cancer works best');
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe('advisor_unavailable');
    expect((e as ApiError).requestId).toBe('3f2b8c1e-0000');
    expect((e as ApiError).docUrl).toBe('http://x/v1/docs#error-advisor_unavailable');
    expect((e as ApiError).message).toContain('model error 529');
    // a text that only looks like the marker inside a line is text
    const plain: typeof fetch = async () => new Response('see [advisor error] here\n[advisor', { status: 200, headers: { 'content-type': 'text/plain' } });
    const ok = await createClient({ baseUrl: 'http://example.invalid/v1', fetch: plain }).stream('advisor-chat', { body: { messages: [{ role: 'user', content: 'hi' }] } });
    expect(await ok.text()).toBe('see [advisor error] here\n[advisor');
  });

  it('answers the ICS feed as text and bytes with their charge', { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 50);
    const api = createClient({ baseUrl: stack.api.url, apiKey: a.apiKey });
    const bp = await api.call('blueprints-generate', { body: { fullName: 'Ada Lovelace', ...birth, modules: { astrology: true, humanDesign: false, numerology: false } } });
    const pdf = await api.bytes('blueprints-pdf', { body: { blueprintId: bp.data.blueprintId! } });
    expect(new TextDecoder().decode(pdf.data.slice(0, 5))).toBe('%PDF-');
    expect(pdf.contentType).toBe('application/pdf');
    // the charge of the bytes, from their headers
    expect(pdf.headers.get('x-credits-used')).not.toBeNull();
    expect(pdf.meta.creditsUsed).toBe(Number(pdf.headers.get('x-credits-used')));
    expect(50 - (await balanceOf(stack, a.accountId))!).toBe(bp.meta.creditsUsed! + pdf.meta.creditsUsed!);
    const feed = await api.call('calendars-create', { body: { blueprintId: bp.data.blueprintId! } });
    const token = String((feed.data as { url: string }).url).split('/').pop()!;
    const ics = await createClient({ baseUrl: stack.api.url }).call('calendars-feed', { params: { id: token } });
    expect(typeof ics.data).toBe('string');
    expect(ics.data.startsWith('BEGIN:VCALENDAR')).toBe(true);
  });

  it('is generated from the current description (npm run client), versioned with it', { timeout: 120_000 }, async () => {
    expect(readFileSync(join(process.cwd(), 'client/api.ts'), 'utf8')).toBe(await freshClientTypes());
    const pkg = JSON.parse(readFileSync(join(process.cwd(), 'client/package.json'), 'utf8')) as { name: string; version: string; type: string; exports: Record<string, Record<string, string>> };
    expect(pkg).toMatchObject({ name: '@blueprint-api/client', type: 'module', version: ((await description()).info as { version: string }).version });
    expect(pkg.exports['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
  });
});

describe('the client package', () => {
  it('installs from its packed tarball in an empty folder outside the repo, offline, and compiles strictly with its named types', { timeout: 400_000 }, async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'client-pack-'));
    try {
      // npm pack builds dist (prepack: tsc) and packs it
      execFileSync('npm', ['pack', '--pack-destination', tmp], { cwd: join(process.cwd(), 'client'), stdio: 'pipe' });
      const tarball = readdirSync(tmp).find((f) => f.endsWith('.tgz'))!;
      expect(tarball).toMatch(/^blueprint-api-client-[\d.]+\.tgz$/);
      const app = join(tmp, 'app');
      mkdirSync(app);
      writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
      // offline: the package needs nothing from a registry
      execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(tmp, tarball)], { cwd: app, stdio: 'pipe' });
      const use = `import { createClient, ApiError, API_VERSION, type NatalChart, type BirthData, type ErrorCode, type BlueprintResult } from '@blueprint-api/client';
declare const process: { env: Record<string, string | undefined> };
const api = createClient({ baseUrl: process.env.BASE_URL ?? 'http://127.0.0.1:1/v1', apiKey: process.env.API_KEY ?? '' });
const birth: BirthData = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
export async function natal(): Promise<NatalChart> {
  const chart = await api.call('calculators-natal-chart', { body: { ...birth, houseSystem: 'whole-sign' } });
  const sun: string = chart.data.chart.celestialBodies.sun.sign;
  void sun;
  return chart.data;
}
export async function typed(): Promise<void> {
  // @ts-expect-error a field the API does not know does not compile
  await api.call('calculators-natal-chart', { body: { ...birth, houseSistem: 'koch' } });
  // @ts-expect-error a required field left out does not compile
  await api.call('calculators-life-path', { body: {} });
  const codes: ErrorCode[] = ['insufficient_credits', 'rate_limit_exceeded', 'invalid_birth_date', 'network_error'];
  // @ts-expect-error a code the catalogue does not have
  const wrong: ErrorCode = 'no_such_code';
  void codes; void wrong;
  try {
    await api.call('account-get');
  } catch (e) {
    if (e instanceof ApiError) { const code: ErrorCode = e.code; const status: number = e.status; void code; void status; }
  }
  const pdf = await api.bytes('blueprints-pdf', { body: { blueprintId: 'bp_1' } });
  const bytes: Uint8Array = pdf.data; const used: number | undefined = pdf.meta.creditsUsed; void bytes; void used;
  const chat = await api.stream('advisor-chat', { body: { messages: [{ role: 'user', content: 'hi' }] } });
  const conversation: string | undefined = chat.conversationId; void conversation;
  for await (const chunk of chat) { const s: string = chunk; void s; }
  const ics = await api.call('calendars-feed', { params: { id: 'calt_x.ics' } });
  const calendar: string = ics.data; void calendar;
  const saved = await api.call('blueprints-get', { params: { id: 'bp_1' } });
  const blueprint: BlueprintResult = saved.data; void blueprint;
}
console.log(JSON.stringify({ version: API_VERSION, balance: process.env.API_KEY ? (await api.call('account-get')).data.balance : null }));
`;
      writeFileSync(join(app, 'use.ts'), use);
      const program = ts.createProgram([join(app, 'use.ts')], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.asynciterable.d.ts'], types: [], skipLibCheck: false });
      const errors = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName.split('/').pop() ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
      expect(errors).toEqual([]);
      // and the @ts-expect-error lines are errors indeed: without them the compile fails on each
      writeFileSync(join(app, 'use.ts'), use.replaceAll('// @ts-expect-error', '//'));
      const loose = ts.getPreEmitDiagnostics(ts.createProgram([join(app, 'use.ts')], program.getCompilerOptions()));
      expect(loose.length).toBe(3);
      // the installed module runs against the API (the type annotations stripped by the compiler)
      writeFileSync(join(app, 'use.js'), ts.transpileModule(use, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText);
      const a = await newAccount(stack, 7);
      // (not execFileSync: the local server answers from this process)
      const { stdout: out } = await promisify(execFile)(process.execPath, [join(app, 'use.js')], { cwd: app, env: { ...process.env, BASE_URL: stack.api.url, API_KEY: a.apiKey }, encoding: 'utf8' });
      expect(JSON.parse(out)).toEqual({ version: ((await description()).info as { version: string }).version, balance: 7 });
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('builds to ESM with types (tsc) that runs as a plain module', { timeout: 120_000 }, async () => {
    const out = mkdtempSync(join(tmpdir(), 'client-dist-'));
    try {
      execFileSync(process.execPath, [join(process.cwd(), 'node_modules/typescript/bin/tsc'), '-p', join(process.cwd(), 'client/tsconfig.json'), '--outDir', out], { stdio: 'pipe' });
      expect(readFileSync(join(out, 'index.d.ts'), 'utf8')).toContain('export declare class ApiError');
      const built = (await import(pathToFileURL(join(out, 'index.js')).href)) as { createClient: typeof createClient };
      const a = await newAccount(stack, 5);
      const account = await built.createClient({ baseUrl: stack.api.url, apiKey: a.apiKey }).call('account-get');
      expect(account.data.balance).toBe(5);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('retries a 429 after its Retry-After, and is charged once', { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 20);
    // fill the key's window (3 requests per 5 s) with enough of it left to see the client wait
    for (;;) {
      const statuses: number[] = [];
      let reset = 0;
      for (let i = 0; i < 4; i++) {
        const r = await fetch(`${stack.api.url}/account`, { headers: { Authorization: `Bearer ${a.apiKey}` } });
        statuses.push(r.status);
        reset = Number(r.headers.get('x-ratelimit-reset'));
      }
      if (statuses[3] === 429 && reset * 1000 - Date.now() > 1500) break;
      await new Promise((res) => setTimeout(res, Math.max(0, reset * 1000 - Date.now()) + 50));
    }
    const seen: { status: number; at: number; key: string | null; retryAfter: string | null }[] = [];
    const recording: typeof fetch = async (url, init) => {
      const res = await fetch(url, init);
      seen.push({ status: res.status, at: Date.now(), key: new Headers(init?.headers).get('idempotency-key'), retryAfter: res.headers.get('retry-after') });
      return res;
    };
    const api = createClient({ baseUrl: stack.api.url, apiKey: a.apiKey, fetch: recording });
    const big3 = await api.call('calculators-big-3', { body: birth });
    expect(big3.status).toBe(200);
    expect(seen.map((s) => s.status)).toEqual([429, 200]);
    expect(big3.attempts).toBe(2);
    // it waited the Retry-After the 429 named, and retried with the same Idempotency-Key
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(Number(seen[0]!.retryAfter) * 1000 - 50);
    expect(seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]!.key).toBe(seen[0]!.key);
    expect(await balanceOf(stack, a.accountId)).toBe(19);
    // a 429 whose Retry-After is longer than the client waits is thrown, typed
    const impatient = createClient({ baseUrl: stack.api.url, apiKey: a.apiKey, maxRetryAfterMs: 0 });
    await impatient.call('account-get');
    await impatient.call('account-get');
    const e = await impatient.call('account-get').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe('rate_limit_exceeded');
  });

  it('retries a charged call whose answer was lost with the same Idempotency-Key: the work is done and charged once', { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 10);
    const keys: (string | null)[] = [];
    let dropped = 0;
    // the first answer is lost on the way back (the request reached the API and was served)
    const lossy: typeof fetch = async (url, init) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      const res = await fetch(url, init);
      if (dropped++ === 0) {
        await res.arrayBuffer();
        throw new TypeError('fetch failed: connection reset');
      }
      return res;
    };
    const api = createClient({ baseUrl: stack.api.url, apiKey: a.apiKey, fetch: lossy, backoffMs: 10 });
    const r = await api.call('calculators-big-3', { body: birth });
    expect(r.attempts).toBe(2);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(r.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(stack, a.accountId)).toBe(9);
    expect((await ledgerOf(stack, a.accountId)).filter((x) => x.kind === 'charge')).toHaveLength(1);
    // a call that is not safe to repeat (no Idempotency-Key: a free POST) is not retried
    let tries = 0;
    const down: typeof fetch = () => {
      tries++;
      return Promise.reject(new TypeError('fetch failed'));
    };
    const e = await createClient({ baseUrl: stack.api.url, apiKey: a.apiKey, fetch: down, backoffMs: 1 })
      .call('keys-create', { body: { name: 'x' } } as never)
      .catch((x: unknown) => x);
    expect((e as ApiError).code).toBe('network_error');
    expect(tries).toBe(1);
    // a GET is retried (3 retries by default), then thrown
    tries = 0;
    const g = await createClient({ baseUrl: stack.api.url, apiKey: a.apiKey, fetch: down, backoffMs: 1 }).call('account-get').catch((x: unknown) => x);
    expect((g as ApiError).attempts).toBe(4);
    expect(tries).toBe(4);
  });

  it('gives up an attempt after its timeout', { timeout: 30_000 }, async () => {
    const a = await newAccount(stack, 10);
    // an answer that never comes: only the client's timeout ends the call
    let aborted = 0;
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted++;
          reject(init.signal!.reason as Error);
        });
      });
    const e = await createClient({ baseUrl: stack.api.url, apiKey: a.apiKey, fetch: never, timeoutMs: 200, retries: 1, backoffMs: 1 }).call('account-get').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe('timeout');
    expect((e as ApiError).status).toBe(0);
    // a GET is safe to repeat: the timed-out attempt was retried once, then given up
    expect((e as ApiError).attempts).toBe(2);
    expect(aborted).toBe(2);
  });
});
