/**
 * Birth-time sensitivity benchmark (npm run bench:sensitivity), in-process on one core: windows of
 * +-30, +-120 and +-240 minutes for seeded births of 1900-2100 at latitudes -60..60. Median of runs.
 */
import { initEphemeris } from '#shared/astro/ephemeris';
import { resolveChartSettings } from '#shared/astro/options';
import { jdFromEpochMs } from '#shared/astro/time';
import { birthTimeSensitivity } from '#shared/sensitivity/core';
import { rng } from '#test/support/random';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
initEphemeris();
const r = rng(71);
const births = Array.from({ length: 10 }, () => ({ jdUT: jdFromEpochMs(Date.UTC(1900 + Math.floor(r() * 200), Math.floor(r() * 12), 1 + Math.floor(r() * 28), Math.floor(r() * 24))), latitude: -60 + r() * 120, longitude: -180 + r() * 360 }));
const settings = resolveChartSettings({});
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
let sink = 0;
for (const minutes of [30, 120, 240]) {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    for (const b of births) sink += birthTimeSensitivity({ ...b, settings, offsetSecondsAt: () => 0, standardOffsetSecondsAt: () => 0, plusMinusMinutes: minutes }).changes.length;
    runs.push(Number(process.hrtime.bigint() - t0) / 1e6 / births.length);
  }
  console.log(`sensitivity window +-${String(minutes).padEnd(3)} minutes   median ${median(runs).toFixed(1)} ms  (min ${Math.min(...runs).toFixed(1)}, max ${Math.max(...runs).toFixed(1)}; ${births.length} births x ${RUNS} runs)`);
}
if (sink < 0) console.log(sink);
