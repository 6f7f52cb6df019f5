/**
 * The use cases of the Vedic routes, free of HTTP: a parsed request -> the birth moment and place
 * (birthSourceOf, as the predictive routes read them) -> the pure core -> the answer's `data`
 * (longitudes to 4 decimals).
 */
import { birthSourceOf, type PredictiveDeps } from '../predictive/service';
import { computeVedicChart, type VedicChart, type VedicPoint } from './chart';
import { DEFAULT_VARGAS } from './core';
import type { VedicChartRequest } from './request';

export { predictiveDeps as vedicDeps } from '../predictive/service';

const round = (x: number, digits: number): number => {
  const f = 10 ** digits;
  const r = Math.round(x * f) / f;
  return Object.is(r, -0) ? 0 : r;
};
const deg = (x: number): number => {
  const r = round(x, 4);
  return r >= 360 ? 0 : r;
};

const presentPoint = (p: VedicPoint) => ({
  longitude: deg(p.longitude),
  sign: p.sign,
  rashi: p.rashi,
  degree: Math.min(round(p.degree, 4), 29.9999),
  nakshatra: { index: p.nakshatra.index, name: p.nakshatra.name, pada: p.nakshatra.pada, lord: p.nakshatra.lord },
});

export function presentVedicChart(c: VedicChart) {
  return {
    ayanamsha: { name: c.ayanamsha.name, value: round(c.ayanamsha.value, 6) },
    nodeType: c.nodeType,
    lagna: presentPoint(c.lagna),
    grahas: Object.fromEntries(Object.entries(c.grahas).map(([k, g]) => [k, { ...presentPoint(g), speed: round(g.speed, 4), isRetrograde: g.isRetrograde, house: g.house, dignity: g.dignity }])),
    vargas: c.vargas,
  };
}

export async function vedicChartData(req: VedicChartRequest, deps: PredictiveDeps) {
  const src = await birthSourceOf(req, deps);
  const chart = computeVedicChart(src.jdUT, src.latitude, src.longitude, { ayanamsha: req.ayanamsha ?? 'lahiri', nodeType: req.nodeType ?? 'mean' }, req.vargas ?? DEFAULT_VARGAS);
  return presentVedicChart(chart);
}
