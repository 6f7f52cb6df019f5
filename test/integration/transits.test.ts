/**
 * Transits over HTTP against the platform's real local stack (dynalite): the six prices, the AI
 * failure refund (injected failing writer, and the real SDK against the fake Messages API),
 * validation before any charge, blueprint ownership, saving, list / metadata / get with their
 * pagination errors, filters and status, and the planet-name case rules.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiConfig, AnthropicWriter } from '#shared/ai/index';
import { AiCallError } from '#shared/ai/retry';
import type { LocalStack } from '#shared/http/local-stack';
import { setTransitServices } from '#shared/transits/services';
import { startFakeAnthropic, type FakeAnthropic } from '#test/support/fake-anthropic';
import { balanceOf, call, LONDON_1990, newAccount, startTestStack, type Reply } from '#test/support/stack';

process.env.AI_LOG = 'off';

let stack: LocalStack;
let fake: FakeAnthropic;
beforeAll(async () => {
  stack = await startTestStack();
  fake = await startFakeAnthropic();
});
afterAll(async () => {
  setTransitServices();
  await stack?.close();
  await fake?.close();
});
afterEach(() => setTransitServices());

type Data = {
  period: string;
  date: string;
  id: string | null;
  aiInterpretation: string | null;
  transits: {
    majorTransits: Array<Record<string, unknown> & { transitingPlanet: string; natalPlanet: string; exactAt: string[] }>;
    significantAspects: Array<{ planet1: string; planet2: string }>;
    lunarPhase: { phase: string; illumination: number; description: string; lunations: unknown[] };
    numerology: Record<string, { number: number; description: string }>;
    dominantEnergy: string;
    keyInfluences: string[];
  };
};
type Meta = { creditsUsed: number; creditsRemaining: number; warnings: Record<string, string>; saved: boolean };
const dataOf = (r: Reply) => r.body.data as Data;
const metaOf = (r: Reply) => r.body.meta as Meta;

const post = (key: string, body: Record<string, unknown>): Promise<Reply> => call(stack, 'POST', '/transits', { key, body });
const get = (key: string, path: string): Promise<Reply> => call(stack, 'GET', path, { key });

describe('prices (spec 4.3)', () => {
  const cases: Array<[string, boolean, number]> = [
    ['day', false, 1],
    ['week', false, 2],
    ['month', false, 3],
    ['day', true, 21],
    ['week', true, 22],
    ['month', true, 23],
  ];
  for (const [period, includeAI, price] of cases) {
    it(`${period}${includeAI ? ' with AI' : ''}: ${price} credits`, async () => {
      const a = await newAccount(stack, 100);
      const r = await post(a.apiKey, { ...LONDON_1990, date: '2026-11-23', period, includeAI });
      expect(r.status).toBe(200);
      expect(metaOf(r).creditsUsed).toBe(price);
      expect(r.headers.get('x-credits-used')).toBe(String(price));
      expect(metaOf(r).creditsRemaining).toBe(100 - price);
      expect(await balanceOf(stack, a.accountId)).toBe(100 - price);
      expect(metaOf(r).warnings).toEqual({});
      const d = dataOf(r);
      expect(d.period).toBe(period);
      expect(d.date).toBe('2026-11-23');
      expect(d.transits.majorTransits.length).toBeGreaterThan(0);
      if (includeAI) {
        expect(typeof d.aiInterpretation).toBe('string');
        expect(d.aiInterpretation!.length).toBeGreaterThan(100);
      } else {
        expect(d.aiInterpretation).toBeNull();
      }
    });
  }

  it('defaults to a day for today, and answers 402 with required and available when short', async () => {
    const a = await newAccount(stack, 20);
    const r = await post(a.apiKey, { ...LONDON_1990 });
    expect(r.status).toBe(200);
    expect(dataOf(r).period).toBe('day');
    expect(dataOf(r).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(metaOf(r).creditsUsed).toBe(1);
    const short = await post(a.apiKey, { ...LONDON_1990, includeAI: true });
    expect(short.status).toBe(402);
    expect(short.body).toMatchObject({ error: 'Insufficient credits', required: 21, available: 19 });
    expect(await balanceOf(stack, a.accountId)).toBe(19);
  });
});

describe('numerology cycles in the request language', () => {
  it('French describes the personal year, month and day in French, with the same numbers; stored as written', async () => {
    const a = await newAccount(stack, 100);
    const en = dataOf(await post(a.apiKey, { ...LONDON_1990, date: '2026-11-23', period: 'week' })).transits.numerology;
    const r = await post(a.apiKey, { ...LONDON_1990, date: '2026-11-23', period: 'week', language: 'fr', saveToAccount: true });
    expect(r.status).toBe(200);
    const fr = dataOf(r).transits.numerology;
    for (const k of ['personalYear', 'personalMonth', 'personalDay']) {
      expect(fr[k]!.number).toBe(en[k]!.number);
      expect(fr[k]!.description).not.toBe(en[k]!.description);
    }
    expect(fr.personalYear!.description).toMatch(/^Une année /);
    expect(fr.personalMonth!.description).toMatch(/^Un mois /);
    expect(fr.personalDay!.description).toMatch(/^Une journée /);
    const id = dataOf(r).id;
    if (id) expect(JSON.stringify(dataOf(await get(a.apiKey, `/transits/${id}`)))).toContain(fr.personalYear!.description);
  });
});

describe('AI failure: the data is delivered, the 20 AI credits are not charged', () => {
  it('with a writer that fails', async () => {
    setTransitServices({
      writer: {
        writeText: async () => {
          throw new AiCallError('overloaded', 'model overloaded', true, 529);
        },
      },
    });
    const a = await newAccount(stack, 100);
    const r = await post(a.apiKey, { ...LONDON_1990, date: '2026-11-23', period: 'week', includeAI: true });
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(2);
    expect(r.headers.get('x-credits-used')).toBe('2');
    expect(await balanceOf(stack, a.accountId)).toBe(98);
    expect(metaOf(r).warnings.aiInterpretation).toContain('model overloaded');
    expect(metaOf(r).warnings.aiInterpretation).toContain('not charged');
    expect(dataOf(r).aiInterpretation).toBeNull();
    expect(dataOf(r).transits.majorTransits.length).toBeGreaterThan(0);
  });

  it('with the real SDK against a Messages API that answers 529', async () => {
    fake.reset();
    fake.setReply(() => ({ kind: 'error', status: 529, type: 'overloaded_error', message: 'Overloaded' }));
    const writer = new AnthropicWriter(aiConfig({ apiKey: 'sk-test', baseURL: fake.url, maxRetries: 1, retryBaseMs: 1, retryMaxMs: 2 }), { logger: () => {} });
    setTransitServices({ writer });
    const a = await newAccount(stack, 100);
    const r = await post(a.apiKey, { ...LONDON_1990, date: '2026-11-23', period: 'month', includeAI: true });
    expect(r.status).toBe(200);
    expect(fake.requests.length).toBe(2); // first attempt + one retry
    expect(metaOf(r).creditsUsed).toBe(3);
    expect(await balanceOf(stack, a.accountId)).toBe(97);
    expect(metaOf(r).warnings.aiInterpretation).toMatch(/AI interpretation unavailable/);
    expect(dataOf(r).aiInterpretation).toBeNull();
  });

  it('and a reading grounded in the computed transits when the API answers', async () => {
    fake.reset();
    const writer = new AnthropicWriter(aiConfig({ apiKey: 'sk-test', baseURL: fake.url }), { logger: () => {} });
    setTransitServices({ writer });
    const a = await newAccount(stack, 100);
    const r = await post(a.apiKey, { ...LONDON_1990, date: '2026-11-23', period: 'day', includeAI: true });
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(21);
    expect(dataOf(r).aiInterpretation).toContain('fake interpretation');
    const prompt = JSON.stringify(fake.requests.at(-1)!.body);
    const first = dataOf(r).transits.majorTransits[0]!;
    expect(prompt.toLowerCase()).toContain(`transiting ${first.transitingPlanet.toLowerCase().replace('_', ' ')}`);
    expect(prompt).toContain('Personal year');
  });
});

describe('validation happens before any charge', () => {
  it.each([
    [{ period: 'year' }, 'Invalid period'],
    [{ period: 7 }, 'Invalid period'],
    [{ birthDate: '15/07/1990' }, 'Invalid birth date'],
    [{ city: undefined }, 'Birth location required'],
    [{ timezone: 'Mars/Olympus' }, 'Invalid timezone'],
    [{ date: '2026-02-30' }, 'Invalid date'],
    [{ date: '2400-01-01' }, 'Date out of range'],
    [{ birthDate: '1700-01-01' }, 'Date out of range'],
    [{ includeAI: 'yes' }, 'Invalid request'],
    [{ saveToAccount: 1 }, 'Invalid request'],
    // the natal chart options that apply (asteroids, lots) are checked as on the natal chart route;
    // the others are not fields of transits (docs/transits.md "Natal chart options")
    [{ asteroids: 'yes' }, 'Invalid chart option'],
    [{ lots: 1 }, 'Invalid chart option'],
    [{ fixedStars: true }, 'Unknown field'],
    [{ dignities: true }, 'Unknown field'],
    [{ patterns: true }, 'Unknown field'],
    [{ declinations: true }, 'Unknown field'],
    [{ antiscia: true }, 'Unknown field'],
    [{ midpoints: true }, 'Unknown field'],
  ])('%j -> 400 %s, nothing charged', async (over, error) => {
    const a = await newAccount(stack, 50);
    const r = await post(a.apiKey, { ...LONDON_1990, ...over });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(error);
    expect(await balanceOf(stack, a.accountId)).toBe(50);
  });

  it('lists every wrong field in `issues`, the first deciding `error` (as on every route)', async () => {
    const a = await newAccount(stack, 50);
    const r = await post(a.apiKey, { ...LONDON_1990, includeAI: 'yes', saveToAccount: 'no', date: 'soon', birthTime: '25:00', latitude: 'north' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Invalid request');
    const issues = r.body.issues as Array<{ path: string; error: string }>;
    expect(issues.map((i) => [i.path, i.error])).toEqual([
      ['includeAI', 'Invalid request'],
      ['saveToAccount', 'Invalid request'],
      ['date', 'Invalid date'],
      ['birthTime', 'Invalid birth time'],
      ['latitude', 'Invalid coordinates'],
    ]);
    const withBlueprint = await post(a.apiKey, { blueprintId: 'bp_x', period: 'year', includeAI: 1, timezone: 'Mars/Olympus' });
    expect((withBlueprint.body.issues as Array<{ path: string }>).map((i) => i.path)).toEqual(['period', 'includeAI', 'timezone']);
    expect(withBlueprint.body.error).toBe('Invalid period');
    expect(await balanceOf(stack, a.accountId)).toBe(50);
  });
});

describe('every date the ephemeris range admits computes (no 500 near 1800-01-01)', () => {
  // the slow bodies are followed on a 120-day grid and positions are apparent (light time): a
  // window near the start of the files used to read before them and answer 500 with a file path
  it.each([
    ['1800-01-02', 'month', 'UTC'],
    ['1800-01-15', 'week', 'Pacific/Pago_Pago'],
    ['1800-02-01', 'day', 'UTC'],
    ['1800-03-01', 'month', 'Pacific/Kiritimati'],
    ['2399-11-30', 'month', 'UTC'],
    ['2399-12-30', 'day', 'UTC'],
  ])('%s (%s, %s) -> 200', async (date, period, timezone) => {
    const a = await newAccount(stack, 50);
    const r = await post(a.apiKey, { ...LONDON_1990, timezone, date, period });
    expect(r.status, r.text).toBe(200);
    expect(dataOf(r).date).toBe(date);
    expect(dataOf(r).transits.lunarPhase.phase).toEqual(expect.any(String));
  });

  it.each([
    ['1800-01-01', 'day', 'UTC'],
    ['1799-12-31', 'month', 'Pacific/Kiritimati'],
    ['2399-12-30', 'week', 'UTC'],
  ])('%s (%s, %s) -> 400 Date out of range, free', async (date, period, timezone) => {
    const a = await newAccount(stack, 50);
    const r = await post(a.apiKey, { ...LONDON_1990, timezone, date, period });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Date out of range');
    expect(await balanceOf(stack, a.accountId)).toBe(50);
  });
});

describe('blueprints, saving and ownership', () => {
  const makeBlueprint = async (key: string, modules = { astrology: true, humanDesign: false, numerology: true }): Promise<string> => {
    const r = await call(stack, 'POST', '/generate-blueprint', { key, body: { fullName: 'Ada Lovelace', ...LONDON_1990, modules } });
    expect(r.status).toBe(200);
    return (r.body.data as { blueprintId: string }).blueprintId;
  };

  it('computes from a saved blueprint, saves it readable with the blueprint’s name, and deletes it with the blueprint', async () => {
    const a = await newAccount(stack, 100);
    const bp = await makeBlueprint(a.apiKey);
    const fromBirth = await post(a.apiKey, { ...LONDON_1990, date: '2026-11-23', period: 'week' });
    const r = await post(a.apiKey, { blueprintId: bp, date: '2026-11-23', period: 'week', timezone: 'Europe/London' });
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(2);
    expect(metaOf(r).saved).toBe(true);
    expect(dataOf(r).id).toMatch(/^tr_/);
    // Same chart either way.
    const names = (x: Reply) => dataOf(x).transits.majorTransits.map((t) => `${t.transitingPlanet} ${t.aspect} ${t.natalPlanet}`);
    expect(names(r)).toEqual(names(fromBirth));
    expect(dataOf(fromBirth).id).toBeNull(); // raw birth data: not saved

    const got = await get(a.apiKey, `/transits/${dataOf(r).id}`);
    expect(got.status).toBe(200);
    expect(got.body.meta).toEqual({ writer: { name: 'offline' } }); // the writer of its texts (docs/languages.md)
    const t = (got.body.data as { transit: Record<string, unknown> & { transits: Data['transits'] } }).transit;
    expect(t).toMatchObject({ id: dataOf(r).id, period: 'week', date: '2026-11-23', aiInterpretation: null, blueprintId: bp, blueprintName: 'Ada Lovelace', birthDate: '1990-07-15', birthTime: '14:30', location: 'London, UK', includeAI: false, creditsUsed: 2 });
    expect(t.transitDate).toBe('2026-11-23T00:00:00.000Z');
    // Saved records: lower case; the create response: upper case.
    expect(t.transits.majorTransits.map((x) => x.transitingPlanet).every((p) => /^[a-z_]+$/.test(p))).toBe(true);
    expect(dataOf(r).transits.majorTransits.map((x) => x.transitingPlanet).every((p) => /^[A-Z_]+$/.test(p))).toBe(true);
    expect(t.transits.majorTransits.map((x) => `${x.transitingPlanet.toUpperCase()} ${x.aspect} ${x.natalPlanet.toUpperCase()}`)).toEqual(names(r));

    // deleting the blueprint deletes the horoscopes computed from it (README, Personal data)
    expect((await call(stack, 'DELETE', `/blueprints/${bp}`, { key: a.apiKey })).status).toBe(200);
    expect((await get(a.apiKey, `/transits/${dataOf(r).id}`)).status).toBe(404);
  });

  it('answers 404 "Blueprint not found" for another account\'s blueprint or an unknown id, free', async () => {
    const a = await newAccount(stack, 100);
    const b = await newAccount(stack, 100);
    const bp = await makeBlueprint(a.apiKey);
    for (const id of [bp, 'bp_00000000000000000000000000', 'nope']) {
      const r = await post(b.apiKey, { blueprintId: id, period: 'day' });
      expect(r.status).toBe(404);
      expect(r.body.error).toBe('Blueprint not found');
    }
    expect(await balanceOf(stack, b.accountId)).toBe(100);
  });

  it('casts the chart of a blueprint made without astrology at the birthplace it keeps (as the birth data would)', async () => {
    const a = await newAccount(stack, 100);
    const bp = await makeBlueprint(a.apiKey, { astrology: false, humanDesign: false, numerology: true });
    const before = await balanceOf(stack, a.accountId);
    const r = await post(a.apiKey, { blueprintId: bp, timezone: LONDON_1990.timezone, date: '2026-11-23' });
    expect(r.status).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(1);
    expect(await balanceOf(stack, a.accountId)).toBe(before! - 1);
    const fromBirth = await post(a.apiKey, { ...LONDON_1990, date: '2026-11-23' });
    expect((r.body.data as { transits: unknown }).transits).toEqual((fromBirth.body.data as { transits: unknown }).transits);
    // a location sent is used instead
    const elsewhere = await post(a.apiKey, { blueprintId: bp, latitude: -33.87, longitude: 151.21, timezone: LONDON_1990.timezone, date: '2026-11-23' });
    expect(elsewhere.status).toBe(200);
    expect((elsewhere.body.data as { transits: unknown }).transits).not.toEqual((r.body.data as { transits: unknown }).transits);
  });

  it('keeps every account\'s horoscopes to itself: another account\'s id is 404', async () => {
    const a = await newAccount(stack, 100);
    const b = await newAccount(stack, 100);
    const r = await post(a.apiKey, { ...LONDON_1990, saveToAccount: true, date: '2026-11-23' });
    const id = dataOf(r).id!;
    expect(id).toMatch(/^tr_/);
    expect((await get(a.apiKey, `/transits/${id}`)).status).toBe(200);
    const other = await get(b.apiKey, `/transits/${id}`);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('Transit not found');
    expect((await get(a.apiKey, '/transits/tr_nothing')).status).toBe(404);
    const list = await get(b.apiKey, '/transits/list');
    expect((list.body.data as { transits: unknown[] }).transits).toEqual([]);
  });
});

describe('natal chart options: asteroids and lots as natal points', () => {
  const EXTRA = /^(CERES|PALLAS|JUNO|VESTA|PHOLUS|LOT_OF_[A-Z]+)$/;
  const names = (x: Reply) => dataOf(x).transits.majorTransits.map((t) => `${t.transitingPlanet} ${t.aspect} ${t.natalPlanet} ${t.exactAt.join()}`);

  it('off (absent or false): the answer is the one without them; on: the same price, the new points aspected', async () => {
    const a = await newAccount(stack, 100);
    const body = { ...LONDON_1990, date: '2026-11-01', period: 'month' };
    const plain = await post(a.apiKey, body);
    const off = await post(a.apiKey, { ...body, asteroids: false, lots: false });
    expect(off.body.data).toEqual(plain.body.data);
    const on = await post(a.apiKey, { ...body, asteroids: true, lots: true });
    expect(on.status, on.text).toBe(200);
    expect(metaOf(on).creditsUsed).toBe(3);
    expect(await balanceOf(stack, a.accountId)).toBe(100 - 9);
    const points = new Set(dataOf(on).transits.majorTransits.map((t) => t.natalPlanet));
    expect(points.has('CERES')).toBe(true);
    expect([...points].some((p) => p.startsWith('LOT_OF_'))).toBe(true);
    // the transits to the standard points are the same ones
    expect(names(on).filter((n) => !EXTRA.test(n.split(' ')[2]!)).sort()).toEqual(names(plain).sort());
    // asteroids alone: no lots
    const ast = await post(a.apiKey, { ...body, asteroids: true });
    expect(dataOf(ast).transits.majorTransits.some((t) => t.natalPlanet.startsWith('LOT_OF_'))).toBe(false);
  });

  it('saved with the report (lower case in GET), and with the AI reading: 23 credits', async () => {
    const a = await newAccount(stack, 100);
    const r = await post(a.apiKey, { ...LONDON_1990, date: '2026-11-01', period: 'month', asteroids: true, lots: true, saveToAccount: true, includeAI: true });
    expect(r.status, r.text).toBe(200);
    expect(metaOf(r).creditsUsed).toBe(23);
    expect(typeof dataOf(r).aiInterpretation).toBe('string');
    const got = await get(a.apiKey, `/transits/${dataOf(r).id}`);
    expect(got.status).toBe(200);
    const t = (got.body.data as { transit: { transits: Data['transits'] } }).transit;
    const saved = t.transits.majorTransits.map((x) => x.natalPlanet);
    expect(saved).toContain('ceres');
    expect(saved.map((p) => p.toUpperCase())).toEqual(dataOf(r).transits.majorTransits.map((x) => x.natalPlanet));
  });

  it('from a saved blueprint (its chart cast again): the same as from the birth data; another account\'s is 404, free', async () => {
    const a = await newAccount(stack, 100);
    const b = await newAccount(stack, 100);
    const made = await call(stack, 'POST', '/generate-blueprint', { key: a.apiKey, body: { fullName: 'Ada Lovelace', ...LONDON_1990, modules: { astrology: true, humanDesign: false, numerology: true } } });
    expect(made.status).toBe(200);
    const bp = (made.body.data as { blueprintId: string }).blueprintId;
    const fromBirth = await post(a.apiKey, { ...LONDON_1990, date: '2026-11-01', period: 'month', asteroids: true, lots: true });
    const fromBp = await post(a.apiKey, { blueprintId: bp, timezone: LONDON_1990.timezone, date: '2026-11-01', period: 'month', asteroids: true, lots: true, saveToAccount: false });
    expect(fromBp.status, fromBp.text).toBe(200);
    expect(metaOf(fromBp).creditsUsed).toBe(3);
    expect(names(fromBp)).toEqual(names(fromBirth));
    expect(names(fromBp).some((n) => n.includes(' CERES '))).toBe(true);
    const other = await post(b.apiKey, { blueprintId: bp, period: 'day', asteroids: true });
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('Blueprint not found');
    expect(await balanceOf(stack, b.accountId)).toBe(100);
  });

  it('sidereal: the points in the chart\'s zodiac (other contacts than tropical)', async () => {
    const a = await newAccount(stack, 100);
    const body = { ...LONDON_1990, date: '2026-11-01', period: 'month', asteroids: true, zodiac: 'sidereal' };
    const sid = await post(a.apiKey, body);
    expect(sid.status, sid.text).toBe(200);
    const trop = await post(a.apiKey, { ...body, zodiac: 'tropical' });
    const toCeres = (x: Reply) => names(x).filter((n) => n.includes(' CERES '));
    expect(toCeres(sid)).not.toEqual(toCeres(trop));
  });
});

describe('list and metadata', () => {
  let owner: { apiKey: string; accountId: string };
  let bp: string;
  beforeAll(async () => {
    owner = await newAccount(stack, 200);
    const r = await call(stack, 'POST', '/generate-blueprint', { key: owner.apiKey, body: { fullName: 'Grace Hopper', ...LONDON_1990, modules: { astrology: true, humanDesign: false, numerology: false } } });
    bp = (r.body.data as { blueprintId: string }).blueprintId;
    // Five horoscopes, in this order: two on the blueprint (a past week, today's day), three from birth data.
    for (const body of [
      { blueprintId: bp, period: 'week', date: '2020-01-01' },
      { blueprintId: bp, period: 'day' },
      { ...LONDON_1990, period: 'month', saveToAccount: true, date: '2026-11-01' },
      { ...LONDON_1990, period: 'day', saveToAccount: true, date: '2021-05-05', includeAI: true },
      { ...LONDON_1990, period: 'day', saveToAccount: false },
    ]) {
      const x = await post(owner.apiKey, body);
      expect(x.status).toBe(200);
    }
  });

  type Item = Record<string, unknown> & { id: string; period: string; aspects?: Array<Record<string, unknown>>; status?: string; aspectCount?: number };
  const itemsOf = (r: Reply) => (r.body.data as { transits: Item[] }).transits;
  const pageOf = (r: Reply) => (r.body.data as { pagination: Record<string, unknown> }).pagination;

  it('lists the saved ones newest first with their aspects (lower case), paginated, free', async () => {
    const r = await get(owner.apiKey, '/transits/list');
    expect(r.status).toBe(200);
    expect(r.body.meta).toMatchObject({ creditsUsed: 0 });
    const items = itemsOf(r);
    expect(items.map((i) => [i.period, i.date])).toEqual([
      ['day', '2021-05-05'],
      ['month', '2026-11-01'],
      ['day', expect.any(String)],
      ['week', '2020-01-01'],
    ]);
    expect(pageOf(r)).toEqual({ page: 1, limit: 50, total: 4, totalPages: 1, hasMore: false });
    const first = items[0]!;
    expect(first).toMatchObject({ blueprintId: '', blueprintName: 'Birth data 1990-07-15 14:30, London, UK', location: 'London, UK', includeAI: true, creditsUsed: 21 });
    expect(items[3]).toMatchObject({ blueprintId: bp, blueprintName: 'Grace Hopper', creditsUsed: 2 });
    for (const i of items) {
      expect(i.aspects!.length).toBeGreaterThan(0);
      for (const a of i.aspects!) {
        expect(Object.keys(a).sort()).toEqual(['aspect', 'duration', 'influence', 'isExact', 'natalPlanet', 'orb', 'strength', 'transitingPlanet']);
        expect(`${a.natalPlanet}${a.transitingPlanet}`).toMatch(/^[a-z_]+$/);
        expect(Number.isInteger(a.duration)).toBe(true);
      }
    }
    const p2 = await get(owner.apiKey, '/transits/list?page=2&limit=3');
    expect(itemsOf(p2).map((i) => i.date)).toEqual(['2020-01-01']);
    expect(pageOf(p2)).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2, hasMore: false });
    expect(pageOf(await get(owner.apiKey, '/transits/list?page=1&limit=3'))).toMatchObject({ hasMore: true });
  });

  it('metadata: aspectCount and status, filtered by blueprintId and period', async () => {
    const all = await get(owner.apiKey, '/transits/metadata');
    expect(all.status).toBe(200);
    const items = itemsOf(all);
    expect(items).toHaveLength(4);
    for (const i of items) {
      expect(i.aspects).toBeUndefined();
      expect(i.aspectCount).toBeGreaterThan(0);
    }
    expect(items.map((i) => i.status)).toEqual(['expired', expect.stringMatching(/^(active|expired)$/), 'active', 'expired']);
    const byBp = itemsOf(await get(owner.apiKey, `/transits/metadata?blueprintId=${bp}`));
    expect(byBp.map((i) => i.period)).toEqual(['day', 'week']);
    const days = await get(owner.apiKey, '/transits/metadata?period=day');
    expect(itemsOf(days).map((i) => i.period)).toEqual(['day', 'day']);
    expect(pageOf(days)).toMatchObject({ total: 2 });
    const both = itemsOf(await get(owner.apiKey, `/transits/metadata?period=week&blueprintId=${bp}`));
    expect(both.map((i) => i.date)).toEqual(['2020-01-01']);
    expect(itemsOf(await get(owner.apiKey, '/transits/metadata?blueprintId=bp_unknown'))).toEqual([]);
  });

  it.each([
    '/transits/list?page=0',
    '/transits/list?limit=101',
    '/transits/list?limit=0',
    '/transits/list?page=abc',
    '/transits/list?page=-1',
    '/transits/list?limit=2.5',
    '/transits/metadata?page=0',
    '/transits/metadata?limit=500',
  ])('%s -> 400', async (path) => {
    const r = await get(owner.apiKey, path);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Invalid pagination');
  });

  it('rejects an unknown period filter', async () => {
    const r = await get(owner.apiKey, '/transits/metadata?period=year');
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Invalid period');
  });
});
