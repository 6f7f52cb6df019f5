/** The astrocartography map's words in Portuguese (./types.ts). */
import type { MapWords } from './types';

export const PT: MapWords = {
  title: (n) => (n ? `Astrocartografia de ${n}` : 'Astrocartografia'),
  key: ['MC (astro culminando), AS (nascente)', 'IC (meridiano inferior), DS (poente)'],
  desc: (sub, names) => `${sub}. Linhas de ${names} em um mapa-múndi (terras do Natural Earth, domínio público).`,
};
