/**
 * The use cases of the predictive routes, free of HTTP: a parsed request -> the natal basis ->
 * the technique -> the answer's `data` (rounded for transport as the natal chart is: angles and
 * speeds to 4 decimals, orbs to 2).
 */
import type { Aspect } from '../astro/aspects';
import { invalidInput } from '../errors';
import { birthDeps, birthSourceOf, type BirthDeps } from '../birth-source/index';
import { epochMsFromJd, jdFromEpochMs, zoneFor } from '../astro/time';
import { localDayStart } from '../astro/moment';
import { signOf } from '../astro/zodiac';
import { blueprintChartOptions } from '../blueprint/index';
import { chartOptionsOf } from '../http/schemas';
import { deg, HOUSE_NUMBERS, round } from '../astro/present';
import { natalBasis, type ChartCore, type NatalBasis } from './common';
import { computeProgressions, computeSolarArc, DEFAULT_ANGLE_METHOD } from './progressions';
import { lunarReturnsBetween, nextReturn, solarReturnOfYear, type ReturnChart } from './returns';
import type { FirdariaRequest, LunarReturnRequest, ProfectionsRequest, ProgressionsRequest, SolarArcRequest, SolarReturnRequest } from './request';
import { firdarAt, firdaria, profectionsAt, type FirdarPeriod } from './timing';
import { aspectsWithoutTime, bodiesWithoutTime, chartWithoutTime, directedWithoutTime, predictiveTimeUnknownWarning } from './time-unknown';


type AnyRequest = SolarReturnRequest | LunarReturnRequest | ProgressionsRequest | SolarArcRequest | ProfectionsRequest | FirdariaRequest;

/** The deps of the predictive use cases: those of every birth-data route (shared/birth-source). */
export type PredictiveDeps = BirthDeps;
export const predictiveDeps = birthDeps;

/**
 * The natal basis of a request (birthSourceOf), and the zone its dates are read in. A date, year or
 * month before the birth is refused.
 */
interface NatalOf {
  natal: NatalBasis;
  birthDate: string;
  timezone: string;
  /** Only when the birth time is unknown (a route that allows it): the natal basis at the first and the last second of the birth day. */
  day?: { first: NatalBasis; last: NatalBasis };
}

async function natalOf(req: AnyRequest, deps: PredictiveDeps, allowTimeUnknown = false): Promise<NatalOf> {
  const sent = chartOptionsOf(req);
  const src = await birthSourceOf(req, deps, { allowTimeUnknown });
  const options = src.blueprint ? blueprintChartOptions(src.blueprint, sent) : sent;
  const basis = (jd: number) => natalBasis(jd, src.latitude, src.longitude, options);
  const day = src.timeUnknown ? { day: { first: basis(src.timeUnknown.startJd), last: basis(src.timeUnknown.endJd) } } : {};
  if (!src.blueprint) return { natal: natalBasis(src.jdUT, src.latitude, src.longitude, options), birthDate: src.birthDate, timezone: src.timezone, ...day };
  const birthDate = src.birthDate;
  const r = req as { date?: string; year?: number; month?: string };
  if (r.date !== undefined && r.date < birthDate) throw invalidInput('Invalid date', 'date must be on or after the birth date');
  if (r.year !== undefined && r.year < Number(birthDate.slice(0, 4))) throw invalidInput('Invalid date', 'year must be the birth year or later');
  if (r.month !== undefined && r.month < birthDate.slice(0, 7)) throw invalidInput('Invalid date', 'month must be the birth month or later');
  // the blueprint's chart options (zodiac, houses, node, Lilith) for those the request does not send
  return { natal: natalBasis(src.jdUT, src.latitude, src.longitude, options), birthDate, timezone: src.timezone, ...day };
}

/** 00:00 of a date in the birth zone (UT Julian day); today's date when none is given. */
function midnight(date: string | undefined, timezone: string, now: Date): number {
  if (date === undefined) return jdFromEpochMs(now.getTime());
  return localDayStart(date, timezone).jdUT;
}

/** The settings a chart was cast with, for the answer. */
function settingsOf(natal: NatalBasis) {
  const s = natal.settings;
  return {
    zodiac: s.zodiac,
    ...(s.zodiac === 'sidereal' ? { ayanamsha: s.ayanamsha } : {}),
    houseSystem: s.houseSystem,
    nodeType: s.nodeType,
    lilithType: s.lilithType,
    ...(Object.keys(s.orbs).length ? { orbs: s.orbs } : {}),
  };
}

const presentAspect = (a: Aspect) => ({ point1: a.body1, point2: a.body2, type: a.type, orb: round(a.orb, 2), applying: a.applying });

const presentPoint = (b: { name: string; type: string; longitude: number; latitude: number; speed: number; isRetrograde: boolean; sign: string; degree: number; house?: number }) => ({
  name: b.name,
  type: b.type,
  longitude: deg(b.longitude),
  latitude: round(b.latitude, 4),
  speed: round(b.speed, 4),
  isRetrograde: b.isRetrograde,
  sign: b.sign,
  degree: round(b.degree, 4),
  ...(b.house !== undefined ? { house: b.house } : {}),
});

/** A full chart: every body and point, the 12 cusps, its own aspects, the house system used. */
export function presentChart(c: ChartCore) {
  const houses: Record<string, { sign: string; cusp: number; degree: number }> = {};
  c.cusps.forEach((h, i) => {
    houses[HOUSE_NUMBERS[i]!] = { sign: h.sign, cusp: deg(h.cusp), degree: round(h.degree, 4) };
  });
  return {
    celestialBodies: Object.fromEntries(Object.values(c.bodies).map((b) => [b.key, presentPoint(b)])),
    houses,
    aspects: c.aspects.map(presentAspect),
    houseSystem: c.houseSystem,
    isDayChart: c.isDayChart,
  };
}

const presentReturn = (r: ReturnChart) => ({
  moment: r.utc,
  jdUT: r.jdUT,
  natalLongitude: deg(r.natalLongitude),
  longitude: deg(r.longitude),
  location: { latitude: r.place.latitude, longitude: r.place.longitude, relocated: r.relocated },
  chart: presentChart(r.chart),
  aspectsToNatal: r.aspectsToNatal.map(presentAspect),
});

export async function solarReturnData(req: SolarReturnRequest, deps: PredictiveDeps) {
  const { natal, birthDate, timezone, day } = await natalOf(req, deps, true);
  const after = midnight(req.date, timezone, deps.now);
  const returnOf = (n: NatalBasis) => (req.year !== undefined ? solarReturnOfYear(n, birthDate, req.year, req.location) : nextReturn(n, 'sun', after, req.location));
  const r = returnOf(natal);
  if (!day) return { solarReturn: presentReturn(r), settings: settingsOf(natal) };
  // no birth time: the return of the noon Sun, with the returns of the Sun of the day's first and last second; no houses (./time-unknown.ts)
  const p = presentReturn(r);
  return {
    solarReturn: { ...p, chart: chartWithoutTime(p.chart), aspectsToNatal: aspectsWithoutTime(p.aspectsToNatal), momentRange: { from: returnOf(day.first).utc, to: returnOf(day.last).utc } },
    settings: settingsOf(natal),
    timeUnknown: true as const,
    warnings: [predictiveTimeUnknownWarning(SOLAR_RETURN_ABSENT, 'The Sun moves about 1 degree over the birth day: the return is that of the Sun at 12:00, momentRange gives the returns of its first and last second; its houses and angles and the contacts with the Moon are left out.')],
  };
}

/** What a solar return leaves out without a birth time (paths in `data`). */
export const SOLAR_RETURN_ABSENT = ['solarReturn.chart.houses', 'solarReturn.chart.houseSystem', 'solarReturn.chart.isDayChart', 'solarReturn.chart.celestialBodies.{ascendant,midheaven,descendant,ic,part_of_fortune}', 'solarReturn.chart.celestialBodies.*.house', 'solarReturn.aspectsToNatal (with the Moon or an angle)'];
/** What the progressions leave out without a birth time. */
export const PROGRESSIONS_ABSENT = ['progressions.houses', 'progressions.houseSystem', 'progressions.bodies.{ascendant,midheaven,descendant,ic,part_of_fortune}', 'progressions.bodies.*.house', 'progressions.moonEvents', 'progressions.aspectsToNatal (with the Moon or an angle)'];
/** What the solar arc directions leave out without a birth time. */
export const SOLAR_ARC_ABSENT = ['solarArc.directed.{ascendant,midheaven,descendant,ic,part_of_fortune}', 'solarArc.aspectsToNatal (with the Moon or an angle)'];

export async function lunarReturnData(req: LunarReturnRequest, deps: PredictiveDeps) {
  const { natal, timezone } = await natalOf(req, deps);
  const now = deps.now;
  if (req.month !== undefined) {
    const [y, m] = req.month.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    const lo = midnight(`${req.month}-01`, timezone, now);
    const hi = midnight(next, timezone, now);
    return { month: req.month, lunarReturns: lunarReturnsBetween(natal, lo, hi, req.location).map(presentReturn), settings: settingsOf(natal) };
  }
  return { lunarReturns: [presentReturn(nextReturn(natal, 'moon', midnight(req.date, timezone, now), req.location))], settings: settingsOf(natal) };
}

export async function progressionsData(req: ProgressionsRequest, deps: PredictiveDeps) {
  const { natal, timezone, day } = await natalOf(req, deps, true);
  const p = computeProgressions(natal, midnight(req.date, timezone, deps.now), req.angles ?? DEFAULT_ANGLE_METHOD);
  const known = progressionsAnswer(p, natal);
  if (!day) return known;
  // no birth time: the progressed bodies of the noon birth without angles or houses, the progressed Moon's range (./time-unknown.ts)
  const moonOf = (n: NatalBasis) => presentPoint(computeProgressions(n, midnight(req.date, timezone, deps.now), req.angles ?? DEFAULT_ANGLE_METHOD).bodies.moon!);
  const { houses: _h, houseSystem: _s, moonEvents: _m, bodies, aspectsToNatal, ...rest } = known.progressions;
  return {
    progressions: { ...rest, bodies: bodiesWithoutTime(bodies), houses: null, houseSystem: null, moonEvents: null, aspectsToNatal: aspectsWithoutTime(aspectsToNatal), moonRange: { from: moonOf(day.first), to: moonOf(day.last) } },
    settings: known.settings,
    timeUnknown: true as const,
    warnings: [predictiveTimeUnknownWarning(PROGRESSIONS_ABSENT, 'A day of the birth is a year of the progressions: the progressed Moon moves some 13 degrees a year, moonRange gives it for the first and the last second of the birth day.')],
  };
}

function progressionsAnswer(p: ReturnType<typeof computeProgressions>, natal: NatalBasis) {
  const houses: Record<string, { sign: string; cusp: number }> = {};
  p.houses.cusps.forEach((c, i) => {
    houses[HOUSE_NUMBERS[i]!] = { sign: signOf(c).key, cusp: deg(c) };
  });
  return {
    progressions: {
      date: new Date(Math.round(epochMsFromJd(p.jdUT))).toISOString(),
      progressedMoment: p.progressedUtc,
      age: round(p.age, 4),
      angleMethod: p.angleMethod,
      solarArc: round(p.solarArc, 4),
      bodies: Object.fromEntries(Object.entries(p.bodies).map(([k, b]) => [k, presentPoint(b)])),
      houses,
      houseSystem: { requested: p.houses.requested, used: p.houses.used, fallback: p.houses.fallback },
      aspectsToNatal: p.aspectsToNatal.map(presentAspect),
      moonEvents: p.moonEvents.map((e) => ({ type: e.type, ...(e.sign ? { sign: e.sign } : {}), ...(e.house ? { house: e.house } : {}), date: e.date, utc: e.utc })),
      lunarPhase: { phase: p.lunarPhase.phase, angle: deg(p.lunarPhase.angle), illumination: round(p.lunarPhase.illumination, 2), waxing: p.lunarPhase.waxing },
    },
    settings: settingsOf(natal),
  };
}

export async function solarArcData(req: SolarArcRequest, deps: PredictiveDeps) {
  const { natal, timezone, day } = await natalOf(req, deps, true);
  const d = computeSolarArc(natal, midnight(req.date, timezone, deps.now));
  const known = solarArcAnswer(d, natal);
  if (!day) return known;
  // no birth time: the directed planets of the noon birth, not the angles; no contact with the Moon (./time-unknown.ts)
  return {
    solarArc: { ...known.solarArc, directed: bodiesWithoutTime(known.solarArc.directed), aspectsToNatal: directedWithoutTime(known.solarArc.aspectsToNatal) },
    settings: known.settings,
    timeUnknown: true as const,
    warnings: [predictiveTimeUnknownWarning(SOLAR_ARC_ABSENT, 'The arc holds to about a tenth of a degree over the birth day; the angles and the Moon do not.')],
  };
}

function solarArcAnswer(d: ReturnType<typeof computeSolarArc>, natal: NatalBasis) {
  return {
    solarArc: {
      date: new Date(Math.round(epochMsFromJd(d.jdUT))).toISOString(),
      age: round(d.age, 4),
      arc: round(d.arc, 4),
      directed: Object.fromEntries(Object.entries(d.directed).map(([k, b]) => [k, { name: b.name, longitude: deg(b.longitude), sign: b.sign, degree: round(b.degree, 4), natalLongitude: deg(b.natalLongitude) }])),
      aspectsToNatal: d.aspectsToNatal.map((a) => ({ directed: a.body1, natal: a.body2, type: a.type, orb: round(a.orb, 2), applying: a.applying, perfects: a.perfects })),
    },
    settings: settingsOf(natal),
  };
}


/** The civil date of an instant in a zone (YYYY-MM-DD). */
const dateIn = (ms: number, timezone: string): string => new Date(ms + zoneFor(timezone).offsetSeconds(ms) * 1000).toISOString().slice(0, 10);

export async function profectionsData(req: ProfectionsRequest, deps: PredictiveDeps) {
  const { natal, birthDate, timezone } = await natalOf(req, deps);
  const date = req.date ?? dateIn(deps.now.getTime(), timezone);
  if (date < birthDate) throw invalidInput('Invalid date', 'date must be on or after the birth date');
  const asc = natal.chart.bodies.ascendant;
  const p = profectionsAt(birthDate, signOf(asc.longitude).index, date);
  const lordOf = (lord: string) => {
    const b = natal.chart.bodies[lord as 'sun'];
    return { sign: b.sign, house: b.house ?? null };
  };
  return {
    date,
    age: p.age,
    ascendant: { sign: asc.sign, degree: round(asc.degree, 4) },
    annual: { ...p.annual, natalLord: lordOf(p.annual.lord) },
    monthly: { ...p.monthly, natalLord: lordOf(p.monthly.lord) },
    settings: settingsOf(natal),
  };
}

const isoOfJd = (jd: number): string => new Date(Math.round(epochMsFromJd(jd))).toISOString();
const presentFirdar = (p: FirdarPeriod) => ({
  lord: p.lord,
  years: round((p.endJd - p.startJd) / 365.25, 4),
  start: isoOfJd(p.startJd),
  end: isoOfJd(p.endJd),
  subPeriods: p.subPeriods.map((s) => ({ lord: s.lord, start: isoOfJd(s.startJd), end: isoOfJd(s.endJd) })),
});

export async function firdariaData(req: FirdariaRequest, deps: PredictiveDeps) {
  const { natal, timezone } = await natalOf(req, deps);
  const at = req.date !== undefined ? midnight(req.date, timezone, deps.now) : jdFromEpochMs(deps.now.getTime());
  if (at < natal.jdUT - 1) throw invalidInput('Invalid date', 'date must be on or after the birth date');
  const periods = firdaria(natal.jdUT, natal.chart.isDayChart, at);
  const running = firdarAt(periods, Math.max(at, natal.jdUT));
  return {
    date: req.date ?? dateIn(deps.now.getTime(), timezone),
    sect: natal.chart.isDayChart ? ('day' as const) : ('night' as const),
    periods: periods.map(presentFirdar),
    current: running ? { period: running.period.lord, subPeriod: running.subPeriod?.lord ?? null, start: isoOfJd(running.period.startJd), end: isoOfJd(running.period.endJd) } : null,
  };
}
