/**
 * The sky primitives against the ephemeris itself: every reported moment is checked with a direct
 * `bodyPosition` call (not through the code under test), and the searches are compared with a
 * fine brute-force scan so that no hit is missed, retrograde double and triple passes included.
 */
import { describe, expect, it } from 'vitest';
import { bodyPosition, SE } from '#shared/astro/ephemeris';
import { jdFromEpochMs } from '#shared/astro/time';
import {
  aspectOffset,
  aspectTargets,
  findAspectsBetween,
  findAspectsToPoint,
  findIngresses,
  findLunarPhases,
  findStations,
  lunarPhaseAt,
  positionAt,
  SCAN_STEP_DAYS,
  separation,
  signedSeparation,
  SkyContext,
  wrap180,
  type MovingBody,
} from '#shared/sky/index';
import { rng } from '#test/support/random';

const jd = (iso: string): number => jdFromEpochMs(Date.parse(iso));
const minutes = (a: number, b: number): number => Math.abs(a - b) * 1440;

const SE_OF: Partial<Record<MovingBody, number>> = {
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
/** Longitude straight from the ephemeris wrapper. */
const lonOf = (body: MovingBody, t: number): number => bodyPosition(t, SE_OF[body]!).longitude;
const speedOf = (body: MovingBody, t: number): number => bodyPosition(t, SE_OF[body]!).speedLongitude;

/** Sign changes of wrap180(lon - target) on a uniform grid (ignoring the jump at +-180). */
function bruteCrossings(value: (t: number) => number, target: number, start: number, end: number, step: number): number[] {
  const out: number[] = [];
  let t0 = start;
  let g0 = wrap180(value(t0) - target);
  while (t0 < end) {
    const t1 = Math.min(t0 + step, end);
    const g1 = wrap180(value(t1) - target);
    if ((g0 === 0 || g0 * g1 < 0) && Math.abs(g0) < 90 && Math.abs(g1) < 90) out.push(g0 === 0 ? t0 : t1);
    t0 = t1;
    g0 = g1;
  }
  return out;
}

describe('angle helpers', () => {
  it('wraps and measures separations', () => {
    expect(wrap180(190)).toBe(-170);
    expect(wrap180(-190)).toBe(170);
    expect(wrap180(180)).toBe(180);
    expect(signedSeparation(350, 10)).toBeCloseTo(20, 12);
    expect(signedSeparation(10, 350)).toBeCloseTo(-20, 12);
    expect(separation(10, 350)).toBeCloseTo(20, 12);
    expect(aspectOffset(100, 10, 90)).toBeCloseTo(0, 12);
    expect(aspectTargets(10, 90)).toEqual([100, 280]);
    expect(aspectTargets(10, 0)).toEqual([10]);
    expect(aspectTargets(10, 180)).toEqual([190]);
  });
});

describe('positions', () => {
  it('reads the ephemeris, with the South Node opposite the true North Node', () => {
    const t = jd('2024-06-01T00:00:00Z');
    expect(positionAt('mars', t).longitude).toBe(lonOf('mars', t));
    const n = positionAt('north_node', t);
    const s = positionAt('south_node', t);
    expect(separation(n.longitude, s.longitude)).toBeCloseTo(180, 9);
    expect(s.speed).toBe(n.speed);
  });
});

describe('stations', () => {
  it('finds the 2024 Mercury stations at their published moments', () => {
    const st = findStations('mercury', jd('2024-03-01T00:00:00Z'), jd('2024-05-01T00:00:00Z'));
    expect(st.map((s) => s.kind)).toEqual(['retrograde', 'direct']);
    // 1 April 2024 22:14 UTC at 27°13' Aries; 25 April 2024 12:54 UTC at 15°58' Aries.
    expect(minutes(st[0]!.jd, jd('2024-04-01T22:14:00Z'))).toBeLessThan(3);
    expect(minutes(st[1]!.jd, jd('2024-04-25T12:54:00Z'))).toBeLessThan(3);
    expect(st[0]!.longitude).toBeCloseTo(27 + 13 / 60, 1);
    for (const s of st) expect(Math.abs(speedOf('mercury', s.jd))).toBeLessThan(1e-4);
  });

  it('each body stations less often than its grid step (so one station per grid interval at most)', () => {
    const cases: Array<[MovingBody, number, number]> = [
      ['mercury', 0.25, 3650],
      ['venus', 1, 7300],
      ['mars', 1, 7300],
      ['jupiter', 5, 21900],
      ['saturn', 5, 21900],
      ['uranus', 5, 21900],
      ['neptune', 5, 21900],
      ['pluto', 5, 21900],
      ['chiron', 5, 21900],
    ];
    for (const [body, step, days] of cases) {
      const start = jd('1990-01-01T00:00:00Z');
      let prev = speedOf(body, start);
      let last = -Infinity;
      let minGap = Infinity;
      for (let t = start + step; t < start + days; t += step) {
        const v = speedOf(body, t);
        if (v * prev < 0) {
          minGap = Math.min(minGap, t - last);
          last = t;
        }
        prev = v;
      }
      expect(minGap, body).toBeGreaterThan(SCAN_STEP_DAYS[body] + step);
    }
  });
});

describe('exact aspects to a fixed point', () => {
  it('reports all three passes of a retrograde loop, each within 0.01 degree of exact', () => {
    for (const [body, from, to] of [
      ['mercury', '2024-03-01', '2024-06-01'],
      ['jupiter', '2024-08-01', '2025-06-01'],
      ['pluto', '2022-10-01', '2024-03-01'],
    ] as const) {
      const start = jd(`${from}T00:00:00Z`);
      const end = jd(`${to}T00:00:00Z`);
      const st = findStations(body, start, end);
      const retro = st.find((s) => s.kind === 'retrograde')!;
      const direct = st.find((s) => s.kind === 'direct' && s.jd > retro.jd)!;
      expect(retro, body).toBeDefined();
      expect(direct, body).toBeDefined();
      const natal = retro.longitude + wrap180(direct.longitude - retro.longitude) / 2;
      for (const angle of [0, 90, 120]) {
        const point = natal - angle; // the +angle side of the aspect lands on `natal`
        const hits = findAspectsToPoint(body, point, angle, start, end).filter((h) => Math.abs(wrap180(h.longitude - natal)) < 1);
        expect(hits.length, `${body} ${angle}`).toBe(3);
        expect(hits[0]!.jd).toBeLessThan(retro.jd);
        expect(hits[1]!.jd).toBeGreaterThan(retro.jd);
        expect(hits[1]!.jd).toBeLessThan(direct.jd);
        expect(hits[2]!.jd).toBeGreaterThan(direct.jd);
        expect(hits[1]!.speed).toBeLessThan(0);
        for (const h of hits) expect(Math.abs(separation(lonOf(body, h.jd), point) - angle)).toBeLessThan(0.01);
      }
    }
  });

  it('misses nothing that a fine brute-force scan finds (random windows, bodies and points)', () => {
    const rand = rng(11);
    const plan: Array<[MovingBody, number, number]> = [
      // body, window days, brute-force step (days)
      ['moon', 3, 0.01],
      ['sun', 40, 0.05],
      ['mercury', 120, 0.05],
      ['venus', 120, 0.1],
      ['mars', 200, 0.2],
      ['jupiter', 500, 1],
      ['saturn', 500, 1],
      ['chiron', 500, 1],
      ['north_node', 60, 0.02],
    ];
    let compared = 0;
    for (const [body, days, step] of plan) {
      for (let run = 0; run < 3; run++) {
        const start = jd('1950-01-01T00:00:00Z') + rand() * 36500;
        const end = start + days;
        const point = rand() * 360;
        const angle = [0, 60, 90, 120, 150, 180][Math.floor(rand() * 6)]!;
        const ctx = new SkyContext(start);
        // Aim the point at the body's path so that the window holds hits.
        const aimed = [point, lonOf(body, start + days / 2) - angle];
        for (const p of aimed) {
          const hits = findAspectsToPoint(body, p, angle, start, end, ctx);
          const brute = aspectTargets(p, angle)
            .flatMap((target) => bruteCrossings((t) => lonOf(body, t), target, start, end, step))
            .sort((a, b) => a - b);
          expect(hits.length, `${body} ${run}`).toBe(brute.length);
          hits.forEach((h, i) => {
            // a root is accepted up to ~9 s (1e-4 day) from exact
            expect(Math.abs(h.jd - brute[i]!)).toBeLessThanOrEqual(step + 2e-4);
            expect(Math.abs(separation(lonOf(body, h.jd), p) - angle)).toBeLessThan(0.01);
          });
          compared += brute.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});

describe('exact aspects between two moving bodies', () => {
  it('finds the January 2024 lunar phases at their published moments', () => {
    const ev = findLunarPhases(jd('2024-01-01T00:00:00Z'), jd('2024-02-01T00:00:00Z'));
    expect(ev.map((e) => e.type)).toEqual(['last-quarter', 'new-moon', 'first-quarter', 'full-moon']);
    // New moon 11 Jan 2024 11:57 UTC, full moon 25 Jan 2024 17:54 UTC.
    expect(minutes(ev[1]!.jd, jd('2024-01-11T11:57:00Z'))).toBeLessThan(2);
    expect(minutes(ev[3]!.jd, jd('2024-01-25T17:54:00Z'))).toBeLessThan(2);
    const onlyNewFull = findLunarPhases(jd('2024-01-01T00:00:00Z'), jd('2024-02-01T00:00:00Z'), ['new-moon', 'full-moon']);
    expect(onlyNewFull.map((e) => e.type)).toEqual(['new-moon', 'full-moon']);
  });

  it('misses nothing a brute-force scan finds, and every hit is within 0.01 degree', () => {
    const pairs: Array<[MovingBody, MovingBody, number, number]> = [
      ['moon', 'venus', 10, 0.01],
      ['sun', 'mercury', 200, 0.05],
      ['venus', 'mars', 300, 0.1],
      ['mercury', 'jupiter', 200, 0.05],
      ['jupiter', 'saturn', 900, 1],
    ];
    const rand = rng(12);
    let compared = 0;
    for (const [a, b, days, step] of pairs) {
      const start = jd('1960-01-01T00:00:00Z') + rand() * 30000;
      const end = start + days;
      for (const angle of [0, 60, 90, 150, 180]) {
        const hits = findAspectsBetween(a, b, angle, start, end);
        const brute = aspectTargets(0, angle)
          .flatMap((target) => bruteCrossings((t) => lonOf(a, t) - lonOf(b, t), target, start, end, step))
          .sort((x, y) => x - y);
        expect(hits.length, `${a}-${b} ${angle}`).toBe(brute.length);
        hits.forEach((h, i) => {
          // a root is accepted up to ~9 s (1e-4 day) from exact
          expect(Math.abs(h.jd - brute[i]!)).toBeLessThanOrEqual(step + 2e-4);
          expect(Math.abs(separation(lonOf(a, h.jd), lonOf(b, h.jd)) - angle)).toBeLessThan(0.01);
        });
        compared += hits.length;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});

describe('ingresses and the lunar phase', () => {
  it('finds the March 2024 equinox and retrograde re-entries', () => {
    const sun = findIngresses('sun', jd('2024-03-01T00:00:00Z'), jd('2024-04-01T00:00:00Z'));
    expect(sun).toHaveLength(1);
    expect(sun[0]).toMatchObject({ sign: 'aries', from: 'pisces', retrograde: false });
    expect(minutes(sun[0]!.jd, jd('2024-03-20T03:06:00Z'))).toBeLessThan(2);
    // Over six years Mercury re-enters signs backwards during some retrogrades.
    const merc = findIngresses('mercury', jd('2020-01-01T00:00:00Z'), jd('2026-01-01T00:00:00Z'));
    expect(merc.some((i) => i.retrograde)).toBe(true);
    for (const i of merc) {
      const lon = lonOf('mercury', i.jd);
      expect(Math.abs(wrap180(lon - Math.round(lon / 30) * 30))).toBeLessThan(0.01);
    }
  });

  it('gives the phase, illumination from the elongation, and the waxing flag', () => {
    const full = lunarPhaseAt(jd('2024-01-25T17:54:00Z'));
    expect(full.phase).toBe('Full Moon');
    expect(full.illumination).toBeGreaterThan(99.5);
    expect(full.illumination).toBeCloseTo(((1 - Math.cos((full.elongation * Math.PI) / 180)) / 2) * 100, 9);
    const quarter = lunarPhaseAt(jd('2024-01-18T03:53:00Z'));
    expect(quarter.phase).toBe('First Quarter');
    expect(quarter.waxing).toBe(true);
    expect(quarter.illumination).toBeGreaterThan(45);
    expect(quarter.illumination).toBeLessThan(55);
  });
});

describe('Track: closest approach and the orb span', () => {
  it('finds the interval within orb around a hit, across a retrograde loop', () => {
    const start = jd('2024-03-01T00:00:00Z');
    const end = jd('2024-06-01T00:00:00Z');
    const ctx = new SkyContext(start);
    const track = ctx.bodyTrack('mercury');
    const target = 21.6; // inside the April 2024 loop (15°58' .. 27°13' Aries)
    const hits = track.crossings(target, start, end);
    expect(hits).toHaveLength(3);
    const span = track.span(target, 2, hits[0]!.t, 400);
    expect(span.startCapped || span.endCapped).toBe(false);
    // At both edges the distance is the orb; just inside, it is within.
    expect(Math.abs(Math.abs(wrap180(lonOf('mercury', span.start) - target)) - 2)).toBeLessThan(0.01);
    expect(Math.abs(Math.abs(wrap180(lonOf('mercury', span.end) - target)) - 2)).toBeLessThan(0.01);
    // Mercury spends the loop's middle more than 2 degrees away (27 > 23.6): the first span ends before the second pass.
    expect(span.end).toBeLessThan(hits[1]!.t);
    for (let t = span.start + 0.01; t < span.end; t += 0.25) expect(Math.abs(wrap180(lonOf('mercury', t) - target))).toBeLessThanOrEqual(2 + 1e-6);
    // 28 degrees lies just beyond the retrograde station (27°13'): the closest approach is the station.
    const april20 = jd('2024-04-20T00:00:00Z');
    const c = track.closest(28, start, april20);
    const station = track.stations(start, april20)[0]!;
    expect(c.t).toBeCloseTo(station.t, 6);
    expect(c.offset).toBeCloseTo(wrap180(lonOf('mercury', station.t) - 28), 6);
    expect(c.offset).toBeLessThan(-0.7);
    expect(track.minDistance(target, start, end)).toBe(0);
  });
});
