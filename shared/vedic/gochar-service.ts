/**
 * POST /v1/vedic/gochar: the birth moment and place (birthSourceOf, as every Vedic route reads
 * them) -> the natal Moon (siderealPositions) -> the window (00:00 in the birth zone) -> the pure
 * core of gochar.ts -> the answer's `data`.
 */
import { deg, round } from '../astro/present';
import { localDayStart } from '../astro/moment';
import { epochMsFromJd } from '../astro/time';
import { GRAHA_KEYS } from '../astro/bodies';
import { invalidInput } from '../errors';
import { birthSourceOf, type BirthDeps } from '../birth-source/index';
import { todayIn } from '../transits/window';
import { siderealPositions } from './chart';
import { gochar, type SaturnSpell } from './gochar';
import { GOCHAR_MAX_YEARS, type VedicGocharRequest } from './gochar-request';
import { ERR_MOON_CHANGES_SIGN, moonOverTheDay } from './time-unknown';
import { SIGN_KEYS } from '../astro/zodiac';

const moonPoint = (longitude: number) => ({ longitude: deg(longitude), sign: SIGN_KEYS[Math.min(11, Math.floor(longitude / 30))]!, degree: round(longitude % 30, 4) });

/** What an unknown birth time changes in the gochar: nothing but the Moon's exact degree (its sign holds all day, else 400). */
const GOCHAR_TIME_UNKNOWN =
  'The birth time is unknown: the gochar reads only the natal Moon’s sign, the same all birth day (moonRange gives the Moon at the day’s first and last second); moon.longitude is the Moon of 12:00 local time.';

const iso = (jd: number): string => new Date(Math.round(epochMsFromJd(jd))).toISOString();

/** The same day `years` later (29 February becomes 28 February). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y + years, m - 1, d));
  if (t.getUTCMonth() !== m - 1) t.setUTCDate(0);
  return t.toISOString().slice(0, 10);
}

export async function vedicGocharData(req: VedicGocharRequest, deps: BirthDeps) {
  const src = await birthSourceOf(req, deps, { allowTimeUnknown: true });
  const from = req.from ?? todayIn(src.timezone, deps.now);
  const to = req.to ?? addYears(from, 1);
  if (to <= from) throw invalidInput('Invalid date', `to (${to}) must be after from (${from})`);
  if (to > addYears(from, GOCHAR_MAX_YEARS)) throw invalidInput('Invalid date', `the window is at most ${GOCHAR_MAX_YEARS} years: to must be on or before ${addYears(from, GOCHAR_MAX_YEARS)}`);
  if (to > '2399-12-30') throw invalidInput('Date out of range', 'to must be 2399-12-30 or earlier');
  const settings = { ayanamsha: req.ayanamsha ?? 'lahiri', nodeType: req.nodeType ?? 'mean' };
  const pos = siderealPositions(src.jdUT, src.latitude, src.longitude, settings);
  // an unknown birth time: the houses from the Moon, Sade Sati, Kantaka and Ashtama Shani need only the Moon's sign
  const day = src.timeUnknown ? moonOverTheDay(src.timeUnknown, src.latitude, src.longitude, settings) : undefined;
  if (day && !day.signHolds) {
    throw invalidInput(
      ERR_MOON_CHANGES_SIGN,
      `The birth time is unknown and the Moon changes sign on ${src.birthDate} (${moonPoint(day.from).sign} at 00:00:00, ${moonPoint(day.to).sign} at 23:59:59 local time): the gochar counts the houses from the Moon's sign, so it needs the birth time`,
    );
  }
  const a = localDayStart(from, src.timezone).jdUT;
  const b = localDayStart(to, src.timezone).jdUT;
  const g = gochar(pos.grahas.moon.longitude, a, b, settings, req.grahas ?? GRAHA_KEYS);
  const spell = (s: SaturnSpell) => ({ sign: s.sign, houseFromMoon: s.houseFromMoon, start: iso(s.start), end: iso(s.end) });
  return {
    ayanamsha: { name: settings.ayanamsha, value: round(pos.ayanamsha, 6) },
    nodeType: settings.nodeType,
    moon: { longitude: deg(pos.grahas.moon.longitude), sign: g.moonSign },
    from: iso(a),
    to: iso(b),
    start: Object.fromEntries(GRAHA_KEYS.map((k) => [k, { longitude: deg(g.start[k].longitude), sign: g.start[k].sign, houseFromMoon: g.start[k].houseFromMoon, isRetrograde: g.start[k].retrograde }])),
    ingresses: Object.fromEntries(Object.entries(g.ingresses).map(([k, list]) => [k, list.map((i) => ({ at: iso(i.jd), sign: i.sign, from: i.from, retrograde: i.retrograde, houseFromMoon: i.houseFromMoon }))])),
    sadeSati: g.sadeSati.map((s) => ({ phase: s.phase, ...spell(s) })),
    kantakaShani: g.kantakaShani.map(spell),
    ashtamaShani: g.ashtamaShani.map(spell),
    ...(day
      ? {
          moonRange: { from: moonPoint(day.from), to: moonPoint(day.to), signChanges: false },
          timeUnknown: true as const,
          warnings: [{ code: 'birth_time_unknown' as const, message: GOCHAR_TIME_UNKNOWN, absent: [] as string[] }],
        }
      : {}),
  };
}
