/**
 * Text and box geometry for laying out labels without a font at hand: DejaVu Sans advance
 * widths (the font the SVG names first, the PNG outlines and the PDF embeds) of the characters
 * drawings print, and axis-aligned boxes with the tests a layout needs (overlap, a segment
 * through a box, how far apart two boxes must be along a direction).
 */

/** DejaVu Sans ascent and descent (em): a text's box is [baseline - ASCENT, baseline + DESCENT]. */
export const ASCENT = 0.928;
export const DESCENT = 0.236;
export const LINE_HEIGHT = ASCENT + DESCENT;
/** The baseline of a text whose box is centred on y: y + BASELINE_SHIFT * size. */
export const BASELINE_SHIFT = (ASCENT - DESCENT) / 2;

// advance widths (em) of DejaVu Sans and DejaVu Sans Bold, read from the bundled fonts
const REGULAR: Record<string, number> = { "'": 0.275, '′': 0.227, '°': 0.5, ' ': 0.318, A: 0.684, C: 0.698, D: 0.77, I: 0.295, M: 0.863, R: 0.695, x: 0.592 };
const BOLD: Record<string, number> = { "'": 0.306, '′': 0.264, '°': 0.5, ' ': 0.348, A: 0.774, C: 0.734, D: 0.83, I: 0.372, M: 0.995, R: 0.77, x: 0.645 };

/**
 * Devanagari (drawn with Noto Sans Devanagari, shaped): consonants 0.78 em (bold 0.84),
 * independent vowels 1.1 em (1.2), the vowel signs written beside a letter 0.36 em (0.4), the marks above, below or joining letters (virama, u-matras,
 * anusvara) nothing; a conjunct is narrower than its letters, so the estimate errs on the safe side.
 */
function devanagariEm(cp: number, bold: boolean): number | undefined {
  if (cp < 0x0900 || cp > 0x097f) return undefined;
  if (cp <= 0x0902 || cp === 0x093a || cp === 0x093c || (cp >= 0x0941 && cp <= 0x0948) || cp === 0x094d || (cp >= 0x0951 && cp <= 0x0957) || cp === 0x0962 || cp === 0x0963) return 0;
  if (cp === 0x0903 || cp === 0x093b || (cp >= 0x093e && cp <= 0x0940) || (cp >= 0x0949 && cp <= 0x094c) || cp === 0x094e || cp === 0x094f) return bold ? 0.4 : 0.36;
  // the independent vowels (आ is अ with its sign) are the widest letters
  if (cp >= 0x0904 && cp <= 0x0914) return bold ? 1.2 : 1.1;
  return bold ? 0.84 : 0.78;
}

/** Width of `text` at `size` (unknown characters: a wide 0.75 em, so that estimates err on the safe side). */
export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? BOLD : REGULAR;
  let em = 0;
  for (const ch of text) em += /[0-9]/.test(ch) ? (bold ? 0.696 : 0.636) : (table[ch] ?? devanagariEm(ch.codePointAt(0)!, bold) ?? 0.75);
  return em * size;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const boxAt = (cx: number, cy: number, w: number, h: number): Box => ({ x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 });
export const grow = (b: Box, d: number): Box => ({ x0: b.x0 - d, y0: b.y0 - d, x1: b.x1 + d, y1: b.y1 + d });
export const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Half the extent of a w x h box along the unit direction (ux, uy) (its support). */
export const support = (w: number, h: number, ux: number, uy: number): number => (Math.abs(ux) * w + Math.abs(uy) * h) / 2;

/** How far apart along (ux, uy) the centres of a w1 x h1 and a w2 x h2 box must be not to overlap. */
export function separation(w1: number, h1: number, w2: number, h2: number, ux: number, uy: number): number {
  const byX = Math.abs(ux) > 1e-9 ? (w1 + w2) / 2 / Math.abs(ux) : Infinity;
  const byY = Math.abs(uy) > 1e-9 ? (h1 + h2) / 2 / Math.abs(uy) : Infinity;
  return Math.min(byX, byY);
}

/**
 * The part [t0, t1] (0..1) of the segment p->q inside the box, or null (slab method).
 */
export function clipSegment(p: { x: number; y: number }, q: { x: number; y: number }, b: Box): [number, number] | null {
  let t0 = 0;
  let t1 = 1;
  const d = { x: q.x - p.x, y: q.y - p.y };
  for (const [o, dd, lo, hi] of [[p.x, d.x, b.x0, b.x1], [p.y, d.y, b.y0, b.y1]] as const) {
    if (Math.abs(dd) < 1e-12) {
      if (o < lo || o > hi) return null;
      continue;
    }
    let a = (lo - o) / dd;
    let c = (hi - o) / dd;
    if (a > c) [a, c] = [c, a];
    t0 = Math.max(t0, a);
    t1 = Math.min(t1, c);
    if (t0 > t1) return null;
  }
  return [t0, t1];
}

/** The pieces of segment p->q outside every box (each at least `min` long). */
export function segmentOutside(p: { x: number; y: number }, q: { x: number; y: number }, boxes: readonly Box[], min = 1): Array<[{ x: number; y: number }, { x: number; y: number }]> {
  const cuts = boxes.map((b) => clipSegment(p, q, b)).filter((c): c is [number, number] => c !== null).sort((a, b) => a[0] - b[0]);
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  const at = (t: number) => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
  const out: Array<[{ x: number; y: number }, { x: number; y: number }]> = [];
  let from = 0;
  for (const [a, b] of cuts) {
    if (a > from && (a - from) * len >= min) out.push([at(from), at(a)]);
    from = Math.max(from, b);
  }
  if (from < 1 && (1 - from) * len >= min) out.push([at(from), at(1)]);
  return out;
}
