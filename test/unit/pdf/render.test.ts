import { beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import type { PDFPage } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderBlueprintPdf } from '#shared/pdf/render';
import type { BlueprintDocument } from '#shared/blueprint/types';
import { ASTRO_TITLES, fixtureDocument, HD_TITLES, NUM_TITLES } from './fixture';

async function pagesText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

/** The decompressed content stream(s) of a page: its drawing operators. */
function operators(page: PDFPage): string {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs
    .map((ref) => page.doc.context.lookup(ref))
    .filter((o): o is PDFRawStream => o instanceof PDFRawStream)
    .map((stream) => {
      const raw = stream.getContents();
      return stream.dict.get(PDFName.of('Filter')) ? inflateSync(raw).toString('latin1') : Buffer.from(raw).toString('latin1');
    })
    .join('\n');
}

/** Text of a page with line breaks folded into spaces (wrapped text joins up again). */
const flat = (s: string): string => s.replace(/\s+/g, ' ');

describe('renderBlueprintPdf: full blueprint (3 modules, 34 AI sections)', () => {
  const doc = fixtureDocument();
  let bytes: Uint8Array;
  let pages: string[];
  let all: string;

  beforeAll(async () => {
    bytes = await renderBlueprintPdf(doc);
    pages = await pagesText(bytes);
    all = flat(pages.join('\n'));
  });

  it('is a PDF that pdf-lib can load back with the same page count, title, author, subject and language', async () => {
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(pages.length);
    expect(pages.length).toBeGreaterThan(10);
    expect(loaded.getTitle()).toBe(`Personal Blueprint of ${doc.birthInfo.fullName}`);
    expect(loaded.getAuthor()).toBe('Blueprint API');
    expect(loaded.getSubject()).toBe('Astrology, Human Design, Numerology for Zoë Müller-Çelik, born 15 June 1990 in São Paulo, Brazil');
    expect(loaded.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('en');
    const meta = await (await getDocumentProxy(new Uint8Array(bytes))).getMetadata();
    expect((meta.info as { Title?: string }).Title).toBe(`Personal Blueprint of ${doc.birthInfo.fullName}`);
  });

  it('weighs well under 1.5 MB (fonts are subset)', () => {
    expect(bytes.length).toBeLessThan(1_500_000);
    // Two full DejaVu TTFs alone weigh over 1.3 MB.
    expect(bytes.length).toBeLessThan(400_000);
  });

  it('has a cover with the name, the birth in words and the date it was prepared', () => {
    const cover = flat(pages[0]!);
    expect(cover).toContain('Personal Blueprint');
    expect(cover).toContain('Zoë Müller-Çelik');
    expect(cover).toContain('Born Friday, 15 June 1990, 14:30 local time (UTC−3)');
    expect(cover).toContain('in São Paulo, Brazil');
    expect(cover).toContain('Prepared on 22 November 2026');
    expect(cover).not.toMatch(/Page \d+ of/);
  });

  it('writes every date in words, never as an ISO string', () => {
    expect(all).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // The Human Design moments at the birth's offset.
    expect(all).toContain('Personality moment 15 June 1990, 14:30 (UTC−3)');
    expect(all).toContain('Design moment 16 March 1990, 06:12 (UTC−3)');
  });

  it('has a contents page whose page numbers are the pages where the chapters and sections start', () => {
    const toc = flat(pages[1]!);
    expect(toc.startsWith('Contents') || toc.includes('Contents')).toBe(true);
    const entries: Array<[string, number]> = [
      ['Astrology', 0], ['Your natal wheel', 0], ['Planets and points', 0], ['Houses', 0], ['Aspect grid', 0],
      ['Human Design', 0], ['Your bodygraph', 0], ['Numerology', 0], ['Your numbers', 0],
    ];
    for (const e of entries) {
      const m = new RegExp(`${e[0]} (\\d+)`).exec(toc);
      expect(m, e[0]).not.toBeNull();
      e[1] = Number(m![1]);
    }
    const chapters = entries.map(([, n]) => n);
    expect(chapters[0]).toBe(3);
    for (const [title, n] of entries) {
      // The heading is on that page (and, for a chapter, not on the page before).
      expect(flat(pages[n - 1]!), `${title} on page ${n}`).toContain(title);
    }
    // Section entries under the interpretation chapters too.
    for (const title of ['Sun', 'Part of Fortune', 'Incarnation Cross', 'Life Path Number']) expect(toc).toMatch(new RegExp(`${title} \\d+`));
  });

  it('has an outline (bookmarks): each chapter with its sections, pointing at the pages of the contents', async () => {
    const loaded = await PDFDocument.load(bytes);
    const outlines = loaded.catalog.lookup(PDFName.of('Outlines'), PDFDict);
    const pageIndex = new Map(loaded.getPages().map((p, i) => [p.ref.toString(), i + 1]));
    interface Entry { title: string; page: number; kids: Entry[] }
    const read = (first: PDFDict | undefined): Entry[] => {
      const out: Entry[] = [];
      for (let item = first; item; item = item.lookupMaybe(PDFName.of('Next'), PDFDict)) {
        const dest = item.lookup(PDFName.of('Dest'), PDFArray);
        out.push({
          title: item.lookup(PDFName.of('Title'), PDFHexString).decodeText(),
          page: pageIndex.get(dest.get(0).toString())!,
          kids: read(item.lookupMaybe(PDFName.of('First'), PDFDict)),
        });
      }
      return out;
    };
    const tree = read(outlines.lookupMaybe(PDFName.of('First'), PDFDict));
    expect(tree.map((c) => c.title)).toEqual([
      'Astrology', 'Astrology Interpretation', 'Human Design', 'Human Design Interpretation', 'Numerology', 'Numerology Interpretation',
    ]);
    expect(tree[0]!.kids.map((k) => k.title)).toEqual(['Your natal wheel', 'Planets and points', 'Houses', 'Aspect grid']);
    expect(tree[1]!.kids.map((k) => k.title)).toEqual(ASTRO_TITLES);
    expect(tree[3]!.kids.map((k) => k.title)).toEqual(HD_TITLES);
    expect(tree[5]!.kids.map((k) => k.title)).toEqual(NUM_TITLES);
    const toc = flat(pages[1]!);
    for (const c of tree) {
      expect(toc).toContain(`${c.title} ${c.page}`);
      expect(flat(pages[c.page - 1]!)).toContain(c.title);
      for (const k of c.kids) expect(flat(pages[k.page - 1]!), k.title).toContain(k.title);
    }
  });

  it('is tagged: marked content, a structure tree with headings, paragraphs and figures with alternative text', async () => {
    const loaded = await PDFDocument.load(bytes);
    const markInfo = loaded.catalog.lookup(PDFName.of('MarkInfo'), PDFDict);
    expect(markInfo.get(PDFName.of('Marked'))?.toString()).toBe('true');
    const root = loaded.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
    const document = root.lookup(PDFName.of('K'), PDFDict);
    expect(document.get(PDFName.of('S'))?.toString()).toBe('/Document');
    const kids = document.lookup(PDFName.of('K'), PDFArray).asArray().map((r) => loaded.context.lookup(r, PDFDict));
    const roles = kids.map((k) => k.get(PDFName.of('S'))!.toString());
    expect(roles.filter((r) => r === '/H1').length).toBeGreaterThanOrEqual(7); // the name, Contents and six chapters
    expect(roles.filter((r) => r === '/H2').length).toBeGreaterThanOrEqual(34);
    expect(roles.filter((r) => r === '/P').length).toBeGreaterThan(100);
    // Tables are Table > TR > TH / TD; the planets table has a header row and 17 rows of 6 cells.
    const tables = kids.filter((k) => k.get(PDFName.of('S'))!.toString() === '/Table');
    expect(tables.length).toBeGreaterThanOrEqual(4);
    const rows = tables[0]!.lookup(PDFName.of('K'), PDFArray).asArray().map((r) => loaded.context.lookup(r, PDFDict));
    expect(rows).toHaveLength(18);
    const cellRoles = (row: PDFDict): string[] =>
      row.lookup(PDFName.of('K'), PDFArray).asArray().map((r) => loaded.context.lookup(r, PDFDict).get(PDFName.of('S'))!.toString());
    expect(cellRoles(rows[0]!)).toEqual(Array(6).fill('/TH'));
    expect(cellRoles(rows[1]!)).toEqual(Array(6).fill('/TD'));
    const figures = kids.filter((k) => k.get(PDFName.of('S'))!.toString() === '/Figure');
    expect(figures.map((f) => f.lookup(PDFName.of('Alt'), PDFHexString).decodeText())).toEqual([
      'Natal chart wheel of Zoë Müller-Çelik', 'Natal chart wheel with the major aspects', 'Human Design bodygraph: defined centres filled, activated gates marked',
    ]);
    // Every page says where its marked content belongs, and holds as many BDC as its parent-tree entry.
    const nums = root.lookup(PDFName.of('ParentTree'), PDFDict).lookup(PDFName.of('Nums'), PDFArray);
    loaded.getPages().forEach((page, i) => {
      expect(page.node.get(PDFName.of('StructParents'))?.toString()).toBe(String(i));
      const entry = nums.lookup(2 * i + 1, PDFArray);
      expect(operators(page).match(/ BDC/g)?.length ?? 0).toBe(entry.size());
      expect(operators(page)).toContain('/Artifact BMC');
    });
  });

  it('has real, extractable text on every page', () => {
    for (const p of pages) expect(flat(p).trim().length).toBeGreaterThan(20);
  });

  it('draws the wheel and the bodygraph as vectors, with no images anywhere', async () => {
    const loaded = await PDFDocument.load(bytes);
    const pageOps = loaded.getPages().map(operators);
    const wheel = pageOps[pages.findIndex((p) => p.includes('Read the wheel'))]!;
    const graph = pageOps[pages.findIndex((p) => p.includes('Activations'))]!;
    const count = (ops: string, op: RegExp): number => ops.match(op)?.length ?? 0;
    // 360 degree ticks, sign borders, cusps and aspect lines: line segments; the 12 sign
    // sectors (arcs, as curves) filled; sign and body glyphs are stroked paths of curves.
    expect(count(wheel, / l\b/g)).toBeGreaterThan(360 + 12 + 12);
    expect(count(wheel, /\bf\b/g)).toBeGreaterThanOrEqual(12);
    expect(count(wheel, / c\b/g)).toBeGreaterThan(12 * 4 + 12 * 4);
    // 36 channel tracks and the nine center outlines (filled and stroked).
    expect(count(graph, / l\b/g)).toBeGreaterThan(36 + 9 * 3);
    expect(count(graph, /\bB\b/g)).toBeGreaterThanOrEqual(9);
    for (const ops of pageOps) expect(ops).not.toMatch(/\/\S+ Do\b/);
  });

  it('draws the wheel with the angles, house numbers and degrees as text (glyphs are paths: test/unit/drawing)', () => {
    const wheel = pages.find((p) => p.includes('Read the wheel'))!;
    for (const g of ['AC', 'MC', 'DC', 'IC', '24°', '19°', '12']) expect(wheel, g).toContain(g);
  });

  it('has the table of planets and points with the motion column, and the houses', () => {
    expect(all).toContain('Body Sign Position House Longitude Motion');
    expect(all).toMatch(/☉ Sun ♊ Gemini 24°31′ 9 84\.52° Direct/);
    expect(all).toMatch(/♄ Saturn ♑ Capricorn 19°09′ 4 289\.15° Retrograde ℞/);
    // Angles and points have no motion.
    expect(all).toMatch(/Ascendant ♎ Libra 7°15′ 1 187\.25° —/);
    expect(all).toContain('Houses');
    expect(all).toMatch(/House Sign Cusp 1 ♎ Libra 7°15′ 2 ♏ Scorpio 9°45′/);
    expect(all).toMatch(/House Sign Cusp 7 ♈ Aries 7°15′/);
  });

  it('has an aspect grid (glyphs and orbs) with its key instead of pages of aspect rows', () => {
    const i = pages.findIndex((p) => p.includes('Aspect grid') && p.includes('orb'));
    const grid = flat(pages[i]!);
    // Mercury square Mars, orb 0.10° = 0°06′; the key names every aspect kind used.
    expect(grid).toContain('0°06′');
    for (const k of ['Conjunction 0°', 'Opposition 180°', 'Square 90°', 'Trine 120°', 'Sextile 60°', 'Quincunx 150°', 'Semi-sextile 30°']) expect(grid, k).toContain(k);
    expect(all).not.toMatch(/Body Aspect Body Orb/);
    // The grid and its key are on one page.
    expect(flat(pages[i]!)).toContain('Easy flow, a natural gift');
  });

  it('explains every term in a line under its heading', () => {
    for (const line of [
      'Motion: retrograde (℞) bodies seem',
      'A cusp is the point where a house begins',
      'its orb, how far (in degrees and minutes) it is from exact',
      'Your energy type',
      'Defined (coloured) centres',
      'A channel joins two centres',
      'Gates are the 64 hexagrams',
      'From your full birth date',
    ]) expect(all.toLowerCase(), line).toContain(line.toLowerCase());
    // Each interpretation section opens with what its subject is.
    expect(all).toContain('Sun The Sun: your core self, vitality and the way you shine. Sun:');
    expect(all).toContain('Part of Fortune The Part of Fortune: a point computed from the Sun, Moon and Ascendant');
    expect(all).toContain('Incarnation Cross Your life theme, from the gates of the Sun and Earth at birth and at design. Incarnation Cross:');
  });

  it('has the bodygraph page with all 64 gates, the activations and the details', () => {
    const graph = flat(pages.find((p) => p.includes('Activations'))!);
    // Gate labels are drawn one by one; neighbours may be extracted as one run ("5253").
    const labels = graph.slice(0, graph.indexOf('TYPE')).replace(/\s/g, '');
    for (let g = 1; g <= 64; g++) expect(labels, `gate ${g}`).toContain(String(g));
    expect(graph).toContain('Manifesting Generator');
    expect(graph).toMatch(/Sun 15\.5 12\.3/);
    expect(graph).toContain('Personality: conscious, at birth');
    expect(graph).toContain('Design: unconscious, ~88 days before');
    expect(all).toContain('Defined Throat, G, Sacral, Spleen, Root');
    expect(all).toContain('Open Head, Ajna, Heart, Solar Plexus');
    expect(all).toContain('10–20 Awakening G – Throat');
    expect(all).toContain('34 (P/D)');
    expect(all).toContain('Right Angle Cross of Explanation');
  });

  it('has the numerology numbers, each explained', () => {
    expect(all).toContain('Life Path Number 4 From your full birth date');
    expect(all).toContain('Soul Urge Number 11');
    expect(all).toContain('Personal Day 6');
  });

  it('leaves no page half empty before a page that continues the flow', async () => {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const starts = ['Astrology', 'Human Design', 'Numerology'];
    for (let n = 3; n < pdf.numPages; n++) {
      const next = flat(pages[n]!).trim();
      // Each module opens on a fresh page: the page before it may end early.
      if (starts.some((s) => next.startsWith(s + ' ') && !next.startsWith(s + ' Interpretation'))) continue;
      const items = (await (await pdf.getPage(n)).getTextContent()).items as Array<{ str: string; transform: number[] }>;
      const lowest = Math.min(...items.filter((t) => t.str.trim() && t.transform[5]! > 60).map((t) => t.transform[5]!));
      expect(lowest, `page ${n} ends at ${lowest}`).toBeLessThan(841.89 / 2);
    }
  });

  it('numbers every page but the cover, with the chapter as running head', () => {
    pages.forEach((p, i) => {
      if (i > 0) expect(flat(p)).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(flat(pages[1]!)).toContain('Zoë Müller-Çelik · Personal Blueprint');
  });
});

describe('renderBlueprintPdf: partial documents and hostile text', () => {
  it('renders a data-only blueprint without interpretation pages', async () => {
    const doc = fixtureDocument({ ai: false });
    const text = flat((await pagesText(await renderBlueprintPdf(doc))).join('\n'));
    expect(text).toContain('Your natal wheel');
    expect(text).toContain('Your bodygraph');
    expect(text).not.toContain('Interpretation');
    expect(text).toContain('Chart data (no written interpretation)');
  });

  it('renders a numerology-only blueprint', async () => {
    const full = fixtureDocument();
    const doc: BlueprintDocument = {
      ...full,
      astrology: null,
      humanDesign: null,
      sections: full.sections.filter((s) => s.module === 'numerology'),
      aiContent: Object.fromEntries(Object.entries(full.aiContent).filter(([k]) => k.startsWith('numerology'))),
    };
    const pages = await pagesText(await renderBlueprintPdf(doc));
    const text = flat(pages.join('\n'));
    // Cover, contents, then the numbers with their interpretation flowing on (no half-empty page).
    expect(pages.length).toBeLessThanOrEqual(4);
    expect(flat(pages[0]!)).not.toContain('Your numbers');
    expect(flat(pages[1]!)).toMatch(/Numerology 3 Your numbers 3 Numerology Interpretation 3 Life Path Number 3/);
    expect(flat(pages[2]!)).toContain('Your numbers');
    expect(text).not.toContain('natal wheel');
    expect(text).not.toContain('bodygraph');
    expect(text).toContain('Numerology Interpretation');
    expect(text).toContain('Life Path Number');
  });

  it('survives emoji, control characters, markdown and endless words', async () => {
    const doc = fixtureDocument({ ai: false, name: 'Ana 🌟 Lúcia\u0007' });
    doc.sections = [{ key: 'numerology_life_path_number', title: 'Life Path Number', module: 'numerology' }];
    doc.aiContent = { numerology_life_path_number: `**Bold** start 漢 end.\n\n${'x'.repeat(400)}\n\n# Heading\n- item one` };
    const text = flat((await pagesText(await renderBlueprintPdf(doc))).join('\n'));
    expect(text).toContain('Ana ? Lúcia');
    expect(text).toContain('Bold start ? end.');
    expect(text).not.toContain('**');
    expect(text).toContain('• item one');
    // The 400-letter word is cut over several lines, none lost.
    const interpretation = text.slice(text.lastIndexOf('Numerology Interpretation'));
    expect(interpretation.match(/x+/g)!.join('')).toHaveLength(400);
  });

  it('wraps a long name and place on the cover', async () => {
    const doc = fixtureDocument({ ai: false, name: 'Maria da Conceição Albuquerque de Vasconcelos e Sá Ferreira Gonçalves' });
    doc.birthInfo.location = 'São João da Madeira, Aveiro District, Centro Region, Portugal, Península Ibérica, Europe';
    const bytes = await renderBlueprintPdf(doc);
    const cover = flat((await pagesText(bytes))[0]!);
    for (const word of ['Maria', 'Gonçalves', 'São João', 'Europe']) expect(cover).toContain(word);
    // Every text run of the cover lies inside the page.
    const page = await (await getDocumentProxy(new Uint8Array(bytes))).getPage(1);
    const items = (await page.getTextContent()).items as Array<{ str: string; width: number; transform: number[] }>;
    expect(items.length).toBeGreaterThan(5);
    for (const it of items) {
      expect(it.transform[4]!, it.str).toBeGreaterThanOrEqual(0);
      expect(it.transform[4]! + it.width, it.str).toBeLessThanOrEqual(595.28);
    }
  });

  it('breaks a long section over several pages', async () => {
    const doc = fixtureDocument({ ai: false });
    doc.sections = [{ key: 'astrology_sun', title: 'Sun', module: 'astrology' }];
    doc.aiContent = { astrology_sun: Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1}: ${'lorem ipsum dolor '.repeat(20)}`).join('\n\n') };
    const pages = await pagesText(await renderBlueprintPdf(doc));
    const withParagraphs = pages.filter((p) => /Paragraph \d+/.test(p));
    expect(withParagraphs.length).toBeGreaterThanOrEqual(3);
    expect(flat(pages.join('\n'))).toContain('Paragraph 60:');
  });
});
