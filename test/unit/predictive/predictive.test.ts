import { describe, expect, it } from 'vitest';
import { bodiesAt } from '#shared/astro/bodies';
import { bodyPosition, initEphemeris, SE } from '#shared/astro/ephemeris';
import { computeHouses } from '#shared/astro/houses';
import { ayanamshaAt, AYANAMSHA_CODES } from '#shared/astro/options';
import { localToUtc } from '#shared/astro/time';
import {
  computeProgressions,
  computeSolarArc,
  lunarReturnsBetween,
  natalBasis,
  nextReturn,
  progressedJd,
  solarReturnOfYear,
  TROPICAL_YEAR_DAYS,
} from '#shared/predictive/index';

initEphemeris();
const arc = (a: number, b: number): number => Math.abs((((a - b) % 360) + 540) % 360 - 180);
const signed = (a: number, b: number): number => ((((a - b) % 360) + 540) % 360) - 180;
const BIRTH = { date: '1990-07-15', time: '14:30', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 };
const birthJd = localToUtc(BIRTH).jdUT;
const natal = natalBasis(birthJd, BIRTH.latitude, BIRTH.longitude);
const jdOf = (iso: string): number => Date.parse(iso) / 86400000 + 2440587.5;
const SECOND = 1 / 86400;
const SIGN_ORDER = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];

/** Brute force: hourly samples, then bisection to 1 ms, of every crossing of the natal longitude. */
function bruteForceReturns(body: number, target: number, lo: number, hi: number, ayan: (t: number) => number = () => 0): number[] {
  const g = (t: number): number => signed(bodyPosition(t, body).longitude - ayan(t), target);
  const out: number[] = [];
  const step = 1 / 24;
  let a = lo;
  let ga = g(a);
  for (let b = lo + step; b <= hi; b += step) {
    const gb = g(b);
    if (ga < 0 && gb >= 0 && gb - ga < 90) {
      let x = a;
      let y = b;
      while (y - x > 1e-8) {
        const m = (x + y) / 2;
        if (g(m) < 0) x = m;
        else y = m;
      }
      out.push((x + y) / 2);
    }
    a = b;
    ga = gb;
  }
  return out;
}

describe('returns', () => {
  it('solar return of a year: within 1 s of the brute-force scan, longitude within 0.0001 degree of natal', () => {
    for (const year of [1991, 2026, 2100]) {
      const r = solarReturnOfYear(natal, BIRTH.date, year);
      expect(arc(bodyPosition(r.jdUT, SE.SUN).longitude, natal.chart.bodies.sun.longitude)).toBeLessThan(1e-4);
      const brute = bruteForceReturns(SE.SUN, natal.chart.bodies.sun.longitude, r.jdUT - 2, r.jdUT + 2);
      expect(brute).toHaveLength(1);
      expect(Math.abs(brute[0]! - r.jdUT)).toBeLessThan(SECOND);
      expect(r.utc.slice(0, 4)).toBe(String(year));
      expect(r.chart.bodies.sun.longitude).toBeCloseTo(natal.chart.bodies.sun.longitude, 6);
    }
  });

  it('relocated solar return: same moment, houses of the new place', () => {
    const home = solarReturnOfYear(natal, BIRTH.date, 2026);
    const away = solarReturnOfYear(natal, BIRTH.date, 2026, { latitude: 40.7128, longitude: -74.006 });
    expect(away.jdUT).toBe(home.jdUT);
    expect(away.relocated).toBe(true);
    expect(away.chart.cusps[0]!.cusp).toBeCloseTo(computeHouses(home.jdUT, 40.7128, -74.006, 'placidus').cusps[0]!, 9);
    expect(arc(away.chart.bodies.ascendant.longitude, home.chart.bodies.ascendant.longitude)).toBeGreaterThan(10);
    expect(home.aspectsToNatal.some((a) => a.body1 === 'sun' && a.body2 === 'sun' && a.type === 'conjunction' && a.orb < 1e-6)).toBe(true);
  });

  it('sidereal solar return: the sidereal Sun back on its natal sidereal longitude (later than the tropical return)', () => {
    const sid = natalBasis(birthJd, BIRTH.latitude, BIRTH.longitude, { zodiac: 'sidereal', ayanamsha: 'lahiri' });
    const r = solarReturnOfYear(sid, BIRTH.date, 2060);
    const ayan = (t: number): number => ayanamshaAt(t, AYANAMSHA_CODES.lahiri!);
    expect(arc(bodyPosition(r.jdUT, SE.SUN).longitude - ayan(r.jdUT), sid.chart.bodies.sun.longitude)).toBeLessThan(1e-4);
    const trop = solarReturnOfYear(natal, BIRTH.date, 2060);
    expect(r.jdUT - trop.jdUT).toBeGreaterThan(0.7); // 70 years x 20 minutes
  });

  it('lunar returns: next after a date, and every return within a month, against the brute-force scan', () => {
    const from = jdOf('2026-03-01T00:00:00Z');
    const to = jdOf('2026-04-01T00:00:00Z');
    const all = lunarReturnsBetween(natal, from, to);
    const brute = bruteForceReturns(SE.MOON, natal.chart.bodies.moon.longitude, from, to);
    expect(all.map((r) => r.jdUT)).toHaveLength(brute.length);
    all.forEach((r, i) => {
      expect(Math.abs(r.jdUT - brute[i]!)).toBeLessThan(SECOND);
      expect(arc(bodyPosition(r.jdUT, SE.MOON).longitude, natal.chart.bodies.moon.longitude)).toBeLessThan(1e-4);
    });
    const next = nextReturn(natal, 'moon', from);
    expect(next.jdUT).toBe(all[0]!.jdUT);
    const afterFirst = nextReturn(natal, 'moon', all[0]!.jdUT + 0.01);
    expect(afterFirst.jdUT - all[0]!.jdUT).toBeGreaterThan(27);
    expect(afterFirst.jdUT - all[0]!.jdUT).toBeLessThan(28);
  });
});

describe('secondary progressions', () => {
  const date = jdOf('2026-11-23T00:00:00Z');
  const p = computeProgressions(natal, date);

  it('progressed bodies are the ephemeris a day per year after birth (0.001 degree)', () => {
    const pjd = birthJd + (date - birthJd) / TROPICAL_YEAR_DAYS;
    expect(p.progressedJd).toBeCloseTo(pjd, 9);
    const eph = bodiesAt(pjd);
    for (const k of ['sun', 'moon', 'mercury', 'venus', 'mars', 'pluto', 'north_node'] as const) expect(arc(p.bodies[k]!.longitude, eph[k].longitude)).toBeLessThan(1e-3);
    expect(p.age).toBeCloseTo(36.36, 1);
  });

  it('angles: solar arc on the MC (default), Naibod, progressed houses', () => {
    expect(arc(p.bodies.midheaven!.longitude, natal.chart.bodies.midheaven.longitude + p.solarArc)).toBeLessThan(1e-6);
    expect(p.solarArc).toBeGreaterThan(34);
    expect(p.solarArc).toBeLessThan(37);
    const n = computeProgressions(natal, date, 'naibod');
    expect(arc(n.houses.armc, natal.chart.armc + 0.98564733 * n.age)).toBeLessThan(1e-6);
    const own = computeProgressions(natal, date, 'progressed-houses');
    expect(arc(own.bodies.ascendant!.longitude, computeHouses(own.progressedJd, BIRTH.latitude, BIRTH.longitude, 'placidus').ascendant)).toBeLessThan(1e-9);
  });

  it('aspects to natal within 1 degree, five majors only', () => {
    for (const a of p.aspectsToNatal) {
      expect(a.orb).toBeLessThanOrEqual(1);
      expect(['conjunction', 'opposition', 'trine', 'square', 'sextile']).toContain(a.type);
      expect(Math.abs(arc(p.bodies[a.body1]!.longitude, natal.chart.bodies[a.body2].longitude) - a.angle)).toBeCloseTo(a.orb, 9);
    }
  });

  it('progressed Moon events within 12 months: at each date the progressed Moon is on the boundary; none missed', () => {
    let total = 0;
    for (let y = 2020; y <= 2029; y++) {
      const at = jdOf(`${y}-06-01T00:00:00Z`);
      const q = computeProgressions(natal, at);
      total += q.moonEvents.length;
      for (const e of q.moonEvents) {
        const t = jdOf(e.utc);
        expect(t).toBeGreaterThanOrEqual(at);
        expect(t).toBeLessThanOrEqual(at + 365.25);
        const moon = bodyPosition(progressedJd(birthJd, t), SE.MOON).longitude;
        const boundary = e.type === 'sign' ? SIGN_ORDER.indexOf(e.sign!) * 30 : natal.chart.cusps[e.house! - 1]!.cusp;
        expect(arc(moon, boundary)).toBeLessThan(1e-4);
      }
      // every sign boundary and natal cusp the progressed Moon passes in the year is listed
      const m0 = q.bodies.moon!.longitude;
      const m1 = bodyPosition(progressedJd(birthJd, at + 365.25), SE.MOON).longitude;
      const passed = (b: number): boolean => signed(b, m0) > 0 && signed(m1, b) > 0;
      expect(q.moonEvents.filter((e) => e.type === 'sign')).toHaveLength(Array.from({ length: 12 }, (_, s) => s * 30).filter(passed).length);
      expect(q.moonEvents.filter((e) => e.type === 'house')).toHaveLength(natal.chart.cusps.map((c) => c.cusp).filter(passed).length);
    }
    expect(total).toBeGreaterThan(5);
  });

  it('progressed lunar phase from the progressed Sun and Moon', () => {
    expect(p.lunarPhase.angle).toBeCloseTo((((p.bodies.moon!.longitude - p.bodies.sun!.longitude) % 360) + 360) % 360, 9);
  });
});

describe('solar arc directions', () => {
  const date = jdOf('2026-11-23T00:00:00Z');
  const d = computeSolarArc(natal, date);

  it('arc = progressed Sun - natal Sun; every point moved by it (0.001 degree of the ephemeris)', () => {
    const pSun = bodyPosition(progressedJd(birthJd, date), SE.SUN).longitude;
    expect(arc(d.arc, pSun - natal.chart.bodies.sun.longitude)).toBeLessThan(1e-3);
    for (const [k, p] of Object.entries(d.directed)) expect(arc(p.longitude, natal.chart.bodies[k as 'sun'].longitude + d.arc)).toBeLessThan(1e-9);
  });

  it('directed aspects within 1 degree, perfection dates: exact on the ephemeris', () => {
    for (const a of d.aspectsToNatal) {
      expect(a.orb).toBeLessThanOrEqual(1);
      if (a.perfects === null) continue;
      const t = jdOf(a.perfects);
      expect(t).toBeGreaterThanOrEqual(date);
      expect(t).toBeLessThanOrEqual(date + 365.25);
      const arcThen = bodyPosition(progressedJd(birthJd, t), SE.SUN).longitude - natal.chart.bodies.sun.longitude;
      const sep = arc(natal.chart.bodies[a.body1].longitude + arcThen, natal.chart.bodies[a.body2].longitude);
      expect(Math.abs(sep - a.angle)).toBeLessThan(1e-4);
    }
  });

  it('finds a perfection for a directed aspect placed to perfect in six months', () => {
    // Over a year the arc grows by about a degree: some aspect of this natal chart perfects in most years.
    const many = [2020, 2021, 2022, 2023, 2024, 2025].flatMap((y) => computeSolarArc(natal, jdOf(`${y}-01-01T00:00:00Z`)).aspectsToNatal);
    expect(many.some((a) => a.perfects !== null)).toBe(true);
  });
});

describe('the orbs chart option on progressed and directed aspects', () => {
  const date = jdOf('2026-11-23T00:00:00Z');
  const wide = natalBasis(birthJd, BIRTH.latitude, BIRTH.longitude, { orbs: { trine: 5, conjunction: 0, quintile: 2 } });
  const key = (a: { body1: string; body2: string; type: string }) => `${a.body1} ${a.type} ${a.body2}`;

  for (const [name, run] of [
    ['progressions', (n: typeof natal) => computeProgressions(n, date).aspectsToNatal],
    ['solar arc', (n: typeof natal) => computeSolarArc(n, date).aspectsToNatal],
  ] as const) {
    it(`${name}: an orb sent replaces the 1-degree one of its aspect type (0 switches it off, a minor one sent is looked for); the others keep 1 degree`, () => {
      const plain = run(natal);
      const sent = run(wide);
      expect(sent.filter((a) => a.type === 'conjunction')).toEqual([]);
      expect(sent.some((a) => a.type === 'trine' && a.orb > 1)).toBe(true);
      expect(sent.every((a) => a.orb <= (a.type === 'trine' ? 5 : a.type === 'quintile' ? 2 : 1))).toBe(true);
      // every aspect of the 1-degree table but the conjunctions is still there, and the same
      expect(sent.filter((a) => a.type !== 'trine' && a.type !== 'quintile').map(key)).toEqual(plain.filter((a) => a.type !== 'conjunction' && a.type !== 'trine').map(key));
      expect(sent.filter((a) => a.type === 'trine' && a.orb <= 1).map(key)).toEqual(plain.filter((a) => a.type === 'trine').map(key));
    });
  }
});
