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
import { cachingFontkit, FONT_STYLES, loadFonts } from './fonts';
import type { FontStyle } from './fonts';
import { COLORS, PAGE, Writer } from './layout';
import { wrapText } from './text';
import { drawChartWheel } from './wheel';
import { drawBodygraph, SIDE_COLORS } from './bodygraph';
import { astroView, bodyName, degreeInSign, hdView, humanize, SIGN_GLYPHS, signIndex } from './model';
import type { AstroView, HdView } from './model';
import { ASPECT_KINDS, aspectColor, aspectKind, drawAspectGrid, gridBodies } from './aspect-grid';
import { birthInWords, dateInWords, instantInWords } from './dates';
import type { Zone } from './dates';
import { writeContents, writeOutline, writeStructure } from './outline';
import { HD_TERMS, sectionTerm } from './glossary';

export interface RenderOptions {
  /** Date printed on the cover; defaults to the blueprint's createdAt. */
  now?: Date;
  /** The birth's IANA time zone (saved with the blueprint), for dates in the reader's words. */
  timezone?: string;
}

export const PDF_LANGUAGE = 'en';

export async function renderBlueprintPdf(doc: BlueprintDocument, opts: RenderOptions = {}): Promise<Uint8Array> {
  useNativeDeflate();
  const loaded = loadFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  const embedded = await Promise.all(FONT_STYLES.map((s) => pdf.embedFont(loaded[s].bytes, { subset: true })));
  const fonts = Object.fromEntries(FONT_STYLES.map((s, i) => [s, embedded[i]!])) as Record<FontStyle, (typeof embedded)[number]>;
  const w = new Writer(pdf, Writer.fonts(loaded, fonts));
  const name = doc.birthInfo.fullName;
  const created = opts.now ?? (doc.createdAt ? new Date(doc.createdAt) : new Date());
  const zone: Zone = {
    ...(opts.timezone ? { timezone: opts.timezone } : {}),
    ...(doc.birthInfo.utcOffset ? { utcOffset: doc.birthInfo.utcOffset } : {}),
  };
  const included = MODULE_KEYS.filter((m) => doc[m] !== null).map((m) => MODULE_NAMES[m]);

  pdf.setTitle(`Personal Blueprint of ${name}`, { showInWindowTitleBar: true });
  pdf.setAuthor('Blueprint API');
  pdf.setSubject(`${included.join(', ') || 'Blueprint'} for ${name}, born ${dateInWords(doc.birthInfo.date)} in ${doc.birthInfo.location}`);
  pdf.setKeywords(['blueprint', ...included.map((m) => m.toLowerCase())]);
  pdf.setLanguage(PDF_LANGUAGE);
  pdf.setCreator('Blueprint API');
  pdf.setProducer('Blueprint API (pdf-lib)');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);

  const astro = doc.astrology ? astroView(doc.astrology) : null;
  cover(w, doc, created, astro, included);
  const chapterOf = new Map<PDFPage, string>();
  for (const module of MODULE_KEYS) {
    if (module === 'astrology' && astro) astrologyPages(w, astro, doc.astrology?.celestialBodies);
    if (module === 'humanDesign' && doc.humanDesign) humanDesignPages(w, doc.humanDesign, hdView(doc.humanDesign), zone);
    if (module === 'numerology' && doc.numerology) numerologyPage(w, doc.numerology);
    interpretationPages(w, doc, module);
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
  const toc = writeContents(w);
  for (const p of toc) chapterOf.set(p, 'Contents');
  w.decorate(`${name} · Personal Blueprint`, (page) => chapterOf.get(page) || undefined);
  writeOutline(w);
  writeStructure(w, PDF_LANGUAGE);
  return pdf.save({ useObjectStreams: true });
}

function cover(w: Writer, doc: BlueprintDocument, created: Date, astro: AstroView | null, included: string[]): void {
  const page = w.newPage();
  w.plain.add(page);
  const cx = PAGE.width / 2;
  w.artifact(page, () => {
    page.drawRectangle({ x: 0, y: PAGE.height - 235, width: PAGE.width, height: 235, color: COLORS.band });
    page.drawLine({ start: { x: 0, y: PAGE.height - 235 }, end: { x: PAGE.width, y: PAGE.height - 235 }, thickness: 1.2, color: COLORS.gold });
  });
  w.tagged('P', () => w.drawCentered('Personal Blueprint', cx, PAGE.height - 92, 15, 'display', COLORS.gold));
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
    w.tagged('Figure', () => drawChartWheel(w, astro, cx, cy, 140), `Natal chart wheel of ${doc.birthInfo.fullName}`);
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
  y = centeredLines(`Born ${b.time === null ? `${dateInWords(b.date, { weekday: true })}, time unknown` : birthInWords(b.date, b.time, b.utcOffset)}`, y, 12, 'regular', 18);
  y = centeredLines(`in ${b.location}`, y, 12, 'regular', 18);
  const sections = Object.keys(doc.aiContent ?? {}).length;
  y -= 8;
  centeredLines(sections ? `With ${sections} personal interpretation${sections === 1 ? '' : 's'}` : 'Chart data (no written interpretation)', y, 10, 'regular', 14, COLORS.muted);
  w.tagged('P', () => w.drawCentered(`Prepared on ${dateInWords(created.toISOString())}`, cx, PAGE.margin + 20, 9.5, 'regular', COLORS.muted));
  // The cover is full: whatever comes next starts on a page of its own.
  w.y = w.bottom;
}

const MOTION_UNKNOWN = '—';

/** "Retrograde ℞", "Direct", or a dash for the angles and points and for blueprints saved without motion. */
function motionOf(b: AstroView['bodies'][number], raw: Record<string, unknown> | undefined): string {
  if (b.isAngle) return MOTION_UNKNOWN;
  if (b.retrograde) return 'Retrograde ℞';
  const known = raw && (typeof raw.isRetrograde === 'boolean' || typeof raw.speed === 'number');
  if (!known) return MOTION_UNKNOWN;
  if (typeof raw.speed === 'number' && Math.abs(raw.speed) < 0.0005) return 'Stationary';
  return 'Direct';
}

function astrologyPages(w: Writer, view: AstroView, raw?: Record<string, object>): void {
  w.chapter('Astrology', 'The sky at the moment and place of your birth: where the Sun, Moon and planets stood, how they divide into houses and how they speak to each other.', { fresh: true });
  w.heading('Your natal wheel', 2, 500);
  // As large as the text column allows (the drawing's box is 1000 units for a zodiac ring of 455).
  const R = Math.min(220, ((w.contentWidth - 8) * 455) / 1000);
  const width = (R * 1000) / 455;
  const cy = w.y - width / 2 - 2;
  w.tagged('Figure', () => drawChartWheel(w, view, PAGE.width / 2, cy, R), 'Natal chart wheel with the major aspects');
  w.y = cy - width / 2 - 6;
  const kinds = ['conjunction', 'opposition', 'square', 'trine', 'sextile'].map((k) => ASPECT_KINDS[k]!);
  w.note(
    `Read the wheel counter-clockwise from the Ascendant (AC, the sign rising in the east, on the left); the Midheaven (MC) is the highest point. ` +
      `Numbers 1–12 are the houses; ℞ marks a retrograde body. Lines are the major aspects: ${kinds.map((k) => `${k.name.toLowerCase()} (${k.kind === 'hard' ? 'red' : k.kind === 'soft' ? 'blue' : 'gold'})`).join(', ')}. ` +
      'The aspect grid shows them all with their orbs.',
  );

  w.heading('Planets and points', 2, 140);
  w.note('Sign: the zodiac sign a body stands in. Position: its degrees and minutes within that sign. House: the area of life it falls in. Motion: retrograde (℞) bodies seem, seen from Earth, to move backwards, which turns their energy inward.');
  const rawBodies = raw ?? {};
  w.table(
    [
      { header: 'Body', width: 118 },
      { header: 'Sign', width: 110 },
      { header: 'Position', width: 66, align: 'right' },
      { header: 'House', width: 46, align: 'center' },
      { header: 'Longitude', width: 70, align: 'right' },
      { header: 'Motion', width: 85 },
    ],
    view.bodies.map((b) => [
      `${b.glyph.length === 1 ? b.glyph + '  ' : ''}${b.name}`,
      `${SIGN_GLYPHS[signIndex(b.longitude)]}  ${b.sign}`,
      degreeInSign(b.longitude),
      b.house === null ? '' : String(b.house),
      `${b.longitude.toFixed(2)}°`,
      motionOf(b, rawBodies[b.key] as Record<string, unknown> | undefined),
    ]),
    { keepRows: 24 },
  );
  if (view.houses.length) {
    w.heading('Houses', 2, 130);
    w.note('The twelve houses divide the sky over your birth place into areas of life, from self (1st) to the hidden and the spiritual (12th). A cusp is the point where a house begins.');
    const half = Math.ceil(view.houses.length / 2);
    const cols = [
      { header: 'House', width: 48, align: 'center' as const },
      { header: 'Sign', width: 118 },
      { header: 'Cusp', width: 64, align: 'right' as const },
    ];
    const rows = view.houses.map((h) => [String(h.number), `${SIGN_GLYPHS[signIndex(h.longitude)]}  ${h.sign}`, degreeInSign(h.longitude)]);
    w.ensure(9.2 * 1.8 * (half + 1) + 12);
    const top = w.y;
    w.table(cols, rows.slice(0, half), { after: 0 });
    const after = w.y;
    w.y = top;
    w.table(cols, rows.slice(half), { x: w.left + w.contentWidth / 2 + 10, after: 0 });
    w.y = Math.min(w.y, after) - 12;
  }
  if (view.aspects.length) aspectGrid(w, view);
}

function aspectGrid(w: Writer, view: AstroView): void {
  const n = gridBodies(view).length;
  if (!n) return;
  const used = [...new Set(view.aspects.map((a) => aspectKind(a.type).name))];
  const kinds = Object.values(ASPECT_KINDS).filter((k) => used.includes(k.name));
  const keyHeight = Math.ceil(kinds.length / 2) * 23 + 18;
  // Grid and key on one page with the heading and its note (about 90 points).
  const cell = Math.min(34, Math.floor(w.contentWidth / n), Math.floor((w.contentHeight - 100 - keyHeight) / n));
  w.heading('Aspect grid', 2, 60 + n * cell + keyHeight);
  w.note('An aspect is an angle between two bodies that links their meanings. Find a body on the diagonal and follow its row and column: each cell shows the aspect between the two and its orb, how far (in degrees and minutes) it is from exact. The smaller the orb, the stronger the aspect.');
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
function scalarFields(obj: Record<string, unknown>, skip: ReadonlySet<string>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [k, v] of Object.entries(obj)) {
    if (skip.has(k) || v === null || v === undefined) continue;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out.push([humanize(k), String(v)]);
    else if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) out.push([humanize(k), v.join(', ')]);
    else if (typeof v === 'object' && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      const label = o.name ?? o.label ?? o.title;
      if (typeof label === 'string') out.push([humanize(k), label + (typeof o.description === 'string' ? ` — ${o.description}` : '')]);
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

function humanDesignPages(w: Writer, hd: BlueprintHumanDesign, view: HdView, zone: Zone): void {
  w.chapter('Human Design', 'A synthesis of astrology, the I Ching, the Kabbalah and the chakras, read from two moments: your birth (personality, conscious) and about 88 days before it (design, unconscious).', { fresh: true });
  w.heading('Your bodygraph', 2, 470);
  const top = w.y - 4;
  const graphWidth = 262;
  w.tagged('Figure', () => drawBodygraph(w, view, w.left, top, graphWidth), 'Human Design bodygraph: defined centres filled, activated gates marked');

  // Right column: the essentials and the activations.
  const colX = w.left + graphWidth + 22;
  const colW = w.right - colX;
  let y = top - 12;
  for (const k of ['type', 'strategy', 'authority', 'profile']) {
    if (typeof hd[k] !== 'string') continue;
    const value = k === 'profile' && typeof hd.profileName === 'string' ? `${hd[k] as string} ${hd.profileName}` : (hd[k] as string);
    w.tagged('P', () => {
      w.draw(w.clean(humanize(k).toUpperCase(), 'bold'), colX, y, 7.5, 'bold', COLORS.muted);
      y -= 15;
      for (const line of wrapText(w.clean(value, 'display'), w.fonts.metrics.display, 13, colW)) {
        w.draw(line, colX, y, 13, 'display', COLORS.accent);
        y -= 16;
      }
      const term = HD_TERMS[humanize(k)];
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
    w.tagged('H3', () => w.draw('Activations', colX, y, 10.5, 'bold', COLORS.accent));
    y -= 15;
    w.tagged('P', () => {
      w.draw('Design', colX + 88, y, 8.5, 'bold', SIDE_COLORS.design);
      w.draw('Personality', colX + 140, y, 8.5, 'bold', SIDE_COLORS.personality);
    });
    y -= 12;
    const planets = [...new Set(acts.map((a) => a.planet))];
    for (const planet of planets) {
      const cell = (side: 'design' | 'personality'): string => {
        const a = acts.find((x) => x.planet === planet && x.side === side);
        return a ? `${a.gate}${a.line ? '.' + a.line : ''}` : '';
      };
      w.tagged('P', () => {
        w.draw(w.clean(bodyName(planet)), colX, y, 8.5);
        w.draw(cell('design'), colX + 88, y, 8.5, 'bold', SIDE_COLORS.design);
        w.draw(cell('personality'), colX + 140, y, 8.5, 'bold', SIDE_COLORS.personality);
      });
      y -= 11.5;
    }
    y -= 6;
  }
  w.tagged('P', () => {
    w.page.drawRectangle({ x: colX, y: y - 2, width: 16, height: 5, color: SIDE_COLORS.personality });
    w.draw('Personality: conscious, at birth', colX + 22, y - 2, 8);
    y -= 13;
    w.page.drawRectangle({ x: colX, y: y - 2, width: 16, height: 5, color: SIDE_COLORS.design });
    w.draw('Design: unconscious, ~88 days before', colX + 22, y - 2, 8);
    y -= 13;
    w.draw('Gate.line: one of 64 gates, line 1–6.', colX, y - 2, 8, 'regular', COLORS.muted);
    y -= 11;
    w.draw('Filled centres are defined.', colX, y - 2, 8, 'regular', COLORS.muted);
  });
  w.y = Math.min(y - 20, top - 520 * (graphWidth / 300) - 14);

  w.heading('Your design in detail', 2, 90);
  const skip = new Set(['type', 'strategy', 'authority', 'profileName', 'centers', 'channels', 'gates', 'personality', 'design', 'activations', 'variables', 'definedCenters', 'undefinedCenters', 'birthUtc', 'designUtc']);
  const rows: Array<{ label: string; value: string; note?: string }> = [];
  const shown = new Set<string>();
  const push = (label: string, value: string): void => {
    if (shown.has(label)) return;
    shown.add(label);
    rows.push({ label, value, ...(HD_TERMS[label] ? { note: HD_TERMS[label] } : {}) });
  };
  for (const [k, v] of scalarFields(hd, skip)) {
    const label = HD_LABELS[k] ?? k;
    if (label === 'Profile') continue;
    push(label, v);
  }
  // Variables: { determination: { name, ... }, ... } -> one row each unless already shown.
  const vars = hd.variables;
  if (vars && typeof vars === 'object' && !Array.isArray(vars)) {
    for (const [k, v] of Object.entries(vars as Record<string, unknown>)) {
      const n = v && typeof v === 'object' ? (v as Record<string, unknown>).name : undefined;
      if (typeof n === 'string') push(HD_LABELS[humanize(k)] ?? humanize(k), n);
    }
  }
  if (typeof hd.birthUtc === 'string') rows.push({ label: 'Personality moment', value: instantInWords(hd.birthUtc, zone), note: 'Your birth: the conscious side of the chart.' });
  if (typeof hd.designUtc === 'string') rows.push({ label: 'Design moment', value: instantInWords(hd.designUtc, zone), note: 'When the Sun stood 88° before its place at birth: the unconscious side.' });
  w.defs(rows, { labelWidth: 140 });

  w.heading('Centres', 2, 80);
  w.note('The nine centres are hubs of energy. Defined (coloured) centres work consistently in you; open (white) ones take in and amplify the energy of others.');
  const definedNames = CENTER_IDS.filter((c) => view.defined.has(c)).map((c) => CENTER_NAMES[c]);
  const openNames = CENTER_IDS.filter((c) => !view.defined.has(c)).map((c) => CENTER_NAMES[c]);
  w.defs([
    { label: 'Defined', value: definedNames.join(', ') || 'none' },
    { label: 'Open', value: openNames.join(', ') || 'none' },
  ], { labelWidth: 140 });
  w.heading('Channels', 2, 80);
  w.note('A channel joins two centres when both of its gates are activated; it is a fixed trait of your design.');
  if (view.channels.length) {
    w.table(
      [
        { header: 'Channel', width: 70 },
        { header: 'Name', width: 190 },
        { header: 'Joins', width: 235 },
      ],
      view.channels.map(([a, b]) => {
        const def = CHANNELS.find((c) => c.gates[0] === a && c.gates[1] === b);
        return [`${a}–${b}`, def?.name ?? '', def ? `${CENTER_NAMES[def.centers[0]]} – ${CENTER_NAMES[def.centers[1]]}` : ''];
      }),
    );
  } else {
    w.text('No defined channels (Reflector design).', { after: 6 });
  }
  w.heading('Gates', 2, 60);
  w.note('Gates are the 64 hexagrams of the I Ching placed on the centres. P: activated by the personality (conscious); D: by the design (unconscious).');
  const gateText = [...view.gates.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([g, sides]) => `${g}${sides.size ? ` (${[...sides].map((s) => (s === 'personality' ? 'P' : 'D')).join('/')})` : ''}`)
    .join(', ');
  w.text(gateText || 'none', { size: 10, after: 4 });
}

const NUMEROLOGY: Array<{ key: string; label: string; note: string }> = [
  { key: 'lifePathNumber', label: 'Life Path', note: 'From your full birth date: the road your life tends to take.' },
  { key: 'expressionNumber', label: 'Expression', note: 'From every letter of your full name: your talents and how you show them.' },
  { key: 'soulUrgeNumber', label: 'Soul Urge', note: 'From the vowels of your name: what you long for inside.' },
  { key: 'personalityNumber', label: 'Personality', note: 'From the consonants of your name: how others first see you.' },
  { key: 'birthdayNumber', label: 'Birthday', note: 'From the day of the month you were born: a particular gift.' },
  { key: 'maturityNumber', label: 'Maturity', note: 'Life Path and Expression together: who you grow into.' },
  { key: 'personalYear', label: 'Personal Year', note: 'The theme of this year, from your birthday and the current year (cycle of 1–9).' },
  { key: 'personalMonth', label: 'Personal Month', note: 'The theme of this month within your personal year.' },
  { key: 'personalDay', label: 'Personal Day', note: 'The tone of the day the blueprint was made.' },
];

function numerologyPage(w: Writer, num: BlueprintNumerology): void {
  w.chapter('Numerology', 'Numbers drawn from your name and birth date. Each is reduced to a single digit, except the master numbers 11, 22 and 33, which are kept.');
  w.heading('Your numbers', 2, 120);
  const known = new Set(NUMEROLOGY.map((n) => n.key));
  const rows = NUMEROLOGY.filter((n) => num[n.key] !== undefined && num[n.key] !== null).map((n) => ({ label: `${n.label} Number`.replace(/(Year|Month|Day) Number$/, '$1'), value: String(num[n.key]), note: n.note }));
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

function interpretationPages(w: Writer, doc: BlueprintDocument, module: ModuleKey): void {
  const sections = sectionsOf(doc, module);
  if (!sections.length) return;
  w.chapter(`${MODULE_NAMES[module]} Interpretation`, 'Written for you from the data above. Read it as a mirror for reflection rather than as a prediction.');
  for (const s of sections) {
    w.heading(s.title, 2, 80);
    const term = sectionTerm(s.title);
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
