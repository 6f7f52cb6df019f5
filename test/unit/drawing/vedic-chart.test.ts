/**
 * The North and South Indian charts: for 60 seeded random charts, every varga, both styles, every
 * label lies inside its house (or sign box) with padding, no two labels overlap, none covers a sign
 * number; the houses carry the right signs (north: the lagna's sign in house 1, then in order;
 * south: Pisces top left, clockwise); the SVG names every graha.
 */
import { describe, expect, it } from 'vitest';
import { GRAHA_KEYS, GRAHAS } from '#shared/astro/bodies';
import { initEphemeris } from '#shared/astro/ephemeris';
import { toSvg } from '#shared/drawing/svg';
import { boxesOverlap, layoutVedicChart, northRegions, pointInPolygon, southRegions, vedicChartDrawing, type VedicChartEntry } from '#shared/drawing/vedic-chart';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { computeVedicChart } from '#shared/vedic/chart';
import { VARGAS } from '#shared/vedic/core';
import { rng } from '#test/support/random';
import { geometry, problems } from '#test/support/drawing-geometry';
import { VEDIC_CHART_WORDS } from '#shared/vedic/words/index';

initEphemeris();

describe('vedic chart drawing', () => {
  it('labels inside their regions, never overlapping each other or a sign number (60 charts x 16 vargas x 2 styles)', () => {
    const r = rng(606);
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      const c = computeVedicChart(2415020 + r() * 45000, -60 + r() * 120, -180 + r() * 360, undefined, VARGAS);
      for (const v of VARGAS) {
        const vc = c.vargas[v]!;
        const entries: VedicChartEntry[] = [
          { label: 'As', sign: SIGN_KEYS.indexOf(vc.lagna), degree: 29.9 },
          ...GRAHA_KEYS.map((g) => ({ label: GRAHAS[g].abbreviation, sign: SIGN_KEYS.indexOf(vc.grahas[g]), degree: c.grahas[g].degree, retrograde: c.grahas[g].isRetrograde })),
        ];
        for (const style of ['north', 'south'] as const) {
          const lay = layoutVedicChart({ style, lagnaSign: SIGN_KEYS.indexOf(vc.lagna), entries, title: v, subtitle: '', theme: 'light' });
          expect(lay.labels).toHaveLength(10);
          for (const l of lay.labels) {
            const poly = lay.regions.find((g) => g.id === l.region)!.poly;
            const b = l.box;
            for (const p of [[b.x, b.y], [b.x + b.w, b.y], [b.x, b.y + b.h], [b.x + b.w, b.y + b.h]] as [number, number][]) expect(pointInPolygon(p, poly), `${style} ${v} ${l.text}`).toBe(true);
            for (const n of lay.numbers) expect(boxesOverlap(b, n.box), `${l.text} over ${n.text}`).toBe(false);
            checked++;
          }
          for (let a = 0; a < lay.labels.length; a++) for (let b = a + 1; b < lay.labels.length; b++) expect(boxesOverlap(lay.labels[a]!.box, lay.labels[b]!.box)).toBe(false);
        }
      }
    }
    expect(checked).toBe(60 * 16 * 2 * 10);
  });

  it('ten labels in one house still fit (the worst case), at a legible size', () => {
    const entries: VedicChartEntry[] = ['As', 'Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke'].map((label) => ({ label, sign: 4, degree: 28, retrograde: true }));
    for (const lagnaSign of [4, 5, 6]) {
      for (const style of ['north', 'south'] as const) {
        const lay = layoutVedicChart({ style, lagnaSign, entries, title: 'D1', subtitle: '', theme: 'light' });
        const poly = lay.regions.find((g) => g.id === lay.labels[0]!.region)!.poly;
        for (const l of lay.labels) expect(pointInPolygon([l.box.x + l.box.w, l.box.y + l.box.h], poly) && pointInPolygon([l.box.x, l.box.y], poly)).toBe(true);
        expect(lay.labels[0]!.size).toBeGreaterThanOrEqual(12);
      }
    }
  });

  it('north: house 1 at the top centre carries the lagna sign, the next houses counter-clockwise the next signs; south: Pisces top left, clockwise', () => {
    const north = northRegions();
    expect(north[0]!.anchor[0]).toBeCloseTo(500, 0); // top centre
    expect(north[3]!.anchor[0]).toBeLessThan(300); // house 4 on the left
    expect(north[9]!.anchor[0]).toBeGreaterThan(700); // house 10 on the right
    const lay = layoutVedicChart({ style: 'north', lagnaSign: 1, entries: [], title: '', subtitle: '', theme: 'light' });
    expect(lay.numbers.map((n) => n.text)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '1']);
    const south = southRegions();
    expect(south[11]!.poly[0]).toEqual([20, 120]); // Pisces top left
    expect(south[0]!.poly[0]![0]).toBeGreaterThan(south[11]!.poly[0]![0]); // Aries to its right
    expect(south[3]!.poly[0]![0]).toBe(south[2]!.poly[0]![0]); // Cancer under Gemini
  });

  it('the SVG: both themes differ, every graha named, retrograde marked', () => {
    const entries: VedicChartEntry[] = [{ label: 'As', sign: 0, degree: 3 }, { label: 'Sa', sign: 5, degree: 12.5, retrograde: true }];
    const light = toSvg(vedicChartDrawing({ style: 'south', lagnaSign: 0, entries, title: 'Rashi (D1)', subtitle: 'x', theme: 'light' }));
    const dark = toSvg(vedicChartDrawing({ style: 'south', lagnaSign: 0, entries, title: 'Rashi (D1)', subtitle: 'x', theme: 'dark' }));
    expect(light).toContain('Sa 12° R');
    expect(light).toContain('As 3°');
    expect(light).not.toBe(dark);
  });

  it('minutes are optional: whole degrees by default, 12°34\' (truncated) with minutes', () => {
    const entries: VedicChartEntry[] = [{ label: 'As', sign: 0, degree: 3.999 }, { label: 'Sa', sign: 5, degree: 12.5, retrograde: true }];
    const base = { style: 'north' as const, lagnaSign: 0, entries, title: 'Rashi (D1)', subtitle: 'x', theme: 'light' as const };
    const texts = (o: object) => geometry(vedicChartDrawing({ ...base, ...o })).labels.map((l) => l.what);
    expect(texts({})).toEqual(expect.arrayContaining(['text "As 3°"', 'text "Sa 12° R"']));
    expect(texts({ minutes: true })).toEqual(expect.arrayContaining(['text "As 3°59\'"', 'text "Sa 12°30\' R"']));
    expect(toSvg(vedicChartDrawing({ ...base, minutes: true }))).not.toContain('As 3°</text>');
  });

  it('south: every box carries its sign\'s name (the words\' own: Devanagari in Hindi), and the lagna mark keeps off every label whatever the lagna', () => {
    const names = (d: ReturnType<typeof vedicChartDrawing>) => d.shapes.filter((x) => x.kind === 'text' && x.attrs?.class === 'label sign-name').map((x) => (x as { text: string }).text);
    const en = vedicChartDrawing({ style: 'south', lagnaSign: 0, entries: [], title: 'D1', subtitle: '', theme: 'light' });
    expect(names(en)).toEqual(['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena']);
    const hiSigns = ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'];
    const hi = vedicChartDrawing({ style: 'south', lagnaSign: 0, entries: [], title: 'D1', subtitle: '', theme: 'light', words: { ...VEDIC_CHART_WORDS.hi, signs: hiSigns } });
    expect(names(hi)).toEqual(hiSigns);
    // the worst case: the lagna and all nine grahas in the lagna's box, with minutes, for every lagna
    const labels = ['As', 'Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke'];
    for (let lagnaSign = 0; lagnaSign < 12; lagnaSign++) {
      for (const count of [1, 3, 10]) {
        const entries: VedicChartEntry[] = labels.slice(0, count).map((label) => ({ label, sign: lagnaSign, degree: 28.99, retrograde: label !== 'As' }));
        for (const minutes of [false, true]) {
          const d = vedicChartDrawing({ style: 'south', lagnaSign, entries, title: 'Rashi (D1)', subtitle: 'x', theme: 'light', minutes });
          expect(geometry(d).lines.filter((l) => l.cls === 'lagna-mark')).toHaveLength(1);
          expect(problems(d, 600), `lagna ${lagnaSign}, ${count} labels`).toEqual([]);
        }
      }
    }
  });

  it('the check sees a lagna mark through a label (it can fail)', () => {
    const d = vedicChartDrawing({ style: 'south', lagnaSign: 0, entries: [{ label: 'As', sign: 0, degree: 3 }], title: 'D1', subtitle: '', theme: 'light' });
    const label = d.shapes.find((x) => x.kind === 'text' && x.text === 'As 3°') as { x: number; y: number };
    const through = { kind: 'line' as const, attrs: { class: 'lagna-mark' }, x1: label.x - 60, y1: label.y + 20, x2: label.x + 60, y2: label.y - 40, stroke: { color: '#000', width: 4 } };
    expect(problems({ ...d, shapes: [...d.shapes, through] }, 600)).toContain('lagna-mark crosses text "As 3°"');
  });
});
