/**
 * The rule-based parts of the relationship core: the Discepolo score on constructed cases (every
 * rule, both tightness levels, every band), the Human Design connection chart channel by channel
 * against a brute-force classification of random gate sets, numerology compatibility.
 */
import { describe, expect, it } from 'vitest';
import { CENTER_IDS, CHANNELS } from '#shared/human-design/bodygraph';
import { computeHumanDesign } from '#shared/human-design/chart';
import { analyseGates } from '#shared/human-design/analysis';
import {
  compareNumbers,
  computeConnection,
  computeNumerologyCompatibility,
  discepoloScore,
  pairRelation,
  scoreBand,
  type ConnectionInput,
  type ScorePositions,
} from '#shared/relationships/index';
import { rng } from '#test/support/random';

/** Positions far from any aspect with each other unless a case sets them (A and B). */
const base = (): { a: ScorePositions; b: ScorePositions } => ({
  // Sun in Aries (cardinal) for A, Sun in Taurus (fixed) for B: no destiny sign
  a: { sun: 5, moon: 200, venus: 100, mars: 300, ascendant: 250 },
  // every pair the method reads is 25-35, 75-80, 100, 130-165 degrees apart: outside all its orbs
  b: { sun: 40, moon: 105, venus: 170, mars: 245, ascendant: 35 },
});

describe('Discepolo score', () => {
  it('scores nothing when no rule applies (Minimal)', () => {
    const { a, b } = base();
    const s = discepoloScore(a, b);
    expect(s.contributions).toEqual([]);
    expect(s.value).toBe(0);
    expect(s.band).toBe('Minimal');
  });

  it('gives +5 for both Suns in the same quality', () => {
    const { a, b } = base();
    b.sun = 125; // Leo, fixed; A's Sun in Aries is cardinal -> none
    expect(discepoloScore(a, b).contributions.find((c) => c.rule === 'destiny-sign')).toBeUndefined();
    b.sun = 95; // Cancer, cardinal, 90 from 5 (a square): also a Sun-Sun aspect
    const s = discepoloScore(a, b);
    expect(s.contributions.find((c) => c.rule === 'destiny-sign')?.points).toBe(5);
  });

  it('gives Sun-Sun conjunction, opposition or square +11 within 2 degrees, else +8; other Sun-Sun aspects +4', () => {
    const cases: [number, string, number][] = [
      [6.5, 'conjunction', 11], // same sign (Aries): destiny sign too
      [14.9, 'conjunction', 8],
      [187, 'opposition', 11],
      [194, 'opposition', 8],
      [97, 'square', 11],
      [99.5, 'square', 8],
      [125, 'trine', 4],
      [65, 'sextile', 4],
    ];
    for (const [sunB, type, points] of cases) {
      const { a, b } = base();
      b.sun = sunB;
      const s = discepoloScore(a, b);
      const c = s.contributions.find((x) => x.pointA === 'sun' && x.pointB === 'sun');
      expect(c?.aspect, String(sunB)).toBe(type);
      expect(c?.points, String(sunB)).toBe(points);
      expect(c?.rule).toBe(points === 4 ? 'sun-sun-or-sun-moon-other' : 'sun-sun-major');
    }
    // the method's own orbs: a square at 5.5 degrees and a sextile at 6.5 count for nothing
    for (const sunB of [100.5, 71.5]) {
      const { a, b } = base();
      b.sun = sunB;
      expect(discepoloScore(a, b).contributions.find((x) => x.pointA === 'sun' && x.pointB === 'sun'), String(sunB)).toBeUndefined();
    }
  });

  it('gives a Sun-Moon conjunction either way +11 within 2 degrees, else +8; other Sun-Moon aspects +4', () => {
    const one = (mutate: (p: { a: ScorePositions; b: ScorePositions }) => void) => {
      const p = base();
      mutate(p);
      return discepoloScore(p.a, p.b).contributions.filter((c) => c.rule === 'sun-moon-conjunction' || (c.rule === 'sun-sun-or-sun-moon-other' && c.pointA !== c.pointB));
    };
    expect(one((p) => (p.b.moon = 6.9))).toMatchObject([{ pointA: 'sun', pointB: 'moon', aspect: 'conjunction', points: 11 }]);
    expect(one((p) => (p.b.moon = 12))).toMatchObject([{ pointA: 'sun', pointB: 'moon', points: 8 }]);
    expect(one((p) => (p.a.moon = 41.5))).toMatchObject([{ pointA: 'moon', pointB: 'sun', points: 11 }]);
    expect(one((p) => (p.a.moon = 49))).toMatchObject([{ pointA: 'moon', pointB: 'sun', points: 8 }]);
    expect(one((p) => (p.b.moon = 185))).toMatchObject([{ pointA: 'sun', pointB: 'moon', aspect: 'opposition', points: 4 }]);
    expect(one((p) => (p.a.moon = 160))).toMatchObject([{ pointA: 'moon', pointB: 'sun', aspect: 'trine', points: 4 }]);
  });

  it('gives +4 for any aspect Sun-Ascendant, Moon-Ascendant and Venus-Mars, either way', () => {
    const cases: [(p: { a: ScorePositions; b: ScorePositions }) => void, string, string][] = [
      [(p) => (p.b.ascendant = 65), 'sun', 'ascendant'], // sextile
      [(p) => (p.a.ascendant = 130), 'ascendant', 'sun'], // square within 5
      [(p) => (p.b.ascendant = 20), 'moon', 'ascendant'], // opposition
      [(p) => (p.a.ascendant = 195), 'ascendant', 'moon'], // square
      [(p) => (p.b.mars = 103), 'venus', 'mars'], // conjunction
      [(p) => (p.a.mars = 350), 'mars', 'venus'], // opposition
    ];
    for (const [mutate, pa, pb] of cases) {
      const p = base();
      mutate(p);
      const s = discepoloScore(p.a, p.b);
      expect(s.contributions, `${pa}-${pb}`).toHaveLength(1);
      expect(s.contributions[0]).toMatchObject({ pointA: pa, pointB: pb, points: 4, rule: pa === 'venus' || pa === 'mars' ? 'venus-mars' : 'sun-or-moon-ascendant' });
      expect(s.value).toBe(4);
    }
  });

  it('adds the contributions and names the band at each boundary', () => {
    const p = base();
    p.b.sun = 6; // conjunction within 2 (+11) and the same sign (+5)
    p.b.moon = 5.5; // Sun A conjunct Moon B within 2 (+11)
    p.b.mars = 100; // Venus-Mars conjunction (+4)
    p.a.ascendant = 290; // out of the way of B's new Sun and Moon
    const s = discepoloScore(p.a, p.b);
    expect(s.contributions.map((c) => c.points).sort()).toEqual([11, 11, 4, 5].sort());
    expect(s.value).toBe(31);
    expect(s.band).toBe('Rare Exceptional');
    const bands: [number, string][] = [
      [0, 'Minimal'],
      [4, 'Minimal'],
      [5, 'Medium'],
      [9, 'Medium'],
      [10, 'Important'],
      [14, 'Important'],
      [15, 'Very Important'],
      [19, 'Very Important'],
      [20, 'Exceptional'],
      [29, 'Exceptional'],
      [30, 'Rare Exceptional'],
      [60, 'Rare Exceptional'],
    ];
    for (const [v, band] of bands) expect(scoreBand(v), String(v)).toBe(band);
  });
});

describe('Human Design connection chart', () => {
  /** Brute force: the four kinds straight from their definitions on the counts of each side. */
  function brute(g: readonly [number, number], a: ReadonlySet<number>, b: ReadonlySet<number>): string | null {
    const na = Number(a.has(g[0])) + Number(a.has(g[1]));
    const nb = Number(b.has(g[0])) + Number(b.has(g[1]));
    if (na === 2 && nb === 2) return 'companionship';
    if (na === 2) return nb === 0 ? 'dominance:a' : 'compromise:a';
    if (nb === 2) return na === 0 ? 'dominance:b' : 'compromise:b';
    const union = new Set([...a, ...b]);
    if (na === 1 && nb === 1 && union.has(g[0]) && union.has(g[1])) return 'electromagnetic';
    return null;
  }

  const randomDesign = (next: () => number): ConnectionInput => {
    const gates = new Set<number>();
    const n = 8 + Math.floor(next() * 20); // 26 activations give 8-26 distinct gates
    while (gates.size < n) gates.add(1 + Math.floor(next() * 64));
    const a = analyseGates(gates);
    return { type: a.type, strategy: a.strategy, authority: a.authority, definition: a.definition, profile: { personalityLine: 1, designLine: 3, label: '1/3', lineNames: ['', ''], name: '' }, gates: a.gates };
  };

  it('classifies every channel as a brute force does over 300 random pairs, with centres and theme', () => {
    const next = rng(7);
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const a = randomDesign(next);
      const b = randomDesign(next);
      const ga = new Set(a.gates);
      const gb = new Set(b.gates);
      const c = computeConnection(a, b);
      const got = new Map(c.channels.map((ch) => [ch.gates.join('-'), ch.kind + (ch.who ? `:${ch.who}` : '')]));
      for (const ch of CHANNELS) {
        const want = brute(ch.gates, ga, gb);
        expect(got.get(ch.gates.join('-')) ?? null, `${ch.gates.join('-')} pair ${i}`).toBe(want);
        if (want) seen.add(want);
      }
      // centres: defined in the union; who defines them from each person's own channels
      const own = (g: ReadonlySet<number>) => new Set(CHANNELS.filter((ch) => g.has(ch.gates[0]) && g.has(ch.gates[1])).flatMap((ch) => ch.centers));
      const oa = own(ga);
      const ob = own(gb);
      const union = analyseGates([...ga, ...gb]);
      let defined = 0;
      for (const id of CENTER_IDS) {
        const center = c.centers[id];
        expect(center.defined).toBe(union.centers[id].defined);
        if (!center.defined) {
          expect(center.definedBy).toBeNull();
          continue;
        }
        defined++;
        expect(center.definedBy).toBe(oa.has(id) ? (ob.has(id) ? 'both' : 'a') : ob.has(id) ? 'b' : 'together');
      }
      expect(c.theme).toBe(`${defined}-${9 - defined}`);
      expect(c.combined.type).toBe(union.type);
      expect(Object.values(c.counts).reduce((x, y) => x + y, 0)).toBe(c.channels.length);
    }
    // every kind occurred, both ways for dominance and compromise
    expect([...seen].sort()).toEqual(['companionship', 'compromise:a', 'compromise:b', 'dominance:a', 'dominance:b', 'electromagnetic']);
  });

  it('connects two real charts and keeps each person’s type, authority and profile', () => {
    const a = computeHumanDesign({ date: '1968-02-21', time: '11:00', timezone: 'Europe/Istanbul' });
    const b = computeHumanDesign({ date: '2024-01-01', time: '00:00', timezone: 'UTC' });
    const c = computeConnection(a, b);
    expect(c.a).toMatchObject({ type: 'Manifesting Generator', authority: 'Emotional', profile: '2/4' });
    expect(c.b).toMatchObject({ type: 'Generator', authority: 'Emotional', profile: '1/3' });
    // A's six channels are all listed (companionship, dominance or compromise for A)
    for (const g of ['3-60', '6-59', '20-34', '20-57', '25-51', '34-57']) {
      const ch = c.channels.find((x) => x.gates.join('-') === g);
      expect(ch, g).toBeDefined();
      expect(ch!.kind === 'companionship' || ch!.who === 'a', g).toBe(true);
    }
  });
});

describe('numerology compatibility', () => {
  it('is symmetric and follows the families of numbers', () => {
    expect(pairRelation(1, 1)).toBe('same');
    expect(pairRelation(11, 2)).toBe('same');
    expect(pairRelation(1, 7)).toBe('natural');
    expect(pairRelation(22, 8)).toBe('natural');
    expect(pairRelation(3, 4)).toBe('compatible');
    expect(pairRelation(5, 33)).toBe('compatible');
    expect(pairRelation(1, 8)).toBe('challenging');
    for (let x = 1; x <= 9; x++) for (let y = 1; y <= 9; y++) expect(pairRelation(x, y)).toBe(pairRelation(y, x));
    const r = compareNumbers({ lifePathNumber: 1, expressionNumber: 3, soulUrgeNumber: 8 }, { lifePathNumber: 7, expressionNumber: 4, soulUrgeNumber: 1 });
    // 0.5 x 90 + 0.25 x 65 + 0.25 x 40 = 71.25
    expect(r.compatibility).toEqual({ score: 71, band: 'Good' });
    const s = compareNumbers(r.b, r.a);
    expect(s.compatibility).toEqual(r.compatibility);
  });

  it('reads each person’s numbers from the numerology core', () => {
    const r = computeNumerologyCompatibility({ fullName: 'John Winston Lennon', birthDate: '1940-10-09' }, { fullName: 'Yoko Ono', birthDate: '1933-02-18' });
    expect(r.a.lifePathNumber).toBe(6);
    expect(r.b.lifePathNumber).toBe(9);
    expect(r.pairs.lifePath.relation).toBe('natural');
    expect(r.description).toContain('Life paths 6 and 9');
  });
});
