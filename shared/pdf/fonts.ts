/**
 * Font loading, once per container (Lambda execution environment or local process).
 *
 * The TTF bytes are read once, and each font is parsed by fontkit once: pdf-lib parses
 * the bytes again for every document it embeds them into, so it is handed a fontkit
 * whose `create` returns the already-parsed font for known bytes. The subset written
 * into each PDF is still built per document from the glyphs that document uses.
 *
 * Location: `FONT_DIR` (set by the CDK stack, which copies the DejaVu TTFs into the
 * function asset), else the `dejavu-fonts-ttf` package in node_modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { Font as FontkitFont, Fontkit } from 'pdf-lib/cjs/types/fontkit';

export const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
export type FontStyle = keyof typeof FONT_FILES;

export interface LoadedFont {
  style: FontStyle;
  bytes: Uint8Array;
  /** The parsed font, shared by all documents of this container. */
  face: FontkitFont;
}

/** Directory holding the TTF files. */
export function fontDir(): string {
  const fromEnv = process.env.FONT_DIR;
  if (fromEnv) return fromEnv;
  try {
    const pkg = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json');
    return join(dirname(pkg), 'ttf');
  } catch {
    return join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
  }
}

let cache: Record<FontStyle, LoadedFont> | undefined;
const parsed = new Map<Uint8Array, FontkitFont>();

/** The fonts, loaded on first use and then kept for the life of the container. */
export function loadFonts(): Record<FontStyle, LoadedFont> {
  if (cache) return cache;
  const dir = fontDir();
  const load = (style: FontStyle): LoadedFont => {
    const path = join(dir, FONT_FILES[style]);
    if (!existsSync(path)) throw new Error(`PDF font not found: ${path} (set FONT_DIR)`);
    const bytes = new Uint8Array(readFileSync(path));
    const face = fontkit.create(bytes) as FontkitFont;
    useSimpleLayout(face);
    parsed.set(bytes, face);
    return { style, bytes, face };
  };
  cache = { regular: load('regular'), bold: load('bold') };
  return cache;
}

/**
 * One glyph per code point, no OpenType shaping. pdf-lib encodes every drawn string
 * through `font.layout`, and fontkit's full shaping (GSUB/GPOS lookups) made a 34-section
 * PDF take about a second; the scripts of the six languages need no shaping, and the
 * wrapping widths (advance widths, no kerning) then match what is drawn exactly.
 */
function useSimpleLayout(face: FontkitFont): void {
  const glyphs = new Map<number, ReturnType<FontkitFont['glyphForCodePoint']>>();
  const glyph = (cp: number): ReturnType<FontkitFont['glyphForCodePoint']> => {
    let g = glyphs.get(cp);
    if (!g) {
      g = face.glyphForCodePoint(cp);
      glyphs.set(cp, g);
    }
    return g;
  };
  (face as unknown as { layout: (text: string) => { glyphs: unknown[] } }).layout = (text: string) => ({
    glyphs: Array.from(text, (ch) => glyph(ch.codePointAt(0) ?? 0x3f)),
  });
}

/** A fontkit for pdf-lib that reuses the fonts parsed by `loadFonts`. */
export const cachingFontkit: Fontkit = {
  create(buffer: Uint8Array, postscriptName?: string): FontkitFont {
    return parsed.get(buffer) ?? (fontkit.create(buffer, postscriptName) as FontkitFont);
  },
};
