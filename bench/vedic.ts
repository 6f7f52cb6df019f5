/**
 * Vedic core benchmark (npm run bench:vedic), in-process on one core: a chart with all sixteen vargas
 * (positions, nakshatras, dignities, vargas), a Vimshottari dasha to three levels, and a month of
 * daily panchangs (sunrise, sunset, moonrise, moonset and the limbs' ends each day). Varied, seeded
 * moments and places. Median of runs. Targets (issue 36): chart < 2 ms, a month of panchangs < 100 ms.
 */
import { initEphemeris } from '#shared/astro/ephemeris';
import { localDayStart } from '#shared/astro/moment';
import { computeVedicChart } from '#shared/vedic/chart';
import { VARGAS } from '#shared/vedic/core';
import { vimshottari } from '#shared/vedic/dasha';
import { computePanchang } from '#shared/vedic/panchang';
import { porutham } from '#shared/vedic/porutham';
import { vedicCalendarData, vedicPanchangData } from '#shared/vedic/service';
import { rng } from '#test/support/random';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const N = Number(process.env.BENCH_N ?? 200);
const MONTHS = Number(process.env.BENCH_MONTHS ?? 6);

initEphemeris();
const r = rng(36);
const charts = Array.from({ length: N }, () => ({ jd: 2415020 + r() * 45000, lat: -60 + r() * 120, lon: -180 + r() * 360 }));
const cities = [
  { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' },
  { latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' },
  { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
  { latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
  { latitude: -33.8688, longitude: 151.2093, timezone: 'Australia/Sydney' },
  { latitude: 1.3521, longitude: 103.8198, timezone: 'Asia/Singapore' },
];
const months = Array.from({ length: MONTHS }, (_, i) => ({ place: cities[i % cities.length]!, year: 1950 + Math.floor(r() * 100), month: 1 + Math.floor(r() * 12) }));

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
let sink = 0;
function measure<T>(label: string, cases: readonly T[], f: (c: T) => number, unit = 'ms'): void {
  for (const c of cases.slice(0, 3)) sink += f(c); // warm-up
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    for (const c of cases) sink += f(c);
    runs.push(Number(process.hrtime.bigint() - t0) / 1e6 / cases.length);
  }
  console.log(`${label.padEnd(58)} median ${median(runs).toFixed(3)} ${unit}  (min ${Math.min(...runs).toFixed(3)}, max ${Math.max(...runs).toFixed(3)}; ${cases.length} cases x ${RUNS} runs)`);
}

function month(m: (typeof months)[number]): number {
  const days = new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();
  let n = 0;
  for (let d = 1; d <= days; d++) {
    const date = `${m.year}-${String(m.month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const next = new Date(Date.UTC(m.year, m.month - 1, d + 1)).toISOString().slice(0, 10);
    const a = localDayStart(date, m.place.timezone).jdUT;
    const b = localDayStart(next, m.place.timezone).jdUT;
    n += computePanchang(a, b, new Date(Date.UTC(m.year, m.month - 1, d)).getUTCDay(), m.place.latitude, m.place.longitude, { ayanamsha: 'lahiri', convention: 'standard' }).limbs.tithi.index;
  }
  return n;
}

measure('chart with all sixteen vargas', charts, (c) => Object.keys(computeVedicChart(c.jd, c.lat, c.lon, undefined, VARGAS).vargas).length);
measure('Vimshottari dasha, three levels (729 periods)', charts, (c) => vimshottari(c.jd, (c.lon + 180) % 360, 3).periods.length);
measure('a month of daily panchangs (per month)', months, month);
// issue 49 (v49d): the panchang's answer with its additions (choghadiya, horas, lunar month, samvat), a year's calendar, porutham
const days = months.map((m) => ({ date: `${m.year}-${String(m.month).padStart(2, '0')}-15`, ...m.place }));
measure('panchang answer + choghadiya, horas, lunar month (per day)', days, (d) => vedicPanchangData(d as never).horas.length);
measure('Hindu calendar of a year (per year)', months.slice(0, 3), (m) => vedicCalendarData({ year: m.year, ...m.place } as never).ekadashis.length);
measure('porutham of two Moons', charts, (c) => porutham(c.lon + 180, (c.lat + 90) * 2).agreeing, 'ms');
if (sink === 0) console.log('');
