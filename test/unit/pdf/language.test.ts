import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderBlueprintPdf } from '#shared/pdf/render';
import { PDF_WORDS } from '#shared/pdf/words/index';
import { fixtureDocument } from './fixture';

const flat = (s: string): string => s.replace(/\s+/g, ' ');

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
