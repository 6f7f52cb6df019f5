import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeNumerology, nameNumbers, nameSums, personalCycles } from '#shared/numerology/index';
import { isVowelAt, nameWords, unicodeWords } from '#shared/numerology/letters';
import { errorOf } from '#test/support/errors';


const ALLOWED = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33];

describe('known answer', () => {
  it('Barack Obama, 1961-08-04: life path 2, expression 5, personality 22', () => {
    const n = computeNumerology('Barack Obama', '1961-08-04', '2026-11-22');
    expect(n).toEqual({
      lifePathNumber: 2,
      expressionNumber: 5,
      soulUrgeNumber: 1,
      personalityNumber: 22,
      personalYear: 4,
      personalMonth: 6,
      personalDay: 1,
    });
    // whole-name sums; reducing each name first would give personality 7 + 6 = 13 -> 4
    expect(nameSums('Barack Obama')).toMatchObject({ total: 32, vowels: 10, consonants: 22 });
  });
});

describe('names', () => {
  it('ignores case, accents, hyphens, apostrophes and spaces', () => {
    const plain = nameNumbers('jose maria nunez obrien');
    expect(nameNumbers("José María Núñez-O'Brien")).toEqual(plain);
    expect(nameNumbers('JOSÉ MARÍA NÚÑEZ O’BRIEN')).toEqual(plain);
    expect(nameSums('Zoë').total).toBe(8 + 6 + 5);
  });

  it('transliterates other scripts', () => {
    expect(nameSums('Владимир').letters).toBe('VLADIMIR');
    expect(nameNumbers('Владимир')).toEqual(nameNumbers('Vladimir'));
    expect(nameSums('Σωκράτης').letters).toBe('SOKRATIS');
    expect(nameSums('毛泽东').letters).toBe('MAOZEDONG');
  });

  it('the ASCII fast path agrees with the Unicode path (property, seeded)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 30 }), (name) => {
        const expected = unicodeWords(name);
        if (expected.length === 0) expect(() => nameWords(name)).toThrow();
        else expect(nameWords(name)).toEqual(expected);
      }),
      { seed: 11, numRuns: 500 },
    );
  });

  it('gives 0 for a number whose letters are absent', () => {
    expect(nameNumbers('Ai')).toEqual({ expressionNumber: 1, soulUrgeNumber: 1, personalityNumber: 0 });
    expect(nameNumbers('Brr')).toMatchObject({ soulUrgeNumber: 0 });
  });

  it('rejects names without letters with "Invalid name"', () => {
    for (const bad of ['', '   ', '12345', '😀 🎉', "-'-", '!!!']) {
      expect(errorOf(() => computeNumerology(bad, '1990-01-01', '2026-01-01'))).toEqual({ kind: 'invalid_input', error: 'Invalid name' });
    }
  });

  it('applies the Y rule: a vowel unless next to A, E, I, O or U', () => {
    expect(isVowelAt('LYNN', 1)).toBe(true);
    expect(isVowelAt('MARY', 3)).toBe(true);
    expect(isVowelAt('YOLANDA', 0)).toBe(false);
    expect(isVowelAt('BRYAN', 2)).toBe(false);
    expect(isVowelAt('MURRAY', 5)).toBe(false);
    expect(nameSums('Lynn')).toMatchObject({ vowels: 7, consonants: 3 + 5 + 5 });
    expect(nameSums('Yolanda')).toMatchObject({ vowels: 6 + 1 + 1, consonants: 7 + 3 + 5 + 4 });
  });

  it('stays within the allowed numbers and adds up modulo 9 (property, seeded)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z' -]{0,40}$/), (name) => {
        const n = nameNumbers(name);
        const s = nameSums(name);
        expect(ALLOWED).toContain(n.expressionNumber);
        // 0 only when the name has no vowel (or no consonant) at all
        expect(s.vowels === 0 ? n.soulUrgeNumber === 0 : ALLOWED.includes(n.soulUrgeNumber)).toBe(true);
        expect(s.consonants === 0 ? n.personalityNumber === 0 : ALLOWED.includes(n.personalityNumber)).toBe(true);
        expect(s.total % 9).toBe(n.expressionNumber % 9);
        expect((s.vowels + s.consonants) % 9).toBe(s.total % 9);
        expect(n.personalityNumber % 9).toBe(s.consonants % 9);
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});

describe('personal year, month, day', () => {
  it('computes the cycle for a given date with descriptions', () => {
    const c = personalCycles('1961-08-04', '2026-11-22');
    expect(c.personalYear.number).toBe(4); // 8 + 4 + (2+0+2+6 = 10 -> 1) = 13 -> 4
    expect(c.personalMonth.number).toBe(6); // 4 + 11 = 15 -> 6
    expect(c.personalDay.number).toBe(1); // 6 + 22 = 28 -> 10 -> 1
    expect(c.personalYear.description).toMatch(/year/i);
    expect(c.personalMonth.description).toMatch(/month/i);
    expect(c.personalDay.description).toMatch(/day/i);
  });

  it('reduces to 1..9 without master numbers and changes with the date', () => {
    expect(personalCycles('1980-05-04', '2000-01-01').personalYear.number).toBe(2); // 5 + 4 + 2 = 11 -> 2
    const a = personalCycles('1980-05-04', '2000-01-01');
    const b = personalCycles('1980-05-04', '2000-01-02');
    expect(b.personalDay.number).toBe((a.personalDay.number % 9) + 1);
    expect(personalCycles('1980-05-04', '2001-01-01').personalYear.number).toBe(3);
  });

  it('validates both dates', () => {
    expect(errorOf(() => personalCycles('1980-02-31', '2000-01-01'))).toEqual({ kind: 'invalid_input', error: 'Invalid birth date' });
    expect(errorOf(() => personalCycles('1980-02-01', '2000-1-1'))).toEqual({ kind: 'invalid_input', error: 'Invalid date' });
    expect(errorOf(() => computeNumerology('Ann', '1980-02-01', 'today'))).toEqual({ kind: 'invalid_input', error: 'Invalid date' });
  });
});
