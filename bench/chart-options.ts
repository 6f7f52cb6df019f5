/**
 * What the natal chart options cost (npm run bench:chart-options): the natal chart calculator's
 * answer (chart + presentation, shared/calculators/natal-chart.ts) without options and with
 * every option on (asteroids, fixed stars, lots, dignities, patterns, declinations, antiscia,
 * midpoints), interleaved over the same seeded births; and each option alone. CPU time per chart,
 * median of runs. Target: all options together add under 1 ms.
 */
import { natalChartData } from '#shared/calculators/natal-chart';
import { CHART_EXTRAS } from '#shared/astro/chart-extras';
import { natalChartRequestSchema, type NatalChartRequest } from '#shared/http/schemas';
import { rng } from '#test/support/random';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const N = Number(process.env.BENCH_CHARTS ?? 400);
const ZONES = ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'America/Sao_Paulo', 'Asia/Tokyo'];
const pad = (n: number): string => String(n).padStart(2, '0');

function births(n: number, seed: number, extra: Record<string, unknown>): NatalChartRequest[] {
  const r = rng(seed);
  return Array.from({ length: n }, () =>
    natalChartRequestSchema.parse({
      birthDate: `${1900 + Math.floor(r() * 200)}-${pad(1 + Math.floor(r() * 12))}-${pad(1 + Math.floor(r() * 28))}`,
      birthTime: `${pad(Math.floor(r() * 24))}:${pad(Math.floor(r() * 60))}`,
      city: 'X',
      country: 'Y',
      timezone: ZONES[Math.floor(r() * ZONES.length)]!,
      latitude: -60 + r() * 120,
      longitude: -180 + r() * 360,
      ...extra,
    }),
  );
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

let sink = 0;
/** CPU microseconds per chart over a batch. */
function cpuPerChart(batch: NatalChartRequest[]): number {
  const c0 = process.cpuUsage();
  for (const b of batch) sink += JSON.stringify(natalChartData(b)).length;
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / batch.length;
}

const ALL = Object.fromEntries(CHART_EXTRAS.map((k) => [k, true]));
// warm-up: JIT, the ephemeris files and the star catalogue (read once per process, about 10 ms)
cpuPerChart(births(200, 1, ALL));
cpuPerChart(births(200, 2, {}));

const plain: number[] = [];
const all: number[] = [];
for (let run = 0; run < RUNS; run++) {
  plain.push(cpuPerChart(births(N, 100 + run, {})));
  all.push(cpuPerChart(births(N, 100 + run, ALL)));
}
const base = median(plain);
console.log(`natal chart answer, no options:   ${(base / 1000).toFixed(3)} ms CPU per chart (median of ${RUNS} runs of ${N})`);
console.log(`natal chart answer, every option: ${(median(all) / 1000).toFixed(3)} ms CPU per chart`);
console.log(`every option together adds:       ${((median(all) - base) / 1000).toFixed(3)} ms (target < 1 ms); paired runs: ${all.map((a, i) => ((a - plain[i]!) / 1000).toFixed(3)).join(' ')}`);
for (const k of CHART_EXTRAS) {
  const one: number[] = [];
  const zero: number[] = [];
  for (let run = 0; run < 3; run++) {
    zero.push(cpuPerChart(births(N, 200 + run, {})));
    one.push(cpuPerChart(births(N, 200 + run, { [k]: true })));
  }
  console.log(`  ${k.padEnd(13)} adds ${((median(one) - median(zero)) / 1000).toFixed(3)} ms`);
}
if (sink === 0) console.log('');
