/**
 * Krishnamurti Paddhati: Placidus cusps in the sidereal zodiac (the Krishnamurti ayanamsha by
 * default), the sign, star, sub and sub-sub lords of every cusp and graha, and the significators of
 * each house by the four KP levels. No I/O.
 */
import { recordHouses } from '../astro/calculation';
import { GRAHA_KEYS, type GrahaKey } from '../astro/bodies';
import { computeHouses } from '../astro/houses';
import { SIGN_KEYS, type SignKey } from '../astro/zodiac';
import { siderealPositions } from './chart';
import { DASHA_LORDS, DASHA_YEARS, NAKSHATRA_SPAN, SIGN_LORDS } from './core';

export const DEFAULT_KP_AYANAMSHA = 'krishnamurti';

export interface KpLords {
  longitude: number;
  sign: SignKey;
  signLord: GrahaKey;
  starLord: GrahaKey;
  subLord: GrahaKey;
  subSubLord: GrahaKey;
}

const wrap = (x: number): number => {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
};

/** The lord of the part of a span (from `first`, in Vimshottari proportions) a fraction 0..1 falls in, and the fraction within that part. */
function divide(first: GrahaKey, fraction: number): { lord: GrahaKey; within: number } {
  const i0 = DASHA_LORDS.indexOf(first);
  let start = 0;
  for (let k = 0; k < 9; k++) {
    const lord = DASHA_LORDS[(i0 + k) % 9]!;
    const share = DASHA_YEARS[lord] / 120;
    if (fraction < start + share || k === 8) return { lord, within: Math.min(Math.max((fraction - start) / share, 0), 1 - 1e-12) };
    start += share;
  }
  throw new Error('unreachable');
}

/** Sign, star, sub and sub-sub lords of a sidereal longitude. */
export function kpLords(longitude: number): KpLords {
  const lon = wrap(longitude);
  const s = Math.min(11, Math.floor(lon / 30));
  const n = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN));
  const starLord = DASHA_LORDS[n % 9]!;
  const sub = divide(starLord, (lon - n * NAKSHATRA_SPAN) / NAKSHATRA_SPAN);
  const subSub = divide(sub.lord, sub.within);
  return { longitude: lon, sign: SIGN_KEYS[s]!, signLord: SIGN_LORDS[s]!, starLord, subLord: sub.lord, subSubLord: subSub.lord };
}

export interface KpSignificators {
  /** Grahas in the star of the house's occupants. */
  level1: GrahaKey[];
  /** The occupants. */
  level2: GrahaKey[];
  /** Grahas in the star of the house's owner. */
  level3: GrahaKey[];
  /** The owner: the lord of the cusp's sign. */
  level4: GrahaKey[];
}

export interface KpChart {
  ayanamsha: { name: string; value: number };
  houseSystem: { requested: 'placidus'; used: string; fallback: boolean };
  cusps: (KpLords & { house: number })[];
  grahas: Record<GrahaKey, KpLords & { house: number; isRetrograde: boolean }>;
  significators: Record<number, KpSignificators>;
}

/** The Placidus house (1..12) a longitude falls in, cusps[0] the 1st. */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i++) {
    const a = cusps[i]!;
    const b = cusps[(i + 1) % 12]!;
    const span = wrap(b - a);
    if (wrap(longitude - a) < span) return i + 1;
  }
  return 1;
}

export function computeKpChart(jdUT: number, latitude: number, longitude: number, ayanamsha = DEFAULT_KP_AYANAMSHA): KpChart {
  const pos = siderealPositions(jdUT, latitude, longitude, { ayanamsha, nodeType: 'mean' });
  const h = computeHouses(jdUT, latitude, longitude, 'placidus', pos.ayanamsha);
  recordHouses({ requested: h.requested, used: h.used, fallback: h.fallback, ...(h.fallbackReason !== undefined ? { fallbackReason: h.fallbackReason } : {}) });
  const cusps = h.cusps.map((c, i) => ({ house: i + 1, ...kpLords(c) }));
  const grahas = {} as KpChart['grahas'];
  for (const g of GRAHA_KEYS) {
    const p = pos.grahas[g];
    grahas[g] = { ...kpLords(p.longitude), house: houseOf(p.longitude, h.cusps), isRetrograde: p.speed < 0 };
  }
  const inStarOf = (lords: readonly GrahaKey[]): GrahaKey[] => GRAHA_KEYS.filter((g) => lords.includes(grahas[g].starLord));
  const significators: Record<number, KpSignificators> = {};
  for (let house = 1; house <= 12; house++) {
    const occupants = GRAHA_KEYS.filter((g) => grahas[g].house === house);
    const owner = cusps[house - 1]!.signLord;
    significators[house] = { level1: inStarOf(occupants), level2: occupants, level3: inStarOf([owner]), level4: [owner] };
  }
  return { ayanamsha: { name: ayanamsha, value: pos.ayanamsha }, houseSystem: { requested: 'placidus', used: h.used, fallback: h.fallback }, cusps, grahas, significators };
}
