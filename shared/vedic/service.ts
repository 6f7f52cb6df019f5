/**
 * The use cases of the Vedic routes, free of HTTP: a parsed request -> the birth moment and place
 * (birthSourceOf, as the predictive routes read them) -> the pure core -> the answer's `data`
 * (longitudes to 4 decimals).
 */
import { birthSourceOf, type PredictiveDeps } from '../predictive/service';
import { computeVedicChart, type VedicChart, type VedicPoint } from './chart';
import { DEFAULT_VARGAS, nakshatraOf } from './core';
import { DEFAULT_YEAR_DAYS, runningAt, vimshottari, type DashaPeriod } from './dasha';
import type { VedicChartRequest, VedicDashaRequest } from './request';
import { epochMsFromJd, jdFromEpochMs, localToUtc } from '../astro/time';
import { siderealPositions } from './chart';

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

const iso = (jd: number): string => new Date(Math.round(epochMsFromJd(jd))).toISOString();
const presentPeriod = (p: DashaPeriod): unknown => ({ lord: p.lord, start: iso(p.start), end: iso(p.end), ...(p.periods ? { periods: p.periods.map(presentPeriod) } : {}) });

export async function vedicDashaData(req: VedicDashaRequest, deps: PredictiveDeps) {
  const src = await birthSourceOf(req, deps);
  const settings = { ayanamsha: req.ayanamsha ?? 'lahiri', nodeType: 'mean' as const };
  const pos = siderealPositions(src.jdUT, src.latitude, src.longitude, settings);
  const levels = req.levels ?? 2;
  const yearDays = req.yearDays ?? DEFAULT_YEAR_DAYS;
  const moon = pos.grahas.moon.longitude;
  const v = vimshottari(src.jdUT, moon, levels, yearDays);
  const at = req.at !== undefined ? localToUtc({ date: req.at, time: '00:00', timezone: src.timezone }).jdUT : jdFromEpochMs(deps.now.getTime());
  const n = presentPoint({ longitude: moon, sign: 'aries', rashi: '', degree: 0, nakshatra: nakshatraOf(moon) }).nakshatra;
  return {
    ayanamsha: { name: settings.ayanamsha, value: round(pos.ayanamsha, 6) },
    moon: { longitude: deg(moon), nakshatra: n },
    yearDays,
    levels,
    balance: { lord: v.balance.lord, years: v.balance.years, months: v.balance.months, days: round(v.balance.days, 2), remainingYears: round(v.balance.remainingYears, 6) },
    periods: v.periods.map(presentPeriod),
    at: iso(at),
    current: runningAt(v.periods, at).map((p, i) => ({ level: i + 1, lord: p.lord, start: iso(p.start), end: iso(p.end) })),
  };
}
