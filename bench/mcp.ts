/**
 * `npm run bench:mcp`: what a tool call through POST /v1/mcp adds over the same REST call.
 *
 * The stack is `scripts/start.ts` in a child process (temp DATA_DIR, free ports, logs off, the
 * standard rate limit raised). One client, one keep-alive connection, requests one after the
 * other, REST and MCP alternating so that both see the same machine load: BENCH_N (default 400)
 * pairs per route after 100 warm-up pairs, for
 *   - POST /v1/calculators/life-path (1 credit: key check, debit with the count, journal) and
 *     the tool calculators_life_path;
 *   - GET /v1/account (free: the count that reads the account) and the tool account_get.
 * The MCP requests are raw JSON-RPC `tools/call` POSTs (stateless server: no initialize needed),
 * so the client's own work is the same small fetch on both sides.
 * Target: the tool call's p50 at most 3 ms above the REST call's p50.
 *
 * On a shared machine latency moves with the load, so the bench also reports the server's CPU time
 * per request (the stack process's utime + stime from /proc, dynalite included, over a batch of
 * BENCH_N requests of one kind): the work a tool call adds, whatever the load.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount, createKey } from '#shared/accounts/admin';
import { loadConfig } from '#shared/config';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { createDynamoStores } from '#shared/store/stores';
import { machineLine, startChildStack, stopChildStack, treeCpuMs } from './child-stack';

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

const timed = async (f: () => Promise<Response>, check: (status: number, body: string) => void): Promise<number> => {
  const t = performance.now();
  const res = await f();
  const body = await res.text();
  const ms = performance.now() - t;
  check(res.status, body);
  return ms;
};

const main = async (): Promise<void> => {
  const n = Number(process.env.BENCH_N || 400);
  const dataDir = mkdtempSync(join(tmpdir(), 'mcp-bench-'));
  const stack = await startChildStack(dataDir);
  try {
    const config = loadConfig({});
    const db = createDocumentClient({ region: config.region, endpoint: stack.dynamoEndpoint });
    const stores = createDynamoStores(db, config.tableNames);
    const account = await createAccount(stores, { type: 'personal', name: 'bench', credits: 10_000_000 });
    const key = await createKey(stores, account.accountId, config.keyPrefix);
    db.destroy();
    const auth = { Authorization: `Bearer ${key.apiKey}` };
    const mcpHeaders = { ...auth, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'Mcp-Protocol-Version': '2025-06-18' };
    let id = 0;
    const tool = (name: string, args: unknown) => () =>
      fetch(`${stack.url}/mcp`, { method: 'POST', headers: mcpHeaders, body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method: 'tools/call', params: { name, arguments: args } }) });
    const restOk = (status: number, body: string): void => {
      if (status !== 200) throw new Error(`REST answered ${status}: ${body}`);
    };
    const mcpOk = (status: number, body: string): void => {
      if (status !== 200 || body.includes('"isError":true')) throw new Error(`MCP answered ${status}: ${body.slice(0, 300)}`);
    };
    const cases = [
      {
        label: 'life path (1 credit)',
        rest: () => fetch(`${stack.url}/calculators/life-path`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: '{"birthDate":"1961-08-04"}' }),
        mcp: tool('calculators_life_path', { birthDate: '1961-08-04' }),
      },
      { label: 'account (free)', rest: () => fetch(`${stack.url}/account`, { headers: auth }), mcp: tool('account_get', {}) },
    ];
    const lines = [`MCP tool call vs the same REST call — npm start (child process, dynalite on disk), one connection, ${n} alternating pairs per route`];
    const verdict: string[] = [];
    for (const c of cases) {
      for (let i = 0; i < 100; i++) {
        await timed(c.rest, restOk);
        await timed(c.mcp, mcpOk);
      }
      const rest: number[] = [];
      const mcp: number[] = [];
      for (let i = 0; i < n; i++) {
        rest.push(await timed(c.rest, restOk));
        mcp.push(await timed(c.mcp, mcpOk));
      }
      // CPU per request on the server, each kind in its own batch
      const cpu = async (f: () => Promise<Response>, check: (status: number, body: string) => void): Promise<number> => {
        const before = (treeCpuMs(stack.proc.pid) ?? 0);
        for (let i = 0; i < n; i++) await timed(f, check);
        return ((treeCpuMs(stack.proc.pid) ?? 0) - before) / n;
      };
      const restCpu = await cpu(c.rest, restOk);
      const mcpCpu = await cpu(c.mcp, mcpOk);
      const added = pct(mcp, 50) - pct(rest, 50);
      lines.push(
        `  ${c.label.padEnd(22)} REST p50 ${pct(rest, 50).toFixed(2)} ms p90 ${pct(rest, 90).toFixed(2)} ms   MCP p50 ${pct(mcp, 50).toFixed(2)} ms p90 ${pct(mcp, 90).toFixed(2)} ms   added p50 ${added.toFixed(2)} ms   server CPU/request REST ${restCpu.toFixed(2)} ms, MCP ${mcpCpu.toFixed(2)} ms (+${(mcpCpu - restCpu).toFixed(2)})`,
      );
      verdict.push(`${c.label}: ${added < 3 ? 'met' : 'MISSED'} (${added.toFixed(2)} ms)`);
      if (added >= 3) process.exitCode = 1;
    }
    lines.push(`  target       added p50 < 3 ms: ${verdict.join('; ')}`);
    lines.push(machineLine());
    console.log(lines.join('\n'));
  } finally {
    await stopChildStack(stack, dataDir);
  }
};

await main();
