/**
 * The Human Design bodygraph of the PDF: the shared drawing (shared/drawing/bodygraph.ts),
 * the same as the image routes', rendered onto the page.
 */
import { rgb } from 'pdf-lib';
import { BODYGRAPH_SIZE, drawBodygraph as bodygraphDrawing, LAYOUT } from '../drawing/bodygraph';
import { drawOnPdf } from '../drawing/pdf';
import { THEME } from '../drawing/theme';
import type { Writer } from './layout';
import type { HdView } from '../chart-views/index';

const hex = (h: string) => {
  const n = Number.parseInt(h.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** The legend colours of the PDF's activation table: the drawing's light theme. */
export const SIDE_COLORS = { personality: hex(THEME.light.personality), design: hex(THEME.light.design) } as const;

/** Draw the bodygraph with its top-left corner at (x, top); `width` is the graph's own width (layout box). */
export function drawBodygraph(w: Writer, hd: HdView, x: number, top: number, width: number): void {
  const k = width / (LAYOUT.width * 2);
  const margin = (BODYGRAPH_SIZE.width - LAYOUT.width * 2) / 2;
  const drawing = bodygraphDrawing({ defined: hd.defined, gates: hd.gates }, { title: 'Bodygraph', desc: 'Human Design bodygraph' });
  drawOnPdf(w, drawing, x - margin * k, top + margin * k, BODYGRAPH_SIZE.width * k);
}
