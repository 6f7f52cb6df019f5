/**
 * What the Vedic reading and the advisor's Vedic tool are grounded in, from the pure core: the
 * chart's lagna, Moon and grahas, and the Vimshottari mahadasha and antardasha running at a moment
 * (the dasha year of 365.25 days, the route's default). No I/O.
 */
import type { VedicTextFacts } from '../ai/index';
import { GRAHA_KEYS } from '../astro/bodies';
import type { VedicChart, VedicPoint } from './chart';
import { runningDasha } from './dasha';

/** The AI reading's price on top of the chart's (POST /vedic/chart with includeAI). */
export const VEDIC_AI_PRICE = 50;
/** The chart's own price. */
export const VEDIC_CHART_PRICE = 1;

const r1 = (x: number): number => Math.round(x * 10) / 10;

const pointFacts = (p: VedicPoint) => ({ sign: p.sign, rashi: p.rashi, degree: r1(p.degree), nakshatra: { name: p.nakshatra.name, pada: p.nakshatra.pada, lord: p.nakshatra.lord } });

/** The facts of the Vedic reading: lagna, Moon nakshatra, grahas (house, dignity), the dasha running at `atJd`. */
export function vedicTextFacts(chart: VedicChart, atJd: number): VedicTextFacts {
  return {
    ayanamsha: chart.ayanamsha.name,
    lagna: pointFacts(chart.lagna),
    moon: pointFacts(chart.grahas.moon),
    grahas: GRAHA_KEYS.map((k) => {
      const g = chart.grahas[k];
      return { graha: k, sign: g.sign, rashi: g.rashi, house: g.house, dignity: g.dignity, isRetrograde: g.isRetrograde };
    }),
    dasha: runningDasha(chart, atJd),
  };
}
