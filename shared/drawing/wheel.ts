/**
 * The chart wheel as a drawing, laid out as astrology software lays it out:
 *
 * - outside the zodiac ring: the four angles (AC, MC, DC, IC) with their degree, sign and minutes,
 *   and the degree of every house cusp, each a label placed clear of its neighbours;
 * - the zodiac ring: sectors by element, sign glyphs, degree ticks on its inner edge;
 * - inside it, one ring of bodies per chart (a bi-wheel's second chart, a partner or the transits,
 *   in the ring next to the zodiac, the first chart inside that): each body a radial stack of its
 *   glyph, its degree, the glyph of its sign and its minutes, and the retrograde mark as the last
 *   piece of its own stack, joined by a tick to its true place; crowded bodies are spread
 *   (spread.ts) so that no two stacks touch, whatever the chart (stelliums included);
 * - the house numbers in a thin ring, then the aspect circle: a dot at each body's true place and the
 *   aspect lines between them (the majors by default; `aspects: 'all'` adds the minors, dashed).
 *
 * House cusps and the angles are radial lines from the aspect circle to the zodiac ring, cut
 * wherever a glyph or a label sits: no line crosses a glyph or a label. Every size in the layout
 * follows the font size, which follows the pixel size the drawing is rendered at (`pixelSize`): no
 * text is smaller than MIN_TEXT_PX pixels.
 *
 * Orientation: the Ascendant on the left, longitudes increasing counter-clockwise.
 */
import { PATTERN_NAMES } from '../astro/patterns';
import { bodyAbbreviation, bodyGlyph, glyphShape, RETROGRADE_GLYPH, SIGN_GLYPHS, STAR_GLYPH } from './glyphs';
import type { Glyph } from './glyphs';
import { BASELINE_SHIFT, boxAt, grow, LINE_HEIGHT, segmentOutside, separation, support, textWidth } from './metrics';
import type { Box } from './metrics';
import { num, polar } from './shapes';
import type { Drawing, Shape, Stroke } from './shapes';
import { spreadAngles } from './spread';
import { THEME } from './theme';
import type { Theme, ThemeName } from './theme';

export interface WheelBody {
  key: string;
  longitude: number;
  retrograde?: boolean;
  /** A point added by a natal chart option (an asteroid, a lot): drawn as the bodies, marked with `data-kind`. */
  kind?: 'asteroid' | 'lot';
  /** The short name drawn in place of a glyph (a lot's). */
  label?: string;
}

/** A fixed star drawn on the outer rim (the natal wheel's `fixedStars` option). */
export interface WheelStar {
  key: string;
  name: string;
  longitude: number;
}

/** An aspect pattern listed in the legend (the natal wheel's `patterns` option). */
export interface WheelPattern {
  type: string;
  bodies: readonly string[];
  apex?: string;
  sign?: string;
  house?: number;
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
  /** Null when the birth time is unknown: no angles, and 0° Aries sits where the Ascendant would (on the left). */
  ascendant: number | null;
  midheaven: number | null;
  aspects: WheelAspect[];
  /** Fixed stars marked outside the zodiac ring, with their names (none by default). */
  stars?: WheelStar[];
  /** Aspect patterns listed in an upper corner, their aspect lines drawn thicker (none by default). */
  patterns?: WheelPattern[];
}

/** Which aspect lines are drawn: the five majors (default) or every aspect of the chart. */
export type AspectFilter = 'major' | 'all';
export const ASPECT_FILTERS = ['major', 'all'] as const;

export interface WheelOptions {
  theme?: ThemeName;
  title: string;
  desc: string;
  /** Lines of text in a lower corner (who, when). */
  caption?: readonly string[];
  /** The second chart, drawn in the ring next to the zodiac, and the aspects between the charts. */
  outer?: { bodies: WheelBody[]; aspects: WheelAspect[] };
  /** Width in pixels the drawing is rendered at (default 800): the fonts grow so that no text is under MIN_TEXT_PX. */
  pixelSize?: number;
  /** Aspect lines: 'major' (default) or 'all'. */
  aspects?: AspectFilter;
  /** The pattern legend's words in the request's language (default English: "Patterns", `patternLine`). */
  patternLegend?: { heading: string; line: (p: WheelPattern) => string };
}

export const WHEEL_SIZE = 1000;
const C = WHEEL_SIZE / 2;
/** The smallest text, in pixels of the rendered picture. */
export const MIN_TEXT_PX = 9;
/** Font size (drawing units) at large sizes, and the margin kept over MIN_TEXT_PX at small ones. */
const BASE_FONT = 14;
const FONT_MARGIN = 1.04;

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

/** The font size (drawing units) of a wheel rendered `pixelSize` pixels wide. */
export const wheelFont = (pixelSize = 800): number => Math.max(BASE_FONT, (MIN_TEXT_PX * FONT_MARGIN * WHEEL_SIZE) / pixelSize);

const mod360 = (x: number): number => ((x % 360) + 360) % 360;

/** Degrees and minutes within the sign (truncated, as ephemerides print them) and the sign. */
export function signPosition(lon: number): { sign: number; deg: number; min: number } {
  const l = mod360(lon);
  const sign = Math.min(11, Math.floor(l / 30 + 1e-12));
  const within = l - sign * 30;
  const deg = Math.floor(within + 1e-9);
  const min = Math.min(59, Math.floor((within - deg) * 60 + 1e-7));
  return { sign, deg, min };
}

/** A piece of a label: its box (w x h) and how it is drawn centred on a point. */
interface Piece {
  w: number;
  h: number;
  draw: (x: number, y: number) => Shape;
}

const textPiece = (text: string, size: number, fill: string, attrs: Record<string, string>, bold = false): Piece => ({
  w: textWidth(text, size, bold),
  h: LINE_HEIGHT * size,
  draw: (x, y) => ({ kind: 'text', attrs, x, y: y + BASELINE_SHIFT * size, text, size, anchor: 'middle', fill, ...(bold ? { bold } : {}) }),
});

const glyphPiece = (g: Glyph, size: number, color: string, attrs: Record<string, string>, strokeWidth = 1.5): Piece => ({
  w: size,
  h: size,
  draw: (x, y) => glyphShape(g, x, y, size / 20, color, (strokeWidth * 20) / size, attrs),
});

/** Pieces side by side (a row), `gap` apart. */
function rowPiece(parts: Piece[], gap: number): Piece {
  const w = parts.reduce((s, p) => s + p.w, 0) + gap * (parts.length - 1);
  const h = Math.max(...parts.map((p) => p.h));
  return {
    w,
    h,
    draw: (x, y) => {
      let left = x - w / 2;
      const children: Shape[] = [];
      for (const p of parts) {
        children.push(p.draw(left + p.w / 2, y));
        left += p.w + gap;
      }
      return { kind: 'group', children };
    },
  };
}

/** Pieces one above the other (a block of lines). */
function columnPiece(parts: Piece[], gap: number): Piece {
  const w = Math.max(...parts.map((p) => p.w));
  const h = parts.reduce((s, p) => s + p.h, 0) + gap * (parts.length - 1);
  return {
    w,
    h,
    draw: (x, y) => {
      let top = y - h / 2;
      const children: Shape[] = [];
      for (const p of parts) {
        children.push(p.draw(x, top + p.h / 2));
        top += p.h + gap;
      }
      return { kind: 'group', children };
    },
  };
}

/** Sizes of the layout for a font size. */
function sizes(f: number) {
  return {
    f,
    glyph: Math.max(28, 1.75 * f),
    sign: 1.05 * f,
    retro: 0.85 * f,
    pad: Math.max(3, 0.2 * f),
    signRing: Math.max(26, 1.5 * f),
  };
}
type Sizes = ReturnType<typeof sizes>;

/** The widest pieces of a body's stack (for the radii, the same for every body of the ring). */
const stackBoxes = (s: Sizes, retro: boolean, minutes: boolean): Array<{ w: number; h: number }> => [
  { w: s.glyph, h: s.glyph },
  { w: textWidth('29°', s.f), h: LINE_HEIGHT * s.f },
  { w: s.sign, h: s.sign },
  ...(minutes ? [{ w: textWidth("59'", s.f), h: LINE_HEIGHT * s.f }] : []),
  ...(retro ? [{ w: s.retro, h: s.retro }] : []),
];

/** Unit vector (screen) pointing outwards at wheel angle `a` (degrees counter-clockwise from the left). */
const dir = (a: number): { ux: number; uy: number } => {
  const r = ((180 + a) * Math.PI) / 180;
  return { ux: Math.cos(r), uy: -Math.sin(r) };
};

/** Radii of the centres of a stack's pieces from the ring's top inwards, at wheel angle `a`. */
function stackRadii(boxes: ReadonlyArray<{ w: number; h: number }>, top: number, a: number, pad: number): { radii: number[]; bottom: number } {
  const { ux, uy } = dir(a);
  let r = top - support(boxes[0]!.w, boxes[0]!.h, ux, uy);
  const radii = [r];
  for (let i = 1; i < boxes.length; i++) {
    r -= separation(boxes[i - 1]!.w, boxes[i - 1]!.h, boxes[i]!.w, boxes[i]!.h, ux, uy) + pad;
    radii.push(r);
  }
  const last = boxes[boxes.length - 1]!;
  return { radii, bottom: r - support(last.w, last.h, ux, uy) };
}

/** A ring of bodies: where its stacks start (top), the deepest it reaches, and the spread gap (degrees). */
interface RingLayout {
  tickFrom: number;
  top: number;
  bottom: number;
  gap: number;
  /** The minutes are a piece of the stack (not in a bi-wheel's second ring, next to the zodiac). */
  minutes: boolean;
}

const TICK = 9;
const CONNECT = 9;
/** From the zodiac ring to the labels outside it (the angles' ticks). */
const OUT_GAP = 14;

function ringLayout(s: Sizes, tickFrom: number, minutes: boolean): RingLayout {
  const top = tickFrom - TICK - CONNECT;
  const boxes = stackBoxes(s, true, minutes);
  let bottom = top;
  const rMin = boxes.map(() => Infinity);
  for (let a = 0; a <= 90; a += 3) {
    const st = stackRadii(boxes, top, a, s.pad);
    bottom = Math.min(bottom, st.bottom);
    st.radii.forEach((r, i) => (rMin[i] = Math.min(rMin[i]!, r)));
  }
  // neighbours at any angle: the centres of two equal boxes must be their diagonal apart
  const gap = Math.max(...boxes.map((b, i) => ((Math.hypot(b.w, b.h) + s.pad) / rMin[i]!) * (180 / Math.PI)));
  return { tickFrom, top, bottom: bottom - 2, gap, minutes };
}

/**
 * The radii of a wheel for a font size: the zodiac ring, and the deepest each ring of bodies can
 * reach (a drawing uses the depth its own bodies reach, never more than this).
 */
export function wheelLayout(f: number, bi: boolean) {
  const s = sizes(f);
  // the labels outside the ring: a column (name, degree, sign, minutes) beside the wheel, a row above and below it
  const colW = Math.max(textWidth('MC', 1.1 * f, true), textWidth('29°', f), s.sign, textWidth("59'", f));
  const zOut = C - 8 - OUT_GAP - colW - 2;
  const zIn = zOut - s.signRing - 16;
  const rings: RingLayout[] = [];
  let from = zIn;
  for (let k = 0; k < (bi ? 2 : 1); k++) {
    const ring = ringLayout(s, from, !bi || k === 1);
    rings.push(ring);
    from = ring.bottom;
  }
  return { s, zOut, zIn, rings, rA: from, rL: from - houseBand(s) };
}

const houseBand = (s: Sizes): number => Math.hypot(textWidth('12', s.f), LINE_HEIGHT * s.f) + 2 * s.pad;

export function drawWheel(chart: WheelChart, opts: WheelOptions): Drawing {
  const t = THEME[opts.theme ?? 'light'];
  const bi = opts.outer !== undefined;
  const f = wheelFont(opts.pixelSize);
  const L0 = wheelLayout(f, bi);
  const { s } = L0;
  // without an Ascendant (unknown birth time) the wheel is the natural one: 0° Aries on the left
  const asc = chart.ascendant ?? 0;
  const at = (r: number, lon: number) => polar(C, C, r, lon - asc);
  const P = (r: number, lon: number): string => {
    const p = at(r, lon);
    return `${num(p.x)} ${num(p.y)}`;
  };
  const shapes: Shape[] = [];
  /** Boxes of every glyph and label placed so far (lines are cut around them). */
  const boxes: Box[] = [];
  const place = (piece: Piece, x: number, y: number): Shape => {
    boxes.push(boxAt(x, y, piece.w, piece.h));
    return piece.draw(x, y);
  };

  // 1. Zodiac ring: twelve sectors filled by element, their borders, the glyphs, the degree ticks.
  for (let k = 0; k < 12; k++) {
    const a = k * 30;
    const b = a + 30;
    shapes.push({
      kind: 'path',
      d: `M ${P(L0.zOut, a)} A ${num(L0.zOut)} ${num(L0.zOut)} 0 0 0 ${P(L0.zOut, b)} L ${P(L0.zIn, b)} A ${num(L0.zIn)} ${num(L0.zIn)} 0 0 1 ${P(L0.zIn, a)} Z`,
      fill: t.elements[k % 4]!,
    });
  }
  shapes.push({ kind: 'circle', cx: C, cy: C, r: L0.zOut, stroke: { color: t.ink, width: 2.4 } });
  shapes.push({ kind: 'circle', cx: C, cy: C, r: L0.zIn, stroke: { color: t.ink, width: 1.6 } });
  for (let k = 0; k < 12; k++) {
    shapes.push({ kind: 'line', ...xy(at(L0.zIn, k * 30), at(L0.zOut, k * 30)), stroke: { color: t.ink, width: 1.6 } });
    const g = at((L0.zOut + L0.zIn) / 2, k * 30 + 15);
    shapes.push(place(glyphPiece(SIGN_GLYPHS[k]!, s.signRing, t.elementInk[k % 4]!, { class: 'glyph sign', 'data-sign': String(k) }, 1.6), g.x, g.y));
  }
  const ticks: string[] = [];
  for (let d = 0; d < 360; d++) {
    const len = d % 10 === 0 ? 8 : d % 5 === 0 ? 5.5 : 3;
    ticks.push(`M ${P(L0.zIn, d)} L ${P(L0.zIn - len, d)}`);
  }
  shapes.push({ kind: 'path', d: ticks.join(' '), stroke: { color: t.muted, width: 0.9 } });

  // 2. The bodies: the first chart in the innermost ring, a second chart in the ring next to the zodiac.
  const innerBodies = chart.bodies.filter((b) => !isAngle(b.key));
  const outerBodies = opts.outer ? opts.outer.bodies.filter((b) => !isAngle(b.key)) : [];
  //    Each ring reaches as deep as its own bodies need: the next one starts there.
  let from = L0.zIn;
  if (opts.outer) {
    const ring = bodyRing(outerBodies, ringLayout(s, from, false), s, at, t, t.outer, 'outer', place);
    shapes.push(...ring.shapes);
    from = ring.bottom;
    shapes.push({ kind: 'circle', cx: C, cy: C, r: from, stroke: { color: t.rule, width: 1.2 } });
  }
  const inner = bodyRing(innerBodies, ringLayout(s, from, true), s, at, t, t.ink, 'inner', place);
  shapes.push(...inner.shapes);
  const L = { zOut: L0.zOut, zIn: L0.zIn, rA: inner.bottom, rL: inner.bottom - houseBand(s) };

  // 3. House numbers between the bodies and the aspect circle, spread where houses are narrow.
  const cusps = chart.cusps;
  if (cusps.length === 12) {
    const rH = (L.rA + L.rL) / 2;
    const numberW = Math.hypot(textWidth('12', f), LINE_HEIGHT * f);
    const mids = cusps.map((lon, i) => lon + ((((cusps[(i + 1) % 12]! - lon + 360) % 360) || 360) / 2));
    const shown = spreadAngles(mids, ((numberW + s.pad) / rH) * (180 / Math.PI));
    shown.forEach((lon, i) => {
      const p = at(rH, lon);
      shapes.push(place(textPiece(String(i + 1), f, t.muted, { class: 'label house', 'data-house': String(i + 1) }), p.x, p.y));
    });
  }

  // 4. The angles and the cusp degrees outside the ring, clear of each other.
  const angleList: Array<{ key: string; lon: number; label: string }> = [];
  if (chart.ascendant !== null) angleList.push({ key: 'ascendant', lon: mod360(asc), label: 'AC' });
  if (chart.midheaven !== null) angleList.push({ key: 'midheaven', lon: mod360(chart.midheaven), label: 'MC' });
  if (chart.ascendant !== null) angleList.push({ key: 'descendant', lon: mod360(asc + 180), label: 'DC' });
  if (chart.midheaven !== null) angleList.push({ key: 'imum_coeli', lon: mod360(chart.midheaven + 180), label: 'IC' });
  const near = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) < 0.01;
  const outside: Array<{ lon: number; piece: Piece; attrs: Record<string, string>; main: boolean }> = [];
  // beside the wheel (left, right) the pieces stand in a column, above and below it in a row
  const sideways = (lon: number): boolean => {
    const { ux, uy } = dir(lon - asc);
    return Math.abs(ux) > Math.abs(uy);
  };
  const labelOf = (lon: number, color: string, cls: string, name?: Piece): Piece => {
    const p = signPosition(lon);
    const parts = [
      textPiece(`${p.deg}°`, f, color, { class: `label ${cls}` }),
      glyphPiece(SIGN_GLYPHS[p.sign]!, s.sign, t.elementInk[p.sign % 4]!, { class: `glyph ${cls}` }),
      textPiece(`${String(p.min).padStart(2, '0')}'`, f, color, { class: `label ${cls}` }),
    ];
    if (sideways(lon)) return columnPiece(name ? [name, ...parts] : parts, 0.04 * f);
    const row = rowPiece(parts, 0.12 * f);
    return name ? columnPiece([name, row], 0.04 * f) : row;
  };
  for (const a of angleList) {
    const main = a.label === 'AC' || a.label === 'MC';
    const name = textPiece(a.label, 1.1 * f, main ? t.ink : t.muted, { class: 'label angle' }, true);
    outside.push({
      lon: a.lon,
      piece: labelOf(a.lon, main ? t.ink : t.muted, 'angle', name),
      attrs: { class: 'angle', 'data-body': a.key, 'data-longitude': String(a.lon) },
      main,
    });
  }
  if (cusps.length === 12) {
    cusps.forEach((lon, i) => {
      if (angleList.some((a) => near(a.lon, lon))) return;
      outside.push({ lon: mod360(lon), piece: labelOf(lon, t.muted, 'cusp'), attrs: { class: 'cusp', 'data-house': String(i + 1), 'data-longitude': String(mod360(lon)) }, main: false });
    });
  }
  for (const star of chart.stars ?? []) {
    // a star mark above its name, the name's words one under the other (Deneb / Algedi)
    const words = star.name.split(' ').map((w) => textPiece(w, f, t.muted, { class: 'label star' }));
    outside.push({
      lon: mod360(star.longitude),
      piece: columnPiece([glyphPiece(STAR_GLYPH, 0.9 * f, t.aspects.conjunction, { class: 'glyph star' }, 1), ...words], 0.04 * f),
      attrs: { class: 'star', 'data-star': star.key, 'data-longitude': String(mod360(star.longitude)) },
      main: false,
    });
  }
  const rOut = L.zOut + OUT_GAP;
  const outGap = Math.max(...outside.map((o) => ((Math.hypot(o.piece.w, o.piece.h) + s.pad) / (rOut + 20)) * (180 / Math.PI)));
  const outShown = spreadAngles(outside.map((o) => o.lon), outGap);
  // the labels first, then their ticks on the rim, cut around every label (one pushed against the picture's edge may sit over a neighbour's tick)
  const outPlaced = outside.map((o, i) => {
    const disp = outShown[i]!;
    const { ux, uy } = dir(disp - asc);
    const r = rOut + 2 + support(o.piece.w, o.piece.h, ux, uy);
    const p = at(r, disp);
    const x = Math.min(WHEEL_SIZE - 4 - o.piece.w / 2, Math.max(4 + o.piece.w / 2, p.x));
    const y = Math.min(WHEEL_SIZE - 4 - o.piece.h / 2, Math.max(4 + o.piece.h / 2, p.y));
    return { o, x, y, label: place(o.piece, x, y) };
  });
  const clear = boxes.map((b) => grow(b, 3));
  for (const { o, x, y, label } of outPlaced) {
    const [isAxis, isStar] = [o.attrs.class === 'angle', o.attrs.class === 'star'];
    const stroke: Stroke = isStar ? { color: t.aspects.conjunction, width: 2 } : { color: isAxis ? t.ink : t.muted, width: o.main ? 3 : isAxis ? 2 : 1.2 };
    const ticks: Shape[] = segmentOutside(at(L.zOut, o.lon), at(L.zOut + 10, o.lon), clear, 2).map(([a, b]) => ({ kind: 'line', attrs: { class: isStar ? 'star-line' : isAxis ? 'angle-line' : 'cusp-line' }, ...xy(a, b), stroke }));
    shapes.push({ kind: 'group', attrs: { ...o.attrs, 'data-x': num(x), 'data-y': num(y) }, children: [...ticks, label] });
  }

  // 5. Cusps and angles: radial lines from the aspect circle to the zodiac ring, cut around every glyph and label.
  const radial = (lon: number, stroke: Stroke, cls: string): void => {
    for (const [p, q] of segmentOutside(at(L.rL, lon), at(L.zIn, lon), clear, 2)) shapes.push({ kind: 'line', attrs: { class: cls }, ...xy(p, q), stroke });
  };
  if (cusps.length === 12) {
    cusps.forEach((lon) => {
      if (angleList.some((a) => near(a.lon, lon))) return;
      radial(lon, { color: t.rule, width: 1.2 }, 'cusp-line');
    });
  }
  for (const a of angleList) radial(a.lon, { color: t.ink, width: a.label === 'AC' || a.label === 'MC' ? 2.6 : 1.8 }, 'angle-line');
  shapes.push({ kind: 'circle', cx: C, cy: C, r: L.rA, stroke: { color: t.rule, width: 1 } });
  shapes.push({ kind: 'circle', cx: C, cy: C, r: L.rL, fill: t.background, stroke: { color: t.muted, width: 1.2 } });

  // 6. Aspect lines between the true places on the aspect circle, and a dot at each place.
  const filter = opts.aspects ?? 'major';
  // the aspects between two bodies of one pattern (not a stellium's) are drawn twice as thick
  const pairKey = (a: string, b: string): string => [norm(a), norm(b)].sort().join('|');
  const patternPairs = new Set<string>();
  for (const p of chart.patterns ?? []) {
    if (p.type === 'stellium') continue;
    for (const a of p.bodies) for (const b of p.bodies) if (a !== b) patternPairs.add(pairKey(a, b));
  }
  const lonOf = (list: WheelBody[], key: string): number | undefined => list.find((b) => norm(b.key) === norm(key))?.longitude;
  const aspectLines = (list: WheelAspect[], other: WheelBody[]): void => {
    for (const a of list) {
      if (filter === 'major' && !isMajorAspect(a.type)) continue;
      const l1 = lonOf(innerBodies, a.a);
      const l2 = lonOf(other, a.b);
      if (l1 === undefined || l2 === undefined) continue;
      if (Math.abs(((l1 - l2 + 540) % 360) - 180) < 0.5) continue;
      const inPattern = !opts.outer && patternPairs.has(pairKey(a.a, a.b));
      const stroke = aspectStroke(a.type, t);
      shapes.push({
        kind: 'line',
        attrs: { class: 'aspect-line', 'data-aspect': a.type.toLowerCase(), 'data-a': a.a, 'data-b': a.b, ...(inPattern ? { 'data-pattern': 'true' } : {}) },
        ...xy(at(L.rL, l1), at(L.rL, l2)),
        stroke: { ...stroke, ...(inPattern ? { width: 2 * stroke.width } : {}), opacity: 0.9 },
      });
    }
  };
  if (opts.outer) aspectLines(opts.outer.aspects, outerBodies);
  else aspectLines(chart.aspects, innerBodies);
  for (const [list, color] of [[outerBodies, t.outer], [innerBodies, t.ink]] as const) {
    for (const b of list) {
      const p = at(L.rL, b.longitude);
      shapes.push({ kind: 'circle', cx: p.x, cy: p.y, r: 3.2, fill: color });
    }
  }

  // 7. Caption in the lower corner with the most room, clear of the wheel and its labels.
  shapes.push(...captionShapes(opts.caption ?? [], f, L.zOut, boxes, t));
  // 8. The aspect patterns, listed in an upper corner.
  //    A pattern's line is wrapped after a comma when long; more than LEGEND_LINES lines take both corners.
  if (chart.patterns?.length) {
    const heading = opts.patternLegend?.heading ?? 'Patterns';
    const lineOf = opts.patternLegend?.line ?? patternLine;
    const wrapped = chart.patterns.map((p) => wrapLine(lineOf(p), LEGEND_CHARS));
    const all = wrapped.flat();
    if (all.length + 1 <= LEGEND_LINES) shapes.push(...captionShapes([heading, ...all], f, L.zOut, boxes, t, 'top'));
    else {
      let half = 0;
      let count = 0;
      while (half < wrapped.length && count + wrapped[half]!.length <= Math.ceil(all.length / 2)) count += wrapped[half++]!.length;
      half = Math.max(1, half);
      shapes.push(...captionShapes([heading, ...wrapped.slice(0, half).flat()], f, L.zOut, boxes, t, 'top', false));
      shapes.push(...captionShapes(['', ...wrapped.slice(half).flat()], f, L.zOut, boxes, t, 'top', true));
    }
  }

  return { width: WHEEL_SIZE, height: WHEEL_SIZE, title: opts.title, desc: opts.desc, background: t.background, shapes };
}

const CAPTION_MARGIN = 12;

/** The caption lines in a lower corner: each as large as it fits (at least the wheel's font), cut with an ellipsis if it must. */
function captionShapes(lines: readonly string[], f: number, zOut: number, taken: readonly Box[], t: Theme, corner: 'top' | 'bottom' = 'bottom', side?: boolean): Shape[] {
  if (lines.length === 0) return [];
  const top = corner === 'top';
  const lineH = LINE_HEIGHT * f * 1.08;
  const layoutFor = (right: boolean) => {
    let cut = 0;
    const out = lines.map((text, i) => {
      const size = i === 0 ? 1.08 * f : f;
      const y = top ? CAPTION_MARGIN + 0.93 * 1.08 * f + i * lineH : WHEEL_SIZE - CAPTION_MARGIN - (lines.length - 1 - i) * lineH;
      const y0 = y - 0.93 * size - 2;
      const y1 = y + 0.24 * size + 2;
      // the room from the corner's edge to the first thing in this band: the wheel's circle, a label
      const dy = Math.max(0, Math.min(Math.abs(y0 - C), Math.abs(y1 - C)));
      const circleEdge = dy >= zOut + 4 ? (right ? 0 : WHEEL_SIZE) : right ? C + Math.sqrt((zOut + 4) ** 2 - dy ** 2) : C - Math.sqrt((zOut + 4) ** 2 - dy ** 2);
      let edge = circleEdge;
      for (const b of taken) {
        if (b.y1 < y0 || b.y0 > y1) continue;
        edge = right ? Math.max(edge, b.x1 + 4) : Math.min(edge, b.x0 - 4);
      }
      const room = right ? WHEEL_SIZE - CAPTION_MARGIN - edge : edge - CAPTION_MARGIN;
      let shown = text;
      while (shown.length > 1 && textWidth(shown, size, i === 0) > room) {
        shown = `${shown.slice(0, -2).trimEnd()}…`;
        cut++;
      }
      if (textWidth(shown, size, i === 0) > room) cut += 100;
      return { text: shown, y, size };
    });
    return { out, cut, right };
  };
  const left = layoutFor(false);
  const right = layoutFor(true);
  const best = side === undefined ? (right.cut < left.cut ? right : left) : side ? right : left;
  return best.out.flatMap(({ text, y, size }, i) => (text === '' ? [] : [{
    kind: 'text',
    attrs: { class: top ? 'label legend' : 'label caption' },
    x: best.right ? WHEEL_SIZE - CAPTION_MARGIN : CAPTION_MARGIN,
    y,
    text,
    size,
    anchor: best.right ? 'end' : 'start',
    ...(i === 0 ? { bold: true } : {}),
    fill: i === 0 ? t.ink : t.muted,
  } as Shape]));
}

/** Lines of the pattern legend in one corner, and the characters of a line before it wraps. */
const LEGEND_LINES = 6;
const LEGEND_CHARS = 16;

/** A line cut after its colon and commas into lines of at most `max` characters (the next ones indented). */
export function wrapLine(line: string, max: number): string[] {
  const colon = line.indexOf(': ');
  const head = colon < 0 ? '' : line.slice(0, colon + 1);
  const parts = (colon < 0 ? line : line.slice(colon + 2)).split(', ');
  const out: string[] = [];
  let cur = head ? `${head} ${parts[0]!}` : parts[0]!;
  if (head && cur.length > max) {
    out.push(head);
    cur = `   ${parts[0]!}`;
  }
  for (const p of parts.slice(1)) {
    if (cur.length + 2 + p.length > max) {
      out.push(`${cur},`);
      cur = `   ${p}`;
    } else cur = `${cur}, ${p}`;
  }
  out.push(cur);
  return out;
}

/** Short names of the legend (the planets' usual three or four letters, the signs' three). */
const SHORT: Readonly<Record<string, string>> = {
  mercury: 'Merc',
  venus: 'Ven',
  jupiter: 'Jup',
  saturn: 'Sat',
  uranus: 'Ura',
  neptune: 'Nep',
  pluto: 'Plu',
};
const shortName = (key: string): string => SHORT[key] ?? key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
const signName = (key: string): string => key.slice(0, 3).replace(/^./, (c) => c.toUpperCase());

/** A legend line: "T-square: apex Moon, Sun, Sat", "Stellium in Cap: Sat, Ura, Nep", "Stellium in H3: …". */
export function patternLine(p: WheelPattern): string {
  const name = (PATTERN_NAMES as Readonly<Record<string, string>>)[p.type] ?? p.type;
  const where = p.sign ? ` in ${signName(p.sign)}` : p.house !== undefined ? ` in H${p.house}` : '';
  const bodies = p.apex ? [`apex ${shortName(p.apex)}`, ...p.bodies.filter((b) => b !== p.apex).map(shortName)] : p.bodies.map(shortName);
  return `${name}${where}: ${bodies.join(', ')}`;
}

/**
 * The size of a short name drawn in place of a glyph: no wider than the glyph's box. A point of a
 * natal chart option (Pholus, a lot), which may crowd among many, keeps a margin inside that box
 * (renderers' bold can be a little wider than the metrics), never smaller than the wheel's font
 * (itself never under MIN_TEXT_PX).
 */
function textSize(short: string, s: Sizes, added: boolean): number {
  const fitted = Math.min(0.85 * s.glyph, s.glyph / textWidth(short, 1, true));
  return added ? Math.max(Math.min(s.f, fitted), 0.88 * fitted) : fitted;
}

function bodyRing(
  bodies: WheelBody[],
  ring: RingLayout,
  s: Sizes,
  at: (r: number, lon: number) => { x: number; y: number },
  t: Theme,
  color: string,
  role: 'inner' | 'outer',
  place: (piece: Piece, x: number, y: number) => Shape,
): { shapes: Shape[]; bottom: number } {
  let deepest = ring.top - s.glyph;
  const shown = spreadAngles(bodies.map((b) => b.longitude), ring.gap);
  const out: Shape[] = [];
  bodies.forEach((b, i) => {
    const lon = mod360(b.longitude);
    const disp = shown[i]!;
    const pos = signPosition(lon);
    const textColor = color === t.ink ? t.ink : color;
    const glyph = b.label === undefined ? bodyGlyph(b.key) : undefined;
    const short = b.label ?? bodyAbbreviation(b.key);
    const pieces: Piece[] = [
      glyph
        ? glyphPiece(glyph, s.glyph, color, { class: 'glyph planet' })
        : // no glyph (Vertex, a lot…): its short name, no wider than a glyph's box
          textPiece(short, textSize(short, s, b.kind !== undefined), color, { class: 'label planet' }, true),
      textPiece(`${pos.deg}°`, s.f, textColor, { class: 'label degree' }),
      glyphPiece(SIGN_GLYPHS[pos.sign]!, s.sign, t.elementInk[pos.sign % 4]!, { class: 'glyph sign-of' }),
      ...(ring.minutes ? [textPiece(`${String(pos.min).padStart(2, '0')}'`, s.f, t.muted, { class: 'label minutes' })] : []),
      ...(b.retrograde ? [glyphPiece(RETROGRADE_GLYPH, s.retro, t.aspects.hard, { class: 'glyph retrograde' }, 1.8)] : []),
    ];
    // the radii of the widest pieces at this angle: every body of the ring stacks at the same radii
    const angle = wheelAngleOf(at, disp);
    const { radii, bottom } = stackRadii(stackBoxes(s, b.retrograde === true, ring.minutes), ring.top, angle, s.pad);
    deepest = Math.min(deepest, bottom);
    const placed = pieces.map((p, k) => {
      const c = at(radii[k]!, disp);
      return { c, shape: place(p, c.x, c.y), piece: p };
    });
    // the tick at the true place and the leader to the glyph's box
    const g = placed[0]!;
    // a short name's width takes unlisted letters as 0.75 em (bold m, W are wider): its leader stops well short
    const gBox = glyph ? boxAt(g.c.x, g.c.y, g.piece.w + 4, g.piece.h + 4) : boxAt(g.c.x, g.c.y, 1.5 * g.piece.w + 4, g.piece.h + 4);
    const leader = leaderPoints(lon, disp, ring, at);
    const last = segmentOutside(leader[leader.length - 1]!, g.c, [gBox], 0)[0];
    const connector = (a: { x: number; y: number }, b: { x: number; y: number }): Shape => ({ kind: 'line', attrs: { class: 'connector' }, ...xy(a, b), stroke: { color: t.muted, width: 1 } });
    const legs = [...leader.slice(1).map((q, k) => connector(leader[k]!, q)), ...(last ? [connector(last[0], last[1])] : [])];
    const children: Shape[] = [{ kind: 'line', attrs: { class: 'tick' }, ...xy(at(ring.tickFrom, lon), leader[0]!), stroke: { color, width: 3 } }, ...legs, ...placed.map((p) => p.shape)];
    out.push({
      kind: 'group',
      attrs: {
        class: `body ${role}`,
        'data-body': b.key,
        ...(b.kind ? { 'data-kind': b.kind } : {}),
        'data-longitude': String(b.longitude),
        'data-retrograde': String(b.retrograde === true),
        'data-x': num(g.c.x),
        'data-y': num(g.c.y),
        'data-size': num(s.glyph),
      },
      children,
    });
  });
  return { shapes: out, bottom: deepest - 3 };
}

/**
 * A body's leader from its tick's end (true longitude) to above its glyph (shown longitude), through the band
 * above the stacks: falling to LEADER_CLEAR above their top while it turns, in chords of at most LEADER_STEP
 * degrees (a glyph's corners reach under 0.6 units above that top), so it crosses no neighbour (issue 46).
 */
function leaderPoints(lon: number, disp: number, ring: RingLayout, at: (r: number, lon: number) => { x: number; y: number }): Array<{ x: number; y: number }> {
  const from = ring.tickFrom - TICK;
  const to = ring.top + LEADER_CLEAR;
  const turn = ((disp - lon + 540) % 360) - 180;
  const steps = Math.max(1, Math.ceil(Math.abs(turn) / LEADER_STEP));
  const out = [at(from, lon)];
  for (let k = 1; k <= steps; k++) out.push(at(from + ((to - from) * k) / steps, lon + (turn * k) / steps));
  return out;
}
const [LEADER_CLEAR, LEADER_STEP] = [2, 2];

/** The wheel angle (degrees counter-clockwise from the left) at which `at` puts longitude `lon`. */
function wheelAngleOf(at: (r: number, lon: number) => { x: number; y: number }, lon: number): number {
  const p = at(100, lon);
  return mod360((Math.atan2(-(p.y - C), p.x - C) * 180) / Math.PI + 180);
}

const xy = (a: { x: number; y: number }, b: { x: number; y: number }) => ({ x1: a.x, y1: a.y, x2: b.x, y2: b.y });
