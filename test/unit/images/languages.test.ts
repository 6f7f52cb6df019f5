/**
 * Images in the request's language (issue 35): the natal wheel in Hindi and German with every
 * character drawn (rendered to outlines: no .notdef glyph, every character of every text covered by
 * a glyph with a non-empty outline, Devanagari shaped by fontkit with Noto Sans Devanagari), the
 * words of each language in place of the English ones, and English unchanged.
 */
import { describe, expect, it } from 'vitest';
import type { BlueprintStore } from '#shared/blueprint/store';
import { textWidth } from '#shared/drawing/metrics';
import { layoutText } from '#shared/drawing/outline';
import { toPngAsync } from '#shared/drawing/png';
import { drawingHasDevanagari, loadShaper, prepareText, scriptRuns } from '#shared/drawing/script';
import type { Drawing, Shape, TextShape } from '#shared/drawing/shapes';
import { toSvg } from '#shared/drawing/svg';
import { formatDate } from '#shared/i18n/format';
import { LABEL_TABLES, labelsFor } from '#shared/i18n/labels/index';
import { LANGUAGES, type Language } from '#shared/i18n/languages';
import { bodygraphDrawing, natalWheelDrawing, personOf, transitWheelDrawing } from '#shared/images/images';
import type { ImageRequest } from '#shared/images/request';
import { IMAGE_WORDS, patternLineIn } from '#shared/images/words/index';
import { VEDIC_CHART_WORDS } from '#shared/vedic/words/index';
import type { VedicChartImageRequest } from '#shared/vedic/request';
import { vedicChartImageDrawing } from '#shared/vedic/service';
import { astrocartographyDrawing } from '#shared/astrocartography/service';
import { toBirthInput } from '../../../shared/birth-source/birth-data';

const noStore = {} as BlueprintStore; // birth data only: the store is never read
// the kept pictures' people (scripts/docs-images.ts): five bodies in Aquarius, two stelliums in the legend
const PEOPLE = {
  de: { fullName: 'Anna Schröder', birth: { birthDate: '1962-02-04', birthTime: '17:30', city: 'München', country: 'Deutschland', latitude: 48.1351, longitude: 11.582, timezone: 'Europe/Berlin' } },
  hi: { fullName: 'अनन्या शर्मा', birth: { birthDate: '1962-02-04', birthTime: '17:30', city: 'नई दिल्ली', country: 'भारत', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } },
} as const;

async function wheel(language: 'de' | 'hi', more: Partial<ImageRequest> = {}): Promise<Drawing> {
  const p = PEOPLE[language];
  const req: ImageRequest = { birth: p.birth, fullName: p.fullName, format: 'png', size: 1000, theme: 'light', aspects: 'major', chartExtras: { patterns: true }, ...more };
  return natalWheelDrawing(personOf(req, toBirthInput, language), req, noStore, '', language);
}

const texts = (shapes: readonly Shape[]): TextShape[] => shapes.flatMap((s) => (s.kind === 'text' ? [s] : s.kind === 'group' ? texts(s.children) : []));

/** What is wrong with the outlines of a text: a .notdef glyph, or a character no glyph with an outline stands for. */
function undrawn(t: TextShape): string[] {
  const { glyphs } = layoutText(t);
  const problems: string[] = [];
  for (const g of glyphs) if (g.notdef) problems.push(`.notdef for ${JSON.stringify(g.source)} in ${JSON.stringify(t.text)}`);
  const covered = new Set<number>();
  // a glyph with an outline covers its characters; a combining mark may also be an empty glyph the
  // font draws into its neighbour (Noto's i-matra before an anusvara carries the dot: बिंदु), never a .notdef
  for (const g of glyphs) {
    if (g.notdef) continue;
    for (const ch of g.source) if (g.commands.length > 0 || /\p{Mn}/u.test(ch)) covered.add(ch.codePointAt(0)!);
  }
  for (const ch of t.text) {
    if (/\s/.test(ch) || ch === '\u200c' || ch === '\u200d') continue;
    if (!covered.has(ch.codePointAt(0)!)) problems.push(`${JSON.stringify(ch)} (U+${ch.codePointAt(0)!.toString(16)}) not drawn in ${JSON.stringify(t.text)}`);
  }
  return problems;
}

describe('the natal wheel in Hindi and German', () => {
  it.each(['hi', 'de'] as const)('%s: every character of every text is drawn (no .notdef, each one covered by an outline)', async (language) => {
    const d = await wheel(language);
    await prepareText(d);
    const all = texts(d.shapes);
    expect(all.length).toBeGreaterThan(40);
    expect(all.flatMap(undrawn)).toEqual([]);
    // and the PNG is rasterized from them
    const png = await toPngAsync(d, 600);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('hi: the words are Hindi, in Devanagari, shaped (conjuncts as one glyph, the i-matra before its consonant)', async () => {
    const d = await wheel('hi');
    expect(d.title).toBe('जन्म कुंडली: अनन्या शर्मा');
    expect(d.desc).toMatch(/^अनन्या शर्मा, 4 फ़रवरी 1962, 17:30, नई दिल्ली, भारत की जन्म कुंडली का चक्र: राशियाँ, भाव, कोण, \d+ ग्रह-बिंदु और \d+ दृष्टियाँ।$/);
    const lines = texts(d.shapes).map((t) => t.text);
    expect(lines).toContain('ग्रह योग');
    expect(lines.join('\n')).toContain('कुंभ में ग्रह-पुंज:');
    expect(lines.join('\n')).not.toMatch(/Patterns|Stellium|Natal chart|Sun|Moon/);
    const shaper = await loadShaper();
    const ksha = shaper.regular('क्ष');
    expect(ksha).toHaveLength(1);
    expect(ksha[0]!.id).not.toBe(0);
    // दि: the i-matra (U+093F) is drawn first, before द
    expect(shaper.regular('दि').map((g) => g.codePoints)).toEqual([[0x093f], [0x0926]]);
    // the SVG keeps real text and names the Devanagari face
    expect(toSvg(d)).toContain('font-family="DejaVu Sans, Noto Sans Devanagari, sans-serif"');
  });

  it('de: the words are German (legend, bodies, houses)', async () => {
    const d = await wheel('de');
    expect(d.title).toBe('Geburtshoroskop: Anna Schröder');
    const lines = texts(d.shapes).map((t) => t.text).join('\n');
    expect(lines).toContain('Aspektfiguren');
    expect(lines).toContain('Wassermann-Stellium:');
    expect(lines).toContain('Stellium im 6. Haus:');
    expect(lines).toMatch(/Merkur/);
    expect(lines).not.toMatch(/Patterns|Merc\b|Sat\b|in Aqu/);
    expect(toSvg(d)).toContain('font-family="DejaVu Sans, sans-serif"');
  });

  it('the layout never takes a Hindi word for narrower than it is drawn (every label and image word, both weights)', async () => {
    const shaper = await loadShaper();
    const words = new Set<string>(['अनन्या', 'शर्मा', 'नई', 'दिल्ली', 'भारत', 'औरंगाबाद', 'ऐश्वर्या', 'ऊषा']);
    for (const list of Object.values(LABEL_TABLES.hi.lists)) for (const w of String(list).split(/[|\s]+/)) if (w) words.add(w);
    for (const v of Object.values(IMAGE_WORDS.hi)) if (typeof v === 'string') for (const w of v.split(/\s+/)) words.add(w);
    expect(words.size).toBeGreaterThan(400);
    const under: string[] = [];
    for (const w of words) {
      for (const bold of [false, true]) {
        const drawn = (bold ? shaper.bold : shaper.regular)(w).reduce((sum, g) => sum + g.advance, 0) / shaper.unitsPerEm;
        if (drawn > textWidth(w, 1, bold) + 1e-9) under.push(`${w}${bold ? ' (bold)' : ''}: ${drawn.toFixed(3)} em drawn, ${textWidth(w, 1, bold).toFixed(3)} estimated`);
      }
    }
    expect(under).toEqual([]);
  });

  it('detects what it must: a character no face has is a .notdef', () => {
    expect(undrawn({ kind: 'text', x: 0, y: 0, text: 'Ab漢', size: 14, anchor: 'start', fill: '#000' })).toEqual([
      '.notdef for "漢" in "Ab漢"',
      '"漢" (U+6f22) not drawn in "Ab漢"',
    ]);
  });
});

describe('image words', () => {
  it('English is the wording the images always had', async () => {
    const p = PEOPLE.de;
    const req: ImageRequest = { birth: p.birth, fullName: p.fullName, format: 'svg', size: 800, theme: 'dark', aspects: 'major', chartExtras: { patterns: true } };
    const src = personOf(req, toBirthInput);
    const plain = toSvg(await natalWheelDrawing(src, req, noStore, ''));
    expect(toSvg(await natalWheelDrawing(personOf(req, toBirthInput, 'en'), req, noStore, '', 'en'))).toBe(plain);
    expect(plain).toContain('<title>Natal chart: Anna Schröder</title>');
    expect(plain).toContain('>Patterns</text>');
    expect(plain).toMatch(/Stellium in Aqu: Sun, Moon,|Stellium in Aqu:/);
  });

  it('every language writes every word, none left in English', () => {
    const en = IMAGE_WORDS.en;
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const w = IMAGE_WORDS[language];
      for (const key of ['natalChart', 'transits', 'personality', 'timeUnknown', 'synastry', 'innerRing', 'outerRing', 'composite', 'compositeCaption', 'davison', 'connection', 'patterns', 'apex'] as const) {
        expect(w[key], `${language} ${key}`).not.toBe('');
        // French says "Transits" too
        if (!(language === 'fr' && key === 'transits')) expect(w[key], `${language} ${key}`).not.toBe(en[key]);
      }
      expect(w.natalDesc('X', 14, 9)).not.toBe(en.natalDesc('X', 14, 9));
      // the patterns' names come from the label tables (GET /labels' aspectPatterns), one per type
      expect(Object.keys(labelsFor(language).aspectPatterns).sort()).toEqual(['grand-cross', 'grand-trine', 'kite', 'mystic-rectangle', 'stellium', 't-square', 'yod']);
    }
  });

  it('a pattern line names bodies, signs and houses as the labels do', () => {
    const tsq = { type: 't-square', bodies: ['sun', 'moon', 'saturn'], apex: 'moon' };
    expect(patternLineIn('de', tsq)).toBe('T-Quadrat: Spitze Mond, Sonne, Saturn');
    expect(patternLineIn('fr', { type: 'stellium', bodies: ['sun', 'venus', 'mars'], sign: 'capricorn' })).toBe('Stellium en Capricorne : Soleil, Vénus, Mars');
    expect(patternLineIn('hi', { type: 'stellium', bodies: ['sun', 'venus', 'mars'], house: 7 })).toBe('भाव 7 में ग्रह-पुंज: सूर्य, शुक्र, मंगल');
    expect(patternLineIn('en', tsq)).toBe('T-square: apex Moon, Sun, Sat');
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: the transit wheel and the bodygraph carry the language', async (language: Language) => {
    const p = PEOPLE.de;
    const req: ImageRequest = { birth: p.birth, fullName: p.fullName, format: 'svg', size: 800, theme: 'light', aspects: 'major' };
    const src = personOf(req, toBirthInput, language);
    const w = IMAGE_WORDS[language];
    const tw = await transitWheelDrawing(src, { ...req, moment: new Date('2026-11-23T21:00:00Z') }, new Date(), noStore, '', language);
    expect(tw.title).toBe(`${w.transits}${w.colon}Anna Schröder`);
    // the moment as the language writes a date (no ISO date in the picture), the time in 24 hours, UTC
    expect(texts(tw.shapes).map((t) => t.text)).toContain(`${w.transits}${w.colon}${formatDate('2026-11-23', language)}, 21:00 UTC`);
    expect(texts(tw.shapes).some((t) => t.text.includes('2026-11-23'))).toBe(false);
    const bg = await bodygraphDrawing(src, req, noStore, '', language);
    const legend = texts(bg.shapes).map((t) => t.text);
    expect(legend).toContain(w.personality);
    expect(legend).toContain(w.design);
    expect(drawingHasDevanagari(bg)).toBe(language === 'hi');
  });

  it.each(['north', 'south'] as const)('the %s Indian chart in Hindi: Devanagari abbreviations (ल, सू…), वक्री, every character drawn', async (style) => {
    const birth = { birthDate: '1994-03-12', birthTime: '08:15', city: 'जयपुर', country: 'भारत', latitude: 26.9124, longitude: 75.7873, timezone: 'Asia/Kolkata' };
    const req = { ...birth, format: 'png', size: 800, theme: 'light', style, varga: 'D1' } as unknown as VedicChartImageRequest;
    const d = await vedicChartImageDrawing(req, { now: new Date(), blueprints: noStore, ownerId: '' } as never, 'hi');
    expect(d.title).toBe(`राशि (D1), ${style === 'north' ? 'उत्तर' : 'दक्षिण'} भारतीय शैली की कुंडली`);
    const lines = texts(d.shapes).map((t) => t.text);
    expect(lines).toContain('ल 29°');
    expect(lines.some((l) => /^गु \d+° व$/.test(l))).toBe(true);
    expect(lines.join(' ')).not.toMatch(/\b(As|Su|Mo|Indian|Mesha|Meena)\b/);
    // the South style names its signs in Devanagari (issue 46)
    if (style === 'south') expect(lines).toEqual(expect.arrayContaining(['मेष', 'वृश्चिक', 'मीन']));
    await prepareText(d);
    expect(texts(d.shapes).flatMap(undrawn)).toEqual([]);
    // English is unchanged, German names the style
    const en = await vedicChartImageDrawing(req, { now: new Date(), blueprints: noStore, ownerId: '' } as never);
    expect(en.title).toBe(`Rashi (D1), ${style === 'north' ? 'North' : 'South'} Indian chart`);
    expect(texts(en.shapes).map((t) => t.text)).toContain('As 29°');
    const de = await vedicChartImageDrawing(req, { now: new Date(), blueprints: noStore, ownerId: '' } as never, 'de');
    expect(de.title).toBe(`Rashi (D1), ${VEDIC_CHART_WORDS.de.chart('', style).slice(2)}`);
  });

  it('the astrocartography map in Hindi and German: title, legend names and key in the language, every character drawn', async () => {
    const birth = { birthDate: '1994-03-12', birthTime: '08:15', city: 'Jaipur', country: 'India', latitude: 26.9124, longitude: 75.7873, timezone: 'Asia/Kolkata' };
    const req = { ...birth, format: 'png', size: 1600, theme: 'light', bodies: ['sun', 'moon', 'north_node', 'chiron'] } as never;
    const deps = { now: new Date(), blueprints: noStore, ownerId: '' } as never;
    const hi = await astrocartographyDrawing(req, deps, 'hi');
    expect(hi.title).toBe('एस्ट्रोकार्टोग्राफी');
    const hiTexts = texts(hi.shapes).map((t) => t.text);
    expect(hiTexts).toEqual(expect.arrayContaining(['सूर्य', 'उत्तरी चंद्र पात', 'MC (ग्रह शिरोबिंदु पर), AS (उदय)']));
    await prepareText(hi);
    expect(texts(hi.shapes).flatMap(undrawn)).toEqual([]);
    const de = await astrocartographyDrawing(req, deps, 'de');
    const legend = texts(de.shapes).filter((t) => t.text === 'Nördlicher Mondknoten');
    expect(legend).toHaveLength(1);
    // the long name set smaller to keep to its column (1552 / 7 units, 62 of them before the name)
    expect(textWidth(legend[0]!.text, legend[0]!.size)).toBeLessThanOrEqual(1552 / 7 - 70 + 1e-9);
    const en = await astrocartographyDrawing(req, deps);
    expect(en.title).toBe('Astrocartography');
    expect(texts(en.shapes).map((t) => t.text)).toContain('MC (body culminating), AS (rising)');
  });

  it('cuts a line into Devanagari runs and the rest, a Hindi phrase as one run', () => {
    expect(scriptRuns('1962-02-04 17:30, नई दिल्ली, भारत')).toEqual([
      { text: '1962-02-04 17:30, ', script: false },
      { text: 'नई दिल्ली, भारत', script: true },
    ]);
  });
});
