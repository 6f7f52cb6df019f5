/** The Vedic room's words in Spanish (shared/vedic/words/types.ts): the chart image's and the match summary's. */
import type { VedicWords } from './types';

export const ES: VedicWords = {
  chart: {
    style: { north: 'India del Norte', south: 'India del Sur' },
    chart: (title, style) => `${title}, carta al estilo de la India del ${style === 'north' ? 'Norte' : 'Sur'}`,
    inSign: (entry, sign) => `${entry} en el signo ${sign}`,
    retrograde: 'R',
  },
  match: { total: (t) => `${t} de 36 gunas`, nadi: 'Nadi dosha (la misma nadi)', bhakoot: 'Bhakoot dosha', manglik: { both: 'ambos son manglik (los doshas se anulan)', neither: 'ninguno de los dos es manglik', one: 'uno es manglik y el otro no' } },
};
