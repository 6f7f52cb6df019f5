/**
 * npm run bench:images — chart images in-process: the natal wheel as SVG (drawing + SVG text),
 * and as an 800 px PNG (drawing, outlined text, resvg rasterization and PNG encoding); the
 * bodygraph likewise. Per image: median and p95 wall time, and CPU time per image (the honest
 * figure on a shared machine). Single thread, charts computed once up front.
 */
import { computeNatalChart } from '#shared/astro/chart';
import { drawBodygraph } from '#shared/drawing/bodygraph';
import type { GateSide } from '#shared/drawing/bodygraph';
import { toPng } from '#shared/drawing/png';
import { toSvg } from '#shared/drawing/svg';
import { drawWheel } from '#shared/drawing/wheel';
import { transitsAt, wheelFromNatal } from '#shared/images/charts';
import { computeHumanDesign } from '#shared/human-design/chart';
import { toBlueprintHumanDesign } from '#shared/human-design/present';
import { hdView } from '#shared/chart-views/index';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const chart = wheelFromNatal(computeNatalChart({ date: '1990-07-15', time: '14:30', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 }));
const outer = transitsAt(new Date('2026-11-23T21:00:00Z'), chart);
const hd = hdView(toBlueprintHumanDesign(computeHumanDesign({ date: '1990-07-15', time: '14:30', timezone: 'Europe/London' })) as never);
const graph = { defined: hd.defined, gates: hd.gates as Map<number, Set<GateSide>> };
const opts = { title: 'bench', desc: 'bench', caption: ['London, UK', '1990-07-15 14:30'] };

function measure(label: string, fn: () => unknown, target: number): void {
  for (let i = 0; i < 5; i++) fn(); // warm-up
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end || times.length < 10) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const cpuMs = (cpu.user + cpu.system) / 1000 / times.length;
  console.log(
    `${label.padEnd(34)} n=${String(times.length).padStart(5)}  median ${at(0.5).toFixed(2).padStart(7)} ms  p95 ${at(0.95).toFixed(2).padStart(7)} ms  min ${times[0]!.toFixed(2).padStart(7)} ms  cpu ${cpuMs.toFixed(2).padStart(7)} ms/image  (target < ${target} ms: ${at(0.5) < target ? 'ok' : 'OVER'})`,
  );
}

measure('natal wheel, SVG', () => toSvg(drawWheel(chart, opts), 800), 5);
measure('transit wheel, SVG', () => toSvg(drawWheel(chart, { ...opts, outer }), 800), 5);
measure('bodygraph, SVG', () => toSvg(drawBodygraph(graph, opts), 800), 5);
measure('natal wheel, PNG 800 px', () => toPng(drawWheel(chart, opts), 800), 60);
measure('transit wheel, PNG 800 px', () => toPng(drawWheel(chart, { ...opts, outer }), 800), 60);
measure('bodygraph, PNG 800 px wide', () => toPng(drawBodygraph(graph, opts), 800), 60);
