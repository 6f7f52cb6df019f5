/** The astrocartography map's words in Spanish (./types.ts). */
import type { MapWords } from './types';

export const ES: MapWords = {
  title: (n) => (n ? `Astrocartografía de ${n}` : 'Astrocartografía'),
  key: ['MC (astro en culminación), AS (ascendente)', 'IC (meridiano inferior), DS (poniente)'],
  desc: (sub, names) => `${sub}. Líneas de ${names} en un mapamundi (tierras de Natural Earth, dominio público).`,
};
