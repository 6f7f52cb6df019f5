/** The astrocartography map's words in French (./types.ts). */
import type { MapWords } from './types';

export const FR: MapWords = {
  title: (n) => (n ? `Astrocartographie de ${n}` : 'Astrocartographie'),
  key: ['MC (astre culminant), AS (lever)', 'IC (méridien inférieur), DS (coucher)'],
  desc: (sub, names) => `${sub}. Lignes de ${names} sur une carte du monde (terres de Natural Earth, domaine public).`,
};
