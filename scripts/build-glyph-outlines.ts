/**
 * Builds shared/drawing/dejavu-outlines.bin, the glyph outlines the PNG renderer draws text with
 * (shared/drawing/glyph-outlines.ts), from DejaVu Sans and DejaVu Sans Bold as fontkit reads them
 * (shared/pdf/fonts.ts: the same fonts and parser as the PDF):
 *
 *   npx tsx scripts/build-glyph-outlines.ts
 *
 * Run it after updating dejavu-fonts-ttf or @pdf-lib/fontkit and commit the file (a unit test
 * fails when the file and the installed packages disagree). Why a compiled file: bundling fontkit
 * into the image functions cost about 140 ms of CPU at every cold start (docs/infra.md).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeOutlines, OUTLINE_STYLES, OUTLINES_FILE, type GlyphOutline, type OutlineFontSource, type PathCommand } from '../shared/drawing/glyph-outlines';
import { loadFonts } from '../shared/pdf/fonts';

export const OUTLINES_TARGET = join(import.meta.dirname, '..', 'shared', 'drawing', OUTLINES_FILE);

interface FontkitGlyph {
  id: number;
  advanceWidth: number;
  path: { commands: PathCommand[] };
}
interface FontkitFace {
  unitsPerEm: number;
  characterSet: number[];
  glyphForCodePoint(cp: number): FontkitGlyph;
  getGlyph(id: number): FontkitGlyph;
}

const outlineOf = (g: FontkitGlyph): GlyphOutline => ({ commands: g.path.commands.map((c) => ({ command: c.command, args: [...c.args] })), advance: g.advanceWidth });

/** What fontkit gives for every mapped code point of the two fonts. */
export function outlineSources(): OutlineFontSource[] {
  const fonts = loadFonts();
  return OUTLINE_STYLES.map((style) => {
    const face = fonts[style].face as unknown as FontkitFace;
    return {
      unitsPerEm: face.unitsPerEm,
      notdef: outlineOf(face.getGlyph(0)),
      glyphs: face.characterSet.map((codePoint) => {
        const g = face.glyphForCodePoint(codePoint);
        return { codePoint, id: g.id, outline: () => outlineOf(g) };
      }),
    };
  });
}

export const buildOutlines = (): Uint8Array => encodeOutlines(outlineSources());

if (process.argv[1] && existsSync(process.argv[1]) && process.argv[1].endsWith('build-glyph-outlines.ts')) {
  const bytes = buildOutlines();
  writeFileSync(OUTLINES_TARGET, bytes);
  console.log(`${OUTLINES_TARGET}: ${bytes.length} bytes`);
}
