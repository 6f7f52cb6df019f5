/**
 * An unknown birth time on the Moon-based Vedic routes (issue 44, docs/vedic.md "Unknown birth time"):
 * the gochar answers when the natal Moon keeps its sidereal sign over the whole birth day (the same
 * answer as any time of that day, flagged, with the Moon's range), else 400 "Moon changes sign on
 * birth date", nothing charged; the match answers when each unknown-time person's Moon keeps its
 * nakshatra and sign all day (else 400 naming the person); the routes that need the lagna or the
 * Moon's exact degree say why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;
beforeAll(async () => {
  stack = await startTestStack({ config: { logLevel: 'error' } });
  acct = await newAccount(stack, 1_000);
});
afterAll(async () => {
  await stack?.close();
});

type Json = Record<string, unknown>;
const post = (path: string, body: unknown) => call(stack, 'POST', path, { key: acct.apiKey, body });
const DELHI = { city: 'New Delhi', country: 'India', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const window = { from: '2026-01-01', to: '2036-01-01', grahas: ['saturn', 'jupiter'] };

describe('POST /vedic/gochar with timeUnknown', { timeout: 120_000 }, () => {
  it('the Moon in sidereal Aries all of 1990-07-16 (3.3° to 17.6°): the gochar of any time that day, flagged, with the Moon’s range', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/vedic/gochar', { ...DELHI, birthDate: '1990-07-16', timeUnknown: true, ...window });
    expect(r.status, r.text).toBe(200);
    const d = r.body.data as Json;
    expect(d.timeUnknown).toBe(true);
    expect((d.moon as Json).sign).toBe('aries');
    const range = d.moonRange as { from: Json; to: Json; signChanges: boolean };
    expect(range.signChanges).toBe(false);
    expect(range.from.sign).toBe('aries');
    expect(range.to.sign).toBe('aries');
    expect(range.from.longitude as number).toBeCloseTo(3.34, 1);
    expect(range.to.longitude as number).toBeCloseTo(17.57, 1);
    expect((d.warnings as Json[])[0]).toMatchObject({ code: 'birth_time_unknown' });
    expect(await balanceOf(stack, acct.accountId)).toBe(before! - 1);
    // Saturn's spells and the houses from the Moon are those of a birth at 00:30 or 23:30 that day
    for (const birthTime of ['00:30', '23:30']) {
      const known = await post('/vedic/gochar', { ...DELHI, birthDate: '1990-07-16', birthTime, ...window });
      expect(known.status).toBe(200);
      const k = known.body.data as Json;
      for (const field of ['sadeSati', 'kantakaShani', 'ashtamaShani', 'ingresses', 'start']) expect(d[field], `${birthTime} ${field}`).toEqual(k[field]);
      expect(k.timeUnknown).toBeUndefined();
    }
    // Aries natal Moon: Saturn's Sade Sati peak is its stay in Aries (2027-2030)
    expect((d.sadeSati as Json[]).some((s) => s.phase === 'peak' && s.sign === 'aries')).toBe(true);
  });

  it('the Moon leaves Aries for Taurus on 1990-07-17: 400 Moon changes sign on birth date, nothing charged', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/vedic/gochar', { ...DELHI, birthDate: '1990-07-17', timeUnknown: true, ...window });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Moon changes sign on birth date');
    expect(r.body.message).toContain('aries');
    expect(r.body.message).toContain('taurus');
    const fr = await call(stack, 'POST', '/vedic/gochar', { key: acct.apiKey, body: { ...DELHI, birthDate: '1990-07-17', timeUnknown: true, ...window }, headers: { 'Accept-Language': 'fr' } });
    expect(fr.body.error).toBe('Moon changes sign on birth date');
    expect(fr.body.message).toMatch(/Lune/);
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});

describe('POST /vedic/match with timeUnknown', { timeout: 120_000 }, () => {
  // 1990-02-19 in Delhi: the Moon 226.95° to 239.09°, Jyeshtha in Scorpio all day (one day of about 45 holds a nakshatra)
  const bride = { fullName: 'Asha', ...DELHI, birthDate: '1990-02-19' };
  const groom = { fullName: 'Ravi', ...DELHI, birthDate: '1990-03-15', birthTime: '10:00' };

  it('a bride whose Moon keeps Jyeshtha all day: the kootas of any time of that day, her Manglik dosha without the lagna', async () => {
    for (const system of ['ashtakoota', 'porutham'] as const) {
      const r = await post('/vedic/match', { people: [{ ...bride, timeUnknown: true }, groom], system });
      expect(r.status, r.text).toBe(200);
      const d = r.body.data as Json;
      const people = d.people as Json[];
      expect(people[0]).toMatchObject({ timeUnknown: true, moon: { sign: 'scorpio', nakshatra: expect.objectContaining({ name: 'Jyeshtha' }) } });
      expect((people[0]!.moonRange as { from: Json; to: Json }).from.longitude as number).toBeCloseTo(226.95, 1);
      expect((people[0]!.moonRange as { from: Json; to: Json }).to.longitude as number).toBeCloseTo(239.09, 1);
      expect(people[1]!.timeUnknown).toBeUndefined();
      const manglik = d.manglik as Json[];
      expect(manglik[0]!.fromLagna).toBeNull();
      expect(manglik[0]!.doshaFrom).not.toContain('lagna');
      expect(typeof manglik[1]!.fromLagna).toBe('boolean');
      for (const birthTime of ['00:30', '23:30']) {
        const known = await post('/vedic/match', { people: [{ ...bride, birthTime }, groom], system });
        expect(known.status).toBe(200);
        const k = known.body.data as Json;
        const fields = system === 'ashtakoota' ? ['kootas', 'total'] : ['count', 'poruthams', 'agreeing', 'doshas'];
        for (const f of fields) expect(d[f], `${system} ${birthTime} ${f}`).toEqual(k[f]);
      }
    }
  });

  it('a groom whose Moon changes nakshatra that day: 400 Moon changes nakshatra on birth date, naming him, nothing charged', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const { birthTime: _t, ...noTime } = { ...groom, birthDate: '1990-07-17' };
    const r = await post('/vedic/match', { people: [{ ...bride, birthTime: '08:00' }, { ...noTime, timeUnknown: true }] });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Moon changes nakshatra on birth date');
    expect(r.body.message).toContain('people[1]');
    expect(r.body.message).toContain('Ravi');
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});

describe('the routes that need the birth time say why', { timeout: 120_000 }, () => {
  it('dasha, strength, ashtakavarga, yogas, jaimini, lunar return, profections, firdaria: 400 Birth time required with the reason', async () => {
    const body = { ...DELHI, birthDate: '1990-07-16', timeUnknown: true };
    for (const [path, why] of [
      ['/vedic/dasha', 'exact degree'],
      ['/vedic/strength', 'lagna'],
      ['/vedic/ashtakavarga', 'lagna'],
      ['/vedic/yogas', 'lagna'],
      ['/vedic/jaimini', 'lagna'],
      ['/predictive/lunar-return', 'exact natal degree'],
      ['/predictive/profections', 'ascendant'],
      ['/predictive/firdaria', 'night birth'],
    ] as const) {
      const r = await post(path, body);
      expect(r.status, path).toBe(400);
      expect(r.body.error, path).toBe('Birth time required');
      expect(r.body.message, path).toContain(why);
    }
    const de = await call(stack, 'POST', '/vedic/dasha', { key: acct.apiKey, body, headers: { 'Accept-Language': 'de' } });
    expect(de.body.message).toContain('Lagna');
  });
});
