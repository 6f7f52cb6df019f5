/**
 * Porutham, the South Indian matching of two Moons (ten poruthams, rajju and vedha doshas and their
 * cancellations), and the graded Manglik (Kuja) dosha, pure. The first person is the bride, the
 * second the groom; counts run from the bride's nakshatra (her own is 1) or rasi. Each rule, its
 * source and the variants not followed are in docs/vedic.md.
 */
import type { GrahaKey } from '../astro/bodies';
import { NAKSHATRA_SPAN, SIGN_LORDS } from './core';
import { GANA_OF, relation, YONI_OF, YONI_POINTS } from './match';

export const PORUTHAMS = ['dina', 'gana', 'mahendra', 'streeDeergha', 'yoni', 'rasi', 'rasiAdhipati', 'vasya', 'rajju', 'vedha'] as const;
export type Porutham = (typeof PORUTHAMS)[number];

const wrap = (x: number): number => ((x % 360) + 360) % 360;
const signOf = (lon: number): number => Math.min(11, Math.floor(wrap(lon) / 30));
const nakOf = (lon: number): number => Math.min(26, Math.floor(wrap(lon) / NAKSHATRA_SPAN));

/** Stars that agree with themselves in dina porutham when both Moons are in them (Rohini, Ardra, Magha, Hasta, Vishakha, Shravana, Uttara Bhadrapada, Revati). */
const EKA_NAKSHATRA_GOOD = [3, 5, 9, 12, 15, 21, 25, 26];

/** Rajju of each nakshatra by the zigzag of nine: pada, kati, nabhi, kantha, shiro, kantha, nabhi, kati, pada. */
export const RAJJUS = ['pada', 'kati', 'nabhi', 'kantha', 'shiro'] as const;
const RAJJU_ZIGZAG = [0, 1, 2, 3, 4, 3, 2, 1, 0];
export const rajjuOf = (nak: number): (typeof RAJJUS)[number] => RAJJUS[RAJJU_ZIGZAG[nak % 9]!]!;

/** Vedha: the pairs of stars that obstruct each other (indices summing to 17, 26 or 35 within their groups) and the triple Mrigashira, Chitra, Dhanishta. */
export function vedhaPair(a: number, b: number): boolean {
  if (a === b) return false;
  const triple = [4, 13, 22];
  if (triple.includes(a) && triple.includes(b)) return true;
  const groups: [number[], number][] = [
    [[0, 1, 2, 3, 14, 15, 16, 17], 17],
    [[5, 6, 7, 8, 18, 19, 20, 21], 26],
    [[9, 10, 11, 12, 23, 24, 25, 26], 35],
  ];
  return groups.some(([g, sum]) => g.includes(a) && g.includes(b) && a + b === sum);
}

/** Vasya: the signs each sign holds in its sway (Aries: Leo, Scorpio; ...), Aries first. */
const VASYA_SIGNS: readonly (readonly number[])[] = [[4, 7], [3, 6], [5], [7, 8], [6], [11, 2], [5, 9], [3], [11], [0, 10], [0], [9]];

export interface PoruthamResult {
  agrees: boolean;
}
export interface Dosha {
  present: boolean;
  /** The cancellation followed, or null (none, or no dosha). */
  cancellation: string | null;
}
export interface PoruthamMatch {
  /** The count from the bride's nakshatra to the groom's, 1..27, and from her rasi to his, 1..12. */
  count: { nakshatra: number; rasi: number };
  poruthams: Record<Porutham, PoruthamResult>;
  agreeing: number;
  doshas: { rajju: Dosha; vedha: Dosha };
  band: 'excellent' | 'good' | 'average' | 'not recommended';
}

/** The ten poruthams of a bride's and a groom's Moon (sidereal longitudes). */
export function porutham(brideMoon: number, groomMoon: number): PoruthamMatch {
  const bn = nakOf(brideMoon);
  const gn = nakOf(groomMoon);
  const bs = signOf(brideMoon);
  const gs = signOf(groomMoon);
  const n = ((gn - bn + 27) % 27) + 1;
  const r = ((gs - bs + 12) % 12) + 1;
  const lords: [GrahaKey, GrahaKey] = [SIGN_LORDS[bs]!, SIGN_LORDS[gs]!];
  const lordsFriendly = lords[0] === lords[1] || (relation(lords[0], lords[1]) === 'friend' && relation(lords[1], lords[0]) === 'friend');
  const ganas = [GANA_OF[bn]!, GANA_OF[gn]!];

  const rajjuSame = rajjuOf(bn) === rajjuOf(gn);
  const rajjuCancel = !rajjuSame ? null : bs === gs && bn !== gn ? 'same_rasi' : lordsFriendly ? 'rasi_lords_friendly' : null;
  const vedha = vedhaPair(bn, gn);
  const vedhaCancel = vedha && lords[0] === lords[1] ? 'same_rasi_lord' : null;

  const agrees: Record<Porutham, boolean> = {
    dina: n === 1 ? EKA_NAKSHATRA_GOOD.includes(bn) : [0, 2, 4, 6, 8].includes(n % 9),
    gana: ganas[0] === ganas[1] || (ganas[0] !== 2 && ganas[1] !== 2),
    mahendra: [4, 7, 10, 13, 16, 19, 22, 25].includes(n),
    streeDeergha: n > 13,
    yoni: YONI_POINTS[YONI_OF[bn]!]![YONI_OF[gn]!]! > 0,
    rasi: [1, 7, 9, 10, 11].includes(r),
    rasiAdhipati: relation(lords[0], lords[1]) !== 'enemy' && relation(lords[1], lords[0]) !== 'enemy',
    vasya: bs === gs || VASYA_SIGNS[bs]!.includes(gs) || VASYA_SIGNS[gs]!.includes(bs),
    rajju: !rajjuSame || rajjuCancel !== null,
    vedha: !vedha || vedhaCancel !== null,
  };
  const poruthams = Object.fromEntries(PORUTHAMS.map((p) => [p, { agrees: agrees[p] }])) as Record<Porutham, PoruthamResult>;
  const agreeing = PORUTHAMS.filter((p) => agrees[p]).length;
  const blocked = !agrees.rajju || !agrees.vedha;
  const band = blocked || agreeing < 5 ? 'not recommended' : agreeing < 7 ? 'average' : agreeing < 9 ? 'good' : 'excellent';
  return { count: { nakshatra: n, rasi: r }, poruthams, agreeing, doshas: { rajju: { present: rajjuSame, cancellation: rajjuCancel }, vedha: { present: vedha, cancellation: vedhaCancel } }, band };
}

// --- graded Manglik ---

export type ManglikLevel = 'none' | 'low' | 'high';
export const MANGLIK_FROM = ['lagna', 'moon', 'venus'] as const;
const DOSHA_HOUSES = [1, 2, 4, 7, 8, 12];
/** The house-and-sign exceptions: Mars in this house (from the point) in one of these signs raises no dosha. */
const HOUSE_SIGN_EXCEPTIONS: Readonly<Record<number, readonly number[]>> = { 1: [], 2: [2, 5], 4: [0, 7], 7: [3, 9], 8: [8, 11], 12: [1, 6] };

export interface ManglikGrade {
  level: ManglikLevel;
  /** The points from which Mars raises a dosha that no cancellation removes. */
  from: (typeof MANGLIK_FROM)[number][];
  /** The cancellations followed (ids, docs/vedic.md), in the order checked. */
  cancellations: string[];
}

/**
 * The graded Manglik dosha. From each of the lagna, the Moon and Venus, Mars in the 1st, 2nd, 4th,
 * 7th, 8th or 12th whole-sign house raises a dosha, unless cancelled: for every point, Mars in its
 * own sign or exalted (`mars_own_or_exalted`), Mars with Jupiter or in Jupiter's 5th, 7th or 9th
 * aspect (`jupiter_aspect`); for that house, Mars in the house-and-sign exception
 * (`house_sign_exception`). `high`: the dosha from the lagna in the 7th or 8th, or from two points
 * or more; `low`: from one point otherwise; `none`: from none.
 */
export function manglikGrade(lagna: number | null, moon: number, venus: number, mars: number, jupiter: number): ManglikGrade {
  const ms = signOf(mars);
  const cancellations: string[] = [];
  // an unknown birth time has no lagna: the dosha is graded from the Moon and Venus only
  const raised = MANGLIK_FROM.map((k, i) => {
    const point = [lagna, moon, venus][i];
    if (point === null || point === undefined) return { k, house: 0, dosha: false };
    const house = ((ms - signOf(point) + 12) % 12) + 1;
    return { k, house, dosha: DOSHA_HOUSES.includes(house) };
  }).filter((x) => x.dosha);
  if (raised.length === 0) return { level: 'none', from: [], cancellations };
  if ([0, 7, 9].includes(ms)) return { level: 'none', from: [], cancellations: ['mars_own_or_exalted'] };
  const fromJupiter = ((ms - signOf(jupiter) + 12) % 12) + 1;
  if ([1, 5, 7, 9].includes(fromJupiter)) return { level: 'none', from: [], cancellations: ['jupiter_aspect'] };
  const active = raised.filter((x) => !HOUSE_SIGN_EXCEPTIONS[x.house]!.includes(ms));
  if (active.length < raised.length) cancellations.push('house_sign_exception');
  const from = active.map((x) => x.k);
  const level: ManglikLevel = from.length === 0 ? 'none' : from.length >= 2 || active.some((x) => x.k === 'lagna' && (x.house === 7 || x.house === 8)) ? 'high' : 'low';
  return { level, from, cancellations };
}
