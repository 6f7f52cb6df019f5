/**
 * What makes the PDF a document rather than a set of pages, written with pdf-lib's
 * low-level objects once every page is drawn:
 * - the table of contents (pages inserted after the cover; its page numbers are those
 *   printed in the footers, and each line links to its page);
 * - the outline (bookmarks): the chapters, each with its sections;
 * - the document language (/Lang), /MarkInfo and the structure tree that says which
 *   marked content is a heading, a paragraph or a figure (with its alternative text),
 *   and that running heads and footers are artifacts;
 * - the viewer preference to show the title rather than the file name.
 */
import { PDFHexString, PDFName, PDFNull, PDFNumber, PDFString } from 'pdf-lib';
import type { PDFArray, PDFDict, PDFPage, PDFRef } from 'pdf-lib';
import { wrapText } from './text';
import { COLORS, PAGE } from './layout';
import type { Mark, TagElement, Writer } from './layout';

/** One line of the contents: a chapter, or a section under it. */
interface TocLine {
  mark: Mark;
  /** Column (0 or 1) for sections laid out in two columns. */
  col: number;
  /** Row within its block. */
  row: number;
}

const CHAPTER_H = 25;
const SECTION_H = 14;
/** From this many sections under one chapter: two columns. */
const TWO_COLUMNS_FROM = 6;

interface TocBlock {
  chapter: Mark;
  lines: TocLine[];
  height: number;
}

function tocBlocks(marks: readonly Mark[]): TocBlock[] {
  const blocks: TocBlock[] = [];
  for (const m of marks) {
    if (m.level === 1 || !blocks.length) blocks.push({ chapter: m, lines: [], height: CHAPTER_H });
    if (m.level === 2) blocks.at(-1)!.lines.push({ mark: m, col: 0, row: 0 });
  }
  for (const b of blocks) {
    const two = b.lines.length >= TWO_COLUMNS_FROM;
    const perCol = two ? Math.ceil(b.lines.length / 2) : b.lines.length;
    b.lines.forEach((l, i) => {
      l.col = two ? Math.floor(i / perCol) : 0;
      l.row = two ? i % perCol : i;
    });
    b.height = CHAPTER_H + perCol * SECTION_H + 8;
  }
  return blocks;
}

/** Pages the contents will take: blocks never split. */
function paginate(blocks: readonly TocBlock[], first: number, next: number): TocBlock[][] {
  const pages: TocBlock[][] = [[]];
  let room = first;
  for (const b of blocks) {
    if (b.height > room && pages.at(-1)!.length) {
      pages.push([]);
      room = next;
    }
    pages.at(-1)!.push(b);
    room -= b.height;
  }
  return pages;
}

/** Insert the contents after the cover. Call once all other pages are drawn. */
export function writeContents(w: Writer, title = 'Contents'): PDFPage[] {
  const blocks = tocBlocks(w.marks);
  if (!blocks.length) return [];
  const titleSpace = 64;
  const groups = paginate(blocks, w.contentHeight - titleSpace, w.contentHeight);
  const tocPages: PDFPage[] = [];
  groups.forEach((_, i) => tocPages.push(w.newPage(1 + i)));
  const pageNo = (p: PDFPage): number => w.doc.getPages().indexOf(p) + 1;
  groups.forEach((group, gi) => {
    const page = tocPages[gi]!;
    w.page = page;
    w.y = w.top;
    if (gi === 0) {
      w.tagged('H1', () => {
        w.y -= 30;
        w.draw(w.clean(title, 'display'), w.left, w.y, 26, 'display', COLORS.accent);
      });
      w.y -= 12;
      w.artifact(page, () => page.drawLine({ start: { x: w.left, y: w.y }, end: { x: w.left + 60, y: w.y }, thickness: 2, color: COLORS.gold }));
      w.y -= titleSpace - 42;
    }
    for (const block of group) {
      const chapterY = w.y - 18;
      entry(w, page, block.chapter, w.left, w.right, chapterY, 13, 'display', pageNo(block.chapter.page));
      const colWidth = (w.contentWidth - 30) / 2;
      const two = block.lines.some((l) => l.col === 1);
      for (const l of block.lines) {
        const x0 = w.left + 14 + (two ? l.col * (colWidth + 16) : 0);
        const x1 = two ? x0 + colWidth - 14 : w.right;
        entry(w, page, l.mark, x0, x1, chapterY - 8 - (l.row + 1) * SECTION_H, 9.5, 'regular', pageNo(l.mark.page));
      }
      w.y -= block.height;
    }
    w.plain.add(page);
  });
  return tocPages;
}

/** One contents line: title, dotted leader, page number; the whole line links to the page. */
function entry(w: Writer, page: PDFPage, mark: Mark, x0: number, x1: number, y: number, size: number, style: 'display' | 'regular', no: number): void {
  const num = String(no);
  // Page numbers in DejaVu (lining figures: Playfair's old-style figures do not line up).
  const numStyle = style === 'display' ? 'bold' : 'regular';
  const numSize = style === 'display' ? size - 2 : size;
  const numW = w.width(num, numSize, numStyle);
  const maxTitle = x1 - x0 - numW - 24;
  let title = wrapText(mark.title, w.fonts.metrics[style], size, maxTitle)[0] ?? '';
  if (title !== mark.title) title = title.replace(/\s*\S*$/, '') + '…';
  w.tagged('P', () => {
    // The trailing space keeps title and page number apart for text extraction and screen readers.
    w.draw(`${title} `, x0, y, size, style, style === 'display' ? COLORS.accent : COLORS.text, page);
    w.draw(num, x1 - numW, y, numSize, numStyle, style === 'display' ? COLORS.accent : COLORS.text, page);
  });
  const start = x0 + w.width(title, size, style) + 6;
  const end = x1 - numW - 6;
  if (end > start) {
    w.artifact(page, () =>
      page.drawLine({ start: { x: start, y: y + 1 }, end: { x: end, y: y + 1 }, thickness: 0.8, color: COLORS.rule, dashArray: [0.8, 3.2] }),
    );
  }
  const ctx = w.doc.context;
  const link = ctx.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [x0, y - 3, x1, y + size],
    Border: [0, 0, 0],
    Dest: [mark.page.ref, 'XYZ', null, mark.y + 8, null],
  });
  page.node.addAnnot(ctx.register(link));
}

/** The outline (bookmarks): chapters with their sections, opening at the heading. */
export function writeOutline(w: Writer): void {
  const ctx = w.doc.context;
  const root = ctx.obj({ Type: 'Outlines' });
  const rootRef = ctx.register(root);
  const dest = (m: Mark): PDFArray => ctx.obj([m.page.ref, 'XYZ', null, Math.min(PAGE.height, m.y + 8), null]);
  type Node = { mark: Mark; ref: PDFRef; dict: PDFDict; kids: Node[] };
  const chapters: Node[] = [];
  for (const m of w.marks) {
    const dict = ctx.obj({ Title: PDFHexString.fromText(m.title), Dest: dest(m) });
    const node: Node = { mark: m, ref: ctx.register(dict), dict, kids: [] };
    if (m.level === 1 || !chapters.length) chapters.push(node);
    else chapters.at(-1)!.kids.push(node);
  }
  const link = (parentRef: PDFRef, parent: PDFDict, nodes: Node[]): number => {
    if (!nodes.length) return 0;
    nodes.forEach((n, i) => {
      n.dict.set(PDFName.of('Parent'), parentRef);
      if (i > 0) n.dict.set(PDFName.of('Prev'), nodes[i - 1]!.ref);
      if (i < nodes.length - 1) n.dict.set(PDFName.of('Next'), nodes[i + 1]!.ref);
      const below = link(n.ref, n.dict, n.kids);
      // Chapters open, so their sections show; a negative count would close them.
      if (below) n.dict.set(PDFName.of('Count'), PDFNumber.of(below));
    });
    parent.set(PDFName.of('First'), nodes[0]!.ref);
    parent.set(PDFName.of('Last'), nodes.at(-1)!.ref);
    return nodes.reduce((s, n) => s + 1 + (n.dict.get(PDFName.of('Count')) ? (n.dict.get(PDFName.of('Count')) as PDFNumber).asNumber() : 0), 0);
  };
  const count = link(rootRef, root, chapters);
  root.set(PDFName.of('Count'), PDFNumber.of(count));
  w.doc.catalog.set(PDFName.of('Outlines'), rootRef);
  w.doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

/**
 * /Lang, /MarkInfo, /ViewerPreferences and the structure tree: a Document element whose
 * kids are the tagged elements in reading order, each pointing at its marked content; the
 * parent tree maps every page's MCIDs back to their elements.
 */
export function writeStructure(w: Writer, lang: string): void {
  const ctx = w.doc.context;
  const catalog = w.doc.catalog;
  catalog.set(PDFName.of('Lang'), PDFString.of(lang));
  catalog.set(PDFName.of('MarkInfo'), ctx.obj({ Marked: true }));
  catalog.set(PDFName.of('ViewerPreferences'), ctx.obj({ DisplayDocTitle: true }));

  const rootRef = ctx.nextRef();
  const docElem = ctx.obj({ Type: 'StructElem', S: 'Document', P: rootRef, Lang: PDFString.of(lang) });
  const docRef = ctx.register(docElem);
  const byPage = new Map<PDFPage, PDFRef[]>();
  // Tags in reading order: pages in document order (the contents were inserted later).
  const pages = w.doc.getPages();
  const order = new Map(pages.map((p, i) => [p, i]));
  const firstPage = (t: TagElement): number => {
    if (t.parts.length) return order.get(t.parts[0]!.page) ?? 0;
    return t.kids?.length ? firstPage(t.kids[0]!) : 0;
  };
  const build = (list: readonly TagElement[], parent: PDFRef): PDFRef[] => {
    const refs: PDFRef[] = [];
    for (const t of list) {
      if (!t.parts.length && !t.kids?.length) continue;
      const elem = ctx.obj({ Type: 'StructElem', S: t.role, P: parent });
      const ref = ctx.register(elem);
      if (t.kids) {
        elem.set(PDFName.of('K'), ctx.obj(build(t.kids, ref)));
      } else {
        elem.set(PDFName.of('Pg'), t.parts[0]!.page.ref);
        elem.set(PDFName.of('K'), ctx.obj(t.parts.map((p) => ctx.obj({ Type: 'MCR', Pg: p.page.ref, MCID: p.mcid }))));
        for (const p of t.parts) {
          const list = byPage.get(p.page) ?? [];
          list[p.mcid] = ref;
          byPage.set(p.page, list);
        }
      }
      if (t.alt) elem.set(PDFName.of('Alt'), PDFHexString.fromText(t.alt));
      refs.push(ref);
    }
    return refs;
  };
  const kids = build([...w.tags].sort((a, b) => firstPage(a) - firstPage(b)), docRef);
  docElem.set(PDFName.of('K'), ctx.obj(kids));
  const nums: Array<PDFNumber | PDFArray> = [];
  pages.forEach((page, i) => {
    page.node.set(PDFName.of('StructParents'), PDFNumber.of(i));
    const refs = byPage.get(page) ?? [];
    nums.push(PDFNumber.of(i), ctx.obj(Array.from({ length: refs.length }, (_, j) => refs[j] ?? PDFNull)));
    // Tab order follows the structure.
    page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
  });
  const root = ctx.obj({
    Type: 'StructTreeRoot',
    K: docRef,
    ParentTree: ctx.obj({ Nums: nums }),
    ParentTreeNextKey: pages.length,
  });
  ctx.assign(rootRef, root);
  catalog.set(PDFName.of('StructTreeRoot'), rootRef);
}
