import * as Astronomy from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { illuminationPercent, lunarPhase, lunarPhaseFrom, phaseName } from '#shared/astro/lunar';
import { jdFromEpochMs } from '#shared/astro/time';

const jd = (iso: string): number => jdFromEpochMs(Date.parse(iso));

describe('phase names', () => {
  it('uses 45-degree sectors centred on the principal phases', () => {
    expect(phaseName(0)).toBe('New Moon');
    expect(phaseName(359)).toBe('New Moon');
    expect(phaseName(22.4)).toBe('New Moon');
    expect(phaseName(22.5)).toBe('Waxing Crescent');
    expect(phaseName(90)).toBe('First Quarter');
    expect(phaseName(135)).toBe('Waxing Gibbous');
    expect(phaseName(180)).toBe('Full Moon');
    expect(phaseName(225)).toBe('Waning Gibbous');
    expect(phaseName(270)).toBe('Last Quarter');
    expect(phaseName(315)).toBe('Waning Crescent');
    expect(phaseName(337.5)).toBe('New Moon');
    expect(phaseName(-90)).toBe('Last Quarter');
  });

  it('illumination follows the elongation', () => {
    expect(illuminationPercent(0)).toBeCloseTo(0, 10);
    expect(illuminationPercent(90)).toBeCloseTo(50, 10);
    expect(illuminationPercent(180)).toBeCloseTo(100, 10);
    expect(illuminationPercent(180, 5)).toBeLessThan(100); // the Moon off the ecliptic is never fully lit
    const f = lunarPhaseFrom(350, 80);
    expect(f.angle).toBeCloseTo(90, 10);
    expect(f.waxing).toBe(true);
  });
});

describe('lunarPhase at real instants', () => {
  it('full moon 2024-04-23 23:49 UTC and new moon 2024-04-08 18:21 UTC', () => {
    const full = lunarPhase(jd('2024-04-23T23:49:00Z'));
    expect(full.phase).toBe('Full Moon');
    expect(Math.abs(full.angle - 180)).toBeLessThan(0.1);
    expect(full.illumination).toBeGreaterThan(99.5);
    const nu = lunarPhase(jd('2024-04-08T18:21:00Z'));
    expect(nu.phase).toBe('New Moon');
    expect(Math.min(nu.angle, 360 - nu.angle)).toBeLessThan(0.1);
    expect(nu.illumination).toBeLessThan(0.5);
  });

  it('first quarter 2024-04-15 19:13 UTC, last quarter 2024-05-01 11:27 UTC', () => {
    const fq = lunarPhase(jd('2024-04-15T19:13:00Z'));
    expect(fq.phase).toBe('First Quarter');
    expect(fq.angle).toBeCloseTo(90, 0);
    expect(fq.waxing).toBe(true);
    const lq = lunarPhase(jd('2024-05-01T11:27:00Z'));
    expect(lq.phase).toBe('Last Quarter');
    expect(lq.angle).toBeCloseTo(270, 0);
    expect(lq.waxing).toBe(false);
  });

  it('illumination agrees with astronomy-engine within 0.5 percentage points', () => {
    for (let i = 0; i < 40; i++) {
      const ms = Date.parse('2020-01-01T00:00:00Z') + i * 0.83 * 86_400_000;
      const ours = lunarPhase(jdFromEpochMs(ms));
      const theirs = Astronomy.Illumination(Astronomy.Body.Moon, new Date(ms)).phase_fraction * 100;
      expect(Math.abs(ours.illumination - theirs)).toBeLessThan(0.5);
    }
  });
});
