/**
 * `npm run bench:blueprint`: blueprint generation and PDF export through the local stack
 * (in-memory dynalite, real middleware: auth, rate limit, validation, conditional debits,
 * ledger rows, DynamoDB writes), one request at a time so the figures are latencies.
 *
 *   1. POST /v1/generate-blueprint, all three modules, data only, saved (default): p50/p90/p99.
 *   2. The PDF of a full blueprint (34 AI sections, offline writer): render time of the
 *      renderer alone (wall and CPU) and POST /v1/blueprint/pdf end to end, and the size.
 *
 * Bars: (1) p50 < 20 ms; (2) render < 500 ms, size < 1.5 MB.
 * Env: BENCH_N (generation requests, default 200), BENCH_PDF_N (renders, default 20).
 */
import { cpus, loadavg } from 'node:os';
import { createAccount, createKey } from '#shared/accounts/admin';
import { startLocalStack } from '#shared/http/local-stack';
import { blueprintStore } from '#shared/blueprint/store-access';
import { loadFonts } from '#shared/pdf/fonts';
import { renderBlueprintPdf } from '#shared/pdf/render';
import { LONDON_1990 } from '#test/support/stack';

process.env.AI_LOG = 'off';

const BODY = {
  fullName: 'Zoë Ångström',
  ...LONDON_1990,
  modules: { astrology: true, humanDesign: true, numerology: true },
};

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number): string => `${x.toFixed(1)} ms`;

const main = async (): Promise<void> => {
  const n = Number(process.env.BENCH_N || 200);
  const pdfN = Number(process.env.BENCH_PDF_N || 20);
  const stack = await startLocalStack({ config: { logLevel: 'silent' } });
  stack.deps.config.rateLimits.standard = [{ name: 'min', seconds: 60, limit: 10_000_000 }];
  const { stores, config } = stack.deps;
  const account = await createAccount(stores, { type: 'personal', name: 'bench', credits: 10_000_000 });
  const key = await createKey(stores, account.accountId, config.keyPrefix);
  const headers = { Authorization: `Bearer ${key.apiKey}`, 'Content-Type': 'application/json' };
  const post = async (path: string, body: unknown): Promise<{ ms: number; status: number; bytes: Uint8Array; json: () => unknown }> => {
    const t = performance.now();
    const res = await fetch(`${stack.api.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { ms: performance.now() - t, status: res.status, bytes, json: () => JSON.parse(new TextDecoder().decode(bytes)) };
  };

  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);

  /** Sequential latencies and the process CPU per request (client, server and dynalite share this process). */
  const series = async (path: string, body: unknown, count: number): Promise<{ lat: number[]; cpuPerReq: number }> => {
    for (let i = 0; i < 50; i++) await post(path, body); // warm-up (imports, JIT)
    const lat: number[] = [];
    const c = process.cpuUsage();
    for (let i = 0; i < count; i++) {
      const r = await post(path, body);
      if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
      lat.push(r.ms);
    }
    const u = process.cpuUsage(c);
    return { lat, cpuPerReq: (u.user + u.system) / 1000 / count };
  };

  // 0. Baseline: the platform's cheapest charged route (same middleware, one charge, no module work).
  const base = await series('/calculators/life-path', { birthDate: BODY.birthDate }, Math.min(n, 100));
  console.log(`baseline POST /calculators/life-path (n=${base.lat.length}): p50 ${ms(pct(base.lat, 50))}   CPU/request ${ms(base.cpuPerReq)}`);

  // 1. Data-only blueprint, all modules.
  const gen = await series('/generate-blueprint', BODY, n);
  console.log(`generate-blueprint, 3 modules, data only, saved (n=${n}, sequential):`);
  console.log(`  p50 ${ms(pct(gen.lat, 50))}   p90 ${ms(pct(gen.lat, 90))}   p99 ${ms(pct(gen.lat, 99))}   CPU/request ${ms(gen.cpuPerReq)}   (bar: p50 < 20 ms)`);
  const unsaved = await series('/generate-blueprint', { ...BODY, saveToAccount: false }, Math.min(n, 100));
  console.log(`  same with saveToAccount false (n=${unsaved.lat.length}): p50 ${ms(pct(unsaved.lat, 50))}   CPU/request ${ms(unsaved.cpuPerReq)}`);

  // 2. Full blueprint (34 sections) and its PDF.
  const full = await post('/generate-blueprint', { ...BODY, includeAI: { astrology: true, humanDesign: true, numerology: true } });
  const fullBody = full.json() as { data: { blueprintId: string }; meta: { sectionsGenerated: number } };
  const id = fullBody.data.blueprintId;
  const record = await blueprintStore(stack.deps).get(account.accountId, id);
  if (!record?.content) throw new Error('full blueprint not stored');
  console.log(`full blueprint: ${fullBody.meta.sectionsGenerated} AI sections, ${Object.values(record.content.aiContent).join('').length} characters of text`);

  const f0 = performance.now();
  loadFonts(); // what the PDF function does at init
  const fontsMs = performance.now() - f0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const first = await renderBlueprintPdf(record.content);
  const cold = performance.now() - t0;
  const coldCpu = process.cpuUsage(c0);
  const wall: number[] = [];
  const cpu: number[] = [];
  let size = first.length;
  for (let i = 0; i < pdfN; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    size = (await renderBlueprintPdf(record.content)).length;
    wall.push(performance.now() - t);
    const u = process.cpuUsage(c);
    cpu.push((u.user + u.system) / 1000);
  }
  const http: number[] = [];
  for (let i = 0; i < pdfN; i++) {
    const r = await post('/blueprint/pdf', { blueprintId: id });
    if (r.status !== 200) throw new Error(`blueprint/pdf answered ${r.status}`);
    http.push(r.ms);
  }
  console.log(`full PDF (34 sections), renderer alone (n=${pdfN}):`);
  console.log(`  cold: fonts read and parsed once per container ${ms(fontsMs)}; first render (cold JIT) ${ms(cold)} (CPU ${ms((coldCpu.user + coldCpu.system) / 1000)})`);
  console.log(`  wall p50 ${ms(pct(wall, 50))}   p90 ${ms(pct(wall, 90))}   CPU p50 ${ms(pct(cpu, 50))}   (bar: < 500 ms)`);
  console.log(`  size ${(size / 1024).toFixed(0)} KB (${size} bytes)   (bar: < 1.5 MB)`);
  console.log(`POST /blueprint/pdf end to end (n=${pdfN}): p50 ${ms(pct(http, 50))}   p90 ${ms(pct(http, 90))}`);
  console.log(`machine after: load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  await stack.close();
};

await main();
