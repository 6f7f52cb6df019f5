/**
 * Is a text written in the language it was asked in? The Anthropic writer's answers are checked
 * with `franc` (trigram language identification), restricted to the API's seven languages, so a
 * text is always judged as one of them (docs/languages.md). Texts shorter than
 * `LANGUAGE_CHECK_MIN_CHARS` are not judged: identification is unreliable on a line or two, and
 * such a text is mostly names. Pure: no I/O. `franc` (its trigram tables are some 30 ms of module
 * load) is imported on the first judgement, not at the function's start: only an answer of the
 * Anthropic writer pays for it, never a cold start (docs/languages.md).
 */
import type { franc as Franc } from 'franc';
import type { Language } from '../i18n/languages';

/** ISO 639-3 codes of the seven languages, as franc names them. */
const ISO3: Readonly<Record<Language, string>> = { en: 'eng', fr: 'fra', es: 'spa', de: 'deu', pt: 'por', it: 'ita', hi: 'hin' };
const FROM_ISO3 = new Map(Object.entries(ISO3).map(([k, v]) => [v, k as Language]));
const ONLY = Object.values(ISO3);

/** Below this many characters a text is not judged. */
export const LANGUAGE_CHECK_MIN_CHARS = 120;

let francOnce: Promise<typeof Franc> | undefined;
const loadFranc = (): Promise<typeof Franc> => (francOnce ??= import('franc').then((m) => m.franc));

/** The language of a text among the seven, or undefined when it is too short to judge. */
export async function detectLanguage(text: string): Promise<Language | undefined> {
  const t = text.trim();
  if (t.length < LANGUAGE_CHECK_MIN_CHARS) return undefined;
  const franc = await loadFranc();
  return FROM_ISO3.get(franc(t, { only: ONLY, minLength: LANGUAGE_CHECK_MIN_CHARS }));
}

/** False only when the text is long enough to judge and is judged another language than `expected`. */
export async function inLanguage(text: string, expected: Language): Promise<boolean> {
  const found = await detectLanguage(text);
  return found === undefined || found === expected;
}
