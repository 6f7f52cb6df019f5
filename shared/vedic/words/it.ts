/** The Vedic room's words in Italian (shared/vedic/words/types.ts): the chart image's and the match summary's. */
import type { VedicWords } from './types';

export const IT: VedicWords = {
  chart: {
    style: { north: 'India del Nord', south: 'India del Sud' },
    chart: (title, style) => `${title}, carta ${style === 'north' ? 'nordindiana' : 'sudindiana'}`,
    inSign: (entry, sign) => `${entry} nel segno ${sign}`,
    retrograde: 'R',
  },
  match: { total: (t) => `${t} guna su 36`, nadi: 'Nadi dosha (la stessa nadi)', bhakoot: 'Bhakoot dosha', manglik: { both: 'entrambi manglik (i dosha si annullano)', neither: 'nessuno dei due è manglik', one: 'uno è manglik e l’altro no' } },
};
