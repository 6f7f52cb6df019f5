/**
 * Self-service (issue 25): keys with roles (every role x every key route), usage that sums to the
 * ledger after a mixed workload, the ledger paged, organization usage under the organization with
 * the key that made it, the export holding every record of the account, and the deletion of an
 * account leaving nothing personal of it in any table (every local table scanned).
 */
import { gunzipSync } from 'node:zlib';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits } from '#shared/accounts/admin';
import { audit } from '#shared/accounts/reconcile';
import { loadConfig } from '#shared/config';
import type { LocalStack } from '#shared/http/local-stack';
import { ROUTES } from '#shared/routes';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { TABLES } from '#shared/store/tables';
import type { LedgerEntry } from '#shared/store/types';
import { call, ledgerOf, LONDON_1990, newAccount, startTestStack, type Reply, type TestAccount } from '#test/support/stack';
import { TEST_ROUTES } from '#test/support/test-routes';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ routes: [...ROUTES, ...TEST_ROUTES], config: { advisor: { ...loadConfig().advisor, offlineChunkMs: 0 } } });
});
afterAll(async () => {
  await stack?.close();
});

type Json = Record<string, unknown>;
const data = (r: Reply): Json => r.body.data as Json;

/** A key of `a`'s account with `role`, made through POST /v1/keys with the owner key. */
const keyOf = async (a: TestAccount, role: 'owner' | 'admin' | 'member', name?: string): Promise<{ id: string; key: string }> => {
  const r = await call(stack, 'POST', '/keys', { key: a.apiKey, body: { role, ...(name ? { name } : {}) } });
  expect(r.status, r.text).toBe(201);
  return { id: String(data(r).id), key: String(data(r).key) };
};

/** Every ledger row of the account, the opening balance included (the journal copied first). */
const allRows = async (accountId: string): Promise<LedgerEntry[]> => {
  await stack.deps.journal?.drain();
  return stack.deps.stores.ledger.listByAccount(accountId);
};

describe('keys and roles', () => {
  it('every role x every key route: owner all, admin member keys + reads, member nothing (403), the role checked after the key', { timeout: 90_000 }, async () => {
    const a = await newAccount(stack, 100);
    const admin = await keyOf(a, 'admin', 'ops');
    const member = await keyOf(a, 'member');
    const keys = { owner: a.apiKey, admin: admin.key, member: member.key };
    type Role = keyof typeof keys;
    // each case makes a fresh target so that revocations do not interfere
    const cases: { what: string; run: (k: string) => Promise<Reply>; expect: Record<Role, number> }[] = [
      { what: 'POST /keys member', run: (k) => call(stack, 'POST', '/keys', { key: k, body: { role: 'member' } }), expect: { owner: 201, admin: 201, member: 403 } },
      { what: 'POST /keys admin', run: (k) => call(stack, 'POST', '/keys', { key: k, body: { role: 'admin' } }), expect: { owner: 201, admin: 403, member: 403 } },
      { what: 'POST /keys owner', run: (k) => call(stack, 'POST', '/keys', { key: k, body: { role: 'owner' } }), expect: { owner: 201, admin: 403, member: 403 } },
      { what: 'GET /keys', run: (k) => call(stack, 'GET', '/keys', { key: k }), expect: { owner: 200, admin: 200, member: 403 } },
      {
        what: 'DELETE /keys/{member key}',
        run: async (k) => call(stack, 'DELETE', `/keys/${(await keyOf(a, 'member')).id}`, { key: k }),
        expect: { owner: 200, admin: 200, member: 403 },
      },
      {
        what: 'DELETE /keys/{admin key}',
        run: async (k) => call(stack, 'DELETE', `/keys/${(await keyOf(a, 'admin')).id}`, { key: k }),
        expect: { owner: 200, admin: 403, member: 403 },
      },
      {
        what: 'DELETE /keys/{owner key}',
        run: async (k) => call(stack, 'DELETE', `/keys/${(await keyOf(a, 'owner')).id}`, { key: k }),
        expect: { owner: 200, admin: 403, member: 403 },
      },
      { what: 'GET /usage', run: (k) => call(stack, 'GET', '/usage', { key: k }), expect: { owner: 200, admin: 200, member: 403 } },
      { what: 'GET /ledger', run: (k) => call(stack, 'GET', '/ledger', { key: k }), expect: { owner: 200, admin: 200, member: 403 } },
      { what: 'GET /account/export', run: (k) => call(stack, 'GET', '/account/export', { key: k }), expect: { owner: 200, admin: 200, member: 403 } },
      // a wrong confirmation: the owner gets 400 (nothing deleted), the others 403 before the body is looked at
      { what: 'DELETE /account', run: (k) => call(stack, 'DELETE', '/account', { key: k, body: { confirm: 'acc_wrong' } }), expect: { owner: 400, admin: 403, member: 403 } },
      // every existing route stays open to every role
      { what: 'GET /account', run: (k) => call(stack, 'GET', '/account', { key: k }), expect: { owner: 200, admin: 200, member: 200 } },
      { what: 'POST /calculators/life-path', run: (k) => call(stack, 'POST', '/calculators/life-path', { key: k, body: { birthDate: '1990-07-15' } }), expect: { owner: 200, admin: 200, member: 200 } },
    ];
    for (const c of cases) {
      for (const role of ['owner', 'admin', 'member'] as const) {
        const r = await c.run(keys[role]);
        expect(r.status, `${role} ${c.what}: ${r.text.slice(0, 200)}`).toBe(c.expect[role]);
        if (r.status === 403) expect(r.body.error).toBe('Forbidden');
      }
    }
    // the account is still there, every key still works, and GET /account says which role it has
    for (const [role, k] of Object.entries(keys)) {
      const me = await call(stack, 'GET', '/account', { key: k });
      expect(me.status).toBe(200);
      expect((me.body.data as { role: string }).role).toBe(role);
    }
    // a revoked member key gets 401 on a key route, not 403
    const gone = await keyOf(a, 'member');
    expect((await call(stack, 'DELETE', `/keys/${gone.id}`, { key: a.apiKey })).status).toBe(200);
    const after = await call(stack, 'GET', '/keys', { key: gone.key });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('Invalid API key');
  });

  it('creates a key shown once (never its hash), lists it with role, name, hint, lastUsedAt; revoking is at once and idempotent', async () => {
    const a = await newAccount(stack, 10);
    const created = await call(stack, 'POST', '/keys', { key: a.apiKey, body: { name: 'billing server', role: 'member' } });
    expect(created.status).toBe(201);
    const k = data(created);
    expect(k).toMatchObject({ name: 'billing server', role: 'member', lastUsedAt: null, revokedAt: null });
    expect(String(k.key)).toMatch(/^bp_live_[A-Za-z0-9_-]{43}$/);
    expect(String(k.hint)).toBe(`${String(k.key).slice(0, 12)}…`);
    expect(Object.keys(k)).not.toContain('keyHash');
    // no role given: a member key
    expect(data(await call(stack, 'POST', '/keys', { key: a.apiKey, body: {} })).role).toBe('member');

    expect((await call(stack, 'POST', '/calculators/life-path', { key: String(k.key), body: { birthDate: '1990-07-15' } })).status).toBe(200);
    const list = await call(stack, 'GET', '/keys', { key: a.apiKey });
    const keys = data(list).keys as Json[];
    expect(keys).toHaveLength(3);
    expect(JSON.stringify(list.body)).not.toContain(String(k.key));
    const mine = keys.find((x) => x.id === k.id)!;
    expect(mine).toMatchObject({ name: 'billing server', role: 'member', hint: k.hint, revokedAt: null });
    // its last use, to the minute, from the request's count (no write of the key item)
    const minute = new Date().toISOString().slice(0, 16);
    expect(String(mine.lastUsedAt).slice(0, 16) >= new Date(Date.now() - 120_000).toISOString().slice(0, 16) && String(mine.lastUsedAt).slice(0, 16) <= minute).toBe(true);
    expect(keys.find((x) => x.id === a.keyId)).toMatchObject({ role: 'owner', name: null });
    expect(keys.filter((x) => x.id !== a.keyId && x.id !== k.id)[0]!.lastUsedAt).toBeNull();

    const revoked = await call(stack, 'DELETE', `/keys/${String(k.id)}`, { key: a.apiKey });
    expect(revoked.status).toBe(200);
    expect(data(revoked)).toMatchObject({ id: k.id, revokedAt: expect.any(String) });
    expect((await call(stack, 'POST', '/calculators/life-path', { key: String(k.key), body: { birthDate: '1990-07-15' } })).status).toBe(401);
    const again = await call(stack, 'DELETE', `/keys/${String(k.id)}`, { key: a.apiKey });
    expect(again.status).toBe(200);
    expect(data(again).revokedAt).toBe(data(revoked).revokedAt);
    expect((data(await call(stack, 'GET', '/keys', { key: a.apiKey })).keys as Json[]).find((x) => x.id === k.id)!.revokedAt).toBe(data(revoked).revokedAt);
  });

  it('never revokes the last live owner key (409), unknown and other accounts’ key ids are 404, bad input 400 with nothing made', async () => {
    const a = await newAccount(stack, 10);
    const other = await newAccount(stack, 10);
    const last = await call(stack, 'DELETE', `/keys/${a.keyId}`, { key: a.apiKey });
    expect(last.status).toBe(409);
    expect(last.body.error).toBe('Last owner key');
    const second = await keyOf(a, 'owner');
    expect((await call(stack, 'DELETE', `/keys/${a.keyId}`, { key: second.key })).status).toBe(200);
    expect((await call(stack, 'GET', '/account', { key: a.apiKey })).status).toBe(401);
    expect((await call(stack, 'DELETE', `/keys/${second.id}`, { key: second.key })).body.error).toBe('Last owner key');

    for (const id of [other.keyId, 'key_0000000000000000', 'nope']) {
      const r = await call(stack, 'DELETE', `/keys/${id}`, { key: second.key });
      expect(r.status).toBe(404);
      expect(r.body.error).toBe('Key not found');
    }
    expect((await call(stack, 'GET', '/account', { key: other.apiKey })).status).toBe(200);

    const before = (data(await call(stack, 'GET', '/keys', { key: second.key })).keys as Json[]).length;
    for (const body of [{ role: 'root' }, { name: '' }, { name: 'x'.repeat(65) }, { name: 'two\nlines' }, { name: 'bell\u0007' }, { name: 5 }]) {
      const r = await call(stack, 'POST', '/keys', { key: second.key, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toBe('Invalid request');
    }
    expect((data(await call(stack, 'GET', '/keys', { key: second.key })).keys as Json[]).length).toBe(before);
  });
});

describe('lastUsedAt of a chat-only key', () => {
  it('is recorded on the key by the chat (counted outside the account item), once a minute', async () => {
    const a = await newAccount(stack, 100);
    const member = await keyOf(a, 'member');
    const before = (data(await call(stack, 'GET', '/keys', { key: a.apiKey })).keys as Json[]).find((k) => k.id === member.id)!;
    expect(before.lastUsedAt).toBeNull();
    const chat = await call(stack, 'POST', '/advisor/chat', { key: member.key, body: { messages: [{ role: 'user', content: 'Hello there' }] } });
    expect(chat.status).toBe(200);
    const after = (data(await call(stack, 'GET', '/keys', { key: a.apiKey })).keys as Json[]).find((k) => k.id === member.id)!;
    expect(String(after.lastUsedAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(Date.now() - Date.parse(String(after.lastUsedAt))).toBeLessThan(120_000);
    const record = await stack.deps.stores.keys.findById(member.id);
    expect(record?.lastUsedAt).toBe(after.lastUsedAt);
  });
});

describe('usage and the ledger', () => {
  it('usage per day, route and key sums to the ledger after a mixed workload (charges, a refund, settle, release), nothing else counted', async () => {
    const a = await newAccount(stack, 200);
    const member = await keyOf(a, 'member');
    for (let i = 0; i < 3; i++) expect((await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: { birthDate: '1990-07-15' } })).status).toBe(200);
    expect((await call(stack, 'POST', '/calculators/big-3', { key: member.key, body: LONDON_1990 })).status).toBe(200);
    expect((await call(stack, 'POST', '/test/fail', { key: member.key, body: {} })).status).toBe(500); // charged 3, refunded 3
    expect((await call(stack, 'POST', '/test/dynamic', { key: member.key, body: { reserve: 10, keep: 4 } })).status).toBe(200); // settle 4, 6 back
    expect((await call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body: { reserve: 5, keep: 0 } })).status).toBe(200); // release 5
    expect((await call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body: { reserve: 5, keep: 0, failAfter: true } })).status).toBe(500); // released
    await addCredits(stack.deps.stores, a.accountId, 50); // a top-up: not usage
    expect((await call(stack, 'POST', '/calculators/life-path', { key: member.key, body: { birthDate: 'bad' } })).status).toBe(400); // refused: nothing

    const rows = await allRows(a.accountId);
    const usageRows = rows.filter((r) => ['charge', 'settle', 'refund', 'reserve', 'release'].includes(r.kind));
    const ledgerNet = -usageRows.reduce((s, r) => s + r.delta, 0);
    expect(ledgerNet).toBe(3 + 1 + 4); // the refunded charge and the releases net to nothing
    const today = new Date().toISOString().slice(0, 10);

    for (const groupBy of ['day', 'route', 'key'] as const) {
      const r = await call(stack, 'GET', `/usage?groupBy=${groupBy}`, { key: a.apiKey });
      expect(r.status).toBe(200);
      const u = data(r) as { from: string; to: string; groupBy: string; groups: (Json & { key: string; net: number })[]; total: Json };
      expect(u.groupBy).toBe(groupBy);
      expect(u.to).toBe(today);
      expect(u.total).toEqual({ requests: 6, charged: 11, refunded: 3, released: 16, net: 8 });
      expect(u.groups.reduce((s, g) => s + g.net, 0)).toBe(ledgerNet);
      for (const f of ['requests', 'charged', 'refunded', 'released'] as const) expect(u.groups.reduce((s, g) => s + Number(g[f]), 0)).toBe(u.total[f]);
      if (groupBy === 'day') {
        expect(u.groups).toHaveLength(30);
        expect(u.groups.at(-1)).toMatchObject({ key: today, net: 8 });
      }
      if (groupBy === 'key') {
        // usage of an account under the account, with the key that made it
        expect(u.groups.find((g) => g.key === a.keyId)).toMatchObject({ requests: 3, charged: 3, refunded: 0, released: 10, net: 3 });
        expect(u.groups.find((g) => g.key === member.id)).toMatchObject({ requests: 3, charged: 8, refunded: 3, released: 6, net: 5 });
      }
      if (groupBy === 'route') {
        expect(u.groups.find((g) => g.key === 'calculators-life-path')).toMatchObject({ requests: 3, charged: 3, net: 3 });
        expect(u.groups.find((g) => g.key === 'test-fails-after-charge')).toMatchObject({ requests: 1, charged: 3, refunded: 3, net: 0 });
      }
    }
    // a range without the workload is empty; a bad range is 400
    const past = data(await call(stack, 'GET', '/usage?from=2026-01-01&to=2026-01-31&groupBy=route', { key: a.apiKey }));
    expect(past).toMatchObject({ groups: [], total: { requests: 0, net: 0 } });
    for (const q of ['from=2026-02-30', 'from=2026-03-01&to=2026-02-01', 'from=2024-01-01&to=2026-01-01', 'to=yesterday']) {
      const r = await call(stack, 'GET', `/usage?${q}`, { key: a.apiKey });
      expect(r.status, q).toBe(400);
      expect(r.body.error).toBe('Invalid date');
    }
    expect((await call(stack, 'GET', '/usage?groupBy=month', { key: a.apiKey })).body.error).toBe('Invalid request');
  });

  it('pages the ledger newest first with an opaque cursor: every row once, the same as the table', async () => {
    const a = await newAccount(stack, 100);
    for (let i = 0; i < 7; i++) await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: { birthDate: '1990-07-15' } });
    // right after the calls, before the journal is copied: the ledger already shows them
    const fresh = data(await call(stack, 'GET', '/ledger?limit=100', { key: a.apiKey }));
    expect((fresh.entries as Json[]).filter((e) => e.type === 'charge')).toHaveLength(7);
    const rows = await allRows(a.accountId);
    const seen: Json[] = [];
    let page: string | null = null;
    let pages = 0;
    do {
      const r = await call(stack, 'GET', `/ledger?limit=3${page ? `&page=${page}` : ''}`, { key: a.apiKey });
      expect(r.status).toBe(200);
      const d = data(r) as { entries: Json[]; nextPage: string | null };
      expect(d.entries.length).toBeLessThanOrEqual(3);
      seen.push(...d.entries);
      page = d.nextPage;
      pages++;
    } while (page);
    expect(pages).toBe(3);
    expect(seen.map((e) => e.id)).toEqual(rows.map((r) => r.entryId).sort().reverse());
    const charge = seen.find((e) => e.type === 'charge')!;
    expect(charge).toMatchObject({ delta: -1, credits: 1, route: 'calculators-life-path', keyId: a.keyId, requestId: expect.any(String) });
    expect(seen.at(-1)).toMatchObject({ type: 'opening', delta: 100, route: null, keyId: null });
    const today = new Date().toISOString().slice(0, 10);
    expect((data(await call(stack, 'GET', `/ledger?from=${today}&to=${today}`, { key: a.apiKey })).entries as Json[]).length).toBe(8);
    expect((data(await call(stack, 'GET', '/ledger?to=2020-01-01', { key: a.apiKey })).entries as Json[]).length).toBe(0);
    for (const q of ['page=bm9wZQ', 'limit=0', 'limit=101']) expect((await call(stack, 'GET', `/ledger?${q}`, { key: a.apiKey })).body.error, q).toBe('Invalid pagination');
  });

  it('an organization’s usage is under the organization, with the key that made it; its admin sees every key’s rows', async () => {
    const org = await newAccount(stack, 100, 'organization');
    const admin = await keyOf(org, 'admin');
    const alice = await keyOf(org, 'member', 'alice');
    const bob = await keyOf(org, 'member', 'bob');
    for (const [k, n] of [[alice.key, 2], [bob.key, 3]] as const) {
      for (let i = 0; i < n; i++) expect((await call(stack, 'POST', '/calculators/life-path', { key: k, body: { birthDate: '1990-07-15' } })).status).toBe(200);
    }
    await stack.deps.journal?.drain();
    const rows = await ledgerOf(stack, org.accountId);
    expect(rows.map((r) => r.accountId)).toEqual(rows.map(() => org.accountId));
    const u = data(await call(stack, 'GET', '/usage?groupBy=key', { key: admin.key })) as { groups: Json[] };
    expect(u.groups).toEqual([
      expect.objectContaining({ key: bob.id, requests: 3, net: 3 }),
      expect.objectContaining({ key: alice.id, requests: 2, net: 2 }),
    ]);
    const ledger = data(await call(stack, 'GET', '/ledger', { key: admin.key })) as { entries: Json[] };
    expect(new Set(ledger.entries.filter((e) => e.type === 'charge').map((e) => e.keyId))).toEqual(new Set([alice.id, bob.id]));
    expect(Number(data(await call(stack, 'GET', '/account', { key: admin.key })).balance)).toBe(95);
  });
});

// ------------------------------------------------------------------ export and deletion

const MARKERS = { fullName: 'Ada Augusta Lovelace', partner: 'Charles Babbage Testperson', keyName: 'ada-laptop', message: 'Will the analytical engine love me back?', account: 'test personal' };

/** One record of every kind on the account (and an Idempotency-Key answer with birth data). */
const fillAccount = async (a: TestAccount): Promise<{ blueprintId: string; horoscopeId: string; relationshipId: string; conversationId: string }> => {
  await keyOf(a, 'member', MARKERS.keyName);
  const bp = await call(stack, 'POST', '/generate-blueprint', {
    key: a.apiKey,
    body: { fullName: MARKERS.fullName, ...LONDON_1990, modules: { astrology: true, humanDesign: false, numerology: true } },
    headers: { 'Idempotency-Key': 'bp-ada' },
  });
  expect(bp.status).toBe(200);
  const blueprintId = String(data(bp).blueprintId);
  const tr = await call(stack, 'POST', '/transits', { key: a.apiKey, body: { blueprintId, period: 'day', date: '2026-11-23' } });
  expect(tr.status).toBe(200);
  const rel = await call(stack, 'POST', '/relationships', {
    key: a.apiKey,
    body: {
      people: [{ blueprintId }, { fullName: MARKERS.partner, birthDate: '1891-12-26', birthTime: '09:00', city: 'London', country: 'UK', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' }],
      modules: { synastry: true, composite: false, davison: false, humanDesign: false, numerology: true },
      saveToAccount: true,
    },
  });
  expect(rel.status, rel.text).toBe(200);
  const relationshipId = String(data(rel).relationshipId ?? data(rel).id);
  const chat = await call(stack, 'POST', '/advisor/chat', { key: a.apiKey, body: { messages: [{ role: 'user', content: MARKERS.message }] } });
  expect(chat.status).toBe(200);
  const life = await call(stack, 'POST', '/calculators/big-3', { key: a.apiKey, body: LONDON_1990, headers: { 'Idempotency-Key': 'big3-ada' } });
  expect(life.status).toBe(200);
  return { blueprintId, horoscopeId: String(data(tr).id), relationshipId, conversationId: chat.headers.get('x-conversation-id')! };
};

/** Every item of every local table, binary attributes gunzipped where they are gzip (test-only scans). */
const everything = async (): Promise<{ table: string; item: Json; text: string }[]> => {
  const db = createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamo.endpoint });
  const out: { table: string; item: Json; text: string }[] = [];
  for (const t of TABLES) {
    let start: Json | undefined;
    do {
      const page = await db.send(new ScanCommand({ TableName: stack.deps.config.tableNames[t.id], ExclusiveStartKey: start }));
      for (const item of (page.Items ?? []) as Json[]) {
        const text = JSON.stringify(item, (_k, v: unknown) => {
          if (v instanceof Uint8Array) {
            try {
              return gunzipSync(v).toString('utf8');
            } catch {
              return Buffer.from(v).toString('utf8');
            }
          }
          return v instanceof Set ? [...(v as Set<unknown>)] : v;
        });
        out.push({ table: t.id, item, text });
      }
      start = page.LastEvaluatedKey;
    } while (start);
  }
  return out;
};

describe('GET /v1/account/export', () => {
  it('holds every record of the account, keys without secrets or hashes, and the whole ledger', async () => {
    const a = await newAccount(stack, 2000);
    const ids = await fillAccount(a);
    const r = await call(stack, 'GET', '/account/export', { key: a.apiKey });
    expect(r.status).toBe(200);
    const d = data(r) as { account: Json; keys: Json[]; blueprints: Json[]; horoscopes: Json[]; relationships: Json[]; conversations: Json[]; ledger: Json[] };
    expect(d.account).toMatchObject({ accountId: a.accountId, name: MARKERS.account, type: 'personal' });
    expect(d.keys.map((k) => k.name)).toContain(MARKERS.keyName);
    expect(d.keys).toHaveLength(2);
    expect(r.text).not.toContain(a.apiKey);
    expect(r.text).not.toContain('keyHash');
    const bp = d.blueprints.find((b) => b.blueprintId === ids.blueprintId)!;
    expect(bp).toMatchObject({ fullName: MARKERS.fullName });
    expect(JSON.stringify(bp.content)).toContain('lifePath'); // the content merged in, decoded
    expect(d.blueprints).toHaveLength(1);
    expect(d.horoscopes.map((h) => h.transitId)).toEqual([ids.horoscopeId]);
    expect(d.relationships.map((x) => x.relationshipId)).toEqual([ids.relationshipId]);
    expect(JSON.stringify(d.relationships)).toContain(MARKERS.partner);
    expect(d.conversations.some((c) => c.conversationId === ids.conversationId)).toBe(true);
    expect(JSON.stringify(d.conversations)).toContain(MARKERS.message);
    expect(r.text).not.toContain('"receipt"');
    // the ledger: every row of the account (the opening balance included)
    const rows = await allRows(a.accountId);
    expect(d.ledger.map((e) => e.id).sort()).toEqual(rows.map((x) => x.entryId).sort());
  });
});

describe('DELETE /v1/account', () => {
  it('is refused with 409 while a paid request of the account is running, and nothing is deleted', async () => {
    const a = await newAccount(stack, 100);
    const slow = call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body: { reserve: 10, keep: 3, delayMs: 1500 } });
    // wait until its hold is open
    for (let i = 0; i < 100 && Object.keys((await stack.deps.stores.accounts.get(a.accountId))!.holds).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const del = await call(stack, 'DELETE', '/account', { key: a.apiKey, body: { confirm: a.accountId } });
    expect(del.status).toBe(409);
    expect(del.body.error).toBe('Work in progress');
    expect((await slow).status).toBe(200);
    expect(Number(data(await call(stack, 'GET', '/account', { key: a.apiKey })).balance)).toBe(97);
    // once it has ended, the deletion goes through and forfeits what is left
    const done = await call(stack, 'DELETE', '/account', { key: a.apiKey, body: { confirm: a.accountId } });
    expect(done.status).toBe(200);
    expect(data(done).creditsForfeited).toBe(97);
  });

  it('deletes every personal record, revokes every key (401 everywhere), forfeits the balance in the ledger, keeps money rows without personal data', async () => {
    const a = await newAccount(stack, 2000);
    const bystander = await newAccount(stack, 50);
    const byIds = await fillAccount(bystander);
    const ids = await fillAccount(a);
    const member = await keyOf(a, 'member');
    expect(JSON.stringify((await everything()).filter((x) => x.text.includes(a.accountId)))).toContain(MARKERS.message);

    // a member key or a wrong confirmation deletes nothing
    expect((await call(stack, 'DELETE', '/account', { key: member.key, body: { confirm: a.accountId } })).status).toBe(403);
    for (const body of [{}, { confirm: bystander.accountId }]) {
      const r = await call(stack, 'DELETE', '/account', { key: a.apiKey, body });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('Invalid request');
    }
    const balance = Number(data(await call(stack, 'GET', '/account', { key: a.apiKey })).balance);
    expect(balance).toBeGreaterThan(0);

    const del = await call(stack, 'DELETE', '/account', { key: a.apiKey, body: { confirm: a.accountId } });
    expect(del.status, del.text).toBe(200);
    expect(data(del)).toMatchObject({
      accountId: a.accountId,
      deleted: true,
      keysRevoked: 3,
      creditsForfeited: balance,
      recordsDeleted: { blueprints: 1, horoscopes: 1, relationships: 1, conversations: 1, idempotencyRecords: expect.any(Number), requestLog: expect.any(Number) },
    });
    // the records of saved items go with them; the big-3 answer kept under its Idempotency-Key is found by its owner
    expect((data(del).recordsDeleted as Json).idempotencyRecords).toBeGreaterThanOrEqual(1);

    // every key of the account: 401 with the invalid-key error, on every kind of route
    for (const k of [a.apiKey, member.key]) {
      for (const [method, path, body] of [
        ['GET', '/account'],
        ['POST', '/calculators/life-path', { birthDate: '1990-07-15' }],
        ['GET', `/blueprints/${ids.blueprintId}`],
        ['GET', '/keys'],
        ['POST', '/keys', { role: 'member' }],
        ['GET', '/account/export'],
        ['GET', `/advisor/conversations/${ids.conversationId}`],
        ['POST', '/advisor/chat', { messages: [{ role: 'user', content: 'hello?' }] }],
        ['DELETE', '/account', { confirm: a.accountId }],
      ] as const) {
        const r = await call(stack, method, path, { key: k, ...(body ? { body } : {}) });
        expect(r.status, `${method} ${path}`).toBe(401);
        expect(r.body.error).toBe('Invalid API key');
      }
    }

    // nothing personal of the account in any table (all scanned)
    await stack.deps.journal?.drain();
    const all = await everything();
    const mine = all.filter((x) => x.text.includes(a.accountId));
    for (const m of Object.values(MARKERS)) {
      const left = mine.filter((x) => x.text.includes(m));
      expect(left.map((x) => `${x.table}: ${x.text.slice(0, 200)}`), m).toEqual([]);
    }
    for (const x of mine) {
      expect(['accounts', 'keys', 'ledger'], `${x.table}: ${x.text.slice(0, 200)}`).toContain(x.table);
      if (x.table === 'keys') expect(x.item).toMatchObject({ revokedAt: expect.any(String) });
      if (x.table === 'keys') expect(x.item.name).toBeUndefined();
      if (x.table === 'ledger') {
        for (const f of ['keyId', 'via', 'note']) expect(x.item[f], `${f} in ${x.text}`).toBeUndefined();
      }
    }
    // the bystander's Idempotency-Key answers are still there
    expect(all.filter((x) => x.table === 'idempotency' && x.text.includes(MARKERS.fullName)).length).toBeGreaterThan(0);
    // the account item: a tombstone, balance 0 after the forfeit row; the ledger still adds up
    const tomb = mine.find((x) => x.table === 'accounts')!.item;
    expect(tomb).toMatchObject({ accountId: a.accountId, balance: 0, deletedAt: expect.any(String) });
    expect(tomb.name).toBeUndefined();
    const rows = await stack.deps.stores.ledger.listByAccount(a.accountId);
    expect(rows.filter((r) => r.kind === 'forfeit')).toEqual([expect.objectContaining({ credits: balance, delta: -balance })]);
    expect(rows.filter((r) => r.kind === 'charge').length).toBeGreaterThan(0);
    expect((await audit(stack.deps.stores, a.accountId))?.agree).toBe(true);

    // the other account is untouched
    expect((await call(stack, 'GET', `/blueprints/${byIds.blueprintId}`, { key: bystander.apiKey })).status).toBe(200);
    expect((await call(stack, 'GET', `/advisor/conversations/${byIds.conversationId}`, { key: bystander.apiKey })).status).toBe(200);
    expect((data(await call(stack, 'GET', '/keys', { key: bystander.apiKey })).keys as Json[]).map((k) => k.name)).toContain(MARKERS.keyName);
  });
});
