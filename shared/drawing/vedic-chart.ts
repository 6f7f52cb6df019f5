/**
 * The square charts Indians read, as drawings of the shared model (rendered by svg.ts, png.ts, pdf.ts):
 * - north: the diamond; houses fixed (the lagna's house at the top centre, then counter-clockwise),
 *   the sign of each house written as its number (Aries 1 .. Pisces 12);
 * - south: twelve boxes around an empty centre; signs fixed (Pisces top left, then clockwise), each
 *   box with its sign's name at its top (in the request's language: `words.signs`), the lagna's box
 *   marked with a diagonal stroke across its top left corner, which no label reaches.
 * Each graha is its two-letter abbreviation, with its degree in the sign on the rashi chart (and its
 * minutes with `minutes`) and "R" when retrograde. Labels are fitted into their house: the font
 * shrinks and the columns grow until every label's box lies inside its region, off the sign's number
 * or name and the lagna mark (checked by test/unit/drawing/vedic-chart.test.ts and census.test.ts).
 */
import type { Drawing, Shape } from './shapes';
import { hasDevanagari } from './script';
import { textWidth as fontWidth } from './metrics';
import { signPosition } from './wheel';
import { THEME, type ThemeName } from './theme';

export const VEDIC_CHART_STYLES = ['north', 'south'] as const;
export type VedicChartStyle = (typeof VEDIC_CHART_STYLES)[number];

/** One graha (or the lagna) placed in a sign. */
export interface VedicChartEntry {
  /** Two-letter label: Su Mo Ma Me Ju Ve Sa Ra Ke, As for the lagna. */
  label: string;
  /** Sign index 0 (Aries) .. 11 (Pisces). */
  sign: number;
  /** Degree within the sign, shown when present. */
  degree?: number;
  retrograde?: boolean;
  /** The lagna's entry (drawn bold in the accent colour); default: the label `As`. */
  lagna?: boolean;
}

/** The chart's words in the request's language (default English: VEDIC_CHART_EN). */
export interface VedicChartWords {
  /** The style under the title: "North Indian", "South Indian". */
  style: Readonly<Record<VedicChartStyle, string>>;
  /** The document's title: "Rashi (D1), North Indian chart". */
  chart: (title: string, style: VedicChartStyle) => string;
  /** An entry of the description: "Su 12° in sign 5". */
  inSign: (entry: string, sign: number) => string;
  /** The retrograde mark after a degree. */
  retrograde: string;
  /** The twelve signs' names, Aries first, written in the South style's boxes (default: VEDIC_CHART_EN's, the rashis' Sanskrit names). */
  signs?: readonly string[];
}

export const VEDIC_CHART_EN: VedicChartWords = {
  style: { north: 'North Indian', south: 'South Indian' },
  chart: (title, style) => `${title}, ${style === 'north' ? 'North' : 'South'} Indian chart`,
  inSign: (entry, sign) => `${entry} in sign ${sign}`,
  retrograde: 'R',
  signs: ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena'],
};

export interface VedicChartInput {
  style: VedicChartStyle;
  /** Sign index of the lagna in this chart. */
  lagnaSign: number;
  entries: VedicChartEntry[];
  /** Heading, e.g. "Rashi (D1)". */
  title: string;
  /** Second heading line (who, when). */
  subtitle: string;
  theme: ThemeName;
  words?: VedicChartWords;
  /** The degrees with their minutes (`12°34'`, truncated as ephemerides print them); default whole degrees. */
  minutes?: boolean;
}

export const CHART_BOX = { width: 1000, height: 1100, margin: 20, top: 120 } as const;
const S = CHART_BOX.width - 2 * CHART_BOX.margin;
const X0 = CHART_BOX.margin;
const Y0 = CHART_BOX.top;

type Pt = [number, number];
/** Text width estimate for DejaVu Sans (average advance 0.62 em; digits and capitals as wide). */
export const textWidth = (s: string, size: number): number => s.length * size * 0.62;

export function pointInPolygon(p: Pt, poly: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A label's box: x, y the top-left corner. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
const boxInside = (b: Box, poly: readonly Pt[], pad: number): boolean =>
  (
    [
      [b.x - pad, b.y - pad],
      [b.x + b.w + pad, b.y - pad],
      [b.x - pad, b.y + b.h + pad],
      [b.x + b.w + pad, b.y + b.h + pad],
    ] as Pt[]
  ).every((p) => pointInPolygon(p, poly));
export const boxesOverlap = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

export interface Region {
  /** House (north) or sign (south) this region is. */
  id: number;
  poly: Pt[];
  /** Where the labels are centred, in order of preference (the first that fits the largest font wins). */
  anchor: Pt;
  anchors?: Pt[];
  /** Where the sign number goes (north only). */
  numberAt?: Pt;
  /** The polygon the labels must lie in, when smaller than the outline (the South lagna box: its marked corner cut off). */
  fit?: Pt[];
}

/** North Indian regions, house 1 first (counter-clockwise from the top centre). */
export function northRegions(): Region[] {
  const p = (x: number, y: number): Pt => [X0 + x * S, Y0 + y * S];
  const TL = p(0, 0), TR = p(1, 0), BR = p(1, 1), BL = p(0, 1);
  const T = p(0.5, 0), R = p(1, 0.5), B = p(0.5, 1), L = p(0, 0.5), C = p(0.5, 0.5);
  const qTL = p(0.25, 0.25), qTR = p(0.75, 0.25), qBR = p(0.75, 0.75), qBL = p(0.25, 0.75);
  const polys: Pt[][] = [
    [T, qTL, C, qTR],
    [TL, T, qTL],
    [TL, qTL, L],
    [L, qTL, C, qBL],
    [L, qBL, BL],
    [BL, qBL, B],
    [B, qBL, C, qBR],
    [B, qBR, BR],
    [BR, qBR, R],
    [R, qBR, C, qTR],
    [R, qTR, TR],
    [TR, qTR, T],
  ];
  const inner: Pt[] = [C, qTL, qTL, C, qBL, qBL, C, qBR, qBR, C, qTR, qTR];
  return polys.map((poly, i) => {
    const cx = poly.reduce((s, q) => s + q[0], 0) / poly.length;
    const cy = poly.reduce((s, q) => s + q[1], 0) / poly.length;
    // kites: labels in the middle, the number towards the centre; triangles: labels toward the outer edge
    const kite = poly.length === 4;
    const v = inner[i]!;
    const along = (k: number): Pt => [cx + (cx - v[0]) * k, cy + (cy - v[1]) * k];
    const anchors = (kite ? [0.15, 0.3, 0, 0.45] : [0.25, 0.4, 0.1, 0.55, 0]).map(along);
    const numberAt: Pt = [cx + (v[0] - cx) * (kite ? 0.62 : 0.55), cy + (v[1] - cy) * (kite ? 0.62 : 0.55)];
    return { id: i + 1, poly, anchor: anchors[0]!, anchors, numberAt };
  });
}

/** South Indian regions, sign 0 (Aries) first: the outer cells of a 4 x 4 grid, Pisces top left, clockwise. */
export function southRegions(): Region[] {
  const cell = S / 4;
  // [column, row] of each sign, Aries .. Pisces
  const at: [number, number][] = [[1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3], [2, 3], [1, 3], [0, 3], [0, 2], [0, 1], [0, 0]];
  return at.map(([c, r], i) => {
    const x = X0 + c * cell;
    const y = Y0 + r * cell;
    return { id: i, poly: [[x, y], [x + cell, y], [x + cell, y + cell], [x, y + cell]], anchor: [x + cell / 2, y + cell / 2] };
  });
}

/** The degree in the sign, whole or with its minutes (truncated: 12.999 is 12°59'). */
const degreeText = (degree: number, minutes: boolean): string => {
  const p = signPosition(degree);
  return minutes ? `${p.deg}°${String(p.min).padStart(2, '0')}'` : `${p.deg}°`;
};
const entryText = (e: VedicChartEntry, retro = 'R', minutes = false): string => `${e.label}${e.degree !== undefined ? ` ${degreeText(e.degree, minutes)}` : ''}${e.retrograde ? ` ${retro}` : ''}`;

export interface PlacedLabel {
  region: number;
  text: string;
  size: number;
  box: Box;
}

/**
 * Labels laid out in a region: the largest font (36 down to 12 units), then the first anchor and the
 * fewest columns (1-3) with which every box lies inside the region's `fit` polygon (default its
 * outline; with padding) and off every `avoid` box.
 */
export function layoutLabels(region: Region, texts: readonly string[], avoid: Box | readonly Box[] = []): PlacedLabel[] {
  const avoids: readonly Box[] = Array.isArray(avoid) ? avoid : [avoid as Box];
  const fit = region.fit ?? region.poly;
  if (texts.length === 0) return [];
  const devanagari = texts.some(hasDevanagari);
  let fallback: PlacedLabel[] = [];
  for (let size = 36; size >= 12; size -= 2) {
    for (const anchor of region.anchors ?? [region.anchor])
    for (let cols = 1; cols <= 3; cols++) {
      const rows = Math.ceil(texts.length / cols);
      const colW = Math.max(...texts.map((t) => textWidth(t, size))) + size * 0.6;
      // Devanagari's face is taller (Noto Sans Devanagari: 1.36 em from ascent to descent, the matras below)
      const lineH = size * (devanagari ? 1.5 : 1.25);
      const x0 = anchor[0] - (cols * colW) / 2;
      const y0 = anchor[1] - (rows * lineH) / 2;
      const placed = texts.map((text, i) => {
        const c = i % cols;
        const r = Math.floor(i / cols);
        const w = textWidth(text, size);
        return { region: region.id, text, size, box: { x: x0 + c * colW + (colW - w) / 2, y: y0 + r * lineH + (lineH - size) / 2, w, h: size } };
      });
      fallback = placed;
      if (placed.every((p) => boxInside(p.box, fit, size * 0.15) && !avoids.some((a) => boxesOverlap(inkBox(p.text, p.box), a)))) return placed;
    }
  }
  return fallback;
}

/** The wider of the two width estimates (the layout's and DejaVu's, which errs wide for letters it does not list). */
const safeWidth = (text: string, size: number): number => Math.max(textWidth(text, size), fontWidth(text, size));

/**
 * A text's box as drawn (the baseline at 0.85 of its size: DejaVu's ascent above, its descent below)
 * and as wide as the wider width estimate: what other marks must keep off.
 */
export function inkBox(text: string, box: Box): Box {
  const w = safeWidth(text, box.h);
  return { x: box.x + box.w / 2 - w / 2, y: box.y - 0.08 * box.h, w, h: 1.17 * box.h };
}

const polyPath = (poly: readonly Pt[]): string => `M${poly.map((q) => `${q[0].toFixed(1)} ${q[1].toFixed(1)}`).join(' L')} Z`;

/** The layout of a chart: each region with its labels (and the sign numbers of the north style). */
export function layoutVedicChart(input: VedicChartInput): {
  regions: Region[];
  labels: PlacedLabel[];
  numbers: { region: number; text: string; box: Box }[];
  /** The South style's sign names, one per box (none in the North style). */
  names: { region: number; text: string; box: Box }[];
  /** The South style's lagna mark: a stroke across the top left corner of the lagna's box. */
  mark?: { x1: number; y1: number; x2: number; y2: number };
} {
  const regions = input.style === 'north' ? northRegions() : southRegions();
  const labels: PlacedLabel[] = [];
  const numbers: { region: number; text: string; box: Box }[] = [];
  const names: { region: number; text: string; box: Box }[] = [];
  let mark: { x1: number; y1: number; x2: number; y2: number } | undefined;
  const signNames = input.words?.signs ?? VEDIC_CHART_EN.signs!;
  for (const region of regions) {
    const sign = input.style === 'north' ? (input.lagnaSign + region.id - 1) % 12 : region.id;
    const texts = input.entries.filter((e) => e.sign === sign).map((e) => entryText(e, input.words?.retrograde, input.minutes));
    const avoid: Box[] = [];
    if (input.style === 'north') {
      const size = 30;
      const text = String(sign + 1);
      const w = textWidth(text, size);
      const box = { x: region.numberAt![0] - w / 2, y: region.numberAt![1] - size / 2, w, h: size };
      avoid.push(inkBox(text, box));
      numbers.push({ region: region.id, text, box });
      labels.push(...layoutLabels(region, texts, avoid));
      continue;
    }
    // South: the sign's name at the top of its box (clear of the lagna mark), the labels under it
    const [x, y] = region.poly[0]!;
    const cell = S / 4;
    const isLagna = sign === input.lagnaSign;
    const text = signNames[sign] ?? '';
    const w = safeWidth(text, SIGN_NAME.size);
    const left = isLagna ? x + MARK + 8 : x;
    const box = { x: left + (x + cell - left - w) / 2, y: y + SIGN_NAME.top, w, h: SIGN_NAME.size };
    names.push({ region: region.id, text, box });
    const ink = inkBox(text, box);
    avoid.push({ x: ink.x - 4, y: ink.y - 4, w: ink.w + 8, h: ink.h + 8 });
    const below = y + SIGN_NAME.top + SIGN_NAME.size + 6;
    const anchors: Pt[] = [[x + cell / 2, (below + y + cell) / 2], [x + cell / 2, y + cell / 2]];
    if (isLagna) mark = { x1: x, y1: y + MARK, x2: x + MARK, y2: y };
    // the lagna's box: the labels keep off the marked corner (the polygon without it, a margin for the stroke)
    const cut = MARK + 10;
    const fit: Pt[] | undefined = isLagna ? [[x + cut, y], [x + cell, y], [x + cell, y + cell], [x, y + cell], [x, y + cut]] : undefined;
    labels.push(...layoutLabels({ ...region, anchors, ...(fit ? { fit } : {}) }, texts, avoid));
  }
  return { regions, labels, numbers, names, ...(mark ? { mark } : {}) };
}

/** The South style's sign names (size in drawing units, top margin in the box) and the lagna mark's legs (a fifth of a box). */
const SIGN_NAME = { size: 22, top: 8 } as const;
const MARK = S / 20;

/** The chart as a drawing of the shared model. */
export function vedicChartDrawing(input: VedicChartInput): Drawing {
  const t = THEME[input.theme];
  const { regions, labels, numbers, names, mark } = layoutVedicChart(input);
  const w = input.words ?? VEDIC_CHART_EN;
  const lagnaTexts = new Set(input.entries.filter((e) => e.lagna ?? e.label === 'As').map((e) => entryText(e, w.retrograde, input.minutes)));
  const shapes: Shape[] = [];
  const frame = { color: t.ink, width: 3 };
  for (const r of regions) shapes.push({ kind: 'path', d: polyPath(r.poly), fill: t.background, stroke: frame });
  if (input.style === 'south') {
    if (mark) shapes.push({ kind: 'line', attrs: { class: 'lagna-mark' }, ...mark, stroke: { color: t.accent, width: 4 } });
    for (const n of names) shapes.push({ kind: 'text', attrs: { class: 'label sign-name', 'data-sign': String(n.region) }, x: n.box.x + n.box.w / 2, y: n.box.y + n.box.h * 0.85, text: n.text, size: n.box.h, anchor: 'middle', fill: t.muted });
    const c = X0 + S / 2;
    shapes.push({ kind: 'text', x: c, y: Y0 + S / 2 - 10, text: input.title, size: 40, anchor: 'middle', bold: true, fill: t.ink });
    shapes.push({ kind: 'text', x: c, y: Y0 + S / 2 + 40, text: w.style.south, size: 26, anchor: 'middle', fill: t.muted });
  }
  for (const n of numbers) shapes.push({ kind: 'text', x: n.box.x + n.box.w / 2, y: n.box.y + n.box.h * 0.85, text: n.text, size: n.box.h, anchor: 'middle', fill: t.muted });
  for (const l of labels) {
    const isLagna = lagnaTexts.has(l.text);
    shapes.push({ kind: 'text', x: l.box.x + l.box.w / 2, y: l.box.y + l.size * 0.85, text: l.text, size: l.size, anchor: 'middle', bold: isLagna, fill: isLagna ? t.accent : t.ink });
  }
  const heading = input.style === 'north' ? `${input.title} · ${w.style.north}` : input.title;
  shapes.push({ kind: 'text', x: X0, y: 52, text: heading, size: 38, anchor: 'start', bold: true, fill: t.ink });
  shapes.push({ kind: 'text', x: X0, y: 96, text: input.subtitle, size: 26, anchor: 'start', fill: t.muted });
  return {
    width: CHART_BOX.width,
    height: CHART_BOX.height,
    title: w.chart(input.title, input.style),
    desc: `${input.subtitle}. ${input.entries.map((e) => w.inSign(entryText(e, w.retrograde, input.minutes), e.sign + 1)).join('; ')}`,
    background: t.background,
    shapes,
  };
}
