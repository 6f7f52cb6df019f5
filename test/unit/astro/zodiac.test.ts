import { describe, expect, it } from 'vitest';
import { degreeInSign, formatLongitude, isSignKey, signByKey, signIndex, signOf, SIGNS } from '#shared/astro/zodiac';

describe('zodiac signs', () => {
  it('lists 12 signs in order with cycling elements and modalities', () => {
    expect(SIGNS.map((s) => s.key)).toEqual([
      'aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo',
      'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces',
    ]);
    expect(SIGNS.map((s) => s.element).join(',')).toBe(
      'fire,earth,air,water,fire,earth,air,water,fire,earth,air,water',
    );
    expect(SIGNS.filter((s) => s.modality === 'cardinal').map((s) => s.key)).toEqual(['aries', 'cancer', 'libra', 'capricorn']);
    expect(SIGNS.filter((s) => s.modality === 'fixed').map((s) => s.key)).toEqual(['taurus', 'leo', 'scorpio', 'aquarius']);
    expect(SIGNS[8]!.name).toBe('Sagittarius');
  });

  it('gives a sign its first degree: exactly 0 is aries, exactly 30 is taurus', () => {
    expect(signOf(0).key).toBe('aries');
    expect(degreeInSign(0)).toBe(0);
    expect(signOf(30).key).toBe('taurus');
    expect(degreeInSign(30)).toBe(0);
    expect(signOf(29.999999).key).toBe('aries');
    expect(signOf(330).key).toBe('pisces');
  });

  it('wraps at 360 and for negative or large longitudes', () => {
    expect(signOf(360).key).toBe('aries');
    expect(degreeInSign(360)).toBe(0);
    expect(signOf(359.9999).key).toBe('pisces');
    expect(degreeInSign(359.5)).toBeCloseTo(29.5, 10);
    expect(signOf(-0.5).key).toBe('pisces');
    expect(degreeInSign(-0.5)).toBeCloseTo(29.5, 10);
    expect(signOf(725).key).toBe('aries');
    expect(degreeInSign(725)).toBeCloseTo(5, 10);
    // A value that rounds to 360 after the modulo must not produce a 13th sign.
    expect(signIndex(-1e-20)).toBe(0);
    expect(degreeInSign(-1e-20)).toBeLessThan(30);
  });

  it('finds the degree within the sign', () => {
    expect(signOf(196.2679).key).toBe('libra');
    expect(degreeInSign(196.2679)).toBeCloseTo(16.2679, 10);
    expect(formatLongitude(196.2679)).toBe("16°16' Libra");
    expect(formatLongitude(59.99999)).toBe("29°59' Taurus");
  });

  it('looks signs up by key case-insensitively', () => {
    expect(signByKey('LEO')?.index).toBe(4);
    expect(signByKey(' virgo ')?.key).toBe('virgo');
    expect(signByKey('ophiuchus')).toBeUndefined();
    expect(isSignKey('pisces')).toBe(true);
    expect(isSignKey('Pisces')).toBe(false);
  });
});
