/**
 * Every image kind in a real browser (Debian's Chromium through playwright-core, as the console's
 * test; CHROMIUM_PATH or /usr/bin/chromium): the SVG each image route answers (drawn in-process by
 * the routes' own code: shared/images) at the smallest and the largest size, in every theme, for an
 * ordinary chart, a crowded one (eight bodies within 17 degrees: 4 February 1962) and a
 * high-latitude one (Tromsø, 69.6° N), each person alone and in a pair. From the boxes Chromium
 * renders (getBoundingClientRect, getScreenCTM): every glyph and text inside the picture, no two
 * overlapping, no line (an angle's axis, a cusp, an aspect, a body's tick or leader, a star's tick, the
 * lagna mark) through one, no text under 9 px. Run by `npm run test:browser`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlueprintStore } from '#shared/blueprint/store';
import type { Drawing } from '#shared/drawing/shapes';
import { toSvg } from '#shared/drawing/svg';
import { THEMES } from '#shared/drawing/theme';
import { bodygraphDrawing, natalWheelDrawing, personOf, transitWheelDrawing } from '#shared/images/images';
import { PAIR_KINDS, pairDrawing } from '#shared/images/pair';
import { SIZE_RANGE } from '#shared/images/request';
import type { ImageRequest } from '#shared/images/request';
import type { Language } from '#shared/i18n/languages';
import type { PersonRef } from '#shared/relationships/request';
import type { VedicChartImageRequest } from '#shared/vedic/request';
import { vedicChartImageDrawing } from '#shared/vedic/service';
import { censusDrawings } from '#test/support/image-census';
import { toBirthInput } from '../../functions/calculators/birth';
import { REPO_ROOT } from '../../infra/paths';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const noStore = {} as BlueprintStore; // birth data only: the store is never read

const PEOPLE = {
  ordinary: { fullName: 'Ada Lovelace', birth: { birthDate: '1990-07-15', birthTime: '14:30', city: 'London', country: 'United Kingdom', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' } },
  // Sun, Moon, Mercury, Venus, Mars, Jupiter, Saturn and the South Node between 302° and 319°
  crowded: { fullName: 'Maximilian Alexander von Habsburg', birth: { birthDate: '1962-02-04', birthTime: '17:30', city: 'New Delhi', country: 'India', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } },
  'high latitude': { fullName: 'Sunniva Isaksen', birth: { birthDate: '1985-12-03', birthTime: '04:10', city: 'Tromsø', country: 'Norway', latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo' } },
} as const;
type Who = keyof typeof PEOPLE;
/** The people's names and places in Devanagari, for the Hindi drawings (issue 35). */
const HINDI_NAMES: Record<Who, { fullName: string }> = {
  ordinary: { fullName: 'अनन्या शर्मा' },
  crowded: { fullName: 'मैक्सिमिलियन अलेक्ज़ेंडर वॉन हैब्सबर्ग' },
  'high latitude': { fullName: 'सुन्निवा इसाकसेन' },
};
const partner: Record<Who, Who> = { ordinary: 'high latitude', crowded: 'ordinary', 'high latitude': 'crowded' };

/** Every drawing of one person (and of that person with a partner) for a size and theme. */
async function drawings(who: Who, size: number, theme: (typeof THEMES)[number], language: Language = 'en'): Promise<Array<[string, Drawing]>> {
  const p = { ...PEOPLE[who], ...(language === 'hi' ? HINDI_NAMES[who] : {}) };
  const req: ImageRequest = { birth: p.birth, fullName: p.fullName, format: 'svg', size, theme, aspects: 'major' };
  const src = personOf(req, toBirthInput, language);
  const out: Array<[string, Drawing]> = [
    ['natal-wheel', await natalWheelDrawing(src, req, noStore, '', language)],
    ['natal-wheel (all aspects)', await natalWheelDrawing(src, { ...req, aspects: 'all' }, noStore, '', language)],
    // the natal chart options a wheel draws (issue 38): asteroids and lots in the ring, stars on the rim, the patterns' legend
    ['natal-wheel (extras)', await natalWheelDrawing(personOf({ ...req, chartExtras: { asteroids: true, fixedStars: true, lots: true, patterns: true } }, toBirthInput, language), { ...req, aspects: 'all' }, noStore, '', language)],
    ['transit-wheel', await transitWheelDrawing(src, { ...req, moment: new Date('2026-11-23T21:00:00Z') }, new Date(), noStore, '', language)],
    ['transit-wheel (extras)', await transitWheelDrawing(personOf({ ...req, chartExtras: { asteroids: true, fixedStars: true, lots: true, patterns: true } }, toBirthInput, language), { ...req, moment: new Date('2026-11-23T21:00:00Z') }, new Date(), noStore, '', language)],
    ['bodygraph', await bodygraphDrawing(src, req, noStore, '', language)],
  ];
  const q = { ...PEOPLE[partner[who]], ...(language === 'hi' ? HINDI_NAMES[partner[who]] : {}) };
  const people: [PersonRef, PersonRef] = [{ kind: 'birth', ...p }, { kind: 'birth', ...q }] as unknown as [PersonRef, PersonRef];
  for (const kind of PAIR_KINDS) out.push([kind, await pairDrawing(kind, { people, houseSystem: 'placidus', format: 'svg', size, theme, aspects: 'major' }, noStore, { ownerId: '', keyId: '' }, language)]);
  out.push(['synastry-wheel (extras)', await pairDrawing('synastry-wheel', { people, houseSystem: 'placidus', format: 'svg', size, theme, aspects: 'major', chartExtras: { asteroids: true, fixedStars: true, lots: true, patterns: true } }, noStore, { ownerId: '', keyId: '' }, language)]);
  // the Vedic charts (issue 36): North and South Indian, the rashi chart with degrees and a varga
  const vedicDeps = { now: new Date(), blueprints: noStore, ownerId: '' };
  for (const style of ['north', 'south'] as const) {
    for (const varga of ['D1', 'D9'] as const) {
      const vreq = { ...p.birth, format: 'svg', size, theme, style, varga } as unknown as VedicChartImageRequest;
      out.push([`vedic-chart ${style} ${varga}`, await vedicChartImageDrawing(vreq, vedicDeps, language)]);
    }
  }
  return out;
}

interface Report {
  problems: string[];
  glyphs: number;
  texts: number;
  lines: number;
  smallest: number;
}

/**
 * Runs in the page (plain JavaScript: the project compiles without the DOM's types): the boxes of
 * the rendered SVG and what is wrong with them.
 */
const INSPECT = `(minPx) => {
  const svg = document.querySelector('svg');
  const frame = svg.getBoundingClientRect();
  const items = [];
  const glyphs = Array.from(svg.querySelectorAll('g.glyph'));
  const texts = Array.from(svg.querySelectorAll('text'));
  for (const el of [...glyphs, ...texts]) {
    const r = el.getBoundingClientRect();
    items.push({ what: el.tagName + ' ' + (el.getAttribute('class') || '') + ' "' + (el.textContent || '') + '" at ' + Math.round(r.left) + ',' + Math.round(r.top), x0: r.left, y0: r.top, x1: r.right, y1: r.bottom });
  }
  const problems = [];
  const tol = 0.5;
  for (const b of items) if (b.x0 < frame.left - tol || b.y0 < frame.top - tol || b.x1 > frame.right + tol || b.y1 > frame.bottom + tol) problems.push('outside the picture: ' + b.what);
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i];
      const b = items[j];
      if (a.x0 < b.x1 - tol && b.x0 < a.x1 - tol && a.y0 < b.y1 - tol && b.y0 < a.y1 - tol) problems.push('overlap: ' + a.what + ' / ' + b.what);
    }
  // the lines of test/support/drawing-geometry.ts (LINE_CLASSES): axes, cusps, aspects, the bodies' ticks and leaders, star ticks, the lagna mark
  const lines = Array.from(svg.querySelectorAll('line.angle-line, line.cusp-line, line.aspect-line, line.connector, line.tick, line.star-line, line.lagna-mark'));
  for (const l of lines) {
    const m = l.getScreenCTM();
    const p = new DOMPoint(l.x1.baseVal.value, l.y1.baseVal.value).matrixTransform(m);
    const q = new DOMPoint(l.x2.baseVal.value, l.y2.baseVal.value).matrixTransform(m);
    for (const b of items) {
      // the part of the segment inside the box shrunk by the tolerance (slab method)
      let t0 = 0;
      let t1 = 1;
      let hit = true;
      for (const [o, d, lo, hi] of [[p.x, q.x - p.x, b.x0 + tol, b.x1 - tol], [p.y, q.y - p.y, b.y0 + tol, b.y1 - tol]]) {
        if (Math.abs(d) < 1e-9) {
          if (o <= lo || o >= hi) hit = false;
          continue;
        }
        const u = (lo - o) / d;
        const v = (hi - o) / d;
        t0 = Math.max(t0, Math.min(u, v));
        t1 = Math.min(t1, Math.max(u, v));
      }
      if (hit && t1 > t0) problems.push(l.getAttribute('class') + ' through ' + b.what);
    }
  }
  let smallest = Infinity;
  for (const t of texts) {
    const px = Number.parseFloat(t.getAttribute('font-size') || '0') * t.getScreenCTM().a;
    smallest = Math.min(smallest, px);
    if (px < minPx - 1e-6) problems.push('text of ' + px.toFixed(2) + ' px: "' + t.textContent + '"');
  }
  return { problems, glyphs: glyphs.length, texts: texts.length, lines: lines.length, smallest };
}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--font-render-hinting=none'] });
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The page's Noto Sans Devanagari (the face the PNG shapes with; this machine has no Devanagari font),
 * so that Chromium measures the Hindi words as drawn rather than as boxes of a missing glyph.
 */
const NOTO = (['400Regular/NotoSansDevanagari_400Regular.ttf', '700Bold/NotoSansDevanagari_700Bold.ttf'] as const).map(
  (f, i) => `@font-face{font-family:'Noto Sans Devanagari';font-weight:${i === 0 ? 400 : 700};src:url(data:font/ttf;base64,${readFileSync(join(REPO_ROOT, 'node_modules/@expo-google-fonts/noto-sans-devanagari', f)).toString('base64')}) format('truetype')}`,
).join('');

const check = async (svg: string): Promise<Report> => {
  await page.setContent(`<!doctype html><html><head><style>${NOTO}</style></head><body style="margin:0">${svg}</body></html>`);
  await page.evaluate('document.fonts.ready.then(() => true)');
  return (await page.evaluate(`(${INSPECT})(9)`)) as Report;
};

describe('every image kind in Chromium: inside, apart, no line through a label, no text under 9 px', () => {
  for (const who of Object.keys(PEOPLE) as Who[]) {
    for (const size of [SIZE_RANGE.min, SIZE_RANGE.max]) {
      it(`${who} chart (and ${partner[who]} partner) at ${size} px, every theme`, async () => {
        let checked = 0;
        for (const theme of THEMES) {
          for (const [kind, d] of await drawings(who, size, theme)) {
            const r = await check(toSvg(d, size));
            expect(r.problems, `${kind} ${theme}`).toEqual([]);
            expect(r.smallest, `${kind} ${theme}`).toBeGreaterThanOrEqual(9);
            if (kind.includes('wheel')) {
              // the checks ran on something: the twelve sign glyphs, the bodies' labels, the angle lines
              expect(r.glyphs, kind).toBeGreaterThan(30);
              expect(r.texts, kind).toBeGreaterThan(40);
              expect(r.lines, kind).toBeGreaterThan(4);
            } else if (kind.startsWith('vedic-chart')) {
              // the ascendant and nine grahas, and the twelve sign numbers (north) or names (south)
              expect(r.texts, kind).toBeGreaterThanOrEqual(10);
            } else expect(r.texts, kind).toBeGreaterThan(64);
            checked++;
          }
        }
        expect(checked).toBe(3 * 15);
      });
    }
  }

  // the words of the other languages are longer (German) or in another script (Hindi): the same checks hold
  for (const language of ['de', 'hi'] as const) {
    for (const size of [SIZE_RANGE.min, SIZE_RANGE.max]) {
      it(`in ${language === 'de' ? 'German' : 'Hindi'} at ${size} px, every person, light theme`, async () => {
        let checked = 0;
        for (const who of Object.keys(PEOPLE) as Who[]) {
          for (const [kind, d] of await drawings(who, size, 'light', language)) {
            const r = await check(toSvg(d, size));
            expect(r.problems, `${who} ${kind}`).toEqual([]);
            expect(r.smallest, `${who} ${kind}`).toBeGreaterThanOrEqual(9);
            checked++;
          }
        }
        expect(checked).toBe(3 * 15);
      });
    }
  }

  // the census's two hardest births (test/support/image-census.ts): the reviewer's 1962 stellium at 12:00 and the MC 0.8° from Neptune
  for (const size of [SIZE_RANGE.min, SIZE_RANGE.max]) {
    it(`the census's stellium and MC-on-Neptune births at ${size} px, every kind, light theme`, async () => {
      let checked = 0;
      for (const who of ['stellium', 'MC on Neptune'] as const) {
        for (const [kind, d] of await censusDrawings(who, size, 'en')) {
          const r = await check(toSvg(d, size));
          // the map keeps its own font sizes (docs/images.md): its lines and labels are checked, not its text size
          expect(r.problems.filter((p) => kind !== 'astrocartography' || !p.startsWith('text of')), `${who} ${kind}`).toEqual([]);
          checked++;
        }
      }
      expect(checked).toBe(2 * 18);
    });
  }

  it('sees a problem when there is one (a label moved onto another, a line through a glyph)', async () => {
    const d = (await drawings('ordinary', SIZE_RANGE.min, 'light'))[0]![1];
    const svg = toSvg(d, SIZE_RANGE.min).replace('</svg>', '<text x="500" y="500" font-size="10">tiny</text><line class="angle-line" x1="0" y1="0" x2="1000" y2="1000" stroke="#000"/></svg>');
    const r = await check(svg);
    expect(r.problems.some((p) => p.startsWith('text of 6.00 px'))).toBe(true);
    expect(r.problems.some((p) => p.startsWith('angle-line through'))).toBe(true);
  });
});
