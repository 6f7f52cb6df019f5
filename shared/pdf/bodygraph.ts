/**
 * The Human Design bodygraph, drawn as vectors: the nine centers in their usual places
 * and shapes (defined ones filled), all 36 channels as faint tracks, each activated gate
 * colouring its half of its channel (personality black, design red, both striped), and
 * the gate numbers on the centers.
 *
 * Layout coordinates: a 300 x 520 box, y pointing down; `drawBodygraph` scales them.
 */
import { rgb } from 'pdf-lib';
import type { Color } from 'pdf-lib';
import { CENTER_GATES as GATE_IDS, CENTER_IDS, CHANNELS } from '../human-design/bodygraph';
import type { CenterId } from '../human-design/bodygraph';
import { COLORS } from './layout';
import type { Writer } from './layout';
import type { HdView } from './model';

type P = readonly [number, number];

export const LAYOUT_SIZE = { width: 300, height: 520 } as const;

/** Outline of each center (polygon, layout coordinates). */
export const CENTER_SHAPES: Record<CenterId, readonly P[]> = {
  head: [[150, 10], [185, 70], [115, 70]],
  ajna: [[115, 90], [185, 90], [150, 150]],
  throat: [[115, 175], [185, 175], [185, 235], [115, 235]],
  g: [[150, 252], [188, 290], [150, 328], [112, 290]],
  heart: [[222, 288], [246, 327], [198, 327]],
  sacral: [[115, 360], [185, 360], [185, 420], [115, 420]],
  root: [[115, 455], [185, 455], [185, 510], [115, 510]],
  spleen: [[18, 338], [86, 385], [18, 432]],
  solarPlexus: [[282, 338], [214, 385], [282, 432]],
};

/** Where each gate sits on its center's outline. */
export const GATE_POINTS: Record<number, P> = {
  // head
  64: [130, 70], 61: [150, 70], 63: [170, 70],
  // ajna
  47: [130, 90], 24: [150, 90], 4: [170, 90], 17: [137, 128], 43: [150, 146], 11: [163, 128],
  // throat
  62: [130, 175], 23: [150, 175], 56: [170, 175], 16: [115, 188], 20: [115, 212],
  35: [185, 186], 12: [185, 203], 45: [185, 220], 31: [130, 235], 8: [150, 235], 33: [170, 235],
  // g
  1: [150, 256], 7: [137, 265], 13: [163, 265], 10: [121, 281], 25: [180, 282],
  15: [131, 309], 46: [169, 309], 2: [150, 324],
  // heart
  21: [230, 301], 51: [208, 311], 26: [212, 327], 40: [238, 314],
  // sacral
  5: [130, 360], 14: [150, 360], 29: [170, 360], 34: [115, 373], 27: [115, 400], 59: [185, 400],
  42: [130, 420], 3: [150, 420], 9: [170, 420],
  // root
  53: [130, 455], 60: [150, 455], 52: [170, 455], 54: [115, 467], 38: [115, 482], 58: [115, 497],
  19: [185, 467], 39: [185, 482], 41: [185, 497],
  // spleen (upper edge, then lower edge)
  48: [30, 346], 57: [48, 359], 44: [68, 372], 50: [70, 396], 32: [55, 406], 28: [40, 416], 18: [26, 426],
  // solar plexus
  36: [270, 346], 22: [252, 359], 37: [232, 372], 6: [230, 396], 49: [245, 406], 55: [260, 416], 30: [274, 426],
};

const CENTER_FILL: Record<CenterId, Color> = {
  head: rgb(0.98, 0.86, 0.35),
  ajna: rgb(0.45, 0.75, 0.45),
  throat: rgb(0.72, 0.55, 0.38),
  g: rgb(0.98, 0.86, 0.35),
  heart: rgb(0.86, 0.3, 0.3),
  sacral: rgb(0.86, 0.3, 0.3),
  solarPlexus: rgb(0.72, 0.55, 0.38),
  spleen: rgb(0.72, 0.55, 0.38),
  root: rgb(0.72, 0.55, 0.38),
};

export const SIDE_COLORS = { personality: rgb(0.1, 0.1, 0.12), design: rgb(0.8, 0.12, 0.14) } as const;
const TRACK = rgb(0.88, 0.88, 0.9);

/** Draw the bodygraph with its top-left corner at (x, top), scaled to `width`. */
export function drawBodygraph(w: Writer, hd: HdView, x: number, top: number, width: number): void {
  const page = w.page;
  const k = width / LAYOUT_SIZE.width;
  const at = ([px, py]: P): { x: number; y: number } => ({ x: x + px * k, y: top - py * k });
  const line = (a: P, b: P, thickness: number, color: Color): void => {
    page.drawLine({ start: at(a), end: at(b), thickness: thickness * k, color });
  };

  // 1. Channel tracks, then the activated halves.
  for (const ch of CHANNELS) {
    const [g1, g2] = ch.gates;
    const a = GATE_POINTS[g1]!;
    const b = GATE_POINTS[g2]!;
    line(a, b, 6, TRACK);
  }
  for (const ch of CHANNELS) {
    const [g1, g2] = ch.gates;
    const a = GATE_POINTS[g1]!;
    const b = GATE_POINTS[g2]!;
    const mid: P = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    for (const [gate, from] of [[g1, a], [g2, b]] as const) {
      const sides = hd.gates.get(gate);
      if (!sides) continue;
      const p = sides.has('personality');
      const d = sides.has('design');
      if (p && d) {
        // Striped: two thin parallel lines.
        const dx = mid[0] - from[0];
        const dy = mid[1] - from[1];
        const len = Math.hypot(dx, dy) || 1;
        const ox = (-dy / len) * 1.5;
        const oy = (dx / len) * 1.5;
        line([from[0] + ox, from[1] + oy], [mid[0] + ox, mid[1] + oy], 2.6, SIDE_COLORS.personality);
        line([from[0] - ox, from[1] - oy], [mid[0] - ox, mid[1] - oy], 2.6, SIDE_COLORS.design);
      } else if (p || d) {
        line(from, mid, 4.5, p ? SIDE_COLORS.personality : SIDE_COLORS.design);
      } else {
        // Gate known only from a defined channel: neutral dark.
        line(from, mid, 4.5, COLORS.muted);
      }
    }
  }

  // 2. Centers.
  for (const id of CENTER_IDS) {
    const pts = CENTER_SHAPES[id];
    const d = `M ${pts.map(([px, py]) => `${(px * k).toFixed(2)} ${(py * k).toFixed(2)}`).join(' L ')} Z`;
    const defined = hd.defined.has(id);
    page.drawSvgPath(d, {
      x,
      y: top,
      color: defined ? CENTER_FILL[id] : rgb(1, 1, 1),
      borderColor: COLORS.text,
      borderWidth: 1.1,
    });
  }

  // 3. Gate numbers: activated gates in a small dark disc.
  const size = Math.max(5, 6.2 * k);
  for (const [gateStr, pos] of Object.entries(GATE_POINTS)) {
    const gate = Number(gateStr);
    const center = centroidOf(gate);
    // Pull the label slightly inside the center so it sits on the shape.
    const inward: P = [pos[0] + (center[0] - pos[0]) * 0.22, pos[1] + (center[1] - pos[1]) * 0.22];
    const p = at(inward);
    const active = hd.gates.has(gate);
    if (active) page.drawCircle({ x: p.x, y: p.y, size: size * 0.85, color: COLORS.text });
    w.drawCentered(String(gate), p.x, p.y - size * 0.36, size, active ? 'bold' : 'regular', active ? rgb(1, 1, 1) : COLORS.text);
  }
}

const centroids = new Map<number, P>();
function centroidOf(gate: number): P {
  const hit = centroids.get(gate);
  if (hit) return hit;
  for (const id of CENTER_IDS) {
    const pts = CENTER_SHAPES[id];
    if (!GATE_IDS[id].includes(gate)) continue;
    const c: P = [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
    centroids.set(gate, c);
    return c;
  }
  return GATE_POINTS[gate] ?? [150, 260];
}
