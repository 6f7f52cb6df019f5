/**
 * `npm run bench:relationships`: the relationship core in process (all five data modules for one
 * pair: two natal charts, two Human Design charts, synastry, composite, Davison, connection chart,
 * numerology; a different pair each time, so nothing is cached between pairs), then
 * POST /v1/relationships with all five data modules (saved, as by default) through the local stack
 * with autocannon.
 *
 * The stack is `scripts/start.ts` in a child process (temp DATA_DIR, free ports, logs off, standard
 * rate limit raised), as in bench/transits.ts; every request runs auth, rate limit, validation, the
 * reservation, the computation, the save and the settlement, as in production. Requests cycle over
 * 200 different pairs. A run of POST /v1/calculators/big-3 under the same load follows as a
 * baseline of the platform's own cost.
 * Env: BENCH_RUNS (in-process pairs, default 300), BENCH_DURATION (s per HTTP run, default 5),
 * BENCH_CONNECTIONS (default 1), BENCH_HTTP=0 to skip the HTTP part, BENCH_SAVE=0 to send saveToAccount: false.
 */
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount, createKey } from '#shared/accounts/admin';
import { loadConfig } from '#shared/config';
import { computeRelationship, type ModuleFlags, type PersonInput } from '#shared/relationships/index';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { createDynamoStores } from '#shared/store/stores';
import { rng } from '#test/support/random';
import { machineLine, startChildStack, stopChildStack, treeCpuMs } from './child-stack';

const ALL: ModuleFlags = { synastry: true, composite: true, davison: true, humanDesign: true, numerology: true };
const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const p2 = (n: number) => String(n).padStart(2, '0');

const ZONES = [
  ['London', 'UK', 51.5074, -0.1278, 'Europe/London'],
  ['New York', 'USA', 40.7128, -74.006, 'America/New_York'],
  ['Tokyo', 'Japan', 35.6762, 139.6503, 'Asia/Tokyo'],
  ['Sydney', 'Australia', -33.8688, 151.2093, 'Australia/Sydney'],
  ['Madrid', 'Spain', 40.4168, -3.7038, 'Europe/Madrid'],
] as const;

/** A random person as the API takes it (birth data of spec 2.2 with fullName). */
function randomBody(next: () => number, i: number) {
  const [city, country, latitude, longitude, timezone] = ZONES[Math.floor(next() * ZONES.length)]!;
  const date = `${1940 + Math.floor(next() * 70)}-${p2(1 + Math.floor(next() * 12))}-${p2(1 + Math.floor(next() * 28))}`;
  return { fullName: `Person Number ${i}`, birthDate: date, birthTime: `${p2(Math.floor(next() * 24))}:${p2(Math.floor(next() * 60))}`, city, country, latitude, longitude, timezone };
}
const toInput = (b: ReturnType<typeof randomBody>): PersonInput => ({
  fullName: b.fullName,
  birth: { date: b.birthDate, time: b.birthTime, timezone: b.timezone, latitude: b.latitude, longitude: b.longitude },
});

function inProcess(): string[] {
  const runs = Number(process.env.BENCH_RUNS || 300);
  const next = rng(2026);
  const pairs = Array.from({ length: runs + 30 }, (_, i) => [toInput(randomBody(next, 2 * i)), toInput(randomBody(next, 2 * i + 1))] as const);
  for (const [a, b] of pairs.slice(runs)) computeRelationship(a, b, ALL); // warm-up (JIT, ephemeris files)
  const ms: number[] = [];
  const cpu: number[] = [];
  let failed = 0;
  for (const [a, b] of pairs.slice(0, runs)) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const r = computeRelationship(a, b, ALL);
    ms.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    failed += Object.keys(r.failed).length;
  }
  ms.sort((x, y) => x - y);
  cpu.sort((x, y) => x - y);
  const mean = ms.reduce((s, x) => s + x, 0) / ms.length;
  return [
    `Relationship core in process: all five data modules for one pair (${runs} different pairs, ${failed} module failures)`,
    `  wall ms      p50 ${pct(ms, 50).toFixed(2)}   mean ${mean.toFixed(2)}   p95 ${pct(ms, 95).toFixed(2)}   max ${ms.at(-1)!.toFixed(2)}`,
    `  CPU ms       p50 ${pct(cpu, 50).toFixed(2)}   p95 ${pct(cpu, 95).toFixed(2)}`,
    `  target       p50 < 5 ms: ${pct(ms, 50) < 5 ? 'met' : 'MISSED'}`,
  ];
}

async function overHttp(): Promise<string[]> {
  const duration = Number(process.env.BENCH_DURATION || 5);
  const connections = Number(process.env.BENCH_CONNECTIONS || 1);
  const dataDir = mkdtempSync(join(tmpdir(), 'relationships-bench-'));
  const stack = await startChildStack(dataDir);
  try {
    const config = loadConfig({});
    const db = createDocumentClient({ region: config.region, endpoint: stack.dynamoEndpoint });
    const stores = createDynamoStores(db, config.tableNames);
    const account = await createAccount(stores, { type: 'personal', name: 'bench', credits: 10_000_000 });
    const key = await createKey(stores, account.accountId, config.keyPrefix);
    const url = `${stack.url}/relationships`;
    const headers = { Authorization: `Bearer ${key.apiKey}`, 'Content-Type': 'application/json' };
    const requests = (seed: number) => {
      const next = rng(seed);
      return Array.from({ length: 200 }, (_, i) => ({
        method: 'POST' as const,
        path: '/v1/relationships',
        headers,
        body: JSON.stringify({ people: [randomBody(next, 2 * i), randomBody(next, 2 * i + 1)], modules: ALL, saveToAccount: process.env.BENCH_SAVE !== '0' }),
      }));
    };
    // warm-up (module import, JIT): 5 s on other pairs
    await autocannon({ url, headers, connections, duration: 5, requests: requests(1) } as Parameters<typeof autocannon>[0]);
    const before = (await stores.accounts.get(account.accountId))!.balance;
    const cpu0 = (treeCpuMs(stack.proc.pid) ?? 0);
    const r = await autocannon({ url, headers, connections, duration, requests: requests(2) } as Parameters<typeof autocannon>[0]);
    const cpuPerRequest = ((treeCpuMs(stack.proc.pid) ?? 0) - cpu0) / Math.max(1, r.requests.total);
    await new Promise((res) => setTimeout(res, 500));
    const after = (await stores.accounts.get(account.accountId))!.balance;
    const big3 = { url: `${stack.url}/calculators/big-3`, method: 'POST', headers, body: JSON.stringify(randomBody(rng(3), 0)), connections };
    await autocannon({ ...big3, duration: 3 });
    const bCpu0 = (treeCpuMs(stack.proc.pid) ?? 0);
    const b = await autocannon({ ...big3, duration });
    const bCpuPerRequest = ((treeCpuMs(stack.proc.pid) ?? 0) - bCpu0) / Math.max(1, b.requests.total);
    db.destroy();
    return [
      `POST /v1/relationships (all five data modules, ${process.env.BENCH_SAVE === '0' ? 'not saved' : 'saved'}; 200 different pairs in turn) — autocannon, ${connections} connection${connections === 1 ? '' : 's'}, ${duration} s, against npm start (child process, dynalite on disk)`,
      `  latency ms   p50 ${r.latency.p50}   p90 ${r.latency.p90}   p99 ${r.latency.p99}   max ${r.latency.max}`,
      `  requests/s   avg ${r.requests.average.toFixed(1)}   (${r['2xx']} × 2xx, ${r.non2xx} non-2xx, ${r.errors} errors)`,
      `  stack CPU    ${cpuPerRequest.toFixed(1)} ms per request (the server process tree, from /proc)`,
      `  credits      ${before - after} charged for ${r['2xx']} counted 2xx (7 each)`,
      `  baseline     POST /v1/calculators/big-3, same settings: p50 ${b.latency.p50} ms, p90 ${b.latency.p90} ms, ${b.requests.average.toFixed(1)} req/s, stack CPU ${bCpuPerRequest.toFixed(1)} ms per request`,
      `  target       p50 < 25 ms: ${r.latency.p50 < 25 ? 'met' : 'MISSED'}`,
    ];
  } finally {
    await stopChildStack(stack, dataDir);
  }
}

const lines = inProcess();
if (process.env.BENCH_HTTP !== '0') lines.push(...(await overHttp()));
lines.push(machineLine());
console.log(lines.join('\n'));
