/**
 * Text that the DejaVu outlines cannot draw alone: Devanagari (Hindi names, labels, captions).
 * Pure helpers (which text needs shaping, how a line is cut into runs) and the lazy loader of the
 * shaper (devanagari.ts, fontkit and Noto Sans Devanagari): it is imported only by a drawing
 * that has Devanagari, so the images of the other languages load nothing more than before.
 */
import type { Drawing, Shape } from './shapes';
import type { Shaper } from './shaper';

/** The Devanagari block, its extension and the Vedic marks (the drawings' and the PDF's one rule). */
// ranges of code points, not combined characters: the rule misreads the combining marks at their ends
// eslint-disable-next-line no-misleading-character-class
export const DEVANAGARI = /[\u0900-\u097f\ua8e0-\ua8ff\u1cd0-\u1cff]/u;
export const isDevanagari = (cp: number): boolean => (cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff);
export const hasDevanagari = (text: string): boolean => DEVANAGARI.test(text);

export type { ShapedGlyph, Shaper } from './shaper';

/** A piece of a line drawn with one face: DejaVu's outlines, or the shaped Devanagari face (`script`). */
export interface Run {
  text: string;
  script: boolean;
}

/**
 * A line cut where it changes between Devanagari and the rest. Joiners stay with the run they
 * follow, and so do the spaces and punctuation between two Devanagari words (a Hindi phrase is one
 * run; the shaper shapes it word by word).
 */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const joiner = cp === 0x200c || cp === 0x200d;
    const script = isDevanagari(cp);
    const last = runs.at(-1);
    if (last && (joiner || last.script === script)) last.text += ch;
    else runs.push({ text: ch, script });
  }
  // a space (or a comma) between two Devanagari runs joins them: one run, shaped word by word
  const merged: Run[] = [];
  for (const r of runs) {
    const prev = merged.at(-1);
    const beforePrev = merged.at(-2);
    if (r.script && prev && !prev.script && /^[ ,.]+$/.test(prev.text) && beforePrev?.script) {
      merged.pop();
      beforePrev.text += prev.text + r.text;
    } else merged.push({ ...r });
  }
  return merged;
}

let shaper: Shaper | undefined;
let loading: Promise<Shaper> | undefined;

/** The shaper, if loaded (textPath draws Devanagari only with it). */
export const loadedShaper = (): Shaper | undefined => shaper;

/** Load the shaper (fontkit and the two faces), once per container. */
export function loadShaper(): Promise<Shaper> {
  if (shaper) return Promise.resolve(shaper);
  loading ??= import('./devanagari').then((m) => {
    shaper = m.createShaper();
    return shaper;
  });
  return loading;
}

const anyText = (shapes: readonly Shape[], test: (s: string) => boolean): boolean =>
  shapes.some((s) => (s.kind === 'text' ? test(s.text) : s.kind === 'group' ? anyText(s.children, test) : false));

/** Whether a drawing has Devanagari text (its title and description included). */
export const drawingHasDevanagari = (d: Drawing): boolean => hasDevanagari(d.title) || hasDevanagari(d.desc) || anyText(d.shapes, hasDevanagari);

/** Before outlining a drawing: load the shaper when its text needs it (else nothing is loaded). */
export async function prepareText(d: Drawing): Promise<void> {
  if (anyText(d.shapes, hasDevanagari)) await loadShaper();
}
