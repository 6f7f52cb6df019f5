/**
 * English prose detector for the tests of the other languages: English function words that no
 * word of French, Spanish, German, Portuguese, Italian or Hindi spells the same way, and the text
 * of an SVG (its <title>, <desc> and <text> elements).
 */

/** Function words of English that are not words of the six other languages (no "a", "in", "on", "an", "or", "die", "son"). */
const ENGLISH_WORDS = new Set([
  'the', 'and', 'with', 'your', 'you', 'of', 'is', 'are', 'for', 'this', 'that', 'these', 'those', 'between', 'their', 'its',
  'into', 'toward', 'towards', 'from', 'at', 'by', 'was', 'were', 'will', 'would', 'which', 'when', 'where', 'while',
  'what', 'how', 'who', 'has', 'have', 'been', 'being', 'not', 'but', 'than', 'then', 'there', 'here', 'about', 'over',
  'under', 'after', 'before', 'through', 'each', 'both', 'every', 'some', 'any', 'more', 'most', 'only', 'also', 'can',
  'could', 'should', 'may', 'might', 'must', 'it', 'he', 'she', 'they', 'them', 'his', 'her', 'our', 'we', 'my', 'me',
  'written', 'offline', 'closest', 'enters', 'stations', 'retrograde', 'direct', 'lit', 'waxing', 'waning',
  'meets', 'opposes', 'trines', 'squares', 'sextiles', 'both', 'signs', 'orb', 'pm', 'am', 'ai',
  'sun', 'moon', 'trine', 'square', 'conjunction', 'house', 'sign', 'chart', 'reading',
]);

/** Words some other language writes the same way (checked per word, so they are dropped). */
const SHARED = new Set(['also', 'offline', 'direct', 'am', 'ai', 'was', 'will', 'here', 'over', 'must', 'has', 'me', 'it', 'can', 'may', 'most', 'signs']);

/** The English function words of a text (lower-case, in order). */
export const englishWordsIn = (text: string): string[] =>
  (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => ENGLISH_WORDS.has(w) && !SHARED.has(w));

/** Words that are English in a Hindi text only ("AI", "pm": Latin letters in Devanagari prose). */
const LATIN_IN_HINDI = /\b(AI|pm|am|PM|AM)\b/;

/**
 * True when the text reads as English: two English function words or more, or one in a text of
 * at most six words (a short caption). Hindi (Devanagari) prose may not carry "AI" or "pm".
 */
export const looksEnglish = (text: string): boolean => {
  if (/[\u0900-\u097F]/.test(text) && LATIN_IN_HINDI.test(text)) return true;
  const found = englishWordsIn(text);
  const words = text.split(/\s+/).filter(Boolean).length;
  return found.length >= 2 || (found.length === 1 && words <= 6);
};

/** The texts of an SVG: every <title>, <desc> and <text> (its tspans joined), entities decoded. */
export const svgTexts = (svg: string): string[] => {
  const out: string[] = [];
  for (const m of svg.matchAll(/<(title|desc|text)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const t = m[2]!
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/\s+/g, ' ')
      .trim();
    if (t) out.push(t);
  }
  return out;
};
