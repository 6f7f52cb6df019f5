/**
 * The shape of the Vedic room's words per language (one pack per language beside this file):
 * the chart image's words (shared/drawing/vedic-chart.ts writes English itself) and the match
 * summary's; Hindi adds the chart's own labels.
 */
import type { VedicChartWords } from '../../drawing/vedic-chart';

export type { VedicChartWords };

/** Which of the two people are manglik. */
export type Manglik = 'both' | 'neither' | 'one';

/** The Vedic match's `verdict.summary` parts. */
export interface MatchWords {
  total: (t: string) => string;
  nadi: string;
  bhakoot: string;
  manglik: Record<Manglik, string>;
}

export interface VedicWords {
  chart: VedicChartWords;
  match: MatchWords;
  /** The chart's labels of the lagna and grahas, where the language does not use the two-letter Latin ones. */
  labels?: Readonly<Record<string, string>>;
}
