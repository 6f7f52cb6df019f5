/**
 * npm run pdf:pages — the blueprint PDF of a sample person, computed by the real cores (AI
 * sections from the test fixture's multilingual text), rendered page by page to PNG with
 * poppler's pdftoppm: a few pages and a contact sheet go to docs/images/ (see docs/blueprints.md).
 * Env: OUT (folder for the PDF and all pages, default a temporary folder), DPI (default 60),
 * LANGUAGE (the PDF's language, default English; the written sections stay the fixture's).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../infra/paths';
import { coreCalculators } from '#shared/blueprint/services';
import { renderBlueprintPdf } from '#shared/pdf/render';
import { birthMoment } from '#shared/astro/moment';
import type { BlueprintDocument } from '#shared/blueprint/types';
import type { Language } from '#shared/i18n/languages';
import { svgToPng } from '#shared/drawing/png';
import { fixtureDocument } from '../test/unit/pdf/fixture';

const birth = { date: '1990-07-15', time: '14:30', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 };
const texts = fixtureDocument();
const astrology = (await coreCalculators.astrology(birth)).data;
const humanDesign = (await coreCalculators.humanDesign(birth)).data;
const numerology = (await coreCalculators.numerology('Ana Lúcia Ferreira', birth.date, '2026-11-22')).data;
const t = birthMoment(birth);
const doc: BlueprintDocument = {
  astrology, humanDesign, numerology,
  aiContent: texts.aiContent,
  sections: texts.sections,
  birthInfo: { fullName: 'Ana Lúcia Ferreira', date: birth.date, time: birth.time, location: 'London, UK', utc: t.utc, utcOffset: t.utcOffset, offsetRule: t.rule },
  createdAt: '2026-11-22T09:30:00.000Z',
};
const out = process.env.OUT ?? mkdtempSync(join(tmpdir(), 'pdf-pages-'));
const dpi = process.env.DPI ?? '60';
let bytes: Uint8Array = new Uint8Array();
for (const run of ['first (cold)', 'second']) {
  const started = performance.now();
  bytes = await renderBlueprintPdf(doc, { timezone: birth.timezone, ...(process.env.LANGUAGE ? { language: process.env.LANGUAGE as Language } : {}) });
  console.log(`${run} render: ${bytes.length} bytes in ${(performance.now() - started).toFixed(0)} ms`);
}
const pdf = join(out, 'blueprint.pdf');
writeFileSync(pdf, bytes);
execFileSync('pdftoppm', ['-r', dpi, '-png', pdf, join(out, 'page')]);
const pages = readdirSync(out).filter((f) => /^page-\d+\.png$/.test(f)).sort();
console.log(`${pages.length} pages in ${out}`);

// Contact sheet: every page side by side, six a row, drawn as an SVG and rasterised by resvg.
const cols = 6;
const pw = 150;
const ph = Math.round(pw * 1.414);
const gap = 10;
const rows = Math.ceil(pages.length / cols);
const W = cols * pw + (cols + 1) * gap;
const H = rows * ph + (rows + 1) * gap;
const images = pages.map((f, i) => {
  const x = gap + (i % cols) * (pw + gap);
  const y = gap + Math.floor(i / cols) * (ph + gap);
  const data = readFileSync(join(out, f)).toString('base64');
  return `<rect x="${x - 0.5}" y="${y - 0.5}" width="${pw + 1}" height="${ph + 1}" fill="#fff" stroke="#b9b9c6"/><image x="${x}" y="${y}" width="${pw}" height="${ph}" href="data:image/png;base64,${data}"/>`;
});
const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="#ececf1"/>${images.join('')}</svg>`;
writeFileSync(join(out, 'contact-sheet.png'), svgToPng(sheet, W));
if (process.env.DOCS) {
  const keep = (process.env.DOCS_PAGES ?? '1,2,3,5,17').split(',').map(Number);
  const dir = join(REPO_ROOT, 'docs/images');
  for (const n of keep) {
    const f = pages[n - 1];
    if (f) copyFileSync(join(out, f), join(dir, `blueprint-pdf-page-${n}.png`));
  }
  copyFileSync(join(out, 'contact-sheet.png'), join(dir, 'blueprint-pdf-contact-sheet.png'));
  console.log(`pages ${keep.join(', ')} and the contact sheet copied to docs/images/`);
}
