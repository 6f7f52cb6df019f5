/**
 * Sky calendar benchmark (npm run bench:events), in-process on one core: the events of a window of
 * 30 and 366 days, each kind alone and all together, and a day of planetary hours. Windows start on
 * seeded days of 1900-2100, so the process-wide position cache is cold for each. Median of runs.
 */
import { initEphemeris } from '#shared/astro/ephemeris';
import { jdFromEpochMs } from '#shared/astro/time';
import { planetaryDay } from '#shared/events/planetary-hours';
import { skyCalendar, SKY_EVENT_TYPES, type SkyEventType } from '#shared/events/sky-calendar';
import { clearPositionCache } from '#shared/sky/index';
import { rng } from '#test/support/random';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
initEphemeris();
const r = rng(37);
const starts = Array.from({ length: 8 }, () => jdFromEpochMs(Date.UTC(1900 + Math.floor(r() * 200), Math.floor(r() * 12), 1 + Math.floor(r() * 28))));
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

let sink = 0;
function measure(label: string, days: number, types: readonly SkyEventType[]): void {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let total = 0;
    for (const s of starts) {
      clearPositionCache();
      const t0 = process.hrtime.bigint();
      sink += skyCalendar({ startJd: s, endJd: s + days, types }).length;
      total += Number(process.hrtime.bigint() - t0) / 1e6;
    }
    runs.push(total / starts.length);
  }
  console.log(`${label.padEnd(44)} median ${median(runs).toFixed(1)} ms  (min ${Math.min(...runs).toFixed(1)}, max ${Math.max(...runs).toFixed(1)}; ${starts.length} windows x ${RUNS} runs)`);
}

for (const t of SKY_EVENT_TYPES) measure(`${t}, 366 days`, 366, [t]);
measure('every kind, 30 days', 30, SKY_EVENT_TYPES);
measure('every kind, 366 days', 366, SKY_EVENT_TYPES);

const hours: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = process.hrtime.bigint();
  for (let d = 0; d < 100; d++) sink += planetaryDay('2027-01-01', Date.UTC(2027, 0, 1 + d), (5 + d) % 7, { latitude: 51.5, longitude: -0.13 }).hours.length;
  hours.push(Number(process.hrtime.bigint() - t0) / 1e6 / 100);
}
console.log(`${'planetary hours of a day'.padEnd(44)} median ${median(hours).toFixed(3)} ms`);
if (sink < 0) console.log(sink);
