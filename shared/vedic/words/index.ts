/**
 * The Vedic room's words in each language of shared/i18n (one pack per language): the chart
 * image's (POST /images/vedic-chart) and the match's `verdict.summary`. English is the core's
 * (shared/drawing/vedic-chart.ts, the match core's sentence).
 */
import { VEDIC_CHART_EN } from '../../drawing/vedic-chart';
import { formatNumber } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import { labelOf } from '../../i18n/labels/index';
import { DE } from './de';
import { ES } from './es';
import { FR } from './fr';
import { HI } from './hi';
import { IT } from './it';
import { PT } from './pt';
import type { Manglik, VedicChartWords, VedicWords } from './types';

const PACKS: Readonly<Record<Exclude<Language, 'en'>, VedicWords>> = { de: DE, fr: FR, es: ES, pt: PT, it: IT, hi: HI };

/** The Vedic chart's words (shared/drawing/vedic-chart.ts): its style, title, description and retrograde mark. */
export const VEDIC_CHART_WORDS: Readonly<Record<Language, VedicChartWords>> = { en: VEDIC_CHART_EN, de: DE.chart, fr: FR.chart, es: ES.chart, pt: PT.chart, it: IT.chart, hi: HI.chart };

/**
 * The labels of the Vedic chart: the lagna and the grahas' two-letter abbreviations (Su Mo Ma Me Ju
 * Ve Sa Ra Ke, As for the lagna) in the Latin-script languages, as Jyotish charts write them; Hindi
 * writes the first syllable of each Devanagari name, as Hindi kundalis do (ल for the lagna).
 */
export const VEDIC_LABELS_HI: Readonly<Record<string, string>> = HI.labels ?? {};

/** The summary in a language other than English (English keeps the core's sentence). */
export function matchSummary(language: Exclude<Language, 'en'>, total: number, band: string, nadiDosha: boolean, bhakootDosha: boolean, manglik: Manglik): string {
  const w = PACKS[language].match;
  const doshas = [nadiDosha ? w.nadi : '', bhakootDosha ? w.bhakoot : ''].filter(Boolean);
  const verdict = labelOf(language, 'matchVerdicts', band);
  return `${w.total(formatNumber(total, language, 1, 0))}: ${language === 'de' ? verdict : verdict.toLowerCase()}${doshas.length ? `; ${doshas.join(', ')}` : ''}; ${w.manglik[manglik]}`;
}
