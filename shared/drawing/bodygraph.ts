/**
 * The Human Design bodygraph as a drawing: the nine centres in their usual places and
 * shapes (defined ones filled), the 36 channels as tracks, each activated gate colouring its
 * half of its channel (personality and design, or person A and person B; both: striped),
 * and the 64 gate numbers on discs inside their centres. Centres are drawn over the
 * channels and the labels sit inside the centres, so no channel line crosses a label;
 * the label places are fixed data checked by the tests not to overlap one another.
 *
 * Layout coordinates: a 300 x 520 box (y down), drawn at twice that size with a margin.
 */
import { CENTER_GATES, CENTER_IDS, CHANNELS } from '../human-design/bodygraph';
import type { CenterId } from '../human-design/bodygraph';
import { textWidth } from './metrics';
import { num } from './shapes';
import type { Drawing, Shape } from './shapes';
import { THEME } from './theme';
import type { Theme, ThemeName } from './theme';

type P = readonly [number, number];

/** Who activates a gate: the two sides of one chart, or the two people of a connection. */
export type GateSide = 'personality' | 'design' | 'a' | 'b';

export interface BodygraphInput {
  defined: ReadonlySet<CenterId>;
  /** Activated gates and who activates them (an empty set: known only from a defined channel). */
  gates: ReadonlyMap<number, ReadonlySet<GateSide>>;
}

export interface BodygraphOptions {
  theme?: ThemeName;
  title: string;
  desc: string;
  caption?: readonly string[];
  /** The legend: names of the two sides, or of the two people of a connection (`people`). */
  legend?: { labels: readonly [string, string]; people?: boolean; both?: (people: boolean, gates: readonly number[]) => string };
}

export const LAYOUT = { width: 300, height: 520 } as const;
const K = 2;
const MARGIN = 20;
const LEGEND_LINE = 26;
const LEGEND_SIZE = 18;
export const BODYGRAPH_SIZE = { width: LAYOUT.width * K + 2 * MARGIN, height: LAYOUT.height * K + 2 * MARGIN + 36 + 2 * LEGEND_LINE + 14 } as const;

/** Outline of each centre (polygon, layout coordinates). */
export const CENTER_SHAPES: Record<CenterId, readonly P[]> = {
  head: [[150, 8], [188, 72], [112, 72]],
  ajna: [[112, 88], [188, 88], [150, 152]],
  throat: [[112, 172], [188, 172], [188, 238], [112, 238]],
  g: [[150, 250], [192, 292], [150, 334], [108, 292]],
  // the Heart a little smaller than the other triangles, so that the throat's channels to the
  // Solar Plexus (35-36, 12-22) pass between it and the page's edge, as on the standard chart
  heart: [[226, 285.6], [253.2, 333.2], [198.8, 333.2]],
  sacral: [[112, 358], [188, 358], [188, 422], [112, 422]],
  root: [[112, 452], [188, 452], [188, 512], [112, 512]],
  spleen: [[14, 334], [88, 385], [14, 436]],
  solarPlexus: [[286, 334], [212, 385], [286, 436]],
};

/** Where each gate's channel meets its centre's outline. */
export const GATE_POINTS: Record<number, P> = {
  // head
  64: [128, 72], 61: [150, 72], 63: [172, 72],
  // ajna
  47: [128, 88], 24: [150, 88], 4: [172, 88], 17: [134, 125], 43: [150, 152], 11: [166, 125],
  // throat
  62: [128, 172], 23: [150, 172], 56: [172, 172], 16: [112, 186], 20: [112, 214],
  35: [188, 184], 12: [188, 205], 45: [188, 226], 31: [128, 238], 8: [150, 238], 33: [172, 238],
  // g
  1: [150, 250], 7: [134, 266], 13: [166, 266], 10: [108, 292], 25: [192, 292],
  15: [134, 318], 46: [166, 318], 2: [150, 334],
  // heart
  21: [234.3, 300], 51: [210, 313.7], 26: [221, 333.2], 40: [245, 333.2],
  // sacral
  5: [128, 358], 14: [150, 358], 29: [172, 358], 34: [112, 372], 27: [112, 400], 59: [188, 400],
  42: [128, 422], 3: [150, 422], 9: [172, 422],
  // root
  53: [128, 452], 60: [150, 452], 52: [172, 452], 54: [112, 466], 38: [112, 482], 58: [112, 498],
  19: [188, 466], 39: [188, 482], 41: [188, 498],
  // spleen (upper edge, then lower edge)
  48: [26, 342], 57: [46, 356], 44: [66, 370], 50: [70, 398], 32: [52, 411], 28: [34, 423], 18: [18, 433],
  // solar plexus
  36: [278, 339.5], 22: [262, 350.5], 37: [234, 370], 6: [230, 398], 49: [248, 411], 55: [266, 423], 30: [282, 433],
};

/**
 * Channels that do not run straight from gate to gate: the bends that keep them off every centre
 * they do not connect (35-36 and 12-22 round the Heart on its outer side, 12-22 inside 35-36;
 * 26-44 under the G centre and over the Sacral; 20-34 left of the G centre). Checked by the tests: no channel enters a centre
 * it does not connect.
 */
export const CHANNEL_BENDS: Readonly<Record<string, readonly P[]>> = {
  '35-36': [[268, 270]],
  '12-22': [[247, 288]],
  '26-44': [[110, 352]],
  '20-34': [[99, 292]],
};

const channelKey = (g1: number, g2: number): string => `${Math.min(g1, g2)}-${Math.max(g1, g2)}`;

/** The path of a channel from its first gate to its second, in layout units. */
export function channelPath(g1: number, g2: number): P[] {
  const bends = CHANNEL_BENDS[channelKey(g1, g2)] ?? [];
  const path: P[] = [GATE_POINTS[g1]!, ...(g1 < g2 ? bends : [...bends].reverse()), GATE_POINTS[g2]!];
  return path;
}

/** The first half of a path (from its start to half its length). */
function halfPath(path: readonly P[]): P[] {
  const lens = path.slice(1).map((p, i) => Math.hypot(p[0] - path[i]![0], p[1] - path[i]![1]));
  let left = lens.reduce((a, b) => a + b, 0) / 2;
  const out: P[] = [path[0]!];
  for (let i = 0; i < lens.length; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    if (lens[i]! >= left) {
      const k = left / (lens[i]! || 1);
      out.push([a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k]);
      return out;
    }
    out.push(b);
    left -= lens[i]!;
  }
  return out;
}

/** Radius of a gate label disc, layout units. */
export const LABEL_RADIUS = 5.6;
const LABEL_SIZE = 6.4;
const INSET = 8;

const GATE_CENTRE: Record<number, CenterId> = Object.fromEntries(CENTER_IDS.flatMap((id) => CENTER_GATES[id].map((g) => [g, id])));
const centroid = (id: CenterId): P => {
  const pts = CENTER_SHAPES[id];
  return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
};

/** Label centre of each gate: its outline point moved INSET units towards the centre's middle. */
export const GATE_LABELS: Record<number, P> = Object.fromEntries(
  Object.entries(GATE_POINTS).map(([g, p]) => {
    const c = centroid(GATE_CENTRE[Number(g)]!);
    const dx = c[0] - p[0];
    const dy = c[1] - p[1];
    const len = Math.hypot(dx, dy) || 1;
    return [g, [p[0] + (dx / len) * INSET, p[1] + (dy / len) * INSET] as P];
  }),
);

const centreFill = (id: CenterId, t: Theme): string =>
  id === 'heart' || id === 'sacral' ? t.centres.motor
    : id === 'ajna' ? t.centres.awareness
      : id === 'head' ? t.centres.pressure
        : id === 'g' ? t.centres.identity
          : t.centres.throat;

export function drawBodygraph(hd: BodygraphInput, opts: BodygraphOptions): Drawing {
  const t = THEME[opts.theme ?? 'light'];
  const X = (p: P): { x: number; y: number } => ({ x: MARGIN + p[0] * K, y: MARGIN + p[1] * K });
  const sideColor = (s: GateSide): string =>
    s === 'personality' ? t.personality : s === 'design' ? t.design : s === 'a' ? t.personA : t.personB;
  const shapes: Shape[] = [];

  // 1. Channel tracks (routed round the centres they do not connect), then the activated halves.
  const poly = (pts: readonly P[], width: number, color: string, offset: P = [0, 0]): Shape => ({
    kind: 'path',
    d: `M ${pts.map((p) => `${num(X([p[0] + offset[0], p[1] + offset[1]]).x)} ${num(X([p[0] + offset[0], p[1] + offset[1]]).y)}`).join(' L ')}`,
    stroke: { color, width: width * K, cap: 'butt' },
  });
  for (const ch of CHANNELS) shapes.push({ ...poly(channelPath(ch.gates[0], ch.gates[1]), 7, t.track), attrs: { class: 'channel', 'data-channel': channelKey(ch.gates[0], ch.gates[1]) } });
  for (const ch of CHANNELS) {
    const [g1, g2] = ch.gates;
    for (const [gate, other] of [[g1, g2], [g2, g1]] as const) {
      const sides = hd.gates.get(gate);
      if (!sides) continue;
      const half = halfPath(channelPath(gate, other));
      const list = [...sides].sort();
      const attrs = { 'data-gate': String(gate), 'data-sides': list.join(' ') };
      if (list.length >= 2) {
        // two colours side by side along the first leg's direction
        const a = half[0]!;
        const b = half[1]!;
        const dx = b[0] - a[0];
        const dy = b[1] - a[1];
        const len = Math.hypot(dx, dy) || 1;
        const o: P = [(-dy / len) * 1.6, (dx / len) * 1.6];
        shapes.push({ kind: 'group', attrs, children: [poly(half, 3, sideColor(list[0]!), o), poly(half, 3, sideColor(list[1]!), [-o[0], -o[1]])] });
      } else {
        shapes.push({ kind: 'group', attrs, children: [poly(half, 5, list[0] ? sideColor(list[0]) : t.muted)] });
      }
    }
  }

  // 2. Centres, over the channels.
  for (const id of CENTER_IDS) {
    const d = `M ${CENTER_SHAPES[id].map((p) => `${num(X(p).x)} ${num(X(p).y)}`).join(' L ')} Z`;
    const defined = hd.defined.has(id);
    shapes.push({
      kind: 'group',
      attrs: { 'data-center': id, 'data-defined': String(defined) },
      children: [{ kind: 'path', d, fill: defined ? centreFill(id, t) : t.openCentre, stroke: { color: t.ink, width: 2.2, cap: 'round' } }],
    });
  }

  // 3. Gate numbers on discs inside the centres; active gates on a dark disc.
  for (const [gateStr, pos] of Object.entries(GATE_LABELS)) {
    const gate = Number(gateStr);
    const p = X(pos);
    const sides = hd.gates.get(gate);
    const active = sides !== undefined;
    const only = sides && sides.size === 1 ? sideColor([...sides][0]!) : t.ink;
    shapes.push({
      kind: 'group',
      attrs: { class: 'gate', 'data-gate': gateStr, 'data-active': String(active), 'data-x': num(p.x), 'data-y': num(p.y), 'data-r': num(LABEL_RADIUS * K) },
      children: [
        { kind: 'circle', cx: p.x, cy: p.y, r: LABEL_RADIUS * K, fill: active ? only : t.openCentre, stroke: { color: active ? only : t.rule, width: 1 } },
        { kind: 'text', x: p.x, y: p.y + LABEL_SIZE * K * 0.36, text: gateStr, size: LABEL_SIZE * K, anchor: 'middle', bold: active, fill: active ? t.background : t.ink },
      ],
    });
  }

  // 4. Legend and caption under the graph.
  const baseY = MARGIN + LAYOUT.height * K + 36;
  if (opts.legend) {
    // one entry a line: a sample of the colour and the name (cut to the width); then the gates both share
    const [l1, l2] = opts.legend.labels;
    const [c1, c2] = opts.legend.people ? [t.personA, t.personB] : [t.personality, t.design];
    const room = BODYGRAPH_SIZE.width - 2 * MARGIN - 40;
    const fit = (text: string, size: number): string => {
      let out = text;
      while (out.length > 1 && textWidth(out, size) > room) out = `${out.slice(0, -2).trimEnd()}…`;
      return out;
    };
    const both = [...hd.gates.entries()].filter(([, sd]) => sd.size >= 2).map(([g]) => g).sort((x, y) => x - y);
    const entries: Array<[string, Shape[]]> = [
      [l1, [{ kind: 'line', x1: MARGIN, y1: 0, x2: MARGIN + 28, y2: 0, stroke: { color: c1, width: 8 } }]],
      [l2, [{ kind: 'line', x1: MARGIN, y1: 0, x2: MARGIN + 28, y2: 0, stroke: { color: c2, width: 8 } }]],
      [
        opts.legend.both ? opts.legend.both(opts.legend.people === true, both) : `${opts.legend.people ? 'Both' : 'Both sides'}${both.length ? `: gates ${both.join(', ')}` : ''}`,
        [
          { kind: 'line', x1: MARGIN, y1: -3, x2: MARGIN + 28, y2: -3, stroke: { color: c1, width: 4 } },
          { kind: 'line', x1: MARGIN, y1: 3, x2: MARGIN + 28, y2: 3, stroke: { color: c2, width: 4 } },
        ],
      ],
    ];
    entries.forEach(([text, sample], i) => {
      const y = baseY + i * LEGEND_LINE;
      for (const sh of sample) if (sh.kind === 'line') shapes.push({ ...sh, y1: sh.y1 + y - 6, y2: sh.y2 + y - 6 });
      shapes.push({ kind: 'text', attrs: { class: i === 2 ? 'legend legend-both' : 'legend' }, x: MARGIN + 36, y, text: fit(text, LEGEND_SIZE), size: LEGEND_SIZE, anchor: 'start', fill: t.ink });
    });
  }
  (opts.caption ?? []).forEach((line, i) => {
    shapes.push({ kind: 'text', x: MARGIN, y: MARGIN + 16 + i * 22, text: line, size: i === 0 ? 18 : 15, anchor: 'start', bold: i === 0, fill: i === 0 ? t.ink : t.muted });
  });

  return { width: BODYGRAPH_SIZE.width, height: BODYGRAPH_SIZE.height, title: opts.title, desc: opts.desc, background: t.background, shapes };
}

/**
 * Two people on one bodygraph (the connection chart): each activated gate carries side `a`,
 * `b` or both, and a centre is defined when a channel is complete with the two people's gates
 * together (or was defined for either of them alone).
 */
export function connectionInput(a: BodygraphInput, b: BodygraphInput): BodygraphInput {
  const gates = new Map<number, Set<GateSide>>();
  const add = (from: BodygraphInput, side: GateSide): void => {
    for (const gate of from.gates.keys()) gates.set(gate, (gates.get(gate) ?? new Set<GateSide>()).add(side));
  };
  add(a, 'a');
  add(b, 'b');
  const defined = new Set<CenterId>([...a.defined, ...b.defined]);
  for (const ch of CHANNELS) if (gates.has(ch.gates[0]) && gates.has(ch.gates[1])) for (const c of ch.centers) defined.add(c);
  return { defined, gates };
}
