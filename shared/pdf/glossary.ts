/**
 * One line for each term the PDF uses, printed in small grey type under its heading: the
 * Human Design terms of the data pages, and the subject of each interpretation section.
 * The lines of every language are in `words/<language>.ts`.
 */
import { EN } from './words/en';
import { HD_LABEL_KEYS, SECTION_TERM_KEYS } from './words/types';
import type { HdLabelKey, PdfWords, SectionTermKey } from './words/types';

/** Human Design terms (English), by their label in the PDF. */
export const HD_TERMS: Readonly<Record<string, string>> = EN.hd.terms;

/** The English label of a Human Design term, if it is one the PDF explains. */
export function hdLabelKey(label: string): HdLabelKey | undefined {
  return (HD_LABEL_KEYS as readonly string[]).includes(label) ? (label as HdLabelKey) : undefined;
}

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');
const ALIASES: Readonly<Record<string, SectionTermKey>> = { icimumcoeli: 'ic' };

/** The line under an interpretation section's (English, stored) title, if the PDF knows the term. */
export function sectionTerm(title: string, words: PdfWords = EN): string | undefined {
  const n = norm(title);
  const key = (SECTION_TERM_KEYS as readonly string[]).includes(n) ? (n as SectionTermKey) : ALIASES[n];
  if (key) return words.sections[key];
  const hd = HD_LABEL_KEYS.find((k) => norm(k) === n);
  return hd ? words.hd.terms[hd] : undefined;
}
