/** The words the Vedic chart image draws and describes (POST /images/vedic-chart), in each language of shared/i18n. */
import { VEDIC_CHART_EN, type VedicChartWords } from '../../drawing/vedic-chart';
import type { Language } from '../../i18n/languages';

/** The Vedic chart's words (shared/drawing/vedic-chart.ts): its style, title, description and retrograde mark. */
export const VEDIC_CHART_WORDS: Readonly<Record<Language, VedicChartWords>> = {
  en: VEDIC_CHART_EN,
  de: {
    style: { north: 'Nordindisch', south: 'Südindisch' },
    chart: (title, style) => `${title}, ${style === 'north' ? 'nordindische' : 'südindische'} Darstellung`,
    inSign: (entry, sign) => `${entry} in Zeichen ${sign}`,
    retrograde: 'R',
  },
  fr: {
    style: { north: 'Nord de l’Inde', south: 'Sud de l’Inde' },
    chart: (title, style) => `${title}, carte ${style === 'north' ? 'nord-indienne' : 'sud-indienne'}`,
    inSign: (entry, sign) => `${entry} dans le signe ${sign}`,
    retrograde: 'R',
  },
  es: {
    style: { north: 'India del Norte', south: 'India del Sur' },
    chart: (title, style) => `${title}, carta al estilo de la India del ${style === 'north' ? 'Norte' : 'Sur'}`,
    inSign: (entry, sign) => `${entry} en el signo ${sign}`,
    retrograde: 'R',
  },
  pt: {
    style: { north: 'Norte da Índia', south: 'Sul da Índia' },
    chart: (title, style) => `${title}, mapa no estilo do ${style === 'north' ? 'Norte' : 'Sul'} da Índia`,
    inSign: (entry, sign) => `${entry} no signo ${sign}`,
    retrograde: 'R',
  },
  it: {
    style: { north: 'India del Nord', south: 'India del Sud' },
    chart: (title, style) => `${title}, carta ${style === 'north' ? 'nordindiana' : 'sudindiana'}`,
    inSign: (entry, sign) => `${entry} nel segno ${sign}`,
    retrograde: 'R',
  },
  hi: {
    style: { north: 'उत्तर भारतीय', south: 'दक्षिण भारतीय' },
    chart: (title, style) => `${title}, ${style === 'north' ? 'उत्तर' : 'दक्षिण'} भारतीय शैली की कुंडली`,
    inSign: (entry, sign) => `राशि ${sign} में ${entry}`,
    // वक्री: the retrograde mark of Hindi charts
    retrograde: 'व',
  },
};

/**
 * The labels of the Vedic chart: the lagna and the grahas' two-letter abbreviations (Su Mo Ma Me Ju
 * Ve Sa Ra Ke, As for the lagna) in the Latin-script languages, as Jyotish charts write them; Hindi
 * writes the first syllable of each Devanagari name, as Hindi kundalis do (ल for the lagna).
 */
export const VEDIC_LABELS_HI: Readonly<Record<string, string>> = {
  lagna: 'ल',
  sun: 'सू',
  moon: 'चं',
  mars: 'मं',
  mercury: 'बु',
  jupiter: 'गु',
  venus: 'शु',
  saturn: 'श',
  rahu: 'रा',
  ketu: 'के',
};
