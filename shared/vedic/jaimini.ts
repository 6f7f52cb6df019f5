/**
 * Jaimini, pure: the chara karakas (7 or 8), the bhava arudhas A1..A12 with the upapada (A12), the
 * karakamsha, and the stronger lord of the two signs with two lords (Scorpio: Mars and Ketu;
 * Aquarius: Saturn and Rahu). Rules and sources in docs/vedic.md "Jaimini". No I/O.
 */
import type { GrahaKey } from '../astro/bodies';
import { SIGN_KEYS, type SignKey } from '../astro/zodiac';
import { dignityOf, SIGN_LORDS, vargaSignIndex } from './core';

export const KARAKAS_7 = ['atmakaraka', 'amatyakaraka', 'bhratrikaraka', 'matrikaraka', 'putrakaraka', 'gnatikaraka', 'darakaraka'] as const;
export const KARAKAS_8 = ['atmakaraka', 'amatyakaraka', 'bhratrikaraka', 'matrikaraka', 'pitrikaraka', 'putrakaraka', 'gnatikaraka', 'darakaraka'] as const;
export type CharaKaraka = (typeof KARAKAS_8)[number];
export const KARAKA_SCHEMES = [7, 8] as const;
export type KarakaScheme = (typeof KARAKA_SCHEMES)[number];

const SEVEN: readonly GrahaKey[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
const NINE: readonly GrahaKey[] = [...SEVEN, 'rahu', 'ketu'];

const wrap = (x: number): number => ((x % 360) + 360) % 360;
const signOf = (lon: number): number => Math.min(11, Math.floor(wrap(lon) / 30));
const degreeIn = (lon: number): number => wrap(lon) - signOf(lon) * 30;
const mod12 = (n: number): number => ((n % 12) + 12) % 12;

export interface KarakaEntry {
  karaka: CharaKaraka;
  graha: GrahaKey;
  /** The degree counted: within the sign; Rahu's counted backwards (30 - its degree). */
  degree: number;
}

/**
 * The chara karakas: the grahas by their degree within the sign, highest first (Jaimini Sutras
 * 1.1.10-18; BPHS ch. 32). Seven: Sun to Saturn; eight: with Rahu, whose degree counts backwards
 * from 30 as it moves backwards. Equal degrees (to the float) keep the natural order Sun..Rahu.
 */
export function charaKarakas(grahas: Readonly<Record<GrahaKey, { longitude: number }>>, scheme: KarakaScheme = 7): KarakaEntry[] {
  const names = scheme === 8 ? KARAKAS_8 : KARAKAS_7;
  const counted: GrahaKey[] = scheme === 8 ? [...SEVEN, 'rahu'] : [...SEVEN];
  const ranked = counted
    .map((g, i) => ({ g, i, d: g === 'rahu' ? 30 - degreeIn(grahas[g].longitude) : degreeIn(grahas[g].longitude) }))
    .sort((a, b) => b.d - a.d || a.i - b.i);
  return ranked.map((r, k) => ({ karaka: names[k]!, graha: r.g, degree: r.d }));
}

/** Signs aspected by a sign by rashi drishti: movable -> fixed but the next, fixed -> movable but the one before, dual -> the other duals. */
export function rashiDrishti(sign: number): number[] {
  const out: number[] = [];
  for (let t = 0; t < 12; t++) {
    if (t === sign) continue;
    const a = sign % 3;
    const b = t % 3;
    if (a === 0 && b === 1 && t !== mod12(sign + 1)) out.push(t);
    else if (a === 1 && b === 0 && t !== mod12(sign - 1)) out.push(t);
    else if (a === 2 && b === 2) out.push(t);
  }
  return out;
}

/** Why a co-lord was chosen (docs/vedic.md "Jaimini"). */
export type CoLordRule = 'other-outside' | 'more-conjunctions' | 'jupiter-mercury-dispositor' | 'exalted' | 'sign-kind' | 'degree' | 'natural-order';

/**
 * The stronger of the two lords of Scorpio (Mars, Ketu) or Aquarius (Saturn, Rahu), the rules of
 * K.N. Rao and P.V.R. Narasimha Rao (Jaimini Sutras 1.1 as they read it):
 * 0. one lord in the sign itself and the other elsewhere: the one elsewhere;
 * 1. the one joined by more grahas; 2. the one conjoined or aspected (rashi drishti) by more of
 * Jupiter, Mercury and its own dispositor; 3. the exalted one; 4. the one in a dual sign over a
 * fixed over a movable; 5. the one further advanced in its sign; (equal in all: Mars, Saturn).
 */
export function strongerCoLord(sign: 7 | 10, grahas: Readonly<Record<GrahaKey, { longitude: number }>>): { lord: GrahaKey; rule: CoLordRule } {
  const [a, b]: [GrahaKey, GrahaKey] = sign === 7 ? ['mars', 'ketu'] : ['saturn', 'rahu'];
  const s = (g: GrahaKey) => signOf(grahas[g].longitude);
  const sa = s(a);
  const sb = s(b);
  if (sa === sign && sb !== sign) return { lord: b, rule: 'other-outside' };
  if (sb === sign && sa !== sign) return { lord: a, rule: 'other-outside' };
  const pick = (x: number, y: number, rule: CoLordRule) => (x > y ? { lord: a, rule } : x < y ? { lord: b, rule } : null);
  const joined = (g: GrahaKey) => NINE.filter((o) => o !== g && s(o) === s(g)).length;
  const byJoined = pick(joined(a), joined(b), 'more-conjunctions');
  if (byJoined) return byJoined;
  const helpers = (g: GrahaKey) => {
    const at = s(g);
    const dispositor = SIGN_LORDS[at]!;
    return (['jupiter', 'mercury', dispositor] as GrahaKey[]).filter((h) => s(h) === at || rashiDrishti(s(h)).includes(at)).length;
  };
  const byHelpers = pick(helpers(a), helpers(b), 'jupiter-mercury-dispositor');
  if (byHelpers) return byHelpers;
  const ex = (g: GrahaKey) => (dignityOf(g, grahas[g].longitude) === 'exalted' ? 1 : 0);
  const byExalted = pick(ex(a), ex(b), 'exalted');
  if (byExalted) return byExalted;
  const kind = (g: GrahaKey) => s(g) % 3; // 0 movable, 1 fixed, 2 dual
  const byKind = pick(kind(a), kind(b), 'sign-kind');
  if (byKind) return byKind;
  const byDegree = pick(degreeIn(grahas[a].longitude), degreeIn(grahas[b].longitude), 'degree');
  return byDegree ?? { lord: a, rule: 'natural-order' };
}

/** The lord of a sign for Jaimini: its one lord, or the stronger co-lord of Scorpio and Aquarius. */
export function jaiminiLord(sign: number, grahas: Readonly<Record<GrahaKey, { longitude: number }>>): GrahaKey {
  return sign === 7 || sign === 10 ? strongerCoLord(sign, grahas).lord : SIGN_LORDS[sign]!;
}

/**
 * The arudha (pada) of a sign: as many signs on from its lord as the lord is from the sign
 * (BPHS ch. 29; Jaimini Sutras 1.3.29-33); falling in the sign itself or its 7th, it moves to the
 * 10th from there (BPHS 29.4-5).
 */
export function arudhaOf(sign: number, lordSign: number): number {
  const pada = mod12(lordSign + (lordSign - sign));
  const fromHouse = mod12(pada - sign);
  return fromHouse === 0 || fromHouse === 6 ? mod12(pada + 9) : pada;
}

export interface JaiminiChart {
  karakas: KarakaEntry[];
  /** A1..A12 as sign indices 0..11 (A1 the arudha lagna, A12 the upapada). */
  arudhas: number[];
  karakamsha: number;
  coLords: { scorpio: { lord: GrahaKey; rule: CoLordRule }; aquarius: { lord: GrahaKey; rule: CoLordRule } };
}

/** Jaimini's chara karakas, arudhas, upapada and karakamsha of a chart (sidereal longitudes). */
export function jaiminiChart(lagna: number, grahas: Readonly<Record<GrahaKey, { longitude: number }>>, scheme: KarakaScheme = 7): JaiminiChart {
  const karakas = charaKarakas(grahas, scheme);
  const first = signOf(lagna);
  const coLords = { scorpio: strongerCoLord(7, grahas), aquarius: strongerCoLord(10, grahas) };
  const lordOf = (sign: number): GrahaKey => (sign === 7 ? coLords.scorpio.lord : sign === 10 ? coLords.aquarius.lord : SIGN_LORDS[sign]!);
  const arudhas = Array.from({ length: 12 }, (_, i) => {
    const sign = mod12(first + i);
    return arudhaOf(sign, signOf(grahas[lordOf(sign)].longitude));
  });
  const ak = karakas[0]!.graha;
  return { karakas, arudhas, karakamsha: vargaSignIndex('D9', grahas[ak].longitude), coLords };
}

export const signKey = (i: number): SignKey => SIGN_KEYS[i]!;
