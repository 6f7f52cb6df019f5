import { describe, expect, it } from 'vitest';
import { lifePath } from '#shared/numerology/life-path';
import { reduce } from '#shared/numerology/reduce';
import { errorOf } from '#test/support/errors';


describe('reduction', () => {
  it('keeps 11, 22, 33 only when asked', () => {
    expect(reduce(1961)).toBe(8);
    expect(reduce(29)).toBe(11);
    expect(reduce(38)).toBe(11);
    expect(reduce(1993)).toBe(22);
    expect(reduce(2009)).toBe(11);
    expect(reduce(2009, false)).toBe(2);
    expect(reduce(33, false)).toBe(6);
    expect(reduce(99)).toBe(9);
    expect(reduce(0)).toBe(0);
  });
});

describe('life path (spec 2.7)', () => {
  it('Barack Obama, 1961-08-04: 2', () => {
    const r = lifePath('1961-08-04');
    expect(r.lifePathNumber).toBe(2);
    expect(r.calculation).toEqual({ month: 8, day: 4, year: 8, sum: 20 });
    expect(Object.keys(r).sort()).toEqual(['calculation', 'challenges', 'description', 'keywords', 'lifePathNumber', 'name', 'strengths']);
    expect(r.keywords.split(', ').length).toBeGreaterThanOrEqual(3);
    expect(r.strengths.length).toBeGreaterThan(0);
    expect(r.challenges.length).toBeGreaterThan(0);
    expect(r.description.length).toBeGreaterThan(80);
  });

  it('reduces month, day and year separately and keeps master numbers', () => {
    expect(lifePath('1996-11-11')).toMatchObject({ lifePathNumber: 11, calculation: { month: 11, day: 11, year: 7, sum: 29 } });
    expect(lifePath('1955-11-09')).toMatchObject({ lifePathNumber: 22, calculation: { month: 11, day: 9, year: 2, sum: 22 } });
    expect(lifePath('2009-11-11')).toMatchObject({ lifePathNumber: 33, calculation: { month: 11, day: 11, year: 11, sum: 33 } });
    expect(lifePath('2000-09-22')).toMatchObject({ lifePathNumber: 33, calculation: { month: 9, day: 22, year: 2, sum: 33 } });
    // adding all digits at once would give 1+9+8+9+1+1+2+9 = 40 -> 4 as well; the separate parts differ
    expect(lifePath('1989-11-29')).toMatchObject({ lifePathNumber: 4, calculation: { month: 11, day: 11, year: 9, sum: 31 } });
    expect(lifePath('1987-12-31')).toMatchObject({ lifePathNumber: 5, calculation: { month: 3, day: 4, year: 7, sum: 14 } });
  });

  it('has a distinct text for every possible number', () => {
    const byNumber = new Map<number, string>();
    for (const year of [1996, 2009, 2000]) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 28; day++) {
          const r = lifePath(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
          byNumber.set(r.lifePathNumber, r.name);
        }
      }
    }
    expect([...byNumber.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]);
    expect(new Set(byNumber.values()).size).toBe(12);
  });

  it('rejects anything but a real YYYY-MM-DD with "Invalid birth date"', () => {
    for (const bad of ['1990-02-30', '19900101', '1990-1-01', '', '2023-13-01', 'yesterday']) {
      expect(errorOf(() => lifePath(bad))).toEqual({ kind: 'invalid_input', error: 'Invalid birth date' });
    }
  });
});
