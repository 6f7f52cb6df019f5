/** What every language's transit words share: the key lists, degrees in a sign, lookups with a fallback. */
import { degreeInSign, signOf, SIGN_KEYS, type SignKey } from '../../astro/zodiac';
import type { Influence, Strength, TransitAspect } from '../rules';
import { shortTime } from './types';

export { shortTime };

/** "23°10'" of a longitude within its sign, as formatLongitude writes it. */
export function degrees(longitude: number): string {
  const total = Math.floor(degreeInSign(longitude) * 60 + 1e-9);
  return `${Math.floor(total / 60)}°${String(total % 60).padStart(2, '0')}'`;
}

/** The sign of a longitude, as the key the tables are indexed by. */
export const signKeyOf = (longitude: number): SignKey => signOf(longitude).key;

/** Twelve names, Aries first, by sign key. */
export const bySign = (names: readonly string[]): Record<SignKey, string> => Object.fromEntries(SIGN_KEYS.map((k, i) => [k, names[i]!])) as Record<SignKey, string>;

/** A table's entry, or, for a point the table does not know (an option's asteroid or lot), `other(key)`. */
export const lookup =
  (table: Readonly<Record<string, string>>, other: (key: string) => string) =>
  (key: string): string =>
    table[key] ?? other(key);

/** "ceres" -> "Ceres", "lot_of_spirit" -> "Lot Of Spirit": a name for a point no table has. */
export const plainName = (key: string): string =>
  key
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

const LOTS = ['fortune', 'spirit', 'eros', 'necessity', 'courage', 'victory', 'nemesis', 'basis', 'exaltation', 'marriage'];
const table = (asteroids: string, lots: string): Record<string, string> => ({
  ...Object.fromEntries(['ceres', 'pallas', 'juno', 'vesta', 'pholus'].map((k, i) => [k, asteroids.split('|')[i]!])),
  ...Object.fromEntries(LOTS.map((k, i) => [`lot_of_${k}`, lots.split('|')[i]!])),
});

/** The natal chart options' asteroids and lots (transits with `asteroids`, `lots`) in each language. */
const EXTRA_NAMES: Readonly<Record<'fr' | 'es' | 'de' | 'pt' | 'it' | 'hi', Record<string, string>>> = {
  fr: table('Cérès|Pallas|Junon|Vesta|Pholus', 'Part de Fortune|Part de l’Esprit|Part d’Éros|Part de Nécessité|Part du Courage|Part de la Victoire|Part de Némésis|Part de la Base|Part de l’Exaltation|Part du Mariage'),
  es: table('Ceres|Palas|Juno|Vesta|Folo', 'Parte de la Fortuna|Parte del Espíritu|Parte de Eros|Parte de la Necesidad|Parte del Valor|Parte de la Victoria|Parte de Némesis|Parte de la Base|Parte de la Exaltación|Parte del Matrimonio'),
  de: table('Ceres|Pallas|Juno|Vesta|Pholus', 'Glückspunkt|Geistpunkt|Erospunkt|Punkt der Notwendigkeit|Punkt des Mutes|Punkt des Sieges|Punkt der Nemesis|Punkt der Basis|Punkt der Erhöhung|Heiratspunkt'),
  pt: table('Ceres|Palas|Juno|Vesta|Folo', 'Parte da Fortuna|Parte do Espírito|Parte de Eros|Parte da Necessidade|Parte da Coragem|Parte da Vitória|Parte de Nêmesis|Parte da Base|Parte da Exaltação|Parte do Casamento'),
  it: table('Cerere|Pallade|Giunone|Vesta|Folo', 'Parte di Fortuna|Parte dello Spirito|Parte di Eros|Parte della Necessità|Parte del Coraggio|Parte della Vittoria|Parte di Nemesi|Parte della Base|Parte dell’Esaltazione|Parte del Matrimonio'),
  hi: table('सेरेस|पलास|जूनो|वेस्टा|फोलस', 'भाग्य सहम|आत्मा सहम|काम सहम|आवश्यकता सहम|साहस सहम|विजय सहम|शत्रु सहम|आधार सहम|उच्चता सहम|विवाह सहम'),
};

/** A point's name in the language where the tables above have it, else `plainName`. */
export const extraName =
  (language: keyof typeof EXTRA_NAMES) =>
  (key: string): string =>
    EXTRA_NAMES[language][key] ?? plainName(key);

export type AspectTable = Readonly<Record<TransitAspect, string>>;
export type StrengthTable = Readonly<Record<Strength, string>>;
export type InfluenceTable = Readonly<Record<Influence, string>>;

/** "0.52" with the language's decimal sign. */
export const decimal = (n: number, comma: boolean): string => (comma ? n.toFixed(2).replace('.', ',') : n.toFixed(2));
