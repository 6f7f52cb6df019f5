import { describe, expect, it } from 'vitest';
import { astroView, degreeInSign, hdView } from '#shared/chart-views/index';
import { spread } from '#shared/pdf/wheel';
import { TextMetrics, wrapLine } from '#shared/pdf/text';
import { loadFonts } from '#shared/pdf/fonts';
import type { BlueprintHumanDesign } from '#shared/blueprint/types';

const hd = (over: Partial<BlueprintHumanDesign>): BlueprintHumanDesign => ({
  type: 'Generator', strategy: 'To respond', authority: 'Sacral', profile: '1/3', centers: {}, channels: [], gates: [], ...over,
});

describe('hdView reads the open Human Design item shapes', () => {
  it('reads centers as booleans, state strings or objects', () => {
    const v = hdView(hd({ centers: { head: true, Ajna: 'defined', throat: 'undefined', G: { defined: true }, heart: { state: 'Undefined' }, solar_plexus: { isDefined: true }, spleen: false, root: 'Defined' } }));
    expect([...v.defined].sort()).toEqual(['ajna', 'g', 'head', 'root', 'solarPlexus']);
  });

  it('reads centers given as an array of named items', () => {
    const v = hdView(hd({ centers: [{ name: 'Sacral', defined: true }, { name: 'Root', defined: false }] as unknown as Record<string, unknown> }));
    expect([...v.defined]).toEqual(['sacral']);
  });

  it('reads channels as objects, pairs and strings, and drops non-channels', () => {
    const v = hdView(hd({ channels: [{ gates: [20, 10] }, [34, 57], '3-60', { channel: '1-8' }, { gate1: 59, gate2: 6 }, '1-2'] }));
    expect(v.channels).toEqual([[10, 20], [34, 57], [3, 60], [1, 8], [6, 59]]);
    // Gates of a channel count as activated even when the gate list is empty.
    expect(v.gates.has(57)).toBe(true);
  });

  it('reads gate activations with their side', () => {
    const v = hdView(hd({
      gates: [
        { gate: 12, line: 3, planet: 'sun', activation: 'personality' },
        { gate: 12, line: 1, planet: 'moon', activation: 'design' },
        { number: 5, planet: 'mars', isDesign: true },
        7,
      ],
    }));
    expect([...v.gates.get(12)!].sort()).toEqual(['design', 'personality']);
    expect([...v.gates.get(5)!]).toEqual(['design']);
    expect(v.gates.get(7)!.size).toBe(0);
    expect(v.activations).toContainEqual({ planet: 'sun', side: 'personality', gate: 12, line: 3 });
  });

  it('reads activations grouped per side', () => {
    const v = hdView(hd({ personality: { sun: { gate: 41, line: 2 } }, design: [{ gate: 30, line: 6, planet: 'sun' }] }));
    expect(v.activations).toEqual([
      { planet: 'sun', side: 'personality', gate: 41, line: 2 },
      { planet: 'sun', side: 'design', gate: 30, line: 6 },
    ]);
  });
});

describe('astrology helpers', () => {
  it('formats degrees within the sign', () => {
    expect(degreeInSign(84.52)).toBe('24°31′');
    expect(degreeInSign(29.9999)).toBe('30°00′'.replace('30°00′', '30°00′'));
    expect(degreeInSign(-0.5)).toBe('29°30′');
  });

  it('orders bodies and finds the ascendant from the bodies or house 1', () => {
    const v = astroView({
      celestialBodies: { moon: { sign: 'leo', longitude: 130 }, sun: { sign: 'aries', longitude: 10, house: 3 } },
      houses: { '1': { sign: 'cancer', longitude: 95 }, '10': { sign: 'aries', longitude: 5 } },
      aspects: [],
    });
    expect(v.bodies.map((b) => b.name)).toEqual(['Sun', 'Moon']);
    expect(v.ascendant).toBe(95);
    expect(v.midheaven).toBe(5);
  });

  it('spreads crowded bodies at least the gap apart, circularly', () => {
    const out = spread([10, 11, 12, 200, 358], 8);
    const sorted = [...out];
    for (let i = 0; i < sorted.length; i++) {
      const j = (i + 1) % sorted.length;
      const d = (sorted[j]! - sorted[i]! + 360) % 360;
      expect(d).toBeGreaterThanOrEqual(8 - 1e-6);
    }
    expect(out[3]).toBe(200);
  });
});

describe('text wrapping', () => {
  const m = new TextMetrics(loadFonts().regular.face);
  it('never exceeds the width and keeps every word', () => {
    const text = 'Les éléphants ne s’oublient jamais, même après mille et une nuits passées à errer sous le soleil.';
    const lines = wrapLine(text, m, 10, 120);
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(m.width(l, 10)).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe(text);
  });
});

describe('fonts', () => {
  it('are loaded once per process and read from FONT_DIR when set', async () => {
    const { fontDir } = await import('#shared/pdf/fonts');
    expect(loadFonts()).toBe(loadFonts());
    const before = process.env.FONT_DIR;
    process.env.FONT_DIR = '/var/task/fonts';
    try {
      expect(fontDir()).toBe('/var/task/fonts');
    } finally {
      if (before === undefined) delete process.env.FONT_DIR;
      else process.env.FONT_DIR = before;
    }
    expect(fontDir()).toMatch(/dejavu-fonts-ttf[\\/]ttf$/);
  });
});
