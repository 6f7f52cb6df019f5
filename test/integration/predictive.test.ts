/**
 * The predictive routes end to end over HTTP: 2 credits each, answers checked against the API
 * description (call() does it) and against the ephemeris, bad input refused with its error string
 * and nothing charged; the chart options reach the natal-chart calculator too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { bodyPosition, initEphemeris, SE } from '#shared/astro/ephemeris';
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
const post = (path: string, body: unknown) => call(stack, 'POST', path, { key: acct.apiKey, body });
const arc = (a: number, b: number): number => Math.abs((((a - b) % 360) + 540) % 360 - 180);

describe('predictive routes', () => {
  it('solar return of 2026: the Sun on its natal longitude at the reported moment, 2 credits', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/predictive/solar-return', { ...LONDON_1990, year: 2026 });
    expect(r.status).toBe(200);
    const sr = (r.body.data as Json).solarReturn as Json;
    expect(String(sr.moment).slice(0, 7)).toBe('2026-07');
    expect(arc(bodyPosition(sr.jdUT as number, SE.SUN).longitude, sr.natalLongitude as number)).toBeLessThan(2e-4);
    expect(((sr.chart as Json).celestialBodies as Json).ascendant).toBeDefined();
    expect(r.body.meta).toMatchObject({ creditsUsed: 2, creditsRemaining: before! - 2 });
  });

  it('relocated sidereal solar return, next after a date', async () => {
    const r = await post('/predictive/solar-return', { ...LONDON_1990, date: '2030-01-01', location: { latitude: 40.7128, longitude: -74.006 }, zodiac: 'sidereal', ayanamsha: 'raman' });
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    expect((d.solarReturn as Json).location).toEqual({ latitude: 40.7128, longitude: -74.006, relocated: true });
    expect(d.settings).toMatchObject({ zodiac: 'sidereal', ayanamsha: 'raman' });
  });

  it('lunar returns of a month, and the next one', async () => {
    const month = await post('/predictive/lunar-return', { ...LONDON_1990, month: '2026-12' });
    expect(month.status).toBe(200);
    const list = (month.body.data as Json).lunarReturns as Json[];
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const x of list) expect(String(x.moment).slice(0, 7)).toMatch(/^2026-1[12]$/);
    const next = await post('/predictive/lunar-return', { ...LONDON_1990, date: '2026-12-01' });
    expect(((next.body.data as Json).lunarReturns as Json[])[0]!.moment).toBe(list[0]!.moment);
  });

  it('progressions and solar arc for a date', async () => {
    const p = await post('/predictive/progressions', { ...LONDON_1990, date: '2026-11-23', angles: 'naibod', houseSystem: 'porphyry' });
    expect(p.status).toBe(200);
    const pr = (p.body.data as Json).progressions as Json;
    expect(pr.angleMethod).toBe('naibod');
    expect(pr.age).toBeCloseTo(36.36, 1);
    expect((p.body.data as Json).settings).toMatchObject({ houseSystem: 'porphyry', zodiac: 'tropical' });
    const s = await post('/predictive/solar-arc', { ...LONDON_1990, date: '2026-11-23' });
    expect(s.status).toBe(200);
    const sa = (s.body.data as Json).solarArc as Json;
    expect(sa.arc).toBeCloseTo(pr.solarArc as number, 6);
  });

  it('refuses bad input with the error string and charges nothing', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const cases: [string, Json, string][] = [
      ['/predictive/solar-return', { ...LONDON_1990, year: 2399 }, 'Date out of range'],
      ['/predictive/solar-return', { ...LONDON_1990, year: 1980 }, 'Invalid date'],
      ['/predictive/lunar-return', { ...LONDON_1990, month: '2399-12' }, 'Date out of range'],
      ['/predictive/lunar-return', { ...LONDON_1990, month: '2026-13' }, 'Invalid date'],
      ['/predictive/progressions', { ...LONDON_1990, date: '1989-01-01' }, 'Invalid date'],
      ['/predictive/progressions', { ...LONDON_1990, birthDate: '1799-12-31' }, 'Date out of range'],
      ['/predictive/solar-arc', { ...LONDON_1990, zodiac: 'vedic' }, 'Invalid zodiac'],
      ['/predictive/solar-arc', { ...LONDON_1990, orbs: { trine: 20 } }, 'Invalid orbs'],
      ['/predictive/solar-return', { ...LONDON_1990, location: { latitude: 91, longitude: 0 } }, 'Invalid coordinates'],
    ];
    for (const [path, body, error] of cases) {
      const r = await post(path, body);
      expect(r.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(r.body.error).toBe(error);
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });

  it('the natal chart takes the chart options (sidereal Lahiri, Morinus, mean node)', async () => {
    const trop = await post('/calculators/natal-chart', LONDON_1990);
    const sid = await post('/calculators/natal-chart', { ...LONDON_1990, zodiac: 'sidereal', houseSystem: 'morinus', nodeType: 'mean' });
    expect(sid.status).toBe(200);
    const sun = (c: Reply) => (((c.body.data as Json).chart as Json).celestialBodies as Record<string, Json>).sun!.longitude as number;
    expect(arc(sun(trop) - sun(sid), 23.7)).toBeLessThan(0.1);
    expect((((sid.body.data as Json).chart as Json).houseSystem as Json).used).toBe('morinus');
  });

  it('blueprints: the astrology module takes the options; Human Design stays tropical and meta says so', async () => {
    const body = { ...LONDON_1990, fullName: 'Ada Test', modules: { astrology: true, humanDesign: true, numerology: false }, saveToAccount: false };
    const plain = await post('/generate-blueprint', body);
    const sid = await post('/generate-blueprint', { ...body, zodiac: 'sidereal', ayanamsha: 'krishnamurti' });
    expect(sid.status).toBe(200);
    const astro = (r: Reply) => (r.body.data as Json).astrology as Json;
    expect(astro(sid).zodiac).toEqual({ type: 'sidereal', ayanamsha: 'krishnamurti' });
    expect(astro(plain).zodiac).toBeUndefined();
    const sun = (r: Reply) => ((astro(r).celestialBodies as Record<string, Json>).sun!.longitude as number);
    expect(arc(sun(plain) - sun(sid), 23.6)).toBeLessThan(0.2);
    expect((sid.body.data as Json).humanDesign).toEqual((plain.body.data as Json).humanDesign);
    expect(((sid.body.meta as Json).warnings as Json).humanDesignZodiac).toMatch(/tropical/);
  });

  it('transits take the chart options; an unknown zodiac and orbs of aspects transits do not use are refused (free)', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const bad1 = await post('/transits', { ...LONDON_1990, date: '2026-11-23', zodiac: 'vedic' });
    expect([bad1.status, bad1.body.error]).toEqual([400, 'Invalid zodiac']);
    const bad2 = await post('/transits', { ...LONDON_1990, date: '2026-11-23', orbs: { 'semi-square': 2 } });
    expect([bad2.status, bad2.body.error]).toEqual([400, 'Invalid orbs']);
    const bad3 = await post('/transits', { ...LONDON_1990, date: '2026-11-23', houseSystem: 'nope' });
    expect([bad3.status, bad3.body.error]).toEqual([400, 'Invalid house system']);
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
    const a = await post('/transits', { ...LONDON_1990, date: '2026-11-23', period: 'month' });
    const b = await post('/transits', { ...LONDON_1990, date: '2026-11-23', period: 'month', houseSystem: 'whole-sign', nodeType: 'mean' });
    expect(b.status).toBe(200);
    const houses = (r: Reply) => ((((r.body.data as Json).transits as Json).majorTransits as Json[]) ?? []).map((t) => t.natalHouse);
    expect(houses(b)).not.toEqual(houses(a));
  });

  it('blueprintId (with or without the birthplace): the same progressions as the birth data; unknown blueprint 404, nothing charged', async () => {
    const gen = await post('/generate-blueprint', { ...LONDON_1990, fullName: 'Ada Test', modules: { astrology: false, humanDesign: false, numerology: true } });
    const id = (gen.body.data as Json).blueprintId as string;
    expect(id).toMatch(/^bp_/);
    const fromBirth = await post('/predictive/progressions', { ...LONDON_1990, date: '2026-11-23' });
    const fromBp = await post('/predictive/progressions', { blueprintId: id, latitude: LONDON_1990.latitude, longitude: LONDON_1990.longitude, timezone: 'Europe/London', date: '2026-11-23' });
    expect(fromBp.status).toBe(200);
    expect(fromBp.body.data).toEqual(fromBirth.body.data);
    // the blueprint keeps its birthplace and zone: the id alone is enough
    const idOnly = await post('/predictive/progressions', { blueprintId: id, date: '2026-11-23' });
    expect(idOnly.body.data).toEqual(fromBirth.body.data);
    const before = await balanceOf(stack, acct.accountId);
    const missing = await post('/predictive/solar-arc', { blueprintId: 'bp_01JD7N4Q2R0000000000000000', latitude: 51.5, longitude: 0 });
    expect([missing.status, missing.body.error]).toEqual([404, 'Blueprint not found']);
    const halfPlace = await post('/predictive/solar-arc', { blueprintId: id, latitude: 10 });
    expect([halfPlace.status, halfPlace.body.error]).toEqual([400, 'Birth location required']);
    const early = await post('/predictive/solar-arc', { blueprintId: id, latitude: 51.5, longitude: 0, date: '1980-01-01' });
    expect([early.status, early.body.error]).toEqual([400, 'Invalid date']);
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });

  it("blueprintId: the blueprint's chart options stand for those not sent (a sidereal whole-sign blueprint's return is sidereal whole-sign)", async () => {
    const made = { zodiac: 'sidereal', ayanamsha: 'raman', houseSystem: 'whole-sign', nodeType: 'mean' };
    const gen = await post('/generate-blueprint', { ...LONDON_1990, ...made, fullName: 'Ada Sidereal', modules: { astrology: true, humanDesign: false, numerology: false } });
    const id = (gen.body.data as Json).blueprintId as string;
    const fromBp = await post('/predictive/solar-return', { blueprintId: id, year: 2026 });
    expect(fromBp.status).toBe(200);
    expect(fromBp.body.data).toEqual((await post('/predictive/solar-return', { ...LONDON_1990, ...made, year: 2026 })).body.data);
    expect(fromBp.body.data).not.toEqual((await post('/predictive/solar-return', { ...LONDON_1990, year: 2026 })).body.data);
    // a zodiac sent wins (with its own ayanamsha); the blueprint's houses and node stay
    const tropical = await post('/predictive/solar-return', { blueprintId: id, year: 2026, zodiac: 'tropical' });
    expect(tropical.body.data).toEqual((await post('/predictive/solar-return', { ...LONDON_1990, houseSystem: 'whole-sign', nodeType: 'mean', year: 2026 })).body.data);
  });
});

type Reply = Awaited<ReturnType<typeof call>>;
