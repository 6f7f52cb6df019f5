import { describe, expect, it } from 'vitest';
import { computeBigThree } from '#shared/astro/big-three';
import { BIG_THREE_TEXTS } from '#shared/astro/big-three-texts';
import { SIGN_KEYS } from '#shared/astro/zodiac';

describe('computeBigThree', () => {
  it('John Lennon: Libra sun in 6, Aquarius moon in 11, Aries rising', () => {
    const b = computeBigThree({ date: '1940-10-09', time: '18:30', timezone: 'Europe/London', latitude: 53.4084, longitude: -2.9916 });
    expect(b.sun).toMatchObject({ sign: 'libra', degree: 16, element: 'air', modality: 'cardinal', house: 6 });
    expect(b.moon).toMatchObject({ sign: 'aquarius', degree: 3, element: 'air', modality: 'fixed', house: 11 });
    expect(b.rising).toMatchObject({ sign: 'aries', degree: 19, element: 'fire', modality: 'cardinal' });
    expect('house' in b.rising).toBe(false);
    expect(b.sun.description).toBe(BIG_THREE_TEXTS.libra.sun.description);
    expect(b.moon.keywords).toBe(BIG_THREE_TEXTS.aquarius.moon.keywords);
    expect(b.rising.description).toBe(BIG_THREE_TEXTS.aries.rising.description);
  });

  it('reports degrees as whole numbers 0..29', () => {
    const b = computeBigThree({ date: '2001-03-20', time: '14:00', timezone: 'UTC', latitude: -33.9, longitude: 18.4 });
    for (const e of [b.sun, b.moon, b.rising]) {
      expect(Number.isInteger(e.degree)).toBe(true);
      expect(e.degree).toBeGreaterThanOrEqual(0);
      expect(e.degree).toBeLessThan(30);
    }
  });
});

describe('big three texts', () => {
  it('has 36 distinct descriptions and keyword sets, one per sign and role', () => {
    const descriptions = new Set<string>();
    const keywords = new Set<string>();
    for (const sign of SIGN_KEYS) {
      for (const role of ['sun', 'moon', 'rising'] as const) {
        const t = BIG_THREE_TEXTS[sign][role];
        expect(t.description.length, `${sign} ${role}`).toBeGreaterThan(80);
        expect(t.keywords.split(', ').length).toBeGreaterThanOrEqual(3);
        descriptions.add(t.description);
        keywords.add(t.keywords);
      }
    }
    expect(descriptions.size).toBe(36);
    expect(keywords.size).toBe(36);
  });
});
