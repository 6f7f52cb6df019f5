/**
 * Text as outlines: a copy of a drawing whose text shapes are replaced by filled paths of
 * the DejaVu glyphs (the fonts the PDF embeds, read from their precompiled outlines:
 * glyph-outlines.ts). The PNG is rasterized from this copy, so the rasterizer needs no font
 * at all: no font file is parsed, and the letters are exactly the PDF's. The SVG answer keeps
 * real text.
 */
import { loadOutlines } from './glyph-outlines';
import { num } from './shapes';
import type { Drawing, Shape, TextShape } from './shapes';

const LETTERS = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' } as const;

/** Path data of one line of text at its anchor, in drawing units. */
export function textPath(t: TextShape): string {
  // one glyph per code point, advance widths without kerning: the PDF's layout (shared/pdf/fonts.ts)
  const font = loadOutlines()[t.bold === true ? 'bold' : 'regular'];
  const s = t.size / font.unitsPerEm;
  const glyphs = Array.from(t.text, (ch) => font.glyph(ch.codePointAt(0) ?? 0x3f));
  const total = glyphs.reduce((sum, g) => sum + g.advance, 0) * s;
  let penX = t.x - (t.anchor === 'middle' ? total / 2 : t.anchor === 'end' ? total : 0);
  const out: string[] = [];
  for (const g of glyphs) {
    for (const c of g.commands) {
      const xy: string[] = [];
      for (let k = 0; k + 1 < c.args.length; k += 2) xy.push(`${num(penX + c.args[k]! * s)} ${num(t.y - c.args[k + 1]! * s)}`);
      out.push(`${LETTERS[c.command]}${xy.length ? ` ${xy.join(' ')}` : ''}`);
    }
    penX += g.advance * s;
  }
  return out.join(' ');
}

const outlineShape = (sh: Shape): Shape => {
  if (sh.kind === 'text') return { kind: 'path', d: textPath(sh) || 'M 0 0', fill: sh.fill };
  if (sh.kind === 'group') return { ...sh, children: sh.children.map(outlineShape) };
  return sh;
};

export const outlineText = (d: Drawing): Drawing => ({ ...d, shapes: d.shapes.map(outlineShape) });
