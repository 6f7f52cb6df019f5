/**
 * Astrology core benchmark (npm run bench:astro): full natal charts per second on
 * one core (time conversion, 14 ephemeris bodies, angles, Part of Fortune,
 * 12 Placidus cusps, all aspects), plus the cost of one house calculation and of
 * one body position. Median of several runs over varied, seeded inputs.
 */
import { computeNatalChart } from '#shared/astro/chart';
import { computeHouses } from '#shared/astro/houses';
import { bodyPosition, initEphemeris, SE } from '#shared/astro/ephemeris';
import type { BirthInput } from '#shared/astro/types';
import { birthMoment } from '#shared/astro/moment';
import { rng } from '#test/support/random';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHARTS_PER_RUN = Number(process.env.BENCH_CHARTS ?? 3000);


const ZONES = ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'America/Sao_Paulo', 'Africa/Lagos', 'Asia/Tokyo', 'Europe/Berlin'];
const pad = (n: number): string => String(n).padStart(2, '0');

function inputs(n: number, seed: number): BirthInput[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => ({
    date: `${1900 + Math.floor(r() * 200)}-${pad(1 + Math.floor(r() * 12))}-${pad(1 + Math.floor(r() * 28))}`,
    time: `${pad(Math.floor(r() * 24))}:${pad(Math.floor(r() * 60))}`,
    timezone: ZONES[Math.floor(r() * ZONES.length)]!,
    latitude: -60 + r() * 120,
    longitude: -180 + r() * 360,
  }));
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

initEphemeris();
// Warm-up (JIT, ephemeris file caches, zone caches).
let sink = 0;
for (const i of inputs(500, 1)) sink += computeNatalChart(i).aspects.length;

// Wall-clock rate and CPU-time rate (charts per CPU second of this single-threaded
// process); on a shared machine the CPU-time figure is the honest one-core number.
const rates: number[] = [];
const cpuRates: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const batch = inputs(CHARTS_PER_RUN, 100 + run);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (const i of batch) sink += computeNatalChart(i).aspects.length;
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  rates.push((CHARTS_PER_RUN / ms) * 1000);
  cpuRates.push(CHARTS_PER_RUN / ((cpu.user + cpu.system) / 1e6));
}

const r = rng(7);
const jds = Array.from({ length: 20000 }, () => 2415020.5 + r() * 73000);
let t0 = performance.now();
for (const jd of jds) sink += computeHouses(jd, 48.85, 2.35, 'placidus').ascendant;
const houseUs = ((performance.now() - t0) / jds.length) * 1000;
t0 = performance.now();
for (const jd of jds) sink += bodyPosition(jd, SE.MARS).longitude;
const bodyUs = ((performance.now() - t0) / jds.length) * 1000;
// Consecutive hourly instants (the transit pattern): the ephemeris segment is already loaded.
t0 = performance.now();
for (let k = 0; k < jds.length; k++) sink += bodyPosition(2451545 + k / 24, SE.MARS).longitude;
const bodySeqUs = ((performance.now() - t0) / jds.length) * 1000;

// Local birth time -> UT alone (zone lookup, offset, gap/fold rule): the cost a chart pays first.
const conv = inputs(20000, 9);
for (const i of conv.slice(0, 2000)) sink += birthMoment(i).jdUT;
t0 = performance.now();
for (const i of conv) sink += birthMoment(i).jdUT;
const convUs = ((performance.now() - t0) / conv.length) * 1000;

const list = (xs: number[]): string => xs.map((x) => Math.round(x)).join(', ');
console.log(`natal chart (19 points, 12 cusps, all aspects), ${RUNS} runs of ${CHARTS_PER_RUN}:`);
console.log(`  wall clock: median ${Math.round(median(rates))} charts/s [${list(rates)}]`);
console.log(`  CPU time (one core): median ${Math.round(median(cpuRates))} charts/s [${list(cpuRates)}]`);
console.log(`one house calculation (Placidus, houses_ex2): ${houseUs.toFixed(1)} µs`);
console.log(`one body position (Mars, calc_ut with speed): ${bodyUs.toFixed(1)} µs at random instants, ${bodySeqUs.toFixed(1)} µs at hourly steps`);
console.log(`one local time -> UT conversion (birthMoment, 8 zones, 1900-2099): ${convUs.toFixed(2)} µs`);
if (!Number.isFinite(sink)) console.log('unexpected');
