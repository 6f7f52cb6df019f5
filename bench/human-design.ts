/**
 * npm run bench:hd — Human Design charts per second (full computeHumanDesign: local time -> UTC,
 * 22 ephemeris positions, the design-moment solve, bodygraph, cross, variables) and numerology
 * results per second (computeNumerology + lifePath + personalCycles). Single thread.
 */
import { computeHumanDesign } from '#shared/human-design/chart';
import { computeNumerology, lifePath, personalCycles } from '#shared/numerology/index';

const pad = (n: number) => String(n).padStart(2, '0');
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];

// Deterministic spread of births over 1850-2350.
let seed = 12345;
const rnd = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const births = Array.from({ length: 5000 }, (_, i) => ({
  date: `${1850 + Math.floor(rnd() * 500)}-${pad(1 + Math.floor(rnd() * 12))}-${pad(1 + Math.floor(rnd() * 28))}`,
  time: `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}`,
  timezone: ZONES[i % ZONES.length]!,
}));
const NAMES = ['Barack Obama', "José María Núñez-O'Brien", 'Lynn Kelly', 'Владимир Набоков', 'Ada Lovelace', 'Mary-Kate Smith'];

function rate(label: string, seconds: number, fn: (i: number) => unknown): number {
  for (let i = 0; i < 200; i++) fn(i); // warm-up
  let n = 0;
  let sink = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    for (let k = 0; k < 50; k++) {
      const r = fn(n++);
      if (r) sink++;
    }
  }
  const wall = (performance.now() - start) / 1000;
  const cpuUsed = process.cpuUsage(cpu0);
  const cpu = (cpuUsed.user + cpuUsed.system) / 1e6;
  // Rate per second of CPU time of this (single-threaded) process: what one core delivers,
  // independent of other processes competing for the machine. Wall-clock rate shown too.
  const perCpuSecond = n / cpu;
  const fmt = (x: number) => Math.round(x).toLocaleString('en-US').padStart(10);
  console.log(`${label.padEnd(44)} ${fmt(perCpuSecond)} /s per CPU-second   ${fmt(n / wall)} /s wall clock   (${n} runs, ${sink === n ? 'ok' : 'check'})`);
  return perCpuSecond;
}

const hd = rate('Human Design chart (incl. design moment)', 3, (i) => computeHumanDesign(births[i % births.length]!));
const num = rate('numerology (computeNumerology)', 2, (i) => {
  const b = births[i % births.length]!;
  return computeNumerology(NAMES[i % NAMES.length]!, b.date, '2026-11-22');
});
const full = rate('numerology + lifePath + personalCycles', 2, (i) => {
  const b = births[i % births.length]!;
  return [computeNumerology(NAMES[i % NAMES.length]!, b.date, '2026-11-22'), lifePath(b.date), personalCycles(b.date, '2026-11-22')];
});
console.log(`targets: Human Design >= 1,500/s ${hd >= 1500 ? 'met' : 'NOT met'}; numerology >= 200,000/s ${num >= 200_000 ? 'met' : 'NOT met'} (all three calls: ${Math.round(full).toLocaleString('en-US')}/s)`);
