/**
 * The use cases of the Vedic routes, free of HTTP: a parsed request -> the birth moment and place
 * (birthSourceOf, as the predictive routes read them) -> the pure core -> the answer's `data`
 * (longitudes to 4 decimals).
 */
import { deg, round } from '../astro/present';
import { invalidInput } from '../errors';
import { birthSourceOf, type BirthDeps } from '../birth-source/index';
import { computeVedicChart, type VedicChart, type VedicPoint } from './chart';
import { DEFAULT_VARGAS, nakshatraOf } from './core';
import { DEFAULT_YEAR_DAYS, runningAt, vimshottari, vimshottariWithin, type DashaPeriod } from './dasha';
import { vedicDashaSystemData } from './dasha-service';
import type { VedicCalendarQuery, VedicChartImageRequest, VedicChartRequest, VedicDashaRequest, VedicKpRequest, VedicMatchRequest, VedicPanchangRequest } from './request';
import { vedicChartDrawing, type VedicChartEntry } from '../drawing/vedic-chart';
import { labelOf } from '../i18n/labels/index';
import type { Language } from '../i18n/languages';
import { captionWhen, formatNumber } from '../i18n/format';
import { matchSummary, VEDIC_CHART_WORDS, VEDIC_LABELS_HI } from './words/index';
import type { Drawing } from '../drawing/shapes';
import { GRAHA_KEYS, GRAHAS } from '../astro/bodies';
import { VARGA_NAMES } from './core';
import { computeKpChart, DEFAULT_KP_AYANAMSHA } from './kp';
import { ashtakoota, manglikOf, moonFacts, verdictOf } from './match';
import { manglikGrade, porutham, rajjuOf } from './porutham';
import { vedicNames, type VedicNames } from './names';
import { ERR_MOON_CHANGES_NAKSHATRA, moonOverTheDay } from './time-unknown';
import type { PersonRef } from '../relationships/request';
import { RASHIS } from './core';
import { SIGN_KEYS } from '../astro/zodiac';
import { computePanchang, type NextLimb } from './panchang';
import { formatUtcOffset, zoneFor } from '../astro/time';
import { epochMsFromJd, jdFromEpochMs } from '../astro/time';
import { localDayStart } from '../astro/moment';
import { siderealPositions } from './chart';
import { choghadiyas, horas } from './muhurta';
import { ayanaOf, hinduYear, lunarMonthAt, purnimantaOf, rituOf, samvatOf, siderealSky, type CalendarTithi } from './hindu-calendar';
import { riseOrSet } from './panchang';
import { SE } from '../astro/ephemeris';

export { birthDeps as vedicDeps } from '../birth-source/index';


/**
 * A point as answered: `sign` and the nakshatra's `name` are identifiers (English keys, the same in
 * every language); `rashi` and the nakshatra's `displayName` are the names in the answer's language
 * (the label tables: Vrishabha and Krittika in the Latin-script languages, वृषभ and कृत्तिका in Hindi).
 */
const presentPoint = (p: VedicPoint, language: Language = 'en') => ({
  longitude: deg(p.longitude),
  sign: p.sign,
  rashi: p.rashi && labelOf(language, 'rashis', p.rashi),
  degree: Math.min(round(p.degree, 4), 29.9999),
  nakshatra: { index: p.nakshatra.index, name: p.nakshatra.name, displayName: labelOf(language, 'nakshatras', p.nakshatra.name), pada: p.nakshatra.pada, lord: p.nakshatra.lord },
});

/** A point as answered (the Moon's range of an unknown birth time, ./time-unknown.ts). */
export const presentVedicPoint = (p: VedicPoint, language: Language = 'en') => presentPoint(p, language);

/** The chart as answered, its names in `language` (each graha's `name` too: Surya, सूर्य). */
export function presentVedicChart(c: VedicChart, language: Language = 'en') {
  return {
    ayanamsha: { name: c.ayanamsha.name, value: round(c.ayanamsha.value, 6) },
    nodeType: c.nodeType,
    lagna: presentPoint(c.lagna, language),
    grahas: Object.fromEntries(Object.entries(c.grahas).map(([k, g]) => [k, { name: labelOf(language, 'grahas', k), ...presentPoint(g, language), speed: round(g.speed, 4), isRetrograde: g.isRetrograde, house: g.house, dignity: g.dignity }])),
    vargas: c.vargas,
  };
}

export async function vedicChartData(req: VedicChartRequest, deps: BirthDeps) {
  const src = await birthSourceOf(req, deps);
  const chart = computeVedicChart(src.jdUT, src.latitude, src.longitude, { ayanamsha: req.ayanamsha ?? 'lahiri', nodeType: req.nodeType ?? 'mean' }, req.vargas ?? DEFAULT_VARGAS);
  return presentVedicChart(chart);
}

const iso = (jd: number): string => new Date(Math.round(epochMsFromJd(jd))).toISOString();
const presentPeriod =
  (name: VedicNames) =>
  (p: DashaPeriod): unknown => ({ lord: p.lord, lordName: name.graha(p.lord), start: iso(p.start), end: iso(p.end), ...(p.periods ? { periods: p.periods.map(presentPeriod(name)) } : {}) });

export async function vedicDashaData(req: VedicDashaRequest, deps: BirthDeps, language: Language = 'en') {
  // the other systems (dasha-service.ts); Vimshottari's answer stays as it was, with the names beside the ids
  if (req.system !== undefined && req.system !== 'vimshottari') return vedicDashaSystemData({ ...req, system: req.system }, deps, language);
  const name = vedicNames(language);
  const src = await birthSourceOf(req, deps);
  const settings = { ayanamsha: req.ayanamsha ?? 'lahiri', nodeType: 'mean' as const };
  const pos = siderealPositions(src.jdUT, src.latitude, src.longitude, settings);
  const levels = req.levels ?? 2;
  const yearDays = req.yearDays ?? DEFAULT_YEAR_DAYS;
  const moon = pos.grahas.moon.longitude;
  const at = req.at !== undefined ? localDayStart(req.at, src.timezone).jdUT : jdFromEpochMs(deps.now.getTime());
  // levels 4 and 5 (sookshma, prana): every period to the third level, the deeper ones within the mahadasha running at `at`
  const v = vimshottari(src.jdUT, moon, Math.min(levels, 3), yearDays);
  const focus = levels > 3 ? v.periods.find((p) => at >= p.start && at < p.end) : undefined;
  if (focus) focus.periods = vimshottariWithin(focus.lord, focus.start, focus.end - focus.start, levels - 1);
  const n = presentPoint({ longitude: moon, sign: 'aries', rashi: '', degree: 0, nakshatra: nakshatraOf(moon) }, language).nakshatra;
  return {
    ayanamsha: { name: settings.ayanamsha, value: round(pos.ayanamsha, 6) },
    moon: { longitude: deg(moon), nakshatra: n },
    yearDays,
    levels,
    balance: { lord: v.balance.lord, lordName: name.graha(v.balance.lord), years: v.balance.years, months: v.balance.months, days: round(v.balance.days, 2), remainingYears: round(v.balance.remainingYears, 6) },
    periods: v.periods.map(presentPeriod(name)),
    at: iso(at),
    current: runningAt(v.periods, at).map((p, i) => ({ level: i + 1, lord: p.lord, lordName: name.graha(p.lord), start: iso(p.start), end: iso(p.end) })),
  };
}

/** A moment as ISO 8601 local time with its offset in a zone, to the second. */
export function localIso(jd: number, timezone: string): string {
  const ms = Math.round(epochMsFromJd(jd) / 1000) * 1000;
  const off = zoneFor(timezone).offsetSeconds(ms);
  return `${new Date(ms + off * 1000).toISOString().slice(0, 19)}${formatUtcOffset(off)}`;
}

/** The panchang of a date at a place (no birth data: the place and zone of the request). */
export function vedicPanchangData(req: VedicPanchangRequest) {
  const [y, m, d] = req.date.split('-').map(Number) as [number, number, number];
  const nextDate = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  const midnight = localDayStart(req.date, req.timezone, { longitude: req.longitude }).jdUT;
  const nextMidnight = localDayStart(nextDate, req.timezone, { longitude: req.longitude }).jdUT;
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const convention = req.sunrise ?? 'standard';
  const p = computePanchang(midnight, nextMidnight, weekday, req.latitude, req.longitude, { ayanamsha: req.ayanamsha ?? 'lahiri', convention });
  const t = (jd: number) => localIso(jd, req.timezone);
  const next = (n: NextLimb) => ({ index: n.index, name: n.name, endsAt: n.endsAt === null ? null : t(n.endsAt) });
  const span = (s: { start: number; end: number }) => ({ start: t(s.start), end: t(s.end) });
  const L = p.limbs;
  return {
    date: req.date,
    location: { latitude: req.latitude, longitude: req.longitude, timezone: req.timezone, ...(req.city !== undefined ? { city: req.city } : {}), ...(req.country !== undefined ? { country: req.country } : {}) },
    sunriseConvention: convention,
    ayanamsha: { name: p.ayanamsha.name, value: round(p.ayanamsha.value, 6) },
    vara: p.vara,
    sunrise: t(p.sunrise),
    sunset: t(p.sunset),
    nextSunrise: t(p.nextSunrise),
    moonrise: p.moonrise === null ? null : t(p.moonrise),
    moonset: p.moonset === null ? null : t(p.moonset),
    tithi: { index: L.tithi.index, name: L.tithi.name, paksha: L.tithi.paksha, endsAt: t(L.tithi.endsAt), next: { ...next(p.next.tithi), paksha: p.next.tithi.paksha } },
    nakshatra: { index: L.nakshatra.index, name: L.nakshatra.name, pada: L.nakshatra.pada, lord: nakshatraOf((L.nakshatra.index - 1) * (360 / 27)).lord, endsAt: t(L.nakshatra.endsAt), next: next(p.next.nakshatra) },
    yoga: { index: L.yoga.index, name: L.yoga.name, endsAt: t(L.yoga.endsAt), next: next(p.next.yoga) },
    karana: { index: L.karana.index, name: L.karana.name, endsAt: t(L.karana.endsAt), next: next(p.next.karana) },
    rahuKaal: span(p.rahuKaal),
    gulikaKaal: span(p.gulikaKaal),
    yamaganda: span(p.yamaganda),
    abhijitMuhurta: span(p.abhijitMuhurta),
    ...panchangAdditions(p.sunrise, p.sunset, p.nextSunrise, weekday, L.tithi.paksha === 'krishna', p.ayanamsha.name, t),
  };
}

/** The panchang's muhurta divisions and calendar (issue 49): choghadiya, horas, lunar month, samvat, ritu, ayana. */
function panchangAdditions(sunrise: number, sunset: number, nextSunrise: number, weekday: number, krishna: boolean, ayanamsha: string, t: (jd: number) => string) {
  const c = choghadiyas(sunrise, sunset, nextSunrise, weekday);
  const chog = (x: { name: string; quality: string; start: number; end: number }) => ({ name: x.name, quality: x.quality, start: t(x.start), end: t(x.end) });
  const sky = siderealSky(sunrise, ayanamsha);
  const month = lunarMonthAt(sky, sunrise);
  const samvat = samvatOf(month, (jd) => new Date(epochMsFromJd(jd)).getUTCFullYear());
  return {
    choghadiya: { day: c.day.map(chog), night: c.night.map(chog) },
    horas: horas(sunrise, sunset, nextSunrise, weekday).map((h) => ({ lord: h.lord, start: t(h.start), end: t(h.end) })),
    lunarMonth: { amanta: month.name, purnimanta: purnimantaOf(month, krishna).name, adhika: month.adhika, startsAt: t(month.start), endsAt: t(month.end) },
    samvat: { vikram: samvat.vikram, shaka: samvat.shaka, samvatsara: samvat.samvatsara.name, samvatsaraIndex: samvat.samvatsara.index, samvatsaraConvention: samvat.samvatsara.convention },
    ritu: rituOf(month.index).name,
    ayana: ayanaOf(sky.position('sun', sunrise).longitude),
  };
}

const VARNAS = ['', 'shudra', 'vaishya', 'kshatriya', 'brahmin'];
const asSource = (p: PersonRef) =>
  p.kind === 'birth'
    ? { birthDate: p.birth.birthDate, birthTime: p.birth.birthTime, timeUnknown: p.birth.timeUnknown, timezone: p.birth.timezone, utcOffset: p.birth.utcOffset, latitude: p.birth.latitude, longitude: p.birth.longitude }
    : { blueprintId: p.blueprintId, ...(p.place ?? {}) };

const matchMoon = (longitude: number) => ({ longitude: deg(longitude), sign: SIGN_KEYS[Math.min(11, Math.floor(longitude / 30))]!, nakshatra: presentPoint({ longitude, sign: 'aries', rashi: '', degree: 0, nakshatra: nakshatraOf(longitude) }).nakshatra });

/** Ashtakoota of the bride's and the groom's Moons, with each one's Manglik dosha and the verdict. */
export async function vedicMatchData(req: VedicMatchRequest, deps: BirthDeps, language: Language = 'en') {
  const settings = { ayanamsha: req.ayanamsha ?? 'lahiri', nodeType: 'mean' as const };
  const sources = await Promise.all(req.people.map((p) => birthSourceOf(asSource(p), deps, { allowTimeUnknown: true })));
  const pos = sources.map((s) => siderealPositions(s.jdUT, s.latitude, s.longitude, settings));
  // an unknown birth time: the kootas read only the Moon's nakshatra and sign, answered when both hold all day (docs/vedic.md)
  const days = sources.map((s, i) => {
    if (!s.timeUnknown) return undefined;
    const day = moonOverTheDay(s.timeUnknown, s.latitude, s.longitude, settings);
    if (!day.signHolds || !day.nakshatraHolds) {
      const p = req.people[i]!;
      const who = `people[${i}] (${i === 0 ? 'the bride' : 'the groom'}${p.kind === 'birth' ? `, ${p.fullName}` : `, ${p.blueprintId}`})`;
      const [f, t] = [nakshatraOf(day.from), nakshatraOf(day.to)];
      throw invalidInput(
        ERR_MOON_CHANGES_NAKSHATRA,
        `The birth time of ${who} is unknown and the Moon changes ${day.signHolds ? 'nakshatra' : 'sign and nakshatra'} on ${s.birthDate} (${f.name} ${deg(day.from)}° at 00:00:00, ${t.name} ${deg(day.to)}° at 23:59:59 local time): the match reads the Moon's nakshatra and sign, so it needs this person's birth time`,
      );
    }
    return day;
  });
  const [bride, groom] = pos as [(typeof pos)[number], (typeof pos)[number]];
  const a = ashtakoota(bride.grahas.moon.longitude, groom.grahas.moon.longitude);
  const manglik = pos.map((p, i) => {
    const g = p.grahas;
    // no lagna without the birth time: the dosha from the Moon and Venus only
    const lagna = days[i] ? null : p.lagna;
    const grade = manglikGrade(lagna, g.moon.longitude, g.venus.longitude, g.mars.longitude, g.jupiter.longitude);
    return { ...manglikOf(lagna, g.moon.longitude, g.venus.longitude, g.mars.longitude), level: grade.level, doshaFrom: grade.from, cancellations: grade.cancellations };
  });
  const band = verdictOf(a.total);
  const balanced = manglik[0]!.isManglik === manglik[1]!.isManglik;
  const people = req.people.map((p, i) => {
    const moon = pos[i]!.grahas.moon.longitude;
    const f = moonFacts(moon);
    const s = Math.min(11, Math.floor(moon / 30));
    return {
      ...(p.kind === 'birth' ? { fullName: p.fullName } : { blueprintId: p.blueprintId }),
      moon: { longitude: deg(moon), sign: SIGN_KEYS[s]!, rashi: labelOf(language, 'rashis', RASHIS[s]!), nakshatra: presentPoint({ longitude: moon, sign: 'aries', rashi: '', degree: 0, nakshatra: nakshatraOf(moon) }, language).nakshatra },
      ...(days[i] ? { timeUnknown: true as const, moonRange: { from: matchMoon(days[i].from), to: matchMoon(days[i].to) } } : {}),
      varna: VARNAS[f.varna]!,
      vashya: f.vashya,
      yoni: f.yoni,
      gana: f.gana,
      nadi: f.nadi,
      // the attributes' names in the answer's language (the label tables), beside the ids above
      varnaName: labelOf(language, 'varnas', VARNAS[f.varna]!),
      vashyaName: labelOf(language, 'vashyas', f.vashya),
      yoniName: labelOf(language, 'yonis', f.yoni),
      ganaName: labelOf(language, 'ganas', f.gana),
      nadiName: labelOf(language, 'nadis', f.nadi),
    };
  });
  if (req.system === 'porutham') {
    const m = porutham(bride.grahas.moon.longitude, groom.grahas.moon.longitude);
    const name = vedicNames(language);
    return {
      system: 'porutham' as const,
      ayanamsha: { name: settings.ayanamsha, value: round(bride.ayanamsha, 6) },
      people: people.map((p, i) => {
        const rajju = rajjuOf(Math.min(26, Math.floor(pos[i]!.grahas.moon.longitude / (360 / 27))));
        return { ...p, rajju, rajjuName: name.rajju(rajju) };
      }),
      count: m.count,
      poruthams: Object.fromEntries(Object.entries(m.poruthams).map(([k, v]) => [k, { name: name.porutham(k), ...v }])),
      agreeing: m.agreeing,
      max: 10,
      doshas: m.doshas,
      manglik,
      verdict: { band: m.band, manglikBalanced: balanced },
    };
  }
  const doshas = [a.kootas.nadi.points === 0 ? 'Nadi dosha (the same nadi)' : '', a.kootas.bhakoot.points === 0 ? 'Bhakoot dosha' : ''].filter(Boolean);
  const summary =
    language !== 'en'
      ? matchSummary(language, a.total, band, a.kootas.nadi.points === 0, a.kootas.bhakoot.points === 0, balanced ? (manglik[0]!.isManglik ? 'both' : 'neither') : 'one')
      : `${a.total} of 36 gunas: ${band}${doshas.length ? `; ${doshas.join(', ')}` : ''}; ${balanced ? (manglik[0]!.isManglik ? 'both manglik (the doshas cancel each other)' : 'neither manglik') : 'one manglik and the other not'}`;
  return {
    system: 'ashtakoota' as const,
    ayanamsha: { name: settings.ayanamsha, value: round(bride.ayanamsha, 6) },
    people,
    kootas: Object.fromEntries(Object.entries(a.kootas).map(([k, v]) => [k, { name: labelOf(language, 'kootas', k), ...v }])),
    total: a.total,
    max: a.max,
    manglik,
    verdict: { band, manglikBalanced: balanced, summary },
  };
}

export async function vedicKpData(req: VedicKpRequest, deps: BirthDeps) {
  const src = await birthSourceOf(req, deps);
  const k = computeKpChart(src.jdUT, src.latitude, src.longitude, req.ayanamsha ?? DEFAULT_KP_AYANAMSHA);
  return {
    ayanamsha: { name: k.ayanamsha.name, value: round(k.ayanamsha.value, 6) },
    houseSystem: k.houseSystem,
    cusps: k.cusps.map((c) => ({ ...c, longitude: deg(c.longitude) })),
    grahas: Object.fromEntries(Object.entries(k.grahas).map(([g, p]) => [g, { ...p, longitude: deg(p.longitude) }])),
    significators: k.significators,
  };
}

/** The usual ayanamshas by their Hindi names (the others keep their identifier). */
const AYANAMSHA_HI: Readonly<Record<string, string>> = { lahiri: 'लाहिड़ी', raman: 'रमन', krishnamurti: 'कृष्णमूर्ति', 'true-citra': 'सत्य चित्रा', yukteshwar: 'युक्तेश्वर' };

/** The chart image's drawing: the rashi chart or a varga, north or south style. */
export async function vedicChartImageDrawing(req: VedicChartImageRequest, deps: BirthDeps, language: Language = 'en'): Promise<Drawing> {
  const src = await birthSourceOf(req, deps);
  const varga = req.varga ?? 'D1';
  const c = computeVedicChart(src.jdUT, src.latitude, src.longitude, { ayanamsha: req.ayanamsha ?? 'lahiri', nodeType: req.nodeType ?? 'mean' }, [varga]);
  const v = c.vargas[varga]!;
  const signOf = (k: string) => SIGN_KEYS.indexOf(k as (typeof SIGN_KEYS)[number]);
  const d1 = varga === 'D1';
  const hi = language === 'hi';
  const entries: VedicChartEntry[] = [
    { label: hi ? VEDIC_LABELS_HI.lagna! : 'As', sign: signOf(v.lagna), ...(d1 ? { degree: c.lagna.degree } : {}), ...(hi ? { lagna: true } : {}) },
    ...GRAHA_KEYS.map((g) => ({ label: hi ? VEDIC_LABELS_HI[g]! : GRAHAS[g].abbreviation, sign: signOf(v.grahas[g]), ...(d1 ? { degree: c.grahas[g].degree } : {}), retrograde: g !== 'rahu' && g !== 'ketu' && c.grahas[g].isRetrograde })),
  ];
  // English keeps its ISO subtitle; the other languages write the date and number as they do, Hindi in Devanagari
  const when =
    'blueprintId' in req
      ? `${hi ? 'ब्लूप्रिंट' : 'blueprint'} ${req.blueprintId}`
      : `${captionWhen(req.birthDate, req.birthTime, language)}, ${req.city}`;
  const ayanamsha = hi ? (AYANAMSHA_HI[c.ayanamsha.name] ?? c.ayanamsha.name) : c.ayanamsha.name;
  const ayanamshaValue = language === 'en' ? c.ayanamsha.value.toFixed(2) : formatNumber(c.ayanamsha.value, language, 2);
  return vedicChartDrawing({
    style: req.style ?? 'north',
    lagnaSign: signOf(v.lagna),
    entries,
    title: `${language === 'en' ? VARGA_NAMES[varga] : labelOf(language, 'vargas', varga)} (${varga})`,
    subtitle: `${when} · ${ayanamsha}${hi ? ' अयनांश' : ''} ${ayanamshaValue}°`,
    theme: req.theme,
    ...(req.minutes === true ? { minutes: true } : {}),
    // the South style's sign names: the rashis as GET /labels gives them (Sanskrit in Latin letters, Devanagari in Hindi)
    words: { ...VEDIC_CHART_WORDS[language], signs: RASHIS.map((r) => labelOf(language, 'rashis', r)) },
  });
}

/**
 * GET /vedic/calendar: the Ekadashis, Purnimas, Amavasyas and Sankrantis observed on the civil days
 * of a year at a place (rules in docs/vedic.md), with their moments in the place's zone.
 */
export function vedicCalendarData(q: VedicCalendarQuery) {
  const convention = q.sunrise ?? 'standard';
  const ayanamsha = q.ayanamsha ?? 'lahiri';
  const from = localDayStart(`${q.year}-01-01`, q.timezone, { longitude: q.longitude }).jdUT;
  const to = localDayStart(`${q.year + 1}-01-01`, q.timezone, { longitude: q.longitude }).jdUT;
  const rise = (jd: number) => riseOrSet(jd, SE.SUN, 'rise', q.latitude, q.longitude, convention);
  const set = (jd: number) => riseOrSet(jd, SE.SUN, 'set', q.latitude, q.longitude, convention);
  const y = hinduYear(from, to, rise, set, ayanamsha);
  const t = (jd: number) => localIso(jd, q.timezone);
  const inYear = (sunrise: number) => t(sunrise).slice(0, 4) === String(q.year);
  const tithi = (x: CalendarTithi) => ({
    paksha: x.paksha,
    month: { amanta: x.month.name, purnimanta: purnimantaOf(x.month, x.paksha === 'krishna').name, adhika: x.month.adhika },
    start: t(x.start),
    end: t(x.end),
    observedOn: t(x.sunrise).slice(0, 10),
    sunrise: t(x.sunrise),
  });
  const of = (kind: CalendarTithi['kind']) => y.tithis.filter((x) => x.kind === kind && inYear(x.sunrise)).map(tithi);
  return {
    year: q.year,
    location: { latitude: q.latitude, longitude: q.longitude, timezone: q.timezone },
    ayanamsha,
    sunriseConvention: convention,
    ekadashis: of('ekadashi'),
    purnimas: of('purnima'),
    amavasyas: of('amavasya'),
    sankrantis: y.sankrantis.filter((s) => inYear(s.sunrise)).map((s) => ({ sign: s.sign, rashi: s.rashi, moment: t(s.jd), observedOn: t(s.sunrise).slice(0, 10) })),
  };
}
