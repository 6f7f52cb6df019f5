/**
 * Ashtakoota (Guna Milan), the North Indian matching of two Moons, and Manglik (Kuja) dosha. Pure
 * tables over sidereal longitudes; the first person is the bride (kanya), the second the groom
 * (vara), as the tables count. Each table and the variants followed are in docs/vedic.md.
 */
import type { GrahaKey } from '../astro/bodies';
import { NAKSHATRA_SPAN, SIGN_LORDS } from './core';

export const KOOTAS = ['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'] as const;
export type Koota = (typeof KOOTAS)[number];
export const KOOTA_MAX: Readonly<Record<Koota, number>> = { varna: 1, vashya: 2, tara: 3, yoni: 4, grahaMaitri: 5, gana: 6, bhakoot: 7, nadi: 8 };

const wrap = (x: number): number => {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
};
const signOf = (lon: number): number => Math.min(11, Math.floor(wrap(lon) / 30));
const nakOf = (lon: number): number => Math.min(26, Math.floor(wrap(lon) / NAKSHATRA_SPAN));

// --- varna: water signs Brahmin (4), fire Kshatriya (3), earth Vaishya (2), air Shudra (1) ---
const VARNA_BY_ELEMENT = [3, 2, 1, 4]; // fire, earth, air, water
const varnaOf = (sign: number): number => VARNA_BY_ELEMENT[sign % 4]!;

// --- vashya: Chatushpada 0, Manava 1, Jalachara 2, Vanachara 3, Keeta 4 (Sagittarius and Capricorn by half) ---
export const VASHYA_GROUPS = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'] as const;
function vashyaOf(lon: number): number {
  const s = signOf(lon);
  const firstHalf = wrap(lon) - s * 30 < 15;
  if (s === 8) return firstHalf ? 1 : 0; // Sagittarius: human, then quadruped
  if (s === 9) return firstHalf ? 0 : 2; // Capricorn: quadruped, then water
  return [0, 0, 1, 2, 3, 1, 1, 4, -1, -1, 1, 2][s]!;
}
/** Points, groom's group (row) against the bride's (column). */
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [0.5, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0, 0, 0, 2, 0],
  [1, 1, 1, 0, 2],
];

// --- tara: the count from one nakshatra to the other, by nine; 3 (Vipat), 5 (Pratyak), 7 (Vadha) are ill ---
const taraGood = (from: number, to: number): boolean => {
  const r = (((to - from + 27) % 27) + 1) % 9;
  return r !== 3 && r !== 5 && r !== 7;
};

// --- yoni: each nakshatra's animal ---
export const YONI_ANIMALS = ['horse', 'elephant', 'sheep', 'serpent', 'dog', 'cat', 'rat', 'cow', 'buffalo', 'tiger', 'deer', 'monkey', 'mongoose', 'lion'] as const;
/** Animal (index into YONI_ANIMALS) of each nakshatra, Ashwini first. */
export const YONI_OF: readonly number[] = [0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1];
export const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

// --- graha maitri: the natural friendship of the Moon signs' lords (BPHS) ---
type Relation = 'friend' | 'neutral' | 'enemy';
const FRIENDS: Readonly<Record<string, { friend: readonly GrahaKey[]; enemy: readonly GrahaKey[] }>> = {
  sun: { friend: ['moon', 'mars', 'jupiter'], enemy: ['venus', 'saturn'] },
  moon: { friend: ['sun', 'mercury'], enemy: [] },
  mars: { friend: ['sun', 'moon', 'jupiter'], enemy: ['mercury'] },
  mercury: { friend: ['sun', 'venus'], enemy: ['moon'] },
  jupiter: { friend: ['sun', 'moon', 'mars'], enemy: ['mercury', 'venus'] },
  venus: { friend: ['mercury', 'saturn'], enemy: ['sun', 'moon'] },
  saturn: { friend: ['mercury', 'venus'], enemy: ['sun', 'moon', 'mars'] },
};
export const relation = (of: GrahaKey, to: GrahaKey): Relation => (FRIENDS[of]!.friend.includes(to) ? 'friend' : FRIENDS[of]!.enemy.includes(to) ? 'enemy' : 'neutral');
function maitri(a: GrahaKey, b: GrahaKey): number {
  if (a === b) return 5;
  const pair = [relation(a, b), relation(b, a)].sort().join('-');
  return { 'friend-friend': 5, 'friend-neutral': 4, 'neutral-neutral': 3, 'enemy-friend': 1, 'enemy-neutral': 0.5, 'enemy-enemy': 0 }[pair]!;
}

// --- gana: Deva 0, Manushya 1, Rakshasa 2 ---
export const GANAS = ['deva', 'manushya', 'rakshasa'] as const;
export const GANA_OF: readonly number[] = [0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0];
/** Points, the bride's gana (row) against the groom's (column). */
const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 5, 1],
  [6, 6, 0],
  [0, 0, 6],
];

// --- bhakoot: the signs' distance; 2/12, 5/9 and 6/8 are ill ---
const bhakoot = (bride: number, groom: number): number => {
  const n = ((groom - bride + 12) % 12) + 1;
  return [2, 12, 5, 9, 6, 8].includes(n) ? 0 : 7;
};

// --- nadi: Adi 0, Madhya 1, Antya 2 ---
export const NADIS = ['adi', 'madhya', 'antya'] as const;
const NADI_OF: readonly number[] = [0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2];

export interface MoonFacts {
  nakshatra: number;
  sign: number;
  varna: number;
  vashya: (typeof VASHYA_GROUPS)[number];
  yoni: (typeof YONI_ANIMALS)[number];
  gana: (typeof GANAS)[number];
  nadi: (typeof NADIS)[number];
}
export const moonFacts = (lon: number): MoonFacts => {
  const n = nakOf(lon);
  return { nakshatra: n + 1, sign: signOf(lon), varna: varnaOf(signOf(lon)), vashya: VASHYA_GROUPS[vashyaOf(lon)]!, yoni: YONI_ANIMALS[YONI_OF[n]!]!, gana: GANAS[GANA_OF[n]!]!, nadi: NADIS[NADI_OF[n]!]! };
};

export interface KootaScore {
  points: number;
  max: number;
}
export interface Ashtakoota {
  kootas: Record<Koota, KootaScore>;
  total: number;
  max: 36;
}

/** The eight kootas of a bride's and a groom's Moon (sidereal longitudes). */
export function ashtakoota(brideMoon: number, groomMoon: number): Ashtakoota {
  const bn = nakOf(brideMoon);
  const gn = nakOf(groomMoon);
  const bs = signOf(brideMoon);
  const gs = signOf(groomMoon);
  const points: Record<Koota, number> = {
    varna: varnaOf(gs) >= varnaOf(bs) ? 1 : 0,
    vashya: VASHYA_POINTS[vashyaOf(groomMoon)]![vashyaOf(brideMoon)]!,
    tara: (taraGood(bn, gn) ? 1.5 : 0) + (taraGood(gn, bn) ? 1.5 : 0),
    yoni: YONI_POINTS[YONI_OF[bn]!]![YONI_OF[gn]!]!,
    grahaMaitri: maitri(SIGN_LORDS[bs]!, SIGN_LORDS[gs]!),
    gana: GANA_POINTS[GANA_OF[bn]!]![GANA_OF[gn]!]!,
    bhakoot: bhakoot(bs, gs),
    nadi: NADI_OF[bn] === NADI_OF[gn] ? 0 : 8,
  };
  const kootas = Object.fromEntries(KOOTAS.map((k) => [k, { points: points[k], max: KOOTA_MAX[k] }])) as Record<Koota, KootaScore>;
  return { kootas, total: KOOTAS.reduce((s, k) => s + points[k], 0), max: 36 };
}

export type Verdict = 'excellent' | 'good' | 'average' | 'not recommended';
/** Bands of the total: below 18 not recommended, 18-24 average, 25-32 good, 33-36 excellent. */
export const verdictOf = (total: number): Verdict => (total < 18 ? 'not recommended' : total < 25 ? 'average' : total < 33 ? 'good' : 'excellent');

export interface Manglik {
  isManglik: boolean;
  /** null when the birth time is unknown (no lagna). */
  fromLagna: boolean | null;
  fromMoon: boolean;
  fromVenus: boolean;
  /** Why a dosha found is cancelled, or null. */
  cancellation: string | null;
}
const DOSHA_HOUSES = [1, 2, 4, 7, 8, 12];
const houseFrom = (from: number, mars: number): number => ((signOf(mars) - signOf(from) + 12) % 12) + 1;
/**
 * Mars in the 1st, 2nd, 4th, 7th, 8th or 12th whole-sign house from the lagna, the Moon and Venus.
 * The dosha is counted from the lagna or the Moon; it is cancelled when Mars is in its own sign
 * (Aries, Scorpio) or exalted (Capricorn).
 */
export function manglikOf(lagna: number | null, moon: number, venus: number, mars: number): Manglik {
  const fromLagna = lagna === null ? null : DOSHA_HOUSES.includes(houseFrom(lagna, mars));
  const fromMoon = DOSHA_HOUSES.includes(houseFrom(moon, mars));
  const fromVenus = DOSHA_HOUSES.includes(houseFrom(venus, mars));
  const s = signOf(mars);
  const cancellation = (fromLagna === true || fromMoon) && [0, 7, 9].includes(s) ? (s === 9 ? 'Mars exalted in Capricorn' : `Mars in its own sign ${s === 0 ? 'Aries' : 'Scorpio'}`) : null;
  return { isManglik: (fromLagna === true || fromMoon) && cancellation === null, fromLagna, fromMoon, fromVenus, cancellation };
}
