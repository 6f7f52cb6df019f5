/**
 * `npm run bench:admission`: GET /v1/account latency while BENCH_HEAVY (default 200) PNG
 * bodygraphs (2000 px) are sent at once to `npm start` (the audit's probe of issue 31, failure 6).
 * The server runs as its own process (node --import tsx scripts/start.ts, a temporary DATA_DIR,
 * PORT=BENCH_PORT (default 4200), DYNAMODB_PORT=BENCH_PORT+1, HEAVY_* passed through), this process
 * is only the clients. Printed: the heavy requests answered 200 and 503 (shed, nothing charged) and
 * the credits they moved, the server's peak RSS (VmHWM), and the latency of GET /account called
 * one after another while the heavy ones run: median and max. The bar: every GET /account under 1 s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LONDON_1990 } from '#test/support/stack';

const HEAVY = Number(process.env.BENCH_HEAVY || 200);
const PORT = Number(process.env.BENCH_PORT || 4200);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-admission-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  // a rate limit the load stays under: the figure is about CPU and memory, not the 429s
  env: { ...process.env, PORT: String(PORT), DYNAMODB_PORT: String(PORT + 1), DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_STANDARD: '100000/min' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const key = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /Demo API key (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  const url = `http://127.0.0.1:${PORT}/v1`;
  const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
  const body = JSON.stringify({ ...LONDON_1990, format: 'png', size: 2000 });
  const balance = async (): Promise<number> => ((await (await fetch(`${url}/account`, { headers })).json()) as { data: { balance: number } }).data.balance;
  // warm-up: modules loaded
  await (await fetch(`${url}/images/bodygraph`, { method: 'POST', headers, body })).arrayBuffer();
  const before = await balance();

  let running = HEAVY;
  const heavy = Array.from({ length: HEAVY }, async () => {
    const r = await fetch(`${url}/images/bodygraph`, { method: 'POST', headers, body });
    await r.arrayBuffer();
    running--;
    return r.status;
  });
  const light: number[] = [];
  while (running > 0) {
    const t = performance.now();
    const r = await fetch(`${url}/account`, { headers });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`GET /account answered ${r.status}`);
    light.push(performance.now() - t);
  }
  const statuses = await Promise.all(heavy);
  const after = await balance();
  const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
  const count = (s: number) => statuses.filter((x) => x === s).length;
  const sorted = [...light].sort((a, b) => a - b);
  console.log(`limits: HEAVY_CONCURRENCY=${process.env.HEAVY_CONCURRENCY ?? '(cores)'} HEAVY_QUEUE=${process.env.HEAVY_QUEUE ?? '(32)'}`);
  console.log(`${HEAVY} PNG bodygraphs (2000 px) at once: ${count(200)} x 200, ${count(503)} x 503, others ${HEAVY - count(200) - count(503)}; credits moved ${before - after}`);
  console.log(`server peak RSS ${peak ? (Number(peak) / 1024).toFixed(0) : '?'} MB`);
  console.log(`GET /account while they ran (${light.length} calls, one after another): median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`);
} finally {
  server.kill('SIGINT');
  await new Promise((res) => server.once('exit', res));
  rmSync(dataDir, { recursive: true, force: true });
}
