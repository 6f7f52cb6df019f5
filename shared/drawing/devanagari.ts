/**
 * Devanagari for the PNG renderer: Noto Sans Devanagari (regular, bold; OFL, the faces the PDF
 * embeds) shaped by fontkit's Indic shaper (conjuncts such as क्ष and श्र as one glyph, the
 * i-matra before its consonant, the reph above the next letter), as outlines.
 *
 * Loaded only when a drawing has Devanagari text (`script.ts` imports this module with a dynamic
 * `import()`): an image in the six Latin-script languages never loads fontkit or these fonts, so
 * its cold start is what it was. The faces are read from FONT_DIR (the image functions' asset
 * carries them: infra/paths.ts RASTER_FONT_SOURCES), else from their package, parsed once per
 * container; each word is shaped once per container (Devanagari never joins across a space).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
// fontkit's Indic shaper is written with generators compiled for regenerator: it needs the runtime's global.
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import type { PathCommand } from './glyph-outlines';
import type { ShapedGlyph, Shaper } from './shaper';

/** The two weights, by file under the package (FONT_DIR holds them under their file names). */
export const DEVANAGARI_FACES = {
  regular: '400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;
const PACKAGE = '@expo-google-fonts/noto-sans-devanagari';

interface FkGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
  path: { commands: Array<{ command: string; args: number[] }> };
}
interface FkFace {
  unitsPerEm: number;
  layout(text: string): { glyphs: FkGlyph[]; positions: Array<{ xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }> };
}

function facePath(file: string): string {
  const dir = process.env.FONT_DIR;
  if (dir) return join(dir, file.slice(file.lastIndexOf('/') + 1));
  return join(dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`)), file);
}

function loadFace(file: string): FkFace {
  const path = facePath(file);
  if (!existsSync(path)) throw new Error(`Devanagari font not found: ${path} (set FONT_DIR)`);
  return fontkit.create(new Uint8Array(readFileSync(path))) as unknown as FkFace;
}

/** Most words kept shaped per weight (a container's vocabulary is far smaller). */
const WORDS_MAX = 20_000;

function shaperOf(face: FkFace): (word: string) => ShapedGlyph[] {
  const words = new Map<string, ShapedGlyph[]>();
  return (word) => {
    let out = words.get(word);
    if (out) return out;
    // fontkit keeps one Glyph object per id, with the characters of its first use: a fresh cache per
    // word gives each glyph the characters it stands for here (the reph: र्), which the test of
    // every character drawn reads. Each word is shaped once per container, so this costs little.
    (face as unknown as { _glyphs: unknown[] })._glyphs = [];
    const run = face.layout(word);
    out = run.glyphs.map((g, i) => {
      const p = run.positions[i]!;
      return {
        id: g.id,
        codePoints: [...g.codePoints],
        commands: g.path.commands as PathCommand[],
        advance: p.xAdvance,
        dx: p.xOffset,
        dy: p.yOffset,
      };
    });
    if (words.size >= WORDS_MAX) words.clear();
    words.set(word, out);
    return out;
  };
}

/** The shaper of both weights (parses the two faces). */
export function createShaper(): Shaper {
  const regular = loadFace(DEVANAGARI_FACES.regular);
  const bold = loadFace(DEVANAGARI_FACES.bold);
  return { unitsPerEm: regular.unitsPerEm, regular: shaperOf(regular), bold: shaperOf(bold) };
}
