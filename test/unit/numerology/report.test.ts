/**
 * The numerology report's numbers against a second implementation written here from the
 * definitions (docs/numerology.md), on 1,000 random names and dates, and the transliterations of
 * names in Greek, Cyrillic and Devanagari by their standards.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numerologyReport, type NumerologySystem } from '#shared/numerology/report';
import { transliterateName } from '#shared/numerology/transliterate';
import { isAppError } from '#shared/errors';

// --- the second implementation: plain tables and loops, no code shared with the room ---
const PYTH = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CHALD: Record<string, number> = {};
for (const [v, letters] of [
  [1, 'AIJQY'],
  [2, 'BKR'],
  [3, 'CGLS'],
  [4, 'DMT'],
  [5, 'EHNX'],
  [6, 'UVW'],
  [7, 'OZ'],
  [8, 'FP'],
] as const)
  for (const l of letters) CHALD[l] = v;
const value = (system: NumerologySystem, l: string) => (system === 'chaldean' ? CHALD[l]! : (PYTH.indexOf(l) % 9) + 1);
const sumDigits = (n: number) =>
  String(n)
    .split('')
    .reduce((a, c) => a + Number(c), 0);
const red = (n: number, masters = true): number => {
  while (n > 9 && !(masters && [11, 22, 33].includes(n))) n = sumDigits(n);
  return n;
};
const steps = (n: number): number[] => {
  const out = [n];
  while (n > 9 && ![11, 22, 33].includes(n)) out.push((n = sumDigits(n)));
  return out;
};
const vowelAt = (w: string, i: number) => 'AEIOU'.includes(w[i]!) || (w[i] === 'Y' && !'AEIOU'.includes(w[i - 1] ?? '-') && !'AEIOU'.includes(w[i + 1] ?? '-'));

function expected(name: string, y: number, m: number, d: number, system: NumerologySystem) {
  const words = name.toUpperCase().split(/[^A-Z]+/).filter(Boolean);
  let v = 0;
  let c = 0;
  const counts = Array(10).fill(0);
  for (const w of words)
    for (let i = 0; i < w.length; i++) {
      const x = value(system, w[i]!);
      counts[x]++;
      if (vowelAt(w, i)) v += x;
      else c += x;
    }
  const lpSum = red(m) + red(d) + red(y);
  const lifePath = red(lpSum);
  const expression = red(v + c);
  const [mm, dd, yy] = [red(m, false), red(d, false), red(y, false)];
  const p1 = red(mm + dd);
  const p2 = red(dd + yy);
  const first = 36 - red(lifePath, false);
  const debts = new Set<string>();
  for (const [src, n] of [
    ['lifePath', m],
    ['lifePath', d],
    ['lifePath', y],
    ['lifePath', lpSum],
    ['expression', v + c],
    ['soulUrge', v],
    ['personality', c],
  ] as const)
    for (const s of steps(n)) if ([13, 14, 16, 19].includes(s)) debts.add(`${s}:${src}`);
  if ([13, 14, 16, 19].includes(d)) debts.add(`${d}:birthday`);
  const digits = `${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`;
  const lines = { mental: [4, 9, 2], emotional: [3, 5, 7], practical: [8, 1, 6], thought: [4, 3, 8], will: [9, 5, 1], action: [2, 7, 6], success: [4, 5, 6], property: [2, 5, 8] };
  const has = (n: number) => digits.includes(String(n));
  const max = Math.max(...counts.slice(1));
  return {
    lifePath,
    expression,
    soulUrge: red(v),
    personality: red(c),
    birthday: red(d),
    maturity: red(red(lifePath, false) + red(expression, false)),
    pinnacles: [p1, p2, red(red(p1, false) + red(p2, false)), red(mm + yy)],
    challenges: [Math.abs(mm - dd), Math.abs(dd - yy), Math.abs(Math.abs(mm - dd) - Math.abs(dd - yy)), Math.abs(mm - yy)],
    ages: [0, first, first + 9, first + 18],
    debts: [...debts].sort(),
    lessons: [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => counts[n] === 0 && !(system === 'chaldean' && n === 9)),
    passion: [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => counts[n] === max && max > 0),
    complete: Object.entries(lines)
      .filter(([, l]) => l.every(has))
      .map(([k]) => k),
    missing: Object.entries(lines)
      .filter(([, l]) => l.every((n) => !has(n)))
      .map(([k]) => k),
  };
}

describe('the numerology report', () => {
  it('matches the second implementation on 1,000 random names and dates in both systems', () => {
    const name = fc.array(fc.stringMatching(/^[A-Za-z]{1,12}$/), { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' '));
    fc.assert(
      fc.property(name, fc.integer({ min: 1800, max: 2399 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.constantFrom<NumerologySystem>('pythagorean', 'chaldean'), (n, y, m, d, system) => {
        const r = numerologyReport({ name: n, birth: { year: y, month: m, day: d }, on: { year: 2026, month: 11, day: 28 }, system });
        const e = expected(n, y, m, d, system);
        expect([r.lifePath, r.expression, r.soulUrge, r.personality, r.birthday, r.maturity]).toEqual([e.lifePath, e.expression, e.soulUrge, e.personality, e.birthday, e.maturity]);
        expect(r.pinnacles.map((p) => p.number)).toEqual(e.pinnacles);
        expect(r.challenges.map((p) => p.number)).toEqual(e.challenges);
        expect(r.pinnacles.map((p) => p.fromAge)).toEqual(e.ages);
        expect(r.pinnacles[3]!.toAge).toBeNull();
        expect(r.karmicDebt.map((k) => `${k.number}:${k.in}`).sort()).toEqual(e.debts);
        expect(r.karmicLessons).toEqual(e.lessons);
        expect(r.hiddenPassion).toEqual(e.passion);
        expect(r.loShu.complete).toEqual(e.complete);
        expect(r.loShu.missing).toEqual(e.missing);
      }),
      { numRuns: 1000, seed: 50 },
    );
  });

  it('gives a worked example: John Winston Lennon, 1940-10-09 (Pythagorean)', () => {
    const r = numerologyReport({ name: 'John Winston Lennon', birth: { year: 1940, month: 10, day: 9 }, on: { year: 2026, month: 11, day: 28 }, system: 'pythagorean' });
    // life path: 1 + 9 + (1+9+4+0 = 14 -> 5) = 15 -> 6, meeting 14 on the way; JOHN WINSTON LENNON = 20 + 33 + 29 = 82 -> 10 -> 1
    expect(r.lifePath).toBe(6);
    expect(r.expression).toBe(1);
    expect(r.karmicDebt).toEqual([{ number: 14, in: 'lifePath' }]);
    expect(r.pinnacles.map((p) => [p.number, p.fromAge, p.toAge])).toEqual([
      [1, 0, 30],
      [5, 30, 39],
      [6, 39, 48],
      [6, 48, null],
    ]);
    expect(r.loShu.counts).toEqual({ 1: 2, 2: 0, 3: 0, 4: 1, 5: 0, 6: 0, 7: 0, 8: 0, 9: 2 });
  });

  it('counts Chaldean values: no letter is worth 9', () => {
    const r = numerologyReport({ name: 'Abcdefghijklmnopqrstuvwxyz', birth: { year: 2000, month: 1, day: 1 }, on: { year: 2026, month: 1, day: 1 }, system: 'chaldean' });
    expect(r.name.total).toBe(1 + 2 + 3 + 4 + 5 + 8 + 3 + 5 + 1 + 1 + 2 + 3 + 4 + 5 + 7 + 8 + 1 + 2 + 3 + 4 + 6 + 6 + 6 + 5 + 1 + 7);
    expect(r.karmicLessons).toEqual([]);
  });
});

describe('names in other scripts', () => {
  it('transliterates Cyrillic by ISO 9, Greek by ISO 843 and Devanagari by ISO 15919', () => {
    expect(transliterateName('Пётр Чайковский')).toMatchObject({ scripts: ['cyrillic'], latin: 'pëtr čajkovskij', letters: 'PETR CAJKOVSKIJ' });
    expect(transliterateName('Юлія Щербак')).toMatchObject({ latin: 'ûlìâ ŝerbak', letters: 'ULIA SERBAK' });
    expect(transliterateName('Γιώργος Αγγελόπουλος')).toMatchObject({ scripts: ['greek'], latin: 'giorgos angelopoulos', letters: 'GIORGOS ANGELOPOULOS' });
    expect(transliterateName('मोहनदास करमचंद गांधी')).toMatchObject({ scripts: ['devanagari'], latin: 'mōhanadāsa karamacaṁda gāṁdhī', letters: 'MOHANADASA KARAMACAMDA GAMDHI' });
    expect(transliterateName('Zoë Ångström-Łukasz')).toMatchObject({ scripts: ['latin'], letters: 'ZOE ANGSTROM LUKASZ' });
    expect(transliterateName('शर्मा')).toMatchObject({ latin: 'śarmā', letters: 'SARMA' });
  });

  it('refuses a script it cannot count with a clear 400', () => {
    for (const name of ['毛泽东', 'محمد', 'Anna 김']) {
      try {
        transliterateName(name);
        expect.unreachable();
      } catch (e) {
        expect(isAppError(e) && e.error).toBe('Unsupported script');
      }
    }
  });
});
