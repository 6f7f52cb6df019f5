/** The astrocartography map's words in Hindi (./types.ts). */
import type { MapWords } from './types';

export const HI: MapWords = {
  title: (n) => (n ? `${n} की एस्ट्रोकार्टोग्राफी` : 'एस्ट्रोकार्टोग्राफी'),
  key: ['MC (ग्रह शिरोबिंदु पर), AS (उदय)', 'IC (अधो याम्योत्तर), DS (अस्त)'],
  desc: (sub, names) => `${sub}। विश्व मानचित्र पर ${names} की रेखाएँ (Natural Earth का भू-भाग, सार्वजनिक डोमेन)।`,
};
