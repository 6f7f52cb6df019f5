/**
 * The blueprint PDF: document in, bytes out. No HTTP, no storage.
 *
 * Pages: cover; natal chart wheel; positions, houses and aspects tables; Human Design
 * bodygraph with activations; Human Design and numerology details; every AI section,
 * grouped by module, wrapped and broken across pages; page numbers on every page.
 */
import { PDFDocument } from 'pdf-lib';
import { CENTER_IDS, CENTER_NAMES, CHANNELS } from '../human-design/bodygraph';
import { MODULE_KEYS, MODULE_NAMES } from '../blueprint/types';
import type { BlueprintDocument, BlueprintHumanDesign, BlueprintNumerology, ModuleKey, SectionRef } from '../blueprint/types';
import { useNativeDeflate } from './deflate';
import { cachingFontkit, loadFonts } from './fonts';
import { COLORS, PAGE, Writer } from './layout';
import { wrapText } from './text';
import { drawChartWheel } from './wheel';
import { drawBodygraph, SIDE_COLORS } from './bodygraph';
import { astroView, bodyName, degreeInSign, hdView, humanize, SIGN_GLYPHS } from './model';
import type { AstroView, HdView } from './model';

export interface RenderOptions {
  /** Date printed on the cover; defaults to the blueprint's createdAt. */
  now?: Date;
}

export async function renderBlueprintPdf(doc: BlueprintDocument, opts: RenderOptions = {}): Promise<Uint8Array> {
  useNativeDeflate();
  const loaded = loadFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(loaded.regular.bytes, { subset: true }),
    pdf.embedFont(loaded.bold.bytes, { subset: true }),
  ]);
  const w = new Writer(pdf, Writer.fonts(loaded, { regular, bold }));
  const name = doc.birthInfo.fullName;
  const created = opts.now ?? (doc.createdAt ? new Date(doc.createdAt) : new Date());

  pdf.setTitle(`Blueprint of ${name}`);
  pdf.setSubject('Astrology, Human Design and numerology blueprint');
  pdf.setCreator('Blueprint API');
  pdf.setProducer('Blueprint API (pdf-lib)');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);

  cover(w, doc, created);
  if (doc.astrology) astrologyPages(w, astroView(doc.astrology));
  if (doc.humanDesign) humanDesignPages(w, doc.humanDesign, hdView(doc.humanDesign));
  if (doc.numerology) numerologyPage(w, doc.numerology, !doc.humanDesign);
  interpretationPages(w, doc);
  w.numberPages(`Blueprint · ${name}`);
  return pdf.save({ useObjectStreams: true });
}

function cover(w: Writer, doc: BlueprintDocument, created: Date): void {
  const page = w.newPage();
  const cx = PAGE.width / 2;
  // Emblem: the twelve sign glyphs on a ring.
  const cy = PAGE.height - 250;
  page.drawCircle({ x: cx, y: cy, size: 95, borderColor: COLORS.accent, borderWidth: 1.5 });
  page.drawCircle({ x: cx, y: cy, size: 70, borderColor: COLORS.rule, borderWidth: 0.8 });
  SIGN_GLYPHS.forEach((g, i) => {
    const a = (Math.PI / 6) * i + Math.PI / 2;
    w.drawCentered(g, cx + 82 * Math.cos(a), cy + 82 * Math.sin(a) - 5, 13, 'regular', COLORS.accent);
  });
  w.drawCentered('☉', cx, cy - 14, 40, 'regular', COLORS.accent);

  w.drawCentered('Personal Blueprint', cx, PAGE.height - 110, 30, 'bold', COLORS.accent);
  w.drawCentered('Astrology · Human Design · Numerology', cx, PAGE.height - 135, 12, 'regular', COLORS.muted);
  // Long names and places wrap (at most three lines each) instead of running off the page.
  const centeredLines = (text: string, y: number, size: number, style: 'regular' | 'bold', gap: number): number => {
    const lines = wrapText(w.clean(text, style), w.fonts.metrics[style], size, w.contentWidth).slice(0, 3);
    for (const line of lines) {
      w.drawCentered(line, cx, y, size, style, COLORS.text);
      y -= gap;
    }
    return y;
  };
  let y = centeredLines(doc.birthInfo.fullName, PAGE.height - 410, 24, 'bold', 30) - 20;

  const b = doc.birthInfo;
  const rows: Array<[string, string]> = [
    ['Date of birth', b.date],
    ['Time of birth', b.time],
    ['Place of birth', b.location],
  ];
  for (const [label, value] of rows) y = centeredLines(`${label}: ${value}`, y, 12, 'regular', 20);
  const included = MODULE_KEYS.filter((m) => doc[m] !== null).map((m) => MODULE_NAMES[m]);
  const sections = Object.keys(doc.aiContent ?? {}).length;
  y -= 20;
  w.drawCentered(`Modules: ${included.join(', ') || 'none'}`, cx, y, 11, 'regular', COLORS.muted);
  y -= 18;
  w.drawCentered(`AI interpretation sections: ${sections}`, cx, y, 11, 'regular', COLORS.muted);
  w.drawCentered(`Generated on ${created.toISOString().slice(0, 10)}`, cx, PAGE.margin + 40, 10, 'regular', COLORS.muted);
}

const fmtOrb = (orb: number): string => (Number.isFinite(orb) ? `${orb.toFixed(2)}°` : '');

function astrologyPages(w: Writer, view: AstroView): void {
  w.newPage();
  w.heading('Natal Chart', 1);
  const R = 215;
  const cy = w.y - R - 30;
  drawChartWheel(w, view, PAGE.width / 2, cy, R);
  w.y = cy - R - 40;
  // Legend.
  const legend: Array<[string, string]> = [
    ['Red', 'square, opposition'],
    ['Blue', 'trine, sextile'],
    ['Gold', 'conjunction'],
    ['Green, dashed', 'minor aspects'],
  ];
  w.text(`Aspect lines — ${legend.map(([c, t]) => `${c}: ${t}`).join(' · ')}. Ascendant (AC) on the left, Midheaven (MC) at the top.`, {
    size: 8.5,
    color: COLORS.muted,
  });

  w.newPage();
  w.heading('Planetary Positions', 1);
  w.table(
    [
      { header: 'Body', width: 130 },
      { header: 'Sign', width: 110 },
      { header: 'Degree', width: 80, align: 'right' },
      { header: 'House', width: 60, align: 'right' },
      { header: 'Longitude', width: 90, align: 'right' },
      { header: 'Motion', width: 25 },
    ],
    view.bodies.map((b) => [
      `${b.glyph.length === 1 ? b.glyph + '  ' : ''}${b.name}`,
      b.sign,
      degreeInSign(b.longitude),
      b.house === null ? '' : String(b.house),
      `${b.longitude.toFixed(2)}°`,
      b.retrograde ? '℞' : '',
    ]),
  );
  if (view.houses.length) {
    w.heading('Houses', 2);
    w.table(
      [
        { header: 'House', width: 70 },
        { header: 'Sign', width: 130 },
        { header: 'Cusp', width: 90, align: 'right' },
        { header: 'Longitude', width: 90, align: 'right' },
      ],
      view.houses.map((h) => [String(h.number), h.sign, degreeInSign(h.longitude), `${h.longitude.toFixed(2)}°`]),
    );
  }
  if (view.aspects.length) {
    w.heading('Aspects', 2);
    w.table(
      [
        { header: 'Body', width: 130 },
        { header: 'Aspect', width: 120 },
        { header: 'Body', width: 130 },
        { header: 'Orb', width: 70, align: 'right' },
      ],
      view.aspects.map((a) => [bodyName(a.planet1), humanize(a.type), bodyName(a.planet2), fmtOrb(a.orb)]),
    );
  }
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

const HD_CORE = ['type', 'strategy', 'authority', 'profile'];

/** Nicer labels for humanized keys; variables map onto their usual names so they are not listed twice. */
const HD_LABELS: Record<string, string> = {
  'Birth Utc': 'Birth (UTC)',
  'Design Utc': 'Design (UTC)',
  'Not Self Theme': 'Not-Self Theme',
  Determination: 'Digestion',
  Cognition: 'Design Sense',
};

function humanDesignPages(w: Writer, hd: BlueprintHumanDesign, view: HdView): void {
  w.newPage();
  w.heading('Human Design Bodygraph', 1);
  const top = w.y - 10;
  const graphWidth = 270;
  drawBodygraph(w, view, w.left, top, graphWidth);

  // Right column: the essentials and the activations.
  const colX = w.left + graphWidth + 25;
  let y = top - 10;
  const line = (label: string, value: string, size = 9.5): void => {
    w.draw(w.clean(label, 'bold'), colX, y, size, 'bold', COLORS.muted);
    w.draw(w.clean(value), colX + 70, y, size);
    y -= size * 1.6;
  };
  for (const k of HD_CORE) if (typeof hd[k] === 'string') line(humanize(k), hd[k] as string);
  y -= 10;
  const acts = view.activations;
  if (acts.length) {
    w.draw('Activations', colX, y, 10.5, 'bold', COLORS.accent);
    y -= 16;
    w.draw('Design', colX + 85, y, 8.5, 'bold', SIDE_COLORS.design);
    w.draw('Personality', colX + 140, y, 8.5, 'bold', SIDE_COLORS.personality);
    y -= 13;
    const planets = [...new Set(acts.map((a) => a.planet))];
    for (const planet of planets) {
      const cell = (side: 'design' | 'personality'): string => {
        const a = acts.find((x) => x.planet === planet && x.side === side);
        return a ? `${a.gate}${a.line ? '.' + a.line : ''}` : '';
      };
      w.draw(w.clean(bodyName(planet)), colX, y, 8.5);
      w.draw(cell('design'), colX + 85, y, 8.5, 'bold', SIDE_COLORS.design);
      w.draw(cell('personality'), colX + 140, y, 8.5, 'bold', SIDE_COLORS.personality);
      y -= 12;
    }
    y -= 8;
  }
  // Legend.
  w.page.drawRectangle({ x: colX, y: y - 2, width: 16, height: 5, color: SIDE_COLORS.personality });
  w.draw('Personality (conscious)', colX + 22, y - 2, 8.5);
  y -= 14;
  w.page.drawRectangle({ x: colX, y: y - 2, width: 16, height: 5, color: SIDE_COLORS.design });
  w.draw('Design (unconscious)', colX + 22, y - 2, 8.5);
  y -= 14;
  w.draw('Filled centers are defined.', colX, y - 2, 8.5, 'regular', COLORS.muted);
  w.y = Math.min(y - 20, top - 520 * (graphWidth / 300) - 20);

  w.newPage();
  w.heading('Human Design Details', 1);
  const skip = new Set(['centers', 'channels', 'gates', 'personality', 'design', 'activations', 'variables', 'definedCenters', 'undefinedCenters']);
  const rows = scalarFields(hd, skip).map(([k, v]) => [HD_LABELS[k] ?? k, v] as [string, string]);
  // Variables: { determination: { name, ... }, environment: {...}, ... } -> one row each,
  // unless the same variable is already shown from a top-level field.
  const vars = hd.variables;
  if (vars && typeof vars === 'object' && !Array.isArray(vars)) {
    const shown = new Set(rows.map(([k]) => k));
    for (const [k, v] of Object.entries(vars as Record<string, unknown>)) {
      const n = v && typeof v === 'object' ? (v as Record<string, unknown>).name : undefined;
      const label = HD_LABELS[humanize(k)] ?? humanize(k);
      if (typeof n === 'string' && !shown.has(label)) {
        rows.push([label, n]);
        shown.add(label);
      }
    }
  }
  w.keyValues(rows);
  w.heading('Centers', 2);
  const definedNames = CENTER_IDS.filter((c) => view.defined.has(c)).map((c) => CENTER_NAMES[c]);
  const openNames = CENTER_IDS.filter((c) => !view.defined.has(c)).map((c) => CENTER_NAMES[c]);
  w.keyValues([
    ['Defined', definedNames.join(', ') || 'none'],
    ['Undefined', openNames.join(', ') || 'none'],
  ]);
  w.heading('Channels', 2);
  if (view.channels.length) {
    w.table(
      [
        { header: 'Channel', width: 80 },
        { header: 'Name', width: 180 },
        { header: 'Centers', width: 235 },
      ],
      view.channels.map(([a, b]) => {
        const def = CHANNELS.find((c) => c.gates[0] === a && c.gates[1] === b);
        return [`${a}–${b}`, def?.name ?? '', def ? `${CENTER_NAMES[def.centers[0]]} – ${CENTER_NAMES[def.centers[1]]}` : ''];
      }),
    );
  } else {
    w.text('No defined channels (Reflector design).', { after: 6 });
  }
  w.heading('Gates', 2);
  const gateText = [...view.gates.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([g, sides]) => `${g}${sides.size ? ` (${[...sides].map((s) => (s === 'personality' ? 'P' : 'D')).join('/')})` : ''}`)
    .join(', ');
  w.text(gateText || 'none', { size: 10, after: 4 });
  w.text('P = personality (conscious), D = design (unconscious).', { size: 8.5, color: COLORS.muted });
}

const NUMEROLOGY_LABELS: Record<string, string> = {
  lifePathNumber: 'Life Path Number',
  expressionNumber: 'Expression Number',
  soulUrgeNumber: 'Soul Urge Number',
  personalYear: 'Personal Year',
  personalMonth: 'Personal Month',
  personalDay: 'Personal Day',
};

function numerologyPage(w: Writer, num: BlueprintNumerology, freshPage: boolean): void {
  if (freshPage) w.newPage();
  // Keep the heading with the six numbers.
  w.heading('Numerology', 1, 6 * 11 * 1.45 + 10);
  const main = Object.entries(NUMEROLOGY_LABELS).map(([k, label]) => [label, String(num[k] ?? '')] as [string, string]);
  w.keyValues(main, 170, 11);
  const extra = scalarFields(num, new Set(Object.keys(NUMEROLOGY_LABELS)));
  if (extra.length) w.keyValues(extra, 170, 10);
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

function interpretationPages(w: Writer, doc: BlueprintDocument): void {
  for (const module of MODULE_KEYS) {
    const sections = sectionsOf(doc, module);
    if (!sections.length) continue;
    w.newPage();
    w.heading(`${MODULE_NAMES[module]} Interpretation`, 1);
    for (const s of sections) {
      w.heading(s.title, 2);
      aiText(w, doc.aiContent[s.key] ?? '');
    }
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
        w.text(`•  ${bullet[1]}`, { indent: 10, after: 2 });
      } else buffer.push(line);
    }
    flush();
  }
}
