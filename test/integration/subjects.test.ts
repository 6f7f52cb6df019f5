/**
 * End users of an app (issue 34, docs/subjects.md) on the local stack: the advisor answers from
 * the chart it is pointed at (blueprintId or subject), over REST and MCP, and its conversations
 * remember whom they are about. The offline advisor (no Anthropic key) names the Sun sign of the
 * chart it was given, so the sign in the answer shows whose chart grounded it.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { gunzipSync } from 'node:zlib';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisorServices, setAdvisorServices } from '#shared/advisor/services';
import { loadConfig } from '#shared/config';
import type { LocalStack } from '#shared/http/local-stack';
import { MCP_PATH } from '#shared/mcp/server';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { TABLES } from '#shared/store/tables';
import { balanceOf, call, LONDON_1990, newAccount, startTestStack, type Reply, type TestAccount } from '#test/support/stack';

process.env.AI_LOG = 'off';

let stack: LocalStack;
beforeAll(async () => {
  delete process.env.ANTHROPIC_API_KEY;
  delete process.env.ANTHROPIC_BASE_URL;
  setAdvisorServices();
  stack = await startTestStack({ config: { advisor: { ...loadConfig().advisor, freeMessages: 0, offlineChunkMs: 0 } } });
});
afterAll(async () => {
  await stack?.close();
});

/** Sun in Cancer (London, 1990-07-15). */
const ADA = { fullName: 'Ada Test', ...LONDON_1990 };
/** Sun in Libra (Liverpool, 1940-10-09). */
const JOHN = { fullName: 'John Test', birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
const ALL = { astrology: true, humanDesign: true, numerology: true };

const saveBlueprint = async (a: TestAccount, person: Record<string, unknown>, subject?: string): Promise<string> => {
  const r = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { ...person, modules: ALL, ...(subject !== undefined ? { subject } : {}) } });
  expect(r.status).toBe(200);
  return (r.body.data as { blueprintId: string }).blueprintId;
};
const ask = (a: TestAccount, extra: Record<string, unknown> = {}, content = 'Tell me about me'): Promise<Reply> =>
  call(stack, 'POST', '/advisor/chat', { key: a.apiKey, body: { messages: [{ role: 'user', content }], ...extra } });
/** The Sun sign the offline advisor names. */
const sunOf = (r: Reply): string | undefined => /Your Sun is in (\w+)/.exec(r.text)?.[1];

describe('the advisor answers from the chart it is pointed at', () => {
  let a: TestAccount;
  let ada: string;
  let john: string;
  beforeAll(async () => {
    a = await newAccount(stack, 1000);
    ada = await saveBlueprint(a, ADA, 'user-ada');
    // the newest blueprint of the account: the default grounding
    john = await saveBlueprint(a, JOHN, 'user-john');
  });

  it('by subject, by blueprintId, and without either from the account’s newest (today’s behaviour)', async () => {
    const bySubjectAda = await ask(a, { subject: 'user-ada' });
    expect(bySubjectAda.status).toBe(200);
    expect(bySubjectAda.headers.get('x-advisor-mode')).toBe('personal');
    expect(sunOf(bySubjectAda)).toBe('Cancer');
    expect(sunOf(await ask(a, { subject: 'user-john' }))).toBe('Libra');
    expect(sunOf(await ask(a, { blueprintId: ada }))).toBe('Cancer');
    expect(sunOf(await ask(a, { blueprintId: john }))).toBe('Libra');
    expect(sunOf(await ask(a, { blueprintId: ada, subject: 'user-ada' }))).toBe('Cancer');
    // neither: the newest completed blueprint of the account (John's)
    expect(sunOf(await ask(a))).toBe('Libra');
    // a subject without a blueprint: general mode, the conversation still saved with the subject
    const none = await ask(a, { subject: 'user-nobody' });
    expect(none.status).toBe(200);
    expect(none.headers.get('x-advisor-mode')).toBe('general');
  });

  it('a subject saved with PUT but without a blueprint: grounded on its birth data, cast in memory (nothing saved); an unknown time too (issue 44)', async () => {
    const { fullName: _n, ...johnBirth } = JOHN;
    expect((await call(stack, 'PUT', '/subjects/user-unsaved', { key: a.apiKey, body: { name: 'John Test', ...johnBirth } })).status).toBe(200);
    const r = await ask(a, { subject: 'user-unsaved' });
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get('x-advisor-mode')).toBe('personal');
    expect(sunOf(r)).toBe('Libra');
    // the same answer as from a blueprint of the same birth data (Ada's subject has one: Cancer; this one none)
    const saved = await call(stack, 'GET', '/blueprints/list?subject=user-unsaved', { key: a.apiKey });
    expect(saved.status).toBe(200);
    expect((saved.body.data as { blueprints: unknown[] }).blueprints).toEqual([]);
    const shown = await call(stack, 'GET', `/advisor/conversations/${r.headers.get('x-conversation-id')!}`, { key: a.apiKey });
    expect(shown.body.data).toMatchObject({ subject: 'user-unsaved' });
    expect((shown.body.data as { blueprintId?: unknown }).blueprintId ?? null).toBeNull();
    // no birth time: what holds over the day (the Sun's sign holds)
    const { birthTime: _t, ...day } = johnBirth;
    expect((await call(stack, 'PUT', '/subjects/user-unsaved-notime', { key: a.apiKey, body: { ...day, timeUnknown: true } })).status).toBe(200);
    const u = await ask(a, { subject: 'user-unsaved-notime' });
    expect(u.status, u.text).toBe(200);
    expect(u.headers.get('x-advisor-mode')).toBe('personal');
    expect(sunOf(u)).toBe('Libra');
  });

  it('the PDF takes subject: its newest completed blueprint; none is 404; neither field is 400 (issue 44)', async () => {
    const pdf = (body: unknown) => fetch(`${stack.api.url}/blueprint/pdf`, { method: 'POST', headers: { Authorization: `Bearer ${a.apiKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const bySubject = await pdf({ subject: 'user-ada' });
    expect(bySubject.status).toBe(200);
    expect(bySubject.headers.get('content-type')).toBe('application/pdf');
    const byId = await pdf({ blueprintId: ada });
    expect(bySubject.headers.get('content-disposition')).toBe(byId.headers.get('content-disposition'));
    expect(Buffer.from(await bySubject.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const none = await pdf({ subject: 'user-nobody' });
    expect(none.status).toBe(404);
    expect(((await none.json()) as { error: string }).error).toBe('Blueprint not found');
    expect((await pdf({ blueprintId: john, subject: 'user-ada' })).status).toBe(404);
    const neither = await pdf({});
    expect(neither.status).toBe(400);
    expect(((await neither.json()) as { error: string }).error).toBe('Missing required field: blueprintId');
  });

  it('a conversation remembers its blueprint and subject; continued without them, it keeps them', async () => {
    const first = await ask(a, { subject: 'user-ada' });
    const conversationId = first.headers.get('x-conversation-id')!;
    const shown = await call(stack, 'GET', `/advisor/conversations/${conversationId}`, { key: a.apiKey });
    expect(shown.body.data).toMatchObject({ conversationId, blueprintId: ada, subject: 'user-ada' });
    const listed = await call(stack, 'GET', '/advisor/conversations?limit=100', { key: a.apiKey });
    expect((listed.body.data as { conversations: Record<string, unknown>[] }).conversations.find((c) => c.conversationId === conversationId)).toMatchObject({ blueprintId: ada, subject: 'user-ada' });

    const next = await call(stack, 'POST', '/advisor/chat', {
      key: a.apiKey,
      body: { conversationId, messages: [{ role: 'user', content: 'Tell me about me' }, { role: 'assistant', content: first.text }, { role: 'user', content: 'And again?' }] },
    });
    expect(next.status).toBe(200);
    expect(sunOf(next)).toBe('Cancer');

    // by blueprintId: the conversation takes the subject the blueprint was saved with
    const byId = await ask(a, { blueprintId: john });
    const byIdConv = await call(stack, 'GET', `/advisor/conversations/${byId.headers.get('x-conversation-id')}`, { key: a.apiKey });
    expect(byIdConv.body.data).toMatchObject({ blueprintId: john, subject: 'user-john' });

    // another person in a continued conversation is refused: 400, nothing charged
    const before = await balanceOf(stack, a.accountId);
    const other = await ask(a, { conversationId, subject: 'user-john' });
    expect(other.status).toBe(400);
    expect(other.body.error).toBe('Invalid request');
    const otherId = await ask(a, { conversationId, blueprintId: john });
    expect(otherId.status).toBe(400);
    expect(await balanceOf(stack, a.accountId)).toBe(before);
    // a default conversation stores no target
    const plain = await ask(a);
    const plainConv = await call(stack, 'GET', `/advisor/conversations/${plain.headers.get('x-conversation-id')}`, { key: a.apiKey });
    expect(plainConv.body.data).not.toHaveProperty('blueprintId');
    expect(plainConv.body.data).not.toHaveProperty('subject');
  });

  it('the conversations list filters by subject', async () => {
    const b = await newAccount(stack, 500);
    await saveBlueprint(b, ADA, 'u1');
    await ask(b, { subject: 'u1' });
    await ask(b, { subject: 'u1' });
    await ask(b, { subject: 'u2' });
    await ask(b);
    const list = async (q: string) => (await call(stack, 'GET', `/advisor/conversations${q}`, { key: b.apiKey })).body.data as { conversations: { subject?: string }[]; pagination: { total: number } };
    expect((await list('')).pagination.total).toBe(4);
    const u1 = await list('?subject=u1');
    expect(u1.pagination.total).toBe(2);
    expect(u1.conversations.map((c) => c.subject)).toEqual(['u1', 'u1']);
    expect((await list('?subject=u2')).conversations.map((c) => c.subject)).toEqual(['u2']);
    expect((await list('?subject=U1')).pagination.total).toBe(0);
  });

  it('another account’s blueprint, an unknown id or a blueprint of another subject is 404 with nothing charged', async () => {
    const other = await newAccount(stack, 500);
    const before = await balanceOf(stack, other.accountId);
    const foreign = await ask(other, { blueprintId: ada });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Blueprint not found');
    expect((await ask(other, { blueprintId: 'bp_unknown' })).status).toBe(404);
    expect(await balanceOf(stack, other.accountId)).toBe(before);
    const mismatch = await ask(a, { blueprintId: ada, subject: 'user-john' });
    expect(mismatch.status).toBe(404);
    expect(mismatch.body.error).toBe('Blueprint not found');
    // no conversation was saved for the refused requests
    expect(((await call(stack, 'GET', '/advisor/conversations', { key: other.apiKey })).body.data as { conversations: unknown[] }).conversations).toEqual([]);
  });

  it('a subject that is not 1 to 128 printable characters is 400', async () => {
    for (const subject of ['', ' ', 'x'.repeat(129), 'a\nb', 'a\u0000b', 42]) {
      const r = await ask(a, { subject });
      expect(r.status, JSON.stringify(subject)).toBe(400);
      expect(r.body.error).toBe('Invalid request');
    }
    expect((await ask(a, { subject: 'x'.repeat(128) })).status).toBe(200);
  });

  it('the MCP tool ask_advisor takes subject and blueprintId too', async () => {
    const client = new Client({ name: 'subjects-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.api.url}${MCP_PATH}`), { requestInit: { headers: { Authorization: `Bearer ${a.apiKey}` } } }));
    const tool = (await client.listTools()).tools.find((t) => t.name === 'ask_advisor')!;
    expect(Object.keys(tool.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['blueprintId', 'subject']));
    const textOf = (r: Awaited<ReturnType<Client['callTool']>>): string => (r.content as { text?: string }[]).map((c) => c.text ?? '').join('\n');
    const sun = (r: Awaited<ReturnType<Client['callTool']>>): string | undefined => /Your Sun is in (\w+)/.exec(textOf(r))?.[1];
    const messages = [{ role: 'user', content: 'Tell me about me' }];
    expect(sun(await client.callTool({ name: 'ask_advisor', arguments: { messages, subject: 'user-ada' } }))).toBe('Cancer');
    expect(sun(await client.callTool({ name: 'ask_advisor', arguments: { messages, subject: 'user-john' } }))).toBe('Libra');
    expect(sun(await client.callTool({ name: 'ask_advisor', arguments: { messages, blueprintId: ada } }))).toBe('Cancer');
    const foreign = await client.callTool({ name: 'ask_advisor', arguments: { messages, blueprintId: 'bp_unknown' } });
    expect(foreign.isError).toBe(true);
    expect(textOf(foreign)).toMatch(/Blueprint not found/);
    await client.close();
  });

  it('the relationship tool of a subject’s answer sees only that subject’s people', async () => {
    const facts = await (await import('#shared/advisor/chat')).groundingFacts(advisorServices(stack.deps).blueprints, a.accountId, { subject: 'user-ada' });
    expect(facts?.people?.map((p) => p.blueprintId)).toEqual([ada]);
    const all = await (await import('#shared/advisor/chat')).groundingFacts(advisorServices(stack.deps).blueprints, a.accountId, {});
    expect(all?.people?.map((p) => p.blueprintId).sort()).toEqual([ada, john].sort());
  });
});

/** Every item of every table of the local store, as text (gzip attributes decoded): what a deletion must have removed. */
const everything = async (): Promise<{ table: string; text: string; ownerId: unknown }[]> => {
  const db = createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamo.endpoint });
  const decode = (v: unknown): unknown => {
    if (v instanceof Uint8Array) {
      try {
        return gunzipSync(v).toString('utf8');
      } catch {
        return Buffer.from(v).toString('utf8');
      }
    }
    if (v instanceof Set) return [...(v as Set<unknown>)];
    return v;
  };
  const out: { table: string; text: string; ownerId: unknown }[] = [];
  for (const t of TABLES) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new ScanCommand({ TableName: stack.deps.config.tableNames[t.id], ExclusiveStartKey: start }));
      for (const it of page.Items ?? []) out.push({ table: t.id, text: JSON.stringify(Object.fromEntries(Object.entries(it).map(([k, v]) => [k, decode(v)]))), ownerId: it.ownerId });
      start = page.LastEvaluatedKey;
    } while (start);
  }
  return out;
};

describe('end users: saved with a subject, listed, exported and deleted by subject', () => {
  const ALICE = { ...ADA, fullName: 'Alice Zyxwv' };
  const BOB = { ...JOHN, fullName: 'Bob Qrstu' };
  const CAROL = { ...ADA, fullName: 'Carol Mnopq' };
  let a: TestAccount;
  let other: TestAccount;
  const ids: Record<string, string> = {};
  const post = async (acc: TestAccount, path: string, body: Record<string, unknown>, idem?: string): Promise<Record<string, unknown>> => {
    const r = await call(stack, 'POST', path, { key: acc.apiKey, body, ...(idem ? { headers: { 'Idempotency-Key': idem } } : {}) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as Record<string, unknown>;
  };
  const horoscope = { period: 'day', date: '2026-11-23', saveToAccount: true };
  /** Birth data without the name (transits take none). */
  const birth = ({ fullName: _n, ...rest }: Record<string, unknown>) => rest;
  const rel = (people: unknown[], subject?: string) => ({ people, modules: { synastry: true, numerology: true }, ...(subject ? { subject } : {}) });

  beforeAll(async () => {
    a = await newAccount(stack, 5000);
    other = await newAccount(stack, 5000);
    ids.alice = await saveBlueprint(a, ALICE, 'subj-alice');
    ids.bob = await saveBlueprint(a, BOB, 'subj-bob');
    // Alice's records: saved with her subject (one with an Idempotency-Key), or made from her blueprint without one
    ids.aliceBirthHoroscope = String((await post(a, '/transits', { ...birth(ALICE), ...horoscope, subject: 'subj-alice' }, 'alice-h1')).id);
    ids.aliceBpHoroscope = String((await post(a, '/transits', { blueprintId: ids.alice, ...horoscope })).id);
    ids.aliceRel = String((await post(a, '/relationships', rel([ALICE, CAROL], 'subj-alice'), 'alice-r1')).relationshipId);
    ids.mixedRel = String((await post(a, '/relationships', rel([{ blueprintId: ids.alice }, BOB]))).relationshipId);
    expect((await ask(a, { subject: 'subj-alice' }, 'What about Alice Zyxwv?')).status).toBe(200);
    expect((await ask(a, { blueprintId: ids.alice })).status).toBe(200);
    // a request that names her blueprint and saves nothing keeps her chart in its Idempotency-Key record
    expect((await call(stack, 'POST', '/images/natal-wheel', { key: a.apiKey, body: { blueprintId: ids.alice, format: 'svg' }, headers: { 'Idempotency-Key': 'alice-img' } })).status).toBe(200);
    // Bob's records
    ids.bobHoroscope = String((await post(a, '/transits', { ...birth(BOB), ...horoscope, subject: 'subj-bob' }, 'bob-h1')).id);
    ids.bobRel = String((await post(a, '/relationships', rel([BOB, CAROL], 'subj-bob'))).relationshipId);
    expect((await ask(a, { subject: 'subj-bob' })).status).toBe(200);
    // another account with an end user of the same id: not touched
    ids.otherAlice = await saveBlueprint(other, CAROL, 'subj-alice');
    ids.otherHoroscope = String((await post(other, '/transits', { blueprintId: ids.otherAlice, ...horoscope })).id);
  });

  it('the lists filter by subject', async () => {
    const list = async (path: string, field: string) => ((await call(stack, 'GET', path, { key: a.apiKey })).body.data as Record<string, { id: string; subject?: string }[]>)[field]!;
    expect((await list('/blueprints/list?subject=subj-bob', 'blueprints')).map((b) => b.id)).toEqual([ids.bob]);
    expect((await list('/blueprints/list?subject=subj-alice', 'blueprints')).map((b) => [b.id, b.subject])).toEqual([[ids.alice, 'subj-alice']]);
    expect((await list('/blueprints/list', 'blueprints')).length).toBe(2);
    // a horoscope made from a blueprint takes its subject
    expect((await list('/transits/list?subject=subj-alice', 'transits')).map((t) => t.id).sort()).toEqual([ids.aliceBirthHoroscope, ids.aliceBpHoroscope].sort());
    expect((await list('/transits/list?subject=subj-bob', 'transits')).map((t) => t.id)).toEqual([ids.bobHoroscope]);
    expect((await list('/transits/metadata?subject=subj-bob', 'transits')).map((t) => t.id)).toEqual([ids.bobHoroscope]);
    expect((await list('/relationships/list?subject=subj-alice', 'relationships')).map((r) => r.id)).toEqual([ids.aliceRel]);
    expect((await list('/relationships/list', 'relationships')).length).toBe(3);
    expect((await list('/blueprints/list?subject=nobody', 'blueprints'))).toEqual([]);
    const bad = await call(stack, 'GET', `/blueprints/list?subject=${'x'.repeat(129)}`, { key: a.apiKey });
    expect(bad.status).toBe(400);
  });

  it('the export of one subject holds its records only', async () => {
    const r = await call(stack, 'GET', '/account/export?subject=subj-bob', { key: a.apiKey });
    expect(r.status).toBe(200);
    const d = r.body.data as Record<string, Record<string, unknown>[]> & { subject: string; accountId: string };
    expect(d.subject).toBe('subj-bob');
    expect(d.accountId).toBe(a.accountId);
    expect(d).not.toHaveProperty('keys');
    expect(d).not.toHaveProperty('ledger');
    expect(d.blueprints!.map((b) => b.blueprintId)).toEqual([ids.bob]);
    expect(d.horoscopes!.map((h) => h.transitId)).toEqual([ids.bobHoroscope]);
    expect(d.relationships!.map((x) => x.relationshipId)).toEqual([ids.bobRel]);
    expect(d.conversations!.map((c) => c.subject)).toEqual(['subj-bob']);
    expect(r.text).not.toMatch(/Alice Zyxwv|subj-alice/);
    // Alice's: her records and those made from her blueprint (the mixed relationship, the conversation about her blueprint)
    const alice = (await call(stack, 'GET', '/account/export?subject=subj-alice', { key: a.apiKey })).body.data as Record<string, Record<string, unknown>[]>;
    expect(alice.blueprints!.map((b) => b.blueprintId)).toEqual([ids.alice]);
    expect(alice.blueprints![0]!.astrology ?? alice.blueprints![0]!.content).toBeTruthy();
    expect(alice.horoscopes!.length).toBe(2);
    expect(alice.relationships!.map((x) => x.relationshipId).sort()).toEqual([ids.aliceRel, ids.mixedRel].sort());
    expect(alice.conversations!.length).toBe(2);
  });

  it('a subject’s export reduces the other person of a relationship to a label and the relationship’s results (issue 43 item 9)', async () => {
    const other = { label: 'the other person', withheld: 'name, birth data and place are not the subject’s: not exported' };
    const bobText = (await call(stack, 'GET', '/account/export?subject=subj-bob', { key: a.apiKey })).text;
    const bob = (JSON.parse(bobText) as { data: Record<string, Record<string, unknown>[]> }).data;
    const bobRel = bob.relationships!.find((x) => x.relationshipId === ids.bobRel)!;
    // Bob (given as birth data, the very person of his blueprint) in full, Carol a label
    expect(bobRel.people).toEqual([expect.objectContaining({ name: 'Bob Qrstu', birthDate: '1940-10-09', birthTime: '18:30' }), other]);
    expect(bobRel.reduced).toBe(true);
    expect(bobRel).not.toHaveProperty('content');
    const results = bobRel.results as { synastry: { score: unknown; harmony: unknown }; numerology: { compatibility: { score: number } } };
    expect(Object.keys(results).sort()).toEqual(['numerology', 'synastry']);
    expect(results.synastry.score).toBeTruthy();
    expect(typeof results.numerology.compatibility.score).toBe('number');
    expect(bobText).not.toMatch(/Carol Mnopq/);
    // Alice's: Carol (same birth moment as Alice, another name) and Bob are labels; Alice from her blueprint in full
    const aliceText = (await call(stack, 'GET', '/account/export?subject=subj-alice', { key: a.apiKey })).text;
    expect(aliceText).not.toMatch(/Carol Mnopq|Bob Qrstu|1940-10-09|Liverpool/);
    const alice = (JSON.parse(aliceText) as { data: Record<string, Record<string, unknown>[]> }).data;
    const mixed = alice.relationships!.find((x) => x.relationshipId === ids.mixedRel)!;
    expect(mixed.people).toEqual([expect.objectContaining({ name: 'Alice Zyxwv', blueprintId: ids.alice }), other]);
    const mine = alice.relationships!.find((x) => x.relationshipId === ids.aliceRel)!;
    expect(mine.people).toEqual([expect.objectContaining({ name: 'Alice Zyxwv', birthDate: '1990-07-15' }), other]);
    // the account's own export (owner) keeps everything
    expect((await call(stack, 'GET', '/account/export', { key: a.apiKey })).text).toMatch(/Carol Mnopq/);
  });

  it('refuses "." and ".." and values a URL path cannot carry as subject, wherever subject is accepted (issue 43 item 9)', async () => {
    const before = await balanceOf(stack, a.accountId);
    for (const subject of ['.', '..', 'org/alice', 'a\\b']) {
      const saved = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { ...ALICE, modules: { astrology: false, humanDesign: false, numerology: true }, subject } });
      expect([saved.status, saved.body.error], subject).toEqual([400, 'Invalid request']);
      expect(saved.text, subject).toContain('subject must be one URL path segment: not \\".\\" or \\"..\\", no / or \\\\');
      const listed = await call(stack, 'GET', `/blueprints/list?subject=${encodeURIComponent(subject)}`, { key: a.apiKey });
      expect(listed.status, subject).toBe(400);
      const exported = await call(stack, 'GET', `/account/export?subject=${encodeURIComponent(subject)}`, { key: a.apiKey });
      expect(exported.status, subject).toBe(400);
    }
    expect(await balanceOf(stack, a.accountId)).toBe(before);
    // sent raw (fetch would remove the dot segment itself): a "." never reaches the subject route, even
    // percent-encoded (URL parsing removes it: the path becomes /subjects, whose list takes no DELETE: 405;
    // `%2e%2E` goes one up, to no route: 404), which is why it is refused when saved; an encoded / is 400
    const { request } = await import('node:http');
    for (const [raw, expected] of [['%2E', 405], ['%2e%2E', 404], ['org%2Falice', 400]] as const) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(`${stack.api.url}/subjects/${raw}`, { method: 'DELETE', headers: { authorization: `Bearer ${a.apiKey}` } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
      expect(status, raw).toBe(expected);
    }
  });

  it('DELETE /v1/subjects/{subject} leaves nothing of the subject in any table and everything of the others', { timeout: 60_000 }, async () => {
    const before = await everything();
    type Found = Awaited<ReturnType<typeof everything>>;
    const mentions = (items: Found, s: string) => items.filter((i) => i.text.includes(s));
    expect(mentions(before, 'Alice Zyxwv').length).toBeGreaterThan(5);
    expect(mentions(before, 'alice-h1').length + mentions(before, ids.alice!).length).toBeGreaterThan(0);
    const keep = (items: Found) => items.filter((i) => [BOB.fullName, 'subj-bob', ids.bob!, ids.bobHoroscope!, ids.bobRel!, ids.otherAlice!, CAROL.fullName].some((m) => i.text.includes(m)) && !i.text.includes('Alice Zyxwv') && !i.text.includes(ids.alice!));
    const kept = keep(before).filter((i) => !['accounts', 'ledger', 'keys', 'rateLimits'].includes(i.table));
    const balance = await balanceOf(stack, a.accountId);

    const del = await call(stack, 'DELETE', '/subjects/subj-alice', { key: a.apiKey });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(del.body.data).toMatchObject({ subject: 'subj-alice', deleted: true, recordsDeleted: { blueprints: 1, horoscopes: 2, relationships: 2, conversations: 2 } });
    expect((del.body.data as { recordsDeleted: { idempotencyRecords: number } }).recordsDeleted.idempotencyRecords).toBeGreaterThanOrEqual(2);
    expect(await balanceOf(stack, a.accountId)).toBe(balance);

    const after = await everything();
    // nothing of Alice anywhere: her name, her blueprint's id, the records made from it, the answers kept for her Idempotency-Keys
    for (const marker of ['Alice Zyxwv', ids.alice!, ids.aliceBirthHoroscope!, ids.aliceBpHoroscope!, ids.aliceRel!, ids.mixedRel!]) {
      expect(mentions(after, marker).map((i) => `${i.table}: ${i.text.slice(0, 200)}`), marker).toEqual([]);
    }
    expect(after.filter((i) => i.text.includes('subj-alice')).every((i) => i.ownerId === other.accountId)).toBe(true);
    // everything of the others: Bob's records, the other account's Alice
    const afterTexts = new Set(after.map((i) => i.text));
    for (const i of kept) expect(afterTexts.has(i.text), `${i.table}: ${i.text.slice(0, 160)}`).toBe(true);
    expect((await call(stack, 'GET', `/blueprints/${ids.bob}`, { key: a.apiKey })).status).toBe(200);
    expect((await call(stack, 'GET', `/blueprints/${ids.otherAlice}`, { key: other.apiKey })).status).toBe(200);
    expect((await call(stack, 'GET', `/transits/${ids.otherHoroscope}`, { key: other.apiKey })).status).toBe(200);
    expect((await call(stack, 'GET', `/blueprints/${ids.alice}`, { key: a.apiKey })).status).toBe(404);
    // the replay of her saved horoscope's request runs again (its kept answer is gone)
    const replay = await call(stack, 'POST', '/transits', { key: a.apiKey, body: { ...birth(ALICE), ...horoscope, subject: 'subj-alice' }, headers: { 'Idempotency-Key': 'alice-h1' } });
    expect(replay.headers.get('idempotent-replayed')).toBeNull();
    // a second deletion finds nothing: zeros
    const again = await call(stack, 'DELETE', '/subjects/subj-alice', { key: a.apiKey });
    expect(again.body.data).toMatchObject({ recordsDeleted: { blueprints: 0, relationships: 0, conversations: 0 } });
    expect((again.body.data as { recordsDeleted: { horoscopes: number } }).recordsDeleted.horoscopes).toBe(1);
  });

  it('a bad subject in the path is 400; no key is 401', async () => {
    expect((await call(stack, 'DELETE', `/subjects/${encodeURIComponent('a\u0001b')}`, { key: a.apiKey })).status).toBe(400);
    expect((await call(stack, 'DELETE', `/subjects/${'y'.repeat(129)}`, { key: a.apiKey })).status).toBe(400);
    expect((await call(stack, 'DELETE', '/subjects/someone', {})).status).toBe(401);
  });
});
