/** The Vedic room's words in German (shared/vedic/words/types.ts): the chart image's and the match summary's. */
import type { VedicWords } from './types';

export const DE: VedicWords = {
  chart: {
    style: { north: 'Nordindisch', south: 'Südindisch' },
    chart: (title, style) => `${title}, ${style === 'north' ? 'nordindische' : 'südindische'} Darstellung`,
    inSign: (entry, sign) => `${entry} in Zeichen ${sign}`,
    retrograde: 'R',
  },
  match: { total: (t) => `${t} von 36 Gunas`, nadi: 'Nadi-Dosha (dieselbe Nadi)', bhakoot: 'Bhakoot-Dosha', manglik: { both: 'beide manglik (die Doshas heben sich auf)', neither: 'keiner von beiden manglik', one: 'einer manglik, der andere nicht' } },
};
