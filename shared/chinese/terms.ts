/**
 * The 24 solar terms (节气): the moments the Sun's apparent geocentric longitude reaches a multiple of
 * 15°, from the Swiss Ephemeris (the engine's one Sun). Twelve are jie (节, the month's start for
 * BaZi: 立春 at 315° and every 30° on) and twelve are zhongqi (中气, the principal terms that number
 * the lunar months: 雨水 at 330°, 春分 at 0°, …, 冬至 at 270°).
 */
import { epochMsFromJd, jdFromEpochMs } from '../astro/time';
import { bodyPosition, norm360, SE, sunCrossing } from '../astro/ephemeris';

/** The terms in the order of a Gregorian year, from 小寒 (285°) to 冬至 (270°). */
export const SOLAR_TERMS = [
  { id: 'xiaohan', hanzi: '小寒', longitude: 285 },
  { id: 'dahan', hanzi: '大寒', longitude: 300 },
  { id: 'lichun', hanzi: '立春', longitude: 315 },
  { id: 'yushui', hanzi: '雨水', longitude: 330 },
  { id: 'jingzhe', hanzi: '惊蛰', longitude: 345 },
  { id: 'chunfen', hanzi: '春分', longitude: 0 },
  { id: 'qingming', hanzi: '清明', longitude: 15 },
  { id: 'guyu', hanzi: '谷雨', longitude: 30 },
  { id: 'lixia', hanzi: '立夏', longitude: 45 },
  { id: 'xiaoman', hanzi: '小满', longitude: 60 },
  { id: 'mangzhong', hanzi: '芒种', longitude: 75 },
  { id: 'xiazhi', hanzi: '夏至', longitude: 90 },
  { id: 'xiaoshu', hanzi: '小暑', longitude: 105 },
  { id: 'dashu', hanzi: '大暑', longitude: 120 },
  { id: 'liqiu', hanzi: '立秋', longitude: 135 },
  { id: 'chushu', hanzi: '处暑', longitude: 150 },
  { id: 'bailu', hanzi: '白露', longitude: 165 },
  { id: 'qiufen', hanzi: '秋分', longitude: 180 },
  { id: 'hanlu', hanzi: '寒露', longitude: 195 },
  { id: 'shuangjiang', hanzi: '霜降', longitude: 210 },
  { id: 'lidong', hanzi: '立冬', longitude: 225 },
  { id: 'xiaoxue', hanzi: '小雪', longitude: 240 },
  { id: 'daxue', hanzi: '大雪', longitude: 255 },
  { id: 'dongzhi', hanzi: '冬至', longitude: 270 },
] as const;
export type SolarTermId = (typeof SOLAR_TERMS)[number]['id'];

/** A jie starts a BaZi month: its longitude is 315° + 30°k. */
export const isJie = (longitude: number): boolean => norm360(longitude - 315) % 30 === 0;

export interface SolarTermMoment {
  id: SolarTermId;
  hanzi: string;
  /** the Sun's apparent longitude of the term, degrees */
  longitude: number;
  kind: 'jie' | 'zhongqi';
  /** UT Julian day */
  jd: number;
}

const termAt = (longitude: number) => SOLAR_TERMS.find((t) => t.longitude === norm360(longitude))!;

function momentOf(longitude: number, jd: number): SolarTermMoment {
  const t = termAt(longitude);
  return { id: t.id, hanzi: t.hanzi, longitude: t.longitude, kind: isJie(t.longitude) ? 'jie' : 'zhongqi', jd };
}

/** The first term at or after `jd`: any term, a jie or a zhongqi (`sunLongitude`: the Sun at `jd` when already known). */
export function nextTerm(jd: number, kind: 'any' | 'jie' | 'zhongqi' = 'any', sunLongitude?: number): SolarTermMoment {
  const sun = sunLongitude ?? bodyPosition(jd, SE.SUN).longitude;
  const step = kind === 'any' ? 15 : 30;
  const base = kind === 'jie' ? 15 : 0; // jie: 15° + 30°k (315 = 15 + 300); zhongqi: 30°k
  const target = norm360(base + Math.ceil((norm360(sun - base) - 1e-9) / step) * step);
  // the Sun moves 0.95-1.02° a day: start the search just before the earliest possible crossing
  const ahead = norm360(target - sun);
  const when = sunCrossing(target, ahead > 0 ? Math.max(jd - 1e-6, jd + ahead / 1.02 - 0.2) : jd - 1e-6);
  return momentOf(target, when);
}

/** The last term before or at `jd` of the kind. */
export function previousTerm(jd: number, kind: 'any' | 'jie' | 'zhongqi' = 'any', sunLongitude?: number): SolarTermMoment {
  const sun = sunLongitude ?? bodyPosition(jd, SE.SUN).longitude;
  const step = kind === 'any' ? 15 : 30;
  const base = kind === 'jie' ? 15 : 0;
  const target = norm360(base + Math.floor((norm360(sun - base) + 1e-9) / step) * step);
  // the Sun moves 0.95-1.02° a day: the crossing lies at most behind/0.95 days before jd
  const behind = norm360(sun - target);
  const when = sunCrossing(target, jd - behind / 0.95 - 0.2);
  return momentOf(target, when);
}

/** The 24 terms of a Gregorian year (UT), 小寒 first. */
export function solarTermsOfYear(year: number): SolarTermMoment[] {
  const start = jdFromEpochMs(Date.UTC(year, 0, 1));
  const out: SolarTermMoment[] = [];
  let jd = start;
  // 小寒 falls on 5-7 January: the first term of the year is always it
  for (let i = 0; i < 24; i++) {
    const t = nextTerm(jd);
    out.push(t);
    jd = t.jd + 10; // terms are 14-16 days apart
  }
  return out;
}

/** A UT Julian day as an ISO 8601 UTC timestamp rounded to the second. */
export const isoSecond = (jd: number): string => new Date(Math.round(epochMsFromJd(jd) / 1000) * 1000).toISOString().replace('.000Z', 'Z');
