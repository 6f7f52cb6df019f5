/**
 * Text as outlines: a copy of a drawing whose text shapes are replaced by filled paths of
 * the DejaVu glyphs (the fonts the PDF embeds, read from their precompiled outlines:
 * glyph-outlines.ts). The PNG is rasterized from this copy, so the rasterizer needs no font
 * at all: no font file is parsed, and the letters are exactly the PDF's. The SVG answer keeps
 * real text. Devanagari runs are drawn with Noto Sans Devanagari shaped by fontkit (script.ts,
 * devanagari.ts), loaded only for a drawing that has them (`prepareText` first).
 */
import { loadOutlines, type PathCommand } from './glyph-outlines';
import { hasDevanagari, loadedShaper, scriptRuns } from './script';
import { num } from './shapes';
import type { Drawing, Shape, TextShape } from './shapes';

const LETTERS = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' } as const;

/** One glyph as placed: its outline, scale and origin (drawing units, before the anchor's shift). */
export interface PlacedGlyph {
  /** The characters it draws (a conjunct is one glyph of several; a mark drawn apart, e.g. the reph, is a glyph of its own). */
  source: string;
  commands: PathCommand[];
  scale: number;
  x: number;
  y: number;
  /** The face's .notdef: a character it cannot draw. */
  notdef: boolean;
  /** Drawn by the shaped Devanagari face. */
  shaped: boolean;
}

/** The glyphs of one line of text and its width: DejaVu one glyph per code point, Devanagari shaped. */
export function layoutText(t: TextShape): { glyphs: PlacedGlyph[]; width: number } {
  const font = loadOutlines()[t.bold === true ? 'bold' : 'regular'];
  const s = t.size / font.unitsPerEm;
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  const plain = (text: string): void => {
    // one glyph per code point, advance widths without kerning: the PDF's layout (shared/pdf/fonts.ts)
    for (const ch of text) {
      const cp = ch.codePointAt(0) ?? 0x3f;
      const g = font.glyph(cp);
      glyphs.push({ source: ch, commands: g.commands, scale: s, x: pen, y: 0, notdef: !font.has(cp), shaped: false });
      pen += g.advance * s;
    }
  };
  if (!hasDevanagari(t.text)) {
    plain(t.text);
    return { glyphs, width: pen };
  }
  const shaper = loadedShaper();
  if (!shaper) throw new Error('Devanagari text needs the shaper: await prepareText(drawing) before outlining it');
  const shape = t.bold === true ? shaper.bold : shaper.regular;
  const ss = t.size / shaper.unitsPerEm;
  for (const run of scriptRuns(t.text)) {
    if (!run.script) {
      plain(run.text);
      continue;
    }
    for (const word of run.text.split(/( +)/)) {
      if (!word) continue;
      if (word.startsWith(' ')) {
        plain(word);
        continue;
      }
      for (const g of shape(word)) {
        glyphs.push({ source: String.fromCodePoint(...g.codePoints), commands: g.commands, scale: ss, x: pen + g.dx * ss, y: g.dy * ss, notdef: g.id === 0, shaped: true });
        pen += g.advance * ss;
      }
    }
  }
  return { glyphs, width: pen };
}

/** Path data of one line of text at its anchor, in drawing units. */
export function textPath(t: TextShape): string {
  if (!hasDevanagari(t.text)) return plainTextPath(t);
  const { glyphs, width } = layoutText(t);
  const x0 = t.x - (t.anchor === 'middle' ? width / 2 : t.anchor === 'end' ? width : 0);
  const out: string[] = [];
  for (const g of glyphs) {
    const gx = x0 + g.x;
    const gy = t.y - g.y;
    for (const c of g.commands) {
      const xy: string[] = [];
      for (let k = 0; k + 1 < c.args.length; k += 2) xy.push(`${num(gx + c.args[k]! * g.scale)} ${num(gy - c.args[k + 1]! * g.scale)}`);
      out.push(`${LETTERS[c.command]}${xy.length ? ` ${xy.join(' ')}` : ''}`);
    }
  }
  return out.join(' ');
}

/** A line without Devanagari: the DejaVu glyphs, pen positions summed from the anchor (the images' bytes as they always were). */
function plainTextPath(t: TextShape): string {
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
