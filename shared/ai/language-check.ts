/**
 * Is a text written in the language it was asked in? The Anthropic writer's answers are checked
 * with `franc` (trigram language identification), restricted to the API's seven languages, so a
 * text is always judged as one of them (docs/languages.md). Texts shorter than
 * `LANGUAGE_CHECK_MIN_CHARS` are not judged: identification is unreliable on a line or two, and
 * such a text is mostly names. Pure: no I/O.
 */
import { franc } from 'franc';
import type { Language } from '../i18n/languages';

/** ISO 639-3 codes of the seven languages, as franc names them. */
const ISO3: Readonly<Record<Language, string>> = { en: 'eng', fr: 'fra', es: 'spa', de: 'deu', pt: 'por', it: 'ita', hi: 'hin' };
const FROM_ISO3 = new Map(Object.entries(ISO3).map(([k, v]) => [v, k as Language]));
const ONLY = Object.values(ISO3);

/** Below this many characters a text is not judged. */
export const LANGUAGE_CHECK_MIN_CHARS = 120;

/** The language of a text among the seven, or undefined when it is too short to judge. */
export function detectLanguage(text: string): Language | undefined {
  const t = text.trim();
  if (t.length < LANGUAGE_CHECK_MIN_CHARS) return undefined;
  return FROM_ISO3.get(franc(t, { only: ONLY, minLength: LANGUAGE_CHECK_MIN_CHARS }));
}

/** False only when the text is long enough to judge and is judged another language than `expected`. */
export function inLanguage(text: string, expected: Language): boolean {
  const found = detectLanguage(text);
  return found === undefined || found === expected;
}
