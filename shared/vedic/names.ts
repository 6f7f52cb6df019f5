/**
 * The names a Vedic answer carries beside its ids, in the request's language, all read from the
 * one table of names per language (shared/i18n/labels/<language>.ts): Shani and शनि for `saturn`,
 * Makara and मकर for `capricorn`, Pingala and पिंगला for the yogini `pingala`.
 */
import { SIGN_KEYS, type SignKey } from '../astro/zodiac';
import type { Language } from '../i18n/languages';
import { labelOf } from '../i18n/labels/index';
import { RASHIS } from './core';

export interface VedicNames {
  /** A graha's name (`saturn` -> Shani). */
  graha: (key: string) => string;
  /** A sidereal sign's rashi name from its English key (`capricorn` -> Makara). */
  rashi: (sign: string) => string;
  /** A nakshatra's name from its identifier (`Ashwini` -> अश्विनी). */
  nakshatra: (name: string) => string;
  yogini: (key: string) => string;
  porutham: (key: string) => string;
  rajju: (key: string) => string;
}

export function vedicNames(language: Language): VedicNames {
  return {
    graha: (k) => labelOf(language, 'grahas', k),
    rashi: (sign) => labelOf(language, 'rashis', RASHIS[SIGN_KEYS.indexOf(sign as SignKey)] ?? sign),
    nakshatra: (n) => labelOf(language, 'nakshatras', n),
    yogini: (k) => labelOf(language, 'yoginis', k),
    porutham: (k) => labelOf(language, 'poruthams', k),
    rajju: (k) => labelOf(language, 'rajjus', k),
  };
}
