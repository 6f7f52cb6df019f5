/**
 * The use cases of the Chinese routes, free of HTTP: a parsed request -> the birth moment and place
 * (birthSourceOf, the one path every chart route takes) -> the pure cores (./bazi, ./lunisolar,
 * ./terms) -> the answer's `data`.
 */
import { birthSourceOf, type BirthDeps } from '../birth-source/index';
import { epochMsFromJd, jdFromEpochMs, parseUtcOffset, standardOffsetAt } from '../astro/time';
import { localWallTime } from '../astro/moment';
import { computeBazi } from './bazi';
import { BRANCHES, cycleIndex, mod, STEMS, ANIMALS } from './cycle';
import { chineseDate, dateOfDay, dayNumber } from './lunisolar';
import { isoSecond, nextTerm, previousTerm, solarTermsOfYear } from './terms';
import type { BaziRequest, ChineseCalendarQuery, SolarTermsQuery } from './request';

export { birthDeps as chineseDeps } from '../birth-source/index';

export async function baziData(req: BaziRequest, deps: BirthDeps) {
  const timeKnown = !('timeUnknown' in req && req.timeUnknown === true);
  const source = timeKnown ? req : { ...req, birthTime: '12:00' };
  const src = await birthSourceOf(source as BaziRequest, deps);
  const epochMs = epochMsFromJd(src.jdUT);
  const utcOffset = 'utcOffset' in req && typeof req.utcOffset === 'string' ? req.utcOffset : undefined;
  const standardOffsetSeconds = utcOffset !== undefined ? parseUtcOffset(utcOffset) : standardOffsetAt(src.timezone, epochMs, src.longitude);
  const atJd = req.at !== undefined ? localWallTime(req.at, '12:00', src.timezone).jdUT : jdFromEpochMs(deps.now.getTime());
  const b = computeBazi({
    jdUT: src.jdUT,
    timeKnown,
    standardOffsetSeconds,
    longitude: src.longitude,
    hourBoundary: req.hourBoundary ?? '23:00',
    solarTime: req.solarTime === true ? 'apparent' : 'standard',
    ...(req.sex ? { sex: req.sex } : {}),
    atJd,
  });
  return { ...b, birth: { utc: new Date(Math.round(epochMs / 1000) * 1000).toISOString(), timeKnown }, at: isoSecond(atJd) };
}

const pillarOfCycle = (cycle: number) => ({ stem: STEMS[cycle % 10]!, branch: BRANCHES[cycle % 12]!, hanzi: '甲乙丙丁戊己庚辛壬癸'[cycle % 10]! + '子丑寅卯辰巳午未申酉戌亥'[cycle % 12]!, animal: ANIMALS[cycle % 12]! });

/** The Chinese date of a civil date, its running and next solar terms, and its day pillar. */
export function chineseCalendarData(q: ChineseCalendarQuery) {
  const [y, m, d] = q.date.split('-').map(Number) as [number, number, number];
  const jdn = dayNumber(y, m, d);
  const cd = chineseDate(jdn);
  const yearCycle = mod(cd.year - 4, 60);
  const timezone = q.timezone ?? 'Asia/Shanghai';
  const noon = localWallTime(q.date, '12:00', timezone).jdUT;
  const running = previousTerm(noon);
  const next = nextTerm(noon);
  const monthEnd = dateOfDay(cd.monthStart + cd.monthDays - 1);
  return {
    date: q.date,
    lunar: {
      year: { number: cd.year, ...pillarOfCycle(yearCycle), cycle: yearCycle + 1 },
      month: { number: cd.month, leap: cd.leap, days: cd.monthDays, start: dateOfDay(cd.monthStart).iso, end: monthEnd.iso },
      day: cd.day,
    },
    solarTerm: {
      timezone,
      current: { id: running.id, hanzi: running.hanzi, longitude: running.longitude, kind: running.kind, moment: isoSecond(running.jd) },
      next: { id: next.id, hanzi: next.hanzi, longitude: next.longitude, kind: next.kind, moment: isoSecond(next.jd) },
    },
    dayPillar: pillarOfCycle(cycleIndex(mod(jdn + 49, 10), mod(jdn + 49, 12))),
  };
}

/** The 24 terms of a Gregorian year, UT to the second. */
export function solarTermsData(q: SolarTermsQuery) {
  return {
    year: q.year,
    terms: solarTermsOfYear(q.year).map((t) => ({ id: t.id, hanzi: t.hanzi, longitude: t.longitude, kind: t.kind, moment: isoSecond(t.jd) })),
  };
}
