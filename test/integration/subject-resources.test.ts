/**
 * Subjects as resources (issue 44, docs/subjects.md) on the local stack: a subject created once with
 * PUT is used by the natal chart, a blueprint, the Vedic chart, transits, a PNG wheel, a feed and the
 * advisor without its birth data being sent again (each answer the same as with the birth data
 * sent); GET, the paged list, PATCH (a correction recomputes nothing and says so); the limit; and the
 * deletion leaves nothing of the subject in any table of the local store.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdvisorServices } from '#shared/advisor/services';
import { loadConfig } from '#shared/config';
import type { LocalStack } from '#shared/http/local-stack';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { TABLES } from '#shared/store/tables';
import { call, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

process.env.AI_LOG = 'off';

let stack: LocalStack;
beforeAll(async () => {
  delete process.env.ANTHROPIC_API_KEY;
  delete process.env.ANTHROPIC_BASE_URL;
  setAdvisorServices();
  stack = await startTestStack({ config: { logLevel: 'error', advisor: { ...loadConfig().advisor, freeMessages: 0, offlineChunkMs: 0 } } });
});
afterAll(async () => {
  await stack?.close();
});

/** Sun in Libra (Liverpool, 1940-10-09 18:30). */
const JOHN = { birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
const SUBJECT = 'user-john #1';
const path = (s: string): string => `/subjects/${encodeURIComponent(s)}`;

const png = async (a: TestAccount, body: unknown): Promise<{ status: number; type: string | null; bytes: Buffer }> => {
  const res = await fetch(`${stack.api.url}/images/natal-wheel`, { method: 'POST', headers: { Authorization: `Bearer ${a.apiKey}`, 'Content-Type': 'application/json', Accept: 'image/png' }, body: JSON.stringify(body) });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};

/** Every item of the local store (all tables) that mentions the text. */
const itemsMentioning = async (text: string): Promise<string[]> => {
  const db = createDocumentClient({ region: stack.deps.config.region, endpoint: stack.deps.config.dynamodbEndpoint });
  const found: string[] = [];
  for (const t of TABLES) {
    const r = await db.send(new ScanCommand({ TableName: stack.deps.config.tableNames[t.id] }));
    for (const it of r.Items ?? []) if (JSON.stringify(it).includes(text)) found.push(`${t.id}: ${JSON.stringify(it).slice(0, 120)}`);
  }
  return found;
};

describe('a subject created once with PUT', { timeout: 180_000 }, () => {
  let a: TestAccount;
  beforeAll(async () => {
    a = await newAccount(stack, 10_000);
  });

  it('is created, read, listed; its birth data stand in for the birth fields on every route; deleting it leaves nothing', async () => {
    const put = await call(stack, 'PUT', path(SUBJECT), { key: a.apiKey, body: { name: 'John Test', ...JOHN, metadata: { plan: 'gold' } } });
    expect(put.status, put.text).toBe(200);
    expect(put.body.data).toMatchObject({ subject: SUBJECT, name: 'John Test', birthTime: '18:30', city: 'Liverpool', metadata: { plan: 'gold' } });
    expect((put.body.meta as { created: boolean }).created).toBe(true);
    const again = await call(stack, 'PUT', path(SUBJECT), { key: a.apiKey, body: { name: 'John Test', ...JOHN, metadata: { plan: 'gold' } } });
    expect(again.status).toBe(200);
    expect((again.body.meta as { created: boolean }).created).toBe(false);
    const got = await call(stack, 'GET', path(SUBJECT), { key: a.apiKey });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ subject: SUBJECT, birthDate: '1940-10-09', latitude: 53.4084 });
    // free, like the other record routes
    expect((got.body.meta as { creditsUsed: number }).creditsUsed).toBe(0);

    // the natal chart: the same data as with the birth data sent
    const byBirth = await call(stack, 'POST', '/calculators/natal-chart', { key: a.apiKey, body: JOHN });
    const bySubject = await call(stack, 'POST', '/calculators/natal-chart', { key: a.apiKey, body: { subject: SUBJECT } });
    expect(bySubject.status).toBe(200);
    expect(bySubject.body.data).toEqual(byBirth.body.data);
    expect((bySubject.body.data as { chart: { celestialBodies: { sun: { sign: string } } } }).chart.celestialBodies.sun.sign).toBe('libra');

    // a blueprint: saved with the subject, its name the subject's display name
    const bp = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { subject: SUBJECT, modules: { astrology: true, humanDesign: true, numerology: true } } });
    expect(bp.status).toBe(200);
    const blueprintId = (bp.body.data as { blueprintId: string }).blueprintId;
    const saved = await call(stack, 'GET', `/blueprints/${blueprintId}`, { key: a.apiKey });
    expect(saved.body.data).toMatchObject({ blueprint: { subject: SUBJECT, name: 'John Test', birthDate: '1940-10-09', birthTime: '18:30' } });

    // the Vedic chart
    const vedicBirth = await call(stack, 'POST', '/vedic/chart', { key: a.apiKey, body: JOHN });
    const vedicSubject = await call(stack, 'POST', '/vedic/chart', { key: a.apiKey, body: { subject: SUBJECT } });
    expect(vedicSubject.status).toBe(200);
    expect((vedicSubject.body.data as { lagna: unknown }).lagna).toEqual((vedicBirth.body.data as { lagna: unknown }).lagna);

    // transits (saved with the subject)
    const week = { period: 'week', date: '2026-03-02', includeAI: false };
    const trBirth = await call(stack, 'POST', '/transits', { key: a.apiKey, body: { ...JOHN, ...week, saveToAccount: false } });
    const trSubject = await call(stack, 'POST', '/transits', { key: a.apiKey, body: { subject: SUBJECT, ...week, saveToAccount: true } });
    expect(trSubject.status).toBe(200);
    expect((trSubject.body.data as { transits: unknown }).transits).toEqual((trBirth.body.data as { transits: unknown }).transits);

    // a PNG wheel: the same picture
    const wheelBirth = await png(a, { ...JOHN, format: 'png', fullName: 'John Test' });
    const wheelSubject = await png(a, { subject: SUBJECT, format: 'png' });
    expect(wheelSubject.status).toBe(200);
    expect(wheelSubject.type).toBe('image/png');
    expect(wheelSubject.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(wheelSubject.bytes.equals(wheelBirth.bytes)).toBe(true);

    // a feed of the subject (its newest blueprint)
    const feed = await call(stack, 'POST', '/calendars', { key: a.apiKey, body: { subject: SUBJECT, kinds: ['transits'] } });
    expect(feed.status).toBe(201);
    expect(feed.body.data).toMatchObject({ blueprintId, subject: SUBJECT });
    const ics = await fetch((feed.body.data as { url: string }).url);
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');

    // the advisor: grounded on the subject's blueprint (the offline advisor names the Sun sign)
    const chat = await call(stack, 'POST', '/advisor/chat', { key: a.apiKey, body: { subject: SUBJECT, messages: [{ role: 'user', content: 'Tell me about me' }] } });
    expect(chat.status).toBe(200);
    expect(chat.headers.get('x-advisor-mode')).toBe('personal');
    expect(/Your Sun is in (\w+)/.exec(chat.text)?.[1]).toBe('Libra');

    // an unknown subject: 404, nothing charged
    const before = (await call(stack, 'GET', '/account', { key: a.apiKey })).body.data as { balance: number };
    const missing = await call(stack, 'POST', '/calculators/natal-chart', { key: a.apiKey, body: { subject: 'nobody' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Subject not found');
    expect(((await call(stack, 'GET', '/account', { key: a.apiKey })).body.data as { balance: number }).balance).toBe(before.balance);

    // the deletion: nothing of the subject is left in any table
    expect((await itemsMentioning(SUBJECT)).length).toBeGreaterThan(0);
    const del = await call(stack, 'DELETE', path(SUBJECT), { key: a.apiKey });
    expect(del.status).toBe(200);
    expect((del.body.data as { recordsDeleted: Record<string, number> }).recordsDeleted).toMatchObject({ subjects: 1, blueprints: 1, horoscopes: 1 });
    expect(await itemsMentioning(SUBJECT)).toEqual([]);
    expect(await itemsMentioning(blueprintId)).toEqual([]);
    expect((await call(stack, 'GET', path(SUBJECT), { key: a.apiKey })).status).toBe(404);
    expect((await call(stack, 'POST', '/calculators/natal-chart', { key: a.apiKey, body: { subject: SUBJECT } })).status).toBe(404);
  });

  it('PATCH corrects the birth time: nothing recomputed, the saved blueprint keeps its birth data, the answer says so', async () => {
    const s = 'patched';
    expect((await call(stack, 'PUT', path(s), { key: a.apiKey, body: { ...JOHN, name: 'Pat', timeUnknown: true, birthTime: undefined } })).status).toBe(200);
    const shown = (await call(stack, 'GET', path(s), { key: a.apiKey })).body.data as Record<string, unknown>;
    expect(shown.timeUnknown).toBe(true);
    expect(shown.birthTime).toBeUndefined();
    // a route that needs the time refuses the unknown-time subject as it refuses such birth data
    const vedic = await call(stack, 'POST', '/vedic/kp', { key: a.apiKey, body: { subject: s } });
    expect(vedic.status).toBe(400);
    const bp = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { subject: s, modules: { astrology: true, humanDesign: false, numerology: false } } });
    expect(bp.status).toBe(200);
    const patched = await call(stack, 'PATCH', path(s), { key: a.apiKey, body: { birthTime: '06:15', metadata: { tier: 'x' } } });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ birthTime: '06:15', birthDataChanged: true, savedWork: { blueprints: 1 }, metadata: { tier: 'x' } });
    expect((patched.body.data as { timeUnknown?: boolean }).timeUnknown).toBeUndefined();
    const kept = await call(stack, 'GET', `/blueprints/${(bp.body.data as { blueprintId: string }).blueprintId}`, { key: a.apiKey });
    expect((kept.body.data as { blueprint: { timeUnknown?: boolean } }).blueprint.timeUnknown).toBe(true);
    // the name alone changes no birth data
    const renamed = await call(stack, 'PATCH', path(s), { key: a.apiKey, body: { name: 'Renamed', metadata: { tier: '' } } });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', birthDataChanged: false, metadata: {} });
    expect((await call(stack, 'PATCH', path('absent'), { key: a.apiKey, body: { name: 'x' } })).status).toBe(404);
  });

  it('lists a page at a time in id order; bad input is 400', async () => {
    const b = await newAccount(stack, 100);
    for (const s of ['c', 'a', 'b']) expect((await call(stack, 'PUT', path(s), { key: b.apiKey, body: JOHN })).status).toBe(200);
    const first = await call(stack, 'GET', '/subjects?limit=2', { key: b.apiKey });
    expect(first.body.data).toMatchObject({ hasMore: true, nextStartingAfter: 'b' });
    expect((first.body.data as { subjects: { subject: string }[] }).subjects.map((x) => x.subject)).toEqual(['a', 'b']);
    const next = await call(stack, 'GET', '/subjects?limit=2&startingAfter=b', { key: b.apiKey });
    expect(next.body.data).toMatchObject({ hasMore: false, nextStartingAfter: null, subjects: [{ subject: 'c' }] });
    expect((await call(stack, 'PUT', path('bad'), { key: b.apiKey, body: { ...JOHN, metadata: { k: 'v'.repeat(501) } } })).body.error).toBe('Invalid metadata');
    expect((await call(stack, 'PUT', path('bad'), { key: b.apiKey, body: { ...JOHN, birthDate: '1940-13-09' } })).status).toBe(400);
    expect((await call(stack, 'GET', '/subjects', { key: b.apiKey })).body.data).toMatchObject({ hasMore: false });
  });
});
