/** The astrocartography map's words in Italian (./types.ts). */
import type { MapWords } from './types';

export const IT: MapWords = {
  title: (n) => (n ? `Astrocartografia di ${n}` : 'Astrocartografia'),
  key: ['MC (astro al culmine), AS (sorgere)', 'IC (meridiano inferiore), DS (tramonto)'],
  desc: (sub, names) => `${sub}. Linee di ${names} su un planisfero (terre di Natural Earth, pubblico dominio).`,
};
