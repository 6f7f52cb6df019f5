/**
 * The natal chart wheel of the PDF: the shared drawing (shared/drawing/wheel.ts), the same
 * as the image routes', rendered onto the page. Orientation: Ascendant on the left.
 */
import { drawOnPdf } from '../drawing/pdf';
import { drawWheel, WHEEL_SIZE } from '../drawing/wheel';
import type { WheelChart } from '../drawing/wheel';
import { spreadAngles } from '../drawing/spread';
import type { Writer } from './layout';
import type { AstroView } from './model';

/** Radius of the zodiac ring in drawing units (shared/drawing/wheel.ts, single wheel). */
const ZODIAC_R = 455;

export function wheelChartOf(view: AstroView): WheelChart {
  return {
    bodies: view.bodies.map((b) => ({ key: b.key, longitude: b.longitude, retrograde: b.retrograde })),
    cusps: view.houses.length === 12 ? view.houses.map((h) => h.longitude) : [],
    ascendant: view.ascendant,
    midheaven: view.midheaven,
    aspects: view.aspects.map((a) => ({ a: a.planet1, b: a.planet2, type: a.type })),
  };
}

/** Draw the wheel centred on (cx, cy) with the zodiac ring's outer radius R points. */
export function drawChartWheel(w: Writer, view: AstroView, cx: number, cy: number, R: number): void {
  const width = (R * WHEEL_SIZE) / ZODIAC_R;
  const drawing = drawWheel(wheelChartOf(view), { title: 'Natal chart', desc: 'Natal chart wheel' });
  drawOnPdf(w, drawing, cx - width / 2, cy + width / 2, width);
}

/** Display longitudes at least `gap` degrees apart (kept for callers of the former PDF code). */
export function spread(sorted: readonly number[], gap: number): number[] {
  return spreadAngles(sorted, gap);
}
