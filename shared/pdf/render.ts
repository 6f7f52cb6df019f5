/**
 * The blueprint PDF: document in, bytes out. No HTTP, no storage.
 *
 * Pages: a cover (name, birth in words, the person's wheel as emblem); the contents with
 * page numbers; per module a chapter of its data (astrology: wheel with the major aspects,
 * planets and points, houses, aspect grid; Human Design: bodygraph, details, centres,
 * channels, gates; numerology: the numbers) followed by a chapter of its AI sections.
 * Every term is explained in a line under its heading; every date is in words. The PDF
 * carries an outline, metadata, /Lang and a structure tree (outline.ts).
 */
import { PDFDocument } from 'pdf-lib';
import type { PDFPage } from 'pdf-lib';
import { CENTER_IDS, CENTER_NAMES, CHANNELS } from '../human-design/bodygraph';
import { MODULE_KEYS, MODULE_NAMES } from '../blueprint/types';
import type { BlueprintDocument, BlueprintHumanDesign, BlueprintNumerology, ModuleKey, SectionRef } from '../blueprint/types';
import { useNativeDeflate } from './deflate';
import { cachingFontkit, DEVANAGARI, FONT_STYLES, loadDevanagariFonts, loadFonts } from './fonts';
import type { FontStyle } from './fonts';
import { COLORS, PAGE, Writer } from './layout';
import { wrapText } from './text';
import { drawChartWheel } from './wheel';
import { drawBodygraph, SIDE_COLORS } from './bodygraph';
import { astroView, bodyName, degreeInSign, hdView, humanize, SIGN_GLYPHS, signIndex, type AstroView, type HdView } from '../chart-views/index';
import { ASPECT_KINDS, aspectColor, aspectKind, drawAspectGrid, gridBodies } from './aspect-grid';
import { birthInWords, dateInWords, instantInWords } from './dates';
import type { Zone } from './dates';
import { writeContents, writeOutline, writeStructure } from './outline';
import { hdLabelKey, sectionTerm } from './glossary';
import { PDF_WORDS } from './words';
import type { PdfWords } from './words';
import { NUMBER_KEYS } from './words/types';
import type { NumberKey } from './words/types';
import { labelOf, labelsFor } from '../i18n/labels';
import type { LabelCategory } from '../i18n/labels';
import { formatDegrees } from '../i18n/format';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import type { Language } from '../i18n/languages';

export interface RenderOptions {
  /** Date printed on the cover; defaults to the blueprint's createdAt. */
  now?: Date;
  /** The birth's IANA time zone (saved with the blueprint), for dates in the reader's words. */
  timezone?: string;
  /** The language of the fixed words (headings, labels, notes, dates); the written sections stay as written. */
  language?: Language;
}

export const PDF_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** The words of one PDF: the language's fixed words, and its names of the identifiers. */
interface Lang {
  code: Language;
  t: PdfWords;
  /** The display name of an identifier (the English value itself when the tables do not know it). */
  name: (category: LabelCategory, key: string) => string;
}

const snake = (key: string): string => key.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

function langOf(code: Language): Lang {
  return {
    code,
    t: PDF_WORDS[code],
    name: (category, key) => {
      if (code === 'en') return key;
      const own = labelOf(code, category, key);
      if (own !== key) return own;
      // Stored values may differ in case from the tables' keys ("To respond" / "To Respond").
      const table = labelsFor(code)[category];
      const match = Object.keys(table).find((k) => k.toLowerCase() === key.toLowerCase());
      return match ? table[match]! : key;
    },
  };
}

export async function renderBlueprintPdf(doc: BlueprintDocument, opts: RenderOptions = {}): Promise<Uint8Array> {
  useNativeDeflate();
  const loaded = loadFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  const embedded = await Promise.all(FONT_STYLES.map((s) => pdf.embedFont(loaded[s].bytes, { subset: true })));
  const fonts = Object.fromEntries(FONT_STYLES.map((s, i) => [s, embedded[i]!])) as Record<FontStyle, (typeof embedded)[number]>;
  const asked = opts.language ?? PDF_LANGUAGE;
  // Devanagari (the Hindi words, or a text written in Hindi in any PDF): its faces, embedded only then
  let script: Parameters<typeof Writer.fonts>[2];
  if (asked === 'hi' || DEVANAGARI.test(JSON.stringify(doc))) {
    const deva = loadDevanagariFonts();
    const [regular, bold] = await Promise.all([pdf.embedFont(deva.regular.bytes, { subset: true }), pdf.embedFont(deva.bold.bytes, { subset: true })]);
    script = { loaded: deva, pdf: { regular: regular!, bold: bold! } };
  }
  const w = new Writer(pdf, Writer.fonts(loaded, fonts, script));
  const L = langOf(asked);
  const t = L.t;
  const name = doc.birthInfo.fullName;
  const created = opts.now ?? (doc.createdAt ? new Date(doc.createdAt) : new Date());
  const zone: Zone = {
    ...(opts.timezone ? { timezone: opts.timezone } : {}),
    ...(doc.birthInfo.utcOffset ? { utcOffset: doc.birthInfo.utcOffset } : {}),
  };
  const included = MODULE_KEYS.filter((m) => doc[m] !== null).map((m) => t.modules[m]);

  pdf.setTitle(t.titleOf(name), { showInWindowTitleBar: true });
  pdf.setAuthor('Blueprint API');
  pdf.setSubject(t.subject(included.join(', ') || 'Blueprint', name, dateInWords(doc.birthInfo.date, { language: L.code }), doc.birthInfo.location));
  pdf.setKeywords(['blueprint', ...MODULE_KEYS.filter((m) => doc[m] !== null).map((m) => MODULE_NAMES[m].toLowerCase())]);
  pdf.setLanguage(L.code);
  pdf.setCreator('Blueprint API');
  pdf.setProducer('Blueprint API (pdf-lib)');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);

  const astro = doc.astrology ? astroView(doc.astrology) : null;
  cover(w, L, doc, created, astro, included);
  const chapterOf = new Map<PDFPage, string>();
  for (const module of MODULE_KEYS) {
    if (module === 'astrology' && astro) astrologyPages(w, L, astro, doc.astrology?.celestialBodies);
    if (module === 'humanDesign' && doc.humanDesign) humanDesignPages(w, L, doc.humanDesign, hdView(doc.humanDesign), zone);
    if (module === 'numerology' && doc.numerology) numerologyPage(w, L, doc.numerology);
    interpretationPages(w, L, doc, module);
  }
  // The running head of each page: the chapter that is open at its top.
  let current: string | undefined;
  const marks = w.marks.filter((m) => m.level === 1);
  for (const page of pdf.getPages()) {
    const here = marks.filter((m) => m.page === page);
    // A chapter that starts at the top of the page names it; one that starts lower down names the next.
    const atTop = here[0] && here[0].y >= w.top - 1 ? here[0] : undefined;
    chapterOf.set(page, atTop?.title ?? current ?? here[0]?.title ?? '');
    if (here.length) current = here.at(-1)!.title;
  }
  const toc = writeContents(w, t.contents);
  for (const p of toc) chapterOf.set(p, t.contents);
  w.decorate(`${name} · ${t.blueprint}`, (page) => chapterOf.get(page) || undefined, t.pageOf);
  writeOutline(w);
  writeStructure(w, L.code);
  return pdf.save({ useObjectStreams: true });
}

function cover(w: Writer, L: Lang, doc: BlueprintDocument, created: Date, astro: AstroView | null, included: string[]): void {
  const page = w.newPage();
  w.plain.add(page);
  const cx = PAGE.width / 2;
  w.artifact(page, () => {
    page.drawRectangle({ x: 0, y: PAGE.height - 235, width: PAGE.width, height: 235, color: COLORS.band });
    page.drawLine({ start: { x: 0, y: PAGE.height - 235 }, end: { x: PAGE.width, y: PAGE.height - 235 }, thickness: 1.2, color: COLORS.gold });
  });
  w.tagged('P', () => w.drawCentered(L.t.blueprint, cx, PAGE.height - 92, 15, 'display', COLORS.gold));
  // Long names and places wrap (at most three lines each) instead of running off the page.
  const centeredLines = (text: string, y: number, size: number, style: FontStyle, gap: number, color = COLORS.text, role = 'P'): number => {
    const lines = wrapText(w.clean(text, style), w.fonts.metrics[style], size, w.contentWidth).slice(0, 3);
    w.tagged(role, () => {
      for (const line of lines) {
        w.drawCentered(line, cx, y, size, style, color);
        y -= gap;
      }
    });
    return y;
  };
  const nameStyle = w.displayStyle(doc.birthInfo.fullName);
  const nameSize = doc.birthInfo.fullName.length > 40 ? 24 : 32;
  const nameBottom = centeredLines(doc.birthInfo.fullName, PAGE.height - 140, nameSize, nameStyle, nameSize * 1.2, COLORS.accent, 'H1');
  centeredLines(included.join('  ·  ') || 'Blueprint', nameBottom - 4, 11.5, 'regular', 16, COLORS.muted);

  // Emblem: the person's own wheel (major aspects) or, without a chart, the zodiac ring.
  const cy = 405;
  if (astro) {
    w.tagged('Figure', () => drawChartWheel(w, astro, cx, cy, 140), L.t.wheelAltOf(doc.birthInfo.fullName));
  } else {
    w.artifact(page, () => {
      page.drawCircle({ x: cx, y: cy, size: 110, borderColor: COLORS.accent, borderWidth: 1.5 });
      page.drawCircle({ x: cx, y: cy, size: 84, borderColor: COLORS.rule, borderWidth: 0.8 });
      SIGN_GLYPHS.forEach((g, i) => {
        const a = (Math.PI / 6) * i + Math.PI / 2;
        w.drawCentered(g, cx + 97 * Math.cos(a), cy + 97 * Math.sin(a) - 5, 14, 'regular', COLORS.accent);
      });
      w.drawCentered('☉', cx, cy - 16, 44, 'regular', COLORS.gold);
    });
  }

  const b = doc.birthInfo;
  let y = 215;
  const t = L.t;
  const when = b.time === null
    ? `${dateInWords(b.date, { weekday: true, language: L.code })}, ${t.timeUnknown}`
    : birthInWords(b.date, b.time, b.utcOffset, { language: L.code, localTime: t.localTime });
  y = centeredLines(t.born(when), y, 12, 'regular', 18);
  y = centeredLines(t.inPlace(b.location), y, 12, 'regular', 18);
  const sections = Object.keys(doc.aiContent ?? {}).length;
  y -= 8;
  centeredLines(sections ? t.withSections(sections) : t.noSections, y, 10, 'regular', 14, COLORS.muted);
  w.tagged('P', () => w.drawCentered(w.clean(t.preparedOn(dateInWords(created.toISOString(), { language: L.code }))), cx, PAGE.margin + 20, 9.5, 'regular', COLORS.muted));
  // The cover is full: whatever comes next starts on a page of its own.
  w.y = w.bottom;
}

const MOTION_UNKNOWN = '—';

/** "Retrograde ℞", "Direct", or a dash for the angles and points and for blueprints saved without motion. */
function motionOf(t: PdfWords, b: AstroView['bodies'][number], raw: Record<string, unknown> | undefined): string {
  if (b.isAngle) return MOTION_UNKNOWN;
  if (b.retrograde) return `${t.motion.retrograde} ℞`;
  const known = raw && (typeof raw.isRetrograde === 'boolean' || typeof raw.speed === 'number');
  if (!known) return MOTION_UNKNOWN;
  if (typeof raw.speed === 'number' && Math.abs(raw.speed) < 0.0005) return t.motion.stationary;
  return t.motion.direct;
}

/** A body's name in the PDF's language. */
function bodyIn(L: Lang, b: { key: string; name: string }): string {
  if (L.code === 'en') return b.name;
  const n = L.name('bodies', snake(b.key));
  return n === snake(b.key) ? b.name : n;
}

/** A sign's name in the PDF's language ("Aries" -> "Widder"). */
const signIn = (L: Lang, sign: string): string => (L.code === 'en' ? sign : L.name('signs', sign.toLowerCase()));

function astrologyPages(w: Writer, L: Lang, view: AstroView, raw?: Record<string, object>): void {
  const t = L.t;
  w.chapter(t.modules.astrology, t.astrology.intro, { fresh: true });
  w.heading(t.astrology.wheel, 2, 500);
  // As large as the text column allows (the drawing's box is 1000 units for a zodiac ring of 455).
  const R = Math.min(220, ((w.contentWidth - 8) * 455) / 1000);
  const width = (R * 1000) / 455;
  const cy = w.y - width / 2 - 2;
  w.tagged('Figure', () => drawChartWheel(w, view, PAGE.width / 2, cy, R), t.astrology.wheelAlt);
  w.y = cy - width / 2 - 6;
  const majors = ['conjunction', 'opposition', 'square', 'trine', 'sextile'] as const;
  // German capitalises its nouns; the other languages write an aspect's name in lower case inside a sentence.
  const inSentence = (s: string): string => (L.code === 'de' ? s : s.toLowerCase());
  w.note(t.astrology.wheelNote(majors.map((k) => {
    const kind = ASPECT_KINDS[k]!.kind;
    return `${inSentence(t.aspects[k].name)} (${kind === 'hard' ? t.astrology.colors.hard : kind === 'soft' ? t.astrology.colors.soft : t.astrology.colors.conjunction})`;
  }).join(', ')));

  w.heading(t.astrology.bodies, 2, 140);
  w.note(t.astrology.bodiesNote);
  const h = t.astrology.heads;
  const rawBodies = raw ?? {};
  w.table(
    [
      { header: h.body, width: 130 },
      { header: h.sign, width: 104 },
      { header: h.position, width: 66, align: 'right' },
      { header: h.house, width: 46, align: 'center' },
      { header: h.longitude, width: 70, align: 'right' },
      { header: h.motion, width: 79 },
    ],
    view.bodies.map((b) => [
      `${b.glyph.length === 1 ? b.glyph + '  ' : ''}${bodyIn(L, b)}`,
      `${SIGN_GLYPHS[signIndex(b.longitude)]}  ${signIn(L, b.sign)}`,
      degreeInSign(b.longitude),
      b.house === null ? '' : String(b.house),
      formatDegrees(b.longitude, L.code, 2),
      motionOf(t, b, rawBodies[b.key] as Record<string, unknown> | undefined),
    ]),
    { keepRows: 24 },
  );
  if (view.houses.length) {
    w.heading(t.astrology.houses, 2, 130);
    w.note(t.astrology.housesNote);
    const half = Math.ceil(view.houses.length / 2);
    const cols = [
      { header: h.house, width: 48, align: 'center' as const },
      { header: h.sign, width: 118 },
      { header: h.cusp, width: 64, align: 'right' as const },
    ];
    const rows = view.houses.map((c) => [String(c.number), `${SIGN_GLYPHS[signIndex(c.longitude)]}  ${signIn(L, c.sign)}`, degreeInSign(c.longitude)]);
    w.ensure(9.2 * 1.8 * (half + 1) + 12);
    const top = w.y;
    w.table(cols, rows.slice(0, half), { after: 0 });
    const after = w.y;
    w.y = top;
    w.table(cols, rows.slice(half), { x: w.left + w.contentWidth / 2 + 10, after: 0 });
    w.y = Math.min(w.y, after) - 12;
  }
  if (view.aspects.length) aspectGrid(w, L, view);
}

function aspectGrid(w: Writer, L: Lang, view: AstroView): void {
  const t = L.t;
  const n = gridBodies(view).length;
  if (!n) return;
  const used = [...new Set(view.aspects.map((a) => aspectKind(a.type).name))];
  const kinds = Object.entries(ASPECT_KINDS).filter(([, k]) => used.includes(k.name)).map(([key, k]) => {
    const own = t.aspects[key as keyof PdfWords['aspects']];
    return own ? { ...k, name: own.name, meaning: own.meaning } : k;
  });
  const keyHeight = Math.ceil(kinds.length / 2) * 23 + 18;
  // Grid and key on one page with the heading and its note (about 90 points).
  const cell = Math.min(34, Math.floor(w.contentWidth / n), Math.floor((w.contentHeight - 100 - keyHeight) / n));
  w.heading(t.astrology.grid, 2, 60 + n * cell + keyHeight);
  w.note(t.astrology.gridNote);
  const top = w.y - 4;
  drawAspectGrid(w, view, w.left, top, n * cell);
  w.y = top - n * cell - 10;
  // Key: glyph, name and angle, the meaning under it; two columns.
  const colW = w.contentWidth / 2;
  const lh = 23;
  const rows = Math.ceil(kinds.length / 2);
  w.ensure(rows * lh + 6);
  const y0 = w.y;
  kinds.forEach((k, i) => {
    const x = w.left + (i % 2) * colW;
    const y = y0 - Math.floor(i / 2) * lh - 10;
    w.tagged('P', () => {
      const gs = k.glyph.length > 1 ? 8.5 : 11;
      w.draw(w.clean(k.glyph), x + 7 - w.width(k.glyph, gs) / 2, y - 3, gs, 'regular', aspectColor(k.kind));
      w.draw(w.clean(`${k.name} ${k.angle}°`, 'bold'), x + 20, y, 8.5, 'bold');
      w.draw(w.clean(k.meaning.charAt(0).toUpperCase() + k.meaning.slice(1)), x + 20, y - 10.5, 8.2, 'regular', COLORS.muted);
    });
  });
  w.y = y0 - rows * lh - 8;
}

/** Scalar fields of a module object, in order, for the details tables. */
function scalarFields(obj: Record<string, unknown>, skip: ReadonlySet<string>): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [];
  for (const [k, v] of Object.entries(obj)) {
    if (skip.has(k) || v === null || v === undefined) continue;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out.push([humanize(k), String(v), k]);
    else if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) out.push([humanize(k), v.join(', '), k]);
    else if (typeof v === 'object' && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      const label = o.name ?? o.label ?? o.title;
      if (typeof label === 'string') out.push([humanize(k), label + (typeof o.description === 'string' ? ` — ${o.description}` : ''), k]);
    }
  }
  return out;
}

/** Nicer labels for humanized keys; variables map onto their usual names so they are not listed twice. */
const HD_LABELS: Record<string, string> = {
  'Not Self Theme': 'Not-Self Theme',
  Determination: 'Digestion',
  Cognition: 'Design Sense',
  'Profile Name': 'Profile',
};

/** The category of the label tables that names a Human Design field's values. */
const HD_VALUE_CATEGORY: Readonly<Record<string, LabelCategory>> = {
  type: 'hdTypes', strategy: 'hdStrategies', authority: 'hdAuthorities', definition: 'hdDefinitions', incarnationCross: 'hdCrosses',
  signature: 'hdThemes', notSelfTheme: 'hdThemes', profile: 'hdProfiles',
};

function humanDesignPages(w: Writer, L: Lang, hd: BlueprintHumanDesign, view: HdView, zone: Zone): void {
  const t = L.t;
  const hdLabel = (label: string): string => {
    const k = hdLabelKey(label);
    return k ? t.hd.labels[k] : label;
  };
  const hdTerm = (label: string): string | undefined => {
    const k = hdLabelKey(label);
    return k ? t.hd.terms[k] : undefined;
  };
  const centre = (c: keyof typeof CENTER_NAMES): string => (L.code === 'en' ? CENTER_NAMES[c] : L.name('hdCenters', c));
  w.chapter(t.modules.humanDesign, t.hd.intro, { fresh: true });
  w.heading(t.hd.bodygraph, 2, 470);
  const top = w.y - 4;
  const graphWidth = 262;
  w.tagged('Figure', () => drawBodygraph(w, view, w.left, top, graphWidth), t.hd.bodygraphAlt);

  // Right column: the essentials and the activations.
  const colX = w.left + graphWidth + 22;
  const colW = w.right - colX;
  let y = top - 12;
  for (const k of ['type', 'strategy', 'authority', 'profile']) {
    if (typeof hd[k] !== 'string') continue;
    const own = L.code === 'en' ? undefined : L.name(HD_VALUE_CATEGORY[k]!, hd[k] as string);
    const value = k === 'profile'
      ? (L.code !== 'en' && own !== hd[k] ? `${hd[k] as string} ${own}` : typeof hd.profileName === 'string' ? `${hd[k] as string} ${hd.profileName}` : (hd[k] as string))
      : (own ?? (hd[k] as string));
    w.tagged('P', () => {
      w.draw(w.clean(hdLabel(humanize(k)).toUpperCase(), 'bold'), colX, y, 7.5, 'bold', COLORS.muted);
      y -= 15;
      for (const line of wrapText(w.clean(value, 'display'), w.fonts.metrics.display, 13, colW)) {
        w.draw(line, colX, y, 13, 'display', COLORS.accent);
        y -= 16;
      }
      const term = hdTerm(humanize(k));
      if (term) {
        y += 3;
        for (const line of wrapText(w.clean(term), w.fonts.metrics.regular, 7.6, colW)) {
          w.draw(line, colX, y, 7.6, 'regular', COLORS.muted);
          y -= 9.5;
        }
      }
    });
    y -= 7;
  }
  y -= 6;
  const acts = view.activations;
  if (acts.length) {
    w.tagged('H3', () => w.draw(w.clean(t.hd.activations, 'bold'), colX, y, 10.5, 'bold', COLORS.accent));
    y -= 15;
    w.tagged('P', () => {
      w.draw(w.clean(t.hd.design, 'bold'), colX + 88, y, 8.5, 'bold', SIDE_COLORS.design);
      w.draw(w.clean(t.hd.personality, 'bold'), colX + 140, y, 8.5, 'bold', SIDE_COLORS.personality);
    });
    y -= 12;
    const planets = [...new Set(acts.map((a) => a.planet))];
    for (const planet of planets) {
      const cell = (side: 'design' | 'personality'): string => {
        const a = acts.find((x) => x.planet === planet && x.side === side);
        return a ? `${a.gate}${a.line ? '.' + a.line : ''}` : '';
      };
      w.tagged('P', () => {
        w.draw(w.clean(bodyIn(L, { key: planet, name: bodyName(planet) })), colX, y, 8.5);
        w.draw(cell('design'), colX + 88, y, 8.5, 'bold', SIDE_COLORS.design);
        w.draw(cell('personality'), colX + 140, y, 8.5, 'bold', SIDE_COLORS.personality);
      });
      y -= 11.5;
    }
    y -= 6;
  }
  w.tagged('P', () => {
    w.page.drawRectangle({ x: colX, y: y - 2, width: 16, height: 5, color: SIDE_COLORS.personality });
    w.draw(w.clean(t.hd.legendPersonality), colX + 22, y - 2, 8);
    y -= 13;
    w.page.drawRectangle({ x: colX, y: y - 2, width: 16, height: 5, color: SIDE_COLORS.design });
    w.draw(w.clean(t.hd.legendDesign), colX + 22, y - 2, 8);
    y -= 13;
    w.draw(w.clean(t.hd.legendGate), colX, y - 2, 8, 'regular', COLORS.muted);
    y -= 11;
    w.draw(w.clean(t.hd.legendFilled), colX, y - 2, 8, 'regular', COLORS.muted);
  });
  w.y = Math.min(y - 20, top - 520 * (graphWidth / 300) - 14);

  w.heading(t.hd.detail, 2, 90);
  const skip = new Set(['type', 'strategy', 'authority', 'profileName', 'centers', 'channels', 'gates', 'personality', 'design', 'activations', 'variables', 'definedCenters', 'undefinedCenters', 'birthUtc', 'designUtc']);
  const rows: Array<{ label: string; value: string; note?: string }> = [];
  const shown = new Set<string>();
  const push = (label: string, value: string): void => {
    if (shown.has(label)) return;
    shown.add(label);
    const note = hdTerm(label);
    rows.push({ label: hdLabel(label), value, ...(note ? { note } : {}) });
  };
  for (const [k, v, key] of scalarFields(hd, skip)) {
    const label = HD_LABELS[k] ?? k;
    if (label === 'Profile') continue;
    const category = HD_VALUE_CATEGORY[key];
    push(label, L.code !== 'en' && category ? L.name(category, v) : v);
  }
  // Variables: { determination: { name, ... }, ... } -> one row each unless already shown.
  const vars = hd.variables;
  if (vars && typeof vars === 'object' && !Array.isArray(vars)) {
    for (const [k, v] of Object.entries(vars as Record<string, unknown>)) {
      const n = v && typeof v === 'object' ? (v as Record<string, unknown>).name : undefined;
      if (typeof n === 'string') push(HD_LABELS[humanize(k)] ?? humanize(k), n);
    }
  }
  if (typeof hd.birthUtc === 'string') rows.push({ label: t.hd.personalityMoment, value: instantInWords(hd.birthUtc, zone, L.code), note: t.hd.personalityMomentNote });
  if (typeof hd.designUtc === 'string') rows.push({ label: t.hd.designMoment, value: instantInWords(hd.designUtc, zone, L.code), note: t.hd.designMomentNote });
  w.defs(rows, { labelWidth: 140 });

  w.heading(t.hd.centres, 2, 80);
  w.note(t.hd.centresNote);
  const definedNames = CENTER_IDS.filter((c) => view.defined.has(c)).map(centre);
  const openNames = CENTER_IDS.filter((c) => !view.defined.has(c)).map(centre);
  w.defs([
    { label: t.hd.defined, value: definedNames.join(', ') || t.hd.none },
    { label: t.hd.open, value: openNames.join(', ') || t.hd.none },
  ], { labelWidth: 140 });
  w.heading(t.hd.channels, 2, 80);
  w.note(t.hd.channelsNote);
  if (view.channels.length) {
    w.table(
      [
        { header: t.hd.channelHeads.channel, width: 70 },
        { header: t.hd.channelHeads.name, width: 190 },
        { header: t.hd.channelHeads.joins, width: 235 },
      ],
      view.channels.map(([a, b]) => {
        const def = CHANNELS.find((c) => c.gates[0] === a && c.gates[1] === b);
        const channelName = def ? (L.code === 'en' ? def.name : L.name('hdChannels', `${def.gates[0]}-${def.gates[1]}`)) : '';
        return [`${a}–${b}`, channelName, def ? `${centre(def.centers[0])} – ${centre(def.centers[1])}` : ''];
      }),
    );
  } else {
    w.text(t.hd.noChannels, { after: 6 });
  }
  w.heading(t.hd.gates, 2, 60);
  w.note(t.hd.gatesNote);
  const gateText = [...view.gates.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([g, sides]) => `${g}${sides.size ? ` (${[...sides].map((s) => (s === 'personality' ? t.hd.p : t.hd.d)).join('/')})` : ''}`)
    .join(', ');
  w.text(gateText || t.hd.none, { size: 10, after: 4 });
}

/** The numbers of the numerology page, in order (labels and notes in words/<language>.ts). */
const NUMEROLOGY: readonly NumberKey[] = NUMBER_KEYS;

function numerologyPage(w: Writer, L: Lang, num: BlueprintNumerology): void {
  const t = L.t;
  w.chapter(t.modules.numerology, t.numerology.intro);
  w.heading(t.numerology.numbers, 2, 120);
  const known = new Set<string>(NUMEROLOGY);
  const rows = NUMEROLOGY.filter((k) => num[k] !== undefined && num[k] !== null).map((k) => ({ label: t.numerology.labels[k], value: String(num[k]), note: t.numerology.notes[k] }));
  w.defs(rows, { labelWidth: 140, valueStyle: 'bold', valueSize: 14, valueColor: COLORS.accent });
  const extra = scalarFields(num, known);
  if (extra.length) w.defs(extra.map(([label, value]) => ({ label, value })), { labelWidth: 140 });
}

/** The ordered AI sections of one module: declared order first, then unknown keys. */
export function sectionsOf(doc: BlueprintDocument, module: ModuleKey): SectionRef[] {
  const content = doc.aiContent ?? {};
  const declared = (doc.sections ?? []).filter((s) => s.module === module && typeof content[s.key] === 'string');
  if (module !== 'astrology') return declared;
  // Keys with no declared module are listed under the first module so nothing is lost.
  const known = new Set((doc.sections ?? []).map((s) => s.key));
  const orphans = Object.keys(content)
    .filter((k) => !known.has(k))
    .map((k) => ({ key: k, title: humanize(k), module }));
  return [...declared, ...orphans];
}

/** A section's heading in the PDF's language (the stored title is English); unknown sections keep their title. */
function sectionTitle(L: Lang, s: SectionRef): string {
  if (L.code === 'en') return s.title;
  const t = L.t;
  const n = s.title.toLowerCase().replace(/[^a-z]/g, '');
  if (n === 'lifepath' || n === 'lifepathnumber') return t.numerology.labels.lifePathNumber;
  if (n === 'definedcenters' || n === 'definedcentres') return `${t.hd.centres}: ${t.hd.defined}`;
  if (n === 'undefinedcenters' || n === 'undefinedcentres' || n === 'opencentres') return `${t.hd.centres}: ${t.hd.open}`;
  const hd = hdLabelKey(HD_LABELS[s.title] ?? s.title);
  if (hd) return t.hd.labels[hd];
  const body = s.title.toLowerCase().replace(/\s*\(.*\)$/, '').replace(/[^a-z]+/g, '_');
  const name = bodyIn(L, { key: body === 'ic_imum_coeli' ? 'ic' : body, name: s.title });
  return name;
}

function interpretationPages(w: Writer, L: Lang, doc: BlueprintDocument, module: ModuleKey): void {
  const sections = sectionsOf(doc, module);
  if (!sections.length) return;
  w.chapter(L.t.interpretation(L.t.modules[module]), L.t.interpretationIntro);
  for (const s of sections) {
    w.heading(sectionTitle(L, s), 2, 80);
    const term = sectionTerm(s.title, L.t);
    if (term) w.note(term, 8.8, 4);
    aiText(w, doc.aiContent[s.key] ?? '');
  }
}

/** AI text with light markdown: "#" lines become sub-headings, bullets, **bold** markers dropped. */
function aiText(w: Writer, text: string): void {
  const paragraphs = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const para of paragraphs) {
    const lines = para.split('\n').map((l) => l.trim()).filter(Boolean);
    let buffer: string[] = [];
    const flush = (): void => {
      if (buffer.length) w.text(buffer.join(' '), { after: 5 });
      buffer = [];
    };
    for (const raw of lines) {
      const line = raw.replace(/\*\*(.+?)\*\*/g, '$1').replace(/__(.+?)__/g, '$1');
      const heading = /^#{1,6}\s+(.*)$/.exec(line);
      const bullet = /^(?:[-*•]|\d+[.)])\s+(.*)$/.exec(line);
      if (heading) {
        flush();
        w.heading(heading[1]!, 3, 30);
      } else if (bullet) {
        flush();
        w.text(bullet[1]!, { indent: 22, bullet: '•', after: 2 });
      } else buffer.push(line);
    }
    flush();
  }
}
