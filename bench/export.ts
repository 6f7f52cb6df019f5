/**
 * `npm run bench:export`: GET /v1/account/export of an account with a large ledger, through the
 * local stack (dynalite, local server, the real middleware chain and streamed handler).
 *
 * BENCH_ROWS ledger rows (default 30,000: a body past the 6 MB a buffered Lambda answer may hold)
 * are written straight to the ledger store; then the export is read with fetch, its bytes counted
 * and dropped as they arrive (server and client share this process: the client keeps nothing).
 * Printed: time to first byte and total time (one run), the live heap's peak above its level before
 * the request (another run, a full collection before each 20 ms sample, so garbage not collected
 * yet does not count), and what the whole document holds once parsed (a third run, which also
 * checks it is one JSON document with every row once, in order).
 *
 * The bar: the body passes 6 MB and the live heap's peak while it streams stays under a quarter of
 * the whole document's (a buffered answer holds all of it, and its JSON text besides).
 */
import { loadavg } from 'node:os';
import { deltaOf } from '#shared/accounts/credits';
import { createAccount, createKey } from '#shared/accounts/admin';
import { startLocalStack } from '#shared/http/local-stack';
import type { LedgerEntry } from '#shared/store/types';

const ROWS = Number(process.env.BENCH_ROWS || 30_000);
const MB = 1024 * 1024;

const stack = await startLocalStack({ config: { logLevel: 'silent' } });
try {
  const account = await createAccount(stack.deps.stores, { type: 'personal', name: 'bench export', credits: 10 });
  const { apiKey } = await createKey(stack.deps.stores, account.accountId, stack.deps.config.keyPrefix);
  const t0 = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: ROWS }, (_, i): LedgerEntry => {
    const at = new Date(t0 + i * 1000).toISOString();
    const requestId = `${String(i).padStart(8, '0')}-7c1e-4f7a-9d2b-6a1f3e5c8b0d`;
    return { accountId: account.accountId, entryId: `${at}#${requestId}#0`, kind: 'charge', credits: 1, delta: deltaOf('charge', 1), at, route: 'calculators-natal-chart', keyId: 'key_01JDZ8K3V7Q2W5N9R4T6Y8U0I2', requestId };
  });
  const w = performance.now();
  await stack.deps.stores.ledger.putAll(rows);
  console.log(`wrote ${ROWS} ledger rows in ${((performance.now() - w) / 1000).toFixed(1)} s`);

  const url = `${stack.api.url}/account/export`;
  const headers = { Authorization: `Bearer ${apiKey}` };
  const gc = global.gc ?? (() => undefined);
  /** Reads the export, dropping its bytes; `sample` runs every 20 ms while it streams. */
  const read = async (sample?: () => void) => {
    const timer = sample ? setInterval(sample, 20) : undefined;
    const start = performance.now();
    const res = await fetch(url, { headers });
    let ttfb = 0;
    let bytes = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) ttfb = performance.now() - start;
      bytes += value.byteLength;
    }
    clearInterval(timer);
    return { res, ttfb, bytes, total: performance.now() - start };
  };
  await read(); // warm-up: modules loaded, connections open

  // 1. time
  const timed = await read();
  // 2. memory: the live heap (after a full collection) sampled while the export streams, above the level before it
  gc();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  await read(() => {
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  });
  // 3. the whole document, as a buffered answer holds it (parsed): its live size, and the check
  gc();
  const before = process.memoryUsage().heapUsed;
  const doc = (await (await fetch(url, { headers })).json()) as { success: boolean; data: { ledger: { id: string }[] } };
  gc();
  const held = process.memoryUsage().heapUsed - before;
  const ids = doc.data.ledger.map((r) => r.id);
  const expected = [...rows.map((r) => r.entryId), ...Object.keys(account.journal)].sort();
  const whole = doc.success && ids.length === expected.length && ids.every((id, i) => id === expected[i]);

  const { res, ttfb, bytes, total } = timed;
  console.log(`status ${res.status}, content-type ${res.headers.get('content-type')}, transfer-encoding ${res.headers.get('transfer-encoding')}`);
  console.log(`export: ${(bytes / MB).toFixed(2)} MB, ${ids.length} ledger rows; time to first byte ${ttfb.toFixed(0)} ms, total ${(total / 1000).toFixed(2)} s`);
  console.log(`live heap while it streams, peak above the level before: ${((peak - base) / MB).toFixed(1)} MB`);
  console.log(`the whole document held in memory (what a buffered answer builds, before its JSON text): ${(held / MB).toFixed(1)} MB`);
  console.log(`document: one JSON, every row once and in order: ${whole ? 'yes' : 'NO'}; load average ${loadavg()[0]!.toFixed(2)}`);
  const ok = whole && bytes > 6 * MB && peak - base < held / 4;
  console.log(ok ? 'PASS: past 6 MB, the live heap under a quarter of the whole document' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await stack.close();
}
