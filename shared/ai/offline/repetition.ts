/**
 * The repetition bound of one blueprint (issue 46, docs/languages.md "Repetition"): within the
 * sections of one module, no run of REPEAT_WORDS words (a frame's fixed words, a sign's keyword
 * list, a house's area, an aspect's sense) is said more than REPEAT_LIMIT times. The writers fill
 * frames from the language's vocabulary, so a chart with four planets in one sign or house, or five
 * oppositions, would say the same list again and again; the sections are read in order and a
 * sentence that would say a run a third time is left out (a section that would be left empty keeps
 * its first sentence, which names the placement). Pure, no words of any language.
 */

export const REPEAT_WORDS = 6;
export const REPEAT_LIMIT = 2;

/** Sentences: split after . ! ? । (and closing quotes or brackets) followed by white space. */
const SENTENCE_END = /(?<=[.!?…।]["»”’)]?)\s+/u;

/** The runs of words of a sentence, digits masked (an orb or a degree does not make a new run), each once. */
export function runsOf(sentence: string, n = REPEAT_WORDS): Set<string> {
  const words = sentence
    .toLowerCase()
    .replace(/\d+(?:[.,′°'"]*\d*)*/gu, '#')
    .split(/[^\p{L}\p{M}#’'-]+/u)
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(' '));
  return out;
}

/** The sections with the sentences that would repeat a run over the limit left out. */
export function boundRepetition<K extends string>(sections: Record<K, string>, order: readonly K[]): Record<K, string> {
  const seen = new Map<string, number>();
  const out = { ...sections };
  for (const key of order) {
    const text = sections[key];
    if (!text) continue;
    const paragraphs = text.split(/\n\n/u).map((p) => {
      const kept: string[] = [];
      for (const s of p.split(SENTENCE_END)) {
        const runs = runsOf(s);
        if ([...runs].some((r) => (seen.get(r) ?? 0) >= REPEAT_LIMIT)) continue;
        for (const r of runs) seen.set(r, (seen.get(r) ?? 0) + 1);
        kept.push(s);
      }
      return kept.join(' ');
    });
    const bounded = paragraphs.filter((p) => p.trim() !== '').join('\n\n');
    // a section that would say nothing new keeps its first sentence (it names the placement)
    out[key] = bounded || text.split(/\n\n/u)[0]!.split(SENTENCE_END)[0]!;
  }
  return out;
}
