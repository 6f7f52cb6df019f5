/**
 * The astrocartography map, a drawing of the shared model (rendered by svg.ts, png.ts, pdf.ts): the
 * land of Natural Earth (public domain; the 1:110m land of the npm package world-atlas, read with
 * topojson-client) on an equirectangular projection from 60°S to 80°N, a graticule, the birthplace,
 * and each body's lines in its colour: MC and ASC solid, IC and DSC dashed. Every line carries a
 * label (the body's glyph and the angle) on a plate of the background colour, placed where it
 * overlaps no other label; a legend under the map names the bodies.
 */
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import land110m from 'world-atlas/land-110m.json' with { type: 'json' };
import { bodyAbbreviation, bodyGlyph, glyphShape } from './glyphs';
import { boxAt, grow, overlaps, textWidth, BASELINE_SHIFT, type Box } from './metrics';
import { num, type Drawing, type Shape } from './shapes';
import { THEME, type ThemeName } from './theme';

export type MapAngle = 'MC' | 'IC' | 'ASC' | 'DSC';

/** One line as GeoJSON gives it: [longitude, latitude] parts (split at the antimeridian). */
export interface MapLine {
  body: string;
  angle: MapAngle;
  parts: readonly (readonly [number, number])[][];
}

export interface WorldMapInput {
  lines: readonly MapLine[];
  /** Display names of the bodies, in legend order. */
  bodies: readonly { key: string; name: string }[];
  birthplace: { latitude: number; longitude: number };
  title: string;
  subtitle: string;
  theme: ThemeName;
  /** The legend's key lines and the description in the request's language (default English). */
  words?: { key: readonly [string, string]; desc: (subtitle: string, names: string) => string };
}

/** The drawing's box and the map's place in it (drawing units). */
export const MAP_BOX = { width: 1600, margin: 24, top: 104, south: -60, north: 80 } as const;
const MAP_W = MAP_BOX.width - 2 * MAP_BOX.margin;
const MAP_H = (MAP_W * (MAP_BOX.north - MAP_BOX.south)) / 360;
const X0 = MAP_BOX.margin;
const Y0 = MAP_BOX.top;
const LEGEND_ROW = 34;

/** Map coordinates of a longitude and latitude. */
export const project = (lon: number, lat: number): { x: number; y: number } => ({ x: X0 + ((lon + 180) / 360) * MAP_W, y: Y0 + ((MAP_BOX.north - lat) / (MAP_BOX.north - MAP_BOX.south)) * MAP_H });
/** The map's frame. */
export const MAP_FRAME: Box = { x0: X0, y0: Y0, x1: X0 + MAP_W, y1: Y0 + MAP_H };

/** Body colours per theme (distinct hues, readable on the land and the sea); mono draws every body in ink. */
const BODY_COLORS: Record<'light' | 'dark', readonly string[]> = {
  light: ['#d4890b', '#5b6b7f', '#2f8f55', '#c2417a', '#d12e33', '#6a3fb5', '#7a5b2e', '#1d8fb8', '#2757c9', '#7d1f4e', '#4f7a0f', '#8a6d00', '#555555'],
  dark: ['#ffc24d', '#c7d0dc', '#5fd08a', '#ff7fb6', '#ff6b6b', '#b99bff', '#d8b27a', '#4fd1e0', '#7fa8ff', '#ff9a4d', '#a6d65c', '#f2cf4a', '#bbbbbb'],
};

let landCache: string | undefined;
/** The land as one path (rings wholly outside the latitudes drawn are left out, the rest clamped to them). */
function landPath(): string {
  if (landCache) return landCache;
  const topo = land110m as unknown as Topology<{ land: GeometryObject }>;
  const geo = feature(topo, topo.objects.land) as unknown as { features?: { geometry: { type: string; coordinates: number[][][][] } }[]; geometry?: { type: string; coordinates: number[][][][] } };
  const geometries = geo.features ? geo.features.map((f) => f.geometry) : [geo.geometry!];
  let d = '';
  for (const g of geometries) {
    const polygons = g.type === 'Polygon' ? [g.coordinates as unknown as number[][][]] : g.coordinates;
    for (const polygon of polygons) {
      for (const ring of polygon) {
        if (ring.every(([, lat]) => lat! < MAP_BOX.south || lat! > MAP_BOX.north)) continue;
        // a ring across the antimeridian (Chukotka, Fiji): longitudes made continuous, then drawn a
        // second time a world to the side; the margins are painted over after (drawWorldMap)
        const pts: [number, number][] = [];
        for (const [lon, lat] of ring) {
          const prev = pts[pts.length - 1];
          let x = lon!;
          if (prev) while (x - prev[0] > 180) x -= 360;
          if (prev) while (prev[0] - x > 180) x += 360;
          pts.push([x, Math.max(MAP_BOX.south, Math.min(MAP_BOX.north, lat!))]);
        }
        const min = Math.min(...pts.map((p) => p[0]));
        const max = Math.max(...pts.map((p) => p[0]));
        const shifts = [0, ...(max > 180 ? [-360] : []), ...(min < -180 ? [360] : [])];
        for (const shift of shifts) {
          d += pts
            .map(([lon, lat], i) => {
              const p = project(lon + shift, lat);
              return `${i === 0 ? 'M' : 'L'} ${num(p.x)} ${num(p.y)}`;
            })
            .join(' ');
          d += ' Z ';
        }
      }
    }
  }
  landCache = d.trim();
  return landCache;
}

/** The pieces of a [lon, lat] path inside the latitudes drawn, cut at the frame (interpolated). */
export function clipToMap(points: readonly (readonly [number, number])[]): [number, number][][] {
  const inside = (lat: number): boolean => lat >= MAP_BOX.south && lat <= MAP_BOX.north;
  const out: [number, number][][] = [];
  let cur: [number, number][] = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const prev = points[i - 1];
    if (prev && inside(prev[1]) !== inside(p[1])) {
      const edge = inside(prev[1]) ? (p[1] > MAP_BOX.north ? MAP_BOX.north : MAP_BOX.south) : prev[1] > MAP_BOX.north ? MAP_BOX.north : MAP_BOX.south;
      const f = (edge - prev[1]) / (p[1] - prev[1]);
      cur.push([prev[0] + f * (p[0] - prev[0]), edge]);
      if (!inside(p[1])) {
        out.push(cur);
        cur = [];
      }
    }
    if (inside(p[1])) cur.push([p[0], p[1]]);
  }
  if (cur.length > 1) out.push(cur);
  return out.filter((c) => c.length > 1);
}

const dashOf = (angle: MapAngle): readonly number[] | undefined => (angle === 'IC' || angle === 'DSC' ? [9, 6] : undefined);

/** A label: the body's glyph (or its short name) and the angle, on a plate. */
function labelShapes(body: string, angle: MapAngle, cx: number, cy: number, color: string, plate: string, rule: string, size: number): { shapes: Shape[]; box: Box } {
  const glyph = bodyGlyph(body);
  const text = angle === 'ASC' ? 'AS' : angle === 'DSC' ? 'DS' : angle;
  const glyphW = glyph ? size : textWidth(bodyAbbreviation(body), size * 0.8, true);
  const w = glyphW + 4 + textWidth(text, size * 0.8, true) + 10;
  const h = size + 8;
  const box = boxAt(cx, cy, w, h);
  const left = box.x0 + 5;
  const shapes: Shape[] = [
    { kind: 'path', attrs: { class: 'plate' }, d: `M ${num(box.x0)} ${num(box.y0)} L ${num(box.x1)} ${num(box.y0)} L ${num(box.x1)} ${num(box.y1)} L ${num(box.x0)} ${num(box.y1)} Z`, fill: plate, stroke: { color: rule, width: 1 } },
    glyph
      ? glyphShape(glyph, left + size / 2, cy, size / 20, color, 1.7, { class: 'glyph' })
      : { kind: 'text', x: left, y: cy + BASELINE_SHIFT * size * 0.8, text: bodyAbbreviation(body), size: size * 0.8, anchor: 'start', bold: true, fill: color },
    { kind: 'text', attrs: { class: 'angle' }, x: left + glyphW + 4, y: cy + BASELINE_SHIFT * size * 0.8, text, size: size * 0.8, anchor: 'start', bold: true, fill: color },
  ];
  return { shapes, box };
}

/** The map drawing. Labels never overlap one another, the birthplace or the frame's edge. */
export function drawWorldMap(input: WorldMapInput): Drawing {
  const t = THEME[input.theme];
  const palette = input.theme === 'mono' ? undefined : BODY_COLORS[input.theme];
  const colorOf = (body: string): string => {
    if (!palette) return t.ink;
    const i = input.bodies.findIndex((b) => b.key === body);
    return palette[(i < 0 ? 0 : i) % palette.length]!;
  };
  const legendRows = Math.ceil(input.bodies.length / 7) + 1;
  const height = Y0 + MAP_H + 24 + legendRows * LEGEND_ROW + 12;
  const shapes: Shape[] = [];

  // titles
  shapes.push({ kind: 'text', attrs: { class: 'title' }, x: MAP_BOX.width / 2, y: 46, text: input.title, size: 30, anchor: 'middle', bold: true, fill: t.ink });
  shapes.push({ kind: 'text', attrs: { class: 'subtitle' }, x: MAP_BOX.width / 2, y: 80, text: input.subtitle, size: 18, anchor: 'middle', fill: t.muted });

  // sea, land, graticule
  const frame = `M ${num(MAP_FRAME.x0)} ${num(MAP_FRAME.y0)} L ${num(MAP_FRAME.x1)} ${num(MAP_FRAME.y0)} L ${num(MAP_FRAME.x1)} ${num(MAP_FRAME.y1)} L ${num(MAP_FRAME.x0)} ${num(MAP_FRAME.y1)} Z`;
  shapes.push({ kind: 'path', attrs: { class: 'sea' }, d: frame, fill: input.theme === 'dark' ? '#1c2331' : input.theme === 'mono' ? '#ffffff' : '#eef4fa' });
  shapes.push({ kind: 'path', attrs: { class: 'land' }, d: landPath(), fill: t.track, stroke: { color: t.rule, width: 0.8 } });
  const grid: Shape[] = [];
  for (let lon = -150; lon <= 150; lon += 30) {
    const a = project(lon, MAP_BOX.north);
    const b = project(lon, MAP_BOX.south);
    grid.push({ kind: 'line', x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: { color: t.rule, width: lon === 0 ? 1 : 0.6, opacity: 0.8 } });
  }
  for (let lat = -40; lat <= 60; lat += 20) {
    const a = project(-180, lat);
    const b = project(180, lat);
    grid.push({ kind: 'line', x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: { color: t.rule, width: lat === 0 ? 1 : 0.6, opacity: 0.8 } });
  }
  // land drawn past the antimeridian is hidden under the margins
  const margin = (x0: number, x1: number): Shape => ({ kind: 'path', attrs: { class: 'margin' }, d: `M ${num(x0)} ${num(MAP_FRAME.y0 - 1)} L ${num(x1)} ${num(MAP_FRAME.y0 - 1)} L ${num(x1)} ${num(MAP_FRAME.y1 + 1)} L ${num(x0)} ${num(MAP_FRAME.y1 + 1)} Z`, fill: t.background });
  shapes.push(margin(0, MAP_FRAME.x0), margin(MAP_FRAME.x1, MAP_BOX.width));
  shapes.push({ kind: 'group', attrs: { class: 'graticule' }, children: grid });

  // the lines
  const lineShapes: Shape[] = [];
  for (const line of input.lines) {
    const color = colorOf(line.body);
    for (const part of line.parts) {
      for (const piece of clipToMap(part)) {
        const d = piece.map(([lon, lat], i) => {
          const p = project(lon, lat);
          return `${i === 0 ? 'M' : 'L'} ${num(p.x)} ${num(p.y)}`;
        });
        const dash = dashOf(line.angle);
        lineShapes.push({ kind: 'path', attrs: { class: 'acg-line', 'data-body': line.body, 'data-angle': line.angle }, d: d.join(' '), stroke: { color, width: 2.4, cap: 'round', ...(dash ? { dash } : {}) } });
      }
    }
  }
  shapes.push({ kind: 'group', attrs: { class: 'lines' }, children: lineShapes });

  // the birthplace
  const home = project(input.birthplace.longitude, Math.max(MAP_BOX.south, Math.min(MAP_BOX.north, input.birthplace.latitude)));
  const taken: Box[] = [grow(boxAt(home.x, home.y, 16, 16), 2)];
  shapes.push({ kind: 'circle', attrs: { class: 'birthplace' }, cx: home.x, cy: home.y, r: 7, fill: t.background, stroke: { color: t.ink, width: 2.5 } });
  shapes.push({ kind: 'circle', cx: home.x, cy: home.y, r: 2.5, fill: t.ink });

  // labels: meridian lines along the top (row after row where they would overlap), horizon lines
  // at the first latitude where the label overlaps nothing
  const size = 18;
  const labels: Shape[] = [];
  const place = (line: MapLine, candidates: { x: number; y: number }[]): void => {
    for (const c of candidates) {
      let probe = labelShapes(line.body, line.angle, c.x, c.y, colorOf(line.body), t.plate, t.rule, size);
      // a line near the map's side edge: its label moved in beside it
      const dx = Math.max(0, MAP_FRAME.x0 + 3 - probe.box.x0) - Math.max(0, probe.box.x1 - (MAP_FRAME.x1 - 3));
      if (dx !== 0) probe = labelShapes(line.body, line.angle, c.x + dx, c.y, colorOf(line.body), t.plate, t.rule, size);
      const inFrame = probe.box.x0 >= MAP_FRAME.x0 + 2 && probe.box.x1 <= MAP_FRAME.x1 - 2 && probe.box.y0 >= MAP_FRAME.y0 + 2 && probe.box.y1 <= MAP_FRAME.y1 - 2;
      if (!inFrame || taken.some((b) => overlaps(grow(probe.box, 2), b))) continue;
      taken.push(probe.box);
      labels.push({ kind: 'group', attrs: { class: 'label', 'data-body': line.body, 'data-angle': line.angle }, children: probe.shapes });
      return;
    }
  };
  for (const line of input.lines.filter((l) => l.angle === 'MC' || l.angle === 'IC')) {
    const lon = line.parts[0]![0]![0];
    const x = project(lon, 0).x;
    // MC labels from the top edge down, IC labels from the bottom edge up, then anywhere along the line
    const along = Array.from({ length: Math.floor((MAP_H - 40) / 15) }, (_, k) => Y0 + 20 + k * 15);
    place(line, (line.angle === 'MC' ? along : along.map((y) => Y0 + MAP_H - (y - Y0))).map((y) => ({ x, y })));
  }
  // preferred latitudes first, then every 2° of the map
  const LATS = [30, -30, 45, -15, 15, 55, -45, 0, 62, -52, 38, -38, 22, -22, 8, -8, 70, 50, -55, ...Array.from({ length: 66 }, (_, k) => -56 + 2 * k)];
  for (const line of input.lines.filter((l) => l.angle === 'ASC' || l.angle === 'DSC')) {
    const candidates: { x: number; y: number }[] = [];
    for (const lat of LATS) {
      for (const part of line.parts) {
        for (let i = 1; i < part.length; i++) {
          const [a, b] = [part[i - 1]!, part[i]!];
          if ((a[1] - lat) * (b[1] - lat) > 0 || a[1] === b[1]) continue;
          const f = (lat - a[1]) / (b[1] - a[1]);
          candidates.push(project(a[0] + f * (b[0] - a[0]), lat));
        }
      }
    }
    place(line, candidates);
  }
  shapes.push({ kind: 'group', attrs: { class: 'labels' }, children: labels });

  // frame and legend
  shapes.push({ kind: 'path', attrs: { class: 'frame' }, d: frame, stroke: { color: t.rule, width: 1.5 } });
  const legend: Shape[] = [];
  const top = Y0 + MAP_H + 24;
  const colW = MAP_W / 7;
  input.bodies.forEach((b, i) => {
    const x = X0 + (i % 7) * colW;
    const y = top + Math.floor(i / 7) * LEGEND_ROW + LEGEND_ROW / 2;
    const color = colorOf(b.key);
    legend.push({ kind: 'line', x1: x, y1: y, x2: x + 30, y2: y, stroke: { color, width: 3, cap: 'round' } });
    const g = bodyGlyph(b.key);
    if (g) legend.push(glyphShape(g, x + 46, y, 0.9, color, 1.7));
    // a language's longer names (Nördlicher Mondknoten) are set smaller to keep to their column
    const size = input.words ? Math.min(17, (colW - 70) / textWidth(b.name, 1)) : 17;
    legend.push({ kind: 'text', x: x + 62, y: y + BASELINE_SHIFT * size, text: b.name, size, anchor: 'start', fill: t.ink });
  });
  const ky = top + (legendRows - 1) * LEGEND_ROW + LEGEND_ROW / 2;
  legend.push({ kind: 'line', x1: X0, y1: ky, x2: X0 + 40, y2: ky, stroke: { color: t.ink, width: 2.4, cap: 'round' } });
  legend.push({ kind: 'text', x: X0 + 50, y: ky + BASELINE_SHIFT * 17, text: input.words?.key[0] ?? 'MC (body culminating), AS (rising)', size: 17, anchor: 'start', fill: t.ink });
  const k2 = X0 + MAP_W / 2;
  legend.push({ kind: 'line', x1: k2, y1: ky, x2: k2 + 40, y2: ky, stroke: { color: t.ink, width: 2.4, cap: 'round', dash: [9, 6] } });
  legend.push({ kind: 'text', x: k2 + 50, y: ky + BASELINE_SHIFT * 17, text: input.words?.key[1] ?? 'IC (lower meridian), DS (setting)', size: 17, anchor: 'start', fill: t.ink });
  shapes.push({ kind: 'group', attrs: { class: 'legend' }, children: legend });

  return {
    width: MAP_BOX.width,
    height: Math.round(height),
    title: input.title,
    desc: input.words
      ? input.words.desc(input.subtitle, input.bodies.map((b) => b.name).join(', '))
      : `${input.subtitle}. Lines of ${input.bodies.map((b) => b.name).join(', ')} on a world map (Natural Earth land, public domain).`,
    background: t.background,
    shapes,
  };
}
