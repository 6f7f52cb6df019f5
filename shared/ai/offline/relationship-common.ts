/**
 * What the relationship readings of every language share: the display names of the facts'
 * identifiers in the language (the label tables, `GET /labels`), a channel's gates, and numbers
 * with the language's decimal sign. Pure.
 */
import { formatMoment } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import { labelOf } from '../../i18n/labels/index';

export interface RelationshipNames {
  body(key: string): string;
  sign(key: string): string;
  aspect(type: string): string;
  element(key: string): string;
  modality(key: string): string;
  hdType(name: string): string;
  authority(name: string): string;
}

export const namesIn = (language: Language): RelationshipNames => ({
  body: (k) => labelOf(language, 'bodies', k),
  sign: (k) => labelOf(language, 'signs', k.toLowerCase()),
  aspect: (t) => labelOf(language, 'aspects', t),
  element: (k) => labelOf(language, 'elements', k.toLowerCase()),
  modality: (k) => labelOf(language, 'modalities', k.toLowerCase()),
  hdType: (n) => labelOf(language, 'hdTypes', n),
  authority: (n) => labelOf(language, 'hdAuthorities', n),
});

/** "Inspiration (1-8)" -> "1-8": the channel by its gates, the same in every language. */
export const gatesOf = (channel: string): string => /\((\d+-\d+)\)\s*$/.exec(channel)?.[1] ?? channel;

/** 1.25 -> "1,3" (comma) or "1.3": an orb with one decimal. */
export const oneDecimal = (n: number, comma: boolean): string => (comma ? n.toFixed(1).replace('.', ',') : n.toFixed(1));

/** "14 décembre 1936 à 14:30 UTC" (shared/i18n/format.ts, 24-hour clock, no "pm"): a moment (ISO UTC) as the language writes it, in UT. */
export const momentIn = (iso: string, language: Language): string => formatMoment(iso, language);

/** Paragraphs without doubled spaces, one blank line between them. */
export const paragraphs = (ps: readonly string[]): string => ps.map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n\n');
