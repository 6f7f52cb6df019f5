/**
 * The chart wheel as a drawing: the zodiac ring (sectors by element, sign glyphs, degree
 * ticks), house cusps with their numbers, the four angles, every body with its degree and
 * retrograde mark, and aspect lines inside (major solid, minor dashed, coloured by kind).
 * A second chart (transits of a moment, a partner) goes outside the zodiac ring, with the
 * aspects between the two charts.
 *
 * Orientation: the Ascendant on the left, longitudes increasing counter-clockwise.
 * Crowded bodies are spread (spread.ts) and each glyph is joined to its true place by a tick.
 */
import { bodyAbbreviation, bodyGlyph, RETROGRADE_GLYPH, SIGN_GLYPHS } from './glyphs';
import type { Glyph } from './glyphs';
import { num, polar } from './shapes';
import type { Drawing, GroupShape, Shape, Stroke } from './shapes';
import { spreadAngles } from './spread';
import { THEME } from './theme';
import type { Theme, ThemeName } from './theme';

export interface WheelBody {
  key: string;
  longitude: number;
  retrograde?: boolean;
}

export interface WheelAspect {
  /** Body keys: both in the chart, or (between charts) `a` inner and `b` outer. */
  a: string;
  b: string;
  type: string;
}

/** What a wheel draws of one chart: bodies (angles are drawn as axes), cusps of houses 1..12. */
export interface WheelChart {
  bodies: WheelBody[];
  /** Longitudes of the cusps of houses 1..12 (empty: no houses). */
  cusps: readonly number[];
  ascendant: number;
  midheaven: number | null;
  aspects: WheelAspect[];
}

export interface WheelOptions {
  theme?: ThemeName;
  title: string;
  desc: string;
  /** Lines of text in the lower left corner (who, when). */
  caption?: readonly string[];
  /** The second chart, drawn outside the zodiac ring, and the aspects between the charts. */
  outer?: { bodies: WheelBody[]; aspects: WheelAspect[] };
}

export const WHEEL_SIZE = 1000;
const C = WHEEL_SIZE / 2;

/** Radii of the rings, single wheel and bi-wheel. */
const RINGS = {
  single: { zOut: 455, zIn: 392, glyph: 340, glyphScale: 1.7, degree: 297, degreeSize: 18, retro: 268, aspect: 215, gap: 7.5 },
  bi: { zOut: 372, zIn: 316, glyph: 268, glyphScale: 1.5, degree: 232, degreeSize: 16, retro: 207, aspect: 160, gap: 8.5 },
  // outside the ring, from the ring outwards: tick, degree, retrograde mark, glyph
  outer: { glyph: 441, glyphScale: 1.5, degree: 397, degreeSize: 16, retro: 416, gap: 7 },
} as const;
const ANGLE_LABEL_R = 483;
const TICK = 12;

const ANGLE_KEYS = new Set(['ascendant', 'midheaven', 'descendant', 'imumcoeli', 'ic', 'asc', 'mc']);
const norm = (key: string): string => key.toLowerCase().replace(/[^a-z]/g, '');
export const isAngle = (key: string): boolean => ANGLE_KEYS.has(norm(key));

const MAJOR = new Set(['conjunction', 'opposition', 'trine', 'square', 'sextile']);

/** Aspect line style by kind: hard red, soft blue, conjunction gold, minor green dashed. */
export function aspectStroke(type: string, t: Theme): Stroke {
  const k = type.toLowerCase();
  if (k === 'opposition' || k === 'square') return { color: t.aspects.hard, width: 2, ...(t.aspectDash.hard ? { dash: t.aspectDash.hard } : {}) };
  if (k === 'trine' || k === 'sextile') return { color: t.aspects.soft, width: 2, ...(t.aspectDash.soft ? { dash: t.aspectDash.soft } : {}) };
  if (k === 'conjunction') return { color: t.aspects.conjunction, width: 2 };
  return { color: t.aspects.minor, width: 1.3, dash: t.aspectDash.minor };
}
export const isMajorAspect = (type: string): boolean => MAJOR.has(type.toLowerCase());

/** A glyph (20 x 20 box) as a group centred on (x, y). */
function glyphShape(g: Glyph, x: number, y: number, scale: number, color: string, strokeWidth = 1.5): GroupShape {
  return {
    kind: 'group',
    transform: { x, y, scale },
    children: [{ kind: 'path', d: g.d, ...(g.fill ? { fill: color } : {}), stroke: { color, width: strokeWidth, cap: 'round' } }],
  };
}

/** "12°" within the sign. */
const degreeLabel = (lon: number): string => `${Math.floor((((lon % 30) + 30) % 30) + 1e-9)}°`;

export function drawWheel(chart: WheelChart, opts: WheelOptions): Drawing {
  const t = THEME[opts.theme ?? 'light'];
  const bi = opts.outer !== undefined;
  const R = bi ? RINGS.bi : RINGS.single;
  const asc = chart.ascendant;
  const at = (r: number, lon: number) => polar(C, C, r, lon - asc);
  const P = (r: number, lon: number): string => {
    const p = at(r, lon);
    return `${num(p.x)} ${num(p.y)}`;
  };
  const shapes: Shape[] = [];

  // 1. Zodiac ring: twelve sectors filled by element, their borders, the glyphs.
  for (let s = 0; s < 12; s++) {
    const a = s * 30;
    const b = a + 30;
    shapes.push({
      kind: 'path',
      d: `M ${P(R.zOut, a)} A ${R.zOut} ${R.zOut} 0 0 0 ${P(R.zOut, b)} L ${P(R.zIn, b)} A ${R.zIn} ${R.zIn} 0 0 1 ${P(R.zIn, a)} Z`,
      fill: t.elements[s % 4]!,
    });
  }
  shapes.push({ kind: 'circle', cx: C, cy: C, r: R.zOut, stroke: { color: t.ink, width: 2.4 } });
  shapes.push({ kind: 'circle', cx: C, cy: C, r: R.zIn, stroke: { color: t.ink, width: 1.6 } });
  for (let s = 0; s < 12; s++) {
    shapes.push({ kind: 'line', ...xy(at(R.zIn, s * 30), at(R.zOut, s * 30)), stroke: { color: t.ink, width: 1.6 } });
    const g = at((R.zOut + R.zIn) / 2, s * 30 + 15);
    const signGroup = glyphShape(SIGN_GLYPHS[s]!, g.x, g.y, bi ? 1.45 : 1.6, t.elementInk[s % 4]!, 1.6);
    shapes.push({ ...signGroup, attrs: { 'data-sign': String(s) } });
  }
  // Degree ticks inside the ring: one path.
  const ticks: string[] = [];
  for (let d = 0; d < 360; d++) {
    const len = d % 10 === 0 ? 14 : d % 5 === 0 ? 9 : 5;
    ticks.push(`M ${P(R.zIn, d)} L ${P(R.zIn - len, d)}`);
  }
  shapes.push({ kind: 'path', d: ticks.join(' '), stroke: { color: t.muted, width: 0.9 } });

  // 2. Houses: cusps from the aspect circle to the ring, numbers in the middle of each house.
  shapes.push({ kind: 'circle', cx: C, cy: C, r: R.aspect, fill: t.background, stroke: { color: t.muted, width: 1.2 } });
  const cusps = chart.cusps;
  cusps.forEach((lon, i) => {
    const axis = i % 3 === 0;
    shapes.push({
      kind: 'line',
      ...xy(at(R.aspect, lon), at(R.zIn - 14, lon)),
      stroke: { color: axis ? t.ink : t.rule, width: axis ? 2.6 : 1.2 },
    });
    const next = cusps[(i + 1) % cusps.length]!;
    const span = ((next - lon + 360) % 360) || 360;
    const m = at(R.aspect + 20, lon + span / 2);
    shapes.push({ kind: 'text', x: m.x, y: m.y + 6, text: String(i + 1), size: 17, anchor: 'middle', fill: t.muted });
  });

  // 3. The angles: a pointer outside the ring and the label, as readable groups.
  const angles: Array<[string, number | null, string]> = [
    ['ascendant', asc, 'AC'],
    ['midheaven', chart.midheaven, 'MC'],
    ['descendant', asc + 180, 'DC'],
    ['imum_coeli', chart.midheaven === null ? null : chart.midheaven + 180, 'IC'],
  ];
  for (const [key, lon, label] of angles) {
    if (lon === null) continue;
    const lonN = ((lon % 360) + 360) % 360;
    const p = at(ANGLE_LABEL_R, lonN);
    const main = label === 'AC' || label === 'MC';
    shapes.push({
      kind: 'group',
      attrs: { 'data-body': key, 'data-longitude': String(lonN), 'data-x': num(p.x), 'data-y': num(p.y) },
      children: [
        { kind: 'line', ...xy(at(R.zOut, lonN), at(R.zOut + 10, lonN)), stroke: { color: t.ink, width: main ? 3 : 1.8 } },
        { kind: 'text', x: p.x, y: p.y + 7.5, text: label, size: main ? 21 : 17, anchor: 'middle', bold: main, fill: main ? t.ink : t.muted },
      ],
    });
  }

  // 4. Aspect lines between the true places on the aspect circle (under the bodies' dots).
  const innerBodies = chart.bodies.filter((b) => !isAngle(b.key));
  const lonOf = (list: WheelBody[], key: string): number | undefined => list.find((b) => norm(b.key) === norm(key))?.longitude;
  const aspectLines = (list: WheelAspect[], other: WheelBody[]): void => {
    for (const a of list) {
      const l1 = lonOf(innerBodies, a.a) ?? (bi ? undefined : lonOf(chart.bodies, a.a));
      const l2 = lonOf(other, a.b) ?? (bi ? undefined : lonOf(chart.bodies, a.b));
      if (l1 === undefined || l2 === undefined) continue;
      if (a.type.toLowerCase() === 'conjunction' && Math.abs(l1 - l2) < 0.5) continue;
      shapes.push({ kind: 'line', ...xy(at(R.aspect, l1), at(R.aspect, l2)), stroke: { ...aspectStroke(a.type, t), opacity: 0.9 } });
    }
  };
  if (opts.outer) aspectLines(opts.outer.aspects, opts.outer.bodies.filter((b) => !isAngle(b.key)));
  else aspectLines(chart.aspects, innerBodies);

  // 5. Bodies: the inner chart inside the ring, the outer chart outside it.
  shapes.push(...bodyRing(innerBodies, { ...R, tickFrom: R.zIn, tickTo: R.zIn - TICK, dotAt: R.aspect }, at, t, t.ink, 'inner'));
  if (opts.outer) {
    const O = RINGS.outer;
    const outerBodies = opts.outer.bodies.filter((b) => !isAngle(b.key));
    shapes.push(
      ...bodyRing(outerBodies, { ...O, tickFrom: R.zOut, tickTo: R.zOut + TICK, dotAt: R.aspect }, at, t, t.outer, 'outer'),
    );
  }

  // 6. Caption in a lower corner: the one away from the IC label (which may sit low on either side),
  //    each line small enough to stay outside the wheel (captionLayout).
  const ic = chart.midheaven === null ? null : at(ANGLE_LABEL_R, chart.midheaven + 180);
  const right = ic !== null && ic.y > C && ic.x < C;
  captionLayout(opts.caption ?? []).forEach(({ text, y, size }, i) => {
    shapes.push({
      kind: 'text',
      x: right ? WHEEL_SIZE - CAPTION_MARGIN : CAPTION_MARGIN,
      y,
      text,
      size,
      anchor: right ? 'end' : 'start',
      fill: i === 0 ? t.ink : t.muted,
    });
  });

  return { width: WHEEL_SIZE, height: WHEEL_SIZE, title: opts.title, desc: opts.desc, background: t.background, shapes };
}

/**
 * The caption sits in a lower corner, outside every ring: the zodiac ring (455) and the glyphs of a
 * bi-wheel's outer bodies (441 + 15) end inside `CAPTION_KEEP_OUT`. The lines are stacked from the
 * bottom; a line high enough to reach into the wheel's circle gets a smaller font (down to
 * `CAPTION_MIN_SIZE`, then it is cut with an ellipsis) so that its box stays outside it. The width is estimated from DejaVu Sans's
 * advances: `CAPTION_EM` of the size per character (captions of names, dates and places measure
 * 0.47-0.56 em per character in DejaVu Sans; a wider fallback font has the keep-out's margin).
 */
export const CAPTION_KEEP_OUT = 466;
const CAPTION_MARGIN = 16;
const CAPTION_SIZE = 17;
const CAPTION_MIN_SIZE = 10;
const CAPTION_LINE = 23;
export const CAPTION_EM = 0.58;

export function captionLayout(lines: readonly string[]): { text: string; y: number; size: number }[] {
  return lines.map((text, i) => {
    const y = WHEEL_SIZE - CAPTION_MARGIN - (lines.length - 1 - i) * CAPTION_LINE;
    const dy = y - CAPTION_SIZE - C; // the top of the line's box, below the centre
    const room = dy >= CAPTION_KEEP_OUT ? WHEEL_SIZE - 2 * CAPTION_MARGIN : WHEEL_SIZE - CAPTION_MARGIN - (C + Math.sqrt(CAPTION_KEEP_OUT ** 2 - dy ** 2));
    const size = Math.max(CAPTION_MIN_SIZE, Math.min(CAPTION_SIZE, Math.floor((10 * room) / (text.length * CAPTION_EM)) / 10));
    // too long even at the smallest size: cut, with an ellipsis (the whole text is in <title>/<desc>)
    const fits = Math.floor(room / (CAPTION_EM * size));
    return { text: text.length <= fits ? text : `${text.slice(0, Math.max(1, fits - 1)).trimEnd()}…`, y, size };
  });
}

interface Ring {
  glyph: number;
  glyphScale: number;
  degree: number;
  degreeSize: number;
  retro: number;
  gap: number;
  tickFrom: number;
  tickTo: number;
  dotAt: number;
}

function bodyRing(
  bodies: WheelBody[],
  ring: Ring,
  at: (r: number, lon: number) => { x: number; y: number },
  t: Theme,
  color: string,
  role: 'inner' | 'outer',
): Shape[] {
  const shown = spreadAngles(bodies.map((b) => b.longitude), ring.gap);
  const half = 10 * ring.glyphScale;
  const out: Shape[] = [];
  bodies.forEach((b, i) => {
    const lon = ((b.longitude % 360) + 360) % 360;
    const disp = shown[i]!;
    const g = at(ring.glyph, disp);
    // the connector ends at the glyph's edge nearest the ring (inside), or at the degree label (outside)
    const outside = ring.tickTo > ring.tickFrom;
    const edge = at(outside ? ring.degree - ring.degreeSize * 0.6 : ring.glyph + half + 2, disp);
    const children: Shape[] = [
      { kind: 'line', ...xy(at(ring.tickFrom, lon), at(ring.tickTo, lon)), stroke: { color, width: 3 } },
      { kind: 'line', ...xy(at(ring.tickTo, lon), edge), stroke: { color: t.muted, width: 1 } },
      { kind: 'circle', cx: at(ring.dotAt, lon).x, cy: at(ring.dotAt, lon).y, r: 3.2, fill: color },
      { kind: 'circle', cx: g.x, cy: g.y, r: half + 1, fill: t.plate },
    ];
    const glyph = bodyGlyph(b.key);
    if (glyph) children.push({ ...glyphShape(glyph, g.x, g.y, ring.glyphScale, color), attrs: { class: 'glyph' } });
    else children.push({ kind: 'text', x: g.x, y: g.y + 8, text: bodyAbbreviation(b.key), size: 22, anchor: 'middle', bold: true, fill: color });
    // degree and retrograde mark on plates, so that cusp lines do not run through them
    const d = at(ring.degree, disp);
    const label = degreeLabel(lon);
    children.push({ kind: 'circle', cx: d.x, cy: d.y, r: ring.degreeSize * (label.length > 2 ? 0.78 : 0.6), fill: t.plate });
    children.push({ kind: 'text', x: d.x, y: d.y + ring.degreeSize * 0.36, text: label, size: ring.degreeSize, anchor: 'middle', fill: color === t.ink ? t.muted : color });
    if (b.retrograde) {
      const r = at(ring.retro, disp);
      const scale = outside ? 0.55 : 0.7;
      children.push({ kind: 'circle', cx: r.x, cy: r.y, r: 10 * scale + 1, fill: t.plate });
      children.push(glyphShape(RETROGRADE_GLYPH, r.x, r.y, scale, t.aspects.hard, 1.8));
    }
    out.push({
      kind: 'group',
      attrs: { class: `body ${role}`, 'data-body': b.key, 'data-longitude': String(b.longitude), 'data-x': num(g.x), 'data-y': num(g.y), 'data-size': num(2 * half) },
      children,
    });
  });
  return out;
}

const xy = (a: { x: number; y: number }, b: { x: number; y: number }) => ({ x1: a.x, y1: a.y, x2: b.x, y2: b.y });
