/**
 * What the Vedic readings of every language share: the names of grahas, rashis, nakshatras and
 * signs in the language (the label tables: Devanagari in Hindi, the usual transliteration in the
 * Latin languages; the Sun to Saturn by their Western names there, as readers of those languages
 * know them), and dates as the language writes them. Pure.
 */
import { formatDate } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import { labelOf } from '../../i18n/labels/index';

export interface VedicNames {
  graha(key: string): string;
  rashi(name: string): string;
  nakshatra(name: string): string;
  sign(key: string): string;
  /** "27 novembre 2026" for a YYYY-MM-DD or ISO date (read as a UTC date). */
  date(iso: string): string;
}

export const vedicNamesIn = (language: Language): VedicNames => ({
  graha: (k) => (language === 'hi' || k === 'rahu' || k === 'ketu' ? labelOf(language, 'grahas', k) : labelOf(language, 'bodies', k)),
  rashi: (n) => labelOf(language, 'rashis', n),
  nakshatra: (n) => labelOf(language, 'nakshatras', n),
  sign: (k) => labelOf(language, 'signs', k.toLowerCase()),
  date: (iso) => formatDate(iso.slice(0, 10), language),
});
