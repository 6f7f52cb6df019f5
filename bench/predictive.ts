/**
 * Predictive core benchmark (npm run bench:predictive), in-process on one core: a solar return with
 * its chart and its aspects to natal (root finding + chart), the progressed Moon's sign and house
 * events of a year, a lunar return, full progressions and solar arc directions. Varied, seeded
 * natal charts and years; the natal charts are computed before the clock starts. Median of runs.
 */
import { initEphemeris } from '#shared/astro/ephemeris';
import { birthMoment } from '#shared/astro/moment';
import { computeProgressions, computeSolarArc, natalBasis, nextReturn, progressedMoonEvents, solarReturnOfYear, type NatalBasis } from '#shared/predictive/index';
import { rng } from '#test/support/random';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const N = Number(process.env.BENCH_N ?? 200);
const pad = (n: number): string => String(n).padStart(2, '0');

initEphemeris();
const r = rng(24);
const cases: { natal: NatalBasis; birthDate: string; year: number; jd: number }[] = Array.from({ length: N }, () => {
  const birthDate = `${1900 + Math.floor(r() * 120)}-${pad(1 + Math.floor(r() * 12))}-${pad(1 + Math.floor(r() * 28))}`;
  const t = birthMoment({ date: birthDate, time: `${pad(Math.floor(r() * 24))}:${pad(Math.floor(r() * 60))}`, timezone: 'UTC' });
  const natal = natalBasis(t.jdUT, -60 + r() * 120, -180 + r() * 360);
  const year = Number(birthDate.slice(0, 4)) + 1 + Math.floor(r() * 80);
  return { natal, birthDate, year, jd: t.jdUT + (year - Number(birthDate.slice(0, 4))) * 365.25 + r() * 300 };
});

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
let sink = 0;
function measure(label: string, f: (c: (typeof cases)[number]) => number): void {
  for (const c of cases.slice(0, 20)) sink += f(c); // warm-up
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    for (const c of cases) sink += f(c);
    runs.push(Number(process.hrtime.bigint() - t0) / 1e6 / cases.length);
  }
  console.log(`${label.padEnd(58)} median ${median(runs).toFixed(3)} ms  (min ${Math.min(...runs).toFixed(3)}, max ${Math.max(...runs).toFixed(3)}; ${cases.length} cases x ${RUNS} runs)`);
}

measure('solar return of a year, with chart and aspects to natal', (c) => solarReturnOfYear(c.natal, c.birthDate, c.year).aspectsToNatal.length);
measure('progressed Moon sign and house events over 12 months', (c) => progressedMoonEvents(c.natal, c.jd, c.jd + 365.25).length);
measure('next lunar return, with chart and aspects to natal', (c) => nextReturn(c.natal, 'moon', c.jd).aspectsToNatal.length);
measure('secondary progressions (all of it, 12-month events included)', (c) => computeProgressions(c.natal, c.jd).aspectsToNatal.length);
measure('solar arc directions with perfection dates', (c) => computeSolarArc(c.natal, c.jd).aspectsToNatal.length);
if (sink < 0) console.log(sink);
