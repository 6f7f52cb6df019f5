/** The astrocartography map's words in German (./types.ts). */
import type { MapWords } from './types';

export const DE: MapWords = {
  title: (n) => (n ? `Astrokartografie von ${n}` : 'Astrokartografie'),
  key: ['MC (Körper kulminiert), AS (aufgehend)', 'IC (unterer Meridian), DS (untergehend)'],
  desc: (sub, names) => `${sub}. Linien von ${names} auf einer Weltkarte (Landflächen von Natural Earth, gemeinfrei).`,
};
