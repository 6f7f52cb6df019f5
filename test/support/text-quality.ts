/**
 * Checks of written texts that every language of the offline writer shares (docs/languages.md):
 * sentence frames (a sentence with its planet, sign, house and number words masked), how many
 * frames two texts share, and doubled words. A language supplies its own words to mask.
 */

export interface MaskWords {
  /** Names of bodies and points, e.g. "Sun", "North Node", "Black Moon Lilith", "IC". */
  bodies: readonly string[];
  /** Names of the signs. */
  signs: readonly string[];
  /** House words: ordinals ("tenth"), and anything else that names a house. */
  houses: readonly string[];
  /** Number words ("one", "four"); digits are always masked. */
  numbers: readonly string[];
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text's sentences: split after . ! ? (and their closing quotes) followed by white space or the end. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["»”’)]?)\s+/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

/** The masker of one language: longest names first, whole words only, case-insensitive. */
export function frameMasker(words: MaskWords): (sentence: string) => string {
  const group = (xs: readonly string[]): RegExp | undefined => {
    const sorted = [...new Set(xs)].filter(Boolean).sort((a, b) => b.length - a.length);
    return sorted.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${sorted.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu') : undefined;
  };
  const masks: [RegExp | undefined, string][] = [
    [group(words.bodies), '‹P›'],
    [group(words.signs), '‹S›'],
    [group(words.houses), '‹H›'],
    [group(words.numbers), '‹N›'],
  ];
  return (sentence) => {
    let s = sentence.replace(/\d+(?:[.,]\d+)?\s*°?/gu, '‹N›');
    for (const [re, token] of masks) if (re) s = s.replace(re, token);
    return s.toLowerCase().replace(/\s+/gu, ' ').trim();
  };
}

/** The set of sentence frames of a text. */
export const framesOf = (text: string, mask: (s: string) => string): Set<string> => new Set(sentencesOf(text).map(mask));

/** Shared frames over the smaller text's frames (0 when either has none). */
export function sharedFrameRatio(a: Set<string>, b: Set<string>): { ratio: number; shared: string[] } {
  const shared = [...a].filter((f) => b.has(f));
  const n = Math.min(a.size, b.size);
  return { ratio: n === 0 ? 0 : shared.length / n, shared };
}

/** Every pair of texts sharing more than `limit` of their frames, with the frames they share. */
export function framePairsOver(texts: Record<string, string>, mask: (s: string) => string, limit = 1 / 3): { a: string; b: string; ratio: number; shared: string[] }[] {
  const keys = Object.keys(texts);
  const frames = Object.fromEntries(keys.map((k) => [k, framesOf(texts[k]!, mask)]));
  const out: { a: string; b: string; ratio: number; shared: string[] }[] = [];
  for (let i = 0; i < keys.length; i++)
    for (let j = i + 1; j < keys.length; j++) {
      const r = sharedFrameRatio(frames[keys[i]!]!, frames[keys[j]!]!);
      if (r.ratio > limit) out.push({ a: keys[i]!, b: keys[j]!, ...r });
    }
  return out;
}

/** A word written twice in a row ("to to"), across spaces and line breaks, any case. */
export function doubledWords(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\p{N}'’-])(\p{L}+)\s+\1(?![\p{L}\p{N}'’-])/giu)].map((m) => m[0]);
}

/** The words of a text, for a spell checker: letters with inner apostrophes; hyphenated words in parts; ordinal suffixes (2nd) left out. */
export function wordsOf(text: string): string[] {
  return (text.match(/(?<![\p{L}\p{N}])\p{L}+(?:['’]\p{L}+)*/gu) ?? []).map((w) => w.replace(/’/g, "'"));
}
