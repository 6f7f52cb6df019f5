import { beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
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

  it('is a PDF that pdf-lib can load back with the same page count', async () => {
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(pages.length);
    expect(pages.length).toBeGreaterThan(10);
    expect(loaded.getTitle()).toBe(`Blueprint of ${doc.birthInfo.fullName}`);
  });

  it('weighs well under 1.5 MB (fonts are subset)', () => {
    expect(bytes.length).toBeLessThan(1_500_000);
    // Two full DejaVu TTFs alone weigh over 1.3 MB.
    expect(bytes.length).toBeLessThan(400_000);
  });

  it('has a cover with the name, birth data and the generation date', () => {
    const cover = flat(pages[0]!);
    expect(cover).toContain('Zoë Müller-Çelik');
    expect(cover).toContain('1990-06-15');
    expect(cover).toContain('14:30');
    expect(cover).toContain('São Paulo, Brazil');
    expect(cover).toContain('Generated on 2026-11-22');
  });

  it('contains every AI section title, in module order', () => {
    const titles = [...ASTRO_TITLES, ...HD_TITLES, ...NUM_TITLES];
    expect(doc.sections).toHaveLength(34);
    let from = all.indexOf('Astrology Interpretation');
    expect(from).toBeGreaterThan(0);
    for (const s of doc.sections) {
      const at = all.indexOf(s.title, from);
      expect(at, s.title).toBeGreaterThan(-1);
      from = at;
    }
    expect(titles).toHaveLength(34);
  });

  it('keeps the characters of the six languages and the degree sign', () => {
    for (const word of ['élan spontané', 'cœur', 'mañana', '¿por qué?', 'Fußweg', 'Übung', 'irmã', 'você', 'città', 'virtù', '24°31′'])
      expect(all, word).toContain(word);
  });

  it('draws the wheel and the bodygraph as vectors, with no images anywhere', async () => {
    const loaded = await PDFDocument.load(bytes);
    const pageOps = loaded.getPages().map(operators);
    const wheel = pageOps[pages.findIndex((p) => p.includes('Natal Chart'))]!;
    const graph = pageOps[pages.findIndex((p) => p.includes('Human Design Bodygraph'))]!;
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
    const wheel = pages.find((p) => p.includes('Natal Chart'))!;
    for (const g of ['AC', 'MC', 'DC', 'IC', '24°', '19°', '12']) expect(wheel, g).toContain(g);
  });

  it('has tables of positions, houses and aspects', () => {
    expect(all).toContain('Planetary Positions');
    expect(all).toMatch(/Sun Gemini 24°31′ 9 84\.52°/);
    expect(all).toContain('Houses');
    expect(all).toMatch(/Aspects Body Aspect Body Orb/);
    expect(all).toMatch(/Mercury Square Mars 0\.10°/);
  });

  it('has the bodygraph page with all 64 gates, the activations and the details', () => {
    const graph = flat(pages.find((p) => p.includes('Human Design Bodygraph'))!);
    // Gate labels are drawn one by one; neighbours may be extracted as one run ("5253").
    const labels = graph.slice(0, graph.indexOf('Type')).replace(/\s/g, '');
    for (let g = 1; g <= 64; g++) expect(labels, `gate ${g}`).toContain(String(g));
    expect(graph).toContain('Manifesting Generator');
    expect(graph).toMatch(/Sun 15\.5 12\.3/);
    expect(graph).toContain('Personality (conscious)');
    expect(graph).toContain('Design (unconscious)');
    expect(all).toContain('Defined Throat, G, Sacral, Spleen, Root');
    expect(all).toContain('Undefined Head, Ajna, Heart, Solar Plexus');
    expect(all).toContain('10–20 Awakening G – Throat');
    expect(all).toContain('34 (P/D)');
    expect(all).toContain('Right Angle Cross of Explanation');
  });

  it('has the numerology numbers', () => {
    expect(all).toContain('Life Path Number 4');
    expect(all).toContain('Soul Urge Number 11');
    expect(all).toContain('Personal Day 6');
  });

  it('numbers every page', () => {
    pages.forEach((p, i) => expect(flat(p)).toContain(`Page ${i + 1} of ${pages.length}`));
  });
});

describe('renderBlueprintPdf: partial documents and hostile text', () => {
  it('renders a data-only blueprint without interpretation pages', async () => {
    const doc = fixtureDocument({ ai: false });
    const text = flat((await pagesText(await renderBlueprintPdf(doc))).join('\n'));
    expect(text).toContain('Natal Chart');
    expect(text).toContain('Human Design Bodygraph');
    expect(text).not.toContain('Interpretation');
    expect(text).toContain('AI interpretation sections: 0');
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
    expect(pages).toHaveLength(3);
    expect(text).not.toContain('Natal Chart');
    expect(text).not.toContain('Bodygraph');
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
    const interpretation = text.slice(text.indexOf('Numerology Interpretation'));
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
