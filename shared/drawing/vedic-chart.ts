/**
 * The square charts Indians read, as drawings of the shared model (rendered by svg.ts, png.ts, pdf.ts):
 * - north: the diamond; houses fixed (the lagna's house at the top centre, then counter-clockwise),
 *   the sign of each house written as its number (Aries 1 .. Pisces 12);
 * - south: twelve boxes around an empty centre; signs fixed (Pisces top left, then clockwise), the
 *   lagna's box marked with a diagonal stroke and "As".
 * Each graha is its two-letter abbreviation, with its degree in the sign on the rashi chart and "R"
 * when retrograde. Labels are fitted into their house: the font shrinks and the columns grow until
 * every label's box lies inside its region (checked by test/unit/drawing/vedic-chart.test.ts).
 */
import type { Drawing, Shape } from './shapes';
import { hasDevanagari } from './script';
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
}

export const VEDIC_CHART_EN: VedicChartWords = {
  style: { north: 'North Indian', south: 'South Indian' },
  chart: (title, style) => `${title}, ${style === 'north' ? 'North' : 'South'} Indian chart`,
  inSign: (entry, sign) => `${entry} in sign ${sign}`,
  retrograde: 'R',
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

const entryText = (e: VedicChartEntry, retro = 'R'): string => `${e.label}${e.degree !== undefined ? ` ${Math.floor(e.degree)}°` : ''}${e.retrograde ? ` ${retro}` : ''}`;

export interface PlacedLabel {
  region: number;
  text: string;
  size: number;
  box: Box;
}

/**
  * Labels laid out in a region: the largest font (36 down to 12 units), then the first anchor and the
 * fewest columns (1-3) with which every box lies inside the region (with padding) and off the `avoid` box.
 */
export function layoutLabels(region: Region, texts: readonly string[], avoid?: Box): PlacedLabel[] {
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
      if (placed.every((p) => boxInside(p.box, region.poly, size * 0.15) && !(avoid && boxesOverlap(p.box, avoid)))) return placed;
    }
  }
  return fallback;
}

const polyPath = (poly: readonly Pt[]): string => `M${poly.map((q) => `${q[0].toFixed(1)} ${q[1].toFixed(1)}`).join(' L')} Z`;

/** The layout of a chart: each region with its labels (and the sign numbers of the north style). */
export function layoutVedicChart(input: VedicChartInput): { regions: Region[]; labels: PlacedLabel[]; numbers: { region: number; text: string; box: Box }[] } {
  const regions = input.style === 'north' ? northRegions() : southRegions();
  const labels: PlacedLabel[] = [];
  const numbers: { region: number; text: string; box: Box }[] = [];
  for (const region of regions) {
    const sign = input.style === 'north' ? (input.lagnaSign + region.id - 1) % 12 : region.id;
    const texts = input.entries.filter((e) => e.sign === sign).map((e) => entryText(e, input.words?.retrograde));
    let avoid: Box | undefined;
    if (input.style === 'north') {
      const size = 30;
      const text = String(sign + 1);
      const w = textWidth(text, size);
      avoid = { x: region.numberAt![0] - w / 2, y: region.numberAt![1] - size / 2, w, h: size };
      numbers.push({ region: region.id, text, box: avoid });
    }
    labels.push(...layoutLabels(region, texts, avoid));
  }
  return { regions, labels, numbers };
}

/** The chart as a drawing of the shared model. */
export function vedicChartDrawing(input: VedicChartInput): Drawing {
  const t = THEME[input.theme];
  const { regions, labels, numbers } = layoutVedicChart(input);
  const w = input.words ?? VEDIC_CHART_EN;
  const lagnaTexts = new Set(input.entries.filter((e) => e.lagna ?? e.label === 'As').map((e) => entryText(e, w.retrograde)));
  const shapes: Shape[] = [];
  const frame = { color: t.ink, width: 3 };
  for (const r of regions) shapes.push({ kind: 'path', d: polyPath(r.poly), fill: t.background, stroke: frame });
  if (input.style === 'south') {
    const lagna = regions[input.lagnaSign]!;
    const [x, y] = lagna.poly[0]!;
    shapes.push({ kind: 'line', x1: x, y1: y + S / 10, x2: x + S / 10, y2: y, stroke: { color: t.accent, width: 4 } });
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
    desc: `${input.subtitle}. ${input.entries.map((e) => w.inSign(entryText(e, w.retrograde), e.sign + 1)).join('; ')}`,
    background: t.background,
    shapes,
  };
}
