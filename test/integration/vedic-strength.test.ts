/**
 * POST /vedic/ashtakavarga and POST /vedic/strength end to end over HTTP: prices, answers checked
 * against the API description (call() does it) and against the pure cores on the same positions,
 * the transit query, bad input refused with its error string and nothing charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { initEphemeris } from '#shared/astro/ephemeris';
import { birthMoment } from '#shared/astro/moment';
import { siderealPositions } from '#shared/vedic/chart';
import { computeStrength, strengthFactsAt } from '#shared/vedic/strength';
import { balanceOf, call, LONDON_1990, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;

beforeAll(async () => {
  initEphemeris();
  stack = await startTestStack();
  acct = await newAccount(stack, 1_000);
}, 180_000); // the stack starts slowly on a loaded 2-core machine
afterAll(async () => {
  await stack?.close();
});

type Json = Record<string, unknown>;
const post = (path: string, body: unknown, key = acct.apiKey) => call(stack, 'POST', path, { key, body });
const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
const total = (o: unknown) => Object.values(o as Record<string, number>).reduce((a, b) => a + b, 0);

describe('POST /vedic/ashtakavarga', () => {
  it('1 credit; the bhinna of the seven and the lagna by sign with their BPHS totals, the sarva 337, the reductions', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/vedic/ashtakavarga', LONDON_1990);
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    const bhinna = d.bhinna as Record<string, Json>;
    expect(Object.keys(bhinna)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'lagna']);
    expect(Object.keys(bhinna.sun!)).toEqual(SIGNS);
    expect(Object.fromEntries(Object.entries(bhinna).map(([k, v]) => [k, total(v)]))).toEqual({ sun: 48, moon: 49, mars: 39, mercury: 54, jupiter: 56, venus: 52, saturn: 39, lagna: 49 });
    expect(d.totals).toEqual({ sun: 48, moon: 49, mars: 39, mercury: 54, jupiter: 56, venus: 52, saturn: 39, lagna: 49 });
    expect(total(d.sarva)).toBe(337);
    expect(d.sarvaTotal).toBe(337);
    for (const s of SIGNS) expect((d.sarva as Json)[s]).toBe(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'].reduce((a, g) => a + (bhinna[g]![s] as number), 0));
    // the positions of the chart core: the Sun in sidereal Gemini on 1990-07-15
    expect((d.signs as Json).sun).toBe('gemini');
    const t = LONDON_1990 as unknown as { birthDate: string; birthTime: string; timezone: string; longitude: number; latitude: number };
    const pos = siderealPositions(birthMoment({ date: t.birthDate, time: t.birthTime, timezone: t.timezone, longitude: t.longitude }).jdUT, t.latitude, t.longitude, { ayanamsha: 'lahiri', nodeType: 'mean' });
    expect((d.signs as Json).lagna).toBe(SIGNS[Math.floor(pos.lagna / 30)]);
    for (const g of ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']) {
      for (const s of SIGNS) {
        expect(((d.trikonaShodhana as Record<string, Json>)[g]![s] as number) <= (bhinna[g]![s] as number)).toBe(true);
        expect(((d.ekadhipatyaShodhana as Record<string, Json>)[g]![s] as number) <= ((d.trikonaShodhana as Record<string, Json>)[g]![s] as number)).toBe(true);
      }
    }
    expect(d.transit).toBeUndefined();
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
  }, 120_000); // the first call loads the route's modules: slow on a loaded machine

  it('transit as a sign: the bindus of every ashtakavarga there; as a date: each graha’s sign then with its bindus', async () => {
    const base = (await post('/vedic/ashtakavarga', LONDON_1990)).body.data as Json;
    const bySign = (await post('/vedic/ashtakavarga', { ...LONDON_1990, transit: 'capricorn' })).body.data as Json;
    const tr = bySign.transit as Json;
    expect(tr.sign).toBe('capricorn');
    expect(tr.sarva).toBe((base.sarva as Json).capricorn);
    expect((tr.bhinna as Json).saturn).toBe(((base.bhinna as Record<string, Json>).saturn as Json).capricorn);
    const r = await post('/vedic/ashtakavarga', { ...LONDON_1990, transit: '2026-11-26' });
    expect(r.status).toBe(200);
    const td = (r.body.data as Json).transit as Json;
    expect(td.date).toBe('2026-11-26');
    expect(td.at).toBe('2026-11-26T00:00:00.000Z'); // 00:00 in London (GMT in November)
    const grahas = td.grahas as Record<string, Json>;
    // 2026-11-26: sidereal Saturn in Pisces (tropical Aries 0-ish minus ~24 degrees of ayanamsha)
    expect(grahas.saturn!.sign).toBe('pisces');
    for (const [g, v] of Object.entries(grahas)) {
      expect(v.bindus).toBe(((base.bhinna as Record<string, Json>)[g] as Json)[v.sign as string]);
      expect(v.sarva).toBe((base.sarva as Json)[v.sign as string]);
      const moon = SIGNS.indexOf((base.signs as Json).moon as string);
      expect(v.house).toBe(((SIGNS.indexOf(v.sign as string) - moon + 12) % 12) + 1);
    }
  });

  it('bad transit, ayanamsha, node: 400, nothing charged', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const cases: [Json, string][] = [
      [{ ...LONDON_1990, transit: 'capricornus' }, 'Invalid request body'],
      [{ ...LONDON_1990, transit: 12 }, 'Invalid request body'],
      [{ ...LONDON_1990, transit: '2026-02-30' }, 'Invalid date'],
      [{ ...LONDON_1990, transit: '2500-01-01' }, 'Date out of range'],
      [{ ...LONDON_1990, ayanamsha: 'nope' }, 'Invalid ayanamsha'],
      [{ ...LONDON_1990, nodeType: 'odd' }, 'Invalid node type'],
    ];
    for (const [body, error] of cases) {
      const x = await post('/vedic/ashtakavarga', body);
      expect(x.status, JSON.stringify(body)).toBe(400);
      expect(x.body.error).toBe(error);
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  }, 120_000);
});

describe('POST /vedic/strength', () => {
  it('2 credits; shadbala of the seven with every part, rupas, required, ratio; bhavabala 1..12; the core’s figures', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/vedic/strength', LONDON_1990);
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    const sb = d.shadbala as Record<string, Json>;
    expect(Object.keys(sb)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']);
    expect(Object.keys(sb.sun!.sthanaParts as Json)).toEqual(['uchcha', 'saptavargaja', 'ojhayugma', 'kendra', 'drekkana']);
    expect(Object.keys(sb.sun!.kalaParts as Json)).toEqual(['nathonnatha', 'paksha', 'tribhaga', 'abda', 'masa', 'vara', 'hora', 'ayana', 'yuddha']);
    expect(Object.fromEntries(Object.entries(sb).map(([g, v]) => [g, v.required]))).toEqual({ sun: 6.5, moon: 6, mars: 5, mercury: 7, jupiter: 6.5, venus: 5.5, saturn: 5 });
    const t = LONDON_1990 as unknown as { birthDate: string; birthTime: string; timezone: string; longitude: number; latitude: number };
    const core = computeStrength(strengthFactsAt(birthMoment({ date: t.birthDate, time: t.birthTime, timezone: t.timezone, longitude: t.longitude }).jdUT, t.latitude, t.longitude, { ayanamsha: 'lahiri', nodeType: 'mean' }));
    for (const g of Object.keys(sb)) {
      const c = core.shadbala[g as keyof typeof core.shadbala];
      expect(sb[g]!.total).toBeCloseTo(c.total, 2);
      expect(sb[g]!.rupas).toBeCloseTo(c.total / 60, 2);
      expect(sb[g]!.ratio).toBeCloseTo(c.ratio, 3);
      expect(Math.abs((sb[g]!.sthana as number) + (sb[g]!.dig as number) + (sb[g]!.kala as number) + (sb[g]!.chesta as number) + (sb[g]!.naisargika as number) + (sb[g]!.drik as number) - (sb[g]!.total as number))).toBeLessThan(0.05);
    }
    expect(Object.keys(d.bhavabala as Json)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect((d.bhavabala as Json)['1']).toBeCloseTo(core.bhavabala['1']!.total, 2);
    expect(r.body.meta).toMatchObject({ creditsUsed: 2, creditsRemaining: before! - 2 });
    // each graha's name in the answer's language beside its key: the transliteration, Devanagari in Hindi
    expect(Object.values(sb).map((v) => v.name)).toEqual(['Surya', 'Chandra', 'Mangala', 'Budha', 'Guru', 'Shukra', 'Shani']);
    const hi = (await post('/vedic/strength', { ...LONDON_1990, language: 'hi' })).body.data as { shadbala: Record<string, Json> };
    expect(Object.values(hi.shadbala).map((v) => v.name)).toEqual(['सूर्य', 'चंद्र', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि']);
    expect(hi.shadbala.mercury!.total).toBe(sb.mercury!.total);
  }, 120_000);

  it('bad input and a polar birth without sunrise: 400, nothing charged', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const cases: [Json, string][] = [
      [{ ...LONDON_1990, ayanamsha: 'nope' }, 'Invalid ayanamsha'],
      [{ ...LONDON_1990, birthDate: '1990-02-30' }, 'Invalid birth date'],
      [{ ...LONDON_1990, birthDate: '2026-12-21', birthTime: '12:00', latitude: 78.22, longitude: 15.65, timezone: 'Arctic/Longyearbyen', city: 'Longyearbyen', country: 'Norway' }, 'No sunrise'],
    ];
    for (const [body, error] of cases) {
      const x = await post('/vedic/strength', body);
      expect(x.status, JSON.stringify(body)).toBe(400);
      expect(x.body.error).toBe(error);
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  }, 120_000);
});
