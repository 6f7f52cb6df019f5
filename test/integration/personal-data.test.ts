/**
 * Personal data can be deleted (README, Personal data and retention): DELETE of a saved horoscope
 * and of an advisor conversation (owner only, free, counted like every free route); deleting a
 * blueprint also deletes the Idempotency-Key record of its creation (a replay runs again instead
 * of returning the deleted chart) and the horoscopes computed from it; saved horoscopes computed
 * from birth data name their source with strings (spec 2.5); idempotency and daily records carry
 * the TTL attribute their tables expire them by.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { tableSpec } from '#shared/store/tables';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, LONDON_1990, newAccount, startTestStack, type Reply, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
/** Every Idempotency-Key record of this file is written after this moment (epoch s). */
const fileStarted = Math.floor(Date.now() / 1000);
beforeAll(async () => {
  stack = await startTestStack({ config: { advisor: { ...(await import('#shared/config')).loadConfig().advisor, offlineChunkMs: 0 } } });
});
afterAll(async () => {
  await stack?.close();
});

const db = () => createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamo.endpoint });
/** Test-only look into a table (a scan is fine here). */
const itemsOf = async (table: 'idempotency' | 'daily' | 'transits' | 'relationships'): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    // a Scan page stops at 1 MB read: read every page
    const page = await db().send(new ScanCommand({ TableName: stack.deps.config.tableNames[table], ConsistentRead: true, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

const blueprintBody = { fullName: 'Ada Lovelace', ...LONDON_1990, modules: { astrology: true, humanDesign: false, numerology: false } };
const saveHoroscope = async (a: TestAccount, body: Record<string, unknown>, idem?: string): Promise<string> => {
  const r = await call(stack, 'POST', '/transits', { key: a.apiKey, body: { period: 'day', date: '2026-11-23', saveToAccount: true, ...body }, ...(idem ? { headers: { 'Idempotency-Key': idem } } : {}) });
  expect(r.status).toBe(200);
  return (r.body.data as { id: string }).id;
};
const remaining = (r: Reply) => Number(r.headers.get('x-ratelimit-remaining'));

const ONO = { fullName: 'Yoko Ono', birthDate: '1933-02-18', birthTime: '20:30', city: 'Tokyo', country: 'Japan', latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' };
const LENNON = { fullName: 'John Winston Lennon', birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
const SYNASTRY = { synastry: true, numerology: true };
const createRelationship = (a: TestAccount, people: unknown[], idem?: string): Promise<Reply> =>
  call(stack, 'POST', '/relationships', { key: a.apiKey, body: { people, modules: SYNASTRY }, ...(idem ? { headers: { 'Idempotency-Key': idem } } : {}) });
const relationshipIdOf = (r: Reply): string => {
  expect(r.status).toBe(200);
  return (r.body.data as { relationshipId: string }).relationshipId;
};

describe('DELETE /v1/transits/{id}', () => {
  it('deletes the owner’s horoscope, free and counted; another account’s id, an unknown id and a second delete are 404', async () => {
    const owner = await newAccount(stack, 20);
    const other = await newAccount(stack, 20);
    const id = await saveHoroscope(owner, LONDON_1990);
    const before = await balanceOf(stack, owner.accountId);

    const foreign = await call(stack, 'DELETE', `/transits/${id}`, { key: other.apiKey });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Transit not found');
    expect((await call(stack, 'GET', `/transits/${id}`, { key: owner.apiKey })).status).toBe(200);

    const first = await call(stack, 'GET', '/account', { key: owner.apiKey });
    const del = await call(stack, 'DELETE', `/transits/${id}`, { key: owner.apiKey });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ success: true, data: { id, deleted: true } });
    // counted in the key's window like every free route, and free
    expect(remaining(del)).toBe(remaining(first) - 1);
    expect(await balanceOf(stack, owner.accountId)).toBe(before);

    expect((await call(stack, 'GET', `/transits/${id}`, { key: owner.apiKey })).status).toBe(404);
    expect(((await call(stack, 'GET', '/transits/list', { key: owner.apiKey })).body.data as { transits: unknown[] }).transits).toEqual([]);
    expect((await call(stack, 'DELETE', `/transits/${id}`, { key: owner.apiKey })).status).toBe(404);
    expect((await call(stack, 'DELETE', '/transits/tr_unknown', { key: owner.apiKey })).body.error).toBe('Transit not found');
    expect((await call(stack, 'DELETE', `/transits/${id}`, {})).status).toBe(401);
  });

  it('deletes the Idempotency-Key record of its creation: the replay runs again (and saves a new one)', async () => {
    const a = await newAccount(stack, 20);
    const id = await saveHoroscope(a, LONDON_1990, 'horoscope-1');
    const replay = await call(stack, 'POST', '/transits', { key: a.apiKey, body: { period: 'day', date: '2026-11-23', saveToAccount: true, ...LONDON_1990 }, headers: { 'Idempotency-Key': 'horoscope-1' } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await call(stack, 'DELETE', `/transits/${id}`, { key: a.apiKey })).status).toBe(200);
    const again = await call(stack, 'POST', '/transits', { key: a.apiKey, body: { period: 'day', date: '2026-11-23', saveToAccount: true, ...LONDON_1990 }, headers: { 'Idempotency-Key': 'horoscope-1' } });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect((again.body.data as { id: string }).id).not.toBe(id);
  });
});

describe('DELETE /v1/relationships/{id}', () => {
  it('deletes the Idempotency-Key records of its creation: the replay runs again, charged, with a new id', async () => {
    const a = await newAccount(stack, 20);
    const id = relationshipIdOf(await createRelationship(a, [LENNON, ONO], 'rel-1'));
    const replay = await createRelationship(a, [LENNON, ONO], 'rel-1');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(relationshipIdOf(replay)).toBe(id);
    // the key's answer and its attempt's claim both name the relationship (what the delete must remove)
    const naming = async () => (await itemsOf('idempotency')).filter((it) => JSON.stringify(it).includes(id));
    expect((await naming()).map((it) => String(it.id).startsWith('work#')).sort()).toEqual([false, true]);

    expect((await call(stack, 'DELETE', `/relationships/${id}`, { key: a.apiKey })).status).toBe(200);
    expect(await naming()).toEqual([]);
    const balance = await balanceOf(stack, a.accountId);
    const again = await createRelationship(a, [LENNON, ONO], 'rel-1');
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    const newId = relationshipIdOf(again);
    expect(newId).not.toBe(id);
    expect(await balanceOf(stack, a.accountId)).toBe(balance! - 3);
    expect((await call(stack, 'GET', `/relationships/${newId}`, { key: a.apiKey })).status).toBe(200);
    expect((await call(stack, 'GET', `/relationships/${id}`, { key: a.apiKey })).status).toBe(404);
  });
});

describe('DELETE /v1/advisor/conversations/{id}', () => {
  it('deletes the owner’s conversation with its messages, free and counted; another account’s id is 404', async () => {
    const owner = await newAccount(stack, 50);
    const other = await newAccount(stack, 50);
    const chat = await call(stack, 'POST', '/advisor/chat', { key: owner.apiKey, body: { messages: [{ role: 'user', content: 'What is the sky like today?' }] } });
    expect(chat.status).toBe(200);
    const id = chat.headers.get('x-conversation-id')!;
    expect((await call(stack, 'GET', `/advisor/conversations/${id}`, { key: owner.apiKey })).status).toBe(200);
    const before = await balanceOf(stack, owner.accountId);

    const foreign = await call(stack, 'DELETE', `/advisor/conversations/${id}`, { key: other.apiKey });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Conversation not found');
    expect((await call(stack, 'GET', `/advisor/conversations/${id}`, { key: owner.apiKey })).status).toBe(200);

    const first = await call(stack, 'GET', '/account', { key: owner.apiKey });
    const del = await call(stack, 'DELETE', `/advisor/conversations/${id}`, { key: owner.apiKey });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ success: true, data: { id, deleted: true } });
    expect(remaining(del)).toBe(remaining(first) - 1);
    expect(await balanceOf(stack, owner.accountId)).toBe(before);

    expect((await call(stack, 'GET', `/advisor/conversations/${id}`, { key: owner.apiKey })).status).toBe(404);
    const list = await call(stack, 'GET', '/advisor/conversations', { key: owner.apiKey });
    expect((list.body.data as { conversations: unknown[] }).conversations).toEqual([]);
    expect((await call(stack, 'DELETE', `/advisor/conversations/${id}`, { key: owner.apiKey })).status).toBe(404);
    expect((await call(stack, 'DELETE', '/advisor/conversations/conv_unknown', { key: owner.apiKey })).status).toBe(404);
  });
});

describe('deleting a blueprint deletes its personal data everywhere', () => {
  it('its creation replayed with its Idempotency-Key runs again instead of returning the deleted chart; its horoscopes are gone', async () => {
    const a = await newAccount(stack, 100);
    const create = () => call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: blueprintBody, headers: { 'Idempotency-Key': 'bp-ada' } });
    const first = await create();
    expect(first.status).toBe(200);
    const bp = (first.body.data as { blueprintId: string }).blueprintId;
    expect((await create()).headers.get('idempotent-replayed')).toBe('true');

    // two horoscopes computed from it (one with its own Idempotency-Key), one from birth data
    const fromBp = await saveHoroscope(a, { blueprintId: bp }, 'tr-ada');
    await saveHoroscope(a, { blueprintId: bp, period: 'week' });
    const fromBirth = await saveHoroscope(a, LONDON_1990);
    const listed = await call(stack, 'GET', '/transits/list', { key: a.apiKey });
    expect((listed.body.data as { transits: { blueprintName: string }[] }).transits.filter((t) => t.blueprintName === 'Ada Lovelace')).toHaveLength(2);

    const del = await call(stack, 'DELETE', `/blueprints/${bp}`, { key: a.apiKey });
    expect(del.status).toBe(200);
    expect((await call(stack, 'GET', `/blueprints/${bp}`, { key: a.apiKey })).status).toBe(404);

    // the list shows nothing of the deleted blueprint: no name, no birth data from it
    const after = await call(stack, 'GET', '/transits/list', { key: a.apiKey });
    const items = (after.body.data as { transits: Array<{ id: string; blueprintId: string; blueprintName: string }> }).transits;
    expect(items.map((t) => t.id)).toEqual([fromBirth]);
    expect(JSON.stringify(after.body)).not.toContain('Ada Lovelace');
    expect((await call(stack, 'GET', `/transits/${fromBp}`, { key: a.apiKey })).status).toBe(404);
    expect((await itemsOf('transits')).filter((t) => t.blueprintId === bp)).toEqual([]);

    // the replay of the creation is a new request: a new blueprint, charged again, not the deleted one
    const balance = await balanceOf(stack, a.accountId);
    const replay = await create();
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBeNull();
    expect((replay.body.data as { blueprintId: string }).blueprintId).not.toBe(bp);
    expect(await balanceOf(stack, a.accountId)).toBe(balance! - 1);
    // the horoscope's own record went too: its replay runs again, and the blueprint is gone
    const trReplay = await call(stack, 'POST', '/transits', { key: a.apiKey, body: { period: 'day', date: '2026-11-23', saveToAccount: true, blueprintId: bp }, headers: { 'Idempotency-Key': 'tr-ada' } });
    expect(trReplay.status).toBe(404);
    expect(trReplay.body.error).toBe('Blueprint not found');
  });

  it('the relationships made from it are deleted with their Idempotency-Key records; nothing shows the person by any route', async () => {
    const a = await newAccount(stack, 100);
    // a name no other test uses: the idempotency table is shared by the file's accounts
    const ada = (await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { ...blueprintBody, fullName: 'Augusta Ada King' } })).body.data as { blueprintId: string };
    const ono = (await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { ...ONO, modules: blueprintBody.modules } })).body.data as { blueprintId: string };
    const bp = ada.blueprintId;
    const withOno = relationshipIdOf(await createRelationship(a, [{ blueprintId: bp }, ONO], 'rel-ada'));
    const twoBlueprints = relationshipIdOf(await createRelationship(a, [{ blueprintId: ono.blueprintId }, { blueprintId: bp }]));
    const unrelated = relationshipIdOf(await createRelationship(a, [LENNON, { blueprintId: ono.blueprintId }]));
    const got = await call(stack, 'GET', `/relationships/${withOno}`, { key: a.apiKey });
    expect(JSON.stringify(got.body)).toContain('Augusta Ada King');
    expect(JSON.stringify(got.body)).toContain('London, UK');
    expect(JSON.stringify(await itemsOf('idempotency'))).toContain('Augusta Ada King');

    expect((await call(stack, 'DELETE', `/blueprints/${bp}`, { key: a.apiKey })).status).toBe(200);

    // the person's name, birth date, time and place: in no answer of the relationship routes
    const personal = ['Augusta Ada King', LONDON_1990.birthDate, 'London', bp];
    const list = await call(stack, 'GET', '/relationships/list', { key: a.apiKey });
    expect((list.body.data as { relationships: { id: string }[] }).relationships.map((r) => r.id)).toEqual([unrelated]);
    for (const id of [withOno, twoBlueprints]) {
      const r = await call(stack, 'GET', `/relationships/${id}`, { key: a.apiKey });
      expect(r.status).toBe(404);
      expect(r.body.error).toBe('Relationship not found');
    }
    const kept = await call(stack, 'GET', `/relationships/${unrelated}`, { key: a.apiKey });
    expect(kept.status).toBe(200);
    for (const s of personal) {
      expect(JSON.stringify(list.body)).not.toContain(s);
      expect(JSON.stringify(kept.body)).not.toContain(s);
    }
    // nor in the tables: no relationship item, no link, no Idempotency-Key record names them
    const tableText = JSON.stringify((await itemsOf('relationships')).filter((it) => it.ownerId === a.accountId));
    for (const s of [...personal, withOno, twoBlueprints]) expect(tableText).not.toContain(s);
    expect(tableText).toContain(unrelated);
    const idemText = JSON.stringify(await itemsOf('idempotency'));
    for (const s of ['Augusta Ada King', withOno]) expect(idemText).not.toContain(s);
    // the creation replayed with its key runs again: the blueprint is gone, so 404, not the deleted relationship
    const replay = await createRelationship(a, [{ blueprintId: bp }, ONO], 'rel-ada');
    expect(replay.status).toBe(404);
    expect(replay.body.error).toBe('Blueprint not found');
    // deleting the other blueprint afterwards finds only what is left of it
    expect((await call(stack, 'DELETE', `/blueprints/${ono.blueprintId}`, { key: a.apiKey })).status).toBe(200);
    expect((await call(stack, 'GET', `/relationships/${unrelated}`, { key: a.apiKey })).status).toBe(404);
    expect(await itemsOf('relationships').then((items) => items.filter((it) => it.ownerId === a.accountId))).toEqual([]);
  });

  it('the answers kept under an Idempotency-Key of requests that named it without saving anything are deleted too', async () => {
    const a = await newAccount(stack, 100);
    const name = 'Ada Byron Unsaved';
    const bp = ((await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { ...blueprintBody, fullName: name } })).body.data as { blueprintId: string }).blueprintId;
    const keyed = (path: string, body: Record<string, unknown>, idem: string) => call(stack, 'POST', path, { key: a.apiKey, body, headers: { 'Idempotency-Key': idem } });
    const requests: [string, Record<string, unknown>, string][] = [
      ['/relationships', { people: [{ blueprintId: bp }, ONO], modules: SYNASTRY, saveToAccount: false }, 'unsaved-rel'],
      ['/transits', { blueprintId: bp, period: 'day', date: '2026-11-23', saveToAccount: false }, 'unsaved-tr'],
      ['/predictive/solar-return', { blueprintId: bp, year: 2026 }, 'unsaved-sr'],
    ];
    for (const [path, body, idem] of requests) {
      const first = await keyed(path, body, idem);
      expect(first.status, path).toBe(200);
      const replay = await keyed(path, body, idem);
      expect(replay.headers.get('idempotent-replayed'), path).toBe('true');
    }
    expect(JSON.stringify(await itemsOf('idempotency'))).toContain(name);
    // nothing was saved: only the Idempotency-Key records keep the person's data
    expect(((await call(stack, 'GET', '/relationships/list', { key: a.apiKey })).body.data as { relationships: unknown[] }).relationships).toEqual([]);

    expect((await call(stack, 'DELETE', `/blueprints/${bp}`, { key: a.apiKey })).status).toBe(200);
    const idem = await itemsOf('idempotency');
    expect(JSON.stringify(idem)).not.toContain(name);
    expect(idem.filter((it) => String(it.id).includes(bp))).toEqual([]);
    // each replay runs again and finds no blueprint: nothing of the person comes back
    for (const [path, body, key] of requests) {
      const replay = await keyed(path, body, key);
      expect(replay.status, path).toBe(404);
      expect(replay.body.error, path).toBe('Blueprint not found');
      expect(JSON.stringify(replay.body), path).not.toContain(name);
    }
  });

  it('another account’s blueprint id deletes nothing', async () => {
    const owner = await newAccount(stack, 20);
    const other = await newAccount(stack, 20);
    const r = await call(stack, 'POST', '/generate-blueprint', { key: owner.apiKey, body: blueprintBody });
    const bp = (r.body.data as { blueprintId: string }).blueprintId;
    const tr = await saveHoroscope(owner, { blueprintId: bp });
    expect((await call(stack, 'DELETE', `/blueprints/${bp}`, { key: other.apiKey })).status).toBe(404);
    expect((await call(stack, 'GET', `/blueprints/${bp}`, { key: owner.apiKey })).status).toBe(200);
    expect((await call(stack, 'GET', `/transits/${tr}`, { key: owner.apiKey })).status).toBe(200);
  });
});

describe('saved horoscopes computed from birth data (spec 2.5: blueprintId and blueprintName are strings)', () => {
  it('list, metadata and get show an empty blueprintId and a name made of the birth data', async () => {
    const a = await newAccount(stack, 20);
    const id = await saveHoroscope(a, LONDON_1990);
    const expected = { id, blueprintId: '', blueprintName: 'Birth data 1990-07-15 14:30, London, UK' };
    expect((await call(stack, 'GET', '/transits/list', { key: a.apiKey })).body.data).toMatchObject({ transits: [expected] });
    expect((await call(stack, 'GET', '/transits/metadata', { key: a.apiKey })).body.data).toMatchObject({ transits: [expected] });
    expect((await call(stack, 'GET', `/transits/${id}`, { key: a.apiKey })).body.data).toMatchObject({ transit: expected });
  });
});

describe('records with a retention carry their TTL attribute', () => {
  it('an Idempotency-Key record carries `expiration` (24 h), the attribute its table expires by', async () => {
    const a = await newAccount(stack, 5);
    const r = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: { birthDate: '1990-07-15' }, headers: { 'Idempotency-Key': 'ttl-check' } });
    expect(r.status).toBe(200);
    const attr = tableSpec('idempotency').ttlAttribute!;
    expect(attr).toBe('expiration');
    const records = (await itemsOf('idempotency')).filter((it) => it.status === 'COMPLETED');
    expect(records.length).toBeGreaterThan(0);
    for (const rec of records) {
      expect(typeof rec[attr]).toBe('number');
      expect(rec[attr] as number).toBeGreaterThanOrEqual(fileStarted + 24 * 3600 - 5);
      expect(rec[attr] as number).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 24 * 3600 + 5);
    }
  });

  it('the day’s sky record and the sign horoscopes carry `expiresAt`, 35 days after their day', async () => {
    const a = await newAccount(stack, 5);
    expect((await call(stack, 'GET', '/horoscope/leo', { key: a.apiKey })).status).toBe(200);
    const attr = tableSpec('daily').ttlAttribute!;
    expect(attr).toBe('expiresAt');
    const records = (await itemsOf('daily')).filter((it) => !String(it.id).startsWith('lease#'));
    expect(records.map((it) => String(it.id))).toEqual(expect.arrayContaining([expect.stringMatching(/^day_/), expect.stringMatching(/^horoscope_.*_leo$/)]));
    for (const rec of records) {
      const day = /_(\d{4}-\d{2}-\d{2})/.exec(String(rec.id))![1]!;
      expect(rec[attr]).toBe(Date.parse(`${day}T00:00:00Z`) / 1000 + 35 * 86_400);
    }
  });
});
