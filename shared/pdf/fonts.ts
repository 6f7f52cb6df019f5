/**
 * Font loading, once per container (Lambda execution environment or local process).
 *
 * The TTF bytes are read once, and each font is parsed by fontkit once: pdf-lib parses
 * the bytes again for every document it embeds them into, so it is handed a fontkit
 * whose `create` returns the already-parsed font for known bytes. The subset written
 * into each PDF is still built per document from the glyphs that document uses.
 *
 * Two typefaces: DejaVu Sans (regular, bold) for the text, tables and glyphs, and Playfair
 * Display SemiBold (SIL Open Font License) for the headings and the cover. A third, Noto Sans
 * Devanagari (regular, bold; OFL), draws the Devanagari runs of a document that has any (Hindi):
 * loaded and embedded only for such a document, and shaped by fontkit's Indic shaper (conjuncts,
 * reph, the i-matra before its consonant), which the other faces do without.
 * Location: `FONT_DIR` (set by the CDK stack, which copies the TTFs into the function
 * asset, infra/paths.ts FONT_SOURCES), else their packages in node_modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
// fontkit's Indic shaper is written with generators compiled for regenerator: it needs the runtime's global.
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import type { Font as FontkitFont, Fontkit } from 'pdf-lib/cjs/types/fontkit';

/** Each style: its package and the file's path inside the package. */
const FONT_SOURCES = {
  regular: { pkg: 'dejavu-fonts-ttf', path: 'ttf/DejaVuSans.ttf' },
  bold: { pkg: 'dejavu-fonts-ttf', path: 'ttf/DejaVuSans-Bold.ttf' },
  display: { pkg: '@expo-google-fonts/playfair-display', path: '600SemiBold/PlayfairDisplay_600SemiBold.ttf' },
} as const;
export type FontStyle = keyof typeof FONT_SOURCES;

/** The Devanagari faces, by weight: `regular` for the regular style, `bold` for bold and display. */
const DEVANAGARI_SOURCES = {
  regular: { pkg: '@expo-google-fonts/noto-sans-devanagari', path: '400Regular/NotoSansDevanagari_400Regular.ttf' },
  bold: { pkg: '@expo-google-fonts/noto-sans-devanagari', path: '700Bold/NotoSansDevanagari_700Bold.ttf' },
} as const;
export type ScriptWeight = keyof typeof DEVANAGARI_SOURCES;
/** The weight of the Devanagari face that stands in for a style. */
export const scriptWeightOf = (style: FontStyle): ScriptWeight => (style === 'regular' ? 'regular' : 'bold');
const fileOf = (src: { path: string }): string => src.path.slice(src.path.lastIndexOf('/') + 1);
export const FONT_STYLES = Object.keys(FONT_SOURCES) as FontStyle[];
export const FONT_FILES = Object.fromEntries(
  FONT_STYLES.map((s) => [s, FONT_SOURCES[s].path.slice(FONT_SOURCES[s].path.lastIndexOf('/') + 1)]),
) as Record<FontStyle, string>;

export interface LoadedFont {
  style: FontStyle;
  bytes: Uint8Array;
  /** The parsed font, shared by all documents of this container. */
  face: FontkitFont;
}

/** Directory holding the TTF files of the deployed function (FONT_DIR), if set. */
export function fontDir(): string {
  const fromEnv = process.env.FONT_DIR;
  if (fromEnv) return fromEnv;
  return dirname(fontPath('regular'));
}

/** Where the file of one style is: in FONT_DIR when set, else in its package. */
export function fontPath(style: FontStyle): string {
  return sourcePath(FONT_SOURCES[style]);
}

function sourcePath(src: { pkg: string; path: string }): string {
  const fromEnv = process.env.FONT_DIR;
  if (fromEnv) return join(fromEnv, fileOf(src));
  try {
    const pkg = createRequire(import.meta.url).resolve(`${src.pkg}/package.json`);
    return join(dirname(pkg), src.path);
  } catch {
    return join(process.cwd(), 'node_modules', src.pkg, src.path);
  }
}

let cache: Record<FontStyle, LoadedFont> | undefined;
let scriptCache: Record<ScriptWeight, ScriptFont> | undefined;
const parsed = new Map<Uint8Array, FontkitFont>();

function readFace(path: string): { bytes: Uint8Array; face: FontkitFont } {
  if (!existsSync(path)) throw new Error(`PDF font not found: ${path} (set FONT_DIR)`);
  const bytes = new Uint8Array(readFileSync(path));
  const face = fontkit.create(bytes) as FontkitFont;
  parsed.set(bytes, face);
  return { bytes, face };
}

/** The fonts, loaded on first use and then kept for the life of the container. */
export function loadFonts(): Record<FontStyle, LoadedFont> {
  if (cache) return cache;
  const load = (style: FontStyle): LoadedFont => {
    const { bytes, face } = readFace(fontPath(style));
    useSimpleLayout(face);
    return { style, bytes, face };
  };
  cache = { regular: load('regular'), bold: load('bold'), display: load('display') };
  return cache;
}

export interface ScriptFont {
  weight: ScriptWeight;
  bytes: Uint8Array;
  /** Parsed once per container; its `layout` shapes word by word, each word once (cached). */
  face: FontkitFont;
}

/** The Devanagari faces, loaded on the first document that has Devanagari, then kept. */
export function loadDevanagariFonts(): Record<ScriptWeight, ScriptFont> {
  if (scriptCache) return scriptCache;
  const load = (weight: ScriptWeight): ScriptFont => {
    const { bytes, face } = readFace(sourcePath(DEVANAGARI_SOURCES[weight]));
    useWordShaping(face);
    return { weight, bytes, face };
  };
  scriptCache = { regular: load('regular'), bold: load('bold') };
  return scriptCache;
}

// the Devanagari rule of the drawing core (one rule for images and the PDF)
export { DEVANAGARI, isDevanagari } from '../drawing/script';

/** Most words a Devanagari face keeps shaped (a container's vocabulary is far smaller). */
const SHAPED_WORDS_MAX = 20_000;

/**
 * Full OpenType shaping, one word at a time, each word shaped once per container: Devanagari
 * never joins across a space, and fontkit's Indic shaper costs milliseconds a call (its first
 * call builds the syllable machine, some 0.1-0.5 s, on the first Hindi document of a container).
 * pdf-lib draws the glyphs with their advance widths; the wrapping measures the same glyphs.
 */
function useWordShaping(face: FontkitFont): void {
  const shape = face.layout.bind(face) as (text: string) => { glyphs: unknown[] };
  const words = new Map<string, unknown[]>();
  (face as unknown as { layout: (text: string) => { glyphs: unknown[] } }).layout = (text: string) => {
    const glyphs: unknown[] = [];
    for (const part of text.split(/( +)/)) {
      if (!part) continue;
      let g = words.get(part);
      if (!g) {
        if (words.size >= SHAPED_WORDS_MAX) words.clear();
        g = shape(part).glyphs;
        words.set(part, g);
      }
      for (const x of g) glyphs.push(x);
    }
    return { glyphs };
  };
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
