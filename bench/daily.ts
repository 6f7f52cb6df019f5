/**
 * `npm run bench:daily`: the daily routes through the local stack once the day is written.
 *
 * The stack is `scripts/start.ts` in a child process (temp DATA_DIR, free ports, logs off, the
 * standard rate limit raised so that one key can be hammered); everything a real call does runs
 * (auth, rate-limit write, conditional debit, journal to the ledger). The day's record and its
 * twelve horoscopes are written first by the first request of the day (offline writer, or the
 * Anthropic writer when ANTHROPIC_API_KEY is set), then:
 *   - autocannon, 1 and 2 connections, BENCH_DURATION seconds each (default 5), per route:
 *     GET /v1/transits/today, GET /v1/horoscope/all, GET /v1/horoscope/leo;
 * Target: p50 under 15 ms for /transits/today and /horoscope/all (the day's record is cached in
 * the container, so the hot path is the key check, the rate-limit count and the charge).
 */
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount, createKey } from '#shared/accounts/admin';
import { loadConfig } from '#shared/config';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { createDynamoStores } from '#shared/store/stores';
import { machineLine, startChildStack, stopChildStack } from './child-stack';

const main = async (): Promise<void> => {
  const duration = Number(process.env.BENCH_DURATION || 5);
  const dataDir = mkdtempSync(join(tmpdir(), 'daily-bench-'));
  const stack = await startChildStack(dataDir);
  try {
    const config = loadConfig({});
    const db = createDocumentClient({ region: config.region, endpoint: stack.dynamoEndpoint });
    const stores = createDynamoStores(db, config.tableNames);
    const account = await createAccount(stores, { type: 'personal', name: 'bench', credits: 10_000_000 });
    const key = await createKey(stores, account.accountId, config.keyPrefix);
    const headers = { Authorization: `Bearer ${key.apiKey}` };

    // the first requests of the day write the record and the twelve horoscopes
    const first: string[] = [];
    for (const path of ['/transits/today', '/horoscope/all', '/horoscope/leo']) {
      const t = performance.now();
      const res = await fetch(`${stack.url}${path}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      first.push(`${path} ${(performance.now() - t).toFixed(0)} ms`);
    }

    const lines = [
      `Daily routes — autocannon against npm start (child process, dynalite on disk), ${duration} s per run, the day already written`,
      `  first requests of the day (generation included): ${first.join(', ')}`,
    ];
    const verdict: string[] = [];
    for (const path of ['/transits/today', '/horoscope/all', '/horoscope/leo']) {
      const url = `${stack.url}${path}`;
      await autocannon({ url, headers, connections: 2, amount: 500 }); // warm-up
      for (const c of [1, 2]) {
        const r = await autocannon({ url, headers, connections: c, duration });
        lines.push(
          `  GET /v1${path.padEnd(16)} ${c} conn   ${r.requests.average.toFixed(0).padStart(4)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p90 ${String(r.latency.p90).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   (${r.non2xx} non-2xx)`,
        );
        if (r.non2xx > 0) process.exitCode = 1;
        if (path !== '/horoscope/leo' && c === 1) verdict.push(`${path} p50 < 15 ms: ${r.latency.p50 < 15 ? 'met' : 'MISSED'} (${r.latency.p50} ms)`);
      }
    }
    db.destroy();
    lines.push(`  target       ${verdict.join('; ')}`);
    lines.push(machineLine());
    console.log(lines.join('\n'));
  } finally {
    await stopChildStack(stack, dataDir);
  }
};

await main();
