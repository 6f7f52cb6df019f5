/**
 * `npm run bench:scale`: how far one account goes. One organization account with many API keys,
 * the local stack (`npm start` in a child process) at its top rate on a charged route with the
 * capacity meter on (CAPACITY_METER=1, shared/store/capacity-meter.ts). Prints requests per
 * second, the hottest DynamoDB partition (table + partition key) with its write units per charged
 * request, and the ceiling of one account that figure implies: DynamoDB serves at most 1,000
 * write units a second on one partition, so 1,000 / (units per request) charged requests a second.
 *
 * The meter counts every call of the stack's process (the request path, the local journal copier
 * that stands in for the deployed stream consumer, the reconciler), over the measured window only.
 * The hot-partition figure depends on the data layout, not on this machine's speed: it is the
 * figure to read; requests per second only shows the run was busy.
 *
 * Env: BENCH_ROUTE (default calculators/life-path, the cheapest charged route: the highest
 * rate), BENCH_KEYS (API keys of the account, default 100, requests rotate over them),
 * BENCH_CONNECTIONS (default 32), BENCH_DURATION (s, default 20), BENCH_SHARDS (the account's money
 * shards, default 128, docs/money-shards.md; 1 = one item, the layout before sharding), BENCH_CREDITS
 * (the account's credits, default 100,000,000: no shard ever runs short; a few thousand make the
 * shards run dry and pull credits from the others, docs/money-shards.md#transfers), API_WORKERS
 * (passed on). Prints the transfers between shards made in the window (from the ledger).
 *
 * Exits non-zero (the bar MISSED) when the hottest partition of ANY table takes more than 0.1 write
 * units per charged request, or when a request failed.
 */
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount, createKey } from '#shared/accounts/admin';
import { shardAccount, spendable } from '#shared/accounts/shards';
import { loadConfig } from '#shared/config';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { createDynamoStores } from '#shared/store/stores';
import { diffSnapshots, formatCapacityReport, hottestPartition, hottestPerTable, mergeSnapshots, type CapacitySnapshot } from '#shared/store/capacity-meter';
import { LONDON_1990 } from '#test/support/stack';
import { startChildStack, stopChildStack } from './child-stack';

const BODIES: Record<string, unknown> = {
  'calculators/life-path': { birthDate: LONDON_1990.birthDate },
  'calculators/big-3': LONDON_1990,
  'calculators/natal-chart': LONDON_1990,
};

/** Every process's meter file (capacity-<pid>.json), summed. */
const readMeter = (dir: string): CapacitySnapshot =>
  mergeSnapshots(
    readdirSync(dir)
      .filter((f) => /^capacity-\d+\.json$/.test(f))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CapacitySnapshot),
  );

/** At most this many write units per charged request on the hottest partition of any table (10,000 charged requests a second within one partition's 1,000). */
const BAR = 0.1;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const main = async (): Promise<void> => {
  const route = process.env.BENCH_ROUTE || 'calculators/life-path';
  const keyCount = Number(process.env.BENCH_KEYS || 100);
  const connections = Number(process.env.BENCH_CONNECTIONS || 32);
  const duration = Number(process.env.BENCH_DURATION || 20);
  const shards = Number(process.env.BENCH_SHARDS || 128);
  const startCredits = Number(process.env.BENCH_CREDITS || 100_000_000);
  const body = JSON.stringify(BODIES[route] ?? LONDON_1990);

  const dataDir = mkdtempSync(join(tmpdir(), 'blueprint-scale-'));
  const meterDir = join(dataDir, 'meter');
  const stack = await startChildStack(dataDir, { CAPACITY_METER: '1', CAPACITY_METER_DIR: meterDir });
  try {
    const config = loadConfig({});
    const db = createDocumentClient({ region: config.region, endpoint: stack.dynamoEndpoint });
    const stores = createDynamoStores(db, config.tableNames);
    const account = await createAccount(stores, { type: 'organization', name: 'scale bench', credits: startCredits });
    // the admin CLI's shard-account: the money over N items, keys pinned to them (docs/money-shards.md)
    if (shards > 1) await shardAccount(stores, account.accountId, shards);
    const keys: string[] = [];
    for (let i = 0; i < keyCount; i++) keys.push((await createKey(stores, account.accountId, config.keyPrefix)).apiKey);

    let next = 0;
    const opts = {
      url: `${stack.url}/${route}`,
      method: 'POST',
      connections,
      requests: [
        {
          method: 'POST',
          body,
          // every request takes the next key: the account's requests spread over all its keys
          setupRequest: (req: { headers?: Record<string, string> }) => ({
            ...req,
            headers: { ...req.headers, 'Content-Type': 'application/json', Authorization: `Bearer ${keys[next++ % keys.length]}` },
          }),
        },
      ],
    };

    // warm-up: every key once (identities cached), JIT, the store's first writes
    await autocannon({ ...opts, amount: Math.max(2000, keyCount * 2) });
    await sleep(1000); // the journal copier and the meter's file catch up
    const before = readMeter(meterDir);
    // the whole account's credits: every shard, and transfers between shards in flight
    const credits = async (): Promise<number> => spendable((await stores.accounts.get(account.accountId))!);
    const balance0 = await credits();
    const from = new Date().toISOString();
    const r = await autocannon({ ...opts, duration });
    const to = new Date().toISOString();
    await sleep(1500); // calls in flight at the cutoff, the journal copy of the last requests, the meter file
    // the transfers between shards in the window: a short shard's pulls (docs/money-shards.md#transfers)
    const moves = (await stores.ledger.listByAccount(account.accountId)).filter((e) => e.kind === 'transfer-out' && e.at >= from && e.at <= to);
    const window = diffSnapshots(readMeter(meterDir), before);
    const charged = balance0 - (await credits()); // 1 credit per request on these routes
    db.destroy();

    const hot = hottestPartition(window);
    const perRequest = hot && charged > 0 ? hot.wcu / charged : undefined;
    const hotRead = hottestPartition(window, 'rcu');
    const load = loadavg().map((x) => x.toFixed(2)).join(' ');
    // the bar holds on every table: a hot partition anywhere caps the account as surely as one on the account item
    const perTable = hottestPerTable(window);
    const missed = charged > 0 ? perTable.filter((p) => p.wcu / charged > BAR) : perTable;
    const isAccount = hot?.key === account.accountId || hot?.key.startsWith(`${account.accountId}#`);
    console.log(
      [
        `POST /v1/${route}: one organization account (${shards === 1 ? 'one item' : `${shards} money shards`}), ${keyCount} API keys (requests rotate over them), ${connections} connections, ${duration} s, capacity meter on`,
        `  requests/s   avg ${r.requests.average.toFixed(1)}   (${r['2xx']} × 2xx, ${r.non2xx} non-2xx, ${r.errors} errors); latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
        `  charged      ${charged} requests in the window (the account's balance moved by ${charged} credits)`,
        `  transfers    ${moves.length} between shards in the window (${moves.reduce((n, e) => n + e.credits, 0)} credits moved; ${balance0} credits at the start)`,
        hot
          ? `  hottest partition (writes): ${hot.table} ${hot.key}${isAccount ? (hot.key.includes('#') ? ` (shard ${hot.key.split('#')[1]} of the account)` : ' (the account)') : ''}: ${hot.wcu} WCU in ${hot.writes} writes` +
            ` = ${perRequest?.toFixed(3)} WCU per charged request, ${(hot.wcu / duration).toFixed(0)} WCU/s in this run`
          : '  hottest partition: none (nothing metered)',
        hotRead ? `  hottest partition (reads):  ${hotRead.table} ${hotRead.key}: ${hotRead.rcu} RCU = ${(hotRead.rcu / Math.max(1, charged)).toFixed(3)} RCU per charged request` : undefined,
        perRequest
          ? `  ceiling      one account: 1,000 WCU/s per partition / ${perRequest.toFixed(3)} = ${Math.floor(1000 / perRequest).toLocaleString('en-US')} charged requests/s` +
            (hotRead && hotRead.rcu > 0 ? ` (reads: 3,000 RCU/s / ${(hotRead.rcu / charged).toFixed(3)} = ${Math.floor(3000 / (hotRead.rcu / charged)).toLocaleString('en-US')})` : '')
          : undefined,
        `  bar          <= ${BAR} WCU per charged request on the hottest partition of every table (10,000 requests/s): ${missed.length === 0 && perRequest !== undefined ? 'MET' : `MISSED (${missed.map((p) => p.table).join(', ') || 'nothing charged'})`}`,
        'hottest partition of each table (write units per charged request):',
        ...perTable.map((p) => `  ${p.table.padEnd(24)} ${p.key.padEnd(32)} ${(p.wcu / Math.max(1, charged)).toFixed(3)}${p.wcu / Math.max(1, charged) > BAR ? '  > bar' : ''}`),
        `  machine      ${cpus().length} cores, load average ${load} (1/5/15 min)`,
        '',
        formatCapacityReport(window, { requests: charged, top: 5 }),
      ]
        .filter((l) => l !== undefined)
        .join('\n'),
    );
    if (r.non2xx > 0 || r.errors > 0 || charged < r['2xx']) process.exitCode = 1;
    if (missed.length > 0 || charged <= 0) {
      console.error(`bench:scale FAILED: the hottest partition of ${missed.map((p) => `${p.table} (${p.key}: ${(p.wcu / Math.max(1, charged)).toFixed(3)} WCU per charged request)`).join(', ') || 'no table (nothing charged)'} passes ${BAR}`);
      process.exitCode = 1;
    }
  } finally {
    await stopChildStack(stack, dataDir);
  }
};

await main();
