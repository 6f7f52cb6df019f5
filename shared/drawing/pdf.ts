/**
 * PDF renderer: a drawing onto a pdf-lib page, as vector paths and text in the document's
 * embedded DejaVu fonts. The drawing's box (y down) is mapped onto a rectangle of the page
 * (y up): every shape becomes one `drawSvgPath` with the box's origin and scale, so stroke
 * widths and dashes scale exactly as they do in the SVG.
 */
import { LineCapStyle, rgb } from 'pdf-lib';
import type { Color, PDFPage } from 'pdf-lib';
import type { Drawing, Shape, Stroke } from './shapes';

/**
 * What the renderer needs of the document's text writer (the PDF room's `Writer` has it): the
 * current page and text set in the document's embedded fonts. Declared here, so the drawing core
 * does not import the PDF room that uses it.
 */
export interface PdfTextWriter {
  page: PDFPage;
  clean(text: string, style?: 'regular' | 'bold'): string;
  width(text: string, size: number, style?: 'regular' | 'bold'): number;
  draw(text: string, x: number, y: number, size: number, style?: 'regular' | 'bold', color?: Color, page?: PDFPage): void;
}

const colorOf = (hex: string): Color => {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

const circlePath = (cx: number, cy: number, r: number): string =>
  `M ${cx - r} ${cy} A ${r} ${r} 0 1 0 ${cx + r} ${cy} A ${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;

interface Frame {
  /** Page point of the drawing's (0, 0) and page points per drawing unit. */
  x: number;
  y: number;
  k: number;
}

/** Draw `d` with its top-left corner at (x, top) of the page, `width` points wide. */
export function drawOnPdf(w: PdfTextWriter, d: Drawing, x: number, top: number, width: number, page: PDFPage = w.page): void {
  const k = width / d.width;
  if (d.background && d.background.toLowerCase() !== '#ffffff') {
    page.drawRectangle({ x, y: top - d.height * k, width, height: d.height * k, color: colorOf(d.background) });
  }
  for (const s of d.shapes) drawShape(w, page, s, { x, y: top, k });
}

const strokeOptions = (s: Stroke | undefined) =>
  s
    ? {
        borderColor: colorOf(s.color),
        borderWidth: s.width,
        ...(s.dash && s.dash.length > 0 ? { borderDashArray: [...s.dash] } : {}),
        ...(s.opacity !== undefined ? { borderOpacity: s.opacity } : {}),
        ...(s.cap === 'round' ? { borderLineCap: LineCapStyle.Round } : {}),
      }
    : {};

function drawShape(w: PdfTextWriter, page: PDFPage, s: Shape, f: Frame): void {
  const at = { x: f.x, y: f.y, scale: f.k };
  switch (s.kind) {
    case 'circle':
      page.drawSvgPath(circlePath(s.cx, s.cy, s.r), { ...at, ...(s.fill ? { color: colorOf(s.fill) } : {}), ...strokeOptions(s.stroke) });
      return;
    case 'line':
      page.drawSvgPath(`M ${s.x1} ${s.y1} L ${s.x2} ${s.y2}`, { ...at, ...strokeOptions(s.stroke) });
      return;
    case 'path':
      page.drawSvgPath(s.d, { ...at, ...(s.fill ? { color: colorOf(s.fill) } : {}), ...strokeOptions(s.stroke) });
      return;
    case 'text': {
      const style = s.bold ? 'bold' : 'regular';
      const text = w.clean(s.text, style);
      const size = s.size * f.k;
      const tw = w.width(text, size, style);
      const dx = s.anchor === 'middle' ? tw / 2 : s.anchor === 'end' ? tw : 0;
      w.draw(text, f.x + s.x * f.k - dx, f.y - s.y * f.k, size, style, colorOf(s.fill), page);
      return;
    }
    case 'group': {
      const tr = s.transform;
      const inner = tr ? { x: f.x + tr.x * f.k, y: f.y - tr.y * f.k, k: f.k * tr.scale } : f;
      for (const c of s.children) drawShape(w, page, c, inner);
      return;
    }
  }
}
