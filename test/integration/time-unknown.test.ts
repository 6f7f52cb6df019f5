/**
 * An unknown birth time (timeUnknown: true, no birthTime) over the local stack: the noon chart
 * without houses, the Moon's range over the day, the price unchanged; bad input and routes that
 * need the time answer 400 and charge nothing (docs/astrology.md "Unknown birth time").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, LONDON_1990, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

let stack: LocalStack;
let acct: TestAccount;

beforeAll(async () => {
  stack = await startTestStack();
  acct = await newAccount(stack, 1_000);
});
afterAll(async () => {
  await stack?.close();
});

const post = (path: string, body: unknown) => call(stack, 'POST', path, { key: acct.apiKey, body });
const { birthTime: _t, ...DAY } = LONDON_1990;
const UNKNOWN = { ...DAY, timeUnknown: true };
type Rec = Record<string, unknown>;

describe('natal chart and big three of an unknown birth time', () => {
  it('natal chart: the chart of 12:00 without houses, each body without a house, the Moon over the day, 1 credit', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post('/calculators/natal-chart', UNKNOWN);
    expect(r.status).toBe(200);
    expect(r.body.meta).toMatchObject({ creditsUsed: 1, creditsRemaining: before! - 1 });
    const d = r.body.data as { chart: Rec; birthInfo: Rec; warnings: Rec[] };
    const noon = (await post('/calculators/natal-chart', { ...DAY, birthTime: '12:00' })).body.data as { chart: { celestialBodies: Record<string, Rec>; aspects: unknown[] } };
    expect(d.chart.houses).toBeNull();
    expect(d.chart.houseSystem).toBeNull();
    const bodies = d.chart.celestialBodies as Record<string, Rec>;
    expect(Object.keys(bodies)).toEqual(Object.keys(noon.chart.celestialBodies));
    for (const [k, b] of Object.entries(bodies)) {
      expect(b.house).toBeNull();
      expect({ ...b, house: 0 }).toEqual({ ...noon.chart.celestialBodies[k], house: 0 });
    }
    expect(d.chart.aspects).toEqual(noon.chart.aspects);
    expect(d.birthInfo).toMatchObject({ date: '1990-07-15', time: null, timeUnknown: true, utc: '1990-07-15T11:00:00.000Z' });
    expect(d.warnings).toEqual([expect.objectContaining({ code: 'birth_time_unknown', absent: ['chart.houses', 'chart.houseSystem', 'chart.celestialBodies.*.house'] })]);
    // the Moon at 00:00 and 23:59 local (BST) against the calculator at those times
    const at = async (birthTime: string) => ((await post('/calculators/natal-chart', { ...DAY, birthTime })).body.data as { chart: { celestialBodies: { moon: Rec } } }).chart.celestialBodies.moon;
    const range = d.chart.moonRange as { from: Rec; to: Rec; signChanges: boolean };
    const first = await at('00:00');
    const last = await at('23:59');
    expect(range.from.longitude).toBeCloseTo(first.longitude as number, 4);
    // 59 seconds after 23:59: the Moon moves about 0.009 degree
    expect(range.to.longitude as number).toBeGreaterThan(last.longitude as number);
    expect((range.to.longitude as number) - (last.longitude as number)).toBeLessThan(0.02);
    expect(range.from.sign).toBe(first.sign);
    expect(range.signChanges).toBe(range.from.sign !== range.to.sign);
  });

  it('big three: Sun and Moon of 12:00, no rising sign, no houses', async () => {
    const r = await post('/calculators/big-3', UNKNOWN);
    expect(r.status).toBe(200);
    const d = r.body.data as Record<string, Rec | null>;
    const noon = (await post('/calculators/big-3', { ...DAY, birthTime: '12:00' })).body.data as Record<string, Rec>;
    expect(d.rising).toBeNull();
    expect(d.sun).toEqual({ ...noon.sun, house: null });
    expect(d.moon).toEqual({ ...noon.moon, house: null });
    expect(d.moonRange).toMatchObject({ from: { sign: expect.any(String) }, to: { sign: expect.any(String) } });
    expect((d.warnings as unknown as Rec[])[0]).toMatchObject({ code: 'birth_time_unknown', absent: ['rising', 'sun.house', 'moon.house'] });
  });

  it('known times keep their answer: timeUnknown false is the same as leaving it out', async () => {
    const plain = await post('/calculators/natal-chart', LONDON_1990);
    const withFalse = await post('/calculators/natal-chart', { ...LONDON_1990, timeUnknown: false });
    expect(withFalse.body.data).toEqual(plain.body.data);
    expect(Object.keys(plain.body.data as Rec)).toEqual(['chart', 'birthInfo']);
  });
});

describe('bad input: 400, nothing charged', () => {
  const refused = async (path: string, body: unknown, error: string, message: RegExp) => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await post(path, body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, error, code: expect.any(String) });
    expect(r.body.message).toMatch(message);
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
    return r;
  };

  it('birthTime left out without timeUnknown stays the 400 it was', async () => {
    await refused('/calculators/natal-chart', DAY, 'Invalid birth time', /birthTime is required/);
    await refused('/calculators/natal-chart', { ...DAY, timeUnknown: false }, 'Invalid birth time', /birthTime is required/);
  });

  it('timeUnknown: true with a birthTime is a 400', async () => {
    const r = await refused('/calculators/big-3', { ...LONDON_1990, timeUnknown: true }, 'Invalid birth time', /not both/);
    expect(r.body.code).toBe('invalid_birth_time');
  });

  it('timeUnknown that is not a boolean is a 400', async () => {
    const r = await refused('/calculators/natal-chart', { ...LONDON_1990, timeUnknown: 'yes' }, 'Invalid request', /timeUnknown must be true or false/);
    expect(r.body.issues).toEqual([{ path: 'timeUnknown', error: 'Invalid request', message: 'timeUnknown must be true or false' }]);
  });

  it('a route that needs the time says so and names the routes that accept it', async () => {
    const r = await refused('/predictive/lunar-return', UNKNOWN, 'Birth time required', /natal-chart/);
    expect(r.body.code).toBe('birth_time_required');
    await refused('/images/bodygraph', UNKNOWN, 'Birth time required', /timeUnknown: true is accepted by/);
    await refused('/relationships', { people: [{ ...UNKNOWN, fullName: 'A' }, { ...LONDON_1990, fullName: 'B' }], modules: { synastry: true } }, 'Birth time required', /needs the birth time/);
  });
});

describe('blueprint of an unknown birth time', () => {
  const MODULES = { astrology: true, humanDesign: true, numerology: true };
  const blueprint = (birth: Rec, extra: Rec = {}) => post('/generate-blueprint', { ...birth, fullName: 'Ada Example', modules: MODULES, saveToAccount: false, ...extra });
  const hdAt = async (date: string, birthTime: string) => {
    const r = await blueprint({ ...DAY, birthDate: date, birthTime });
    expect(r.status).toBe(200);
    return (r.body.data as { humanDesign: Rec }).humanDesign;
  };
  // each Human Design field answered holds all day: equal to the bodygraph at 00:00 and at 23:59
  const checkAgainstDayEnds = async (date: string) => {
    const r = await blueprint({ ...UNKNOWN, birthDate: date });
    expect(r.status).toBe(200);
    const hd = (r.body.data as { humanDesign: Rec }).humanDesign;
    const first = await hdAt(date, '00:00');
    const last = await hdAt(date, '23:59');
    const answered = ['type', 'strategy', 'authority', 'profile', 'profileName', 'definition', 'incarnationCross', 'signature', 'notSelfTheme'].filter((k) => hd[k] !== null);
    for (const k of answered) {
      expect(hd[k], k).toEqual(first[k]);
      expect(hd[k], k).toEqual(last[k]);
    }
    // every channel answered is defined at both ends
    const names = (list: unknown) => (list as { name: string }[]).map((c) => c.name);
    for (const ch of names(hd.channels)) {
      expect(names(first.channels)).toContain(ch);
      expect(names(last.channels)).toContain(ch);
    }
    for (const k of ['centers', 'gates', 'activations', 'variables', 'birthUtc', 'designUtc']) expect(hd[k], k).toBeNull();
    return { hd, answered, data: r.body.data as Rec, meta: r.body.meta as Rec, first, last };
  };

  it('astrology without houses or angles, Human Design of what holds all day, numerology unchanged, the same price', async () => {
    const { hd, answered, data, meta, first } = await checkAgainstDayEnds('1990-07-15');
    // 1990-07-15 in London: type, authority and definition hold; the profile moves (2/4, 2/5, 3/5)
    expect(answered).toEqual(expect.arrayContaining(['type', 'authority', 'definition']));
    expect(hd.type).toBe('Projector');
    expect(hd.profile).toBeNull();
    expect((hd.dayChanges as Rec[]).map((c) => `${String(c.feature)}:${String(c.to)}`)).toEqual(expect.arrayContaining(['humanDesign.profile:2/5', 'humanDesign.profile:3/5']));
    expect(first.profile).toBe('2/4');
    const known = await blueprint({ ...DAY, birthTime: '12:00' });
    const knownData = known.body.data as Record<string, Rec>;
    expect(meta.creditsUsed).toBe((known.body.meta as Rec).creditsUsed);
    expect(data.numerology).toEqual(knownData.numerology);
    const astro = data.astrology as { celestialBodies: Record<string, Rec | null>; houses: unknown; aspects: Rec[]; isDayChart: unknown; moonRange: Rec };
    expect(astro.houses).toBeNull();
    expect(astro.isDayChart).toBeNull();
    for (const k of ['ascendant', 'midheaven', 'descendant', 'ic', 'part_of_fortune']) expect(astro.celestialBodies[k]).toBeNull();
    expect(astro.celestialBodies.sun).toEqual({ ...(knownData.astrology!.celestialBodies as Record<string, Rec>).sun, house: null });
    expect(astro.aspects.some((a) => ['ascendant', 'midheaven', 'part_of_fortune', 'descendant', 'ic'].includes(String(a.planet1)) || ['ascendant', 'midheaven', 'part_of_fortune', 'descendant', 'ic'].includes(String(a.planet2)))).toBe(false);
    expect(astro.moonRange).toMatchObject({ from: { sign: expect.any(String) } });
    const warnings = data.warnings as { absent: string[] }[];
    expect(warnings[0]!.absent).toEqual(expect.arrayContaining(['astrology.houses', 'astrology.celestialBodies.ascendant', 'humanDesign.profile', 'humanDesign.gates']));
    expect(warnings[0]!.absent).not.toContain('humanDesign.type');
    expect(data.birthInfo).toMatchObject({ time: null, timeUnknown: true });
  });

  it('a day whose Human Design type changes answers type null, with the change and its moment', async () => {
    // 1978-05-05 in London: Projector and Generator by turns (channel 3-60 comes and goes)
    const { hd, data, first, last } = await checkAgainstDayEnds('1978-05-05');
    expect(first.type).toBe('Projector');
    expect(last.type).toBe('Generator');
    expect(hd.type).toBeNull();
    expect(hd.strategy).toBeNull();
    const typeChanges = (hd.dayChanges as Rec[]).filter((c) => c.feature === 'humanDesign.type');
    expect(typeChanges.length).toBeGreaterThanOrEqual(2);
    for (const c of typeChanges) expect(String(c.at)).toMatch(/^1978-05-0[45]T/);
    expect((data.warnings as { absent: string[] }[])[0]!.absent).toContain('humanDesign.type');
  });

  it('a channel that leaves and comes back within the day is not answered, though both ends have it', async () => {
    // 2000-01-01 in London: channel 28-38 is defined at 00:00 and 23:59 but not all day
    const { hd, first, last } = await checkAgainstDayEnds('2000-01-01');
    const has = (list: unknown, gates: number[]) => (list as { gates: number[] }[]).some((c) => c.gates.join('-') === gates.join('-') || c.gates.join('-') === [...gates].reverse().join('-'));
    expect(has(first.channels, [28, 38]) && has(last.channels, [28, 38])).toBe(true);
    expect(has(hd.channels, [28, 38])).toBe(false);
  });
});

describe('natal wheel of an unknown birth time', () => {
  const image = (body: unknown) =>
    fetch(`${stack.api.url}/images/natal-wheel`, { method: 'POST', headers: { Authorization: `Bearer ${acct.apiKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('draws the bodies of 12:00 without house lines, house numbers or angles, for 1 credit', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    const res = await image({ ...UNKNOWN, format: 'svg' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-credits-used')).toBe('1');
    const svg = await res.text();
    const known = await (await image({ ...DAY, birthTime: '12:00', format: 'svg' })).text();
    for (const drawn of [/class="cusp-line"/, /class="angle-line"/, /data-body="ascendant"/, /data-body="midheaven"/, /class="label house"/]) {
      expect(known).toMatch(drawn);
      expect(svg).not.toMatch(drawn);
    }
    // the bodies are those of 12:00, each drawn
    for (const m of known.matchAll(/data-body="(sun|moon|mercury|venus|mars|jupiter|saturn)" data-longitude="([\d.]+)"/g)) expect(svg).toContain(`data-body="${m[1]}" data-longitude="${m[2]}"`);
    expect(svg).toContain('time unknown');
    // this one and the known time's
    expect(await balanceOf(stack, acct.accountId)).toBe(before - 2);
  });

  it('the bodygraph and transit wheel need the birth time: 400, nothing charged', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    for (const path of ['/images/bodygraph', '/images/transit-wheel']) {
      const r = await post(path, UNKNOWN);
      expect(r.status, path).toBe(400);
      expect(r.body.error).toBe('Birth time required');
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});

describe('a saved blueprint of an unknown birth time', () => {
  it('is kept as such: its wheel draws without angles; routes that cast its moment again answer 400, nothing charged', async () => {
    const made = await post('/generate-blueprint', { ...UNKNOWN, fullName: 'Ada Example', modules: { astrology: true, humanDesign: true, numerology: false } });
    expect(made.status).toBe(200);
    const blueprintId = (made.body.data as { blueprintId: string }).blueprintId;
    const got = await call(stack, 'GET', `/blueprints/${blueprintId}`, { key: acct.apiKey });
    expect(got.status).toBe(200);
    expect((got.body.data as { blueprint: Rec }).blueprint).toMatchObject({ birthTime: null, timeUnknown: true });
    const wheel = await fetch(`${stack.api.url}/images/natal-wheel`, { method: 'POST', headers: { Authorization: `Bearer ${acct.apiKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ blueprintId, format: 'svg' }) });
    expect(wheel.status).toBe(200);
    const svg = await wheel.text();
    expect(svg).toMatch(/data-body="sun"/);
    expect(svg).not.toMatch(/data-body="ascendant"|class="cusp-line"/);
    // captioned "time unknown", never the 12:00 it was cast for, and described as what it draws (issue 44)
    expect(svg).toContain('1990-07-15 (time unknown)');
    expect(svg).not.toContain('1990-07-15 12:00');
    expect(svg).toMatch(/<desc>[^<]*birth time unknown[^<]*no houses and no angles[^<]*<\/desc>/);
    expect(svg).not.toMatch(/<desc>[^<]*signs, houses, the angles/);
    for (const [language, words] of [['fr', '15 juillet 1990 (heure inconnue)'], ['de', '15. Juli 1990 (Uhrzeit unbekannt)'], ['hi', '15 जुलाई 1990 (समय अज्ञात)']] as const) {
      const saved = await fetch(`${stack.api.url}/blueprints/${blueprintId}/wheel.svg`, { headers: { Authorization: `Bearer ${acct.apiKey}`, 'Accept-Language': language } });
      expect(saved.status, language).toBe(200);
      const text = await saved.text();
      expect(text, language).toContain(words);
      expect(text, language).not.toContain('1990-07-15');
      expect(text, language).not.toMatch(/1990,? 12:00/);
    }
    const before = (await balanceOf(stack, acct.accountId))!;
    for (const [path, extra] of [['/predictive/profections', {}], ['/images/bodygraph', {}]] as const) {
      const r = await post(path, { blueprintId, ...extra });
      expect(r.status, path).toBe(400);
      expect(r.body.error, path).toBe('Birth time required');
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  }, 120_000);
});

describe('transits of an unknown birth time (issue 44)', () => {
  type Transit = { transitingPlanet: string; natalPlanet: string; aspect: string; orb: number; exactAt: string[]; strength: string; natalHouse: number | null; transitHouse: number | null; description: string };
  type Report = { majorTransits: Transit[]; significantAspects: unknown[]; stations: unknown[]; lunarPhase: unknown; numerology: unknown; moonRange?: Rec; timeUnknown?: boolean };
  const week = { period: 'week', date: '2026-11-23', timezone: 'Europe/London' };
  // the contact without what the time of day decides
  const contact = (t: Transit) => ({ transitingPlanet: t.transitingPlanet, natalPlanet: t.natalPlanet, aspect: t.aspect, orb: t.orb, exactAt: t.exactAt, strength: t.strength });

  it('the noon chart without houses, angles or the natal Moon, flagged, with the Moon over the day; the rest equal to the noon birth', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    const r = await post('/transits', { ...UNKNOWN, ...week });
    expect(r.status, r.text).toBe(200);
    expect(await balanceOf(stack, acct.accountId)).toBe(before - 2);
    const d = r.body.data as { transits: Report; warnings: Rec[] };
    const noon = ((await post('/transits', { ...DAY, birthTime: '12:00', ...week })).body.data as { transits: Report }).transits;
    const t = d.transits;
    expect(t.timeUnknown).toBe(true);
    expect(d.warnings).toEqual([expect.objectContaining({ code: 'birth_time_unknown' })]);
    expect(t.moonRange).toMatchObject({ from: { sign: expect.any(String) }, to: { sign: expect.any(String) }, signChanges: expect.any(Boolean) });
    expect(t.majorTransits.length).toBeGreaterThan(0);
    for (const m of t.majorTransits) {
      expect(m.natalHouse).toBeNull();
      expect(m.transitHouse).toBeNull();
      expect(['MOON', 'ASCENDANT', 'MIDHEAVEN']).not.toContain(m.natalPlanet);
      expect(m.description).not.toMatch(/house/);
    }
    // every contact to a point the time of day does not move is the noon birth's, and no other
    const kept = noon.majorTransits.filter((m) => !['MOON', 'ASCENDANT', 'MIDHEAVEN'].includes(m.natalPlanet));
    expect(noon.majorTransits.length).toBeGreaterThan(kept.length);
    expect(t.majorTransits.map(contact)).toEqual(kept.map(contact));
    for (const k of ['significantAspects', 'stations', 'lunarPhase', 'numerology'] as const) expect(t[k], k).toEqual(noon[k]);
  });

  it('a saved blueprint without a birth time gets the same transits; lots (cast from the Ascendant) are 400', async () => {
    const made = await post('/generate-blueprint', { ...UNKNOWN, fullName: 'Transit Person', modules: { astrology: true, humanDesign: false, numerology: false } });
    const blueprintId = (made.body.data as { blueprintId: string }).blueprintId;
    const fromBp = await post('/transits', { blueprintId, ...week });
    expect(fromBp.status, fromBp.text).toBe(200);
    const fromBirth = await post('/transits', { ...UNKNOWN, ...week });
    expect(((fromBp.body.data as { transits: Report }).transits.majorTransits).map(contact)).toEqual(((fromBirth.body.data as { transits: Report }).transits.majorTransits).map(contact));
    const before = (await balanceOf(stack, acct.accountId))!;
    const lots = await post('/transits', { ...UNKNOWN, ...week, lots: true });
    expect(lots.status).toBe(400);
    expect(lots.body.error).toBe('Birth time required');
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  }, 120_000);
});

describe('Vedic chart of an unknown birth time (issue 44)', () => {
  type Chart = { lagna: Rec | null; grahas: Record<string, Rec>; vargas: Record<string, { lagna: string | null; grahas: Record<string, string | null> }>; moonRange?: { from: Rec; to: Rec; nakshatraChanges: boolean; signChanges: boolean }; warnings?: Rec[]; timeUnknown?: boolean };
  it('the noon chart without lagna or houses, the Moon and its nakshatra over the day, flagged; the grahas those of the noon birth', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    const r = await post('/vedic/chart', { ...UNKNOWN, vargas: ['D1', 'D9', 'D60'] });
    expect(r.status, r.text).toBe(200);
    expect(await balanceOf(stack, acct.accountId)).toBe(before - 1);
    const c = r.body.data as Chart;
    const noon = (await post('/vedic/chart', { ...DAY, birthTime: '12:00', vargas: ['D1', 'D9', 'D60'] })).body.data as Chart;
    expect(c.timeUnknown).toBe(true);
    expect(c.lagna).toBeNull();
    expect(noon.lagna).not.toBeNull();
    for (const [k, g] of Object.entries(c.grahas)) {
      expect(g.house, k).toBeNull();
      expect({ ...g, house: 0 }, k).toEqual({ ...noon.grahas[k], house: 0 });
    }
    expect(c.warnings).toEqual([expect.objectContaining({ code: 'birth_time_unknown', absent: expect.arrayContaining(['lagna', 'grahas.*.house']) })]);
    // the Moon at the day's first and last second, with its nakshatra, against the chart at 00:00 and 23:59
    const at = async (birthTime: string) => ((await post('/vedic/chart', { ...DAY, birthTime })).body.data as Chart).grahas.moon!;
    const first = await at('00:00');
    const last = await at('23:59');
    expect(c.moonRange!.from.longitude as number).toBeCloseTo(first.longitude as number, 4);
    expect(c.moonRange!.from.nakshatra).toEqual(first.nakshatra);
    expect((c.moonRange!.to.longitude as number) - (last.longitude as number)).toBeLessThan(0.02);
    expect(c.moonRange!.to.nakshatra).toEqual(last.nakshatra);
    expect(c.moonRange!.nakshatraChanges).toBe((first.nakshatra as Rec).index !== (last.nakshatra as Rec).index);
    // vargas: no lagna; a graha's sign only when it holds all day (the Moon's D60 changes within the day), and then the noon one
    for (const [v, vc] of Object.entries(c.vargas)) {
      expect(vc.lagna, v).toBeNull();
      for (const [g, sgn] of Object.entries(vc.grahas)) if (sgn !== null) expect(sgn, `${v} ${g}`).toBe(noon.vargas[v]!.grahas[g]);
    }
    expect(c.vargas.D1!.grahas.sun).toBe(noon.vargas.D1!.grahas.sun);
    expect(c.vargas.D60!.grahas.moon).toBeNull();
  });

  it('a saved blueprint without a birth time answers the same chart; the reading (includeAI) needs the lagna: 400, nothing charged', async () => {
    const made = await post('/generate-blueprint', { ...UNKNOWN, fullName: 'Vedic Person', modules: { astrology: true, humanDesign: false, numerology: false } });
    const blueprintId = (made.body.data as { blueprintId: string }).blueprintId;
    const fromBp = await post('/vedic/chart', { blueprintId });
    expect(fromBp.status, fromBp.text).toBe(200);
    const fromBirth = await post('/vedic/chart', UNKNOWN);
    expect(fromBp.body.data).toEqual(fromBirth.body.data);
    const before = (await balanceOf(stack, acct.accountId))!;
    const ai = await post('/vedic/chart', { ...UNKNOWN, includeAI: true });
    expect(ai.status).toBe(400);
    expect(ai.body.error).toBe('Birth time required');
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  }, 120_000);
});

describe('predictive routes of an unknown birth time (issue 44)', () => {
  const TIME = ['ascendant', 'midheaven', 'descendant', 'ic', 'part_of_fortune'];
  const noHouse = (b: Rec) => {
    const { house: _h, ...rest } = b;
    return rest;
  };
  const withoutMoonOrAngles = (list: Rec[], a = 'point1', b = 'point2') => list.filter((x) => ![...TIME, 'moon'].includes(String(x[a])) && ![...TIME, 'moon'].includes(String(x[b])));

  it('solar return: the return of the noon Sun (its range over the day given), without houses or angles; what holds equals the noon birth', async () => {
    const r = await post('/predictive/solar-return', { ...UNKNOWN, year: 2026 });
    expect(r.status, r.text).toBe(200);
    const noon = (await post('/predictive/solar-return', { ...DAY, birthTime: '12:00', year: 2026 })).body.data as { solarReturn: { moment: string; chart: { celestialBodies: Record<string, Rec>; aspects: Rec[] }; aspectsToNatal: Rec[] } };
    const d = r.body.data as { solarReturn: { moment: string; momentRange: { from: string; to: string }; chart: { celestialBodies: Record<string, Rec>; houses: unknown; houseSystem: unknown; isDayChart: unknown; aspects: Rec[] }; aspectsToNatal: Rec[] }; timeUnknown: boolean; warnings: Rec[] };
    const sr = d.solarReturn;
    expect(d.timeUnknown).toBe(true);
    expect(d.warnings[0]).toMatchObject({ code: 'birth_time_unknown' });
    expect(sr.moment).toBe(noon.solarReturn.moment);
    expect(sr.momentRange.from < sr.moment && sr.moment < sr.momentRange.to).toBe(true);
    expect([sr.chart.houses, sr.chart.houseSystem, sr.chart.isDayChart]).toEqual([null, null, null]);
    const kept = Object.fromEntries(Object.entries(noon.solarReturn.chart.celestialBodies).filter(([k]) => !TIME.includes(k)).map(([k, b]) => [k, noHouse(b)]));
    expect(sr.chart.celestialBodies).toEqual(kept);
    expect(sr.aspectsToNatal).toEqual(withoutMoonOrAngles(noon.solarReturn.aspectsToNatal));
  });

  it('progressions: the progressed planets of the noon birth, no angles or houses, the progressed Moon over the day; solar arc: the directed planets', async () => {
    const body = { date: '2026-11-23' };
    const r = await post('/predictive/progressions', { ...UNKNOWN, ...body });
    expect(r.status, r.text).toBe(200);
    const p = (r.body.data as { progressions: { bodies: Record<string, Rec>; houses: unknown; moonEvents: unknown; aspectsToNatal: Rec[]; moonRange: { from: Rec; to: Rec } } }).progressions;
    const noon = ((await post('/predictive/progressions', { ...DAY, birthTime: '12:00', ...body })).body.data as { progressions: { bodies: Record<string, Rec>; aspectsToNatal: Rec[] } }).progressions;
    expect(p.houses).toBeNull();
    expect(p.moonEvents).toBeNull();
    expect(p.bodies).toEqual(Object.fromEntries(Object.entries(noon.bodies).filter(([k]) => !TIME.includes(k)).map(([k, b]) => [k, noHouse(b)])));
    expect(p.aspectsToNatal).toEqual(withoutMoonOrAngles(noon.aspectsToNatal));
    // a day of birth is a year of progressions: the progressed Moon's range spans about 13 degrees around the noon one
    const span = ((p.moonRange.to.longitude as number) - (p.moonRange.from.longitude as number) + 360) % 360;
    expect(span).toBeGreaterThan(10);
    expect(span).toBeLessThan(16);
    const a = await post('/predictive/solar-arc', { ...UNKNOWN, ...body });
    expect(a.status, a.text).toBe(200);
    const arc = (a.body.data as { solarArc: { arc: number; directed: Record<string, Rec>; aspectsToNatal: Rec[] } }).solarArc;
    const noonArc = ((await post('/predictive/solar-arc', { ...DAY, birthTime: '12:00', ...body })).body.data as { solarArc: { arc: number; directed: Record<string, Rec>; aspectsToNatal: Rec[] } }).solarArc;
    expect(arc.arc).toBe(noonArc.arc);
    expect(Object.keys(arc.directed)).not.toContain('ascendant');
    expect(arc.directed.sun).toEqual(noonArc.directed.sun);
    expect(arc.aspectsToNatal).toEqual(withoutMoonOrAngles(noonArc.aspectsToNatal, 'directed', 'natal'));
  });

  it('lunar return, profections and firdaria need the time (the natal Moon, the Ascendant, day or night): 400, nothing charged', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    for (const path of ['/predictive/lunar-return', '/predictive/profections', '/predictive/firdaria']) {
      const r = await post(path, UNKNOWN);
      expect(r.status, path).toBe(400);
      expect(r.body.error, path).toBe('Birth time required');
    }
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });

  it('a saved blueprint without a birth time: the same solar return', async () => {
    const made = await post('/generate-blueprint', { ...UNKNOWN, fullName: 'Return Person', modules: { astrology: true, humanDesign: false, numerology: false } });
    const blueprintId = (made.body.data as { blueprintId: string }).blueprintId;
    const fromBp = await post('/predictive/solar-return', { blueprintId, year: 2026 });
    expect(fromBp.status, fromBp.text).toBe(200);
    expect(fromBp.body.data).toEqual((await post('/predictive/solar-return', { ...UNKNOWN, year: 2026 })).body.data);
  }, 120_000);
});

describe('a calendar feed of a blueprint without a birth time (issue 44)', () => {
  it('carries the kinds that need no time (transits to the noon chart, personal cycles, sky); a kind that needs the moment is 400 Birth time required', async () => {
    const made = await post('/generate-blueprint', { ...UNKNOWN, fullName: 'Feed Person', modules: { astrology: true, humanDesign: false, numerology: true } });
    expect(made.status).toBe(200);
    const blueprintId = (made.body.data as { blueprintId: string }).blueprintId;
    const feed = await post('/calendars', { blueprintId });
    expect(feed.status, feed.text).toBe(201);
    const data = feed.body.data as { kinds: string[]; url: string };
    expect(data.kinds).toEqual(['transits', 'personalCycles', 'sky']);
    const ics = await call(stack, 'GET', new URL(data.url).pathname.replace(/^\/v1/, ''));
    expect(ics.status, ics.text.slice(0, 200)).toBe(200);
    expect(ics.text).toContain('BEGIN:VEVENT');
    // transits to the noon chart: none to the Moon or the angles, no natal house
    expect(ics.text).toMatch(/SUMMARY:[A-Za-z ]+ natal (Sun|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Chiron|North Node|South Node)/);
    expect(ics.text).not.toMatch(/SUMMARY:[A-Za-z ]+ natal (Moon|Ascendant|Midheaven)/);
    expect(ics.text).not.toContain('natal house');
    for (const kinds of [['returns', 'sky'], ['progressedMoon']]) {
      const r = await post('/calendars', { blueprintId, kinds });
      expect(r.status, kinds.join()).toBe(400);
      expect(r.body.error).toBe('Birth time required');
    }
  }, 120_000);
});
