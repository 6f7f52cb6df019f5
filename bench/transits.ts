/**
 * `npm run bench:transits`: the transit core in process (day, week, month reports for the London
 * fixture over dates 3 days apart, so every report meets new ephemeris instants), cold (the
 * process-wide position cache emptied before each report) and warm (kept, as in a container that
 * serves many requests), then POST /v1/transits (day, data only) through the local stack with
 * autocannon.
 *
 * The stack is `scripts/start.ts` in a child process (temp DATA_DIR, free ports, logs off, standard
 * rate limit raised), as in bench/load.ts; every request runs auth, rate limit, validation, the
 * conditional debit and the computation, as in production. Each request asks for another date (365
 * dates in turn), so the process-wide ephemeris cache does not make them all alike. A run of
 * POST /v1/calculators/big-3 under the same load follows as a baseline of the platform's own cost.
 * Env: BENCH_RUNS (in-process reports per period, default 200 for day/week and 60 for month),
 * BENCH_DURATION (s per HTTP run, default 5), BENCH_CONNECTIONS (default 1).
 */
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount, createKey } from '#shared/accounts/admin';
import { computeNatalChart } from '#shared/astro/chart';
import { resolveChartSettings } from '#shared/astro/options';
import { loadConfig } from '#shared/config';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { createDynamoStores } from '#shared/store/stores';
import { clearPositionCache } from '#shared/sky/index';
import { computeTransits, natalFrameFromChart } from '#shared/transits/compute';
import type { Period } from '#shared/transits/rules';
import { addDays, transitWindow } from '#shared/transits/window';
import { LONDON_1990 } from '#test/support/stack';
import { machineLine, startChildStack, stopChildStack } from './child-stack';

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function inProcess(): string[] {
  const birth = { date: LONDON_1990.birthDate, time: LONDON_1990.birthTime, timezone: LONDON_1990.timezone, latitude: LONDON_1990.latitude, longitude: LONDON_1990.longitude };
  const lines: string[] = [];
  // the tropical reports, then the sidereal (Lahiri) ones: the sky read in the sidereal frame; then
  // the tropical ones with the natal chart options asteroids and lots (15 more natal points)
  for (const [options, extras] of [[undefined, undefined], [{ zodiac: 'sidereal' as const }, undefined], [undefined, { asteroids: true, lots: true }]] as const) {
    const natal = natalFrameFromChart(computeNatalChart(birth, options), extras ? { extras, settings: resolveChartSettings(options) } : undefined);
    if (options) lines.push('  sidereal (lahiri): the same reports with both charts in the sidereal zodiac');
    if (extras) lines.push('  asteroids and lots: the tropical reports with the 5 asteroids and 10 lots as natal points too');
    for (const cold of [true, false]) {
      lines.push(
        cold
          ? '  cold: the process-wide position cache emptied before each report (a new container, or dates nobody asked for yet)'
          : '  warm: the process-wide position cache kept (a container serving many requests; dates still differ per report)',
      );
      for (const period of ['day', 'week', 'month'] as Period[]) {
        const runs = Number(process.env.BENCH_RUNS || (period === 'month' ? 60 : 200));
        // dates 3 days apart from 2026-01-01 (new instants each time); warm-up on other dates
        const dates = Array.from({ length: runs }, (_, i) => addDays('2026-01-01', i * 3));
        for (let i = 0; i < 20; i++) computeTransits(natal, transitWindow(addDays('2030-01-01', i * 5), period, 'Europe/London'), options);
        clearPositionCache();
        const ms: number[] = [];
        const cpu: number[] = [];
        let transits = 0;
        for (const date of dates) {
          const w = transitWindow(date, period, 'Europe/London');
          if (cold) clearPositionCache();
          const c0 = process.cpuUsage();
          const t0 = performance.now();
          const r = computeTransits(natal, w, options);
          ms.push(performance.now() - t0);
          const c = process.cpuUsage(c0);
          cpu.push((c.user + c.system) / 1000);
          transits += r.majorTransits.length;
        }
        ms.sort((a, b) => a - b);
        cpu.sort((a, b) => a - b);
        const mean = ms.reduce((s, x) => s + x, 0) / ms.length;
        lines.push(
          `    ${period.padEnd(5)}  p50 ${pct(ms, 50).toFixed(2)} ms   mean ${mean.toFixed(2)} ms   p95 ${pct(ms, 95).toFixed(2)} ms   CPU time p50 ${pct(cpu, 50).toFixed(2)} ms   (${runs} reports, ${(transits / runs).toFixed(1)} major transits each)`,
        );
      }
    }
  }
  return lines;
}

async function overHttp(): Promise<string[]> {
  const duration = Number(process.env.BENCH_DURATION || 5);
  const connections = Number(process.env.BENCH_CONNECTIONS || 1);
  const dataDir = mkdtempSync(join(tmpdir(), 'transits-bench-'));
  const stack = await startChildStack(dataDir);
  try {
    const config = loadConfig({});
    const db = createDocumentClient({ region: config.region, endpoint: stack.dynamoEndpoint });
    const stores = createDynamoStores(db, config.tableNames);
    const account = await createAccount(stores, { type: 'personal', name: 'bench', credits: 10_000_000 });
    const key = await createKey(stores, account.accountId, config.keyPrefix);
    const url = `${stack.url}/transits`;
    const headers = { Authorization: `Bearer ${key.apiKey}`, 'Content-Type': 'application/json' };
    // 365 different dates (one year from 2026-01-01), taken in turn: the ephemeris cache does not
    // make every request alike; the warm-up uses the year before.
    const requests = (from: string) =>
      Array.from({ length: 365 }, (_, i) => ({ method: 'POST' as const, path: '/v1/transits', headers, body: JSON.stringify({ ...LONDON_1990, date: addDays(from, i), period: 'day' }) }));
    // warm-up (module import, JIT, the caches' first entries): 5 s on the year before
    await autocannon({ url, headers, connections, duration: 5, requests: requests('2025-01-01') } as Parameters<typeof autocannon>[0]);
    const before = (await stores.accounts.get(account.accountId))!.balance;
    const r = await autocannon({ url, headers, connections, duration, requests: requests('2026-01-01') } as Parameters<typeof autocannon>[0]);
    await new Promise((res) => setTimeout(res, 500));
    const after = (await stores.accounts.get(account.accountId))!.balance;
    // Baseline under the same load: a fixed-price calculator through the same stack.
    const big3 = { url: `${stack.url}/calculators/big-3`, method: 'POST', headers, body: JSON.stringify(LONDON_1990), connections };
    await autocannon({ ...big3, duration: 3 });
    const b = await autocannon({ ...big3, duration });
    db.destroy();
    return [
      `POST /v1/transits (day, data only, a different date per request) — autocannon, ${connections} connection${connections === 1 ? '' : 's'}, ${duration} s, against npm start (child process, dynalite on disk)`,
      `  latency ms   p50 ${r.latency.p50}   p90 ${r.latency.p90}   p99 ${r.latency.p99}   max ${r.latency.max}`,
      `  requests/s   avg ${r.requests.average.toFixed(1)}   (${r['2xx']} × 2xx, ${r.non2xx} non-2xx, ${r.errors} errors)`,
      `  credits      ${before - after} charged for ${r['2xx']} counted 2xx`,
      `  baseline     POST /v1/calculators/big-3, same settings: p50 ${b.latency.p50} ms, p90 ${b.latency.p90} ms, ${b.requests.average.toFixed(1)} req/s`,
      `  target       p50 < 20 ms: ${r.latency.p50 < 20 ? 'met' : 'MISSED'}`,
    ];
  } finally {
    await stopChildStack(stack, dataDir);
  }
}

const lines = ['Transit core in process (London 1990 natal chart, windows in Europe/London, dates 3 days apart from 2026-01-01)', ...inProcess()];
lines.push('  targets      day < 3 ms, month < 25 ms (judged on p50)');
if (process.env.BENCH_HTTP !== '0') lines.push(...(await overHttp()));
lines.push(machineLine());
console.log(lines.join('\n'));
