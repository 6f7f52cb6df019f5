/**
 * Many end users on one endpoint (issue 44, docs/subjects.md): a webhook with `subjects: "*"`
 * receives `transit.exact` for every subject of the account (30 here: each event names its subject
 * and is about that subject's newest blueprint), one with a list only those subjects'; a feed and a
 * webhook made with `subject` follow its newest blueprint.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDeps, setDeps } from '#shared/deps';
import type { LocalStack } from '#shared/http/local-stack';
import type { WebhookEvent } from '#shared/webhooks/events';
import { deliverDue } from '#shared/webhooks/local-worker';
import { produceTransits } from '#shared/webhooks/producers';
import { webhookStore } from '#shared/webhooks/store-access';
import { call, newAccount, stackPerFile, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
stackPerFile({}, (s) => (stack = s));

let server: Server;
const got: WebhookEvent[] = [];
let hookUrl = '';
const previousLoopback = process.env.WEBHOOKS_ALLOW_LOOPBACK;
beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_LOOPBACK = '1';
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookEvent);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  if (previousLoopback === undefined) delete process.env.WEBHOOKS_ALLOW_LOOPBACK;
  else process.env.WEBHOOKS_ALLOW_LOOPBACK = previousLoopback;
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

const ms = Date.parse;
const create = async (a: TestAccount, body: Record<string, unknown>): Promise<string> => {
  const r = await call(stack, 'POST', '/webhooks', { key: a.apiKey, body });
  expect(r.status, r.text).toBe(201);
  return (r.body.data as { id: string }).id;
};
const queued = async (a: TestAccount, webhookId: string): Promise<WebhookEvent[]> => (await webhookStore(getDeps()).listDeliveries(a.accountId, webhookId)).map((d) => JSON.parse(d.body) as WebhookEvent);

/** Subject i: born on a different day of 1990 at noon in London. */
const birthOf = (i: number) => ({
  name: `Person ${i}`,
  birthDate: new Date(Date.UTC(1990, 0, 1 + i * 11)).toISOString().slice(0, 10),
  birthTime: '12:00',
  city: 'London',
  country: 'UK',
  latitude: 51.5074,
  longitude: -0.1278,
  timezone: 'Europe/London',
});

describe('transit.exact for many subjects on one endpoint', { timeout: 240_000 }, () => {
  it('one endpoint receives transit.exact for 30 subjects; a listed endpoint only for its subjects', async () => {
    setDeps({ now: () => new Date('2027-02-01T00:00:00Z') });
    const a = await newAccount(stack, 5000);
    const blueprintOf = new Map<string, string>();
    for (let i = 0; i < 30; i++) {
      const subject = `member-${i}`;
      expect((await call(stack, 'PUT', `/subjects/${subject}`, { key: a.apiKey, body: birthOf(i) })).status).toBe(200);
      const r = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { subject, modules: { astrology: true, humanDesign: false, numerology: false } } });
      expect(r.status, r.text).toBe(200);
      blueprintOf.set(subject, (r.body.data as { blueprintId: string }).blueprintId);
    }
    const all = await create(a, { url: hookUrl, events: ['transit.exact'], subjects: '*' });
    const two = await create(a, { url: hookUrl, events: ['transit.exact'], subjects: ['member-3', 'member-17'] });
    const listed = await call(stack, 'GET', '/webhooks', { key: a.apiKey });
    expect((listed.body.data as { webhooks: { id: string; subjects?: unknown }[] }).webhooks.find((w) => w.id === all)?.subjects).toBe('*');
    // a week after the endpoints were made
    setDeps({ now: () => new Date('2027-02-08T00:00:00Z') });
    expect(await produceTransits(getDeps(), ms('2027-02-01T00:00:00Z'), ms('2027-02-08T00:00:00Z'))).toBeGreaterThan(0);

    const events = await queued(a, all);
    const subjects = new Set(events.map((e) => String(e.data.subject)));
    expect(subjects.size).toBe(30);
    for (const e of events) expect(e.data.blueprintId).toBe(blueprintOf.get(String(e.data.subject)));
    expect(new Set((await queued(a, two)).map((e) => String(e.data.subject)))).toEqual(new Set(['member-3', 'member-17']));
    // the same events on both: the listed endpoint's are those of the "*" endpoint for its subjects
    expect((await queued(a, two)).map((e) => e.id).sort()).toEqual(events.filter((e) => ['member-3', 'member-17'].includes(String(e.data.subject))).map((e) => e.id).sort());

    // delivered: the endpoint received them, for the 30 subjects
    for (let pass = 0; pass < 40; pass++) {
      const r = await deliverDue(getDeps());
      if (r.delivered + r.failed + r.retried + r.postponed + r.skipped === 0) break;
    }
    const received = got.filter((e) => e.type === 'transit.exact');
    expect(new Set(received.map((e) => String(e.data.subject))).size).toBe(30);
  });

  it('a webhook made with `subject` follows its newest blueprint; without one it is 404', async () => {
    setDeps({ now: () => new Date('2027-02-01T00:00:00Z') });
    const a = await newAccount(stack, 500);
    expect((await call(stack, 'PUT', '/subjects/solo', { key: a.apiKey, body: birthOf(1) })).status).toBe(200);
    const none = await call(stack, 'POST', '/webhooks', { key: a.apiKey, body: { url: hookUrl, events: ['transit.exact'], subject: 'solo' } });
    expect(none.status).toBe(404);
    const bp = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { subject: 'solo', modules: { astrology: true, humanDesign: false, numerology: false } } });
    const id = (bp.body.data as { blueprintId: string }).blueprintId;
    const hook = await call(stack, 'POST', '/webhooks', { key: a.apiKey, body: { url: hookUrl, events: ['transit.exact'], subject: 'solo' } });
    expect(hook.status).toBe(201);
    expect(hook.body.data).toMatchObject({ blueprintId: id, subject: 'solo' });
    expect((await call(stack, 'POST', '/webhooks', { key: a.apiKey, body: { url: hookUrl, events: ['sky.lunation'], subjects: '*' } })).status).toBe(400);
  });
});
