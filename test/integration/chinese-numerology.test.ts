/**
 * The Chinese routes and the numerology report end to end over HTTP: prices, answers checked
 * against the API description (call() does it) and against the cores, the language of the
 * meanings, blueprintId, bad input refused with its error string and nothing charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { initEphemeris } from '#shared/astro/ephemeris';
import { balanceOf, call, LONDON_1990, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;

beforeAll(async () => {
  initEphemeris();
  stack = await startTestStack();
  acct = await newAccount(stack, 1_000);
});
afterAll(async () => {
  await stack?.close();
});

type Json = Record<string, unknown>;
const post = (path: string, body: unknown, headers?: Record<string, string>) => call(stack, 'POST', path, { key: acct.apiKey, body, ...(headers ? { headers } : {}) });
const get = (path: string) => call(stack, 'GET', path, { key: acct.apiKey });
const BEIJING = { city: 'Beijing', country: 'China', latitude: 39.9042, longitude: 116.4074, timezone: 'Asia/Shanghai' };

describe('POST /chinese/bazi', () => {
  it('1 credit: the pillars either side of 立春 1984 (23:19 Beijing), the boundary named, luck pillars with sex', { timeout: 120_000 }, async () => {
    const before = await balanceOf(stack, acct.accountId);
    const early = await post('/chinese/bazi', { ...BEIJING, birthDate: '1984-02-04', birthTime: '23:00' });
    expect(early.status).toBe(200);
    const e = early.body.data as Json;
    expect((e.pillars as Record<string, Json>).year).toMatchObject({ stem: 'gui', branch: 'hai', animal: 'pig' });
    expect((e.boundaries as Json).within2h).toEqual(expect.arrayContaining([expect.objectContaining({ pillar: 'year', cause: 'lichun' })]));
    expect(early.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
    const late = await post('/chinese/bazi', { ...BEIJING, birthDate: '1984-02-04', birthTime: '23:40', sex: 'male', at: '2026-11-28' });
    const l = late.body.data as Json;
    const pillars = l.pillars as Record<string, Json>;
    expect(pillars.year).toMatchObject({ stem: 'jia', branch: 'zi', animal: 'rat', naYin: { id: 'hai_zhong_jin' } });
    expect(pillars.month).toMatchObject({ stem: 'bing', branch: 'yin' });
    // after 23:00 the day pillar is the next day's (the early rat hour)
    expect(pillars.hour).toMatchObject({ branch: 'zi' });
    expect((l.luckPillars as Json[]).length).toBe(10);
    expect(l.currentLuckPillar).not.toBeNull();
  });

  it('answers an unknown birth time with three pillars, and a saved blueprint by its id', { timeout: 120_000 }, async () => {
    const r = await post('/chinese/bazi', { ...BEIJING, birthDate: '2000-01-01', timeUnknown: true });
    expect(r.status).toBe(200);
    expect(((r.body.data as Json).pillars as Json).hour).toBeNull();
    const bp = await post('/generate-blueprint', { fullName: 'Ada Lovelace', ...LONDON_1990, modules: { astrology: true, humanDesign: false, numerology: false } });
    expect(bp.status, JSON.stringify(bp.body)).toBe(200);
    const id = (bp.body.data as Json).blueprintId as string;
    const byId = await post('/chinese/bazi', { blueprintId: id });
    const direct = await post('/chinese/bazi', LONDON_1990);
    expect((byId.body.data as Json).pillars).toEqual((direct.body.data as Json).pillars);
  });

  it('refuses bad options with their error and charges nothing', { timeout: 120_000 }, async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/chinese/bazi', { ...LONDON_1990, hourBoundary: '22:00' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Invalid request body');
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});

describe('GET /chinese/calendar and /chinese/solar-terms', () => {
  it('free: 2026-02-17 is the first day of the first month of 丙午, a horse year', { timeout: 120_000 }, async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await get('/chinese/calendar?date=2026-02-17');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ lunar: { year: { number: 2026, stem: 'bing', branch: 'wu', animal: 'horse' }, month: { number: 1, leap: false }, day: 1 }, solarTerm: { current: { id: 'lichun' }, next: { id: 'yushui' } } });
    const terms = await get('/chinese/solar-terms?year=2027');
    expect(terms.status).toBe(200);
    const list = (terms.body.data as Json).terms as Json[];
    expect(list.map((t) => t.id).slice(0, 3)).toEqual(['xiaohan', 'dahan', 'lichun']);
    expect(list[2]!.moment as string).toMatch(/^2027-02-04T\d\d:\d\d:\d\dZ$/);
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
    const bad = await get('/chinese/solar-terms?year=1700');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Date out of range');
  });
});

describe('POST /numerology/report', () => {
  it('1 credit: the numbers with their meanings in the request’s language, the current name beside them', { timeout: 120_000 }, async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/numerology/report', { fullName: 'John Winston Lennon', birthDate: '1940-10-09', currentName: 'John Ono Lennon', date: '2026-11-28' });
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    expect(d.lifePath).toMatchObject({ number: 6 });
    expect(d.karmicDebt).toEqual([expect.objectContaining({ number: 14, in: 'lifePath' })]);
    expect((d.currentName as Json).expression).toMatchObject({ number: expect.any(Number) });
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
    const de = await post('/numerology/report', { fullName: 'John Winston Lennon', birthDate: '1940-10-09', system: 'chaldean', language: 'de' });
    expect(de.headers.get('content-language')).toBe('de');
    expect(((de.body.data as Json).lifePath as Json).meaning).toMatch(/^Dein Lebensweg dreht sich um /);
    const hi = await post('/numerology/report', { fullName: 'मोहनदास करमचंद गांधी', birthDate: '1869-10-02', language: 'hi' });
    expect(hi.status).toBe(200);
    expect(((hi.body.data as Json).name as Json).transliteration).toMatchObject({ scripts: ['devanagari'], letters: 'MOHANADASA KARAMACAMDA GAMDHI' });
    expect(((hi.body.data as Json).expression as Json).meaning).toMatch(/[\u0900-\u097f]/);
  });

  it('takes a stored subject instead of the name and birth date', { timeout: 120_000 }, async () => {
    const put = await call(stack, 'PUT', '/subjects/ada-1815', { key: acct.apiKey, body: { name: 'Augusta Ada King', ...LONDON_1990, birthDate: '1815-12-10' } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const bySubject = await post('/numerology/report', { subject: 'ada-1815', date: '2026-11-28' });
    expect(bySubject.status, JSON.stringify(bySubject.body)).toBe(200);
    const direct = await post('/numerology/report', { fullName: 'Augusta Ada King', birthDate: '1815-12-10', date: '2026-11-28' });
    expect(bySubject.body.data).toEqual(direct.body.data);
  });

  it('refuses a script it cannot count with 400 "Unsupported script" and charges nothing', { timeout: 120_000 }, async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/numerology/report', { fullName: '毛泽东', birthDate: '1893-12-26' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Unsupported script');
    const typo = await post('/numerology/report', { fullNam: 'Ada Lovelace', birthDate: '1815-12-10' });
    expect(typo.status).toBe(400);
    expect(typo.body.error).toBe('Unknown field');
    const none = await post('/numerology/report', { birthDate: '1815-12-10' });
    expect(none.body.error).toBe('Missing required field: fullName');
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});
