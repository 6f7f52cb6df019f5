import { writeFileSync } from 'node:fs';
import { drawBodygraph, GATE_LABELS, LABEL_RADIUS } from '#shared/drawing/bodygraph';
import type { GateSide } from '#shared/drawing/bodygraph';
import { toPng } from '#shared/drawing/png';
import { CENTER_IDS } from '#shared/human-design/bodygraph';
const e = Object.entries(GATE_LABELS);
for (let i = 0; i < e.length; i++) for (let j = i + 1; j < e.length; j++) {
  const d = Math.hypot(e[i]![1][0] - e[j]![1][0], e[i]![1][1] - e[j]![1][1]);
  if (d < 2 * LABEL_RADIUS + 0.5) console.log('overlap', e[i]![0], e[j]![0], d.toFixed(1));
}
const gates = new Map<number, Set<GateSide>>();
for (let g = 1; g <= 64; g++) gates.set(g, new Set<GateSide>(g % 3 === 0 ? ['personality', 'design'] : g % 3 === 1 ? ['personality'] : ['design']));
for (const theme of ['light', 'dark', 'mono'] as const) {
  const d = drawBodygraph({ defined: new Set(CENTER_IDS.filter((_, i) => i % 2 === 0)), gates }, { theme, title: 'x', desc: 'y', caption: ['Test person', 'Generator 2/4'], legend: { labels: ['Personality', 'Design'] } });
  writeFileSync(`/tmp/bg-${theme}.png`, toPng(d, 600));
}
