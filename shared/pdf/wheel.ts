/**
 * The natal chart wheel, drawn as vectors: zodiac ring with sign glyphs and degree
 * ticks, house cusps with the AC/MC axes, the bodies at their longitudes (spread apart
 * when they crowd) with their degrees, and the aspect lines inside.
 * Orientation: Ascendant on the left, longitudes increase counter-clockwise.
 */
import { rgb } from 'pdf-lib';
import type { Color } from 'pdf-lib';
import { COLORS } from './layout';
import type { Writer } from './layout';
import { SIGN_GLYPHS, findBody } from './model';
import type { AstroView } from './model';

const ELEMENT_FILL: readonly Color[] = [
  rgb(0.99, 0.9, 0.88), // fire
  rgb(0.9, 0.95, 0.86), // earth
  rgb(0.99, 0.97, 0.85), // air
  rgb(0.87, 0.92, 0.99), // water
];

const ASPECT_COLORS: Record<string, { color: Color; dashed: boolean } | null> = {
  conjunction: null,
  opposition: { color: rgb(0.82, 0.18, 0.2), dashed: false },
  square: { color: rgb(0.82, 0.18, 0.2), dashed: false },
  trine: { color: rgb(0.16, 0.38, 0.8), dashed: false },
  sextile: { color: rgb(0.16, 0.38, 0.8), dashed: false },
};
const MINOR_ASPECT = { color: rgb(0.2, 0.6, 0.35), dashed: true };
const WHITE = rgb(1, 1, 1);

const rad = (deg: number): number => (deg * Math.PI) / 180;

export function drawChartWheel(w: Writer, view: AstroView, cx: number, cy: number, R: number): void {
  const page = w.page;
  const asc = view.ascendant;
  const angle = (lon: number): number => rad(180 + lon - asc);
  const pt = (r: number, lon: number): { x: number; y: number } => ({ x: cx + r * Math.cos(angle(lon)), y: cy + r * Math.sin(angle(lon)) });
  const R1 = R * 0.83; // inner edge of the zodiac ring
  const RH = R * 0.45; // aspect circle / inner edge of the house ring
  const RP = R * 0.7; // planet glyphs
  const RD = R * 0.58; // planet degrees

  // Zodiac ring: 12 sectors filled by element, as polygons.
  for (let s = 0; s < 12; s++) {
    const pts: string[] = [];
    for (let d = 0; d <= 30; d += 2) {
      const p = pt(R, s * 30 + d);
      pts.push(`${(p.x - cx).toFixed(2)} ${(-(p.y - cy)).toFixed(2)}`);
    }
    for (let d = 30; d >= 0; d -= 2) {
      const p = pt(R1, s * 30 + d);
      pts.push(`${(p.x - cx).toFixed(2)} ${(-(p.y - cy)).toFixed(2)}`);
    }
    page.drawSvgPath(`M ${pts.join(' L ')} Z`, { x: cx, y: cy, color: ELEMENT_FILL[s % 4]!, borderWidth: 0 });
  }
  page.drawCircle({ x: cx, y: cy, size: R, borderColor: COLORS.text, borderWidth: 1.2 });
  page.drawCircle({ x: cx, y: cy, size: R1, borderColor: COLORS.text, borderWidth: 0.8 });
  page.drawCircle({ x: cx, y: cy, size: RH, borderColor: COLORS.muted, borderWidth: 0.6, color: rgb(1, 1, 1) });
  for (let s = 0; s < 12; s++) {
    page.drawLine({ start: pt(R1, s * 30), end: pt(R, s * 30), thickness: 0.8, color: COLORS.text });
    const g = pt((R + R1) / 2, s * 30 + 15);
    w.drawCentered(SIGN_GLYPHS[s]!, g.x, g.y - 5, 14, 'regular', COLORS.accent);
  }
  // Degree ticks: one path (360 separate lines would be 360 drawing operations).
  const ticks: string[] = [];
  const svg = (p: { x: number; y: number }): string => `${(p.x - cx).toFixed(2)} ${(cy - p.y).toFixed(2)}`;
  for (let d = 0; d < 360; d++) {
    const len = d % 10 === 0 ? 7 : d % 5 === 0 ? 5 : 2.5;
    ticks.push(`M ${svg(pt(R1, d))} L ${svg(pt(R1 - len, d))}`);
  }
  page.drawSvgPath(ticks.join(' '), { x: cx, y: cy, borderColor: COLORS.muted, borderWidth: 0.35 });

  // House cusps and numbers.
  const cusps = view.houses;
  cusps.forEach((h, i) => {
    const isAxis = h.number === 1 || h.number === 10 || h.number === 4 || h.number === 7;
    page.drawLine({ start: pt(RH, h.longitude), end: pt(R1 - 8, h.longitude), thickness: isAxis ? 1.3 : 0.5, color: isAxis ? COLORS.text : COLORS.muted });
    const next = cusps[(i + 1) % cusps.length];
    if (next) {
      let span = next.longitude - h.longitude;
      if (span <= 0) span += 360;
      const mid = pt(RH + 9, h.longitude + span / 2);
      w.drawCentered(String(h.number), mid.x, mid.y - 3, 7, 'regular', COLORS.muted);
    }
  });
  const axisLabel = (lon: number | null, label: string): void => {
    if (lon === null) return;
    const p = pt(R + 12, lon);
    w.drawCentered(label, p.x, p.y - 3.5, 9, 'bold', COLORS.text);
  };
  axisLabel(asc, 'AC');
  axisLabel(view.midheaven, 'MC');

  // Bodies, spread so that glyphs do not overlap.
  const bodies = view.bodies.filter((b) => !b.isAngle).sort((a, b) => a.longitude - b.longitude);
  const shown = spread(bodies.map((b) => b.longitude), 8);
  bodies.forEach((b, i) => {
    const at = shown[i]!;
    page.drawLine({ start: pt(R1, b.longitude), end: pt(R1 - 10, b.longitude), thickness: 1.2, color: COLORS.accent });
    page.drawLine({ start: pt(R1 - 10, b.longitude), end: pt(RP + 9, at), thickness: 0.3, color: COLORS.rule });
    const g = pt(RP, at);
    const glyphSize = b.glyph.length > 1 ? 9 : 13;
    // White backing so that house cusps do not run through the labels.
    const gw = w.width(b.glyph, glyphSize);
    page.drawRectangle({ x: g.x - gw / 2 - 1, y: g.y - 6, width: gw + 2, height: 13, color: WHITE });
    w.drawCentered(b.glyph, g.x, g.y - 5, glyphSize, 'regular', COLORS.text);
    const d = pt(RD, at);
    const deg = `${Math.floor(b.longitude % 30)}°${b.retrograde ? '℞' : ''}`;
    const dw = w.width(deg, 7);
    page.drawRectangle({ x: d.x - dw / 2 - 1, y: d.y - 3.5, width: dw + 2, height: 8, color: WHITE });
    w.drawCentered(deg, d.x, d.y - 3, 7, 'regular', COLORS.muted);
    page.drawCircle({ x: pt(RH, b.longitude).x, y: pt(RH, b.longitude).y, size: 1.4, color: COLORS.text });
  });

  // Aspect lines between the true positions on the inner circle.
  for (const a of view.aspects) {
    const p1 = findBody(view, a.planet1);
    const p2 = findBody(view, a.planet2);
    if (!p1 || !p2) continue;
    const style = ASPECT_COLORS[a.type.toLowerCase()];
    if (style === null) continue;
    const s = style ?? MINOR_ASPECT;
    page.drawLine({
      start: pt(RH, p1.longitude),
      end: pt(RH, p2.longitude),
      thickness: s.dashed ? 0.5 : 0.8,
      color: s.color,
      opacity: 0.85,
      ...(s.dashed ? { dashArray: [2, 2] } : {}),
    });
  }
}

/**
 * Display longitudes for sorted longitudes so that neighbours are at least `gap` degrees
 * apart (circular), moving each as little as possible.
 */
export function spread(sorted: readonly number[], gap: number): number[] {
  const n = sorted.length;
  const out = [...sorted];
  if (n < 2 || n * gap >= 360) return out;
  for (let iter = 0; iter < 60; iter++) {
    let moved = false;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      let diff = out[j]! - out[i]!;
      if (j === 0) diff += 360;
      if (diff < gap - 1e-6) {
        const push = (gap - diff) / 2;
        out[i] = out[i]! - push;
        out[j] = out[j]! + push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out;
}
