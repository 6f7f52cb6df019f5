/**
 * The glyph outlines of DejaVu Sans and DejaVu Sans Bold in a compact binary file
 * (`dejavu-outlines.bin`, built by scripts/build-glyph-outlines.ts from the fonts with fontkit),
 * read by the PNG renderer (outline.ts) instead of parsing the TrueType files at run time: an
 * image function then bundles no font parser (fontkit alone cost about 140 ms of CPU at every
 * cold start) and its first PNG reads one file instead of parsing two fonts. Every code point of
 * each font's character map is there, with the outline and advance width fontkit gives for it
 * (`glyphForCodePoint(cp).path.commands`, `.advanceWidth`): the same letters as the PDF's.
 *
 * Format (little-endian): "DJO1", u16 font count, u32 offset of each font. A font: u16 units per
 * em, u32 code point count n, u32 glyph count g, u32 code points (ascending) [n], u16 glyph of
 * each [n] (0 is .notdef, the glyph of every code point not in the map), u32 glyph offsets [g+1]
 * (from the start of the glyph data), the glyph data. A glyph: u16 advance width, u8 encoding of
 * its coordinates (0: int16 in half font units, exact for TrueType outlines and their implied
 * on-curve points; 1: float64, for the few composite glyphs scaled by a non-integral factor), u16
 * command count, then each command: u8 (0 moveTo, 1 lineTo, 2 quadraticCurveTo, 3 bezierCurveTo,
 * 4 closePath) and its 2, 2, 4, 6 or 0 coordinates.
 *
 * The encoder and the decoder are pure; `loadOutlines` reads the file once per container, from
 * FONT_DIR where the function's asset carries it (infra/constructs/asset-files.ts), else from
 * beside this module.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const OUTLINES_FILE = 'dejavu-outlines.bin';
export const OUTLINE_STYLES = ['regular', 'bold'] as const;
export type OutlineStyle = (typeof OUTLINE_STYLES)[number];

export type CommandName = 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
export interface PathCommand {
  command: CommandName;
  args: number[];
}
export interface GlyphOutline {
  commands: PathCommand[];
  advance: number;
}

/** What the encoder is given for one font (the build script reads it from fontkit). */
export interface OutlineFontSource {
  unitsPerEm: number;
  /** .notdef: the glyph of every code point the font does not map. */
  notdef: GlyphOutline;
  /** Every mapped code point with its glyph id (code points of one glyph share its outline) and outline. */
  glyphs: { codePoint: number; id: number; outline: () => GlyphOutline }[];
}

const MAGIC = 'DJO1';
const COMMANDS: readonly CommandName[] = ['moveTo', 'lineTo', 'quadraticCurveTo', 'bezierCurveTo', 'closePath'];
const ARITY: Record<CommandName, number> = { moveTo: 2, lineTo: 2, quadraticCurveTo: 4, bezierCurveTo: 6, closePath: 0 };

/** Growable little-endian writer. */
class Writer {
  private buf = new Uint8Array(1 << 16);
  private view = new DataView(this.buf.buffer);
  length = 0;
  private room(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }
  u8(v: number): void {
    this.room(1);
    this.view.setUint8(this.length, v);
    this.length += 1;
  }
  u16(v: number): void {
    this.room(2);
    this.view.setUint16(this.length, v, true);
    this.length += 2;
  }
  i16(v: number): void {
    this.room(2);
    this.view.setInt16(this.length, v, true);
    this.length += 2;
  }
  u32(v: number): void {
    this.room(4);
    this.view.setUint32(this.length, v, true);
    this.length += 4;
  }
  f64(v: number): void {
    this.room(8);
    this.view.setFloat64(this.length, v, true);
    this.length += 8;
  }
  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  setU32(at: number, v: number): void {
    this.view.setUint32(at, v, true);
  }
  done(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

const fitsHalfUnits = (v: number): boolean => Number.isInteger(v * 2) && v * 2 >= -32768 && v * 2 <= 32767;

function encodeGlyph(out: Writer, g: GlyphOutline): void {
  if (!Number.isInteger(g.advance) || g.advance < 0 || g.advance > 0xffff) throw new Error(`advance width ${g.advance} does not fit a u16`);
  const half = g.commands.every((c) => c.args.every(fitsHalfUnits));
  out.u16(g.advance);
  out.u8(half ? 0 : 1);
  out.u16(g.commands.length);
  for (const c of g.commands) {
    const op = COMMANDS.indexOf(c.command);
    if (op < 0 || c.args.length !== ARITY[c.command]) throw new Error(`unexpected path command ${c.command}(${c.args.length})`);
    out.u8(op);
    for (const a of c.args) {
      if (half) out.i16(a * 2);
      else out.f64(a);
    }
  }
}

/** The file's bytes for these fonts, in OUTLINE_STYLES order. Deterministic: the same fonts give the same bytes. */
export function encodeOutlines(fonts: readonly OutlineFontSource[]): Uint8Array {
  const out = new Writer();
  for (const ch of MAGIC) out.u8(ch.charCodeAt(0));
  out.u16(fonts.length);
  const offsetsAt = out.length;
  for (let i = 0; i < fonts.length; i++) out.u32(0);
  fonts.forEach((font, fi) => {
    out.setU32(offsetsAt + 4 * fi, out.length);
    const mapped = [...font.glyphs].sort((a, b) => a.codePoint - b.codePoint);
    // glyph ordinals: 0 is .notdef, then each glyph id once, in code point order
    const ordinalOf = new Map<number, number>();
    const outlines: (() => GlyphOutline)[] = [() => font.notdef];
    for (const m of mapped) {
      if (!ordinalOf.has(m.id)) {
        ordinalOf.set(m.id, outlines.length);
        outlines.push(m.outline);
      }
    }
    if (outlines.length > 0xffff) throw new Error('too many glyphs for u16 ordinals');
    out.u16(font.unitsPerEm);
    out.u32(mapped.length);
    out.u32(outlines.length);
    for (const m of mapped) out.u32(m.codePoint);
    for (const m of mapped) out.u16(ordinalOf.get(m.id)!);
    const data = new Writer();
    const offsets: number[] = [];
    for (const o of outlines) {
      offsets.push(data.length);
      encodeGlyph(data, o());
    }
    offsets.push(data.length);
    for (const o of offsets) out.u32(o);
    out.bytes(data.done());
  });
  return out.done();
}

/** One font of the file: its code points found by binary search, each glyph decoded once. */
export class OutlineFont {
  readonly unitsPerEm: number;
  private readonly view: DataView;
  private readonly n: number;
  private readonly cpsAt: number;
  private readonly ordinalsAt: number;
  private readonly offsetsAt: number;
  private readonly dataAt: number;
  private readonly decoded = new Map<number, GlyphOutline>();

  constructor(bytes: Uint8Array, at: number) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.unitsPerEm = this.view.getUint16(at, true);
    this.n = this.view.getUint32(at + 2, true);
    const g = this.view.getUint32(at + 6, true);
    this.cpsAt = at + 10;
    this.ordinalsAt = this.cpsAt + 4 * this.n;
    this.offsetsAt = this.ordinalsAt + 2 * this.n;
    this.dataAt = this.offsetsAt + 4 * (g + 1);
  }

  /** The glyph ordinal of a code point (0, .notdef, when the font does not map it). */
  private ordinal(cp: number): number {
    let lo = 0;
    let hi = this.n - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.view.getUint32(this.cpsAt + 4 * mid, true);
      if (v === cp) return this.view.getUint16(this.ordinalsAt + 2 * mid, true);
      if (v < cp) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  }

  /** Whether the font maps the code point (else `glyph` gives .notdef). */
  has(cp: number): boolean {
    return this.ordinal(cp) !== 0;
  }

  /** The outline and advance width of a code point's glyph, in font units (y up, as in the font). */
  glyph(cp: number): GlyphOutline {
    const ord = this.ordinal(cp);
    let g = this.decoded.get(ord);
    if (g) return g;
    const v = this.view;
    let p = this.dataAt + v.getUint32(this.offsetsAt + 4 * ord, true);
    const advance = v.getUint16(p, true);
    const half = v.getUint8(p + 2) === 0;
    const count = v.getUint16(p + 3, true);
    p += 5;
    const commands: PathCommand[] = [];
    for (let i = 0; i < count; i++) {
      const command = COMMANDS[v.getUint8(p)]!;
      p += 1;
      const args: number[] = [];
      for (let k = 0; k < ARITY[command]; k++) {
        if (half) {
          args.push(v.getInt16(p, true) / 2);
          p += 2;
        } else {
          args.push(v.getFloat64(p, true));
          p += 8;
        }
      }
      commands.push({ command, args });
    }
    g = { commands, advance };
    this.decoded.set(ord, g);
    return g;
  }
}

/** The fonts of a file's bytes, keyed by style. */
export function decodeOutlines(bytes: Uint8Array): Record<OutlineStyle, OutlineFont> {
  const magic = String.fromCharCode(...bytes.subarray(0, 4));
  if (magic !== MAGIC) throw new Error(`not a glyph outline file (magic ${JSON.stringify(magic)})`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(4, true);
  if (count !== OUTLINE_STYLES.length) throw new Error(`glyph outline file has ${count} fonts, expected ${OUTLINE_STYLES.length}`);
  return Object.fromEntries(OUTLINE_STYLES.map((s, i) => [s, new OutlineFont(bytes, view.getUint32(6 + 4 * i, true))])) as Record<OutlineStyle, OutlineFont>;
}

/** Where the file is: FONT_DIR in a function's asset, else beside this module in the sources. */
export function outlinesPath(): string {
  const dir = process.env.FONT_DIR;
  return dir ? join(dir, OUTLINES_FILE) : fileURLToPath(new URL(`./${OUTLINES_FILE}`, import.meta.url));
}

let loaded: Record<OutlineStyle, OutlineFont> | undefined;

/** The outlines, read on first use and kept for the life of the container. */
export function loadOutlines(): Record<OutlineStyle, OutlineFont> {
  if (loaded) return loaded;
  const path = outlinesPath();
  if (!existsSync(path)) throw new Error(`Glyph outlines not found: ${path} (set FONT_DIR; npx tsx scripts/build-glyph-outlines.ts builds the file)`);
  loaded = decodeOutlines(new Uint8Array(readFileSync(path)));
  return loaded;
}
