/**
 * The precompiled glyph outlines (shared/drawing/glyph-outlines.ts) against fontkit itself: the
 * committed file is what the build script makes from the installed fonts, every mapped code point
 * of both fonts decodes to fontkit's outline and advance, an unmapped one to .notdef, and a line of
 * text outlines as a fontkit-based reference lays it out.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeOutlines, encodeOutlines, loadOutlines, OUTLINE_STYLES, type GlyphOutline } from '#shared/drawing/glyph-outlines';
import { textPath } from '#shared/drawing/outline';
import { num } from '#shared/drawing/shapes';
import { loadFonts } from '#shared/pdf/fonts';
import { buildOutlines, OUTLINES_TARGET } from '../../../scripts/build-glyph-outlines';

interface FontkitGlyph {
  advanceWidth: number;
  path: { commands: { command: string; args: number[] }[] };
}
const face = (style: 'regular' | 'bold') =>
  loadFonts()[style].face as unknown as { unitsPerEm: number; characterSet: number[]; glyphForCodePoint(cp: number): FontkitGlyph; getGlyph(id: number): FontkitGlyph };
const plain = (g: FontkitGlyph): GlyphOutline => ({ advance: g.advanceWidth, commands: g.path.commands.map((c) => ({ command: c.command as GlyphOutline['commands'][number]['command'], args: [...c.args] })) });

describe('glyph outlines file', () => {
  it('is what scripts/build-glyph-outlines.ts makes from the installed fonts (rebuild and commit it otherwise)', { timeout: 60_000 }, () => {
    const committed = new Uint8Array(readFileSync(OUTLINES_TARGET));
    const fresh = buildOutlines();
    expect(committed.length).toBe(fresh.length);
    expect(Buffer.compare(Buffer.from(committed), Buffer.from(fresh))).toBe(0);
  });

  it('gives fontkit’s outline and advance width for every code point of both fonts, .notdef for the others', { timeout: 60_000 }, () => {
    const outlines = loadOutlines();
    for (const style of OUTLINE_STYLES) {
      const f = face(style);
      expect(outlines[style].unitsPerEm).toBe(f.unitsPerEm);
      expect(f.characterSet.length).toBeGreaterThan(5000);
      let floats = 0;
      for (const cp of f.characterSet) {
        const want = plain(f.glyphForCodePoint(cp));
        const got = outlines[style].glyph(cp);
        if (got.advance !== want.advance || JSON.stringify(got.commands) !== JSON.stringify(want.commands)) expect.fail(`${style} U+${cp.toString(16)}: differs from fontkit`);
        if (want.commands.some((c) => c.args.some((a) => !Number.isInteger(a * 2)))) floats++;
        expect(outlines[style].has(cp)).toBe(true);
      }
      // the float64 encoding is exercised: some composite glyphs are scaled by non-integral factors
      expect(floats).toBeGreaterThan(0);
      for (const cp of [0x4e2d, 0xac00, 0x10ffff]) {
        expect(outlines[style].has(cp)).toBe(false);
        expect(outlines[style].glyph(cp)).toEqual(plain(f.getGlyph(0)));
        expect(plain(f.glyphForCodePoint(cp))).toEqual(plain(f.getGlyph(0)));
      }
    }
  });

  it('lays out a line as fontkit does: one glyph per code point, advance widths, anchored', () => {
    // reference: fontkit's glyphs, written out independently of outline.ts
    const reference = (text: string, x: number, y: number, size: number, bold: boolean, anchor: 'start' | 'middle' | 'end'): string => {
      const f = face(bold ? 'bold' : 'regular');
      const s = size / f.unitsPerEm;
      const glyphs = Array.from(text, (ch) => f.glyphForCodePoint(ch.codePointAt(0)!));
      const total = glyphs.reduce((a, g) => a + g.advanceWidth, 0) * s;
      let pen = anchor === 'start' ? x : anchor === 'middle' ? x - total / 2 : x - total;
      const parts: string[] = [];
      const letter: Record<string, string> = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' };
      for (const g of glyphs) {
        for (const c of g.path.commands) {
          const pts: string[] = [];
          for (let k = 0; k < c.args.length; k += 2) pts.push(`${num(pen + c.args[k]! * s)} ${num(y - c.args[k + 1]! * s)}`);
          parts.push(pts.length ? `${letter[c.command]} ${pts.join(' ')}` : letter[c.command]!);
        }
        pen += g.advanceWidth * s;
      }
      return parts.join(' ');
    };
    const lines = [
      { text: 'Natal chart: Zoë Ñúñez, 12°34′ ♈ ☉ ℞', x: 400, y: 50, size: 18, bold: true, anchor: 'middle' as const },
      { text: 'Ашока · Ἀθηνᾶ · 中', x: 10, y: 700, size: 13.5, bold: false, anchor: 'start' as const },
      { text: 'Transits: 2024-03-01 12:00', x: 790, y: 20, size: 11, bold: false, anchor: 'end' as const },
    ];
    for (const l of lines) {
      const got = textPath({ kind: 'text', text: l.text, x: l.x, y: l.y, size: l.size, bold: l.bold, anchor: l.anchor, fill: '#000' });
      expect(got.length).toBeGreaterThan(100);
      expect(got).toBe(reference(l.text, l.x, l.y, l.size, l.bold, l.anchor));
    }
  });

  it('refuses a file that is not one, and round-trips what it encodes', () => {
    expect(() => decodeOutlines(new Uint8Array([1, 2, 3, 4, 0, 0]))).toThrow(/not a glyph outline file/);
    const glyph = (advance: number, args: number[]): GlyphOutline => ({ advance, commands: [{ command: 'moveTo', args: args.slice(0, 2) }, { command: 'bezierCurveTo', args }, { command: 'closePath', args: [] }] });
    const notdef = glyph(500, [0, 0, 1, 1, 2, 2]);
    const bytes = encodeOutlines(
      OUTLINE_STYLES.map((_, i) => ({
        unitsPerEm: 1000 + i,
        notdef,
        glyphs: [
          { codePoint: 0x42, id: 7, outline: () => glyph(610, [-12.5, 3, 100, -200.5, 16383.5, -16384]) },
          { codePoint: 0x41, id: 3, outline: () => glyph(600, [0.1, 1 / 3, 5, 6, 7, 8]) },
          { codePoint: 0x391, id: 3, outline: () => glyph(600, [0.1, 1 / 3, 5, 6, 7, 8]) },
        ],
      })),
    );
    const fonts = decodeOutlines(bytes);
    expect(fonts.bold.unitsPerEm).toBe(1001);
    expect(fonts.regular.glyph(0x41)).toEqual(glyph(600, [0.1, 1 / 3, 5, 6, 7, 8]));
    expect(fonts.regular.glyph(0x391)).toBe(fonts.regular.glyph(0x41));
    expect(fonts.regular.glyph(0x42)).toEqual(glyph(610, [-12.5, 3, 100, -200.5, 16383.5, -16384]));
    expect(fonts.regular.glyph(0x43)).toEqual(notdef);
    expect(() => encodeOutlines([{ unitsPerEm: 1000, notdef: { advance: 1.5, commands: [] }, glyphs: [] }])).toThrow(/u16/);
  });
});
