/**
 * The tropical zodiac: the 12 signs with their element and modality, and helpers
 * that turn an ecliptic longitude into a sign and a degree within it.
 *
 * Convention: machine values (sign, element, modality) are lower case, the same
 * spelling as the sign values of the horoscope endpoints (spec 2.8). `name` holds
 * the capitalised display form for texts.
 */
import { norm360 } from './ephemeris';

export const SIGN_KEYS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;

export type SignKey = (typeof SIGN_KEYS)[number];
export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';

export interface SignInfo {
  key: SignKey;
  /** Display name, e.g. "Sagittarius". */
  name: string;
  /** 0 (Aries) .. 11 (Pisces) */
  index: number;
  /** Ecliptic longitude where the sign begins (index * 30). */
  start: number;
  element: Element;
  modality: Modality;
  symbol: string;
}

const ELEMENTS: readonly Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITIES: readonly Modality[] = ['cardinal', 'fixed', 'mutable'];
const SYMBOLS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'];

/** The 12 signs in zodiacal order. Elements cycle fire-earth-air-water, modalities cardinal-fixed-mutable. */
export const SIGNS: readonly SignInfo[] = SIGN_KEYS.map((key, index) => ({
  key,
  name: key.charAt(0).toUpperCase() + key.slice(1),
  index,
  start: index * 30,
  element: ELEMENTS[index % 4]!,
  modality: MODALITIES[index % 3]!,
  symbol: SYMBOLS[index]!,
}));

const BY_KEY = new Map<string, SignInfo>(SIGNS.map((s) => [s.key, s]));

/**
 * Sign index 0..11 of an ecliptic longitude. Any real number is accepted and
 * wrapped: 360 is Aries (0), 30 exactly is Taurus (a sign owns its first degree).
 */
export function signIndex(longitude: number): number {
  const i = Math.floor(norm360(longitude) / 30);
  // norm360 of a value a hair below 360 can round to 360 itself.
  return i >= 12 ? 0 : i;
}

export const signOf = (longitude: number): SignInfo => SIGNS[signIndex(longitude)]!;

/** Degrees past the start of the sign, 0 <= degree < 30. */
export function degreeInSign(longitude: number): number {
  const d = norm360(longitude) - signIndex(longitude) * 30;
  return d >= 30 || d < 0 ? 0 : d;
}

/** Looks up a sign by its key, case-insensitively; undefined when unknown. */
export const signByKey = (key: string): SignInfo | undefined => BY_KEY.get(key.trim().toLowerCase());

export const isSignKey = (value: string): value is SignKey => BY_KEY.has(value);

/** Formats a longitude as e.g. 16°16' Libra (minutes truncated, never 60'). */
export function formatLongitude(longitude: number): string {
  const sign = signOf(longitude);
  const totalMinutes = Math.floor(degreeInSign(longitude) * 60 + 1e-9);
  const deg = Math.floor(totalMinutes / 60);
  const min = totalMinutes % 60;
  return `${deg}°${String(min).padStart(2, '0')}' ${sign.name}`;
}
