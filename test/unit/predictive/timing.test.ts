/**
 * Profections and firdaria by their rules: profections against a second, independent counting
 * (JavaScript Date arithmetic instead of month indices) over many random births and dates; the
 * firdaria's order, lengths and sub-periods; a worked example (John Lennon: Aries rising, a night
 * birth).
 */
import { describe, expect, it } from 'vitest';
import { TRADITIONAL_RULERS } from '#shared/astro/rulers';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { FIRDARIA_CYCLE_YEARS, FIRDARIA_DAY, FIRDARIA_NIGHT, FIRDARIA_YEARS, firdarAt, firdaria, profectionsAt } from '#shared/predictive/timing';
import { rng } from '#test/support/random';

/** The independent count: completed years and months with Date, the birthday clamped to the month's end. */
function reference(birth: string, asc: number, date: string) {
  const b = new Date(`${birth}T00:00:00Z`);
  const d = new Date(`${date}T00:00:00Z`);
  const anniversary = (months: number): Date => {
    const first = new Date(Date.UTC(b.getUTCFullYear(), b.getUTCMonth() + months, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(b.getUTCDate(), last)));
  };
  let months = 0;
  while (anniversary(months + 1) <= d) months++;
  const age = Math.floor(months / 12);
  return { age, annualSign: SIGN_KEYS[(asc + age) % 12], monthlySign: SIGN_KEYS[(asc + age + (months % 12)) % 12], month: (months % 12) + 1 };
}

describe('profections', () => {
  it('match the independent count for 2,000 random births and dates', () => {
    const r = rng(38);
    const pad = (n: number) => String(n).padStart(2, '0');
    for (let i = 0; i < 2000; i++) {
      const by = 1900 + Math.floor(r() * 120);
      const birth = `${by}-${pad(1 + Math.floor(r() * 12))}-${pad(1 + Math.floor(r() * 31))}`;
      if (Number.isNaN(Date.parse(birth)) || new Date(birth).toISOString().slice(0, 10) !== birth) continue;
      const dms = Date.parse(birth) + r() * 90 * 365.25 * 86_400_000;
      const date = new Date(dms).toISOString().slice(0, 10);
      const asc = Math.floor(r() * 12);
      const p = profectionsAt(birth, asc, date);
      const ref = reference(birth, asc, date);
      expect(p.age, `${birth} ${date}`).toBe(ref.age);
      expect(p.annual.sign, `${birth} ${date}`).toBe(ref.annualSign);
      expect(p.monthly.sign, `${birth} ${date}`).toBe(ref.monthlySign);
      expect(p.monthly.month, `${birth} ${date}`).toBe(ref.month);
      expect(p.annual.lord).toBe(TRADITIONAL_RULERS[p.annual.sign]);
      expect(p.annual.start <= date && date < p.annual.end).toBe(true);
      expect(p.monthly.start <= date && date < p.monthly.end).toBe(true);
    }
  });

  it('a worked example: Aries rising, 86 years old: the 3rd house, Gemini, Mercury', () => {
    const p = profectionsAt('1940-10-09', 0, '2026-11-23');
    expect(p.age).toBe(86);
    expect(p.annual).toMatchObject({ house: 3, sign: 'gemini', lord: 'mercury', start: '2026-10-09', end: '2027-10-09' });
    expect(p.monthly).toMatchObject({ month: 2, house: 4, sign: 'cancer', lord: 'moon', start: '2026-11-09', end: '2026-12-09' });
    // the first year is the Ascendant's own sign, and the cycle returns to it every 12 years
    expect(profectionsAt('1940-10-09', 0, '1940-10-09').annual).toMatchObject({ house: 1, sign: 'aries', lord: 'mars' });
    expect(profectionsAt('1940-10-09', 0, '1976-10-09').annual).toMatchObject({ house: 1, sign: 'aries' });
    // a 29 February birthday is kept on 28 February in common years
    expect(profectionsAt('2000-02-29', 4, '2001-02-28')).toMatchObject({ age: 1 });
    expect(profectionsAt('2000-02-29', 4, '2001-02-27')).toMatchObject({ age: 0 });
  });
});

describe('firdaria', () => {
  const birth = 2429912.2; // 1940-10-09 17:48 UT
  it('the day and night orders cover 75 years, and each planet has seven Chaldean sub-periods', () => {
    expect(FIRDARIA_DAY.reduce((n, l) => n + FIRDARIA_YEARS[l], 0)).toBe(FIRDARIA_CYCLE_YEARS);
    for (const [isDay, order] of [[true, FIRDARIA_DAY], [false, FIRDARIA_NIGHT]] as const) {
      const ps = firdaria(birth, isDay, birth + 10);
      expect(ps.map((p) => p.lord)).toEqual(order);
      expect(ps.at(-1)!.endJd - birth).toBeCloseTo(75 * 365.25, 6);
      for (const p of ps) {
        expect(p.endJd - p.startJd).toBeCloseTo(FIRDARIA_YEARS[p.lord] * 365.25, 6);
        if (p.lord.endsWith('node')) expect(p.subPeriods).toEqual([]);
        else {
          expect(p.subPeriods).toHaveLength(7);
          expect(p.subPeriods[0]!.lord).toBe(p.lord);
          expect(new Set(p.subPeriods.map((s) => s.lord)).size).toBe(7);
          expect(p.subPeriods[6]!.endJd).toBeCloseTo(p.endJd, 6);
        }
      }
    }
  });

  it('a night birth at 86: the second cycle\'s Saturn period, Jupiter\'s sub-period', () => {
    const at = birth + 86.12 * 365.25;
    const ps = firdaria(birth, false, at);
    expect(ps).toHaveLength(18);
    const running = firdarAt(ps, at)!;
    expect(running.period.lord).toBe('saturn');
    expect(running.subPeriod!.lord).toBe('jupiter');
  });
});
