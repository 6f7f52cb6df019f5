/**
 * The natal chart wheel of the PDF: the shared drawing (shared/drawing/wheel.ts), the same
 * as the image routes', rendered onto the page. Orientation: Ascendant on the left.
 * The PDF hands the drawing the major aspects only (conjunction, opposition, trine, square,
 * sextile): every aspect, minor ones included, is in the aspect grid beside it.
 */
import { drawOnPdf } from '../drawing/pdf';
import { drawWheel, isMajorAspect, WHEEL_SIZE, wheelFont, wheelLayout } from '../drawing/wheel';
import type { WheelChart } from '../drawing/wheel';
import { NATAL_CHART_BODIES } from '../astro/present';
import { spreadAngles } from '../drawing/spread';
import type { Writer } from './layout';
import type { AstroView } from './model';

/** Radius of the zodiac ring in drawing units (shared/drawing/wheel.ts, single wheel drawn for 800 px). */
const ZODIAC_R = wheelLayout(wheelFont(800), false).zOut;

/**
 * A stored chart as a wheel: the bodies the natal chart calculator's wheel draws (its 12 bodies:
 * angles are drawn as axes, Lilith and the Part of Fortune left out as that route does), with
 * their retrograde flag (absent in blueprints saved before it was kept: not drawn), and the
 * aspects between them (all of them by default, as the route hands its drawing; the PDF asks
 * for the majors). The same wheel as /images/natal-wheel's for the same chart.
 */
const DRAWN = new Set<string>(NATAL_CHART_BODIES);
export function wheelChartOf(view: AstroView, opts: { aspects?: 'major' | 'all' | 'none' } = {}): WheelChart {
  const drawn = (key: string): boolean => DRAWN.has(key.toLowerCase());
  const which = opts.aspects ?? 'all';
  const aspects = which === 'none' ? [] : view.aspects.filter((a) => which === 'all' || isMajorAspect(a.type));
  return {
    bodies: view.bodies.filter((b) => drawn(b.key)).map((b) => ({ key: b.key, longitude: b.longitude, retrograde: b.retrograde })),
    cusps: view.houses.length === 12 ? view.houses.map((h) => h.longitude) : [],
    ascendant: view.ascendant,
    midheaven: view.midheaven,
    aspects: aspects.filter((a) => drawn(a.planet1) && drawn(a.planet2)).map((a) => ({ a: a.planet1, b: a.planet2, type: a.type })),
  };
}

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
