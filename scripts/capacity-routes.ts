/**
 * `npm run capacity:routes`: the DynamoDB cost of one request of every route, measured rather than
 * counted by hand. Runs the local stack in this process (in-memory dynalite) with the capacity meter
 * on (shared/store/capacity-meter.ts), calls every route of ROUTES with its documented example
 * (shared/http/examples/requests.json; ids replaced by items created on the way), and prints a
 * Markdown table: DynamoDB calls by operation, read and write units, and where they land, for a
 * warm request (the second call of the route: the key's identity and the daily records are then
 * cached, as in a warm Lambda). Deletions are measured on their one call. The journal's copy to
 * the ledger (deployed: the accounts stream's consumer, per batch of requests) is counted in the
 * request that moved the money, one copy per request: the worst case, a batch of one.
 * The table of docs/scale.md is this script's output.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

process.env.CAPACITY_METER = '1';
process.env.AI_LOG = 'off';
process.env.ADVISOR_OFFLINE_CHUNK_MS = '0';
process.env.RATE_LIMIT_STANDARD = '100000/min';

const { createAccount, createKey } = await import('#shared/accounts/admin');
const { REPO_ROOT, startLocalStack } = await import('#shared/http/local-stack');
const { ROUTES } = await import('#shared/routes');
const { FUNCTION_DEFAULTS } = await import('../infra/constructs/api-function');
const { loadavg } = await import('node:os');
const { anyItemSize, capacityMeterFromEnv } = await import('#shared/store/capacity-meter');
const { createDocumentClient } = await import('#shared/store/dynamo-client');
const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');

type Json = Record<string, unknown>;
interface Example {
  body?: Json;
  query?: Record<string, unknown>;
  params?: Record<string, string>;
}
const EXAMPLES = JSON.parse(readFileSync(join(REPO_ROOT, 'shared/http/examples/requests.json'), 'utf8')) as Record<string, Example>;

const load = loadavg()[0]!;
const stack = await startLocalStack({ config: { logLevel: 'silent' } });
const meter = capacityMeterFromEnv()!;
const { stores, config } = stack.deps;
const account = await createAccount(stores, { type: 'personal', name: 'capacity', credits: 1_000_000 });
const { apiKey } = await createKey(stores, account.accountId, config.keyPrefix);
const names = config.tableNames;
const tableId = Object.fromEntries(Object.entries(names).map(([id, name]) => [name, id]));

const ids: Record<string, string> = {};
const first = (path: string): string => path.split('/')[1] ?? '';

const send = async (method: string, path: string, body?: Json): Promise<{ status: number; data: Json; headers: Headers }> => {
  const res = await fetch(`${stack.api.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json, text/event-stream, application/pdf', ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let data: Json = {};
  try {
    data = ((JSON.parse(text) as Json).data ?? {}) as Json;
  } catch {
    /* stream, PDF, SVG */
  }
  return { status: res.status, data, headers: res.headers };
};

/**
 * Prices, us-east-1, on-demand, as published on the AWS pricing pages (read 2026-11-23): Lambda arm64
 * $0.20 per million requests + $0.0000133334 per GB-second; DynamoDB on-demand $0.625 per million
 * write request units, $0.125 per million read request units (since the November 2024 price cut);
 * API Gateway REST $3.50 per million calls (first 333 million a month).
 */
const PRICE = { lambdaRequest: 0.2, lambdaGbSecond: 0.0000133334, wru: 0.625, rru: 0.125, apiGateway: 3.5 } as const;

interface Row {
  route: string;
  memoryMb: number;
  ms: number;
  status: number;
  ops: string;
  rcu: number;
  wcu: number;
  account: number;
  where: string;
}
const rows: Row[] = [];

/** One measured call: the meter is reset before and read after the journal copy. */
const measure = async (label: string, memoryMb: number, method: string, path: string, body?: Json): Promise<{ status: number; data: Json; headers: Headers }> => {
  await stack.deps.journal?.drain();
  meter.reset();
  const t0 = performance.now();
  const res = await send(method, path, body);
  const ms = performance.now() - t0;
  await stack.deps.journal?.drain();
  const s = meter.snapshot();
  const ops = Object.entries(s.operations)
    .map(([op, n]) => `${n} ${op.replace(/Item$/, '')}`)
    .join(', ');
  const byTable = new Map<string, { rcu: number; wcu: number }>();
  for (const p of s.partitions) {
    const t = tableId[p.table.replace(/\[.*\]$/, '')] ?? p.table;
    const key = `${t}${p.table.includes('[') ? `[${p.table.replace(/^.*\[/, '')}` : ''}`;
    const u = byTable.get(key) ?? { rcu: 0, wcu: 0 };
    u.rcu += p.rcu;
    u.wcu += p.wcu;
    byTable.set(key, u);
  }
  const where = [...byTable.entries()].map(([t, u]) => `${t} ${[u.rcu ? `${u.rcu}R` : '', u.wcu ? `${u.wcu}W` : ''].filter(Boolean).join('+')}`).join('; ');
  const accountWcu = s.partitions.filter((p) => p.table === names.accounts && p.key === account.accountId).reduce((a, p) => a + p.wcu, 0);
  rows.push({
    route: label,
    memoryMb,
    ms,
    status: res.status,
    ops,
    rcu: s.tables.reduce((a, t) => a + t.rcu, 0),
    wcu: s.tables.reduce((a, t) => a + t.wcu, 0),
    account: accountWcu,
    where,
  });
  return res;
};

/** The duration of the last measured route: the median of it and four more warm calls (one sample is noise on a shared machine). */
const retime = async (method: string, path: string, body?: Json): Promise<void> => {
  const row = rows[rows.length - 1]!;
  const times = [row.ms];
  for (let i = 0; i < 4; i++) {
    const t0 = performance.now();
    await send(method, path, body);
    times.push(performance.now() - t0);
  }
  row.ms = times.sort((a, b) => a - b)[2]!;
};

const walk = async (r: (typeof ROUTES)[number]): Promise<void> => {
  const ex = EXAMPLES[r.name] ?? {};
  let path = r.path;
  for (const [k, v] of Object.entries(ex.params ?? {})) path = path.replace(`{${k}}`, encodeURIComponent(k === 'id' ? (ids[first(r.path)] ?? v) : v));
  path = path.replace('{sign}', 'leo');
  const qs = new URLSearchParams(Object.entries(ex.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]));
  const url = `${path}${qs.size ? `?${qs}` : ''}`;
  let body = ex.body;
  if (body && 'blueprintId' in body) body = { ...body, blueprintId: ids.blueprints };
  // the deletion of the account (the last DELETE) confirms with the account's id
  if (body && 'confirm' in body) body = { ...body, confirm: account.accountId };
  if (body && Array.isArray(body.people)) body = { ...body, people: (body.people as Json[]).map((p) => ('blueprintId' in p ? { ...p, blueprintId: ids.blueprints } : p)) };
  const label = `${r.method} ${r.path}`;
  // a warm request: the first call fills the caches (the key's identity, the day's records)
  const memory = r.memoryMb ?? FUNCTION_DEFAULTS.memoryMb;
  const res = r.method === 'DELETE' ? await measure(label, memory, r.method, url, body) : (await send(r.method, url, body), await measure(label, memory, r.method, url, body));
  if (r.method !== 'DELETE') await retime(r.method, url, body);
  const data = res.data;
  if (r.method === 'POST' && typeof data.blueprintId === 'string') ids.blueprints = data.blueprintId;
  else if (r.method === 'POST' && !r.path.includes('{')) {
    const id = typeof data.id === 'string' ? data.id : Object.entries(data).find(([k, v]) => k.endsWith('Id') && typeof v === 'string')?.[1];
    if (typeof id === 'string') ids[first(r.path)] = id;
  }
  if (r.name === 'blueprints-generate') {
    const saved = await send('POST', '/transits', { ...(EXAMPLES['transits-create']?.body ?? {}), saveToAccount: true });
    ids.transits = String(saved.data.id);
  }
  if (res.headers.get('x-conversation-id')) ids.advisor = res.headers.get('x-conversation-id')!;
};

// deletions last, after the reads of what they delete; the account's own deletion is the last route
for (const r of ROUTES.filter((x) => x.method !== 'DELETE')) await walk(r);
// the MCP server (not in ROUTES: one function serving every tool), one priced tool call
const mcpCall = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'calculators_life_path', arguments: { birthDate: '1961-08-04' } } };
await send('POST', '/mcp', mcpCall);
await measure('POST /mcp (tools/call calculators_life_path)', FUNCTION_DEFAULTS.memoryMb, 'POST', '/mcp', mcpCall);
await retime('POST', '/mcp', mcpCall);

// the sizes of the items the walk has written so far, before the deletions (DynamoDB's sizing rules)
const db = createDocumentClient({ region: config.region, endpoint: stack.dynamo.endpoint });
const sizes: string[] = [];
for (const [id, table] of Object.entries(names)) {
  const items = (await db.send(new ScanCommand({ TableName: table }))).Items ?? [];
  const bytes = items.map((it) => anyItemSize(it)).sort((a, b) => a - b);
  if (bytes.length) sizes.push(`| ${id} | ${bytes.length} | ${bytes[0]} | ${bytes[Math.floor(bytes.length / 2)]} | ${bytes[bytes.length - 1]} |`);
}
for (const r of ROUTES.filter((x) => x.method === 'DELETE')) await walk(r);
await stack.close();

console.log('| Route | Status | DynamoDB calls | RCU | WCU | of which on the account item | Units by table |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| \`${r.route}\` | ${r.status} | ${r.ops} | ${r.rcu} | ${r.wcu} | ${r.account} | ${r.where} |`);
console.log('\n| Table | Items written by the walk | Smallest (bytes) | Median | Largest |');
console.log('|---|---|---|---|---|');
for (const line of sizes) console.log(line);

const usd = (n: number): string => `$${n.toFixed(2)}`;
console.log(`\nCost of a million calls (us-east-1, on-demand; Lambda duration = the warm call's time measured here, load average ${load.toFixed(1)} at the start on this machine):\n`);
console.log('| Route | Memory | Duration (ms) | Lambda | DynamoDB | API Gateway | Total per million |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  const lambda = PRICE.lambdaRequest + (r.memoryMb / 1024) * (r.ms / 1000) * PRICE.lambdaGbSecond * 1e6;
  const dynamo = r.wcu * PRICE.wru + r.rcu * PRICE.rru;
  console.log(`| \`${r.route}\` | ${r.memoryMb} MB | ${r.ms.toFixed(1)} | ${usd(lambda)} | ${usd(dynamo)} | ${usd(PRICE.apiGateway)} | ${usd(lambda + dynamo + PRICE.apiGateway)} |`);
}
