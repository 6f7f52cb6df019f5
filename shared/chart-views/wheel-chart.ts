/**
 * A stored chart as the data of the shared wheel drawing (shared/drawing/wheel.ts): used by the
^ * PDF's wheel (shared/pdf/wheel.ts) and the image routes (shared/images/charts.ts). Kept apart from the PDF
 * rendering so that the image functions' bundles do not carry pdf-lib (cold start: docs/infra.md).
 */
import { NATAL_CHART_BODIES } from '../astro/present';
import { isMajorAspect } from '../drawing/wheel';
import type { WheelChart } from '../drawing/wheel';
import type { AstroView } from './model';

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
