/**
 * A small flowing-layout writer on top of pdf-lib: a cursor that moves down the page,
 * wrapped text, tables and page breaks with keep-together rules. Coordinates are PDF
 * points, origin at the bottom left (pdf-lib's convention).
 *
 * Flow rules (so no page is left half empty before a crowded one):
 * - a chapter starts on a new page only when less than about a third of a page is left
 *   (module chapters always start on a new page);
 * - a heading is kept with the start of what follows it;
 * - a paragraph of up to four lines is never split, longer ones leave at least two lines
 *   at the foot of a page and carry at least two to the next (no orphans, no widows);
 * - a table of up to `keepRows` rows is kept together with its header; a longer one breaks
 *   between rows and repeats its header.
 *
 * Everything drawn is also recorded for the document's outline, contents and structure:
 * chapter and section headings (`marks`) and tagged content (`tags`, see outline.ts).
 */
import { PDFHexString, PDFName, PDFNumber, PDFOperator, PDFOperatorNames, rgb } from 'pdf-lib';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { sanitize, scriptRuns, TextMetrics, wrapText } from './text';
import { DEVANAGARI, scriptWeightOf } from './fonts';
import type { FontStyle, LoadedFont, ScriptFont, ScriptWeight } from './fonts';

export const PAGE = { width: 595.28, height: 841.89, margin: 50, footer: 30, header: 18 } as const;

export const COLORS = {
  text: rgb(0.13, 0.13, 0.16),
  muted: rgb(0.42, 0.42, 0.48),
  accent: rgb(0.27, 0.22, 0.55),
  gold: rgb(0.66, 0.52, 0.22),
  rule: rgb(0.82, 0.82, 0.87),
  band: rgb(0.95, 0.94, 0.98),
} as const;

export interface Fonts {
  pdf: Record<FontStyle, PDFFont>;
  metrics: Record<FontStyle, TextMetrics>;
  /** The Devanagari faces as embedded, when the document has Devanagari. */
  script?: Record<ScriptWeight, PDFFont>;
}

export interface TextOptions {
  size?: number;
  style?: FontStyle;
  color?: Color;
  indent?: number;
  /** Extra space under the block. */
  after?: number;
  lineHeight?: number;
  /** Structure role of the block (P by default). */
  role?: string;
  /** A mark (•) hung in the indent before the first line. */
  bullet?: string;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  style?: FontStyle;
}

/** A heading of the contents and the outline. */
export interface Mark {
  title: string;
  level: 1 | 2;
  page: PDFPage;
  /** Top of the heading, page points. */
  y: number;
}

/** One tagged element: its role and the marked-content pieces (page, MCID) that hold it. */
export interface TagElement {
  role: string;
  alt?: string;
  parts: Array<{ page: PDFPage; mcid: number }>;
  /** A grouping element (Table, TR) holds elements instead of content. */
  kids?: TagElement[];
}

export class Writer {
  page!: PDFPage;
  y = 0;
  readonly left = PAGE.margin;
  readonly right = PAGE.width - PAGE.margin;
  readonly top = PAGE.height - PAGE.margin - PAGE.header;
  readonly bottom = PAGE.margin + PAGE.footer;
  readonly marks: Mark[] = [];
  readonly tags: TagElement[] = [];
  /** Pages drawn outside the flow (cover, contents) are not given a running head. */
  readonly plain = new Set<PDFPage>();
  private readonly mcids = new Map<PDFPage, number>();
  private open: TagElement | undefined;
  /** Open grouping elements (Table > TR): new elements become their kids. */
  private readonly groups: TagElement[] = [];

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  static fonts(
    loaded: Record<FontStyle, LoadedFont>,
    pdf: Record<FontStyle, PDFFont>,
    script?: { loaded: Record<ScriptWeight, ScriptFont>; pdf: Record<ScriptWeight, PDFFont> },
  ): Fonts {
    const metrics = {} as Record<FontStyle, TextMetrics>;
    for (const style of Object.keys(loaded) as FontStyle[]) metrics[style] = new TextMetrics(loaded[style].face, script?.loaded[scriptWeightOf(style)].face);
    return { pdf, metrics, ...(script ? { script: script.pdf } : {}) };
  }

  get contentWidth(): number {
    return this.right - this.left;
  }

  get contentHeight(): number {
    return this.top - this.bottom;
  }

  /** Points left above the bottom margin. */
  get remaining(): number {
    return this.y - this.bottom;
  }

  /** Whether nothing has been drawn on the current page yet. */
  get atTop(): boolean {
    return this.y >= this.top - 0.01;
  }

  newPage(at?: number): PDFPage {
    const tag = this.open;
    if (tag) this.page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    this.page = at === undefined ? this.doc.addPage([PAGE.width, PAGE.height]) : this.doc.insertPage(at, [PAGE.width, PAGE.height]);
    this.y = this.top;
    if (tag) this.startPart(tag);
    return this.page;
  }

  /** Start a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < this.bottom && !this.atTop) this.newPage();
  }

  // ---- structure tags ------------------------------------------------------------------

  private nextMcid(page: PDFPage): number {
    const n = this.mcids.get(page) ?? 0;
    this.mcids.set(page, n + 1);
    return n;
  }

  private startPart(tag: TagElement): void {
    const mcid = this.nextMcid(this.page);
    // A property list operand: pdf-lib's operator types do not list dictionaries, but it writes them inline.
    const props = this.doc.context.obj({ MCID: PDFNumber.of(mcid) });
    this.page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(tag.role), props as unknown as PDFName]));
    tag.parts.push({ page: this.page, mcid });
  }

  /** Draw `body` as one structure element (H1, H2, P, Figure, …); pages it breaks over are followed. */
  tagged(role: string, body: () => void, alt?: string): void {
    if (this.open) {
      body();
      return;
    }
    const tag: TagElement = { role, parts: [], ...(alt ? { alt } : {}) };
    (this.groups.at(-1)?.kids ?? this.tags).push(tag);
    this.open = tag;
    this.startPart(tag);
    try {
      body();
    } finally {
      this.page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
      this.open = undefined;
    }
  }

  /** Draw `body` inside a grouping element (Table, TR): the elements tagged in it become its kids. */
  group(role: string, body: () => void): void {
    const tag: TagElement = { role, parts: [], kids: [] };
    (this.groups.at(-1)?.kids ?? this.tags).push(tag);
    this.groups.push(tag);
    try {
      body();
    } finally {
      this.groups.pop();
    }
  }

  /** Draw `body` on `page` as an artifact (running heads, footers, ornaments): no reading order. */
  artifact(page: PDFPage, body: () => void): void {
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')]));
    body();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  // ---- text ----------------------------------------------------------------------------

  clean(text: string, style: FontStyle = 'regular'): string {
    return sanitize(text, this.fonts.metrics[style]);
  }

  /** The display face when it has every character of `text`, else DejaVu Bold. */
  displayStyle(text: string): FontStyle {
    const m = this.fonts.metrics.display;
    for (const ch of text) if (!/\s/.test(ch) && !m.has(ch.codePointAt(0) ?? 0)) return 'bold';
    return 'display';
  }

  width(text: string, size: number, style: FontStyle = 'regular'): number {
    return this.fonts.metrics[style].width(text, size);
  }

  /** Draw one line of already-sanitised text at an absolute position. */
  draw(text: string, x: number, y: number, size: number, style: FontStyle = 'regular', color: Color = COLORS.text, page = this.page): void {
    if (!text) return;
    const script = this.fonts.script;
    if (!script || !DEVANAGARI.test(text)) {
      page.drawText(text, { x, y, size, font: this.fonts.pdf[style], color });
      return;
    }
    // Devanagari runs with the Devanagari face of the style's weight, the rest with the style's own.
    // A shaped run's glyphs are not its characters (conjuncts, the i-matra drawn first): each is
    // marked with its text as /ActualText, so copying and searching read the words as written.
    let at = x;
    for (const run of scriptRuns(text)) {
      if (run.script) {
        const props = this.doc.context.obj({ ActualText: PDFHexString.fromText(run.text) });
        page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), props as unknown as PDFName]));
      }
      page.drawText(run.text, { x: at, y, size, font: run.script ? script[scriptWeightOf(style)] : this.fonts.pdf[style], color });
      if (run.script) page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
      at += this.width(run.text, size, style);
    }
  }

  /** Draw text centred on x. */
  drawCentered(text: string, cx: number, y: number, size: number, style: FontStyle = 'regular', color: Color = COLORS.text, page = this.page): void {
    const clean = this.clean(text, style);
    this.draw(clean, cx - this.width(clean, size, style) / 2, y, size, style, color, page);
  }

  /** Flowing, wrapped text with widow and orphan control. */
  text(text: string, opts: TextOptions = {}): void {
    const size = opts.size ?? 10.5;
    const style = opts.style ?? 'regular';
    const lh = opts.lineHeight ?? size * 1.5;
    const indent = opts.indent ?? 0;
    const lines = wrapText(this.clean(text, style), this.fonts.metrics[style], size, this.contentWidth - indent);
    this.tagged(opts.role ?? 'P', () => {
      let i = 0;
      while (i < lines.length) {
        const left = lines.length - i;
        const fit = Math.floor((this.y - this.bottom) / lh + 1e-6);
        let take = left;
        if (left > fit && !this.atTop) {
          take = fit;
          if (i === 0 && (left <= 4 || take < 2)) take = 0; // keep short paragraphs whole, no orphan
          if (left - take < 2) take = Math.max(0, left - 2); // no widow
          if (i === 0 && take < 2) take = 0;
        } else if (left > fit) take = Math.max(1, fit);
        for (let k = 0; k < take; k++) {
          this.y -= lh;
          if (i + k === 0 && opts.bullet) this.draw(opts.bullet, this.left + indent - 10, this.y + (lh - size) / 2, size, style, COLORS.accent);
          this.draw(lines[i + k]!, this.left + indent, this.y + (lh - size) / 2, size, style, opts.color ?? COLORS.text);
        }
        i += take;
        if (i < lines.length) this.newPage();
      }
    });
    this.y -= opts.after ?? 0;
  }

  /**
   * A chapter: a new page when less than half a page is left (or `fresh`), the title in
   * the display face with a rule, and an optional line saying what the chapter holds.
   */
  chapter(title: string, intro?: string, opts: { fresh?: boolean } = {}): void {
    if (!this.page || opts.fresh || (!this.atTop && this.remaining < this.contentHeight * 0.35)) this.newPage();
    else if (!this.atTop) this.y -= 26;
    const size = 24;
    const style = this.displayStyle(title);
    const clean = this.clean(title, style);
    const lines = wrapText(clean, this.fonts.metrics[style], size, this.contentWidth);
    this.marks.push({ title: clean, level: 1, page: this.page, y: this.y + 4 });
    this.tagged('H1', () => {
      for (const line of lines) {
        this.y -= size * 1.2;
        this.draw(line, this.left, this.y + 4, size, style, COLORS.accent);
      }
    });
    this.y -= 9;
    this.artifact(this.page, () => {
      this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.left + 60, y: this.y }, thickness: 2, color: COLORS.gold });
      this.page.drawLine({ start: { x: this.left + 64, y: this.y }, end: { x: this.right, y: this.y }, thickness: 0.5, color: COLORS.rule });
    });
    this.y -= 12;
    if (intro) this.note(intro, 10);
  }

  /**
   * A section heading (level 2, in the contents and the outline unless `toc` is false) or
   * a sub-heading (level 3), kept together with at least `keep` points of what follows.
   */
  heading(text: string, level: 2 | 3 = 2, keep = 70, opts: { toc?: boolean } = {}): void {
    const size = level === 2 ? 15.5 : 11.5;
    const style: FontStyle = level === 2 ? this.displayStyle(text) : 'bold';
    const before = level === 2 ? 14 : 7;
    const clean = this.clean(text, style);
    const lines = wrapText(clean, this.fonts.metrics[style], size, this.contentWidth);
    const lh = size * 1.3;
    this.ensure(before + lines.length * lh + keep);
    if (!this.atTop) this.y -= before;
    if (level === 2 && opts.toc !== false) this.marks.push({ title: clean, level: 2, page: this.page, y: this.y + 2 });
    this.tagged(level === 2 ? 'H2' : 'H3', () => {
      for (const line of lines) {
        this.y -= lh;
        this.draw(line, this.left, this.y + (lh - size) / 2, size, style, level === 3 ? COLORS.text : COLORS.accent);
      }
    });
    this.y -= level === 2 ? 3 : 2;
  }

  /** A short explanation in small muted type (the glossary line under a heading). */
  note(text: string, size = 8.8, after = 7): void {
    this.text(text, { size, color: COLORS.muted, lineHeight: size * 1.42, after });
  }

  /**
   * Term / value pairs with an optional explanation under each value. Label and value share
   * one baseline whatever their sizes; each row is kept together.
   */
  defs(
    rows: ReadonlyArray<{ label: string; value: string; note?: string }>,
    opts: { labelWidth?: number; size?: number; valueStyle?: FontStyle; valueSize?: number; valueColor?: Color } = {},
  ): void {
    const labelWidth = opts.labelWidth ?? 150;
    const size = opts.size ?? 10;
    const valueStyle = opts.valueStyle ?? 'regular';
    const valueSize = opts.valueSize ?? size;
    const width = this.contentWidth - labelWidth;
    const lh = Math.max(size, valueSize) * 1.45;
    const noteSize = 8.3;
    const noteLh = noteSize * 1.38;
    for (const row of rows) {
      const lines = wrapText(this.clean(row.value, valueStyle), this.fonts.metrics[valueStyle], valueSize, width);
      const notes = row.note ? wrapText(this.clean(row.note), this.fonts.metrics.regular, noteSize, width) : [];
      this.ensure(lines.length * lh + notes.length * noteLh + 6);
      this.tagged('P', () => {
        lines.forEach((line, i) => {
          this.y -= lh;
          const base = this.y + (lh - Math.max(size, valueSize)) / 2;
          if (i === 0) this.draw(this.clean(row.label, 'bold'), this.left, base, size, 'bold', COLORS.muted);
          this.draw(line, this.left + labelWidth, base, valueSize, valueStyle, opts.valueColor ?? COLORS.text);
        });
        for (const n of notes) {
          this.y -= noteLh;
          this.draw(n, this.left + labelWidth, this.y + 2, noteSize, 'regular', COLORS.muted);
        }
      });
      this.y -= 5;
      this.artifact(this.page, () => {
        this.page.drawLine({ start: { x: this.left, y: this.y + 1.5 }, end: { x: this.right, y: this.y + 1.5 }, thickness: 0.3, color: COLORS.rule });
      });
    }
    this.y -= 8;
  }

  /**
   * A table with a header row. Up to `keepRows` rows stay together with the header; a
   * longer table breaks between rows and repeats the header. Cells are cut to fit.
   */
  table(
    columns: readonly Column[],
    rows: ReadonlyArray<readonly string[]>,
    opts: { size?: number; x?: number; keepRows?: number; after?: number } = {},
  ): void {
    const size = opts.size ?? 9.2;
    const rowHeight = size * 1.8;
    const x0 = opts.x ?? this.left;
    const total = columns.reduce((s, c) => s + c.width, 0);
    /** The header row; repeated after a page break as an artifact (read once). */
    const header = (repeat = false): void => {
      this.y -= rowHeight;
      this.artifact(this.page, () => this.page.drawRectangle({ x: x0, y: this.y, width: total, height: rowHeight, color: COLORS.band }));
      const cells = (tag: boolean): void => {
        let x = x0;
        for (const c of columns) {
          const cx = x;
          if (tag) this.tagged('TH', () => this.cell(c.header, cx, c, size - 0.5, 'bold', COLORS.accent));
          else this.cell(c.header, cx, c, size - 0.5, 'bold', COLORS.accent);
          x += c.width;
        }
      };
      if (repeat) this.artifact(this.page, () => cells(false));
      else this.group('TR', () => cells(true));
    };
    const keep = rows.length <= (opts.keepRows ?? 20) ? rows.length : 3;
    this.ensure(rowHeight * (keep + 1));
    this.group('Table', () => {
      header();
      for (const row of rows) {
        if (this.y - rowHeight < this.bottom) {
          this.newPage();
          header(true);
        }
        this.y -= rowHeight;
        this.group('TR', () => {
          let x = x0;
          columns.forEach((c, i) => {
            const cx = x;
            this.tagged('TD', () => this.cell(row[i] ?? '', cx, c, size, c.style ?? 'regular', COLORS.text));
            x += c.width;
          });
        });
        this.artifact(this.page, () => {
          this.page.drawLine({ start: { x: x0, y: this.y }, end: { x: x0 + total, y: this.y }, thickness: 0.4, color: COLORS.rule });
        });
      }
    });
    this.y -= opts.after ?? 12;
  }

  private cell(text: string, x: number, c: Column, size: number, style: FontStyle, color: Color): void {
    let t = this.clean(text, style);
    const max = c.width - 8;
    while (t.length > 1 && this.width(t, size, style) > max) t = t.slice(0, -2) + '…';
    const w = this.width(t, size, style);
    const tx = c.align === 'right' ? x + c.width - 4 - w : c.align === 'center' ? x + (c.width - w) / 2 : x + 4;
    this.draw(t, tx, this.y + (size * 1.8 - size) / 2 + 1, size, style, color);
  }

  /**
   * Running head (the chapter) and footer (the name, "Page i of n") on every page but
   * the cover, drawn as artifacts.
   */
  decorate(label: string, runningHead: (page: PDFPage) => string | undefined, pageOf: (n: number, total: number) => string = (n, total) => `Page ${n} of ${total}`): void {
    const pages = this.doc.getPages();
    const size = 8;
    const cleanLabel = this.clean(label);
    pages.forEach((page, i) => {
      if (i === 0) return;
      this.artifact(page, () => {
        const text = this.clean(pageOf(i + 1, pages.length));
        const y = PAGE.margin - 12;
        page.drawLine({ start: { x: this.left, y: y + 12 }, end: { x: this.right, y: y + 12 }, thickness: 0.4, color: COLORS.rule });
        this.draw(cleanLabel, this.left, y, size, 'regular', COLORS.muted, page);
        this.draw(text, this.right - this.width(text, size), y, size, 'regular', COLORS.muted, page);
        const head = runningHead(page);
        if (head) {
          const h = this.clean(head, 'display');
          const hy = PAGE.height - PAGE.margin + 6;
          this.draw(h, this.right - this.width(h, 9, 'display'), hy, 9, 'display', COLORS.muted, page);
          page.drawLine({ start: { x: this.left, y: hy - 5 }, end: { x: this.right, y: hy - 5 }, thickness: 0.4, color: COLORS.rule });
        }
      });
    });
  }
}
