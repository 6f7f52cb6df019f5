/**
 * The tables and rules of Jyotish over sidereal longitudes, pure: the rashis, the 27 nakshatras
 * with their padas and lords, the dignities, and the sixteen vargas of the Shodashavarga by the
 * rules of Brihat Parashara Hora Shastra as Jagannatha Hora applies them (docs/vedic.md).
 */
import type { GrahaKey } from '../astro/bodies';
import { TRADITIONAL_RULERS } from '../astro/rulers';
import { SIGN_KEYS, type SignKey } from '../astro/zodiac';

export const RASHIS = ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena'] as const;

/** The lord of each sign, Aries to Pisces: the traditional rulers (shared/astro/rulers.ts). */
export const SIGN_LORDS: readonly GrahaKey[] = SIGN_KEYS.map((k) => TRADITIONAL_RULERS[k]);

export const NAKSHATRAS = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;

/** The Vimshottari order of the lords and their years (120 in all). */
export const DASHA_LORDS: readonly GrahaKey[] = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'];
export const DASHA_YEARS: Readonly<Record<GrahaKey, number>> = { ketu: 7, venus: 20, sun: 6, moon: 10, mars: 7, rahu: 18, jupiter: 16, saturn: 19, mercury: 17 };

/** The span of a nakshatra (13 degrees 20 minutes) and of a pada (3 degrees 20 minutes). */
export const NAKSHATRA_SPAN = 360 / 27;
export const PADA_SPAN = 360 / 108;

const wrap = (x: number): number => {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
};
const signOfLon = (lon: number): number => Math.min(11, Math.floor(wrap(lon) / 30));

export interface Nakshatra {
  /** 1 (Ashwini) .. 27 (Revati). */
  index: number;
  name: string;
  /** 1..4 */
  pada: number;
  lord: GrahaKey;
  /** How far into the nakshatra, 0 <= x < 1. */
  fraction: number;
}

export function nakshatraOf(longitude: number): Nakshatra {
  const lon = wrap(longitude);
  const i = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN));
  const within = lon - i * NAKSHATRA_SPAN;
  const pada = Math.min(3, Math.floor(within / PADA_SPAN));
  return { index: i + 1, name: NAKSHATRAS[i]!, pada: pada + 1, lord: DASHA_LORDS[i % 9]!, fraction: Math.min(Math.max(within / NAKSHATRA_SPAN, 0), 1 - 1e-15) };
}

export type Dignity = 'exalted' | 'debilitated' | 'moolatrikona' | 'own';

interface DignityRule {
  exalted: number;
  /** Moolatrikona sign and its degree range [from, to). */
  moolatrikona?: [number, number, number];
  own: readonly number[];
}
/**
 * Exaltation sign (the whole sign, but where the moolatrikona shares it: there the exaltation
 * degrees come first), moolatrikona range, own signs. Rahu and Ketu: exalted in Taurus and
 * Scorpio, own Aquarius and Scorpio (BPHS ch. 3; no moolatrikona).
 */
const DIGNITY: Readonly<Record<GrahaKey, DignityRule>> = {
  sun: { exalted: 0, moolatrikona: [4, 0, 20], own: [4] },
  moon: { exalted: 1, moolatrikona: [1, 3, 30], own: [3] },
  mars: { exalted: 9, moolatrikona: [0, 0, 12], own: [0, 7] },
  mercury: { exalted: 5, moolatrikona: [5, 15, 20], own: [2, 5] },
  jupiter: { exalted: 3, moolatrikona: [8, 0, 10], own: [8, 11] },
  venus: { exalted: 11, moolatrikona: [6, 0, 15], own: [1, 6] },
  saturn: { exalted: 6, moolatrikona: [10, 0, 20], own: [9, 10] },
  rahu: { exalted: 1, own: [10] },
  ketu: { exalted: 7, own: [7] },
};

/** The sign (0 Aries .. 11 Pisces) a graha is exalted in (the whole sign, as sign-based rules read it). */
export const exaltationSign = (graha: GrahaKey): number => DIGNITY[graha].exalted;

/** The dignity of a graha at a sidereal longitude, or null. */
export function dignityOf(graha: GrahaKey, longitude: number): Dignity | null {
  const r = DIGNITY[graha];
  const s = signOfLon(longitude);
  const d = wrap(longitude) - s * 30;
  const mt = r.moolatrikona;
  const inMt = mt !== undefined && mt[0] === s && d >= mt[1] && d < mt[2];
  if (s === r.exalted && !inMt && !(mt && mt[0] === s && d >= mt[2])) return 'exalted';
  if (s === (r.exalted + 6) % 12) return 'debilitated';
  if (inMt) return 'moolatrikona';
  if (r.own.includes(s)) return 'own';
  return null;
}

export const VARGAS = ['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60'] as const;
export type Varga = (typeof VARGAS)[number];
export const DEFAULT_VARGAS: readonly Varga[] = ['D1', 'D9'];
export const VARGA_NAMES: Readonly<Record<Varga, string>> = {
  D1: 'Rashi',
  D2: 'Hora',
  D3: 'Drekkana',
  D4: 'Chaturthamsha',
  D7: 'Saptamsha',
  D9: 'Navamsha',
  D10: 'Dashamsha',
  D12: 'Dwadashamsha',
  D16: 'Shodashamsha',
  D20: 'Vimshamsha',
  D24: 'Chaturvimshamsha',
  D27: 'Saptavimshamsha',
  D30: 'Trimshamsha',
  D40: 'Khavedamsha',
  D45: 'Akshavedamsha',
  D60: 'Shashtyamsha',
};

/** The sign's kind: 0 movable (Aries, Cancer, Libra, Capricorn), 1 fixed, 2 dual. */
const modality = (s: number): number => s % 3;
const isOdd = (s: number): boolean => s % 2 === 0; // Aries, the first sign, is odd

/** The start sign of the parts of a sign, per varga with equal parts (sign index 0..11). */
const START: Readonly<Record<Exclude<Varga, 'D1' | 'D2' | 'D30'>, (s: number) => number>> = {
  D3: (s) => s, // parts step by 4: the sign, its 5th, its 9th
  D4: (s) => s, // parts step by 3: the sign, its 4th, 7th, 10th
  D7: (s) => (isOdd(s) ? s : s + 6),
  D9: (s) => [s, s + 8, s + 4][modality(s)]!,
  D10: (s) => (isOdd(s) ? s : s + 8),
  D12: (s) => s,
  D16: (s) => [0, 4, 8][modality(s)]!,
  D20: (s) => [0, 8, 4][modality(s)]!,
  D24: (s) => (isOdd(s) ? 4 : 3),
  D27: (s) => [0, 3, 6, 9][s % 4]!,
  D40: (s) => (isOdd(s) ? 0 : 6),
  D45: (s) => [0, 4, 8][modality(s)]!,
  D60: (s) => s,
};
/** Signs a part steps by (1 but for the drekkana and the chaturthamsha). */
const STEP: Partial<Record<Varga, number>> = { D3: 4, D4: 3 };

/** Trimshamsha (D30): the unequal parts, as [end degree, sign], in odd and in even signs. */
const TRIMSHAMSHA_ODD: readonly [number, number][] = [
  [5, 0], // Mars: Aries
  [10, 10], // Saturn: Aquarius
  [18, 8], // Jupiter: Sagittarius
  [25, 2], // Mercury: Gemini
  [30, 6], // Venus: Libra
];
const TRIMSHAMSHA_EVEN: readonly [number, number][] = [
  [5, 1], // Venus: Taurus
  [12, 5], // Mercury: Virgo
  [20, 11], // Jupiter: Pisces
  [25, 9], // Saturn: Capricorn
  [30, 7], // Mars: Scorpio
];

/** The sign index (0..11) of a sidereal longitude in a varga. */
export function vargaSignIndex(varga: Varga, longitude: number): number {
  const lon = wrap(longitude);
  const s = signOfLon(lon);
  const d = lon - s * 30;
  if (varga === 'D1') return s;
  if (varga === 'D2') return (d < 15) === isOdd(s) ? 4 : 3; // odd: Sun's (Leo) then Moon's (Cancer); even: reversed
  if (varga === 'D30') {
    for (const [end, sign] of isOdd(s) ? TRIMSHAMSHA_ODD : TRIMSHAMSHA_EVEN) if (d < end) return sign;
    return isOdd(s) ? 6 : 7;
  }
  const n = Number(varga.slice(1));
  const part = Math.min(n - 1, Math.floor((d * n) / 30));
  return (START[varga](s) + part * (STEP[varga] ?? 1)) % 12;
}

export const vargaSign = (varga: Varga, longitude: number): SignKey => SIGN_KEYS[vargaSignIndex(varga, longitude)]!;
