import { describe, expect, it } from 'vitest';
import { ASPECTS, aspectBetween, findAspects, isApplying, isSkippedPair, pairOrbClass, type AspectPoint } from '#shared/astro/aspects';

const p = (key: AspectPoint['key'], longitude: number, speed = 0, type: AspectPoint['type'] = 'planet'): AspectPoint => ({ key, type, longitude, speed });

describe('orb table', () => {
  it('has the 5 major and 6 minor aspects, majors and luminaries wider', () => {
    expect(ASPECTS.filter((a) => a.major).map((a) => [a.type, a.angle])).toEqual([
      ['conjunction', 0], ['opposition', 180], ['trine', 120], ['square', 90], ['sextile', 60],
    ]);
    expect(ASPECTS.filter((a) => !a.major).map((a) => [a.type, a.angle])).toEqual([
      ['quincunx', 150], ['semi-sextile', 30], ['semi-square', 45], ['sesquiquadrate', 135], ['quintile', 72], ['biquintile', 144],
    ]);
    const widestMinor = Math.max(...ASPECTS.filter((a) => !a.major).map((a) => a.orb.luminary));
    for (const a of ASPECTS) {
      expect(a.orb.luminary).toBeGreaterThanOrEqual(a.orb.planet);
      expect(a.orb.planet).toBeGreaterThanOrEqual(a.orb.point);
      if (a.major) expect(a.orb.planet).toBeGreaterThan(widestMinor);
    }
  });

  it('aspect windows never overlap, so one pair has at most one aspect', () => {
    const sorted = [...ASPECTS].sort((a, b) => a.angle - b.angle);
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i - 1]!.angle + sorted[i - 1]!.orb.luminary).toBeLessThan(sorted[i]!.angle - sorted[i]!.orb.luminary);
    }
  });

  it('a pair takes the widest class of its members', () => {
    expect(pairOrbClass('luminary', 'point')).toBe('luminary');
    expect(pairOrbClass('angle', 'asteroid')).toBe('planet');
    expect(pairOrbClass('node', 'point')).toBe('point');
  });
});

describe('aspectBetween', () => {
  it('measures the orb across the 360 wrap', () => {
    const a = aspectBetween(p('mars', 358), p('venus', 3));
    expect(a?.type).toBe('conjunction');
    expect(a?.orb).toBeCloseTo(5, 10);
    const o = aspectBetween(p('mars', 10), p('venus', 185));
    expect(o?.type).toBe('opposition');
    expect(o?.orb).toBeCloseTo(5, 10);
  });

  it('respects the orb limits per class', () => {
    expect(aspectBetween(p('mars', 0), p('venus', 98))?.type).toBeUndefined(); // 8 > planet square orb 7
    expect(aspectBetween(p('sun', 0, 0, 'luminary'), p('venus', 98))?.type).toBe('square'); // luminary orb 8
    expect(aspectBetween(p('north_node', 0, 0, 'node'), p('lilith', 94.5, 0, 'point'))).toBeUndefined(); // point orb 4
    expect(aspectBetween(p('mars', 0), p('venus', 73.4))?.type).toBe('quintile');
    expect(aspectBetween(p('mars', 0), p('venus', 73.6))).toBeUndefined();
    expect(aspectBetween(p('mars', 0), p('venus', 136))?.type).toBe('sesquiquadrate');
    expect(aspectBetween(p('mars', 0), p('venus', 143))?.type).toBe('biquintile');
    expect(aspectBetween(p('mars', 0), p('venus', 20))).toBeUndefined();
  });

  it('skips pairs fixed by definition', () => {
    expect(isSkippedPair('north_node', 'south_node')).toBe(true);
    expect(isSkippedPair('south_node', 'north_node')).toBe(true);
    expect(isSkippedPair('ascendant', 'descendant')).toBe(true);
    expect(isSkippedPair('ic', 'midheaven')).toBe(true);
    expect(isSkippedPair('part_of_fortune', 'ascendant')).toBe(true);
    expect(isSkippedPair('ascendant', 'midheaven')).toBe(false);
    expect(isSkippedPair('sun', 'moon')).toBe(false);
    expect(aspectBetween(p('north_node', 10, 0, 'node'), p('south_node', 190, 0, 'node'))).toBeUndefined();
  });
});

describe('applying / separating', () => {
  it('a faster body behind a slower one applies to the conjunction', () => {
    expect(isApplying(10, 13, 15, 1, 0)).toBe(true); // Moon at 10 catching Mars at 15
    expect(isApplying(20, 13, 15, 1, 0)).toBe(false); // Moon already past
  });

  it('works with the bodies in either order and across 0', () => {
    expect(isApplying(15, 1, 10, 13, 0)).toBe(true);
    expect(isApplying(358, 1, 2, 0, 0)).toBe(true);
    expect(isApplying(2, 1, 358, 0, 0)).toBe(false);
  });

  it('handles retrograde motion', () => {
    // Mercury retrograde at 100 moving back towards Venus at 95.
    expect(isApplying(95, 1.2, 100, -0.5, 0)).toBe(true);
    expect(isApplying(95, 1.2, 100, 1.5, 0)).toBe(false);
  });

  it('works for aspects other than the conjunction', () => {
    // Separation 85 growing towards 90: applying to the square.
    expect(isApplying(0, 0, 85, 1, 90)).toBe(true);
    // Separation 95 growing away from 90: separating.
    expect(isApplying(0, 0, 95, 1, 90)).toBe(false);
    // Separation 175 shrinking (body 2 moving back): separating from the opposition.
    expect(isApplying(0, 0, 175, -1, 180)).toBe(false);
    expect(isApplying(0, 0, 175, 1, 180)).toBe(true);
    // Across the 180 side: body at 185 is 175 away; moving forward shrinks the separation.
    expect(isApplying(0, 0, 185, 1, 180)).toBe(false);
    expect(isApplying(0, 0, 185, -1, 180)).toBe(true);
  });

  it('an exact aspect or equal speeds is not applying', () => {
    expect(isApplying(0, 1, 90, 5, 90)).toBe(false);
    expect(isApplying(0, 1, 85, 1, 90)).toBe(false);
  });
});

describe('findAspects', () => {
  it('checks every unordered pair once', () => {
    const points = [p('sun', 0, 1, 'luminary'), p('moon', 120, 13, 'luminary'), p('mars', 240, 0.5), p('venus', 3, 1.2)];
    const found = findAspects(points).map((a) => `${a.body1}-${a.body2}-${a.type}-${a.applying}`);
    expect(found).toEqual([
      'sun-moon-trine-false',
      'sun-mars-trine-false',
      'sun-venus-conjunction-false',
      'moon-mars-trine-false',
      'moon-venus-trine-true',
      'mars-venus-trine-false', // Venus 123 ahead of Mars and pulling away
    ]);
  });
});
