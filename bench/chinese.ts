/**
 * Chinese and numerology benchmark (npm run bench:chinese), in-process on one core: a BaZi chart with
 * luck pillars and boundaries (standard time and local apparent solar time), the Chinese date of a
 * day (lunar months cached per year after the first), the 24 solar terms of a year, and a numerology
 * report. Varied, seeded moments. Median of runs. Target (issue 50): a BaZi chart with luck pillars
 * under 1 ms.
 */
import { initEphemeris } from '#shared/astro/ephemeris';
import { computeBazi } from '#shared/chinese/bazi';
import { chineseDate } from '#shared/chinese/lunisolar';
import { solarTermsOfYear } from '#shared/chinese/terms';
import { numerologyReport } from '#shared/numerology/report';
import { rng } from '#test/support/random';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const N = Number(process.env.BENCH_N ?? 500);

initEphemeris();
const r = rng(50);
const births = Array.from({ length: N }, () => ({ jd: 2415020 + r() * 73000, lon: -180 + r() * 360, offset: Math.round(-12 + r() * 26) * 3600 }));
const days = Array.from({ length: N }, () => 2415386 + Math.floor(r() * 73000));
const years = Array.from({ length: 20 }, () => 1900 + Math.floor(r() * 200));
const names = ['John Winston Lennon', 'Ada King, Countess of Lovelace', 'Пётр Ильич Чайковский', 'मोहनदास करमचंद गांधी', 'María José Carreño Quiñones'];

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
let sink = 0;
function measure<T>(label: string, cases: readonly T[], f: (c: T) => number): void {
  for (const c of cases.slice(0, 3)) sink += f(c); // warm-up
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    for (const c of cases) sink += f(c);
    runs.push(Number(process.hrtime.bigint() - t0) / 1e6 / cases.length);
  }
  console.log(`${label.padEnd(52)} median ${median(runs).toFixed(3)} ms  (min ${Math.min(...runs).toFixed(3)}, max ${Math.max(...runs).toFixed(3)}; ${cases.length} cases x ${RUNS} runs)`);
}

const bazi = (solarTime: 'standard' | 'apparent') => (b: (typeof births)[number]) =>
  computeBazi({ jdUT: b.jd, timeKnown: true, standardOffsetSeconds: b.offset, longitude: b.lon, hourBoundary: '23:00', solarTime, sex: b.jd % 2 > 1 ? 'male' : 'female', atJd: b.jd + 12_000 }).luckPillars!.length;
measure('BaZi with luck pillars, standard time', births, bazi('standard'));
measure('BaZi with luck pillars, apparent solar time', births, bazi('apparent'));
measure('Chinese date of a day (lunar months cached per year)', days, (d) => chineseDate(d).day);
measure('the 24 solar terms of a year', years, (y) => solarTermsOfYear(y).length);
measure('numerology report (Pythagorean)', names, (n) => numerologyReport({ name: n, birth: { year: 1969, month: 7, day: 20 }, on: { year: 2026, month: 11, day: 28 }, system: 'pythagorean' }).expression);
if (sink === 0) console.log('');
