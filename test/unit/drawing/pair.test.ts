/**
 * The two-person drawings from the relationships core (routed: test/integration/pair-images.test.ts):
 * synastry bi-wheel, composite and Davison wheels, connection bodygraph; the caption stays clear
 * of the wheel.
 */
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { BlueprintStore } from '#shared/blueprint/store';
import { toSvg } from '#shared/drawing/svg';
import type { Drawing, Shape } from '#shared/drawing/shapes';
import { WHEEL_SIZE } from '#shared/drawing/wheel';
import { problems } from '#test/support/drawing-geometry';
import { loadFonts } from '#shared/pdf/fonts';
import { pairDrawing } from '#shared/images/pair';
import type { PairKind } from '#shared/images/pair';
import type { PersonRef } from '#shared/relationships/request';

const lennon = { birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
const ono = { birthDate: '1933-02-18', birthTime: '20:30', city: 'Tokyo', country: 'Japan', latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' };
const people: [PersonRef, PersonRef] = [
  { kind: 'birth', fullName: 'John Lennon', birth: lennon },
  { kind: 'birth', fullName: 'Yoko Ono', birth: ono },
];
const draw = (kind: PairKind) =>
  pairDrawing(kind, { people, houseSystem: 'placidus', format: 'svg', size: 600, theme: 'light', aspects: 'major' }, {} as BlueprintStore, { ownerId: 'acc', keyId: 'key' }).then((d) => toSvg(d, 600));

describe('two-person drawings', () => {
  it('synastry: person A inside, person B outside, the aspects between them', async () => {
    const svg = await draw('synastry-wheel');
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('Synastry: John Lennon &amp; Yoko Ono');
    // the second ring inside the zodiac ring: every body of B nearer the centre than the ring
    for (const m of svg.matchAll(/class="body outer"[^>]*data-x="([\d.]+)" data-y="([\d.]+)"/g)) expect(Math.hypot(Number(m[1]) - 500, Number(m[2]) - 500)).toBeLessThan(420);
    expect(svg.match(/class="body inner"/g)!.length).toBeGreaterThanOrEqual(12);
    expect(svg.match(/class="body outer"/g)!.length).toBeGreaterThanOrEqual(12);
    expect(svg.match(/stroke-opacity="0.9"/g)!.length).toBeGreaterThan(3);
  });

  it('composite and Davison wheels, and the connection bodygraph in two colours', async () => {
    const composite = await draw('composite-wheel');
    expect(composite).toMatch(/Composite chart: John Lennon/);
    // a midpoint has no motion of its own: no retrograde mark on a composite
    expect(composite).not.toContain('glyph retrograde');
    expect(composite).toContain('data-retrograde="false"');
    expect(await draw('davison-wheel')).toMatch(/Davison: 1936-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    const graph = await draw('connection-bodygraph');
    expect(graph).toMatch(/data-sides="a"/);
    expect(graph).toMatch(/data-sides="b"/);
  });
});

/** Boxes of every text shape of a drawing's top level (DejaVu Sans advances) and of every body glyph. */
function boxes(d: Drawing): { captions: { x0: number; x1: number; y0: number; y1: number; text: string }[]; glyphs: { x0: number; x1: number; y0: number; y1: number; key: string }[] } {
  const face = loadFonts().regular.face;
  const captions = d.shapes
    .filter((s): s is Extract<Shape, { kind: 'text' }> => s.kind === 'text' && s.y > WHEEL_SIZE - 120)
    .map((t) => {
      const w = (Array.from(t.text, (c) => face.glyphForCodePoint(c.codePointAt(0)!).advanceWidth).reduce((a, b) => a + b, 0) / face.unitsPerEm) * t.size;
      const x0 = t.anchor === 'end' ? t.x - w : t.anchor === 'middle' ? t.x - w / 2 : t.x;
      return { x0, x1: x0 + w, y0: t.y - 0.76 * t.size, y1: t.y + 0.24 * t.size, text: t.text };
    });
  const glyphs: { x0: number; x1: number; y0: number; y1: number; key: string }[] = [];
  for (const s of d.shapes) {
    const a = s.kind === 'group' ? s.attrs : undefined;
    if (a?.['data-size'] && a['data-x'] && a['data-y']) {
      const half = Number(a['data-size']) / 2;
      glyphs.push({ x0: Number(a['data-x']) - half, x1: Number(a['data-x']) + half, y0: Number(a['data-y']) - half, y1: Number(a['data-y']) + half, key: a['data-body']! });
    }
  }
  return { captions, glyphs };
}

describe('the caption of a two-person wheel', () => {
  it('stays outside the wheel and off every glyph, long names and places included', async () => {
    const long: [PersonRef, PersonRef] = [
      { kind: 'birth', fullName: 'Maximilian Alexander von Habsburg-Lothringen', birth: { ...lennon, city: 'San Cristóbal de las Casas', country: 'Mexico' } },
      { kind: 'birth', fullName: 'Yoko Ono', birth: ono },
    ];
    let lines = 0;
    for (const kind of ['synastry-wheel', 'composite-wheel', 'davison-wheel'] as const) {
      for (const chartOptions of [undefined, { zodiac: 'sidereal' as const }]) {
        for (const people of [long, [people0(), people1()] as [PersonRef, PersonRef]]) {
          const d = await pairDrawing(kind, { people, houseSystem: 'placidus', format: 'svg', size: 600, theme: 'light', aspects: 'major', ...(chartOptions ? { chartOptions } : {}) }, {} as BlueprintStore, { ownerId: 'acc', keyId: 'key' });
          const { captions, glyphs } = boxes(d);
          expect(captions.length).toBeGreaterThanOrEqual(2);
          // every label (captions included) inside the picture, off every other, no line through one, none under 9 px
          expect(problems(d, 600), kind).toEqual([]);
          for (const c of captions) {
            lines++;
            // outside the zodiac ring's circle
            const nx = Math.max(c.x0, Math.min(WHEEL_SIZE / 2, c.x1));
            const ny = Math.max(c.y0, Math.min(WHEEL_SIZE / 2, c.y1));
            expect(Math.hypot(nx - WHEEL_SIZE / 2, ny - WHEEL_SIZE / 2), `${kind} ${c.text}`).toBeGreaterThanOrEqual(440);
            expect(c.x0).toBeGreaterThanOrEqual(0);
            expect(c.x1).toBeLessThanOrEqual(WHEEL_SIZE);
            for (const g of glyphs) expect(c.x1 <= g.x0 || g.x1 <= c.x0 || c.y1 <= g.y0 || g.y1 <= c.y0, `${kind}: "${c.text}" on ${g.key}`).toBe(true);
          }
        }
      }
    }
    expect(lines).toBeGreaterThan(30);
  });
});

function people0(): PersonRef {
  return people[0];
}
function people1(): PersonRef {
  return people[1];
}
