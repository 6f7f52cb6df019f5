/**
 * Shadbala against the two published worked examples that PyJHora's tests carry
 * (github.com/naturalstupid/PyJHora, src/jhora/tests/pvr_tests.py):
 * - B.V. Raman, "Graha and Bhava Balas", the example chart: 1918-10-16 14:22:16 IST, 13°N 77°35'E,
 *   Raman's ayanamsha (`shadbala_BVRamanBook_tests`);
 * - V.P. Jain's book example: 1981-09-13 01:30 IST, 28°39'N 77°13'E, Lahiri (`shadbala_VPJainBook_tests`).
 * The issue's bar: each component within 2 virupas, totals within 1. Where the API departs from a
 * book on purpose (docs/vedic.md "Shadbala"), the case is named and checked against the book's own
 * arithmetic instead. Then invariants that can fail, and the drishti against a second implementation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { initEphemeris } from '#shared/astro/ephemeris';
import { computeStrength, drishti, NAISARGIKA, REQUIRED_RUPAS, SHADBALA_GRAHAS, strengthFactsAt, type Sg, type Strength } from '#shared/vedic/strength';
import { SIGN_LORDS } from '#shared/vedic/core';

const IST = (y: number, m: number, d: number, h: number, min: number, s = 0) => Date.UTC(y, m - 1, d, h, min, s) / 86400000 + 2440587.5 - 5.5 / 24;
const row = (values: readonly number[]): Record<Sg, number> => Object.fromEntries(SHADBALA_GRAHAS.map((g, i) => [g, values[i]!])) as Record<Sg, number>;

function expectWithin(label: string, actual: Record<Sg, number>, expected: Record<Sg, number>, tol: number, skip: readonly Sg[] = []) {
  for (const g of SHADBALA_GRAHAS) {
    if (skip.includes(g)) continue;
    expect(Math.abs(actual[g] - expected[g]), `${label} ${g}: ${actual[g].toFixed(2)} against ${expected[g]}`).toBeLessThanOrEqual(tol);
  }
}
const pick = (s: Strength, f: (v: Strength['shadbala'][Sg]) => number) => Object.fromEntries(SHADBALA_GRAHAS.map((g) => [g, f(s.shadbala[g])])) as Record<Sg, number>;

beforeAll(() => {
  initEphemeris();
});

describe('shadbala: B.V. Raman, Graha and Bhava Balas (the example chart)', () => {
  let s: Strength;
  let facts: ReturnType<typeof strengthFactsAt>;
  beforeAll(() => {
    facts = strengthFactsAt(IST(1918, 10, 16, 14, 22, 16), 13, 77 + 35 / 60, { ayanamsha: 'raman', nodeType: 'mean' });
    s = computeStrength(facts);
  });
  it('the positions are the book’s within 0.1°', () => {
    const book = [180 + 53 / 60 + 55 / 3600, 311 + 17 / 60 + 19 / 3600, 229 + 30 / 60 + 34 / 3600, 181 + 31 / 60 + 34 / 3600, 84 + 49 / 3600, 171 + 9 / 60 + 56 / 3600, 124 + 22 / 60 + 41 / 3600];
    SHADBALA_GRAHAS.forEach((g, i) => expect(Math.abs(facts.grahas[g].longitude - book[i]!), g).toBeLessThan(0.1));
  });
  it('sthana bala and its five parts', () => {
    expectWithin('uchcha', pick(s, (v) => v.sthanaParts.uchcha), row([3.0, 32.75, 37.06, 54.5, 56.33, 1.95, 34.08]), 2);
    expect(pick(s, (v) => v.sthanaParts.saptavargaja)).toEqual(row([90, 48.75, 90, 135, 71.25, 116.25, 97.5]));
    expect(pick(s, (v) => v.sthanaParts.ojhayugma)).toEqual(row([30, 15, 15, 30, 15, 30, 15]));
    expect(pick(s, (v) => v.sthanaParts.kendra)).toEqual(row([60, 30, 30, 60, 15, 15, 30]));
    expect(pick(s, (v) => v.sthanaParts.drekkana)).toEqual(row([15, 0, 0, 0, 0, 15, 0]));
    expectWithin('sthana', pick(s, (v) => v.sthana), row([198, 126.5, 172.06, 279.5, 157.58, 178.2, 177.3]), 2);
  });
  it('dig bala (Mars: the book leaves its arc above 180°, 64.30 > 60: the API reduces it, 120 - 64.30)', () => {
    const book = row([48.1, 31.56, 64.3, 21.09, 11.5, 15.15, 58.02]);
    expectWithin('dig', pick(s, (v) => v.dig), { ...book, mars: 120 - 64.3 }, 2);
  });
  it('kala bala and its nine parts', () => {
    expectWithin('nathonnatha', pick(s, (v) => v.kalaParts.nathonnatha), row([48.32, 11.68, 11.68, 60, 48.32, 48.32, 11.68]), 2);
    expectWithin('paksha', pick(s, (v) => v.kalaParts.paksha), row([16.54, 86.92, 16.54, 16.54, 43.46, 43.46, 16.54]), 2);
    expect(pick(s, (v) => v.kalaParts.tribhaga)).toEqual(row([0, 0, 0, 0, 60, 0, 60]));
    expect(pick(s, (v) => v.kalaParts.abda)).toEqual(row([0, 0, 0, 0, 0, 0, 15]));
    expect(pick(s, (v) => v.kalaParts.masa)).toEqual(row([0, 0, 0, 30, 0, 0, 0]));
    expect(pick(s, (v) => v.kalaParts.vara)).toEqual(row([0, 0, 0, 45, 0, 0, 0]));
    expect(pick(s, (v) => v.kalaParts.hora)).toEqual(row([0, 60, 0, 0, 0, 0, 0]));
    expectWithin('ayana', pick(s, (v) => v.kalaParts.ayana), row([38.12, 43.44, 1.84, 41.25, 59.4, 23.75, 13.75]), 2);
    expectWithin('yuddha', pick(s, (v) => v.kalaParts.yuddha), row([0, 0, 0, -0.8, 0.8, 0, 0]), 2);
    expectWithin('kala', pick(s, (v) => v.kala), row([102.98, 202.04, 30.06, 192.79, 211.18, 115.53, 116.97]), 2);
  });
  it('chesta (every graha, Mercury too: the mean planets of Raman’s tables), naisargika and drik bala', () => {
    const book = row([0, 0, 22.23, 2.3, 35.26, 5.95, 21.14]);
    expectWithin('chesta', pick(s, (v) => v.chesta), book, 2);
    expectWithin('naisargika', pick(s, (v) => v.naisargika), row([60, 51.43, 17.14, 25.7, 34.28, 42.85, 8.57]), 0.02);
    expectWithin('drik', pick(s, (v) => v.drik), row([15.86, -21.73, 0.95, 15.64, -16.04, 18.47, 7.21]), 2);
  });
  it('totals within 1 virupa of the book’s components added (Mars: the dig bala above; Mercury and Jupiter: without the 0.8 of war the book counts at 97° apart)', () => {
    // the book's six rows added (its printed Sun total, 424.24, is 0.70 short of its own rows)
    const book = row([424.94, 389.8, 306.2, 537.02, 433.71, 376.15, 389.21]);
    expectWithin('total', pick(s, (v) => v.total), { ...book, mercury: book.mercury + 0.8, jupiter: book.jupiter - 0.8 }, 1, ['mars']);
    expect(s.yuddha).toEqual([]);
    expect(Math.abs(s.shadbala.mars.total - (book.mars - 64.3 + (120 - 64.3)))).toBeLessThan(1);
  });
});

describe('shadbala: V.P. Jain’s example', () => {
  let s: Strength;
  beforeAll(() => {
    s = computeStrength(strengthFactsAt(IST(1981, 9, 13, 1, 30), 28 + 39 / 60, 77 + 13 / 60, { ayanamsha: 'lahiri', nodeType: 'mean' }));
  });
  it('components within 2 virupas (the Sun in Leo 26° and Mercury in Virgo 20.5°: moolatrikona by degree, 15 less saptavargaja than the book’s whole-sign reading)', () => {
    expectWithin('uchcha', pick(s, (v) => v.sthanaParts.uchcha), row([14.54, 32.17, 4.94, 58.16, 34.85, 3.09, 48.81]), 2);
    expectWithin('saptavargaja', pick(s, (v) => v.sthanaParts.saptavargaja), row([127.5 - 15, 30, 135, 120 - 15, 58.13, 150, 82.5]), 0.01);
    expect(pick(s, (v) => v.sthanaParts.ojhayugma)).toEqual(row([15, 0, 15, 0, 0, 15, 0]));
    expectWithin('dig', pick(s, (v) => v.dig), row([6.59, 12.22, 20.99, 31.97, 31.99, 53.29, 26.67]), 2);
    expectWithin('nathonnatha', pick(s, (v) => v.kalaParts.nathonnatha), row([6.1, 53.9, 53.9, 60, 6.1, 6.1, 53.9]), 2);
    expectWithin('paksha', pick(s, (v) => v.kalaParts.paksha), row([5.62, 108.76, 5.62, 54.38, 54.38, 54.38, 5.62]), 2);
    expect(pick(s, (v) => v.kalaParts.tribhaga)).toEqual(row([0, 0, 0, 0, 60, 60, 0]));
    expect(pick(s, (v) => v.kalaParts.abda)).toEqual(row([0, 0, 15, 0, 0, 0, 0]));
    expect(pick(s, (v) => v.kalaParts.masa)).toEqual(row([0, 0, 30, 0, 0, 0, 0]));
    expect(pick(s, (v) => v.kalaParts.vara)).toEqual(row([0, 0, 0, 0, 0, 0, 45]));
    expect(pick(s, (v) => v.kalaParts.hora)).toEqual(row([0, 0, 0, 60, 0, 0, 0]));
    expectWithin('ayana', pick(s, (v) => v.kalaParts.ayana), row([70.08, 43.19, 53.56, 37.1, 22.94, 15.41, 35.04]), 2);
    expectWithin('kala', pick(s, (v) => v.kala), row([81.8, 205.85, 158.08, 210.68, 144.22, 135.89, 139.56]), 2);
    expectWithin('chesta', pick(s, (v) => v.chesta), row([0, 0, 20.93, 28.76, 8.43, 28.18, 5.05]), 2);
    expectWithin('drik', pick(s, (v) => v.drik), row([11.24, -0.32, -5.1, 4.29, 4.32, -2.86, 5.82]), 2);
  });
  it('totals within 1 virupa (Sun, Mercury: the moolatrikona above; Mercury and Jupiter: at war within 0.06°, which the book does not count)', () => {
    const book = row([331.67, 346.35, 396.98, 539.57, 376.23, 455.45, 391.98]);
    expectWithin('total', pick(s, (v) => v.total), book, 1, ['sun', 'mercury', 'jupiter']);
    expect(Math.abs(s.shadbala.sun.total - (book.sun - 15))).toBeLessThan(1);
    expect(Math.abs(s.shadbala.mercury.total - s.shadbala.mercury.kalaParts.yuddha - (book.mercury - 15))).toBeLessThan(1);
    expect(s.yuddha).toEqual([{ winner: 'mercury', loser: 'jupiter' }]);
    expect(Math.abs(s.shadbala.jupiter.total - s.shadbala.jupiter.kalaParts.yuddha - book.jupiter)).toBeLessThan(1);
  });
});

/** Sputa drishti written out again from BPHS ch. 26's verses, with Raman's additions for the special aspects. */
function drishtiAgain(angle: number, from: string): number {
  const x = ((angle % 360) + 360) % 360;
  const pieces: [number, number, (x: number) => number][] = [
    [30, 60, (x) => (x - 30) / 2],
    [60, 90, (x) => 15 + (x - 60)],
    [90, 120, (x) => 45 - (x - 90) / 2],
    [120, 150, (x) => 30 - (x - 120)],
    [150, 180, (x) => 2 * (x - 150)],
    [180, 300, (x) => 60 - (x - 180) / 2],
  ];
  let v = 0;
  for (const [a, b, f] of pieces) if (x >= a && x < b) v = f(x);
  const extra: Record<string, [number, number, number][]> = { mars: [[90, 120, 15], [210, 240, 15]], jupiter: [[120, 150, 30], [240, 270, 30]], saturn: [[60, 90, 45], [270, 300, 45]] };
  for (const [a, b, add] of extra[from] ?? []) if (x >= a && x < b) v += add;
  return v;
}

describe('shadbala: invariants on varied births', () => {
  const births = Array.from({ length: 40 }, (_, i) => ({ jd: 2415020 + i * 913.37, lat: -50 + ((i * 37) % 100), lon: -170 + ((i * 71) % 340) }));
  it('full aspects at the seventh house, none at the first; the special ones full; the second implementation agrees', () => {
    for (const g of SHADBALA_GRAHAS) {
      expect(drishti(180, g)).toBe(60);
      expect(drishti(10, g)).toBe(0);
      for (let a = 0; a < 360; a += 0.7) expect(drishti(a, g)).toBeCloseTo(drishtiAgain(a, g), 9);
    }
    expect(drishti(90, 'mars')).toBe(60);
    expect(drishti(120, 'jupiter')).toBe(60);
    expect(drishti(60, 'saturn')).toBe(60);
  });
  it('every component in its range, the total their sum, rupas and ratio; bhavabala the lord’s total with dig and drishti', () => {
    for (const b of births) {
      const f = strengthFactsAt(b.jd, b.lat, b.lon, { ayanamsha: 'lahiri', nodeType: 'mean' });
      const s = computeStrength(f);
      for (const g of SHADBALA_GRAHAS) {
        const v = s.shadbala[g];
        expect(v.dig).toBeGreaterThanOrEqual(0);
        expect(v.dig).toBeLessThanOrEqual(60);
        expect(v.chesta).toBeGreaterThanOrEqual(0);
        expect(v.chesta).toBeLessThanOrEqual(60);
        expect(v.sthanaParts.uchcha).toBeLessThanOrEqual(60);
        expect(v.naisargika).toBe(NAISARGIKA[g]);
        expect(v.total).toBeCloseTo(v.sthana + v.dig + v.kala + v.chesta + v.naisargika + v.drik, 9);
        expect(v.rupas).toBeCloseTo(v.total / 60, 12);
        expect(v.ratio).toBeCloseTo(v.total / 60 / REQUIRED_RUPAS[g], 12);
      }
      // one graha each holds the vara, the hora, the abda and the masa
      for (const part of ['vara', 'hora', 'abda', 'masa'] as const) expect(SHADBALA_GRAHAS.filter((g) => s.shadbala[g].kalaParts[part] > 0)).toHaveLength(1);
      expect(SHADBALA_GRAHAS.filter((g) => s.shadbala[g].kalaParts.tribhaga > 0)).toHaveLength(2); // Jupiter and the lord of the third
      const nath = s.shadbala.sun.kalaParts.nathonnatha + s.shadbala.moon.kalaParts.nathonnatha;
      expect(nath).toBeCloseTo(60, 9);
      for (let h = 1; h <= 12; h++) {
        const bb = s.bhavabala[String(h)]!;
        const mid = (f.lagna + 30 * (h - 1)) % 360;
        expect(bb.adhipati).toBe(s.shadbala[SIGN_LORDS[Math.floor(mid / 30)]! as Sg].total);
        expect([0, 10, 20, 30, 40, 50, 60]).toContain(bb.dig);
        expect(bb.total).toBeCloseTo(bb.adhipati + bb.dig + bb.drishti, 9);
      }
    }
  });
});
