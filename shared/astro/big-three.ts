/**
 * The big three (spec 2.7): Sun sign, Moon sign and rising sign (the Ascendant's
 * sign), each with element, modality, keywords and an original description, plus
 * the house of the Sun and of the Moon (Placidus, with the polar Porphyry fallback).
 */
import { assertInRange, bodyPosition, initEphemeris, SE } from './ephemeris';
import { birthMoment } from './moment';
import { recordHouses, recordZodiac } from './calculation';
import type { BirthInput } from './types';
import { assertCoordinates } from './chart';
import { computeHouses, houseOf } from './houses';
import { resolveChartSettings, siderealOffset, type ChartOptions } from './options';
import { BIG_THREE_TEXTS, type BigThreeRole } from './big-three-texts';
import { degreeInSign, signOf, type Element, type Modality, type SignKey } from './zodiac';

export interface BigThreeEntry {
  sign: SignKey;
  /** Whole degrees within the sign (truncated: 16.9 degrees is 16). */
  degree: number;
  keywords: string;
  description: string;
  element: Element;
  modality: Modality;
}

export interface BigThreeResult {
  sun: BigThreeEntry & { house: number };
  moon: BigThreeEntry & { house: number };
  rising: BigThreeEntry;
}

function entry(longitude: number, role: BigThreeRole): BigThreeEntry {
  const sign = signOf(longitude);
  const text = BIG_THREE_TEXTS[sign.key][role];
  return {
    sign: sign.key,
    degree: Math.floor(degreeInSign(longitude)),
    keywords: text.keywords,
    description: text.description,
    element: sign.element,
    modality: sign.modality,
  };
}

/** Sun, Moon and rising sign for local birth data; typed invalid_input errors as computeNatalChart. */
export function computeBigThree(input: BirthInput, options?: ChartOptions): BigThreeResult {
  const t = birthMoment(input);
  assertCoordinates(input.latitude, input.longitude);
  initEphemeris();
  assertInRange(t.jdUT);
  const settings = resolveChartSettings(options);
  const ayan = siderealOffset(settings, t.jdUT)?.value ?? 0;
  const sun = bodyPosition(t.jdUT, SE.SUN).longitude - ayan;
  const moon = bodyPosition(t.jdUT, SE.MOON).longitude - ayan;
  const h = computeHouses(t.jdUT, input.latitude, input.longitude, settings.houseSystem, ayan === 0 ? undefined : ayan);
  recordZodiac(settings.zodiac === 'sidereal' ? { type: 'sidereal', ayanamsha: { name: settings.ayanamsha, value: ayan } } : { type: 'tropical' });
  recordHouses({ requested: h.requested, used: h.used, fallback: h.fallback, ...(h.fallbackReason !== undefined ? { fallbackReason: h.fallbackReason } : {}) });
  return {
    sun: { ...entry(sun, 'sun'), house: houseOf(sun, h.cusps) },
    moon: { ...entry(moon, 'moon'), house: houseOf(moon, h.cusps) },
    rising: entry(h.ascendant, 'rising'),
  };
}
