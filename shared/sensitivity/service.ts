/**
 * The birth-time sensitivity use case: a parsed request -> the birth instant -> the pure core ->
 * the answer's `data`.
 */
import { resolveChartSettings } from '../astro/options';
import { epochMsFromJd, localToUtc, zoneFor } from '../astro/time';
import { chartOptionsOf } from '../http/schemas';
import { birthTimeSensitivity, BISECT_SECONDS } from './core';
import { DEFAULT_MINUTES, type SensitivityRequest } from './request';

const iso = (jd: number): string => new Date(Math.round(epochMsFromJd(jd))).toISOString();
const round = (x: number, digits: number): number => Math.round(x * 10 ** digits) / 10 ** digits;

export function sensitivityData(req: SensitivityRequest) {
  const t = localToUtc({ date: req.birthDate, time: req.birthTime, timezone: req.timezone, longitude: req.longitude, ...(req.utcOffset !== undefined ? { utcOffset: req.utcOffset } : {}) });
  const settings = resolveChartSettings(chartOptionsOf(req));
  const zone = zoneFor(req.timezone);
  const offset = req.utcOffset !== undefined ? t.offsetSeconds : undefined;
  const plusMinusMinutes = req.plusMinusMinutes ?? DEFAULT_MINUTES;
  const r = birthTimeSensitivity({
    jdUT: t.jdUT,
    latitude: req.latitude,
    longitude: req.longitude,
    settings,
    offsetSecondsAt: (ms) => offset ?? zone.offsetSeconds(ms),
    plusMinusMinutes,
  });
  return {
    birth: { utc: t.utc, date: req.birthDate, time: req.birthTime, timezone: req.timezone },
    window: { from: iso(r.startJd), to: iso(r.endJd), plusMinusMinutes },
    precisionSeconds: BISECT_SECONDS,
    changes: r.changes.map((c) => ({ feature: c.feature, from: c.from, to: c.to, at: new Date(epochMsFromJd(c.jd)).toISOString(), minutesFromBirth: round((c.jd - t.jdUT) * 1440, 2) })),
    stable: r.stable,
    settings: { zodiac: settings.zodiac, ...(settings.zodiac === 'sidereal' ? { ayanamsha: settings.ayanamsha } : {}), houseSystem: settings.houseSystem, nodeType: settings.nodeType, lilithType: settings.lilithType },
  };
}
