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

/** "ceres" -> "Ceres", "lot_of_spirit" -> "Lot Of Spirit": a name for a point a table lacks. */
export const plainName = (key: string): string =>
  key
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

export type AspectTable = Readonly<Record<TransitAspect, string>>;
export type StrengthTable = Readonly<Record<Strength, string>>;
export type InfluenceTable = Readonly<Record<Influence, string>>;

/** "0.52" with the language's decimal sign. */
export const decimal = (n: number, comma: boolean): string => (comma ? n.toFixed(2).replace('.', ',') : n.toFixed(2));
