/**
 * Chart options on the transit core (issue 24): sidereal transits against the Swiss Ephemeris's own
 * sidereal mode (SEFLG_SIDEREAL), the mean node, orbs per aspect type, and the tropical report
 * unchanged by the option machinery.
 */
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { initEphemeris, SE, sweph } from '#shared/astro/ephemeris';
import { houseOf } from '#shared/astro/houses';
import { ayanamshaAt, AYANAMSHA_CODES } from '#shared/astro/options';
import { signOf } from '#shared/astro/zodiac';
import { jdFromEpochMs } from '#shared/astro/time';
import { aspectTargets, clearPositionCache, siderealShiftAt, wrap180 } from '#shared/sky/index';
import { computeTransits, natalFrameFromBlueprint, natalFrameFromChart, natalPointOf, presentReport } from '#shared/transits/compute';
import { toBlueprintAstrology } from '#shared/astro/present';
import { NATAL_POINTS, TRANSIT_ASPECTS, transitingBodiesFor, type TransitingBody } from '#shared/transits/rules';
import { transitRequestSchema } from '#shared/transits/request';
import { transitWindow } from '#shared/transits/window';
import { rng } from '#test/support/random';
import { LONDON_1990 } from '#test/support/stack';

initEphemeris();
const C = sweph.constants;
const SE_OF: Record<TransitingBody, number> = {
  sun: SE.SUN,
  moon: SE.MOON,
  mercury: SE.MERCURY,
  venus: SE.VENUS,
  mars: SE.MARS,
  jupiter: SE.JUPITER,
  saturn: SE.SATURN,
  uranus: SE.URANUS,
  neptune: SE.NEPTUNE,
  pluto: SE.PLUTO,
  chiron: SE.CHIRON,
  north_node: SE.TRUE_NODE,
};

/** The Swiss Ephemeris's own sidereal longitude and speed (SEFLG_SIDEREAL) at a UT Julian day. */
function seSidereal(jd: number, body: number, ayanamsha: string): { lon: number; speed: number } {
  sweph.set_sid_mode(AYANAMSHA_CODES[ayanamsha]!, 0, 0);
  const d = sweph.calc_ut(jd, body, C.SEFLG_SWIEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL).data;
  return { lon: d[0]!, speed: d[3]! };
}
const jdOf = (iso: string): number => jdFromEpochMs(Date.parse(iso));
const ANGLE = Object.fromEntries(TRANSIT_ASPECTS.map((a) => [a.type, a.angle])) as Record<string, number>;

const BIRTH = { date: LONDON_1990.birthDate, time: LONDON_1990.birthTime, timezone: LONDON_1990.timezone, latitude: LONDON_1990.latitude, longitude: LONDON_1990.longitude };
const tropicalNatal = natalFrameFromChart(computeNatalChart(BIRTH));

describe('sidereal transits', () => {
  it('the sky frame takes off the Swiss Ephemeris ayanamsha of the moment (within 0.00001 degree)', () => {
    const r = rng(24);
    for (let i = 0; i < 300; i++) {
      const jd = 2378497 + r() * 219000; // 1800-2399
      for (const name of ['lahiri', 'raman', 'fagan-bradley', 'true-citra']) {
        const mode = AYANAMSHA_CODES[name]!;
        expect(Math.abs(siderealShiftAt(mode, jd).value - ayanamshaAt(jd, mode)), `${name} ${jd}`).toBeLessThan(1e-5);
      }
    }
  });

  for (const [ayanamsha, date, period, step] of [
    ['lahiri', '2026-11-23', 'day', 0.004],
    ['krishnamurti', '2024-04-01', 'week', 0.02],
    ['fagan-bradley', '2025-06-10', 'month', 0.05],
  ] as const) {
    it(`${ayanamsha} ${period}: every exact moment within 0.0001 degree of the Swiss Ephemeris sidereal position, none missed (brute force)`, () => {
      const natal = natalFrameFromChart(computeNatalChart(BIRTH, { zodiac: 'sidereal', ayanamsha }));
      const w = transitWindow(date, period, 'Europe/London');
      const report = computeTransits(natal, w, { zodiac: 'sidereal', ayanamsha });
      expect(report.zodiac).toEqual({ type: 'sidereal', ayanamsha });
      const reported = new Map<string, number[]>();
      let checked = 0;
      for (const t of report.majorTransits) {
        for (const at of t.exactAt) {
          const jd = jdOf(at);
          const p = seSidereal(jd, SE_OF[t.transitingPlanet], ayanamsha);
          const off = Math.min(...aspectTargets(natalPointOf(natal, t.natalPlanet).longitude, ANGLE[t.aspect]!).map((x) => Math.abs(wrap180(p.lon - x))));
          // exactAt is rounded to the second: allow the body's motion in half a second
          expect(off, `${t.transitingPlanet} ${t.aspect} ${t.natalPlanet} ${at}`).toBeLessThan(1e-4 + (Math.abs(p.speed) * 0.5) / 86400);
          checked++;
        }
        // the transit house is the sidereal natal house holding the sidereal transiting body
        const key = `${t.transitingPlanet}|${t.natalPlanet}|${t.aspect}`;
        reported.set(key, [...(reported.get(key) ?? []), ...t.exactAt.map(jdOf)]);
      }
      expect(checked).toBeGreaterThan(1);
      let found = 0;
      for (const body of transitingBodiesFor(period)) {
        const times: number[] = [];
        const lons: number[] = [];
        for (let t = w.startJd; t < w.endJd; t += step) {
          times.push(t);
          lons.push(seSidereal(t, SE_OF[body], ayanamsha).lon);
        }
        for (const point of NATAL_POINTS) {
          for (const asp of TRANSIT_ASPECTS) {
            for (const target of aspectTargets(natal.points[point].longitude, asp.angle)) {
              for (let i = 1; i < lons.length; i++) {
                const g0 = wrap180(lons[i - 1]! - target);
                const g1 = wrap180(lons[i]! - target);
                if (g0 * g1 < 0 && Math.abs(g0) < 90) {
                  found++;
                  const got = reported.get(`${body}|${point}|${asp.type}`) ?? [];
                  expect(got.some((jd) => jd >= times[i - 1]! - 2e-4 && jd <= times[i]! + 2e-4), `${body} ${asp.type} ${point} near ${times[i]}`).toBe(true);
                }
              }
            }
          }
        }
      }
      expect([...reported.values()].reduce((n, l) => n + l.length, 0)).toBe(found);
    });
  }

  it('signs and houses are sidereal: stations, lunations, transit houses', () => {
    const natal = natalFrameFromChart(computeNatalChart(BIRTH, { zodiac: 'sidereal' }));
    // Mercury stations retrograde on 1 April 2024 at 27°13' Aries tropical: about 3°00' Aries sidereal (Lahiri 24°12')
    const w = transitWindow('2024-03-20', 'month', 'UTC');
    const sid = computeTransits(natal, w, { zodiac: 'sidereal' });
    const trop = computeTransits(tropicalNatal, w);
    const st = sid.stations.find((s) => s.planet === 'mercury' && s.kind === 'retrograde')!;
    expect(trop.stations.find((s) => s.planet === 'mercury' && s.kind === 'retrograde')!.position).toMatch(/^27°1\d' Aries$/);
    expect(st.position).toMatch(/^3°0\d' Aries$/);
    const stationLon = seSidereal(jdOf(st.at), SE.MERCURY, 'lahiri');
    expect(Math.abs(stationLon.speed)).toBeLessThan(0.001); // within a few minutes of the sidereal station
    for (const l of sid.lunarPhase.lunations) expect(l.sign).toBe(signOf(seSidereal(jdOf(l.at), SE.MOON, 'lahiri').lon).name);
    expect(sid.lunarPhase.lunations.length).toBeGreaterThan(0);
    for (const t of sid.majorTransits) {
      const lon = seSidereal(jdOf(t.exactAt[0] ?? t.activeFrom), SE_OF[t.transitingPlanet], 'lahiri').lon;
      if (t.exactAt.length) expect(t.transitHouse).toBe(houseOf(lon, natal.cusps));
      expect(t.natalHouse).toBe(natalPointOf(natal, t.natalPlanet).house);
    }
    // the sky's own aspects do not depend on the zodiac
    expect(sid.significantAspects).toEqual(trop.significantAspects);
    expect(sid.lunarPhase.phase).toBe(trop.lunarPhase.phase);
  });

  it('tropical reports are unchanged: no options, the explicit defaults and a cold cache give the same report', () => {
    const w = transitWindow('2026-11-23', 'week', 'Europe/London');
    const plain = computeTransits(tropicalNatal, w);
    expect(plain.zodiac).toBeUndefined();
    expect(presentReport(plain, 'upper')).not.toHaveProperty('zodiac');
    expect(computeTransits(tropicalNatal, w, { zodiac: 'tropical', ayanamsha: 'raman', nodeType: 'true', orbs: {} })).toEqual(plain);
    clearPositionCache();
    expect(computeTransits(tropicalNatal, w, {})).toEqual(plain);
  });

  it('a stored blueprint chart is used only in its own zodiac', () => {
    const tropical = toBlueprintAstrology(computeNatalChart(BIRTH));
    const sidereal = { ...toBlueprintAstrology(computeNatalChart(BIRTH, { zodiac: 'sidereal', ayanamsha: 'raman' })), zodiac: { type: 'sidereal', ayanamsha: 'raman' } };
    expect(natalFrameFromBlueprint(tropical, BIRTH.date)).toBeDefined();
    expect(natalFrameFromBlueprint(tropical, BIRTH.date, { zodiac: 'sidereal' })).toBeUndefined();
    expect(natalFrameFromBlueprint(sidereal, BIRTH.date)).toBeUndefined();
    expect(natalFrameFromBlueprint(sidereal, BIRTH.date, { zodiac: 'sidereal' })).toBeUndefined(); // lahiri asked, raman stored
    expect(natalFrameFromBlueprint(sidereal, BIRTH.date, { zodiac: 'sidereal', ayanamsha: 'raman' })!.points.sun.longitude).toBe(sidereal.celestialBodies.sun.longitude);
  });
});

describe('transit orbs and node', () => {
  const w = transitWindow('2026-11-23', 'month', 'UTC');
  const plain = computeTransits(tropicalNatal, w);

  it('an orb replaces the transit orb of its aspect for every body; 0 switches the aspect off', () => {
    const wide = computeTransits(tropicalNatal, w, { orbs: { trine: 5, conjunction: 0 } });
    const trines = (r: typeof plain) => r.majorTransits.filter((t) => t.aspect === 'trine');
    expect(trines(wide).length).toBeGreaterThan(trines(plain).length);
    expect(trines(wide).some((t) => t.orb > 2)).toBe(true); // beyond every default transit orb
    for (const t of trines(wide)) expect(t.orb).toBeLessThanOrEqual(5);
    expect(wide.majorTransits.filter((t) => t.aspect === 'conjunction')).toEqual([]);
    expect(wide.significantAspects.filter((a) => a.aspect === 'conjunction')).toEqual([]);
    expect(plain.majorTransits.some((t) => t.aspect === 'conjunction') || plain.significantAspects.some((a) => a.aspect === 'conjunction')).toBe(true);
    // the other aspects keep their transit orbs
    const squares = (r: typeof plain) => r.majorTransits.filter((t) => t.aspect === 'square');
    expect(squares(wide)).toEqual(squares(plain));
  });

  it('nodeType mean: the transiting node is the mean node', () => {
    const meanNatal = natalFrameFromChart(computeNatalChart(BIRTH, { nodeType: 'mean' }));
    // a natal point placed 1 degree ahead of the transiting mean node's position mid-window
    const mid = (w.startJd + w.endJd) / 2;
    const meanLon = sweph.calc_ut(mid, SE.MEAN_NODE, C.SEFLG_SWIEPH | C.SEFLG_SPEED).data[0]!;
    const frame = structuredClone(meanNatal);
    frame.points.venus = { longitude: (meanLon - 0.2 + 360) % 360, house: 1 };
    const r = computeTransits(frame, w, { nodeType: 'mean' });
    const hit = r.majorTransits.find((t) => t.transitingPlanet === 'north_node' && t.natalPlanet === 'venus' && t.aspect === 'conjunction')!;
    expect(hit.exactAt).toHaveLength(1);
    const at = sweph.calc_ut(jdOf(hit.exactAt[0]!), SE.MEAN_NODE, C.SEFLG_SWIEPH | C.SEFLG_SPEED).data[0]!;
    expect(Math.abs(wrap180(at - frame.points.venus.longitude))).toBeLessThan(1e-4);
  });

  it('the request takes zodiac, ayanamsha and orbs; orbs only for transit aspects, within bounds', () => {
    const body = { ...LONDON_1990, period: 'day' };
    const ok = transitRequestSchema.parse({ ...body, zodiac: 'sidereal', ayanamsha: 'KRISHNAMURTI', orbs: { trine: 3, quincunx: 1 }, nodeType: 'mean' });
    expect(ok.chartOptions).toEqual({ zodiac: 'sidereal', ayanamsha: 'krishnamurti', orbs: { trine: 3, quincunx: 1 }, nodeType: 'mean' });
    for (const [extra, error] of [
      [{ zodiac: 'vedic' }, 'Invalid zodiac'],
      [{ zodiac: 'sidereal', ayanamsha: 'nope' }, 'Invalid ayanamsha'],
      [{ orbs: { trine: 13 } }, 'Invalid orbs'],
      [{ orbs: { quincunx: 6 } }, 'Invalid orbs'],
      [{ orbs: { 'semi-square': 1 } }, 'Invalid orbs'],
    ] as const) {
      const r = transitRequestSchema.safeParse({ ...body, ...extra });
      expect(r.success, JSON.stringify(extra)).toBe(false);
      expect(r.error!.issues[0]!.message.split('|')[0]).toBe(error);
    }
  });
});
