import { describe, expect, it } from 'vitest';
import { CENTER_GATES, CHANNELS, GATE_WHEEL } from '#shared/human-design/bodygraph';
import { JUXTAPOSITION_NAMES, LEFT_ANGLE_PAIRS, RIGHT_ANGLE_GROUPS, allCrossNames, crossAngle, crossName, quarterOf } from '#shared/human-design/crosses';
import { BASE_WIDTH, COLOR_WIDTH, LINE_WIDTH, TONE_WIDTH, gateOf, oppositeOf } from '#shared/human-design/gates';

describe('gate wheel', () => {
  it('holds each of the 64 gates once and assigns each to exactly one center', () => {
    expect([...GATE_WHEEL].sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
    const all = Object.values(CENTER_GATES).flat().sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
  });

  it('starts gate 41 at 302 degrees and steps gates every 5.625 degrees', () => {
    expect(gateOf(302).gate).toBe(41);
    expect(gateOf(302).line).toBe(1);
    expect(gateOf(301.9999).gate).toBe(60);
    expect(gateOf(301.9999).line).toBe(6);
    expect(gateOf(302 + 5.625).gate).toBe(19);
    expect(gateOf(0).gate).toBe(25); // 0 Aries: x = 58 -> index 10
    expect(gateOf(-360 + 302).gate).toBe(41);
    expect(gateOf(302 + 720).gate).toBe(41);
  });

  it('derives line, color, tone and base from the widths', () => {
    const start = 302 + 5.625 * 5; // gate 55 start
    expect(gateOf(start + 1.5 * LINE_WIDTH)).toMatchObject({ gate: 55, line: 2, color: 4, tone: 1, base: 1 });
    const p = gateOf(start + LINE_WIDTH + 4 * COLOR_WIDTH + 4 * TONE_WIDTH + 1.5 * BASE_WIDTH);
    expect(p).toMatchObject({ gate: 55, line: 2, color: 5, tone: 5, base: 2 });
    // the last sliver of a gate stays in range after clamping
    const last = gateOf(start + 5.625 - 1e-12);
    expect(last.gate).toBe(55);
    for (const v of [last.line, last.color, last.tone]) expect(v).toBeGreaterThanOrEqual(1);
    for (const v of [last.line, last.color, last.tone]) expect(v).toBeLessThanOrEqual(6);
    expect(last.base).toBeLessThanOrEqual(5);
  });

  it('places the opposite point 32 gates away with the same line/color/tone/base', () => {
    for (let lon = 0.013; lon < 360; lon += 1.37) {
      const p = gateOf(lon);
      const o = oppositeOf(p);
      const direct = gateOf(lon + 180);
      expect(o.gate).toBe(direct.gate);
      expect([o.line, o.color, o.tone, o.base]).toEqual([p.line, p.color, p.tone, p.base]);
    }
  });

  it('has 36 channels, each joining two different centers through gates of those centers', () => {
    expect(CHANNELS).toHaveLength(36);
    for (const ch of CHANNELS) {
      expect(ch.centers[0]).not.toBe(ch.centers[1]);
      expect(CENTER_GATES[ch.centers[0]]).toContain(ch.gates[0]);
      expect(CENTER_GATES[ch.centers[1]]).toContain(ch.gates[1]);
    }
    expect(CHANNELS.find((c) => c.gates[0] === 20 && c.gates[1] === 57)).toMatchObject({ name: 'Brainwave', centers: ['throat', 'spleen'] });
  });
});

describe('incarnation crosses', () => {
  const idx = (g: number) => GATE_WHEEL.indexOf(g);

  it('right-angle groups are four gates a quarter apart, numbered by quarter', () => {
    expect(RIGHT_ANGLE_GROUPS).toHaveLength(16);
    for (const [, gates] of RIGHT_ANGLE_GROUPS) {
      gates.forEach((g, i) => {
        expect(quarterOf(g)).toBe(i + 1);
        expect((idx(g) - idx(gates[0]) + 64) % 64).toBe(16 * i);
      });
    }
  });

  it('left-angle pairs are opposite gates, (1) in the first half of the wheel', () => {
    expect(LEFT_ANGLE_PAIRS).toHaveLength(32);
    for (const [, [a, b]] of LEFT_ANGLE_PAIRS) {
      expect((idx(b) - idx(a) + 64) % 64).toBe(32);
      expect(quarterOf(a)).toBeLessThanOrEqual(2);
    }
    expect(JUXTAPOSITION_NAMES.filter(Boolean)).toHaveLength(64);
  });

  it('has 192 distinct full names', () => {
    const names = allCrossNames();
    expect(names).toHaveLength(192);
    expect(new Set(names).size).toBe(192);
  });

  it('fixes the known errors of public tables', () => {
    expect(crossName(26, 'Left Angle')).toBe('Left Angle Cross of Confrontation (2)');
    expect(crossName(51, 'Right Angle')).toBe('Right Angle Cross of Penetration (1)');
    expect(crossName(53, 'Right Angle')).toBe('Right Angle Cross of Penetration (2)');
    expect(crossName(13, 'Right Angle')).toBe('Right Angle Cross of the Sphinx (1)');
    expect(crossName(1, 'Right Angle')).toBe('Right Angle Cross of the Sphinx (4)');
    expect(crossName(21, 'Juxtaposition')).toBe('Juxtaposition Cross of Control');
    expect(crossName(57, 'Left Angle')).toBe('Left Angle Cross of Clarion (2)');
  });

  it('chooses the angle from the profile', () => {
    const right = ['1/3', '1/4', '2/4', '2/5', '3/5', '3/6', '4/6'];
    const left = ['5/1', '5/2', '6/2', '6/3'];
    const of = (p: string) => crossAngle(Number(p[0]), Number(p[2]));
    for (const p of right) expect(of(p)).toBe('Right Angle');
    for (const p of left) expect(of(p)).toBe('Left Angle');
    expect(of('4/1')).toBe('Juxtaposition');
  });
});
