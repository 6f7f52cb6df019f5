/**
 * The three calculators end to end over HTTP: real computed values, the spec's shapes,
 * every validation error with its exact string and no charge, refunds of core errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { hasOfflineRoom } from '#shared/ai/offline/pack';
import { AI_LANGUAGES } from '#shared/ai/types';
import { balanceOf, call, ledgerOf, LONDON_1990, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;

beforeAll(async () => {
  stack = await startTestStack();
  acct = await newAccount(stack, 1_000);
});
afterAll(async () => {
  await stack?.close();
});

const post = (path: string, body: unknown) => call(stack, 'POST', `/calculators/${path}`, { key: acct.apiKey, body });

describe('life path', () => {
  it('computes 1990-07-15 -> 5 (7 + 6 + 1 = 14 -> 5) with its texts, for 1 credit', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('life-path', { birthDate: '1990-07-15' });
    expect(r.status).toBe(200);
    const data = r.body.data as Record<string, unknown>;
    expect(data.lifePathNumber).toBe(5);
    expect(data.calculation).toEqual({ month: 7, day: 6, year: 1, sum: 14 });
    expect(typeof data.name).toBe('string');
    expect(typeof data.keywords).toBe('string');
    expect(Array.isArray(data.strengths) && Array.isArray(data.challenges)).toBe(true);
    expect(r.body.meta).toEqual({ creditsUsed: 1, creditsRemaining: before! - 1, writer: { name: 'offline' } });
  });

  it('answers the prose in French when asked, and in English (meta says so) where no text is written yet', async () => {
    const en = (await post('life-path', { birthDate: '1990-07-15' })).body.data as Record<string, string | string[]>;
    const fr = await post('life-path', { birthDate: '1990-07-15', language: 'fr' });
    expect(fr.status).toBe(200);
    const d = fr.body.data as Record<string, string | string[]>;
    expect(d.description).toMatch(/^Le chemin de vie 5 est affaire de liberté et d’expérience\./);
    expect(d.strengths).toEqual(['Adaptabilité et débrouillardise', 'Curiosité pour tout', 'Vivacité et force de persuasion', 'Apprentissage rapide']);
    expect(d.challenges).toHaveLength((en.challenges as string[]).length);
    expect(fr.body.meta).not.toHaveProperty('languageFallback');
    const it_ = await post('life-path', { birthDate: '1990-07-15', language: 'it' });
    expect((it_.body.data as Record<string, unknown>).description).toMatch(/^Il sentiero di vita 5 è fatto di libertà e di esperienza\./);
    expect(it_.body.meta).not.toHaveProperty('languageFallback');
    // a language without its own life path prose (none, one day: then this part is silent)
    const other = AI_LANGUAGES.find((l) => !hasOfflineRoom(l, 'lifePath'));
    if (other) {
      const o = await post('life-path', { birthDate: '1990-07-15', language: other });
      expect((o.body.data as Record<string, unknown>).description).toBe(en.description);
      expect(o.body.meta).toMatchObject({ languageFallback: true });
    }
  });

  it('the big three in French and Italian: keywords and descriptions of each role, same signs; a language without the prose falls back to English, marked', async () => {
    const body = { ...LONDON_1990 };
    const en = (await post('big-3', body)).body.data as Record<string, { sign: string; keywords: string; description: string }>;
    const fr = await post('big-3', { ...body, language: 'fr' });
    expect(fr.status).toBe(200);
    const d = fr.body.data as typeof en;
    for (const role of ['sun', 'moon', 'rising']) {
      expect(d[role]!.sign).toBe(en[role]!.sign);
      expect(d[role]!.description).not.toBe(en[role]!.description);
    }
    expect(d.sun!.sign).toBe('cancer');
    expect(d.sun!.keywords).toBe('sollicitude, protection, mémoire, intuition');
    const it_ = await post('big-3', { ...body, language: 'it' });
    expect((it_.body.data as typeof en).sun!.keywords).toBe('cura, protezione, memoria, intuito');
    expect(it_.body.meta).not.toHaveProperty('languageFallback');
    // a language without its own big three prose (none, one day: then this part is silent)
    const other = AI_LANGUAGES.find((l) => !hasOfflineRoom(l, 'bigThree'));
    if (other) {
      const o = await post('big-3', { ...body, language: other });
      expect((o.body.data as typeof en).sun!.description).toBe(en.sun!.description);
      expect(o.body.meta).toMatchObject({ languageFallback: true });
    }
  });

  it('keeps master numbers while reducing: 1985-11-11 -> 11 + 11 + 5 = 27 -> 9', async () => {
    expect(((await post('life-path', { birthDate: '1985-11-11' })).body.data as { lifePathNumber: number }).lifePathNumber).toBe(9);
  });
});

describe('big three', () => {
  it('computes a known birth: London 1990-07-15 14:30 BST -> Sun 22° Cancer', async () => {
    const r = await post('big-3', LONDON_1990);
    expect(r.status).toBe(200);
    const d = r.body.data as Record<string, Record<string, unknown>>;
    expect(d.sun).toMatchObject({ sign: 'cancer', degree: 22, element: 'water', modality: 'cardinal' });
    expect(d.moon).toMatchObject({ sign: 'aries', element: 'fire' });
    expect(Number.isInteger(d.sun!.house)).toBe(true);
    expect(Number.isInteger(d.moon!.house)).toBe(true);
    expect(d.rising).toHaveProperty('sign');
    expect(d.rising).not.toHaveProperty('house');
    for (const k of ['sun', 'moon', 'rising']) {
      expect(Object.keys(d[k]!)).toEqual(expect.arrayContaining(['sign', 'degree', 'keywords', 'description', 'element', 'modality']));
    }
    expect(d.birthInfo).toEqual({
      date: '1990-07-15',
      time: '14:30',
      location: 'London, UK',
      utc: '1990-07-15T13:30:00.000Z',
      utcOffset: '+01:00',
      offsetRule: 'daylight saving',
    });
    expect((r.body.meta as { creditsUsed: number }).creditsUsed).toBe(1);
  });
});

describe('natal chart', () => {
  it('returns data.chart with bodies, 12 houses and aspects; the Sun at 22.8° Cancer', async () => {
    const r = await post('natal-chart', LONDON_1990);
    expect(r.status).toBe(200);
    const chart = (r.body.data as { chart: Record<string, Record<string, Record<string, unknown>>> }).chart;
    const sun = chart.celestialBodies!.sun!;
    expect(sun).toMatchObject({ sign: 'cancer', isRetrograde: false });
    expect(sun.longitude as number).toBeGreaterThan(112.5);
    expect(sun.longitude as number).toBeLessThan(113.2);
    expect(Object.keys(chart.celestialBodies!)).toEqual(expect.arrayContaining(['moon', 'pluto', 'chiron', 'north_node', 'south_node']));
    expect(Object.keys(chart.houses!).sort((a, b) => Number(a) - Number(b))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    const aspects = chart.aspects as unknown as { planet1: string; planet2: string; applying: boolean }[];
    expect(aspects.length).toBeGreaterThan(5);
    expect(aspects[0]!.planet1).toBe(aspects[0]!.planet1.toUpperCase());
    expect(typeof aspects[0]!.applying).toBe('boolean');
  });

  it('takes an optional houseSystem: whole-sign cusps start at 0 degrees of consecutive signs', async () => {
    const r = await post('natal-chart', { ...LONDON_1990, houseSystem: 'Whole Sign' });
    expect(r.status).toBe(200);
    const chart = (r.body.data as { chart: { houses: Record<string, { cusp: number; sign: string }>; houseSystem: { used: string } } }).chart;
    expect(chart.houseSystem.used).toBe('whole-sign');
    const cusps = Object.values(chart.houses).map((h) => h.cusp);
    for (const c of cusps) expect(c % 30).toBeCloseTo(0, 9);
    for (let i = 1; i < 12; i++) expect((cusps[i]! - cusps[i - 1]! + 360) % 360).toBeCloseTo(30, 9);
    const placidus = await post('natal-chart', LONDON_1990);
    const p = (placidus.body.data as { chart: { houseSystem: { used: string }; houses: Record<string, { cusp: number }> } }).chart;
    expect(p.houseSystem.used).toBe('placidus');
    expect(p.houses['2']!.cusp % 30).not.toBeCloseTo(0, 3);
  });
});

describe('natal chart options', () => {
  const ALL = { asteroids: true, fixedStars: true, lots: true, dignities: true, patterns: true, declinations: true, antiscia: true, midpoints: true };
  it('every option at once: each block under the chart, the rest as without them, still 1 credit', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('natal-chart', { ...LONDON_1990, ...ALL });
    expect(r.status).toBe(200);
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
    const chart = (r.body.data as { chart: Record<string, unknown> }).chart;
    const plain = ((await post('natal-chart', LONDON_1990)).body.data as { chart: Record<string, unknown> }).chart;
    expect(Object.keys(chart)).toEqual([...Object.keys(plain), 'asteroids', 'fixedStars', 'lots', 'dignities', 'almuten', 'patterns', 'declinations', 'antiscia', 'midpoints']);
    for (const k of Object.keys(plain)) expect(chart[k]).toEqual(plain[k]);
    expect(Object.keys(chart.asteroids as object)).toEqual(['ceres', 'pallas', 'juno', 'vesta', 'pholus']);
    expect(Object.keys(chart.fixedStars as object)).toHaveLength(16);
    // London 1990-07-15: the Sun at 22.8 Cancer; Cancer's water triplicity by day is Venus's, so the Sun has none of it
    expect((chart.dignities as Record<string, { has: string[] }>).sun!.has).toEqual([]);
    // and Jupiter, in Cancer that summer, is exalted
    expect((chart.dignities as Record<string, { has: string[] }>).jupiter!.has).toContain('exaltation');
  });

  it('the options are the natal chart’s: the big three refuses them as unknown fields, nothing charged', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('big-3', { ...LONDON_1990, lots: true });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Unknown field');
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});

describe('validation: spec error strings, HTTP 400, nothing charged', () => {
  const without = (field: string) => Object.fromEntries(Object.entries(LONDON_1990).filter(([k]) => k !== field));
  const cases: [string, string, string, unknown][] = [
    ['big-3', 'birthDate not YYYY-MM-DD', 'Invalid birth date', { ...LONDON_1990, birthDate: '15/07/1990' }],
    ['big-3', 'impossible date', 'Invalid birth date', { ...LONDON_1990, birthDate: '2023-02-30' }],
    ['big-3', 'birthDate missing', 'Invalid birth date', without('birthDate')],
    ['natal-chart', 'birthDate a number', 'Invalid birth date', { ...LONDON_1990, birthDate: 19900715 }],
    ['life-path', 'life path: month 13', 'Invalid birth date', { birthDate: '1990-13-01' }],
    ['life-path', 'life path: missing', 'Invalid birth date', {}],
    ['big-3', 'city missing', 'Birth location required', without('city')],
    ['big-3', 'country missing', 'Birth location required', without('country')],
    ['natal-chart', 'latitude missing', 'Birth location required', without('latitude')],
    ['natal-chart', 'longitude missing', 'Birth location required', without('longitude')],
    ['big-3', 'timezone missing', 'Birth location required', without('timezone')],
    ['big-3', 'city blank', 'Birth location required', { ...LONDON_1990, city: '  ' }],
    ['big-3', 'latitude null', 'Birth location required', { ...LONDON_1990, latitude: null }],
    ['big-3', 'birthTime 25:00', 'Invalid birth time', { ...LONDON_1990, birthTime: '25:00' }],
    ['natal-chart', 'birthTime missing', 'Invalid birth time', without('birthTime')],
    ['big-3', 'latitude 91', 'Invalid coordinates', { ...LONDON_1990, latitude: 91 }],
    ['natal-chart', 'longitude -181', 'Invalid coordinates', { ...LONDON_1990, longitude: -181 }],
    ['big-3', 'latitude a string', 'Invalid coordinates', { ...LONDON_1990, latitude: '51.5' }],
    ['natal-chart', 'unknown zone', 'Invalid timezone', { ...LONDON_1990, timezone: 'Mars/Olympus_Mons' }],
    ['big-3', 'body not an object', 'Invalid request body', 'hello'],
    ['natal-chart', 'unknown house system', 'Invalid house system', { ...LONDON_1990, houseSystem: 'topocentric-x' }],
    ['big-3', 'house system not a string', 'Invalid house system', { ...LONDON_1990, houseSystem: 7 }],
    ['natal-chart', 'asteroids a string', 'Invalid chart option', { ...LONDON_1990, asteroids: 'yes' }],
    ['natal-chart', 'midpoints a number', 'Invalid chart option', { ...LONDON_1990, midpoints: 1 }],
  ];

  it.each(cases)('%s: %s -> %s', async (path, _label, error, body) => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post(path, body);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(error);
    expect(typeof r.body.message).toBe('string');
    expect((r.body.message as string).length).toBeGreaterThan(5);
    expect(r.headers.get('x-credits-used')).toBeNull();
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });

  it('refuses dates outside the ephemeris before any charge (400, no ledger movement)', async () => {
    const before = await balanceOf(stack, acct.accountId);
    for (const birthDate of ['1700-01-01', '1800-01-01', '2400-01-01', '2399-12-31']) {
      const r = await post('big-3', { ...LONDON_1990, birthDate });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('Date out of range');
      expect(r.headers.get('x-credits-used')).toBeNull();
      const rows = await ledgerOf(stack, acct.accountId);
      expect(rows.filter((x) => x.requestId === r.headers.get('x-request-id'))).toEqual([]);
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
    // the first and last days the ephemeris fully covers are accepted
    expect((await post('natal-chart', { ...LONDON_1990, birthDate: '1800-01-02' })).status).toBe(200);
    expect((await post('natal-chart', { ...LONDON_1990, birthDate: '2399-12-30' })).status).toBe(200);
  });
});
