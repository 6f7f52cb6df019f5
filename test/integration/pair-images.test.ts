/**
 * The two-person image routes (synastry, composite and Davison wheels, connection bodygraph) end
 * to end over HTTP, and the chart options (issue 24) on the image routes and on POST
 * /relationships and POST /transits: a sidereal wheel draws every body at the Swiss Ephemeris's
 * sidereal longitude, the orbs decide the aspect lines, the relationship's aspects follow its orbs,
 * sidereal transits put both charts in the sidereal zodiac.
 */
import { XMLValidator } from 'fast-xml-parser';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initEphemeris, SE, sweph } from '#shared/astro/ephemeris';
import { AYANAMSHA_CODES } from '#shared/astro/options';
import { jdFromDate, localToUtc } from '#shared/astro/time';
import type { LocalStack } from '#shared/http/local-stack';
import { balanceOf, call, LONDON_1990, newAccount, startTestStack, type TestAccount } from '#test/support/stack';

initEphemeris();
const C = sweph.constants;

let stack: LocalStack;
let acct: TestAccount;
let blueprintId: string;

const LENNON = { fullName: 'John Lennon', birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
const ONO = { fullName: 'Yoko Ono', birthDate: '1933-02-18', birthTime: '20:30', city: 'Tokyo', country: 'Japan', latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' };
const PEOPLE = [LENNON, ONO];

beforeAll(async () => {
  stack = await startTestStack();
  acct = await newAccount(stack, 1_000);
  const r = await call(stack, 'POST', '/generate-blueprint', {
    key: acct.apiKey,
    body: { fullName: 'Ada Example', ...LONDON_1990, modules: { astrology: true, humanDesign: true, numerology: false } },
  });
  blueprintId = (r.body.data as { blueprintId: string }).blueprintId;
});
afterAll(async () => {
  await stack?.close();
});

const raw = (path: string, body: unknown, key = acct.apiKey, accept = '*/*') =>
  fetch(`${stack.api.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Accept: accept },
    body: JSON.stringify(body),
  });

const arc = (a: number, b: number): number => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

/** Every drawn body of an SVG: role (inner/outer), key, longitude. */
function bodiesOf(svg: string): { role: string; key: string; longitude: number }[] {
  return [...svg.matchAll(/class="body (inner|outer)" data-body="([a-z_]+)" data-longitude="([\d.e-]+)"/g)].map((m) => ({ role: m[1]!, key: m[2]!, longitude: Number(m[3]) }));
}
const aspectCount = (svg: string): number => Number(/with (\d+) (?:transit )?aspects/.exec(svg)?.[1] ?? /and (\d+) aspects/.exec(svg)?.[1]);

/** The Swiss Ephemeris's own sidereal longitude (SEFLG_SIDEREAL) at a UT Julian day. */
function seSidereal(jdUT: number, body: number, ayanamsha: string): number {
  sweph.set_sid_mode(AYANAMSHA_CODES[ayanamsha]!, 0, 0);
  return sweph.calc_ut(jdUT, body, C.SEFLG_SWIEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL).data[0]!;
}
const tropical = (jdUT: number, body: number): number => sweph.calc_ut(jdUT, body, C.SEFLG_SWIEPH | C.SEFLG_SPEED).data[0]!;
const jdOf = (p: typeof LENNON): number => localToUtc({ date: p.birthDate, time: p.birthTime, timezone: p.timezone }).jdUT;

describe('POST /images/{two-person kind}', () => {
  it('answers the synastry wheel as SVG for 1 credit: A inside, B outside, at their true longitudes', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    const res = await raw('/images/synastry-wheel', { people: PEOPLE, theme: 'dark' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('x-credits-used')).toBe('1');
    const svg = await res.text();
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('<title>Synastry: John Lennon &amp; Yoko Ono</title>');
    expect(svg).not.toMatch(/var\(|url\(http|<image/);
    const bodies = bodiesOf(svg);
    const sun = (role: string) => bodies.find((b) => b.role === role && b.key === 'sun')!.longitude;
    expect(arc(sun('inner'), tropical(jdOf(LENNON), SE.SUN))).toBeLessThan(1e-6);
    expect(arc(sun('outer'), tropical(jdOf(ONO), SE.SUN))).toBeLessThan(1e-6);
    expect(aspectCount(svg)).toBeGreaterThan(5);
    expect(await balanceOf(stack, acct.accountId)).toBe(before - 1);
  });

  it('answers each kind as a PNG of the requested size, not blank', async () => {
    for (const kind of ['synastry-wheel', 'composite-wheel', 'davison-wheel', 'connection-bodygraph']) {
      const res = await raw(`/images/${kind}`, { people: PEOPLE, format: 'png', size: 600, theme: 'light' }, acct.apiKey, 'image/png');
      expect(res.status, kind).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
      expect(png.width).toBe(600);
      if (kind === 'connection-bodygraph') expect(png.height).toBeGreaterThan(500);
      else expect(png.height).toBe(600);
      // not blank: the pixels differ from the background in many places
      const first = png.data.readUInt32BE(0);
      let differing = 0;
      for (let i = 0; i < png.data.length; i += 4) if (png.data.readUInt32BE(i) !== first) differing++;
      expect(differing, kind).toBeGreaterThan((png.width * png.height) / 20);
    }
  });

  it('draws the composite, Davison and connection charts of two people, one of them a saved blueprint', async () => {
    const people = [LENNON, { blueprintId }];
    const composite = await call(stack, 'POST', '/images/composite-wheel', { key: acct.apiKey, body: { people } });
    expect(composite.status).toBe(200);
    expect(composite.text).toContain('Composite chart: John Lennon &amp; Ada Example');
    const davison = await call(stack, 'POST', '/images/davison-wheel', { key: acct.apiKey, body: { people } });
    expect(davison.text).toMatch(/Davison: 1965-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    const graph = await call(stack, 'POST', '/images/connection-bodygraph', { key: acct.apiKey, body: { people } });
    expect(graph.text).toMatch(/data-sides="a"/);
    expect(graph.text).toMatch(/data-sides="b"/);
    expect(XMLValidator.validate(graph.text)).toBe(true);
  });

  const bad: Array<[string, Record<string, unknown>, number, string]> = [
    ['one person', { people: [LENNON] }, 400, 'Invalid request'],
    ['a bad birth date', { people: [{ ...LENNON, birthDate: '1940-02-30' }, ONO] }, 400, 'Invalid birth date'],
    ['an unknown theme', { people: PEOPLE, theme: 'neon' }, 400, 'Invalid theme'],
    ['an unknown zodiac', { people: PEOPLE, zodiac: 'draconic' }, 400, 'Invalid zodiac'],
    ['orbs out of bounds', { people: PEOPLE, orbs: { square: 20 } }, 400, 'Invalid orbs'],
    ['another account’s blueprint', { people: [LENNON, { blueprintId: 'bp_01JD7N4Q2R0000000000000000' }] }, 404, 'Blueprint not found'],
  ];
  for (const [label, body, status, error] of bad) {
    it(`refuses ${label} with "${error}", nothing charged`, async () => {
      const before = await balanceOf(stack, acct.accountId);
      const r = await call(stack, 'POST', '/images/synastry-wheel', { key: acct.apiKey, body });
      expect(r.status).toBe(status);
      expect(r.body.error).toBe(error);
      expect(await balanceOf(stack, acct.accountId)).toBe(before);
    });
  }
});

describe('chart options on the image routes', () => {
  it('a sidereal natal wheel draws every body at its sidereal longitude (tropical minus the ayanamsha)', async () => {
    const r = await call(stack, 'POST', '/images/natal-wheel', { key: acct.apiKey, body: { ...LONDON_1990, zodiac: 'sidereal', ayanamsha: 'krishnamurti' } });
    expect(r.status).toBe(200);
    expect(r.text).toContain('Sidereal zodiac (krishnamurti)');
    const jd = localToUtc({ date: LONDON_1990.birthDate, time: LONDON_1990.birthTime, timezone: LONDON_1990.timezone }).jdUT;
    const drawn = bodiesOf(r.text);
    for (const [key, body] of [['sun', SE.SUN], ['moon', SE.MOON], ['mars', SE.MARS], ['pluto', SE.PLUTO]] as const) {
      const lon = drawn.find((b) => b.key === key)!.longitude;
      expect(arc(lon, seSidereal(jd, body, 'krishnamurti')), key).toBeLessThan(1e-6);
      expect(arc(lon, tropical(jd, body))).toBeGreaterThan(23);
    }
  });

  it('a sidereal transit wheel puts the transiting bodies in the same zodiac', async () => {
    const moment = '2026-11-23T21:00:00Z';
    const r = await call(stack, 'POST', '/images/transit-wheel', { key: acct.apiKey, body: { ...LONDON_1990, moment, zodiac: 'sidereal' } });
    expect(r.status).toBe(200);
    const outerSun = bodiesOf(r.text).find((b) => b.role === 'outer' && b.key === 'sun')!.longitude;
    expect(arc(outerSun, seSidereal(jdFromDate(new Date(moment)), SE.SUN, 'lahiri'))).toBeLessThan(1e-6);
  });

  it('orbs decide the aspect lines drawn', async () => {
    const count = async (body: Record<string, unknown>) => aspectCount((await call(stack, 'POST', '/images/natal-wheel', { key: acct.apiKey, body: { ...LONDON_1990, ...body } })).text);
    const plain = await count({});
    expect(await count({ orbs: { conjunction: 12, opposition: 12, square: 12, trine: 12, sextile: 12 } })).toBeGreaterThan(plain);
    expect(await count({ orbs: { conjunction: 0, opposition: 0, square: 0, trine: 0, sextile: 0, quincunx: 0, 'semi-sextile': 0, 'semi-square': 0, sesquiquadrate: 0, quintile: 0, biquintile: 0 } })).toBe(0);
    const syn = async (body: Record<string, unknown>) => aspectCount((await call(stack, 'POST', '/images/synastry-wheel', { key: acct.apiKey, body: { people: PEOPLE, ...body } })).text);
    expect(await syn({ orbs: { conjunction: 1, opposition: 1, square: 1, trine: 1, sextile: 1, quincunx: 1 } })).toBeLessThan(await syn({}));
  });

  it('a blueprint is redrawn from its birth data with the options sent; without options its stored chart is drawn', async () => {
    const stored = bodiesOf((await call(stack, 'POST', '/images/natal-wheel', { key: acct.apiKey, body: { blueprintId } })).text);
    const sidereal = bodiesOf((await call(stack, 'POST', '/images/natal-wheel', { key: acct.apiKey, body: { blueprintId, zodiac: 'sidereal' } })).text);
    const sun = (list: typeof stored) => list.find((b) => b.key === 'sun')!.longitude;
    const jd = localToUtc({ date: LONDON_1990.birthDate, time: LONDON_1990.birthTime, timezone: LONDON_1990.timezone }).jdUT;
    expect(arc(sun(stored), tropical(jd, SE.SUN))).toBeLessThan(1e-4); // stored rounded to 4 decimals
    expect(arc(sun(sidereal), seSidereal(jd, SE.SUN, 'lahiri'))).toBeLessThan(1e-6);
  });

  it('a sidereal synastry wheel: both people in the sidereal zodiac', async () => {
    const r = await call(stack, 'POST', '/images/synastry-wheel', { key: acct.apiKey, body: { people: PEOPLE, zodiac: 'sidereal', ayanamsha: 'fagan-bradley' } });
    const drawn = bodiesOf(r.text);
    const moon = (role: string) => drawn.find((b) => b.role === role && b.key === 'moon')!.longitude;
    expect(arc(moon('inner'), seSidereal(jdOf(LENNON), SE.MOON, 'fagan-bradley'))).toBeLessThan(1e-6);
    expect(arc(moon('outer'), seSidereal(jdOf(ONO), SE.MOON, 'fagan-bradley'))).toBeLessThan(1e-6);
  });
});

describe('chart options on POST /relationships', () => {
  it('orbs change the synastry aspects; the options are answered, saved and listed', async () => {
    const body = { people: PEOPLE, modules: { synastry: true, composite: true }, saveToAccount: true };
    const plain = await call(stack, 'POST', '/relationships', { key: acct.apiKey, body });
    const tight = await call(stack, 'POST', '/relationships', { key: acct.apiKey, body: { ...body, orbs: { conjunction: 1, opposition: 1, square: 1, trine: 1, sextile: 1, quincunx: 1 }, zodiac: 'sidereal' } });
    expect(plain.status).toBe(200);
    expect(tight.status).toBe(200);
    type Syn = { synastry: { aspects: { orb: number }[] }; chartOptions?: unknown; relationshipId: string };
    const p = plain.body.data as Syn;
    const t = tight.body.data as Syn;
    expect(p.chartOptions).toBeUndefined();
    expect(t.chartOptions).toEqual({ zodiac: 'sidereal', ayanamsha: 'lahiri', orbs: { conjunction: 1, opposition: 1, square: 1, trine: 1, sextile: 1, quincunx: 1 } });
    expect(t.synastry.aspects.length).toBeLessThan(p.synastry.aspects.length);
    expect(t.synastry.aspects.every((a) => a.orb <= 1)).toBe(true);
    const got = await call(stack, 'GET', `/relationships/${t.relationshipId}`, { key: acct.apiKey });
    expect((got.body.data as { relationship: { chartOptions: unknown } }).relationship.chartOptions).toEqual(t.chartOptions);
  });
});

describe('chart options on POST /transits', () => {
  type Report = { transits: { zodiac?: unknown; majorTransits: { transitingPlanet: string; natalPlanet: string; aspect: string; exactAt: string[]; orb: number }[]; stations: { position: string }[] }; id: string | null };

  it('sidereal transits: both charts in the zodiac asked for, saved with it; tropical answers carry no zodiac', async () => {
    const before = (await balanceOf(stack, acct.accountId))!;
    const sid = await call(stack, 'POST', '/transits', { key: acct.apiKey, body: { ...LONDON_1990, date: '2026-11-23', period: 'week', zodiac: 'sidereal', ayanamsha: 'raman', saveToAccount: true } });
    expect(sid.status).toBe(200);
    expect(sid.headers.get('x-credits-used')).toBe('2');
    const d = sid.body.data as Report;
    expect(d.transits.zodiac).toEqual({ type: 'sidereal', ayanamsha: 'raman' });
    const birthJd = localToUtc({ date: LONDON_1990.birthDate, time: LONDON_1990.birthTime, timezone: LONDON_1990.timezone }).jdUT;
    const natalSun = seSidereal(birthJd, SE.SUN, 'raman');
    const angle: Record<string, number> = { conjunction: 0, opposition: 180, square: 90, trine: 120, sextile: 60, quincunx: 150 };
    const toSun = d.transits.majorTransits.filter((t) => t.natalPlanet === 'SUN' && t.exactAt.length);
    for (const t of toSun) {
      const body = (SE as unknown as Record<string, number>)[t.transitingPlanet === 'NORTH_NODE' ? 'TRUE_NODE' : t.transitingPlanet]!;
      const lon = seSidereal(jdFromDate(new Date(t.exactAt[0]!)), body, 'raman');
      const off = Math.abs(Math.abs(((((lon - natalSun) % 360) + 540) % 360) - 180) - angle[t.aspect]!);
      expect(off, `${t.transitingPlanet} ${t.aspect}`).toBeLessThan(0.01);
    }
    const trop = await call(stack, 'POST', '/transits', { key: acct.apiKey, body: { ...LONDON_1990, date: '2026-11-23', period: 'week' } });
    expect((trop.body.data as Report).transits).not.toHaveProperty('zodiac');
    expect(await balanceOf(stack, acct.accountId)).toBe(before - 4);
    const saved = await call(stack, 'GET', `/transits/${d.id}`, { key: acct.apiKey });
    expect(JSON.stringify(saved.body.data)).toContain('"zodiac":{"type":"sidereal","ayanamsha":"raman"}');
  });

  it('a tropical blueprint asked in the sidereal zodiac is cast again from its birthplace', async () => {
    const fromBlueprint = await call(stack, 'POST', '/transits', { key: acct.apiKey, body: { blueprintId, timezone: LONDON_1990.timezone, date: '2026-11-23', zodiac: 'sidereal', saveToAccount: false } });
    const fromBirth = await call(stack, 'POST', '/transits', { key: acct.apiKey, body: { ...LONDON_1990, date: '2026-11-23', zodiac: 'sidereal' } });
    expect(fromBlueprint.status).toBe(200);
    const a = (fromBlueprint.body.data as Report).transits.majorTransits;
    const b = (fromBirth.body.data as Report).transits.majorTransits;
    expect(a.length).toBeGreaterThan(0);
    expect(a.map((t) => [t.transitingPlanet, t.natalPlanet, t.aspect, t.orb])).toEqual(b.map((t) => [t.transitingPlanet, t.natalPlanet, t.aspect, t.orb]));
  });

  it('orbs for aspects transits do not look for are refused, nothing charged', async () => {
    const before = await balanceOf(stack, acct.accountId);
    const r = await call(stack, 'POST', '/transits', { key: acct.apiKey, body: { ...LONDON_1990, orbs: { quintile: 1 } } });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Invalid orbs');
    expect(await balanceOf(stack, acct.accountId)).toBe(before);
  });
});
