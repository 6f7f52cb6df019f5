/**
 * No secret reaches a log line (issue 43 item 6, docs/calendars.md "Logs"): the local stack at log
 * level debug serves a realistic run (keys created, used in both headers and revoked, a bad key, a
 * calendar feed created and fetched by its secret URL, an unknown token, webhooks created, rotated,
 * tested and delivered to a loopback receiver), while everything the process writes (stdout,
 * stderr, console) is captured; the capture must hold none of the secret shapes (`bp_live_`,
 * `bp_test_`, `calt_`, `whsec_`) and must hold the feed fetch's line with its path template.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { deliverDue } from '#shared/webhooks/local-worker';
import { call, LONDON_1990, newAccount, stackPerFile } from '#test/support/stack';

let stack: LocalStack;
stackPerFile({ config: { logLevel: 'debug' } }, (s) => (stack = s));

const SECRET_SHAPES = [/bp_live_/, /bp_test_/, /calt_/, /whsec_/];

let server: Server;
let hookUrl = '';
const previousLoopback = process.env.WEBHOOKS_ALLOW_LOOPBACK;
beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_LOOPBACK = '1';
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  if (previousLoopback === undefined) delete process.env.WEBHOOKS_ALLOW_LOOPBACK;
  else process.env.WEBHOOKS_ALLOW_LOOPBACK = previousLoopback;
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

/** Captures every write of the process (both streams, and console, which writes to them or not) while `run` runs. */
const capture = async (run: () => Promise<void>): Promise<string> => {
  const out: string[] = [];
  const stdout = process.stdout.write.bind(process.stdout);
  const stderr = process.stderr.write.bind(process.stderr);
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const consoleBefore = methods.map((m) => console[m]);
  const grab = (chunk: unknown): void => void out.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
  process.stdout.write = ((chunk: unknown) => (grab(chunk), true)) as typeof process.stdout.write;
  process.stderr.write = ((chunk: unknown) => (grab(chunk), true)) as typeof process.stderr.write;
  for (const m of methods) console[m] = (...args: unknown[]) => grab(`${args.map(String).join(' ')}\n`);
  try {
    await run();
  } finally {
    process.stdout.write = stdout;
    process.stderr.write = stderr;
    methods.forEach((m, i) => (console[m] = consoleBefore[i]!));
  }
  return out.join('');
};

describe('logs', () => {
  it('hold no secret of any shape through a realistic run, and a route logs its path template', async () => {
    const seen: string[] = [];
    const logs = await capture(async () => {
      const a = await newAccount(stack, 200);
      seen.push(a.apiKey);
      const made = await call(stack, 'POST', '/keys', { key: a.apiKey, body: { role: 'admin', name: 'ci' } });
      expect(made.status, made.text).toBe(201);
      const second = made.body.data as { key: string; id: string };
      expect(second.key).toMatch(/^bp_live_/);
      seen.push(second.key);
      expect((await call(stack, 'GET', '/account', { key: second.key, header: 'x-api-key' })).status).toBe(200);
      // a real test key (docs/self-service.md "Test keys"), used with a scenario
      const test = await call(stack, 'POST', '/keys', { key: a.apiKey, body: { mode: 'test', role: 'owner' } });
      const testKey = (test.body.data as { key: string }).key;
      expect(testKey).toMatch(/^bp_test_/);
      seen.push(testKey);
      expect((await call(stack, 'GET', '/account', { key: testKey })).status).toBe(200);
      expect((await call(stack, 'POST', '/calculators/life-path', { key: testKey, body: { birthDate: '1990-07-15' }, headers: { 'Blueprint-Test-Scenario': 'server_error' } })).status).toBe(500);
      // a key that does not exist, in both headers, and a test-shaped one
      expect((await call(stack, 'GET', '/account', { key: `bp_live_${'x'.repeat(40)}` })).status).toBe(401);
      expect((await call(stack, 'GET', '/account', { key: `bp_test_${'y'.repeat(40)}`, header: 'x-api-key' })).status).toBe(401);

      const bp = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { fullName: 'Ada Lovelace', ...LONDON_1990, modules: { astrology: true, humanDesign: false, numerology: false } } });
      expect(bp.status, bp.text).toBe(200);
      const blueprintId = (bp.body.data as { blueprintId: string }).blueprintId;
      const feed = await call(stack, 'POST', '/calendars', { key: a.apiKey, body: { blueprintId, kinds: ['personalCycles'] } });
      expect(feed.status, feed.text).toBe(201);
      const feedUrl = (feed.body.data as { url: string }).url;
      seen.push(feedUrl);
      const feedPath = new URL(feedUrl).pathname.replace(/^\/v1/, '');
      expect((await call(stack, 'GET', feedPath)).status).toBe(200);
      expect((await call(stack, 'GET', `/calendars/calt_${'z'.repeat(43)}.ics`)).status).toBe(404);

      const hook = await call(stack, 'POST', '/webhooks', { key: a.apiKey, body: { url: hookUrl, events: ['sky.eclipse'] } });
      expect(hook.status, hook.text).toBe(201);
      const { id: hookId, secret } = hook.body.data as { id: string; secret: string };
      seen.push(secret);
      const rotated = await call(stack, 'POST', `/webhooks/${hookId}/rotate-secret`, { key: a.apiKey });
      expect(rotated.status).toBe(200);
      seen.push((rotated.body.data as { secret: string }).secret);
      expect((await call(stack, 'POST', `/webhooks/${hookId}/test`, { key: a.apiKey })).status).toBe(200);
      const pass = await deliverDue(stack.deps);
      expect(pass.delivered).toBe(1);

      // the second key revoked, then used: 401
      expect((await call(stack, 'DELETE', `/keys/${second.id}`, { key: a.apiKey })).status).toBe(200);
      expect((await call(stack, 'GET', '/account', { key: second.key })).status).toBe(401);
    });
    // the run was logged (one line per request, at least), with the feed's path template
    expect(logs.split('\n').filter((l) => / request /.test(l)).length).toBeGreaterThanOrEqual(12);
    expect(logs).toMatch(/route=calendars-feed .*path=\/v1\/calendars\/\{id\}/);
    for (const shape of SECRET_SHAPES) expect(logs.split('\n').filter((l) => shape.test(l)), String(shape)).toEqual([]);
    // and none of the very secrets handed out
    expect(seen).toHaveLength(6);
    for (const s of seen) expect(logs.includes(s.split('/').pop()!), s.slice(0, 8)).toBe(false);
  });
});
