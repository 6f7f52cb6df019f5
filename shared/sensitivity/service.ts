/**
 * The birth-time sensitivity use case: a parsed request -> the birth instant (birth data or a saved
 * blueprint, as the predictive routes read them) -> the pure core -> the answer's `data`.
 */
import { resolveChartSettings } from '../astro/options';
import { epochMsFromJd, standardOffsetAt, zoneFor } from '../astro/time';
import { blueprintChartOptions } from '../blueprint/index';
import { chartOptionsOf } from '../http/schemas';
import { birthSourceOf, type BirthDeps } from '../birth-source/index';
import { birthTimeSensitivity, BISECT_SECONDS } from './core';
import { DEFAULT_MINUTES, type SensitivityRequest } from './request';

const iso = (jd: number): string => new Date(Math.round(epochMsFromJd(jd))).toISOString();
const round = (x: number, digits: number): number => Math.round(x * 10 ** digits) / 10 ** digits;

export async function sensitivityData(req: SensitivityRequest, deps: BirthDeps) {
  const src = await birthSourceOf(req, deps);
  const sent = chartOptionsOf(req);
  const settings = resolveChartSettings(src.blueprint ? blueprintChartOptions(src.blueprint, sent) : sent);
  const zone = zoneFor(src.timezone);
  // the civil date moves at local midnight: in the zone, or at the birth moment's fixed offset (the
  // caller's or blueprint's utcOffset, the birthplace's local mean time)
  const fixed = src.moment.method === 'zone rule' ? undefined : src.moment.offsetSeconds;
  const plusMinusMinutes = req.plusMinusMinutes ?? DEFAULT_MINUTES;
  const r = birthTimeSensitivity({
    jdUT: src.jdUT,
    latitude: src.latitude,
    longitude: src.longitude,
    settings,
    offsetSecondsAt: (ms) => fixed ?? zone.offsetSeconds(ms),
    standardOffsetSecondsAt: (ms) => fixed ?? standardOffsetAt(src.timezone, ms, src.longitude),
    plusMinusMinutes,
  });
  const birth = 'blueprintId' in req ? { blueprintId: req.blueprintId, date: src.birthDate } : { date: req.birthDate, time: req.birthTime };
  return {
    birth: { utc: iso(src.jdUT), ...birth, timezone: src.timezone },
    window: { from: iso(r.startJd), to: iso(r.endJd), plusMinusMinutes },
    precisionSeconds: BISECT_SECONDS,
    changes: r.changes.map((c) => ({ feature: c.feature, from: c.from, to: c.to, at: new Date(epochMsFromJd(c.jd)).toISOString(), minutesFromBirth: round((c.jd - src.jdUT) * 1440, 2) })),
    stable: r.stable,
    settings: { zodiac: settings.zodiac, ...(settings.zodiac === 'sidereal' ? { ayanamsha: settings.ayanamsha } : {}), houseSystem: settings.houseSystem, nodeType: settings.nodeType, lilithType: settings.lilithType },
  };
}
