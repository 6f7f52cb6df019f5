/**
 * POST /vedic/jaimini and POST /vedic/yogas end to end: 1 credit each, answers checked against the
 * API description (call() does it) and against the pure cores, bad options refused free.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { initEphemeris } from '#shared/astro/ephemeris';
import { localToUtc } from '#shared/astro/time';
import { siderealPositions } from '#shared/vedic/chart';
import { jaiminiChart } from '#shared/vedic/jaimini';
import { findYogas, yogaInput, YOGAS_CATALOGUE } from '#shared/vedic/yogas';
import { YOGA_NAMES_HI } from '#shared/vedic/yoga-names';
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
const post = (path: string, body: unknown, key = acct.apiKey) => call(stack, 'POST', path, { key, body });
const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];

describe('POST /vedic/jaimini', () => {
  it('1 credit; 7 karakas by default, 8 on request; arudhas, upapada and karakamsha as the core gives them; bad karakas refused free', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/vedic/jaimini', LONDON_1990);
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    expect(d.karakas).toBe(7);
    expect(Object.keys(d.charaKarakas as Json)).toEqual(['atmakaraka', 'amatyakaraka', 'bhratrikaraka', 'matrikaraka', 'putrakaraka', 'gnatikaraka', 'darakaraka']);
    const t = localToUtc({ date: LONDON_1990.birthDate, time: LONDON_1990.birthTime, timezone: LONDON_1990.timezone, longitude: LONDON_1990.longitude });
    const pos = siderealPositions(t.jdUT, LONDON_1990.latitude, LONDON_1990.longitude, { ayanamsha: 'lahiri', nodeType: 'mean' });
    const j = jaiminiChart(pos.lagna, pos.grahas, 7);
    expect(d.arudhas).toEqual(Object.fromEntries(j.arudhas.map((s, i) => [`A${i + 1}`, SIGNS[s]])));
    expect(d.upapada).toBe(SIGNS[j.arudhas[11]!]);
    expect(d.arudhaLagna).toBe(SIGNS[j.arudhas[0]!]);
    expect(d.karakamsha).toBe(SIGNS[j.karakamsha]);
    expect((d.charaKarakas as Json).atmakaraka).toBe(j.karakas[0]!.graha);
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
    const eight = await post('/vedic/jaimini', { ...LONDON_1990, karakas: 8 });
    expect(eight.status).toBe(200);
    expect(Object.keys((eight.body.data as Json).charaKarakas as Json)).toHaveLength(8);
    expect((eight.body.data as Json).karakaOrder as Json[]).toContainEqual(expect.objectContaining({ graha: 'rahu' }));
    const bad = await post('/vedic/jaimini', { ...LONDON_1990, karakas: 9 });
    expect([bad.status, bad.body.error]).toEqual([400, 'Invalid request body']);
    expect(await balanceOf(stack, acct.accountId)).toBe(before! - 2);
  }, 120_000);
});

describe('POST /vedic/yogas', () => {
  it('1 credit; the yogas the catalogue finds, with rule and houses; names in Hindi; a bad ayanamsha refused free', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/vedic/yogas', LONDON_1990);
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    expect(d.checked).toBe(YOGAS_CATALOGUE.length);
    const t = localToUtc({ date: LONDON_1990.birthDate, time: LONDON_1990.birthTime, timezone: LONDON_1990.timezone, longitude: LONDON_1990.longitude });
    const pos = siderealPositions(t.jdUT, LONDON_1990.latitude, LONDON_1990.longitude, { ayanamsha: 'lahiri', nodeType: 'mean' });
    const want = findYogas(yogaInput(pos.lagna, pos.grahas));
    const yogas = d.yogas as Json[];
    expect(yogas.map((y) => [y.id, y.grahas, y.houses])).toEqual(want.map((y) => [y.id, y.grahas, y.houses]));
    expect(yogas.length).toBeGreaterThan(0);
    const first = YOGAS_CATALOGUE.find((y) => y.id === yogas[0]!.id)!;
    expect(yogas[0]).toMatchObject({ name: first.name, category: first.category, rule: first.formula });
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
    const hi = await call(stack, 'POST', '/vedic/yogas', { key: acct.apiKey, body: { ...LONDON_1990, language: 'hi' } });
    expect(hi.status).toBe(200);
    expect(((hi.body.data as Json).yogas as Json[]).map((y) => y.name)).toEqual(want.map((y) => YOGA_NAMES_HI[y.id]));
    const bad = await post('/vedic/yogas', { ...LONDON_1990, ayanamsha: 'nope' });
    expect([bad.status, bad.body.error]).toEqual([400, 'Invalid ayanamsha']);
    expect(await balanceOf(stack, acct.accountId)).toBe(before! - 2);
  }, 120_000);
});
