/**
 * The shaper's shape: what the Devanagari shaper (devanagari.ts) gives and the pure script helpers
 * (script.ts, which load the shaper lazily) use. A leaf module, so the two do not import each other.
 */
import type { PathCommand } from './glyph-outlines';

/** One glyph of a shaped run, in font units (y up): its outline, advance and offset. */
export interface ShapedGlyph {
  /** The glyph id in the face (0: .notdef, a character the face cannot draw). */
  id: number;
  /** The characters it stands for (a conjunct: several). */
  codePoints: readonly number[];
  commands: PathCommand[];
  advance: number;
  dx: number;
  dy: number;
}

/** Shapes one word (no spaces) of Devanagari in a weight. */
export interface Shaper {
  unitsPerEm: number;
  regular: (word: string) => ShapedGlyph[];
  bold: (word: string) => ShapedGlyph[];
}
