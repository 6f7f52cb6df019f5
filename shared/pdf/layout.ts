/**
 * A small flowing-layout writer on top of pdf-lib: a cursor that moves down the page,
 * wrapped text, tables and automatic page breaks. Coordinates are PDF points, origin
 * at the bottom left (pdf-lib's convention).
 */
import { rgb } from 'pdf-lib';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { sanitize, TextMetrics, wrapText } from './text';
import type { FontStyle, LoadedFont } from './fonts';

export const PAGE = { width: 595.28, height: 841.89, margin: 50, footer: 36 } as const;

export const COLORS = {
  text: rgb(0.13, 0.13, 0.16),
  muted: rgb(0.42, 0.42, 0.48),
  accent: rgb(0.27, 0.22, 0.55),
  rule: rgb(0.82, 0.82, 0.87),
  band: rgb(0.95, 0.94, 0.98),
} as const;

export interface Fonts {
  pdf: Record<FontStyle, PDFFont>;
  metrics: Record<FontStyle, TextMetrics>;
}

export interface TextOptions {
  size?: number;
  style?: FontStyle;
  color?: Color;
  indent?: number;
  /** Extra space under the block. */
  after?: number;
  lineHeight?: number;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

export class Writer {
  page!: PDFPage;
  y = 0;
  readonly left = PAGE.margin;
  readonly right = PAGE.width - PAGE.margin;
  readonly bottom = PAGE.margin + PAGE.footer;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  static fonts(loaded: Record<FontStyle, LoadedFont>, pdf: Record<FontStyle, PDFFont>): Fonts {
    return {
      pdf,
      metrics: { regular: new TextMetrics(loaded.regular.face), bold: new TextMetrics(loaded.bold.face) },
    };
  }

  get contentWidth(): number {
    return this.right - this.left;
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    return this.page;
  }

  /** Start a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  clean(text: string, style: FontStyle = 'regular'): string {
    return sanitize(text, this.fonts.metrics[style]);
  }

  width(text: string, size: number, style: FontStyle = 'regular'): number {
    return this.fonts.metrics[style].width(text, size);
  }

  /** Draw one line of already-sanitised text at an absolute position. */
  draw(text: string, x: number, y: number, size: number, style: FontStyle = 'regular', color: Color = COLORS.text, page = this.page): void {
    if (!text) return;
    page.drawText(text, { x, y, size, font: this.fonts.pdf[style], color });
  }

  /** Draw text centred on x. */
  drawCentered(text: string, cx: number, y: number, size: number, style: FontStyle = 'regular', color: Color = COLORS.text, page = this.page): void {
    const clean = this.clean(text, style);
    this.draw(clean, cx - this.width(clean, size, style) / 2, y, size, style, color, page);
  }

  /** Flowing, wrapped text; breaks pages line by line. */
  text(text: string, opts: TextOptions = {}): void {
    const size = opts.size ?? 10.5;
    const style = opts.style ?? 'regular';
    const lineHeight = opts.lineHeight ?? size * 1.45;
    const indent = opts.indent ?? 0;
    const lines = wrapText(this.clean(text, style), this.fonts.metrics[style], size, this.contentWidth - indent);
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.draw(line, this.left + indent, this.y + (lineHeight - size) / 2, size, style, opts.color ?? COLORS.text);
    }
    this.y -= opts.after ?? 0;
  }

  /** A heading kept together with at least `keep` points of what follows. */
  heading(text: string, level: 1 | 2 | 3 = 1, keep = 60): void {
    const size = level === 1 ? 20 : level === 2 ? 14 : 11.5;
    const before = level === 1 ? 4 : level === 2 ? 14 : 8;
    const lines = wrapText(this.clean(text, 'bold'), this.fonts.metrics.bold, size, this.contentWidth);
    const lineHeight = size * 1.3;
    this.ensure(before + lines.length * lineHeight + keep);
    if (this.y < PAGE.height - PAGE.margin) this.y -= before;
    for (const line of lines) {
      this.y -= lineHeight;
      this.draw(line, this.left, this.y + (lineHeight - size) / 2, size, 'bold', level === 3 ? COLORS.text : COLORS.accent);
    }
    if (level === 1) {
      this.y -= 6;
      this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.right, y: this.y }, thickness: 1, color: COLORS.accent });
      this.y -= 10;
    } else {
      this.y -= 4;
    }
  }

  /** Label/value pairs in two columns, wrapped values. */
  keyValues(rows: ReadonlyArray<readonly [string, string]>, labelWidth = 150, size = 10): void {
    const lineHeight = size * 1.45;
    for (const [label, value] of rows) {
      const lines = wrapText(this.clean(value), this.fonts.metrics.regular, size, this.contentWidth - labelWidth);
      this.ensure(lineHeight * Math.min(lines.length, 3));
      this.y -= lineHeight;
      this.draw(this.clean(label, 'bold'), this.left, this.y + 3, size, 'bold', COLORS.muted);
      lines.forEach((line, i) => {
        if (i > 0) {
          this.ensure(lineHeight);
          this.y -= lineHeight;
        }
        this.draw(line, this.left + labelWidth, this.y + 3, size);
      });
    }
    this.y -= 6;
  }

  /** A table with a header row, repeated after page breaks; cells are cut to fit. */
  table(columns: readonly Column[], rows: ReadonlyArray<readonly string[]>, opts: { size?: number; x?: number } = {}): void {
    const size = opts.size ?? 9;
    const rowHeight = size * 1.75;
    const x0 = opts.x ?? this.left;
    const total = columns.reduce((s, c) => s + c.width, 0);
    const header = (): void => {
      this.y -= rowHeight;
      this.page.drawRectangle({ x: x0, y: this.y, width: total, height: rowHeight, color: COLORS.band });
      let x = x0;
      for (const c of columns) {
        this.cell(c.header, x, c, size, 'bold');
        x += c.width;
      }
    };
    this.ensure(rowHeight * 3);
    header();
    for (const row of rows) {
      if (this.y - rowHeight < this.bottom) {
        this.newPage();
        header();
      }
      this.y -= rowHeight;
      let x = x0;
      columns.forEach((c, i) => {
        this.cell(row[i] ?? '', x, c, size, 'regular');
        x += c.width;
      });
      this.page.drawLine({ start: { x: x0, y: this.y }, end: { x: x0 + total, y: this.y }, thickness: 0.4, color: COLORS.rule });
    }
    this.y -= 10;
  }

  private cell(text: string, x: number, c: Column, size: number, style: FontStyle): void {
    let t = this.clean(text, style);
    const max = c.width - 8;
    while (t.length > 1 && this.width(t, size, style) > max) t = t.slice(0, -2) + '…';
    const tx = c.align === 'right' ? x + c.width - 4 - this.width(t, size, style) : x + 4;
    this.draw(t, tx, this.y + (size * 1.75 - size) / 2 + 1, size, style);
  }

  /** Footer on every page: the name on the left, "Page i of n" on the right. */
  numberPages(label: string): void {
    const pages = this.doc.getPages();
    const size = 8;
    const cleanLabel = this.clean(label);
    pages.forEach((page, i) => {
      const text = `Page ${i + 1} of ${pages.length}`;
      const y = PAGE.margin - 18;
      page.drawLine({ start: { x: this.left, y: y + 12 }, end: { x: this.right, y: y + 12 }, thickness: 0.4, color: COLORS.rule });
      this.draw(cleanLabel, this.left, y, size, 'regular', COLORS.muted, page);
      this.draw(text, this.right - this.width(text, size), y, size, 'regular', COLORS.muted, page);
    });
  }
}
