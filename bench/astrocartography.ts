/**
 * Astrocartography benchmark (npm run bench:astrocartography), in-process on one core: for seeded
 * births of 1900-2100, the 40 lines of the ten planets (ephemeris included), then the parans, the
 * lines near 20 places and the map drawing apart. Median of runs per birth.
 */
import { astrocartographyLines, linesNear, parans } from '#shared/astrocartography/core';
import { bodiesRaDec } from '#shared/astrocartography/service';
import { DEFAULT_ACG_BODIES } from '#shared/astrocartography/request';
import { initEphemeris, siderealTimeDeg } from '#shared/astro/ephemeris';
import { jdFromEpochMs } from '#shared/astro/time';
import { drawWorldMap } from '#shared/drawing/world-map';
import { toSvg } from '#shared/drawing/svg';
import { rng } from '#test/support/random';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
initEphemeris();
const r = rng(38);
const births = Array.from({ length: 10 }, () => jdFromEpochMs(Date.UTC(1900 + Math.floor(r() * 200), Math.floor(r() * 12), 1 + Math.floor(r() * 28), Math.floor(r() * 24))));
const places = Array.from({ length: 20 }, (_, i) => ({ name: `p${i}`, latitude: -50 + r() * 110, longitude: -180 + r() * 360 }));
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
let sink = 0;
const time = (label: string, f: (jd: number) => number): void => {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    for (const jd of births) sink += f(jd);
    runs.push(Number(process.hrtime.bigint() - t0) / 1e6 / births.length);
  }
  console.log(`${label.padEnd(44)} median ${median(runs).toFixed(2)} ms  (min ${Math.min(...runs).toFixed(2)}, max ${Math.max(...runs).toFixed(2)}; ${births.length} births x ${RUNS} runs)`);
};
const prepared = (jd: number) => ({ gst: siderealTimeDeg(jd), bodies: bodiesRaDec(jd, DEFAULT_ACG_BODIES) });
time('lines of the ten planets (with the ephemeris)', (jd) => {
  const { gst, bodies } = prepared(jd);
  return astrocartographyLines(bodies, gst).length;
});
time('parans of the ten planets', (jd) => {
  const { gst, bodies } = prepared(jd);
  return parans(bodies, gst).length;
});
time('lines within 500 km of 20 places', (jd) => {
  const { gst, bodies } = prepared(jd);
  return linesNear(bodies, gst, places, 500).length;
});
time('map drawing (SVG text)', (jd) => {
  const { gst, bodies } = prepared(jd);
  const lines = astrocartographyLines(bodies, gst).map((f) => ({ body: f.properties.body, angle: f.properties.angle, parts: f.geometry.type === 'LineString' ? [f.geometry.coordinates] : f.geometry.coordinates }));
  return toSvg(drawWorldMap({ lines, bodies: DEFAULT_ACG_BODIES.map((k) => ({ key: k, name: k })), birthplace: { latitude: 0, longitude: 0 }, title: 't', subtitle: 's', theme: 'light' }), 1600).length;
});
if (sink < 0) console.log(sink);
