/**
 * The Vedic routes end to end over HTTP: prices, answers checked against the API description (call()
 * does it) and against the core, blueprintId (the caller's only), 402 before computing, bad input
 * refused with its error string and nothing charged.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { initEphemeris } from '#shared/astro/ephemeris';
import { aiConfig, AnthropicWriter, OfflineWriter } from '#shared/ai/index';
import { AiCallError } from '#shared/ai/retry';
import { setVedicWriter } from '#shared/vedic/chart-ai';
import { startFakeAnthropic, type FakeAnthropic } from '#test/support/fake-anthropic';
import { balanceOf, call, LONDON_1990, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;

beforeAll(async () => {
  initEphemeris();
  stack = await startTestStack();
  acct = await newAccount(stack, 1_000);
});
afterAll(async () => {
  setVedicWriter();
  await stack?.close();
});

type Json = Record<string, unknown>;
const post = (path: string, body: unknown, key = acct.apiKey) => call(stack, 'POST', path, { key, body });

describe('POST /vedic/chart', () => {
  it('1 credit; Lahiri by default, the vargas asked for, nakshatras and dignities', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/vedic/chart', { ...LONDON_1990, vargas: ['D60', 'D1', 'D30'] });
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    expect(d.ayanamsha).toMatchObject({ name: 'lahiri' });
    expect((d.ayanamsha as Json).value as number).toBeCloseTo(23.72, 1);
    expect(Object.keys(d.vargas as Json)).toEqual(['D1', 'D30', 'D60']);
    const grahas = d.grahas as Record<string, Json>;
    expect(Object.keys(grahas)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu']);
    // 1990-07-15: the sidereal Sun in Gemini, 29 degrees (tropical Cancer 22.9 - 23.7)
    expect(grahas.sun).toMatchObject({ sign: 'gemini', rashi: 'Mithuna', nakshatra: { name: 'Punarvasu', index: 7, lord: 'jupiter' } });
    expect(grahas.rahu!.isRetrograde).toBe(true);
    expect(((d.vargas as Json).D1 as Json).grahas).toMatchObject({ sun: 'gemini' });
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
    const def = await post('/vedic/chart', LONDON_1990);
    expect(Object.keys((def.body.data as Json).vargas as Json)).toEqual(['D1', 'D9']);
    expect((def.body.data as { grahas: Record<string, Json> }).grahas.sun).toMatchObject({ name: 'Surya', rashi: 'Mithuna', nakshatra: { name: 'Punarvasu', displayName: 'Punarvasu' } });
    // in Hindi the names are in Devanagari; the identifiers (sign, the nakshatra's name, the keys) stay
    const hi = await post('/vedic/chart', { ...LONDON_1990, language: 'hi' });
    expect(hi.status).toBe(200);
    const hiData = hi.body.data as { lagna: Json; grahas: Record<string, Json> };
    expect(hiData.grahas.sun).toMatchObject({ name: 'सूर्य', sign: 'gemini', rashi: 'मिथुन', nakshatra: { name: 'Punarvasu', displayName: 'पुनर्वसु', index: 7 } });
    for (const p of [hiData.lagna, ...Object.values(hiData.grahas)]) {
      expect(p.rashi as string).toMatch(/^[\u0900-\u097F ]+$/u);
      expect((p.nakshatra as Json).displayName as string).toMatch(/^[\u0900-\u097F ]+$/u);
    }
  });

  it('another ayanamsha and the true node', async () => {
    const a = await post('/vedic/chart', { ...LONDON_1990, ayanamsha: 'krishnamurti', nodeType: 'true' });
    const b = await post('/vedic/chart', LONDON_1990);
    expect(a.status).toBe(200);
    const sun = (r: { body: Json }) => (((r.body.data as Json).grahas as Record<string, Json>).sun!.longitude as number);
    expect(sun(a) - sun(b)).toBeCloseTo(0.097, 2); // the KP ayanamsha is ~6' less than Lahiri's
    expect((a.body.data as Json).nodeType).toBe('true');
  });

  it('blueprintId: the same chart as the birth data; another account’s blueprint is 404, nothing charged', async () => {
    const gen = await post('/generate-blueprint', { ...LONDON_1990, fullName: 'Ada Test', modules: { astrology: false, humanDesign: false, numerology: true } });
    const id = (gen.body.data as Json).blueprintId as string;
    const fromBirth = await post('/vedic/chart', { ...LONDON_1990, vargas: ['D9'] });
    const fromBp = await post('/vedic/chart', { blueprintId: id, vargas: ['D9'] });
    expect(fromBp.status).toBe(200);
    expect(fromBp.body.data).toEqual(fromBirth.body.data);
    const other = await newAccount(stack, 10);
    const stolen = await post('/vedic/chart', { blueprintId: id }, other.apiKey);
    expect(stolen.status).toBe(404);
    expect(await balanceOf(stack, other.accountId)).toBe(10);
  });

  it('402 before computing when the balance is short; bad input is a clear 400 with nothing charged', async () => {
    const poor = await newAccount(stack, 0);
    const r = await post('/vedic/chart', LONDON_1990, poor.apiKey);
    expect(r.status).toBe(402);
    const before = await balanceOf(stack, acct.accountId);
    const cases: [Json, string][] = [
      [{ ...LONDON_1990, vargas: ['D5'] }, 'Invalid varga'],
      [{ ...LONDON_1990, vargas: 'D9' }, 'Invalid varga'],
      [{ ...LONDON_1990, ayanamsha: 'vedic' }, 'Invalid ayanamsha'],
      [{ ...LONDON_1990, nodeType: 'osculating' }, 'Invalid node type'],
      [{ ...LONDON_1990, birthDate: '1799-12-31' }, 'Date out of range'],
      [{ ...LONDON_1990, birthDate: '2400-01-01' }, 'Date out of range'],
      [{ ...LONDON_1990, latitude: 91 }, 'Invalid coordinates'],
    ];
    for (const [body, error] of cases) {
      const x = await post('/vedic/chart', body);
      expect(x.status, JSON.stringify(body)).toBe(400);
      expect(x.body.error).toBe(error);
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});

describe('POST /vedic/chart with includeAI (+50: one Vedic reading)', () => {
  let fake: FakeAnthropic;
  beforeAll(async () => {
    process.env.AI_LOG = 'off';
    fake = await startFakeAnthropic();
  });
  afterAll(async () => {
    await fake?.close();
  });
  afterEach(() => setVedicWriter());

  type Chart = { lagna: Json & { rashi: string; nakshatra: { name: string } }; grahas: Record<string, Json & { rashi: string; nakshatra: { name: string; pada: number } }>; aiInterpretation?: string | null };
  const chartOf = (r: { body: Json }) => r.body.data as Chart;
  const metaOf = (r: { body: Json }) => r.body.meta as { creditsUsed: number; creditsRemaining: number; warnings: Record<string, string> };

  it('51 credits with the offline writer: the reading names the lagna, the Moon’s nakshatra and the running dasha; 1 credit and no aiInterpretation without it', async () => {
    setVedicWriter(new OfflineWriter({ logger: () => {} }));
    const a = await newAccount(stack, 100);
    const plain = await post('/vedic/chart', LONDON_1990, a.apiKey);
    expect(plain.status).toBe(200);
    expect(metaOf(plain).creditsUsed).toBe(1);
    expect('aiInterpretation' in chartOf(plain)).toBe(false);
    const r = await post('/vedic/chart', { ...LONDON_1990, includeAI: true }, a.apiKey);
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(51);
    expect(r.headers.get('x-credits-used')).toBe('51');
    expect(metaOf(r).creditsRemaining).toBe(100 - 1 - 51);
    expect(await balanceOf(stack, a.accountId)).toBe(48);
    expect(metaOf(r).warnings).toEqual({});
    const c = chartOf(r);
    // the same chart as without AI, plus the reading
    const { aiInterpretation, ...rest } = c;
    expect(rest).toEqual(chartOf(plain));
    expect(typeof aiInterpretation).toBe('string');
    expect(aiInterpretation).toContain(`${c.lagna.rashi} (`);
    expect(aiInterpretation).toContain(`in ${c.grahas.moon!.nakshatra.name} (pada ${c.grahas.moon!.nakshatra.pada})`);
    expect(aiInterpretation).toMatch(/mahadasha runs/);
    expect(aiInterpretation).toContain('Offline reading');
  });

  it('the real SDK against the fake Messages API: the prompt carries the chart’s facts, 51 credits', async () => {
    fake.reset();
    setVedicWriter(new AnthropicWriter(aiConfig({ apiKey: 'sk-test', baseURL: fake.url }), { logger: () => {} }));
    const a = await newAccount(stack, 100);
    const r = await post('/vedic/chart', { ...LONDON_1990, includeAI: true, ayanamsha: 'raman' }, a.apiKey);
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(51);
    expect(await balanceOf(stack, a.accountId)).toBe(49);
    expect(chartOf(r).aiInterpretation).toContain('fake interpretation');
    expect(fake.requests.length).toBe(1);
    const prompt = JSON.stringify(fake.requests.at(-1)!.body);
    const c = chartOf(r);
    expect(prompt).toContain('VEDIC CHART CONTEXT');
    expect(prompt).toContain('raman ayanamsha');
    expect(prompt).toContain(`Lagna: ${c.lagna.rashi}`);
    expect(prompt).toContain(`janma nakshatra ${c.grahas.moon!.nakshatra.name} pada ${c.grahas.moon!.nakshatra.pada}`);
    expect(prompt).toMatch(/Vimshottari on \d{4}-\d{2}-\d{2}: [A-Z][a-z]+ mahadasha \(\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\), [A-Z][a-z]+ antardasha/);
  });

  it('a writer that fails, or the API answering 529: the chart is delivered for 1 credit, the 50 come back', async () => {
    setVedicWriter({
      writeText: async () => {
        throw new AiCallError('overloaded', 'model overloaded', true, 529);
      },
    });
    const a = await newAccount(stack, 100);
    const r = await post('/vedic/chart', { ...LONDON_1990, includeAI: true }, a.apiKey);
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(1);
    expect(r.headers.get('x-credits-used')).toBe('1');
    expect(await balanceOf(stack, a.accountId)).toBe(99);
    expect(chartOf(r).aiInterpretation).toBeNull();
    expect(metaOf(r).warnings.aiInterpretation).toContain('model overloaded');
    expect(metaOf(r).warnings.aiInterpretation).toContain('not charged');
    expect(Object.keys(chartOf(r).grahas)).toHaveLength(9);

    fake.reset();
    fake.setReply(() => ({ kind: 'error', status: 529, type: 'overloaded_error', message: 'Overloaded' }));
    setVedicWriter(new AnthropicWriter(aiConfig({ apiKey: 'sk-test', baseURL: fake.url, maxRetries: 1, retryBaseMs: 1, retryMaxMs: 2 }), { logger: () => {} }));
    const sdk = await post('/vedic/chart', { ...LONDON_1990, includeAI: true }, a.apiKey);
    expect(sdk.status).toBe(200);
    expect(fake.requests.length).toBe(2); // first attempt + one retry
    expect(metaOf(sdk).creditsUsed).toBe(1);
    expect(await balanceOf(stack, a.accountId)).toBe(98);
    expect(chartOf(sdk).aiInterpretation).toBeNull();
  });

  it('402 with the full 51 required before any work; bad input and another account’s blueprint: refused, nothing charged, the writer never called', async () => {
    let calls = 0;
    setVedicWriter({
      writeText: async () => {
        calls++;
        throw new Error('must not be called');
      },
    });
    const short = await newAccount(stack, 50);
    const r = await post('/vedic/chart', { ...LONDON_1990, includeAI: true }, short.apiKey);
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({ error: 'Insufficient credits', required: 51, available: 50 });
    expect(await balanceOf(stack, short.accountId)).toBe(50);
    const gen = await post('/generate-blueprint', { ...LONDON_1990, fullName: 'Ada Test', modules: { astrology: false, humanDesign: false, numerology: true } });
    const id = (gen.body.data as Json).blueprintId as string;
    const cases: [Json, number, string][] = [
      [{ ...LONDON_1990, includeAI: 'yes' }, 400, 'Invalid request'],
      [{ ...LONDON_1990, includeAI: true, vargas: ['D5'] }, 400, 'Invalid varga'],
      [{ ...LONDON_1990, includeAI: true, birthDate: '1799-12-31' }, 400, 'Date out of range'],
      [{ ...LONDON_1990, includeAi: true }, 400, 'Unknown field'],
      [{ blueprintId: id, includeAI: true }, 404, 'Blueprint not found'],
    ];
    for (const [body, status, error] of cases) {
      const bad = await post('/vedic/chart', body, short.apiKey);
      expect(bad.status, JSON.stringify(body)).toBe(status);
      expect(bad.body.error).toBe(error);
    }
    expect(await balanceOf(stack, short.accountId)).toBe(50);
    expect(calls).toBe(0);
  });
});

describe('POST /vedic/dasha', () => {
  it('1 credit; nine mahadashas over 120 years with antardashas, the balance, the running periods at a date', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/vedic/dasha', { ...LONDON_1990, at: '2026-11-26', yearDays: 360, levels: 3 });
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    const periods = d.periods as Json[];
    expect(periods).toHaveLength(9);
    expect(periods[0]!.lord).toBe((d.balance as Json).lord);
    expect(periods[0]!.lord).toBe(((d.moon as Json).nakshatra as Json).lord);
    const span = (Date.parse(periods[8]!.end as string) - Date.parse(periods[0]!.start as string)) / 86400000;
    expect(span).toBeCloseTo(120 * 360, 3);
    expect(((periods[0]!.periods as Json[])[0]!.periods as Json[]).length).toBe(9);
    const cur = d.current as Json[];
    expect(cur.map((c) => c.level)).toEqual([1, 2, 3]);
    for (const c of cur) expect(String(c.start) <= '2026-11-26T00:00:00.000Z' && String(c.end) > '2026-11-26T00:00:00.000Z').toBe(true);
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
    const def = await post('/vedic/dasha', LONDON_1990);
    expect((def.body.data as Json).levels).toBe(2);
    expect((((def.body.data as Json).periods as Json[])[0]!.periods as Json[])[0]!.periods).toBeUndefined();
  });

  it('levels 5: every mahadasha to pratyantardashas, the one running at `at` down to prana (9 x 9 x 9 x 9 x 9), current five deep', async () => {
    const r = await post('/vedic/dasha', { ...LONDON_1990, at: '2026-11-26', levels: 5 });
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    expect(d.levels).toBe(5);
    const at = '2026-11-26T00:00:00.000Z';
    const depth = (p: Json): number => (p.periods ? 1 + depth((p.periods as Json[])[0]!) : 1);
    for (const m of d.periods as Json[]) expect(depth(m)).toBe(String(m.start) <= at && String(m.end) > at ? 5 : 3);
    const cur = d.current as Json[];
    expect(cur.map((c) => c.level)).toEqual([1, 2, 3, 4, 5]);
    for (const c of cur) expect(String(c.start) <= at && String(c.end) > at).toBe(true);
    // the same first three levels as levels 3
    const three = await post('/vedic/dasha', { ...LONDON_1990, at: '2026-11-26', levels: 3 });
    expect(((three.body.data as Json).current as Json[]).slice(0, 3)).toEqual(cur.slice(0, 3));
  });

  it('bad levels, yearDays, at, ayanamsha: 400, nothing charged', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const cases: [Json, string][] = [
      [{ ...LONDON_1990, levels: 6 }, 'Invalid request body'],
      [{ ...LONDON_1990, levels: 4, system: 'yogini' }, 'Invalid request body'],
      [{ ...LONDON_1990, yearDays: 365 }, 'Invalid request body'],
      [{ ...LONDON_1990, at: '2026-02-30' }, 'Invalid date'],
      [{ ...LONDON_1990, at: '3100-01-01' }, 'Date out of range'],
      [{ ...LONDON_1990, ayanamsha: 'nope' }, 'Invalid ayanamsha'],
    ];
    for (const [body, error] of cases) {
      const x = await post('/vedic/dasha', body);
      expect(x.status, JSON.stringify(body)).toBe(400);
      expect(x.body.error).toBe(error);
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});

describe('POST /vedic/dasha system', () => {
  it('yogini, ashtottari and chara: 1 credit, the same shape; ashtottari refused (400 Dasha not applicable, nothing charged) where its rule does not hold, unless force', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const y = await post('/vedic/dasha', { ...LONDON_1990, system: 'yogini', at: '2026-11-26' });
    expect(y.status).toBe(200);
    const yd = y.body.data as Json;
    expect(yd.system).toBe('yogini');
    const yp = yd.periods as Json[];
    expect(yp).toHaveLength(24);
    expect(yp[0]!.yogini).toBe((yd.balance as Json).yogini);
    expect((Date.parse(yp[8]!.start as string) - Date.parse(yp[0]!.start as string)) / 86400000).toBeCloseTo(36 * 365.25, 3);
    expect((yp[0]!.periods as Json[]).length).toBe(8);
    expect((yd.current as Json[]).map((c) => c.level)).toEqual([1, 2]);

    const c = await post('/vedic/dasha', { ...LONDON_1990, system: 'chara', levels: 1 });
    expect(c.status).toBe(200);
    const cd = c.body.data as Json;
    const cp = cd.periods as Json[];
    expect(cp[0]!.sign).toBe((cd.lagna as Json).sign);
    expect(cd.balance).toBeUndefined();
    expect(['zodiacal', 'reverse']).toContain(cd.direction);
    expect(y.body.meta).toMatchObject({ creditsUsed: 1 });

    // India 1947-08-15 00:00, New Delhi: Taurus lagna with Rahu in it, Venus in Cancer: no Ashtottari (Rahu in the lagna)
    const INDIA = { birthDate: '1947-08-15', birthTime: '00:00', city: 'New Delhi', country: 'India', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
    const mid = await balanceOf(stack, acct.accountId);
    const a = await post('/vedic/dasha', { ...INDIA, system: 'ashtottari' });
    expect(a.status).toBe(400);
    expect(a.body.error).toBe('Dasha not applicable');
    expect(await balanceOf(stack, acct.accountId)).toBe(mid);
    const f = await post('/vedic/dasha', { ...INDIA, system: 'ashtottari', force: true });
    expect(f.status).toBe(200);
    const fd = f.body.data as Json;
    expect(fd.applicability).toMatchObject({ applies: false, forced: true, lagnaLord: 'venus', lagnaLordSign: 'cancer', rahuSign: 'taurus', rahuFromLagnaLord: 11 });
    expect((fd.periods as Json[]).length).toBe(8);
    // Chennai 1996-12-07 10:34: Capricorn lagna, Saturn in Pisces, Rahu in Virgo (7th from it): applies
    const ok = await post('/vedic/dasha', { birthDate: '1996-12-07', birthTime: '10:34', city: 'Chennai', country: 'India', latitude: 13.0878, longitude: 80.2785, timezone: 'Asia/Kolkata', system: 'ashtottari', levels: 1 });
    expect(ok.status).toBe(200);
    expect((ok.body.data as Json).applicability).toMatchObject({ applies: true, forced: false });
    expect(((ok.body.data as Json).periods as Json[])[0]!.lord).toBe('mars');
    expect(await balanceOf(stack, acct.accountId)).toBe(before! - 4);

    const bad = await post('/vedic/dasha', { ...LONDON_1990, system: 'kalachakra' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid request body');
  });
});

describe('POST /vedic/gochar', () => {
  const INDIA = { birthDate: '1947-08-15', birthTime: '00:00', city: 'New Delhi', country: 'India', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
  it('1 credit; ingresses with the house from the Moon, Sade Sati phases, Kantaka and Ashtama Shani', async () => {
    const before = await balanceOf(stack, acct.accountId);
    // the Moon in Pushya (Cancer): Saturn in Gemini 2032 is the 12th, Cancer the 1st, Leo the 2nd
    const r = await post('/vedic/gochar', { ...INDIA, from: '2026-01-01', to: '2040-01-01', grahas: ['saturn', 'jupiter'] });
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    expect(d.moon).toMatchObject({ sign: 'cancer' });
    expect(Object.keys(d.ingresses as Json)).toEqual(['jupiter', 'saturn']);
    const sat = (d.ingresses as Record<string, Json[]>).saturn!;
    // Saturn enters Aries in 2027 (house 10 from Cancer)
    const aries = sat.find((i) => i.sign === 'aries')!;
    expect(String(aries.at).slice(0, 4)).toBe('2027');
    expect(aries.houseFromMoon).toBe(10);
    const sade = d.sadeSati as Json[];
    expect(sade.map((s) => s.phase).filter((p, i, a) => a[i - 1] !== p)).toEqual(['rising', 'peak', 'setting']);
    for (const s of sade) expect({ rising: 'gemini', peak: 'cancer', setting: 'leo' }[s.phase as string]).toBe(s.sign);
    expect((d.kantakaShani as Json[]).some((s) => s.sign === 'aries' && s.houseFromMoon === 10)).toBe(true);
    expect(d.ashtamaShani).toEqual([]);
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
  });

  it('a window over 50 years, to before from, a bad graha: 400, nothing charged', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const cases: [Json, string][] = [
      [{ ...INDIA, from: '2026-01-01', to: '2076-01-02' }, 'Invalid date'],
      [{ ...INDIA, from: '2026-01-01', to: '2025-01-01' }, 'Invalid date'],
      [{ ...INDIA, from: '2026-02-30' }, 'Invalid date'],
      [{ ...INDIA, from: '1700-01-01' }, 'Date out of range'],
      [{ ...INDIA, grahas: ['pluto'] }, 'Invalid request body'],
    ];
    for (const [body, error] of cases) {
      const x = await post('/vedic/gochar', body);
      expect(x.status, JSON.stringify(body)).toBe(400);
      expect(x.body.error).toBe(error);
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
    const ok = await post('/vedic/gochar', { ...INDIA, from: '2026-01-01', to: '2076-01-01', grahas: ['saturn'] });
    expect(ok.status).toBe(200);
  });
});

describe('POST /vedic/panchang', () => {
  const DELHI = { date: '2022-01-26', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata', city: 'New Delhi', country: 'India' };
  it('1 credit; local times with the offset, limbs with endsAt and next, the kaals; the hindu convention on request', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/vedic/panchang', DELHI);
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    expect(d.sunriseConvention).toBe('standard');
    expect(String(d.sunrise)).toMatch(/^2022-01-26T07:1[12]:\d\d\+05:30$/);
    expect(String(d.moonrise)).toMatch(/^2022-01-27T02:0[234]:\d\d\+05:30$/);
    expect(d.vara).toEqual({ index: 4, name: 'Budhavara' });
    expect(d.tithi).toMatchObject({ index: 24, name: 'Navami', paksha: 'krishna', next: { index: 25, name: 'Dashami', endsAt: null } });
    expect(d.nakshatra).toMatchObject({ name: 'Swati', lord: 'rahu', next: { name: 'Vishakha' } });
    expect((d.karana as Json).next).toMatchObject({ name: 'Garaja' });
    expect(String((d.karana as Json & { next: Json }).next.endsAt)).toMatch(/^2022-01-27T04:3[345]:\d\d\+05:30$/);
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
    const h = await post('/vedic/panchang', { ...DELHI, sunrise: 'hindu' });
    expect((h.body.data as Json).sunriseConvention).toBe('hindu');
    expect(String((h.body.data as Json).sunrise) > String(d.sunrise)).toBe(true);
    // issue 49's additions: Wednesday's choghadiyas, 24 horas from the sunrise, the lunar month and years
    const chog = d.choghadiya as { day: Json[]; night: Json[] };
    expect(chog.day.map((c) => c.name)).toEqual(['Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg', 'Char', 'Labh']);
    expect(chog.day[0]!.start).toBe(d.sunrise);
    expect(chog.night[7]!.end).toBe(d.nextSunrise);
    const horas = d.horas as Json[];
    expect(horas).toHaveLength(24);
    expect(horas.slice(0, 3).map((x) => x.lord)).toEqual(['mercury', 'moon', 'saturn']);
    expect(horas[11]!.end).toBe(d.sunset);
    // 26 Jan 2022: krishna navami of amanta Pausha (purnimanta Magha), Vikram 2078, Shaka 1943 (Plava)
    expect(d.lunarMonth).toMatchObject({ amanta: 'Pausha', purnimanta: 'Magha', adhika: false });
    expect(d.samvat).toMatchObject({ vikram: 2078, shaka: 1943, samvatsara: 'Plava', samvatsaraConvention: 'south' });
    expect([d.ritu, d.ayana]).toEqual(['Hemanta', 'uttarayana']);
  });

  it('a polar date without sunrise, dates out of range, unknown ayanamsha or convention: 400, nothing charged', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const cases: [Json, string][] = [
      [{ date: '2026-12-15', latitude: 69.6496, longitude: 18.956, timezone: 'Europe/Oslo' }, 'No sunrise'],
      [{ date: '2026-06-21', latitude: 78.22, longitude: 15.65, timezone: 'Arctic/Longyearbyen' }, 'No sunrise'],
      [{ ...DELHI, date: '2400-01-01' }, 'Date out of range'],
      [{ ...DELHI, date: '1799-12-31' }, 'Date out of range'],
      [{ ...DELHI, date: '2022-02-30' }, 'Invalid date'],
      [{ ...DELHI, ayanamsha: 'vedic' }, 'Invalid ayanamsha'],
      [{ ...DELHI, sunrise: 'civil' }, 'Invalid request body'],
      [{ ...DELHI, timezone: 'Mars/Olympus' }, 'Invalid timezone'],
      [{ date: '2022-01-26', longitude: 77.2, timezone: 'Asia/Kolkata' }, 'Invalid coordinates'],
    ];
    for (const [body, error] of cases) {
      const x = await post('/vedic/panchang', body);
      expect(x.status, JSON.stringify(body)).toBe(400);
      expect(x.body.error).toBe(error);
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});

describe('POST /vedic/match', () => {
  const SITA = { fullName: 'Sita Sharma', birthDate: '1994-03-12', birthTime: '08:15', city: 'Jaipur', country: 'India', latitude: 26.9124, longitude: 75.7873, timezone: 'Asia/Kolkata' };
  it('2 credits; the eight kootas summing to the total, each person’s Moon, Manglik in the order sent, a verdict; a blueprint as the groom', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/vedic/match', { people: [SITA, { fullName: 'Ada Test', ...LONDON_1990 }] });
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    const kootas = d.kootas as Record<string, { points: number; max: number }>;
    expect(Object.keys(kootas)).toEqual(['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi']);
    expect(Object.values(kootas).reduce((s, k) => s + k.points, 0)).toBe(d.total);
    expect(Object.values(kootas).map((k) => k.max)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((d.people as Json[]).map((p) => p.fullName)).toEqual(['Sita Sharma', 'Ada Test']);
    expect(d.manglik as Json[]).toHaveLength(2);
    expect((d.verdict as Json).summary).toContain(`${d.total as number} of 36`);
    expect(r.body.meta).toMatchObject({ creditsUsed: 2, creditsRemaining: before! - 2 });
    const gen = await post('/generate-blueprint', { ...LONDON_1990, fullName: 'Ada Test', modules: { astrology: false, humanDesign: false, numerology: true } });
    const id = (gen.body.data as Json).blueprintId as string;
    const viaBp = await post('/vedic/match', { people: [SITA, { blueprintId: id }] });
    expect(viaBp.status).toBe(200);
    expect((viaBp.body.data as Json).kootas).toEqual(d.kootas);
    expect((viaBp.body.data as Json).manglik).toEqual(d.manglik);
    for (const m of d.manglik as Json[]) expect(['none', 'low', 'high']).toContain(m.level);
  });

  it('system porutham: ten poruthams, the rajju and vedha doshas, graded Manglik; 2 credits; an unknown system refused free', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/vedic/match', { people: [SITA, { fullName: 'Ada Test', ...LONDON_1990 }], system: 'porutham' });
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    expect(d.system).toBe('porutham');
    const p = d.poruthams as Record<string, { agrees: boolean }>;
    expect(Object.keys(p)).toEqual(['dina', 'gana', 'mahendra', 'streeDeergha', 'yoni', 'rasi', 'rasiAdhipati', 'vasya', 'rajju', 'vedha']);
    expect(Object.values(p).filter((x) => x.agrees).length).toBe(d.agreeing);
    expect(d.max).toBe(10);
    expect(Object.keys(d.doshas as Json)).toEqual(['rajju', 'vedha']);
    expect((d.people as Json[]).every((x) => typeof x.rajju === 'string')).toBe(true);
    expect(r.body.meta).toMatchObject({ creditsUsed: 2, creditsRemaining: before! - 2 });
    const bad = await post('/vedic/match', { people: [SITA, { fullName: 'Ada Test', ...LONDON_1990 }], system: 'kerala' });
    expect([bad.status, bad.body.error]).toEqual([400, 'Invalid request body']);
    expect(await balanceOf(stack, acct.accountId)).toBe(before! - 2);
  });

  it('one person, a person without fullName, an unknown blueprint: refused, nothing charged', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const one = await post('/vedic/match', { people: [SITA] });
    expect([one.status, one.body.error]).toEqual([400, 'Invalid request']);
    const noName = await post('/vedic/match', { people: [SITA, LONDON_1990] });
    expect([noName.status, noName.body.error]).toEqual([400, 'Missing required field: fullName']);
    const unknown = await post('/vedic/match', { people: [SITA, { blueprintId: 'bp_nope' }] });
    expect(unknown.status).toBe(404);
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});

describe('POST /vedic/kp', () => {
  it('1 credit; KP ayanamsha by default, twelve Placidus cusps with four lords, significators; an unknown ayanamsha is refused free', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/vedic/kp', LONDON_1990);
    expect(r.status).toBe(200);
    const d = r.body.data as Json;
    expect(d.ayanamsha).toMatchObject({ name: 'krishnamurti' });
    expect(d.houseSystem).toMatchObject({ requested: 'placidus', used: 'placidus' });
    const cusps = d.cusps as Json[];
    expect(cusps.map((c) => c.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(Object.keys(cusps[0]!)).toEqual(expect.arrayContaining(['signLord', 'starLord', 'subLord', 'subSubLord']));
    expect(Object.keys(d.significators as Json)).toHaveLength(12);
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
    const bad = await post('/vedic/kp', { ...LONDON_1990, ayanamsha: 'kp' });
    expect([bad.status, bad.body.error]).toEqual([400, 'Invalid ayanamsha']);
    expect(await balanceOf(stack, acct.accountId)).toBe(before! - 1);
  });
});

describe('POST /images/vedic-chart', () => {
  it('1 credit; SVG north by default, PNG south; a varga; bad style or varga refused free', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const svg = await call(stack, 'POST', '/images/vedic-chart', { key: acct.apiKey, body: { ...LONDON_1990, varga: 'D9' } });
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(svg.text).toContain('Navamsha (D9)');
    expect(svg.text).toContain('North Indian');
    const png = await call(stack, 'POST', '/images/vedic-chart', { key: acct.apiKey, body: { ...LONDON_1990, style: 'south', format: 'png', size: 600, theme: 'dark' } });
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(await balanceOf(stack, acct.accountId)).toBe(before! - 2);
    const bad1 = await post('/images/vedic-chart', { ...LONDON_1990, style: 'east' });
    expect([bad1.status, bad1.body.error]).toEqual([400, 'Invalid request body']);
    const bad2 = await post('/images/vedic-chart', { ...LONDON_1990, varga: 'D5' });
    expect([bad2.status, bad2.body.error]).toEqual([400, 'Invalid varga']);
    const bad3 = await post('/images/vedic-chart', { ...LONDON_1990, minutes: 'yes' });
    expect([bad3.status, bad3.body.error]).toEqual([400, 'Invalid request']);
    expect(await balanceOf(stack, acct.accountId)).toBe(before! - 2);
  });

  it('minutes optional: whole degrees by default, degrees and minutes with minutes: true; the South style names its signs', async () => {
    const plain = await call(stack, 'POST', '/images/vedic-chart', { key: acct.apiKey, body: { ...LONDON_1990, style: 'south' } });
    const withMinutes = await call(stack, 'POST', '/images/vedic-chart', { key: acct.apiKey, body: { ...LONDON_1990, style: 'south', minutes: true } });
    expect([plain.status, withMinutes.status]).toEqual([200, 200]);
    const labels = (svg: string) => [...svg.matchAll(/>((?:As|Su|Mo|Ma|Me|Ju|Ve|Sa|Ra|Ke) [^<]*)</g)].map((m) => m[1]!);
    expect(labels(plain.text)).toHaveLength(10);
    expect(labels(plain.text).every((l) => /^\w\w \d+°( R)?$/.test(l))).toBe(true);
    expect(labels(withMinutes.text)).toHaveLength(10);
    expect(labels(withMinutes.text).every((l) => /^\w\w \d+°[0-5]\d'( R)?$/.test(l))).toBe(true);
    for (const sign of ['Mesha', 'Vrishchika', 'Meena']) expect(plain.text).toContain(`>${sign}<`);
  });
});
