/**
 * `npm start`: the local stack. dynalite persisted under DATA_DIR (default .data/) on
 * 127.0.0.1:${DYNAMODB_PORT:-8000}, the API on http://127.0.0.1:${PORT:-3000}/v1, served by
 * API_WORKERS processes (default 1: API, handlers and store all in this one process, as the
 * tests run it; N > 1: node:cluster workers sharing the port, dynalite stays in this process).
 * On first start creates a demo account (10,000 credits) and keeps its key in
 * DATA_DIR/demo-key.json so that every start can print it; writes the store's endpoint to
 * DATA_DIR/local-store.json for the admin CLI. Ctrl-C closes everything cleanly.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createAccount, createKey } from '#shared/accounts/admin';
import { hashKey } from '#shared/accounts/keys';
import { isClusterWorker, runClusterWorker, startLocalCluster } from '#shared/http/local-cluster';
import { startLocalStack } from '#shared/http/local-stack';
import { startLocalDailySchedule } from '#shared/daily/local-schedule';
import { startLocalWebhookWorker } from '#shared/webhooks/local-worker';
import { removeStoreFile, writeStoreFile } from '#shared/store/local-store-file';

interface Demo {
  accountId: string;
  apiKey: string;
}

const startPrimary = async (): Promise<void> => {
  const dataDir = resolve(process.env.DATA_DIR || '.data');
  const dynamoPort = Number(process.env.DYNAMODB_PORT || 8000);
  const port = Number(process.env.PORT || 3000);
  // default 1: on the 2-core development VM one process already keeps both cores busy (API
  // thread + dynalite thread + V8's GC threads), and 2 workers measured no better (docs/platform.md)
  const workers = Number(process.env.API_WORKERS || 1);
  if (!Number.isSafeInteger(workers) || workers < 1) throw new Error(`API_WORKERS must be a positive integer, got "${process.env.API_WORKERS}"`);
  mkdirSync(dataDir, { recursive: true });

  const dbPath = join(dataDir, 'dynamodb');
  const stack =
    workers > 1
      ? await startLocalCluster({ dbPath, dynamoPort, port, workers })
      : await startLocalStack({ dbPath, dynamoPort, port }).then((s) => ({ ...s, url: s.api.url, workers: 1 }));
  const { stores, config } = stack.deps;
  // where the admin CLI and npm run invoke find this store (removed on stop)
  writeStoreFile(dataDir, stack.dynamo.endpoint);

  const demoFile = join(dataDir, 'demo-key.json');
  let demo: Demo | undefined = existsSync(demoFile) ? (JSON.parse(readFileSync(demoFile, 'utf8')) as Demo) : undefined;
  const demoRecord = demo ? await stores.keys.getByHash(hashKey(demo.apiKey)) : undefined;
  if (!demo || !demoRecord || demoRecord.revokedAt) {
    const account = await createAccount(stores, { type: 'personal', name: 'Demo account', credits: 10_000 });
    const key = await createKey(stores, account.accountId, config.keyPrefix);
    demo = { accountId: account.accountId, apiKey: key.apiKey };
    writeFileSync(demoFile, `${JSON.stringify(demo, null, 2)}\n`, { mode: 0o600 });
  }
  const balance = (await stores.accounts.get(demo.accountId))?.balance;
  // the deployed 00:00 UTC job, locally: runs at each 00:00 UTC while the server is up
  const daily = startLocalDailySchedule(stack.deps);
  // the webhook delivery worker over the outbox in the store (durable across restarts; docs/webhooks.md)
  const webhooks = startLocalWebhookWorker(stack.deps);

  console.log(`
Blueprint API (local)   ${stack.url}   (${stack.workers} worker${stack.workers === 1 ? '' : 's'}, API_WORKERS)
DynamoDB (dynalite)     ${stack.dynamo.endpoint}   data: ${dataDir}${stack.dynamo.created.length ? `   (created tables: ${stack.dynamo.created.join(', ')})` : ''}
OpenAPI                 ${stack.url}/openapi.json
Console                 ${stack.url}/console   (paste the key below; docs/console.md)
MCP server              ${stack.url}/mcp   (POST, the API key as a header; docs/mcp.md)
Webhook worker          every second over the outbox${process.env.WEBHOOKS_ALLOW_LOOPBACK === '1' ? '   (WEBHOOKS_ALLOW_LOOPBACK=1: loopback receivers allowed)' : ''}

Demo account ${demo.accountId} (balance ${balance} credits)
Demo API key ${demo.apiKey}

  curl -s ${stack.url}/account -H "Authorization: Bearer ${demo.apiKey}"
  curl -s ${stack.url}/calculators/big-3 -H "X-API-Key: ${demo.apiKey}" -H 'Content-Type: application/json' \\
    -d '{"birthDate":"1990-07-15","birthTime":"14:30","city":"London","country":"UK","latitude":51.5074,"longitude":-0.1278,"timezone":"Europe/London"}'

Ctrl-C to stop.`);

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: closing the API and the store…`);
    daily.stop();
    await webhooks.stop();
    removeStoreFile(dataDir);
    await stack.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
};

if (isClusterWorker()) await runClusterWorker();
else await startPrimary();
