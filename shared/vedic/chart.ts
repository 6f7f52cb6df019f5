/**
 * The rashi chart (D1) and its vargas at a moment and a place: the nine grahas and the lagna in the
 * sidereal zodiac of an ayanamsha, from the ephemeris of shared/astro (bodiesAt, computeHouses).
 * No I/O.
 */
import { bodiesAt, GRAHA_KEYS, GRAHAS, type GrahaKey } from '../astro/bodies';
import { computeHouses } from '../astro/houses';
import { recordHouses, recordZodiac } from '../astro/calculation';
import { DEFAULT_AYANAMSHA, siderealOffset, type NodeType } from '../astro/options';
import { SIGN_KEYS, type SignKey } from '../astro/zodiac';
import { DEFAULT_VARGAS, dignityOf, nakshatraOf, RASHIS, vargaSignIndex, type Dignity, type Nakshatra, type Varga } from './core';

export interface VedicSettings {
  ayanamsha: string;
  nodeType: NodeType;
}
export const DEFAULT_VEDIC_SETTINGS: VedicSettings = { ayanamsha: DEFAULT_AYANAMSHA, nodeType: 'mean' };

export interface VedicPoint {
  longitude: number;
  sign: SignKey;
  rashi: string;
  degree: number;
  nakshatra: Nakshatra;
}
export interface VedicGraha extends VedicPoint {
  /** Degrees per day, sidereal. */
  speed: number;
  isRetrograde: boolean;
  dignity: Dignity | null;
  /** Whole-sign house from the lagna's sign (1). */
  house: number;
}
export interface VargaChart {
  lagna: SignKey;
  grahas: Record<GrahaKey, SignKey>;
}
export interface VedicChart {
  jdUT: number;
  ayanamsha: { name: string; value: number };
  nodeType: NodeType;
  lagna: VedicPoint;
  grahas: Record<GrahaKey, VedicGraha>;
  vargas: Partial<Record<Varga, VargaChart>>;
}

const wrap = (x: number): number => {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
};

function point(longitude: number): VedicPoint {
  const lon = wrap(longitude);
  const s = Math.min(11, Math.floor(lon / 30));
  return { longitude: lon, sign: SIGN_KEYS[s]!, rashi: RASHIS[s]!, degree: lon - s * 30, nakshatra: nakshatraOf(lon) };
}

/** The sidereal longitudes of the grahas (with their speeds) and of the lagna at a UT Julian day. */
export function siderealPositions(jdUT: number, latitude: number, longitude: number, settings: VedicSettings) {
  const bodies = bodiesAt(jdUT, { zodiac: 'sidereal', ayanamsha: settings.ayanamsha, nodeType: settings.nodeType, lilithType: 'mean' });
  const ayanamsha = siderealOffset({ zodiac: 'sidereal', ayanamsha: settings.ayanamsha }, jdUT)!.value;
  const houses = computeHouses(jdUT, latitude, longitude, 'whole-sign', ayanamsha);
  recordZodiac({ type: 'sidereal', ayanamsha: { name: settings.ayanamsha, value: ayanamsha } });
  const grahas = Object.fromEntries(GRAHA_KEYS.map((g) => [g, { longitude: bodies[GRAHAS[g].body].longitude, speed: bodies[GRAHAS[g].body].speed }])) as Record<GrahaKey, { longitude: number; speed: number }>;
  return { ayanamsha, lagna: houses.ascendant, grahas };
}

/** The sign of the lagna and of each graha in a varga, from their sidereal longitudes. */
export function vargaChart(varga: Varga, lagna: number, grahas: Record<GrahaKey, { longitude: number }>): VargaChart {
  return {
    lagna: SIGN_KEYS[vargaSignIndex(varga, lagna)]!,
    grahas: Object.fromEntries(GRAHA_KEYS.map((g) => [g, SIGN_KEYS[vargaSignIndex(varga, grahas[g].longitude)]!])) as Record<GrahaKey, SignKey>,
  };
}

/** The Vedic chart: positions, nakshatras, dignities, whole-sign houses and the vargas asked for. */
export function computeVedicChart(jdUT: number, latitude: number, longitude: number, settings: VedicSettings = DEFAULT_VEDIC_SETTINGS, vargas: readonly Varga[] = DEFAULT_VARGAS): VedicChart {
  const pos = siderealPositions(jdUT, latitude, longitude, settings);
  recordHouses({ requested: 'whole-sign', used: 'whole-sign', fallback: false });
  const lagna = point(pos.lagna);
  const lagnaSign = SIGN_KEYS.indexOf(lagna.sign);
  const grahas = {} as Record<GrahaKey, VedicGraha>;
  for (const g of GRAHA_KEYS) {
    const p = point(pos.grahas[g].longitude);
    const s = SIGN_KEYS.indexOf(p.sign);
    const speed = pos.grahas[g].speed;
    // the mean node always moves backwards; the true node now and then forwards
    grahas[g] = { ...p, speed, isRetrograde: speed < 0, dignity: dignityOf(g, p.longitude), house: ((s - lagnaSign + 12) % 12) + 1 };
  }
  const out: Partial<Record<Varga, VargaChart>> = {};
  for (const v of vargas) out[v] = vargaChart(v, pos.lagna, pos.grahas);
  return { jdUT, ayanamsha: { name: settings.ayanamsha, value: pos.ayanamsha }, nodeType: settings.nodeType, lagna, grahas, vargas: out };
}
