/**
 * The webhook routes over the local stack with a real receiver on loopback (docs/webhooks.md):
 * create -> test -> the delivery arrives signed and verifies with the documented recipe -> listed
 * in the deliveries with its attempt; a real event is charged 1 credit once (the test event is
 * free); rotate -> both secrets verify for 24 h; delete -> nothing more is sent; another account's
 * id is 404; a member key is refused; bad url or events are 400 with nothing written; in deployed
 * mode (no WEBHOOKS_ALLOW_LOOPBACK) http and private addresses are refused with a clear 400.
 * The worker is the local server's (`deliverDue`, one pass), run by the test when it wants.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDeps, setDeps } from '#shared/deps';
import type { LocalStack } from '#shared/http/local-stack';
import { revokeInAccount } from '#shared/accounts/revocation';
import { buildEvent, deliveryId, serializeEvent } from '#shared/webhooks/events';
import { deliverDue } from '#shared/webhooks/local-worker';
import { produceSky } from '#shared/webhooks/producers';
import { webhookStore } from '#shared/webhooks/store-access';
import { balanceOf, call, ledgerOf, newAccount, stackPerFile } from '#test/support/stack';

let stack: LocalStack;
stackPerFile({}, (s) => (stack = s));

type Recipe = (header: string, rawBody: string, secrets: string[], toleranceSeconds?: number) => boolean;
const verify: Recipe = (() => {
  const doc = readFileSync(fileURLToPath(new URL('../../docs/webhooks.md', import.meta.url)), 'utf8');
  const match = /```js recipe\n([\s\S]*?)```/.exec(doc);
  if (!match) throw new Error('no recipe block in docs/webhooks.md');
  return (new Function('require', `${match[1]}\nreturn verifyBlueprintSignature;`) as (r: NodeRequire) => Recipe)(createRequire(import.meta.url));
})();

interface Received {
  body: string;
  signature: string;
}
let server: Server;
const got: Received[] = [];
let hookUrl = '';

const previousLoopback = process.env.WEBHOOKS_ALLOW_LOOPBACK;
beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_LOOPBACK = '1';
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['blueprint-signature']) });
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

interface Created {
  id: string;
  secret: string;
  url: string;
  events: string[];
  disabled: boolean;
}
interface DeliveryView {
  id: string;
  eventId: string;
  type: string;
  status: string;
  charged: boolean;
  attempts: { at: string; statusCode: number | null; latencyMs: number; error: string | null }[];
}

const create = async (key: string, body: Record<string, unknown>): Promise<Created> => {
  const r = await call(stack, 'POST', '/webhooks', { key, body });
  expect(r.status, r.text).toBe(201);
  return r.body.data as Created;
};
const deliveries = async (key: string, id: string): Promise<DeliveryView[]> => {
  const r = await call(stack, 'GET', `/webhooks/${id}/deliveries`, { key });
  expect(r.status, r.text).toBe(200);
  return (r.body.data as { deliveries: DeliveryView[] }).deliveries;
};
const newBodies = (from: number): Received[] => got.slice(from);

// the first call of the file loads the handlers (slow on a loaded machine)
describe('webhook routes', { timeout: 120_000 }, () => {
  it('create -> test -> a signed delivery that the documented recipe verifies, listed with its attempt; free', async () => {
    const a = await newAccount(stack, 50);
    const hook = await create(a.apiKey, { url: hookUrl, events: ['sky.eclipse', 'sky.station'] });
    expect(hook.id).toMatch(/^wh_[0-9A-Z]{26}$/);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(hook.events).toEqual(['sky.eclipse', 'sky.station']);

    const list = await call(stack, 'GET', '/webhooks', { key: a.apiKey });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(hook.secret);
    expect((list.body.data as { webhooks: Created[] }).webhooks.map((w) => w.id)).toEqual([hook.id]);

    const t = await call(stack, 'POST', `/webhooks/${hook.id}/test`, { key: a.apiKey });
    expect(t.status, t.text).toBe(200);
    const queued = t.body.data as { id: string; eventId: string };
    const from = got.length;
    const report = await deliverDue(stack.deps);
    expect(report.delivered).toBeGreaterThanOrEqual(1);
    const mine = newBodies(from).filter((g) => (JSON.parse(g.body) as { id: string }).id === queued.eventId);
    expect(mine).toHaveLength(1);
    const event = JSON.parse(mine[0]!.body) as { id: string; type: string; createdAt: string; data: { webhookId: string } };
    expect(event.type).toBe('webhook.test');
    expect(event.data.webhookId).toBe(hook.id);
    expect(verify(mine[0]!.signature, mine[0]!.body, [hook.secret])).toBe(true);
    expect(verify(mine[0]!.signature, mine[0]!.body, ['whsec_wrong'])).toBe(false);

    const ds = await deliveries(a.apiKey, hook.id);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ id: queued.id, eventId: queued.eventId, type: 'webhook.test', status: 'delivered', charged: false });
    expect(ds[0]!.attempts).toHaveLength(1);
    expect(ds[0]!.attempts[0]).toMatchObject({ statusCode: 204, error: null });
    expect(ds[0]!.attempts[0]!.latencyMs).toBeGreaterThanOrEqual(0);
    // the routes and the test event are free
    expect(await balanceOf(stack, a.accountId)).toBe(50);
  });

  it('charges 1 credit per real event delivered, once, also when redelivered', async () => {
    const a = await newAccount(stack, 10);
    const hook = await create(a.apiKey, { url: hookUrl, events: ['sky.station'] });
    const at = new Date().toISOString();
    const event = buildEvent('sky.station', [hook.id, at], at, { body: 'mercury', direction: 'retrograde' });
    const dId = deliveryId(event.id, hook.id);
    const store = webhookStore(stack.deps);
    expect(await store.enqueue({ ownerId: a.accountId, deliveryId: dId, webhookId: hook.id, eventId: event.id, eventType: event.type, body: serializeEvent(event), createdAt: at, nextAttemptAt: Date.now() })).toBe(true);
    const from = got.length;
    await deliverDue(stack.deps);
    expect(newBodies(from).filter((g) => g.body === serializeEvent(event))).toHaveLength(1);
    expect(await balanceOf(stack, a.accountId)).toBe(9);

    const again = await call(stack, 'POST', `/webhooks/${hook.id}/deliveries/${dId}/redeliver`, { key: a.apiKey });
    expect(again.status, again.text).toBe(200);
    const from2 = got.length;
    await deliverDue(stack.deps);
    expect(newBodies(from2).filter((g) => g.body === serializeEvent(event))).toHaveLength(1);
    expect(await balanceOf(stack, a.accountId)).toBe(9);
    const ds = await deliveries(a.apiKey, hook.id);
    expect(ds[0]).toMatchObject({ id: dId, status: 'delivered', charged: true });
    expect(ds[0]!.attempts).toHaveLength(2);
    const charges = (await ledgerOf(stack, a.accountId)).filter((e) => e.route === 'webhooks-delivery');
    expect(charges.reduce((n, e) => n - e.delta, 0)).toBe(1);

    const unknown = await call(stack, 'POST', `/webhooks/${hook.id}/deliveries/dlv_000000000000000000000000/redeliver`, { key: a.apiKey });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Delivery not found');
  });

  it('a webhook whose creating key was revoked is disabled with the reason: by the worker when revoked by another path, at once by DELETE /v1/keys/{id} (issue 43 item 5)', async () => {
    const a = await newAccount(stack, 10);
    const adminKey = async (): Promise<{ id: string; key: string }> => {
      const r = await call(stack, 'POST', '/keys', { key: a.apiKey, body: { role: 'admin' } });
      expect(r.status, r.text).toBe(201);
      return r.body.data as { id: string; key: string };
    };
    const listed = async (): Promise<Map<string, { disabled: boolean; disabledReason: string | null }>> =>
      new Map(((await call(stack, 'GET', '/webhooks', { key: a.apiKey })).body.data as { webhooks: { id: string; disabled: boolean; disabledReason: string | null }[] }).webhooks.map((w) => [w.id, w]));

    // revoked by another path than the route (the admin CLI, a bulk revocation): the worker finds out
    const k1 = await adminKey();
    const hook1 = await create(k1.key, { url: hookUrl, events: ['sky.station'] });
    const record = await stack.deps.stores.keys.findById(k1.id);
    expect(await revokeInAccount(stack.deps.stores, record!, new Date())).toBe(true);
    const at = new Date().toISOString();
    const event = buildEvent('sky.station', [hook1.id, at], at, { body: 'venus', direction: 'direct' });
    const dId = deliveryId(event.id, hook1.id);
    expect(await webhookStore(stack.deps).enqueue({ ownerId: a.accountId, deliveryId: dId, webhookId: hook1.id, eventId: event.id, eventType: event.type, body: serializeEvent(event), createdAt: at, nextAttemptAt: Date.now() })).toBe(true);
    const from = got.length;
    // the pass completes (it used to throw on the revoked key's debit, every minute, before any attempt was recorded)
    const report = await deliverDue(stack.deps);
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect(newBodies(from).filter((g) => g.body === serializeEvent(event))).toEqual([]);
    const one = (await listed()).get(hook1.id)!;
    expect(one.disabled).toBe(true);
    expect(one.disabledReason).toBe(`the API key that created this webhook (${k1.id}) can no longer pay for its events: The API key has been revoked; create the webhook again with a live key`);
    const ds = await deliveries(a.apiKey, hook1.id);
    expect(ds[0]).toMatchObject({ id: dId, status: 'failed', charged: false });
    expect(ds[0]!.attempts.map((x) => x.error)).toEqual(['The API key has been revoked']);
    expect(await balanceOf(stack, a.accountId)).toBe(10);

    // revoked through the route: its webhooks are disabled at once, the others' stay live
    const k2 = await adminKey();
    const hook2 = await create(k2.key, { url: hookUrl, events: ['sky.station'] });
    const hook3 = await create(a.apiKey, { url: hookUrl, events: ['sky.station'] });
    expect((await call(stack, 'DELETE', `/keys/${k2.id}`, { key: a.apiKey })).status).toBe(200);
    const after = await listed();
    expect(after.get(hook2.id)).toMatchObject({ disabled: true, disabledReason: `the API key that created this webhook (${k2.id}) can no longer pay for its events: the key was revoked; create the webhook again with a live key` });
    expect(after.get(hook3.id)).toMatchObject({ disabled: false, disabledReason: null });
  });

  it('rotate: deliveries verify with the old and with the new secret', async () => {
    const a = await newAccount(stack, 10);
    const hook = await create(a.apiKey, { url: hookUrl, events: ['sky.lunation'] });
    const r = await call(stack, 'POST', `/webhooks/${hook.id}/rotate-secret`, { key: a.apiKey });
    expect(r.status, r.text).toBe(200);
    const rotated = r.body.data as { secret: string; previousSecretValidUntil: string };
    expect(rotated.secret).not.toBe(hook.secret);
    expect(Date.parse(rotated.previousSecretValidUntil) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const t = await call(stack, 'POST', `/webhooks/${hook.id}/test`, { key: a.apiKey });
    const eventId = (t.body.data as { eventId: string }).eventId;
    const from = got.length;
    await deliverDue(stack.deps);
    const mine = newBodies(from).find((g) => (JSON.parse(g.body) as { id: string }).id === eventId)!;
    expect(mine).toBeDefined();
    expect(verify(mine.signature, mine.body, [hook.secret])).toBe(true);
    expect(verify(mine.signature, mine.body, [rotated.secret])).toBe(true);
    expect(verify(mine.signature, mine.body, ['whsec_other'])).toBe(false);
    const listed = (await call(stack, 'GET', '/webhooks', { key: a.apiKey })).body.data as { webhooks: { secretRotatedAt: string | null }[] };
    expect(listed.webhooks[0]!.secretRotatedAt).not.toBeNull();
  });

  it('delete: a pending event is not sent, the webhook and its deliveries are gone', async () => {
    const a = await newAccount(stack, 10);
    const hook = await create(a.apiKey, { url: hookUrl, events: ['sky.ingress'] });
    const t = await call(stack, 'POST', `/webhooks/${hook.id}/test`, { key: a.apiKey });
    const eventId = (t.body.data as { eventId: string }).eventId;
    const d = await call(stack, 'DELETE', `/webhooks/${hook.id}`, { key: a.apiKey });
    expect(d.status, d.text).toBe(200);
    expect(d.body.data).toEqual({ id: hook.id, deleted: true });
    const from = got.length;
    await deliverDue(stack.deps);
    expect(newBodies(from).filter((g) => (JSON.parse(g.body) as { id: string }).id === eventId)).toHaveLength(0);
    expect((await call(stack, 'GET', `/webhooks/${hook.id}/deliveries`, { key: a.apiKey })).status).toBe(404);
    expect((await call(stack, 'DELETE', `/webhooks/${hook.id}`, { key: a.apiKey })).status).toBe(404);
    expect(((await call(stack, 'GET', '/webhooks', { key: a.apiKey })).body.data as { webhooks: unknown[] }).webhooks).toEqual([]);
  });

  it("another account's webhook is 404 on every route; a member key is refused", async () => {
    const a = await newAccount(stack, 10);
    const b = await newAccount(stack, 10);
    const hook = await create(a.apiKey, { url: hookUrl, events: ['sky.eclipse'] });
    for (const [method, path] of [
      ['DELETE', `/webhooks/${hook.id}`],
      ['POST', `/webhooks/${hook.id}/rotate-secret`],
      ['POST', `/webhooks/${hook.id}/test`],
      ['GET', `/webhooks/${hook.id}/deliveries`],
      ['POST', `/webhooks/${hook.id}/deliveries/dlv_000000000000000000000000/redeliver`],
    ] as const) {
      const r = await call(stack, method, path, { key: b.apiKey });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.error).toBe('Webhook not found');
    }
    expect(((await call(stack, 'GET', '/webhooks', { key: b.apiKey })).body.data as { webhooks: unknown[] }).webhooks).toEqual([]);
    // still there for its owner
    expect((await deliveries(a.apiKey, hook.id)).length).toBe(0);

    const made = await call(stack, 'POST', '/keys', { key: a.apiKey, body: { role: 'member' } });
    expect(made.status, made.text).toBe(201);
    const member = (made.body.data as { key: string }).key;
    const r = await call(stack, 'POST', '/webhooks', { key: member, body: { url: hookUrl, events: ['sky.eclipse'] } });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('Forbidden');
    expect((await call(stack, 'GET', '/webhooks', { key: member })).status).toBe(403);
    expect(((await call(stack, 'GET', '/webhooks', { key: a.apiKey })).body.data as { webhooks: unknown[] }).webhooks).toHaveLength(1);
  });

  it('the local sky producer queues the lunations of a window for a subscribed endpoint created before them, once, charged 1 each', async () => {
    const a = await newAccount(stack, 20);
    const created = Date.parse('2027-03-01T00:00:00Z');
    setDeps({ now: () => new Date(created) });
    const hook = await create(a.apiKey, { url: hookUrl, events: ['sky.lunation'] });
    const other = await create(a.apiKey, { url: hookUrl, events: ['sky.eclipse'] });
    // 8 days hold at least one quarter of the Moon; the window starts before the endpoint: earlier events are not its
    const from = created - 86_400_000;
    const to = created + 8 * 86_400_000;
    setDeps({ now: () => new Date(to) });
    const added = await produceSky(getDeps(), from, to);
    expect(await produceSky(getDeps(), from, to)).toBe(0);
    const mine = (await deliveries(a.apiKey, hook.id)).filter((d) => d.type === 'sky.lunation');
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.length).toBeLessThanOrEqual(2);
    expect(added).toBeGreaterThanOrEqual(mine.length);
    expect(await deliveries(a.apiKey, other.id)).toEqual([]);
    const start = got.length;
    await deliverDue(getDeps());
    const bodies = newBodies(start).map((g) => ({ g, e: JSON.parse(g.body) as { id: string; type: string; data: { at: string; phase: string } } })).filter(({ e }) => mine.some((d) => d.eventId === e.id));
    // the same event goes to every subscribed endpoint (the rotation test's too): this endpoint's copies verify with its secret
    // (signed at the test's clock, months ahead of the real one: the replay tolerance is widened)
    const ours = bodies.filter(({ g }) => verify(g.signature, g.body, [hook.secret], 10 * 365 * 86_400));
    expect(ours).toHaveLength(mine.length);
    for (const { e } of ours) {
      expect(e.type).toBe('sky.lunation');
      expect(Date.parse(e.data.at)).toBeGreaterThanOrEqual(created);
    }
    expect(await balanceOf(stack, a.accountId)).toBe(20 - mine.length);
  });

  it('a webhook failing for 3 days is disabled, and GET /v1/webhooks shows when and why', async () => {
    const a = await newAccount(stack, 10);
    // a loopback port nothing listens on: every attempt is refused
    const dead = createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', r));
    const port = (dead.address() as AddressInfo).port;
    await new Promise<void>((r) => dead.close(() => r()));
    const hook = await create(a.apiKey, { url: `http://127.0.0.1:${port}/gone`, events: ['sky.eclipse'] });
    const t0 = Date.now();
    setDeps({ now: () => new Date(t0) });
    await call(stack, 'POST', `/webhooks/${hook.id}/test`, { key: a.apiKey });
    await deliverDue(getDeps());
    let ds = await deliveries(a.apiKey, hook.id);
    expect(ds[0]).toMatchObject({ status: 'pending' });
    expect(ds[0]!.attempts[0]!.error).toMatch(/ECONNREFUSED/);
    // 3 days and a second later the next attempt fails for good
    setDeps({ now: () => new Date(t0 + 3 * 86_400_000 + 1000) });
    await deliverDue(getDeps());
    ds = await deliveries(a.apiKey, hook.id);
    expect(ds[0]).toMatchObject({ status: 'failed' });
    const listed = ((await call(stack, 'GET', '/webhooks', { key: a.apiKey })).body.data as { webhooks: { disabled: boolean; disabledAt: string | null; disabledReason: string | null }[] }).webhooks;
    expect(listed[0]!.disabled).toBe(true);
    expect(listed[0]!.disabledAt).toBe(new Date(t0 + 3 * 86_400_000 + 1000).toISOString());
    expect(listed[0]!.disabledReason).toMatch(/^deliveries failed for 3 days since .*ECONNREFUSED/);
  });

  it('bad url, events, blueprintId or threshold: 400, nothing written', async () => {
    const a = await newAccount(stack, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ events: ['sky.eclipse'] }, 'Invalid webhook URL'],
      [{ url: 'not a url', events: ['sky.eclipse'] }, 'Invalid webhook URL'],
      [{ url: 'ftp://127.0.0.1/x', events: ['sky.eclipse'] }, 'Invalid webhook URL'],
      [{ url: hookUrl, events: [] }, 'Invalid request'],
      [{ url: hookUrl, events: ['sky.weather'] }, 'Invalid request'],
      [{ url: hookUrl }, 'Invalid request'],
      [{ url: hookUrl, events: ['transit.exact'] }, 'Missing required field: blueprintId'],
      [{ url: hookUrl, events: ['transit.exact'], blueprintId: 'bp_nope' }, 'Blueprint not found'],
      [{ url: hookUrl, events: ['balance.low'] }, 'Invalid request'],
      [{ url: hookUrl, events: ['sky.eclipse'], threshold: 5 }, 'Invalid request'],
      [{ url: hookUrl, events: ['sky.eclipse'], secret: 'mine' }, 'Unknown field'],
    ];
    for (const [body, error] of cases) {
      const r = await call(stack, 'POST', '/webhooks', { key: a.apiKey, body });
      expect(r.status, JSON.stringify(body)).toBe(error === 'Blueprint not found' ? 404 : 400);
      expect(r.body.error, JSON.stringify(body)).toBe(error);
    }
    expect(((await call(stack, 'GET', '/webhooks', { key: a.apiKey })).body.data as { webhooks: unknown[] }).webhooks).toEqual([]);
    const low = await create(a.apiKey, { url: hookUrl, events: ['balance.low'], threshold: 5 });
    expect(low).toMatchObject({ events: ['balance.low'], threshold: 5, blueprintId: null });
  });

  it('deployed mode: http, loopback, private, link-local and metadata addresses are refused with a clear 400', async () => {
    const a = await newAccount(stack, 10);
    delete process.env.WEBHOOKS_ALLOW_LOOPBACK;
    try {
      for (const url of [hookUrl, 'https://127.0.0.1/hook', 'https://localhost/hook', 'https://10.1.2.3/hook', 'https://192.168.0.10/hook', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/hook', 'https://[fd00::1]/hook', 'https://[::ffff:10.0.0.1]/hook', 'https://[::7f00:1]/', 'https://[::ffff:0:7f00:1]/', 'https://[2001::1]/']) {
        const r = await call(stack, 'POST', '/webhooks', { key: a.apiKey, body: { url, events: ['sky.eclipse'] } });
        expect(r.status, url).toBe(400);
        expect(r.body.error, url).toBe('Invalid webhook URL');
        expect(String(r.body.message), url).toMatch(/^url refused: (only https URLs are accepted|loopback address|address not public)/);
      }
    } finally {
      process.env.WEBHOOKS_ALLOW_LOOPBACK = '1';
    }
    expect(((await call(stack, 'GET', '/webhooks', { key: a.apiKey })).body.data as { webhooks: unknown[] }).webhooks).toEqual([]);
  });
});
