/**
 * The producers of `transit.exact`, `horoscope.published` and `balance.low` (shared/webhooks/producers.ts)
 * over the local stack and its dynalite store (docs/webhooks.md): each queues the right events with
 * the values that matter (a transit's moment is POST /v1/transits's, within a minute; the twelve
 * previews are GET /v1/horoscope/all's; the balance and threshold of a crossing), running again
 * queues nothing new, an endpoint not subscribed gets nothing, balance.low fires once per crossing
 * (also when a run died between the enqueue and the counter) and again only once re-armed, and
 * deleting the blueprint deletes the webhooks that follow it with their deliveries.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits } from '#shared/accounts/admin';
import { getDeps, setDeps } from '#shared/deps';
import type { LocalStack } from '#shared/http/local-stack';
import { createDocumentClient } from '#shared/store/dynamo-client';
import type { WebhookEvent } from '#shared/webhooks/events';
import { deliverDue } from '#shared/webhooks/local-worker';
import { produceBalanceLow, produceEvents, produceHoroscopes, produceTransits } from '#shared/webhooks/producers';
import { webhookStore } from '#shared/webhooks/store-access';
import { balanceOf, call, LONDON_1990, newAccount, stackPerFile, type TestAccount } from '#test/support/stack';

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

const at = (iso: string): void => setDeps({ now: () => new Date(iso) });
const ms = Date.parse;

const create = async (key: string, body: Record<string, unknown>): Promise<string> => {
  const r = await call(stack, 'POST', '/webhooks', { key, body });
  expect(r.status, r.text).toBe(201);
  return (r.body.data as { id: string }).id;
};
/** The events queued for an endpoint, oldest first (from the outbox's stored bodies). */
const queued = async (a: TestAccount, webhookId: string): Promise<WebhookEvent[]> =>
  (await webhookStore(getDeps()).listDeliveries(a.accountId, webhookId)).map((d) => JSON.parse(d.body) as WebhookEvent).sort((x, y) => String(x.data.at ?? x.createdAt).localeCompare(String(y.data.at ?? y.createdAt)) || x.id.localeCompare(y.id));
const blueprintOf = async (a: TestAccount, subject?: string): Promise<string> => {
  const r = await call(stack, 'POST', '/generate-blueprint', {
    key: a.apiKey,
    body: { fullName: 'Ada Lovelace', ...LONDON_1990, modules: { astrology: true, humanDesign: false, numerology: false }, ...(subject !== undefined ? { subject } : {}) },
  });
  expect(r.status, r.text).toBe(200);
  return (r.body.data as { blueprintId: string }).blueprintId;
};

// the first call of the file loads the handlers (slow on a loaded machine)
describe('webhook producers', { timeout: 120_000 }, () => {
  it('transit.exact: the exact transits of POST /v1/transits to the blueprint, from the endpoint creation on, once; deleting the blueprint deletes the webhook', async () => {
    at('2027-02-01T00:00:00Z');
    const a = await newAccount(stack, 100);
    const bp = await blueprintOf(a);
    const hook = await create(a.apiKey, { url: hookUrl, events: ['transit.exact'], blueprintId: bp });
    const sky = await create(a.apiKey, { url: hookUrl, events: ['sky.lunation'] });

    // a window starting a week before the endpoint: the earlier transits are not its
    at('2027-02-15T00:00:00Z');
    const added = await produceTransits(getDeps(), ms('2027-01-25T00:00:00Z'), ms('2027-02-15T00:00:00Z'));
    const events = await queued(a, hook);
    expect(added).toBe(events.length);
    expect(await queued(a, sky)).toEqual([]);

    const r = await call(stack, 'POST', '/transits', { key: a.apiKey, body: { blueprintId: bp, period: 'month', date: '2027-02-01', saveToAccount: false } });
    expect(r.status, r.text).toBe(200);
    const report = (r.body.data as { transits: { majorTransits: { transitingPlanet: string; natalPlanet: string; aspect: string; exactAt: string[] }[] } }).transits;
    const fromRoute = (lo: number, hi: number) =>
      report.majorTransits.flatMap((t) => t.exactAt.map((x) => ({ what: `${t.transitingPlanet} ${t.aspect} ${t.natalPlanet}`.toLowerCase(), t: ms(x) }))).filter((x) => x.t >= lo && x.t < hi);
    const expected = fromRoute(ms('2027-02-01T00:00:00Z'), ms('2027-02-15T00:00:00Z'));
    expect(expected.length).toBeGreaterThan(3);
    const mine = events.map((e) => ({ what: `${String(e.data.transitingBody)} ${String(e.data.aspect)} ${String(e.data.natalPoint)}`, t: ms(String(e.data.at)) }));
    const near = (x: { what: string; t: number }, list: { what: string; t: number }[]): boolean => list.some((y) => y.what === x.what && Math.abs(y.t - x.t) <= 60_000);
    for (const x of expected) expect(near(x, mine), `${x.what} ${new Date(x.t).toISOString()} queued`).toBe(true);
    for (const x of mine) expect(near(x, expected), `${x.what} ${new Date(x.t).toISOString()} in POST /v1/transits`).toBe(true);
    expect(mine).toHaveLength(expected.length);
    for (const e of events) {
      expect(e.type).toBe('transit.exact');
      expect(e.data.blueprintId).toBe(bp);
      expect(ms(String(e.data.at))).toBeGreaterThanOrEqual(ms('2027-02-01T00:00:00Z'));
    }

    // the same window again, and an overlapping later one: only the transits not queued yet
    expect(await produceTransits(getDeps(), ms('2027-01-25T00:00:00Z'), ms('2027-02-15T00:00:00Z'))).toBe(0);
    at('2027-02-20T00:00:00Z');
    const more = await produceTransits(getDeps(), ms('2027-02-10T00:00:00Z'), ms('2027-02-20T00:00:00Z'));
    expect(more).toBe(fromRoute(ms('2027-02-15T00:00:00Z'), ms('2027-02-20T00:00:00Z')).length);
    expect(await queued(a, hook)).toHaveLength(events.length + more);

    // deleting the blueprint deletes the webhook that follows it and its deliveries; the other stays
    const d = await call(stack, 'DELETE', `/blueprints/${bp}`, { key: a.apiKey });
    expect(d.status, d.text).toBe(200);
    const listed = ((await call(stack, 'GET', '/webhooks', { key: a.apiKey })).body.data as { webhooks: { id: string }[] }).webhooks.map((w) => w.id);
    expect(listed).toEqual([sky]);
    expect(await webhookStore(getDeps()).listDeliveries(a.accountId, hook)).toEqual([]);
    expect(await produceTransits(getDeps(), ms('2027-02-10T00:00:00Z'), ms('2027-02-20T00:00:00Z'))).toBe(0);
  });

  it('deleting the subject of the blueprint deletes the webhooks that follow it and their deliveries', async () => {
    at('2027-02-01T00:00:00Z');
    const a = await newAccount(stack, 100);
    const bp = await blueprintOf(a, 'user-ada');
    const hook = await create(a.apiKey, { url: hookUrl, events: ['transit.exact'], blueprintId: bp });
    const sky = await create(a.apiKey, { url: hookUrl, events: ['sky.lunation'] });
    at('2027-02-15T00:00:00Z');
    expect(await produceTransits(getDeps(), ms('2027-02-01T00:00:00Z'), ms('2027-02-15T00:00:00Z'))).toBeGreaterThan(0);
    const d = await call(stack, 'DELETE', '/subjects/user-ada', { key: a.apiKey });
    expect(d.status, d.text).toBe(200);
    const listed = ((await call(stack, 'GET', '/webhooks', { key: a.apiKey })).body.data as { webhooks: { id: string }[] }).webhooks.map((w) => w.id);
    expect(listed).toEqual([sky]);
    expect(await webhookStore(getDeps()).listDeliveries(a.accountId, hook)).toEqual([]);
  });

  it('horoscope.published: once per UTC date once the twelve are stored, with the previews of GET /v1/horoscope/all; not before, not twice', async () => {
    at('2027-03-10T08:00:00Z');
    const a = await newAccount(stack, 20);
    const hook = await create(a.apiKey, { url: hookUrl, events: ['horoscope.published'] });
    const other = await create(a.apiKey, { url: hookUrl, events: ['sky.eclipse'] });
    // nothing stored for the day yet
    expect(await produceHoroscopes(getDeps(), ms('2027-03-10T07:00:00Z'), ms('2027-03-10T08:00:00Z'))).toBe(0);

    // the first request of the day writes the twelve
    const all = await call(stack, 'GET', '/horoscope/all', { key: a.apiKey });
    expect(all.status, all.text).toBe(200);
    const route = all.body.data as { date: string; horoscopes: Record<string, { preview: string }> };
    at('2027-03-10T08:10:00Z');
    expect(await produceHoroscopes(getDeps(), ms('2027-03-10T07:10:00Z'), ms('2027-03-10T08:10:00Z'))).toBe(1);
    expect(await produceHoroscopes(getDeps(), ms('2027-03-10T07:20:00Z'), ms('2027-03-10T08:20:00Z'))).toBe(0);
    const events = await queued(a, hook);
    expect(events).toHaveLength(1);
    expect(events[0]!.type).toBe('horoscope.published');
    expect(events[0]!.data).toMatchObject({ date: '2027-03-10', language: 'en', fetch: 'GET /v1/horoscope/all' });
    const previews = events[0]!.data.horoscopes as Record<string, { preview: string }>;
    expect(Object.keys(previews)).toHaveLength(12);
    for (const [sign, h] of Object.entries(route.horoscopes)) expect(previews[sign]!.preview, sign).toBe(h.preview);
    expect(await queued(a, other)).toEqual([]);

    // just after midnight: the window still touches 10 March (queued already); 11 March is not written;
    // an endpoint created on 11 March does not get 10 March's
    at('2027-03-11T00:20:00Z');
    const late = await create(a.apiKey, { url: hookUrl, events: ['horoscope.published'] });
    expect(await produceHoroscopes(getDeps(), ms('2027-03-10T23:20:00Z'), ms('2027-03-11T00:20:00Z'))).toBe(0);
    expect(await queued(a, late)).toEqual([]);
    expect(await queued(a, hook)).toHaveLength(1);
  });

  it('balance.low: once per crossing below the threshold (a run that died before storing its counter queues nothing twice), again only once re-armed; delivered free', async () => {
    at('2027-03-10T09:00:00Z');
    const a = await newAccount(stack, 12);
    const hook = await create(a.apiKey, { url: hookUrl, events: ['balance.low'], threshold: 10 });
    const other = await create(a.apiKey, { url: hookUrl, events: ['sky.eclipse'] });
    const store = webhookStore(getDeps());
    const spend = async (n: number): Promise<void> => {
      for (let i = 0; i < n; i++) expect((await call(stack, 'GET', '/horoscope/all', { key: a.apiKey })).status).toBe(200);
    };
    expect(await produceBalanceLow(getDeps())).toBe(0);

    await spend(3);
    expect(await balanceOf(stack, a.accountId)).toBe(9);
    expect(await produceBalanceLow(getDeps())).toBe(1);
    let events = await queued(a, hook);
    expect(events.map((e) => [e.type, e.data])).toEqual([['balance.low', { balance: 9, threshold: 10, crossing: 1 }]]);
    expect(await store.getEndpoint(a.accountId, hook)).toMatchObject({ lowCrossings: 1, lowArmed: false });
    // still below: nothing more, however often it runs
    await spend(1);
    expect(await produceBalanceLow(getDeps())).toBe(0);
    expect(await produceEvents(getDeps(), ms('2027-03-10T08:00:00Z'), ms('2027-03-10T09:00:00Z'))).toBeGreaterThanOrEqual(0);
    expect(await queued(a, hook)).toHaveLength(1);

    // a run that queued crossing 1 and died before storing its counter: the next run finds the same event id
    const db = createDocumentClient({ region: stack.deps.config.region, endpoint: stack.deps.config.dynamodbEndpoint });
    await db.send(new UpdateCommand({ TableName: stack.deps.config.tableNames.webhooks, Key: { ownerId: a.accountId, webhookId: hook }, UpdateExpression: 'REMOVE lowCrossings, lowArmed' }));
    expect(await produceBalanceLow(getDeps())).toBe(0);
    expect(await store.getEndpoint(a.accountId, hook)).toMatchObject({ lowCrossings: 1, lowArmed: false });
    expect(await queued(a, hook)).toHaveLength(1);

    // back at the threshold: re-armed, nothing sent; below again: crossing 2
    await addCredits(stack.deps.stores, a.accountId, 2);
    expect(await balanceOf(stack, a.accountId)).toBe(10);
    expect(await produceBalanceLow(getDeps())).toBe(0);
    expect(await store.getEndpoint(a.accountId, hook)).toMatchObject({ lowCrossings: 1, lowArmed: true });
    await spend(2);
    expect(await produceBalanceLow(getDeps())).toBe(1);
    expect(await produceBalanceLow(getDeps())).toBe(0);
    events = await queued(a, hook);
    expect(events.map((e) => e.data).sort((x, y) => Number(x.crossing) - Number(y.crossing))).toEqual([
      { balance: 9, threshold: 10, crossing: 1 },
      { balance: 8, threshold: 10, crossing: 2 },
    ]);
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
    expect(await queued(a, other)).toEqual([]);

    // delivered to the receiver, free (the alert must reach an account with nothing left), also at 0 credits
    await spend(8);
    expect(await balanceOf(stack, a.accountId)).toBe(0);
    const start = got.length;
    await deliverDue(getDeps());
    const received = got.slice(start).filter((e) => events.some((x) => x.id === e.id));
    expect(received.map((e) => e.data.crossing).sort()).toEqual([1, 2]);
    expect(await balanceOf(stack, a.accountId)).toBe(0);
    expect((await webhookStore(getDeps()).listDeliveries(a.accountId, hook)).map((d) => [d.status, d.charged === true])).toEqual([
      ['delivered', false],
      ['delivered', false],
    ]);
    expect(await produceBalanceLow(getDeps())).toBe(0);
  });
});
