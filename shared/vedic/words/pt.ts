/** The Vedic room's words in Portuguese (shared/vedic/words/types.ts): the chart image's and the match summary's. */
import type { VedicWords } from './types';

export const PT: VedicWords = {
  chart: {
    style: { north: 'Norte da Índia', south: 'Sul da Índia' },
    chart: (title, style) => `${title}, mapa no estilo do ${style === 'north' ? 'Norte' : 'Sul'} da Índia`,
    inSign: (entry, sign) => `${entry} no signo ${sign}`,
    retrograde: 'R',
  },
  match: { total: (t) => `${t} de 36 gunas`, nadi: 'Nadi dosha (a mesma nadi)', bhakoot: 'Bhakoot dosha', manglik: { both: 'os dois são manglik (os doshas se anulam)', neither: 'nenhum dos dois é manglik', one: 'um é manglik e o outro não' } },
};
