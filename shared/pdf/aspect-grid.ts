/**
 * The aspect grid (the triangular table astrologers read aspects from): one row and one
 * column per body, the body's glyph on the diagonal, and in the cell where two bodies meet
 * the aspect's glyph in its colour with the orb (degrees and minutes) under it. All glyphs
 * are text in the body font, so they can be selected and read.
 */
import { rgb } from 'pdf-lib';
import type { Color } from 'pdf-lib';
import { THEME } from '../drawing/theme';
import { COLORS } from './layout';
import type { Writer } from './layout';
import { bodyName, findBody, humanize, type AstroView } from '../chart-views/index';

export interface AspectKind {
  glyph: string;
  name: string;
  angle: number;
  kind: 'hard' | 'soft' | 'conjunction' | 'minor';
  meaning: string;
}

/** Glyphs the body font has; sextile ✶, quincunx ⊼, semi-sextile ⊻ stand for the usual symbols it lacks. */
export const ASPECT_KINDS: Readonly<Record<string, AspectKind>> = {
  conjunction: { glyph: '☌', name: 'Conjunction', angle: 0, kind: 'conjunction', meaning: 'together: their energies merge' },
  opposition: { glyph: '☍', name: 'Opposition', angle: 180, kind: 'hard', meaning: 'facing each other: tension to balance' },
  trine: { glyph: '△', name: 'Trine', angle: 120, kind: 'soft', meaning: 'easy flow, a natural gift' },
  square: { glyph: '□', name: 'Square', angle: 90, kind: 'hard', meaning: 'friction that pushes you to act' },
  sextile: { glyph: '✶', name: 'Sextile', angle: 60, kind: 'soft', meaning: 'an opportunity that asks for effort' },
  quincunx: { glyph: '⊼', name: 'Quincunx', angle: 150, kind: 'minor', meaning: 'an awkward fit that needs adjusting' },
  semisextile: { glyph: '⊻', name: 'Semi-sextile', angle: 30, kind: 'minor', meaning: 'a slight, neighbourly link' },
  semisquare: { glyph: '∠', name: 'Semi-square', angle: 45, kind: 'minor', meaning: 'a mild irritation' },
  sesquiquadrate: { glyph: '±', name: 'Sesquiquadrate', angle: 135, kind: 'minor', meaning: 'restless pressure' },
  quintile: { glyph: 'Q', name: 'Quintile', angle: 72, kind: 'minor', meaning: 'a creative talent' },
  biquintile: { glyph: 'bQ', name: 'Biquintile', angle: 144, kind: 'minor', meaning: 'a creative talent, more hidden' },
};

const normType = (t: string): string => t.toLowerCase().replace(/[^a-z]/g, '');

export function aspectKind(type: string): AspectKind {
  return ASPECT_KINDS[normType(type)] ?? { glyph: humanize(type).slice(0, 2), name: humanize(type), angle: NaN, kind: 'minor', meaning: '' };
}

const hex = (h: string): Color => {
  const n = Number.parseInt(h.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

export const aspectColor = (kind: AspectKind['kind']): Color => hex(THEME.light.aspects[kind]);

/** 0.1 -> "0°06′". */
export function orbText(orb: number): string {
  if (!Number.isFinite(orb)) return '';
  const abs = Math.abs(orb);
  let d = Math.floor(abs);
  let m = Math.round((abs - d) * 60);
  if (m === 60) {
    d += 1;
    m = 0;
  }
  return `${d}°${String(m).padStart(2, '0')}′`;
}

/** The bodies of the grid: those that take part in an aspect, in the catalogue's order. */
export function gridBodies(view: AstroView): AstroView['bodies'] {
  const inAspect = new Set<string>();
  for (const a of view.aspects) {
    const b1 = findBody(view, a.planet1);
    const b2 = findBody(view, a.planet2);
    if (b1 && b2) {
      inAspect.add(b1.key);
      inAspect.add(b2.key);
    }
  }
  return view.bodies.filter((b) => inAspect.has(b.key));
}

/** Height in points the grid of `n` bodies takes at the given cell size. */
export const gridHeight = (n: number, cell: number): number => n * cell;

/** Draw the grid with its top-left corner at (x, top); returns the cell size used. */
export function drawAspectGrid(w: Writer, view: AstroView, x: number, top: number, maxWidth: number): number {
  const bodies = gridBodies(view);
  const n = bodies.length;
  if (n === 0) return 0;
  const cell = Math.min(34, Math.floor(maxWidth / n));
  const index = new Map(bodies.map((b, i) => [b.key, i]));
  const cells = new Map<string, { type: string; orb: number }>();
  for (const a of view.aspects) {
    const i = index.get(findBody(view, a.planet1)?.key ?? '');
    const j = index.get(findBody(view, a.planet2)?.key ?? '');
    if (i === undefined || j === undefined || i === j) continue;
    const [r, c] = i > j ? [i, j] : [j, i];
    cells.set(`${r}:${c}`, { type: a.type, orb: a.orb });
  }
  const page = w.page;
  // Frames first (artifacts), then the readable content of each row.
  w.artifact(page, () => {
    for (let r = 0; r < n; r++) {
      for (let c = 0; c <= r; c++) {
        const cx = x + c * cell;
        const cy = top - (r + 1) * cell;
        page.drawRectangle({
          x: cx, y: cy, width: cell, height: cell, borderColor: COLORS.rule, borderWidth: 0.6,
          ...(c === r ? { color: COLORS.band } : {}),
        });
      }
    }
  });
  const glyphSize = cell * 0.42;
  const orbSize = Math.max(6.2, cell * 0.2);
  for (let r = 0; r < n; r++) {
    const b = bodies[r]!;
    w.tagged('P', () => {
      const cyTop = top - r * cell;
      const label = b.glyph;
      const size = label.length > 1 ? cell * 0.3 : cell * 0.46;
      w.drawCentered(label, x + r * cell + cell / 2, cyTop - cell / 2 - size * 0.35, size, label.length > 1 ? 'bold' : 'regular', COLORS.accent);
      for (let c = 0; c < r; c++) {
        const a = cells.get(`${r}:${c}`);
        if (!a) continue;
        const k = aspectKind(a.type);
        const cx = x + c * cell + cell / 2;
        const gs = k.glyph.length > 1 ? glyphSize * 0.75 : glyphSize;
        w.drawCentered(k.glyph, cx, cyTop - cell * 0.5, gs, 'regular', aspectColor(k.kind));
        w.drawCentered(orbText(a.orb), cx, cyTop - cell + cell * 0.12, orbSize, 'regular', COLORS.muted);
      }
    });
  }
  return cell;
}

/** The names of the bodies in the grid, for the key under it. */
export const gridKey = (view: AstroView): string =>
  gridBodies(view)
    .map((b) => `${b.glyph} ${bodyName(b.key)}`)
    .join('   ');
