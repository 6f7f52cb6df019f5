/** The words the astrocartography map draws and describes, in each language of shared/i18n but English (the drawing's own). */
import type { Language } from '../../i18n/languages';

/** The astrocartography map's words: its title, the key of its line styles and its description. */
export interface MapWords {
  title: (name: string | undefined) => string;
  key: readonly [string, string];
  desc: (subtitle: string, names: string) => string;
}

export const MAP_WORDS: Readonly<Record<Exclude<Language, 'en'>, MapWords>> = {
  de: {
    title: (n) => (n ? `Astrokartografie von ${n}` : 'Astrokartografie'),
    key: ['MC (Körper kulminiert), AS (aufgehend)', 'IC (unterer Meridian), DS (untergehend)'],
    desc: (sub, names) => `${sub}. Linien von ${names} auf einer Weltkarte (Landflächen von Natural Earth, gemeinfrei).`,
  },
  fr: {
    title: (n) => (n ? `Astrocartographie de ${n}` : 'Astrocartographie'),
    key: ['MC (astre culminant), AS (lever)', 'IC (méridien inférieur), DS (coucher)'],
    desc: (sub, names) => `${sub}. Lignes de ${names} sur une carte du monde (terres de Natural Earth, domaine public).`,
  },
  es: {
    title: (n) => (n ? `Astrocartografía de ${n}` : 'Astrocartografía'),
    key: ['MC (astro en culminación), AS (ascendente)', 'IC (meridiano inferior), DS (poniente)'],
    desc: (sub, names) => `${sub}. Líneas de ${names} en un mapamundi (tierras de Natural Earth, dominio público).`,
  },
  pt: {
    title: (n) => (n ? `Astrocartografia de ${n}` : 'Astrocartografia'),
    key: ['MC (astro culminando), AS (nascente)', 'IC (meridiano inferior), DS (poente)'],
    desc: (sub, names) => `${sub}. Linhas de ${names} em um mapa-múndi (terras do Natural Earth, domínio público).`,
  },
  it: {
    title: (n) => (n ? `Astrocartografia di ${n}` : 'Astrocartografia'),
    key: ['MC (astro al culmine), AS (sorgere)', 'IC (meridiano inferiore), DS (tramonto)'],
    desc: (sub, names) => `${sub}. Linee di ${names} su un planisfero (terre di Natural Earth, pubblico dominio).`,
  },
  hi: {
    title: (n) => (n ? `${n} की एस्ट्रोकार्टोग्राफी` : 'एस्ट्रोकार्टोग्राफी'),
    key: ['MC (ग्रह शिरोबिंदु पर), AS (उदय)', 'IC (अधो याम्योत्तर), DS (अस्त)'],
    desc: (sub, names) => `${sub}। विश्व मानचित्र पर ${names} की रेखाएँ (Natural Earth का भू-भाग, सार्वजनिक डोमेन)।`,
  },
};
