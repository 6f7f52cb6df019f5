/**
 * The natal chart wheel of the PDF: the shared drawing (shared/drawing/wheel.ts), the same
 * as the image routes', rendered onto the page. Orientation: Ascendant on the left.
 * The PDF hands the drawing the major aspects only (conjunction, opposition, trine, square,
 * sextile): every aspect, minor ones included, is in the aspect grid beside it.
 */
import { drawOnPdf } from '../drawing/pdf';
import { drawWheel, WHEEL_SIZE, wheelFont, wheelLayout } from '../drawing/wheel';
import { spreadAngles } from '../drawing/spread';
import type { Writer } from './layout';
import { wheelChartOf, type AstroView } from '../chart-views/index';

export { wheelChartOf };

/** Radius of the zodiac ring in drawing units (shared/drawing/wheel.ts, single wheel drawn for 800 px). */
const ZODIAC_R = wheelLayout(wheelFont(800), false).zOut;

/** Draw the wheel centred on (cx, cy) with the zodiac ring's outer radius R points. */
export function drawChartWheel(w: Writer, view: AstroView, cx: number, cy: number, R: number, opts: { aspects?: 'major' | 'all' | 'none' } = {}): void {
  const width = (R * WHEEL_SIZE) / ZODIAC_R;
  const aspects = opts.aspects ?? 'major';
  const drawing = drawWheel(wheelChartOf(view, { aspects }), { title: 'Natal chart', desc: 'Natal chart wheel', aspects: aspects === 'all' ? 'all' : 'major' });
  drawOnPdf(w, drawing, cx - width / 2, cy + width / 2, width);
}

/** Display longitudes at least `gap` degrees apart (kept for callers of the former PDF code). */
export function spread(sorted: readonly number[], gap: number): number[] {
  return spreadAngles(sorted, gap);
}
