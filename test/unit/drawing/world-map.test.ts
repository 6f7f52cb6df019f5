/**
 * The astrocartography map: every line labelled once, labels inside the map and apart from one
 * another and the birthplace, land drawn (and nothing across the map from a ring that crosses the
 * antimeridian), lines cut at the map's latitudes, in every theme and for several births.
 */
import { describe, expect, it } from 'vitest';
import { astrocartographyLines } from '#shared/astrocartography/core';
import { DEFAULT_ACG_BODIES } from '#shared/astrocartography/request';
import { bodiesRaDec } from '#shared/astrocartography/service';
import { siderealTimeDeg } from '#shared/astro/ephemeris';
import { localToUtc } from '#shared/astro/time';
import type { GroupShape, Shape } from '#shared/drawing/shapes';
import { THEMES } from '#shared/drawing/theme';
import { clipToMap, drawWorldMap, MAP_BOX, MAP_FRAME, project } from '#shared/drawing/world-map';

const BIRTHS = [
  { date: '1940-10-09', time: '18:30', timezone: 'Europe/London', latitude: 53.4084, longitude: -2.9916 },
  { date: '1961-08-04', time: '19:24', timezone: 'Pacific/Honolulu', latitude: 21.3069, longitude: -157.8583 },
  { date: '1985-06-21', time: '03:10', timezone: 'Australia/Sydney', latitude: -33.8688, longitude: 151.2093 },
];

const groupOf = (shapes: readonly Shape[], cls: string): GroupShape => shapes.find((s) => s.kind === 'group' && s.attrs?.class === cls) as GroupShape;
/** The plate of a label: its rectangle's corners from the path. */
const plateBox = (label: GroupShape): { x0: number; y0: number; x1: number; y1: number } => {
  const d = (label.children[0] as { d: string }).d;
  const n = d.match(/-?[\d.]+/g)!.map(Number);
  const xs = [n[0]!, n[2]!, n[4]!, n[6]!];
  const ys = [n[1]!, n[3]!, n[5]!, n[7]!];
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
};

describe.each(BIRTHS)('the map of $date $time $timezone', (b) => {
  const jd = localToUtc({ date: b.date, time: b.time, timezone: b.timezone }).jdUT;
  const gst = siderealTimeDeg(jd);
  const lines = astrocartographyLines(bodiesRaDec(jd, DEFAULT_ACG_BODIES), gst).map((f) => ({
    body: f.properties.body,
    angle: f.properties.angle,
    parts: f.geometry.type === 'LineString' ? [f.geometry.coordinates] : f.geometry.coordinates,
  }));
  it.each(THEMES)('%s: one label per line, inside the map, none overlapping another or the birthplace', (theme) => {
    const d = drawWorldMap({ lines, bodies: DEFAULT_ACG_BODIES.map((k) => ({ key: k, name: k })), birthplace: b, title: 'Astrocartography', subtitle: b.date, theme });
    const labels = groupOf(d.shapes, 'labels').children as GroupShape[];
    const keys = labels.map((l) => `${l.attrs!['data-body']} ${l.attrs!['data-angle']}`);
    // every line that reaches the map has its label (each of the 40 here), once
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(40);
    const boxes = labels.map(plateBox);
    const home = project(b.longitude, b.latitude);
    for (const [i, a] of boxes.entries()) {
      expect(a.x0 >= MAP_FRAME.x0 && a.x1 <= MAP_FRAME.x1 && a.y0 >= MAP_FRAME.y0 && a.y1 <= MAP_FRAME.y1, keys[i]).toBe(true);
      expect(home.x > a.x0 - 8 && home.x < a.x1 + 8 && home.y > a.y0 - 8 && home.y < a.y1 + 8, `${keys[i]} over the birthplace`).toBe(false);
      for (const [j, c] of boxes.entries()) if (j > i) expect(a.x0 < c.x1 && c.x0 < a.x1 && a.y0 < c.y1 && c.y0 < a.y1, `${keys[i]} / ${keys[j]}`).toBe(false);
    }
  });
});

describe('the map', () => {
  it('draws the land without a stroke across the map (rings across the antimeridian drawn twice, the margins painted over)', () => {
    const d = drawWorldMap({ lines: [], bodies: [], birthplace: { latitude: 0, longitude: 0 }, title: 't', subtitle: 's', theme: 'light' });
    const land = d.shapes.find((s) => s.kind === 'path' && s.attrs?.class === 'land') as { d: string };
    expect(land.d.length).toBeGreaterThan(20_000);
    // within each ring, no step longer than half the map (a jump from one side to the other)
    for (const ring of land.d.split('Z')) {
      const n = ring.match(/-?[\d.]+/g)?.map(Number) ?? [];
      for (let i = 2; i < n.length; i += 2) expect(Math.abs(n[i]! - n[i - 2]!)).toBeLessThan((MAP_FRAME.x1 - MAP_FRAME.x0) / 2);
    }
    expect(d.shapes.filter((s) => s.attrs?.class === 'margin')).toHaveLength(2);
  });

  it('cuts lines at the latitudes drawn, at the frame', () => {
    const pieces = clipToMap([
      [0, -80],
      [10, -40],
      [20, 0],
      [30, 85],
      [40, 89],
    ]);
    expect(pieces).toHaveLength(1);
    expect(pieces[0]![0]![1]).toBe(MAP_BOX.south);
    expect(pieces[0]!.at(-1)![1]).toBe(MAP_BOX.north);
    expect(pieces[0]![0]![0]).toBeCloseTo(5, 9);
  });
});
