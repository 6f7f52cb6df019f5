/**
 * Highlights of a day checked against the ephemeris: exact aspect moments, orbs within the
 * table, stations, ingresses and lunar phases found by independent hourly scans; importance,
 * theme and energy rules.
 */
import { describe, expect, it } from 'vitest';
import { ASPECTS } from '#shared/astro/aspects';
import { BODIES } from '#shared/astro/bodies';
import { bodyPosition, SE } from '#shared/astro/ephemeris';
import { jdFromEpochMs } from '#shared/astro/time';
import { pairOrbClass } from '#shared/astro/aspects';
import { dayHighlights, energyOf, importanceOfAspect, themeOf, type Highlight } from '#shared/daily/highlights';
import { dayBounds } from '#shared/daily/sky';

const SE_OF: Record<string, number> = {
  sun: SE.SUN, moon: SE.MOON, mercury: SE.MERCURY, venus: SE.VENUS, mars: SE.MARS, jupiter: SE.JUPITER, saturn: SE.SATURN,
  uranus: SE.URANUS, neptune: SE.NEPTUNE, pluto: SE.PLUTO, chiron: SE.CHIRON, north_node: SE.TRUE_NODE,
};
const lon = (body: string, jd: number): number => bodyPosition(jd, SE_OF[body]!).longitude;
const speed = (body: string, jd: number): number => bodyPosition(jd, SE_OF[body]!).speedLongitude;
const sep = (a: number, b: number): number => {
  const x = Math.abs(a - b) % 360;
  return x > 180 ? 360 - x : x;
};
const jdOf = (iso: string): number => jdFromEpochMs(Date.parse(iso));
const DAYS = ['2026-11-22', '2026-11-23', '2026-11-24', '2027-03-10', '1969-07-20', '2000-01-01'];

describe('aspects of the day', () => {
  for (const day of DAYS) {
    it(`${day}: exact moments are exact, other aspects come within the table's orb, and every in-orb pair is listed`, () => {
      const b = dayBounds(day);
      const hs = dayHighlights(b);
      const aspects = hs.filter((h) => ASPECTS.some((a) => a.type === h.type));
      expect(aspects.length).toBeGreaterThan(0);
      for (const h of aspects) {
        const angle = ASPECTS.find((a) => a.type === h.type)!.angle;
        const limit = ASPECTS.find((a) => a.type === h.type)!.orb[pairOrbClass(BODIES[h.planet1 as 'sun'].type, BODIES[h.planet2 as 'sun'].type)];
        expect(h.orb).toBeLessThanOrEqual(limit);
        if (h.exactAt) {
          const jd = jdOf(h.exactAt);
          expect(jd).toBeGreaterThanOrEqual(b.startJd - 1e-5);
          expect(jd).toBeLessThan(b.endJd);
          // within a second of the exact moment: the Moon moves < 0.0002 degree
          expect(Math.abs(sep(lon(h.planet1, jd), lon(h.planet2!, jd)) - angle), `${h.planet1} ${h.type} ${h.planet2}`).toBeLessThan(0.01);
          expect(h.orb).toBe(0);
        }
      }
      // independent scan: every pair within orb at some hour of the day is a highlight
      const bodies = Object.keys(SE_OF);
      for (let i = 0; i < bodies.length; i++) {
        for (let j = i + 1; j < bodies.length; j++) {
          const [p1, p2] = [bodies[i]!, bodies[j]!];
          if (p1 === 'sun' && p2 === 'moon') continue;
          for (const a of ASPECTS.filter((x) => x.major)) {
            const limit = a.orb[pairOrbClass(BODIES[p1 as 'sun'].type, BODIES[p2 as 'sun'].type)];
            let inOrb = false;
            for (let k = 0; k <= 24 && !inOrb; k++) {
              const jd = b.startJd + k / 24;
              inOrb = Math.abs(sep(lon(p1, jd), lon(p2, jd)) - a.angle) <= limit - 1e-6;
            }
            if (inOrb) expect(aspects.some((h) => h.planet1 === p1 && h.planet2 === p2 && h.type === a.type), `${day} ${p1} ${a.type} ${p2}`).toBe(true);
          }
        }
      }
    });
  }

  it('the Moon’s aspects are low, two slow planets high, a personal body perfecting with a slow one high', () => {
    expect(importanceOfAspect('moon', 'saturn', true)).toBe('low');
    expect(importanceOfAspect('uranus', 'pluto', false)).toBe('high');
    expect(importanceOfAspect('venus', 'saturn', true)).toBe('high');
    expect(importanceOfAspect('venus', 'saturn', false)).toBe('medium');
    expect(importanceOfAspect('sun', 'mars', true)).toBe('medium');
    const hs = dayHighlights(dayBounds('2026-11-23'));
    for (const h of hs.filter((x) => x.planet1 === 'moon' || x.planet2 === 'moon')) expect(h.importance).toBe('low');
    // sorted: high, then medium, then low
    const ranks = hs.map((h) => ['high', 'medium', 'low'].indexOf(h.importance));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });
});

/** Scans a year day by day for the first day where `pred(startJd, endJd)` holds. */
function firstDay(from: string, pred: (a: number, b: number) => boolean): string {
  for (let k = 0; k < 400; k++) {
    const day = new Date(Date.parse(from) + k * 86_400_000).toISOString().slice(0, 10);
    const b = dayBounds(day);
    if (pred(b.startJd, b.endJd)) return day;
  }
  throw new Error('not found');
}

describe('events of the day', () => {
  it('a Mercury station is a high highlight on the day its speed changes sign', () => {
    const day = firstDay('2026-01-01', (a, b) => speed('mercury', a) > 0 && speed('mercury', b) < 0);
    const hs = dayHighlights(dayBounds(day));
    const st = hs.find((h) => h.type === 'station-retrograde' && h.planet1 === 'mercury');
    expect(st, day).toBeDefined();
    expect(st!.importance).toBe('high');
    expect(st!.planet2).toBeNull();
    const jd = jdOf(st!.exactAt!);
    expect(speed('mercury', jd - 0.01)).toBeGreaterThan(0);
    expect(speed('mercury', jd + 0.01)).toBeLessThan(0);
    expect(themeOf(hs)).toMatch(/-retrograde$|-direct$/);
  });

  it('the Sun’s ingress into Sagittarius on 2026-11-22 (medium), with the Sun on 0 Sagittarius at its moment', () => {
    const hs = dayHighlights(dayBounds('2026-11-22'));
    const ing = hs.find((h) => h.type === 'ingress' && h.planet1 === 'sun');
    expect(ing).toMatchObject({ planet2: 'sagittarius', importance: 'medium' });
    expect(sep(lon('sun', jdOf(ing!.exactAt!)), 240)).toBeLessThan(0.001);
  });

  it('a full moon is a high highlight on its day, and the day’s phase is always listed', () => {
    const day = firstDay('2026-01-01', (a, b) => {
      const e = (jd: number) => ((lon('moon', jd) - lon('sun', jd)) % 360 + 360) % 360;
      return e(a) < 180 && e(b) >= 180;
    });
    const hs = dayHighlights(dayBounds(day));
    const full = hs.find((h) => h.type === 'full-moon');
    expect(full, day).toMatchObject({ importance: 'high', planet1: 'moon', planet2: 'sun', orb: 0 });
    const jd = jdOf(full!.exactAt!);
    expect(Math.abs(sep(lon('moon', jd), lon('sun', jd)) - 180)).toBeLessThan(0.01);
    const phase = hs.find((h) => h.type === 'lunar-phase')!;
    expect(phase.importance).toBe('low');
    expect(phase.phase).toMatch(/Moon|Gibbous|Crescent|Quarter/);
    expect(phase.illumination).toBeGreaterThan(80);
  });
});

const h = (type: Highlight['type'], p1: string, p2: string | null, importance: Highlight['importance'], extra: Partial<Highlight> = {}): Highlight => ({
  type, planet1: p1, planet2: p2, orb: 1, applying: true, importance, description: '', ...extra,
});

describe('theme and energy rules', () => {
  it('theme from the first highlight', () => {
    expect(themeOf([h('station-retrograde', 'mercury', null, 'high')])).toBe('mercury-retrograde');
    expect(themeOf([h('new-moon', 'moon', 'sun', 'high')])).toBe('new-beginnings');
    expect(themeOf([h('full-moon', 'moon', 'sun', 'high')])).toBe('culmination');
    expect(themeOf([h('trine', 'venus', 'pluto', 'high')])).toBe('transformation');
    expect(themeOf([h('square', 'mars', 'saturn', 'high')])).toBe('structure');
    expect(themeOf([h('ingress', 'jupiter', 'leo', 'high')])).toBe('growth-shift');
    expect(themeOf([h('lunar-phase', 'moon', 'sun', 'low', { phase: 'Waning Gibbous' })])).toBe('reflection');
    expect(themeOf([])).toBe('reflection');
  });

  it('energy from weighted ease, tension and intensity', () => {
    expect(energyOf([h('trine', 'jupiter', 'saturn', 'high'), h('sextile', 'sun', 'venus', 'medium')])).toBe('harmonious');
    expect(energyOf([h('square', 'jupiter', 'saturn', 'high'), h('opposition', 'sun', 'mars', 'medium')])).toBe('challenging');
    expect(energyOf([h('conjunction', 'jupiter', 'saturn', 'high'), h('station-direct', 'mars', null, 'high')])).toBe('intense');
    expect(energyOf([h('trine', 'jupiter', 'saturn', 'high'), h('square', 'uranus', 'pluto', 'high'), h('sextile', 'moon', 'sun', 'low'), h('square', 'moon', 'mars', 'low')])).toBe('dynamic');
    expect(energyOf([h('trine', 'moon', 'venus', 'low')])).toBe('calm');
  });
});
