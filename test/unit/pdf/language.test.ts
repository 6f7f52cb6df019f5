import { beforeAll, describe, expect, it } from 'vitest';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEVANAGARI, loadDevanagariFonts } from '#shared/pdf/fonts';
import { renderBlueprintPdf } from '#shared/pdf/render';
import { scriptRuns } from '#shared/pdf/text';
import { labelsFor } from '#shared/i18n/labels/index';
import { PDF_WORDS } from '#shared/pdf/words/index';
import { fixtureDocument } from './fixture';

const flat = (s: string): string => s.replace(/\s+/g, ' ');

/** The /BaseFont of every font the document embeds. */
function baseFonts(doc: PDFDocument): string[] {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, o]) => o)
    .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('Font'))
    .map((d) => d.get(PDFName.of('BaseFont'))?.toString() ?? '');
}

/** Every /ActualText of the page content streams, decoded (UTF-16BE). */
async function actualTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    for (const st of streams) {
      if (!(st instanceof PDFRawStream)) continue;
      const content = new TextDecoder('latin1').decode(decodePDFRawStream(st).decode());
      for (const m of content.matchAll(/\/ActualText <FEFF([0-9A-F]*)>/g)) out.push(Buffer.from(m[1]!, 'hex').swap16().toString('utf16le'));
    }
  }
  return out;
}

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return flat(text);
}

/** The English fixed headings and labels a translated PDF must not print. */
const ENGLISH = [
  'Personal Blueprint', 'Contents', 'Your natal wheel', 'Planets and points', 'Aspect grid', 'Your bodygraph',
  'Your design in detail', 'Page 2 of', 'Your numbers', 'Interpretation', 'Prepared on', 'Life Path Number',
  'Retrograde', 'local time', 'Incarnation Cross', 'Longitude',
];

describe.each([
  {
    language: 'de' as const,
    expected: ['Persönlicher Blueprint', 'Inhalt', 'Dein Geburtshoroskop', 'Planeten und Punkte', 'Aspektraster', 'Dein Bodygraph', 'Dein Design im Einzelnen', 'Aktivierungen', 'Deine Zahlen', 'Deutung: Astrologie', 'Erstellt am', 'Lebenszahl', 'Konjunktion', 'Sakral', 'Juni 1990', 'Sonne', 'Seite 2 von', 'Typ'],
    sign: /Widder|Stier|Zwillinge|Krebs|Löwe|Jungfrau|Waage|Skorpion|Schütze|Steinbock|Wassermann|Fische/,
  },
  {
    language: 'fr' as const,
    expected: ['Blueprint personnel', 'Sommaire', 'Votre thème natal', 'Planètes et points', 'Grille des aspects', 'Votre bodygraph', 'Votre design en détail', 'Vos nombres', 'Interprétation : Astrologie', 'Établi le', 'Chemin de vie', 'Conjonction', 'juin 1990', 'Soleil', 'Page 2 sur', 'Stratégie'],
    sign: /Bélier|Taureau|Gémeaux|Cancer|Lion|Vierge|Balance|Scorpion|Sagittaire|Capricorne|Verseau|Poissons/,
  },
])('the PDF in $language', ({ language, expected, sign }) => {
  const doc = fixtureDocument();
  let bytes: Uint8Array;
  let text: string;
  beforeAll(async () => {
    bytes = await renderBlueprintPdf(doc, { language, now: new Date('2026-11-22T10:00:00Z') });
    text = await textOf(bytes);
  });

  it('prints its headings, labels and dates in the language', () => {
    for (const words of expected) expect(text, words).toContain(words);
    expect(text).toMatch(sign);
  });

  it('prints no English heading or label', () => {
    // The fixture's written sections quote some English headings ("Life Path Number: ..."): only the fixed words count.
    const written = flat(Object.values(doc.aiContent ?? {}).join(' '));
    const fixed = ENGLISH.filter((words) => !written.includes(words));
    expect(fixed.length).toBeGreaterThan(10);
  });

  it('writes the table’s longitudes with a decimal comma (78,54°), never a point', () => {
    const longitudes = [...text.matchAll(/\b\d{1,3}[.,]\d{2}°/g)].map((m) => m[0]);
    expect(longitudes.length).toBeGreaterThan(8);
    expect(longitudes.filter((l) => l.includes('.'))).toEqual([]);
  });

  it('keeps the written sections as written', () => {
    const firstSection = Object.values(doc.aiContent ?? {})[0]!;
    expect(text).toContain(flat(firstSection).slice(0, 40));
  });

  it('names its language in /Lang and its title in the metadata', async () => {
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe(language);
    expect(loaded.getTitle()).toBe(PDF_WORDS[language].titleOf(doc.birthInfo.fullName));
  });
});

describe('the words of every language', () => {
  it('has every fixed word in every language, none left empty or in English', () => {
    const en = PDF_WORDS.en;
    for (const [code, words] of Object.entries(PDF_WORDS)) {
      if (code === 'en') continue;
      const leaves = (o: unknown, path: string): Array<[string, string]> =>
        typeof o === 'string' ? [[path, o]] : typeof o === 'object' && o ? Object.entries(o).flatMap(([k, v]) => leaves(v, `${path}.${k}`)) : [];
      const mine = new Map(leaves(words, code));
      for (const [path, english] of leaves(en, code)) {
        const own = mine.get(path);
        expect(own, path).toBeTruthy();
        // Short shared terms (Design, Motivation, Position, P, D, Sextile) may be spelt alike; sentences may not.
        if (english.length > 20) expect(own, path).not.toBe(english);
      }
      expect(words.titleOf('Ada')).toContain('Ada');
      expect(words.withSections(3)).toContain('3');
    }
  });
});

describe('the PDF in Hindi (Noto Sans Devanagari, shaped)', () => {
  const doc = fixtureDocument();
  let bytes: Uint8Array;
  let text: string;
  beforeAll(async () => {
    bytes = await renderBlueprintPdf(doc, { language: 'hi', now: new Date('2026-11-22T10:00:00Z') });
    text = await textOf(bytes);
  });

  it('prints its fixed words in Hindi, names hi in /Lang and embeds the Devanagari faces', async () => {
    // the text layer: each shaped run carries its words as /ActualText (what copying and searching
    // read; pdf.js ignores it, poppler and Acrobat honour it)
    const actual = await actualTexts(bytes);
    for (const words of ['व्यक्तिगत ब्लूप्रिंट', 'ह्यूमन डिज़ाइन', 'ग्रह और बिंदु', 'भाव संधि', 'जून', 'वृश्चिक', 'मार्गी', 'दृष्टि तालिका'])
      expect(actual.some((a) => a.includes(words)), words).toBe(true);
    expect(text).toContain('1990');
    for (const english of ['Personal Blueprint', 'Planets and points', 'Prepared on']) expect(text).not.toContain(english);
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('hi');
    expect(loaded.getTitle()).toBe(PDF_WORDS.hi.titleOf(doc.birthInfo.fullName));
    const fonts = baseFonts(loaded);
    expect(fonts.some((f) => /^\/NotoSansDevanagari-Regular-\d+$/.test(f)), fonts.join(' ')).toBe(true);
    expect(fonts.some((f) => /^\/NotoSansDevanagari-Bold-\d+$/.test(f))).toBe(true);
  });

  it('shapes every Hindi word of the PDF and of the labels with no missing glyph, conjuncts as one glyph', () => {
    const deva = loadDevanagariFonts();
    const leaves = (o: unknown): string[] =>
      typeof o === 'string' ? [o] : typeof o === 'function' ? [String((o as (...a: unknown[]) => unknown)('Ada', 'Ada', 'Ada', 'Ada'))] : typeof o === 'object' && o ? Object.values(o).flatMap(leaves) : [];
    const strings = [...leaves(PDF_WORDS.hi), ...leaves(labelsFor('hi'))].filter((s) => DEVANAGARI.test(s));
    expect(strings.length).toBeGreaterThan(300);
    for (const weight of ['regular', 'bold'] as const) {
      const face = deva[weight].face;
      // the Devanagari runs, as the PDF draws them (digits, Latin and symbols stay with DejaVu)
      for (const run of strings.flatMap((s) => scriptRuns(s)).filter((r) => r.script)) {
        const ids = (face.layout(run.text) as unknown as { glyphs: { id: number }[] }).glyphs.map((g) => g.id);
        expect(ids.includes(0), `${weight}: ${run.text}`).toBe(false);
      }
      // the shaper's work, which a one-glyph-per-code-point layout would not do: क्ष is one glyph
      expect((face.layout('क्ष') as unknown as { glyphs: unknown[] }).glyphs.length).toBe(1);
      expect((face.layout('क्ष') as unknown as { glyphs: { id: number }[] }).glyphs[0]!.id).not.toBe(face.glyphForCodePoint(0x0915).id);
    }
  });

  it('leaves English PDFs without the Devanagari faces', async () => {
    const en = await renderBlueprintPdf(doc, { now: new Date('2026-11-22T10:00:00Z') });
    const fonts = baseFonts(await PDFDocument.load(en));
    expect(fonts.length).toBeGreaterThan(2);
    expect(fonts.filter((f) => f.includes('Devanagari'))).toEqual([]);
  });
});
