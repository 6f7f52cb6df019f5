/**
 * `npm run bench:export`: GET /v1/account/export of an account with a large ledger, through the
 * local stack (dynalite, local server, the real middleware chain and streamed handler).
 *
 * BENCH_ROWS ledger rows (default 30,000: a body past the 6 MB a buffered Lambda answer may hold)
 * are written straight to the ledger store; then the export is read with fetch, its bytes counted
 * and dropped as they arrive, while the process's heap is sampled every 10 ms. Printed: time to
 * first byte, total time, body size, rows, and the heap's peak above the level before the request
 * (server and client share this process: the client keeps nothing). A second request parses the
 * whole body to check it is one JSON document with every row once, in order (not timed).
 *
 * The bar: the body passes 6 MB and the heap's peak stays under a third of the body's size (a
 * buffered answer holds the whole document, and its JSON text, at once).
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
  await (await fetch(url, { headers })).arrayBuffer(); // warm-up: modules loaded, connections open
  global.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 10);
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
  const total = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().heapUsed);

  const doc = (await (await fetch(url, { headers })).json()) as { success: boolean; data: { ledger: { id: string }[] } };
  const ids = doc.data.ledger.map((r) => r.id);
  const expected = [...rows.map((r) => r.entryId), ...Object.keys(account.journal)].sort();
  const whole = doc.success && ids.length === expected.length && ids.every((id, i) => id === expected[i]);

  console.log(`status ${res.status}, content-type ${res.headers.get('content-type')}, transfer-encoding ${res.headers.get('transfer-encoding')}`);
  console.log(`export: ${(bytes / MB).toFixed(2)} MB, ${ids.length} ledger rows; time to first byte ${ttfb.toFixed(0)} ms, total ${(total / 1000).toFixed(2)} s`);
  console.log(`heap peak above the level before the request: ${((peak - base) / MB).toFixed(1)} MB (${(((peak - base) / bytes) * 100).toFixed(0)} % of the body)`);
  console.log(`document: one JSON, every row once and in order: ${whole ? 'yes' : 'NO'}; load average ${loadavg()[0]!.toFixed(2)}`);
  const ok = whole && bytes > 6 * MB && peak - base < bytes / 3;
  console.log(ok ? 'PASS: past 6 MB, memory bounded' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await stack.close();
}
