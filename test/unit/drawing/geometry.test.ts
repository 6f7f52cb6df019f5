/**
 * Issue 33's bar at unit level, from the shapes of the drawings (test/support/drawing-geometry.ts):
 * every wheel kind at the smallest and largest size, for an ordinary, a crowded (eight bodies within
 * 20 degrees) and a high-latitude chart: every label and glyph inside the picture, none overlapping
 * another, no angle or aspect line through one, no text under 9 px. The bodygraph's channels are
 * checked to stay out of every centre they do not connect.
 */
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '#shared/astro/chart';
import { CENTER_SHAPES, channelPath, drawBodygraph } from '#shared/drawing/bodygraph';
import type { GateSide } from '#shared/drawing/bodygraph';
import { drawWheel } from '#shared/drawing/wheel';
import type { WheelChart } from '#shared/drawing/wheel';
import { CENTER_IDS, CHANNELS } from '#shared/human-design/bodygraph';
import { transitsAt, wheelFromNatal } from '#shared/images/charts';
import { SIZE_RANGE } from '#shared/images/request';
import { geometry, problems } from '#test/support/drawing-geometry';

const london = wheelFromNatal(computeNatalChart({ date: '1990-07-15', time: '14:30', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 }));
const tromso = wheelFromNatal(computeNatalChart({ date: '1985-12-03', time: '04:10', timezone: 'Europe/Oslo', latitude: 69.6492, longitude: 18.9553 }));
const KEYS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron', 'north_node', 'south_node'];
/** Eight bodies within 20 degrees (101..118.5), every third retrograde. */
export const crowded: WheelChart = {
  ...london,
  bodies: KEYS.map((k, i) => ({ key: k, longitude: i < 8 ? 101 + i * 2.5 : london.bodies.find((b) => b.key === k)!.longitude, retrograde: i % 3 === 1 })),
};
const charts = { ordinary: london, crowded, 'high latitude': tromso } as const;
const caption = ['Ada Lovelace', '1990-07-15 14:30, London, United Kingdom'];

describe('wheels: no overlap, no line through a label, no text under 9 px', () => {
  for (const [name, chart] of Object.entries(charts)) {
    for (const size of [SIZE_RANGE.min, SIZE_RANGE.max]) {
      it(`${name} chart at ${size} px: single wheel, with all aspects, and as a bi-wheel`, () => {
        const base = { title: 't', desc: 'd', caption, pixelSize: size };
        expect(problems(drawWheel(chart, base), size)).toEqual([]);
        expect(problems(drawWheel(chart, { ...base, aspects: 'all' }), size)).toEqual([]);
        const outer = transitsAt(new Date('2026-11-23T21:00:00Z'), chart);
        expect(problems(drawWheel(chart, { ...base, outer }), size)).toEqual([]);
        // a second chart as crowded as the first (a synastry of two stelliums)
        const twin = { bodies: chart.bodies.map((b) => ({ ...b, longitude: b.longitude + 1.3 })), aspects: [] };
        expect(problems(drawWheel(chart, { ...base, outer: twin }), size)).toEqual([]);
      });
    }
  }

  it('points without a glyph (drawn as their short name) crowd like the others', () => {
    const chart = { ...crowded, bodies: [...crowded.bodies, { key: 'vertex', longitude: 110 }, { key: 'east_point', longitude: 112 }] };
    for (const size of [SIZE_RANGE.min, SIZE_RANGE.max]) expect(problems(drawWheel(chart, { title: 't', desc: 'd', pixelSize: size }), size)).toEqual([]);
    expect(geometry(drawWheel(chart, { title: 't', desc: 'd' })).labels.some((l) => l.what === 'text "Vx"')).toBe(true);
  });

  it('the checks can fail: a label moved onto another is seen', () => {
    const d = drawWheel(london, { title: 't', desc: 'd', pixelSize: 800 });
    const g = geometry(d);
    expect(g.labels.length).toBeGreaterThan(60);
    expect(g.lines.some((l) => l.cls === 'aspect-line')).toBe(true);
    expect(problems(d, 400).some((p) => p.startsWith('text of'))).toBe(true); // drawn for 800 px, shown at 400
    const text = (x: number, y: number) => ({ kind: 'text' as const, x, y, text: '12°', size: 20, anchor: 'middle' as const, fill: '#000' });
    const bad = { width: 100, height: 100, title: 't', desc: 'd', shapes: [text(50, 50), text(55, 52), { kind: 'line' as const, attrs: { class: 'angle-line' }, x1: 0, y1: 45, x2: 100, y2: 45, stroke: { color: '#000', width: 1 } }, text(98, 20)] };
    expect(problems(bad, 100)).toEqual([
      'outside: text "12°"',
      'overlap: text "12°" / text "12°"',
      'angle-line crosses text "12°"',
      'angle-line crosses text "12°"',
    ]);
  });

  it('draws the majors by default, the minors with aspects: "all"', () => {
    const lines = (o: object) => geometry(drawWheel(london, { title: 't', desc: 'd', ...o })).lines.filter((l) => l.cls === 'aspect-line').length;
    const majors = london.aspects.filter((a) => ['conjunction', 'opposition', 'trine', 'square', 'sextile'].includes(a.type)).length;
    expect(lines({})).toBeLessThanOrEqual(majors);
    expect(lines({ aspects: 'all' })).toBeGreaterThan(lines({}));
  });
});

describe('bodygraph channels', () => {
  const inside = (p: readonly [number, number], poly: ReadonlyArray<readonly [number, number]>): boolean => {
    // strictly inside (1 unit in from every edge)
    const area = poly.reduce((s, a, i) => s + a[0] * poly[(i + 1) % poly.length]![1] - poly[(i + 1) % poly.length]![0] * a[1], 0);
    return poly.every((a, i) => {
      const b = poly[(i + 1) % poly.length]!;
      const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
      return (cross / Math.hypot(b[0] - a[0], b[1] - a[1])) * Math.sign(area) > 1;
    });
  };

  it('no channel runs through a centre it does not connect (12-22 round the Heart)', () => {
    for (const ch of CHANNELS) {
      const path = channelPath(ch.gates[0], ch.gates[1]);
      for (let i = 0; i + 1 < path.length; i++) {
        const a = path[i]!;
        const b = path[i + 1]!;
        for (let k = 0; k <= 100; k++) {
          const p: [number, number] = [a[0] + ((b[0] - a[0]) * k) / 100, a[1] + ((b[1] - a[1]) * k) / 100];
          for (const id of CENTER_IDS) {
            if ((ch.centers as readonly string[]).includes(id)) continue;
            expect(inside(p, CENTER_SHAPES[id]), `${ch.gates.join('-')} through ${id}`).toBe(false);
          }
        }
      }
    }
    expect(channelPath(12, 22).length).toBe(3);
  });

  it('every gate legible at the smallest size, the connection legend lists the gates both share', () => {
    const gates = new Map<number, Set<GateSide>>([[1, new Set<GateSide>(['a', 'b'])], [13, new Set<GateSide>(['a', 'b'])], [34, new Set<GateSide>(['a'])]]);
    const d = drawBodygraph({ defined: new Set(CENTER_IDS), gates }, { title: 't', desc: 'd', caption: ['Ann & Bob'], legend: { labels: ['Ann', 'Bob'], people: true } });
    expect(problems(d, SIZE_RANGE.min * 0.75)).toEqual([]); // the docs draw it at 3/4 of the wheels' width
    const texts = geometry(d).labels.map((l) => l.what);
    expect(texts).toContain('text "Both: gates 1, 13"');
    // a name too long for the line is cut
    const long = drawBodygraph({ defined: new Set(CENTER_IDS), gates }, { title: 't', desc: 'd', legend: { labels: ['Maximilian Alexander von Habsburg-Lothringen zu Österreich-Este', 'Bob'], people: true } });
    expect(problems(long, SIZE_RANGE.min)).toEqual([]);
  });
});

describe('signPosition (the labels\' degree, sign and minutes)', () => {
  it('truncates as ephemerides print, and never shows 60 minutes or 30 degrees', async () => {
    const { signPosition } = await import('#shared/drawing/wheel');
    expect(signPosition(112.89)).toEqual({ sign: 3, deg: 22, min: 53 });
    expect(signPosition(29.99999)).toEqual({ sign: 0, deg: 29, min: 59 });
    expect(signPosition(30)).toEqual({ sign: 1, deg: 0, min: 0 });
    expect(signPosition(-0.5)).toEqual({ sign: 11, deg: 29, min: 30 });
    expect(signPosition(359.9999999)).toEqual({ sign: 11, deg: 29, min: 59 });
  });
});
