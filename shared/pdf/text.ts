/**
 * Text measurement and wrapping from the fonts' own metrics (advance widths cached per
 * code point; Devanagari runs measured from their shaped glyphs), and replacement of
 * characters the font cannot show.
 */
import type { Font as FontkitFont } from 'pdf-lib/cjs/types/fontkit';
import { DEVANAGARI, isDevanagari, scriptRuns } from '../drawing/script';

// a line cut into runs of one face: the drawing core's rule (shared/drawing/script.ts)
export { scriptRuns, type Run } from '../drawing/script';

export class TextMetrics {
  private readonly widths = new Map<number, number>();
  private readonly scale: number;
  private readonly scriptScale: number;

  /** `script`: the Devanagari face standing in for this style's, when the document has one. */
  constructor(
    private readonly face: FontkitFont,
    readonly script?: FontkitFont,
  ) {
    this.scale = 1 / face.unitsPerEm;
    this.scriptScale = script ? 1 / script.unitsPerEm : 0;
  }

  has(codePoint: number): boolean {
    return this.face.hasGlyphForCodePoint(codePoint) || (this.script !== undefined && isDevanagari(codePoint) && this.script.hasGlyphForCodePoint(codePoint));
  }

  /** Width of `text` in points at `size` (no kerning; wrapping keeps a small margin). */
  width(text: string, size: number): number {
    if (this.script && DEVANAGARI.test(text)) {
      let w = 0;
      for (const run of scriptRuns(text)) w += run.script ? this.scriptWidth(run.text, size) : this.plainWidth(run.text, size);
      return w;
    }
    return this.plainWidth(text, size);
  }

  /** Width of a Devanagari run: the advances of its shaped glyphs (what pdf-lib draws). */
  private scriptWidth(text: string, size: number): number {
    const glyphs = (this.script!.layout(text) as unknown as { glyphs: { advanceWidth: number }[] }).glyphs;
    let w = 0;
    for (const g of glyphs) w += g.advanceWidth;
    return w * this.scriptScale * size;
  }

  private plainWidth(text: string, size: number): number {
    let w = 0;
    for (const ch of text) {
      const cp = ch.codePointAt(0) ?? 0;
      let adv = this.widths.get(cp);
      if (adv === undefined) {
        adv = this.face.glyphForCodePoint(cp).advanceWidth * this.scale;
        this.widths.set(cp, adv);
      }
      w += adv;
    }
    return w * size;
  }
}

const REPLACEMENTS: Record<string, string> = {
  '\t': '    ',
  '\u00a0': ' ',
  '\u200b': '',
  '\ufeff': '',
};

/**
 * Make `text` drawable: control characters go, characters without a glyph become '?'
 * (an emoji in an AI text must not break the document), line ends are normalised.
 */
export function sanitize(text: string, metrics: TextMetrics): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n')) {
    const rep = REPLACEMENTS[ch];
    if (rep !== undefined) {
      out += rep;
      continue;
    }
    const cp = ch.codePointAt(0) ?? 0;
    if (ch === '\n') out += ch;
    else if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) continue;
    else if (cp >= 0xfe00 && cp <= 0xfe0f) continue; // variation selectors
    else out += metrics.has(cp) ? ch : '?';
  }
  return out;
}

/** Split one paragraph (no newlines) into lines no wider than `maxWidth`. Long words are cut. */
export function wrapLine(text: string, metrics: TextMetrics, size: number, maxWidth: number): string[] {
  const words = text.split(/ +/).filter((w) => w.length > 0);
  const lines: string[] = [];
  const space = metrics.width(' ', size);
  let line = '';
  let lineWidth = 0;
  for (const word of words) {
    let w = metrics.width(word, size);
    if (line && lineWidth + space + w <= maxWidth) {
      line += ' ' + word;
      lineWidth += space + w;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    // A single word wider than the line is cut into pieces that fit.
    while (w > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && metrics.width(rest.slice(0, cut), size) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
      w = metrics.width(rest, size);
    }
    line = rest;
    lineWidth = w;
  }
  if (line) lines.push(line);
  return lines;
}

/** Wrap a text with newlines: each source line is wrapped on its own; empty lines are kept. */
export function wrapText(text: string, metrics: TextMetrics, size: number, maxWidth: number): string[] {
  const out: string[] = [];
  for (const source of text.split('\n')) {
    const trimmed = source.trim();
    if (!trimmed) out.push('');
    else out.push(...wrapLine(trimmed, metrics, size, maxWidth));
  }
  return out;
}
