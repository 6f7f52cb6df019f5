/**
 * The geometry of a drawing, read from its shapes (no browser): the box of every glyph and text
 * label (DejaVu Sans advances, shared/drawing/metrics.ts), the angle and aspect lines, the font
 * sizes; and the checks of issue 33 over them (test/browser/images.test.ts checks the same from
 * the boxes Chromium renders).
 */
import { clipSegment, overlaps, textWidth, ASCENT, DESCENT } from '#shared/drawing/metrics';
import type { Box } from '#shared/drawing/metrics';
import type { Drawing, Shape } from '#shared/drawing/shapes';

export interface Labelled extends Box {
  what: string;
}

export interface Geometry {
  labels: Labelled[];
  lines: Array<{ cls: string; x1: number; y1: number; x2: number; y2: number }>;
  fontSizes: number[];
}

/**
 * The lines checked against the labels: the angles' axes and the cusp lines, the aspect lines, the
 * bodies' ticks and leader lines (connectors) and the stars' ticks of the wheels, the lagna mark of
 * the South Indian chart. A body's own connector ends at its glyph's box, so it never counts as a crossing.
 */
export const LINE_CLASSES = /\b(angle-line|cusp-line|aspect-line|connector|tick|star-line|lagna-mark)\b/;

export function geometry(d: Drawing): Geometry {
  const g: Geometry = { labels: [], lines: [], fontSizes: [] };
  const walk = (shapes: readonly Shape[], ox: number, oy: number, k: number): void => {
    for (const s of shapes) {
      const cls = s.attrs?.class ?? '';
      if (s.kind === 'group') {
        if (s.transform && /\bglyph\b/.test(cls)) {
          const cx = ox + s.transform.x * k;
          const cy = oy + s.transform.y * k;
          const half = 9.5 * s.transform.scale * k; // glyph paths stay within +-9.5 of their box
          g.labels.push({ what: `glyph ${cls}`, x0: cx - half, y0: cy - half, x1: cx + half, y1: cy + half });
          continue;
        }
        const t = s.transform;
        walk(s.children, t ? ox + t.x * k : ox, t ? oy + t.y * k : oy, t ? k * t.scale : k);
      } else if (s.kind === 'text') {
        const size = s.size * k;
        const w = textWidth(s.text, size, s.bold === true);
        const x = ox + s.x * k;
        const y = oy + s.y * k;
        const x0 = s.anchor === 'middle' ? x - w / 2 : s.anchor === 'end' ? x - w : x;
        // the font's box, as a browser's getBBox gives it: ascent above the baseline, descent below
        g.labels.push({ what: `text "${s.text}"`, x0, x1: x0 + w, y0: y - ASCENT * size, y1: y + DESCENT * size });
        g.fontSizes.push(size);
      } else if (s.kind === 'line' && LINE_CLASSES.test(cls)) {
        g.lines.push({ cls, x1: ox + s.x1 * k, y1: oy + s.y1 * k, x2: ox + s.x2 * k, y2: oy + s.y2 * k });
      }
    }
  };
  walk(d.shapes, 0, 0, 1);
  return g;
}

/** The problems of issue 33's bar: labels outside the picture, overlapping, crossed by a line, text under minPx. */
export function problems(d: Drawing, pixelSize: number, minPx = 9): string[] {
  const g = geometry(d);
  const out: string[] = [];
  const k = pixelSize / d.width;
  for (const l of g.labels) if (l.x0 < 0 || l.y0 < 0 || l.x1 > d.width || l.y1 > d.height) out.push(`outside: ${l.what}`);
  for (let i = 0; i < g.labels.length; i++)
    for (let j = i + 1; j < g.labels.length; j++) if (overlaps(g.labels[i]!, g.labels[j]!)) out.push(`overlap: ${g.labels[i]!.what} / ${g.labels[j]!.what}`);
  for (const line of g.lines)
    for (const l of g.labels) {
      const c = clipSegment({ x: line.x1, y: line.y1 }, { x: line.x2, y: line.y2 }, { x0: l.x0 + 0.5, y0: l.y0 + 0.5, x1: l.x1 - 0.5, y1: l.y1 - 0.5 });
      if (c && c[1] - c[0] > 1e-6) out.push(`${line.cls} crosses ${l.what}`);
    }
  for (const s of g.fontSizes) if (s * k < minPx - 1e-9) out.push(`text of ${(s * k).toFixed(2)} px`);
  return out;
}
