/** The Vedic room's words in French (shared/vedic/words/types.ts): the chart image's and the match summary's. */
import type { VedicWords } from './types';

export const FR: VedicWords = {
  chart: {
    style: { north: 'Nord de l’Inde', south: 'Sud de l’Inde' },
    chart: (title, style) => `${title}, carte ${style === 'north' ? 'nord-indienne' : 'sud-indienne'}`,
    inSign: (entry, sign) => `${entry} dans le signe ${sign}`,
    retrograde: 'R',
  },
  match: { total: (t) => `${t} gunas sur 36`, nadi: 'Nadi dosha (la même nadi)', bhakoot: 'Bhakoot dosha', manglik: { both: 'tous deux manglik (les doshas s’annulent)', neither: 'aucun des deux n’est manglik', one: 'l’un est manglik, l’autre non' } },
};
