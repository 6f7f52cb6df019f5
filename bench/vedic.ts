/**
 * Vedic core benchmark (npm run bench:vedic), in-process on one core: a chart with all sixteen vargas
 * (positions, nakshatras, dignities, vargas), a Vimshottari dasha to three levels, and a month of
 * daily panchangs (sunrise, sunset, moonrise, moonset and the limbs' ends each day). Varied, seeded
 * moments and places. Median of runs. Targets (issue 36): chart < 2 ms, a month of panchangs < 100 ms.
 * Issue 49: the Yogini, Ashtottari and Chara dashas, and gochar windows of 1 and 50 years.
 */
import { initEphemeris } from '#shared/astro/ephemeris';
import { localDayStart } from '#shared/astro/moment';
import { computeVedicChart } from '#shared/vedic/chart';
import { VARGAS } from '#shared/vedic/core';
import { vimshottari } from '#shared/vedic/dasha';
import { computePanchang } from '#shared/vedic/panchang';
import { porutham } from '#shared/vedic/porutham';
import { vedicCalendarData, vedicPanchangData } from '#shared/vedic/service';
import { AV_CONTRIBUTORS, computeAshtakavarga, type AvContributor } from '#shared/vedic/ashtakavarga';
import { siderealPositions } from '#shared/vedic/chart';
import { jaiminiChart } from '#shared/vedic/jaimini';
import { computeStrength, strengthFactsAt } from '#shared/vedic/strength';
import { findYogas, yogaInput } from '#shared/vedic/yogas';
import { rng } from '#test/support/random';
import { GRAHA_KEYS, type GrahaKey } from '#shared/astro/bodies';
import { clearPositionCache } from '#shared/sky/index';
import { ashtottari, chara, yogini } from '#shared/vedic/dasha-systems';
import { gochar } from '#shared/vedic/gochar';

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
// issue 49 (v49c): the other dasha systems to three levels; gochar windows with a cold position cache
const pos = (c: (typeof charts)[number]) => ({ lagnaSign: Math.floor(((c.lon + 180) % 360) / 30), grahas: Object.fromEntries(GRAHA_KEYS.map((g, i) => [g, (c.lon + 180 + 47 * i) % 360])) as Record<GrahaKey, number> });
measure('Yogini dasha, three levels (24 x 64 periods)', charts, (c) => yogini(c.jd, (c.lon + 180) % 360, 3, 365.25).periods.length);
measure('Ashtottari dasha, three levels (8 x 64 periods)', charts, (c) => ashtottari(c.jd, (c.lon + 180) % 360, 3, 365.25).periods.length);
measure('Chara dasha (K.N. Rao), three levels', charts, (c) => chara(c.jd, pos(c), 3, 365.25).periods.length);
const windows = Array.from({ length: Math.max(3, N / 40) }, () => ({ moon: r() * 360, from: 2378500 + r() * 180000 }));
const oneGochar = (w: (typeof windows)[number], years: number) => {
  clearPositionCache();
  const g = gochar(w.moon, w.from, w.from + years * 365.25, { ayanamsha: 'lahiri', nodeType: 'mean' });
  return g.ingresses.moon!.length + g.sadeSati.length;
};
measure('gochar, nine grahas, 1 year (cold cache)', windows, (w) => oneGochar(w, 1));
measure('gochar, nine grahas, 50 years (cold cache)', windows, (w) => oneGochar(w, 50));
// issue 49 (v49b): the yoga catalogue and Jaimini from the positions, and with the positions (the routes' work)
const positions = charts.map((c) => siderealPositions(c.jd, c.lat, c.lon, { ayanamsha: 'lahiri', nodeType: 'mean' }));
measure('yogas: the 70 of the catalogue, from positions', positions, (p) => findYogas(yogaInput(p.lagna, p.grahas)).length);
measure('jaimini: 8 karakas, A1..A12, karakamsha, from positions', positions, (p) => jaiminiChart(p.lagna, p.grahas, 8).arudhas.length);
measure('positions + yogas + jaimini (the two routes\' cores)', charts, (c) => {
  const p = siderealPositions(c.jd, c.lat, c.lon, { ayanamsha: 'lahiri', nodeType: 'mean' });
  return findYogas(yogaInput(p.lagna, p.grahas)).length + jaiminiChart(p.lagna, p.grahas, 7).karakamsha;
});
if (sink === 0) console.log('');

// issue 49: strength and ashtakavarga from the birth moment (positions, houses, sunrise and sunset included)
const sunlit = charts.map((c) => ({ ...c, lat: c.lat / 2 })); // within 30 degrees of the equator: a sunrise every day
const S = { ayanamsha: 'lahiri', nodeType: 'mean' as const };
function ashtakavargaAt(c: (typeof charts)[number]): number {
  const p = siderealPositions(c.jd, c.lat, c.lon, S);
  const sign = (l: number) => Math.floor((((l % 360) + 360) % 360) / 30);
  const signs = Object.fromEntries(AV_CONTRIBUTORS.map((k) => [k, sign(k === 'lagna' ? p.lagna : p.grahas[k].longitude)])) as Record<AvContributor, number>;
  return computeAshtakavarga({ signs, occupied: new Set(Object.values(p.grahas).map((g) => sign(g.longitude))) }).sarva[0]!;
}
measure('ashtakavarga (positions, bhinna, sarva, both shodhanas)', charts, ashtakavargaAt);
measure('shadbala and bhavabala (positions, houses, sunrise, all parts)', sunlit, (c) => computeStrength(strengthFactsAt(c.jd, c.lat, c.lon, S)).shadbala.sun.total);
const facts = sunlit.map((c) => strengthFactsAt(c.jd, c.lat, c.lon, S));
measure('shadbala and bhavabala, the pure core alone', facts, (f) => computeStrength(f).shadbala.sun.total);
