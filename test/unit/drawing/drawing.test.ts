/**
 * The drawings read back from their SVG: valid XML, self-contained, every body where the
 * chart puts it, no overlapping glyphs or gate labels; and the PNG of the same bytes.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { CENTER_GATES, CENTER_IDS } from '#shared/human-design/bodygraph';
import { CENTER_SHAPES, connectionInput, drawBodygraph, LAYOUT } from '#shared/drawing/bodygraph';
import type { GateSide } from '#shared/drawing/bodygraph';
import { toPng } from '#shared/drawing/png';
import { spreadAngles } from '#shared/drawing/spread';
import { toSvg } from '#shared/drawing/svg';
import { drawWheel } from '#shared/drawing/wheel';
import type { WheelChart } from '#shared/drawing/wheel';
import { THEMES } from '#shared/drawing/theme';
import { wheelFromNatal } from '#shared/images/charts';

type Node = Record<string, unknown>;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', preserveOrder: true });

/** Every element of the parsed document with its attributes and children, depth first. */
function elements(xml: string): Array<{ tag: string; attrs: Record<string, string>; children: Node[] }> {
  expect(XMLValidator.validate(xml)).toBe(true);
  const out: Array<{ tag: string; attrs: Record<string, string>; children: Node[] }> = [];
  const walk = (nodes: Node[]): void => {
    for (const n of nodes) {
      const tag = Object.keys(n).find((k) => k !== ':@');
      if (!tag || tag === '#text') continue;
      const children = n[tag] as Node[];
      out.push({ tag, attrs: (n[':@'] ?? {}) as Record<string, string>, children });
      walk(children);
    }
  };
  walk(parser.parse(xml) as Node[]);
  return out;
}

const translateOf = (t: string | undefined): { x: number; y: number } => {
  const m = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(t ?? '');
  expect(m, `transform ${t}`).not.toBeNull();
  return { x: Number(m![1]), y: Number(m![2]) };
};

/** Wheel angle (degrees counter-clockwise from the left, where the Ascendant is) of a point. */
const angleOf = (p: { x: number; y: number }): number => ((Math.atan2(-(p.y - 500), p.x - 500) * 180) / Math.PI + 180 + 360) % 360;
const angleDiff = (a: number, b: number): number => Math.abs(((a - b + 540) % 360) - 180);

function selfContained(svg: string): void {
  expect(svg).not.toContain('var(');
  expect(svg).not.toContain('url(');
  expect(svg).not.toContain('<image');
  expect(svg).not.toContain('<style');
  expect(svg).not.toMatch(/href=/);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
  expect(svg).toMatch(/<title>[^<]+<\/title>\n<desc>[^<]+<\/desc>/);
  expect(svg).toContain('font-family="DejaVu Sans, sans-serif"');
}

const london = wheelFromNatal(computeNatalChart({ date: '1990-07-15', time: '14:30', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 }));

/** Six bodies within 10 degrees (and two more close by) on a chart with the Ascendant at 100. */
const stellium: WheelChart = {
  bodies: [
    ['sun', 200], ['moon', 202.5], ['mercury', 204], ['venus', 205.2], ['mars', 207.9], ['jupiter', 209.6], ['saturn', 215], ['north_node', 198],
    ['uranus', 30], ['neptune', 31], ['pluto', 120], ['ascendant', 100], ['midheaven', 10],
  ].map(([key, longitude]) => ({ key: key as string, longitude: longitude as number, retrograde: key === 'mercury' })),
  cusps: Array.from({ length: 12 }, (_, i) => (100 + i * 30) % 360),
  ascendant: 100,
  midheaven: 10,
  aspects: [{ a: 'sun', b: 'uranus', type: 'quincunx' }, { a: 'moon', b: 'pluto', type: 'square' }],
};

function bodyGroups(svg: string) {
  return elements(svg)
    .filter((e) => e.tag === 'g' && e.attrs['@data-body'] !== undefined && (e.attrs['@class'] ?? '').startsWith('body'))
    .map((e) => {
      const glyph = e.children.find((c) => 'g' in c && ((c[':@'] as Record<string, string>)?.['@class'] === 'glyph planet'));
      const tick = e.children.find((c) => 'line' in c)![':@'] as Record<string, string>;
      const pos = glyph ? translateOf((glyph[':@'] as Record<string, string>)['@transform']) : { x: Number(e.attrs['@data-x']), y: Number(e.attrs['@data-y']) };
      return {
        key: e.attrs['@data-body']!,
        longitude: Number(e.attrs['@data-longitude']),
        size: Number(e.attrs['@data-size']),
        pos,
        tickStart: { x: Number(tick['@x1']), y: Number(tick['@y1']) },
        hasGlyph: glyph !== undefined,
      };
    });
}

describe('natal wheel (SVG)', () => {
  const svg = toSvg(drawWheel(london, { title: 'Natal chart', desc: 'London 1990-07-15 14:30', caption: ['London', '1990'], aspects: 'all' }), 800);

  it('is self-contained XML with viewBox, title and desc', () => {
    selfContained(svg);
    expect(svg).toContain('width="800" height="800" viewBox="0 0 1000 1000"');
  });

  it('carries each body with the chart longitude, its glyph at that angle from the Ascendant', () => {
    const bodies = bodyGroups(svg);
    expect(bodies.map((b) => b.key).sort()).toEqual(london.bodies.filter((b) => !['ascendant', 'midheaven', 'descendant', 'ic'].includes(b.key)).map((b) => b.key).sort());
    for (const b of bodies) {
      const truth = london.bodies.find((x) => x.key === b.key)!;
      expect(b.longitude, b.key).toBe(truth.longitude);
      const want = (truth.longitude - london.ascendant! + 360) % 360;
      // the tick at the ring is at the true angle; the glyph is at most a few degrees off it (spread)
      expect(angleDiff(angleOf(b.tickStart), want), b.key).toBeLessThan(0.05);
      expect(angleDiff(angleOf(b.pos), want), b.key).toBeLessThan(12);
      expect(b.hasGlyph, b.key).toBe(true);
    }
    // bodies with room around them sit exactly at their angle
    const sun = bodies.find((b) => b.key === 'sun')!;
    expect(angleDiff(angleOf(sun.pos), (london.bodies.find((x) => x.key === 'sun')!.longitude - london.ascendant! + 360) % 360)).toBeLessThan(8);
  });

  it('labels the four angles at their longitudes, the Ascendant on the left', () => {
    const angles = elements(svg).filter((e) => e.tag === 'g' && ['ascendant', 'midheaven', 'descendant', 'imum_coeli'].includes(e.attrs['@data-body'] ?? ''));
    expect(angles).toHaveLength(4);
    const asc = angles.find((a) => a.attrs['@data-body'] === 'ascendant')!;
    expect(Number(asc.attrs['@data-longitude'])).toBeCloseTo(london.ascendant!, 9);
    expect(Number(asc.attrs['@data-x'])).toBeLessThan(30);
    expect(Number(asc.attrs['@data-y'])).toBeCloseTo(500, 1);
  });

  it('draws major aspects solid and minor ones dashed', () => {
    const lines = elements(svg).filter((e) => e.tag === 'line' && e.attrs['@stroke-opacity'] === '0.9');
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.some((l) => l.attrs['@stroke-dasharray'])).toBe(true);
    expect(lines.some((l) => !l.attrs['@stroke-dasharray'] && l.attrs['@stroke'] === '#d12e33')).toBe(true);
  });
});

describe('a stellium of six bodies within 10 degrees', () => {
  const svg = toSvg(drawWheel(stellium, { title: 'Stellium', desc: 'six bodies within 10 degrees' }));
  const bodies = bodyGroups(svg);

  it('spreads the glyphs so that no two boxes overlap', () => {
    expect(bodies).toHaveLength(11);
    for (let i = 0; i < bodies.length; i++)
      for (let j = i + 1; j < bodies.length; j++) {
        const a = bodies[i]!;
        const b = bodies[j]!;
        const apart = Math.abs(a.pos.x - b.pos.x) >= (a.size + b.size) / 2 || Math.abs(a.pos.y - b.pos.y) >= (a.size + b.size) / 2;
        expect(apart, `${a.key} / ${b.key}`).toBe(true);
      }
  });

  it('joins each glyph to its true place by a tick at the exact angle', () => {
    for (const b of bodies) {
      expect(angleDiff(angleOf(b.tickStart), (b.longitude - 100 + 360) % 360), b.key).toBeLessThan(0.05);
      expect(b.longitude).toBe(stellium.bodies.find((x) => x.key === b.key)!.longitude);
    }
    // the lonely Pluto is not moved
    const pluto = bodies.find((b) => b.key === 'pluto')!;
    expect(angleDiff(angleOf(pluto.pos), 20)).toBeLessThan(0.05);
  });

  it('marks the retrograde body', () => {
    const mercury = elements(svg).find((e) => e.attrs['@data-body'] === 'mercury')!;
    const classes = mercury.children.filter((c) => 'g' in c).map((c) => (c[':@'] as Record<string, string>)['@class']);
    // the glyph, the sign's glyph and the retrograde mark, in its own stack
    expect(classes).toEqual(['glyph planet', 'glyph sign-of', 'glyph retrograde']);
    const sun = elements(svg).find((e) => e.attrs['@data-body'] === 'sun')!;
    expect(sun.children.filter((c) => 'g' in c)).toHaveLength(2);
  });
});

describe('spreadAngles', () => {
  it('keeps neighbours at least the gap apart, circularly, and leaves lone angles alone', () => {
    const input = [359, 1, 2, 3, 200, 5, 120];
    const out = spreadAngles(input, 7.5);
    const sorted = [...out].sort((a, b) => a - b);
    for (let i = 0; i < sorted.length; i++) {
      const d = (sorted[(i + 1) % sorted.length]! - sorted[i]! + 360) % 360;
      expect(d).toBeGreaterThanOrEqual(7.5 - 1e-6);
    }
    expect(out[4]).toBe(200);
    expect(out[6]).toBe(120);
    // the cluster stays centred on its mean (2.0)
    const cluster = [out[0]!, out[1]!, out[2]!, out[3]!, out[5]!].map((a) => (a > 180 ? a - 360 : a));
    expect(cluster.reduce((s, a) => s + a, 0) / cluster.length).toBeCloseTo(2, 6);
  });
});

describe('bodygraph with every gate active', () => {
  const gates = new Map<number, Set<GateSide>>();
  for (let g = 1; g <= 64; g++) gates.set(g, new Set<GateSide>(g % 3 === 0 ? ['personality', 'design'] : g % 3 === 1 ? ['personality'] : ['design']));
  const svg = toSvg(drawBodygraph({ defined: new Set(CENTER_IDS), gates }, { title: 'All gates', desc: 'every gate', legend: { labels: ['Personality', 'Design'] } }), 600);
  const labels = elements(svg)
    .filter((e) => e.attrs['@class'] === 'gate')
    .map((e) => ({ gate: Number(e.attrs['@data-gate']), x: Number(e.attrs['@data-x']), y: Number(e.attrs['@data-y']), r: Number(e.attrs['@data-r']), active: e.attrs['@data-active'] }));

  it('is self-contained XML and labels all 64 gates, each active', () => {
    selfContained(svg);
    expect(labels.map((l) => l.gate).sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
    expect(labels.every((l) => l.active === 'true')).toBe(true);
  });

  it('never overlaps two gate labels', () => {
    for (let i = 0; i < labels.length; i++)
      for (let j = i + 1; j < labels.length; j++) {
        const a = labels[i]!;
        const b = labels[j]!;
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.gate} / ${b.gate}`).toBeGreaterThan(a.r + b.r);
      }
  });

  it('keeps every label inside its centre, which is drawn over the channels: no line crosses a label', () => {
    const k = 2;
    const margin = 20;
    for (const id of CENTER_IDS) {
      const poly = CENTER_SHAPES[id].map(([x, y]) => ({ x: margin + x * k, y: margin + y * k }));
      for (const gate of CENTER_GATES[id]) {
        const l = labels.find((x) => x.gate === gate)!;
        // inside, and at least the radius from every edge
        for (let i = 0; i < poly.length; i++) {
          const a = poly[i]!;
          const b = poly[(i + 1) % poly.length]!;
          const cross = (b.x - a.x) * (l.y - a.y) - (b.y - a.y) * (l.x - a.x);
          const len = Math.hypot(b.x - a.x, b.y - a.y);
          const area = poly.reduce((s, p, q) => s + p.x * poly[(q + 1) % poly.length]!.y - poly[(q + 1) % poly.length]!.x * p.y, 0);
          const signed = (cross / len) * Math.sign(area);
          expect(signed, `gate ${gate} in ${id}`).toBeGreaterThan(l.r * 0.5);
        }
      }
    }
    expect(LAYOUT.width).toBe(300);
  });

  it('colours each gate half by its sides (both: two stripes)', () => {
    const halves = elements(svg).filter((e) => e.tag === 'g' && e.attrs['@data-sides'] !== undefined);
    const both = halves.filter((h) => h.attrs['@data-sides'] === 'design personality');
    expect(both.length).toBeGreaterThan(0);
    for (const h of both) expect(h.children.filter((c) => 'path' in c)).toHaveLength(2);
  });
});

describe('connection bodygraph (two people)', () => {
  it('colours each person’s gates and defines the centres of channels completed together', () => {
    const one = (gs: number[]) => ({ defined: new Set<never>(), gates: new Map(gs.map((g) => [g, new Set<GateSide>(['personality'])])) });
    const merged = connectionInput(one([34, 1]), one([20, 1]));
    expect([...merged.gates.get(34)!]).toEqual(['a']);
    expect([...merged.gates.get(20)!]).toEqual(['b']);
    expect([...merged.gates.get(1)!].sort()).toEqual(['a', 'b']);
    expect([...merged.defined].sort()).toEqual(['sacral', 'throat']); // 20-34 completed together
    const svg = toSvg(drawBodygraph(merged, { title: 'Connection', desc: 'two people', legend: { labels: ['Ann', 'Bob'], people: true } }));
    selfContained(svg);
    expect(svg).toContain('data-gate="34" data-sides="a"');
    expect(svg).toContain('data-gate="1" data-sides="a b"');
    expect(svg).toContain('#2457c5'); // person A's colour
    expect(svg).toContain('#d9661a'); // person B's colour
  });
});

describe('PNG', () => {
  for (const theme of THEMES) {
    it(`has the requested size and is not blank (${theme})`, () => {
      const png = PNG.sync.read(toPng(drawWheel(london, { theme, title: 't', desc: 'd' }), 320));
      expect([png.width, png.height]).toEqual([320, 320]);
      const colours = new Set<number>();
      let inked = 0;
      const bg = png.data.readUInt32BE(0);
      for (let i = 0; i < png.data.length; i += 4) {
        const c = png.data.readUInt32BE(i);
        colours.add(c);
        if (c !== bg) inked++;
      }
      expect(colours.size).toBeGreaterThan(theme === 'mono' ? 20 : 100);
      expect(inked / (png.width * png.height)).toBeGreaterThan(0.05);
    });
  }

  it('renders the bodygraph at the requested width, the height following the drawing', () => {
    const d = drawBodygraph({ defined: new Set(['sacral']), gates: new Map([[34, new Set<GateSide>(['design'])]]) }, { title: 't', desc: 'd' });
    const png = PNG.sync.read(toPng(d, 300));
    expect(png.width).toBe(300);
    expect(png.height).toBe(Math.round((300 * d.height) / d.width));
  });
});
