/**
 * `npm run invoke -- <route-name> [event.json]`: runs ONE route's Lambda handler with an API
 * Gateway REST proxy event, against the local store, and prints the status, headers and body.
 *
 * - The event is read from the file (a full API Gateway event, or only the parts that matter:
 *   `body`, `headers`, `queryStringParameters`, `pathParameters`; the rest is filled as API
 *   Gateway does) or, without a file, built from the route (no body).
 * - The key: when the event sends none (or the placeholder `<demo-key>`), the demo account's key
 *   is injected (`Authorization: Bearer ...`); the demo account is created on first use, as
 *   `npm start` does, and kept in DATA_DIR/demo-key.json.
 * - The store: DYNAMODB_ENDPOINT when it answers, else the one of DATA_DIR (default .data/): the
 *   running `npm start`'s (DATA_DIR/local-store.json), otherwise the embedded store on
 *   DATA_DIR/dynamodb, started for this run. A DYNAMODB_PORT naming another store is refused.
 * - Streaming routes print their chunks as they arrive; binary bodies are written to a file.
 *
 * Sample events for every route: events/<route-name>.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { createAccount, createKey } from '#shared/accounts/admin';
import { hashKey } from '#shared/accounts/keys';
import { loadConfig } from '#shared/config';
import { createDeps, setDeps, type Deps } from '#shared/deps';
import { createResponseStream, installLocalAwslambda } from '#shared/http/lambda-shim';
import { startEmbeddedStore, withLocalJournal } from '#shared/http/local-stack';
import { ROUTES, type RouteDef } from '#shared/routes';
import { ensureTables } from '#shared/store/ensure-tables';
import { chooseLocalStore } from '#shared/store/local-store-file';
import { completeEvent, lambdaContext } from './apigw-event';

const PLACEHOLDER = '<demo-key>';

const usage = (): never => {
  console.error(`usage: npm run invoke -- <route-name> [event.json]\n\nroutes:\n${ROUTES.map((r) => `  ${r.name.padEnd(30)} ${r.method} ${r.path}`).join('\n')}`);
  process.exit(2);
};

/** The running local store, if one answers at the endpoint within half a second. */
const runningStore = async (endpoint: string): Promise<boolean> => {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
  try {
    await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(500) });
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
};

const connect = async (dataDir: string): Promise<{ deps: Deps; where: string; close: () => Promise<void> }> => {
  // DYNAMODB_ENDPOINT, else the store of DATA_DIR: the running npm start's, else the directory (shared/store/local-store-file.ts)
  const choice = process.env.DYNAMODB_ENDPOINT ? { endpoint: process.env.DYNAMODB_ENDPOINT } : await chooseLocalStore(dataDir, process.env.DYNAMODB_PORT);
  const endpoint = 'endpoint' in choice ? choice.endpoint : undefined;
  if (endpoint && (await runningStore(endpoint))) {
    process.env.DYNAMODB_ENDPOINT = endpoint;
    const config = loadConfig();
    const client = new DynamoDBClient({ endpoint, region: config.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await ensureTables(client, config.tableNames);
    client.destroy();
    const deps = withLocalJournal(createDeps({ ...config, dynamodbEndpoint: endpoint }));
    setDeps(deps);
    return { deps, where: `running store ${endpoint}`, close: async () => deps.journal?.close() };
  }
  mkdirSync(dataDir, { recursive: true });
  const { dynamo, deps } = await startEmbeddedStore({ dbPath: join(dataDir, 'dynamodb') });
  return {
    deps,
    where: `embedded store on ${join(dataDir, 'dynamodb')}`,
    close: async () => {
      await deps.journal?.close();
      await dynamo.close();
    },
  };
};

/** The demo account's key (created like `npm start` does when missing or revoked). */
const demoKey = async (deps: Deps, dataDir: string): Promise<string> => {
  const file = join(dataDir, 'demo-key.json');
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { accountId: string; apiKey: string }) : undefined;
  const record = saved ? await deps.stores.keys.getByHash(hashKey(saved.apiKey)) : undefined;
  if (saved && record && !record.revokedAt) return saved.apiKey;
  const account = await createAccount(deps.stores, { type: 'personal', name: 'Demo account', credits: 10_000 });
  const key = await createKey(deps.stores, account.accountId, deps.config.keyPrefix);
  writeFileSync(file, `${JSON.stringify({ accountId: account.accountId, apiKey: key.apiKey }, null, 2)}\n`, { mode: 0o600 });
  return key.apiKey;
};

/** Injects the demo key unless the event carries a real key already. */
export const withKey = (event: APIGatewayProxyEvent, key: string): APIGatewayProxyEvent => {
  const headers = { ...event.headers };
  const keyHeaders = Object.keys(headers).filter((h) => ['authorization', 'x-api-key'].includes(h.toLowerCase()));
  const real = keyHeaders.filter((h) => headers[h] && !headers[h]!.includes(PLACEHOLDER));
  if (real.length > 0) return event;
  for (const h of keyHeaders) delete headers[h];
  headers.Authorization = `Bearer ${key}`;
  return { ...event, headers, multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v as string]])) };
};

const printHeaders = (headers: Record<string, unknown> | undefined): void => {
  for (const [k, v] of Object.entries(headers ?? {})) console.log(`${k}: ${String(v)}`);
};

const run = async (route: RouteDef, event: APIGatewayProxyEvent): Promise<number> => {
  installLocalAwslambda();
  const mod = (await import(resolve(route.handler))) as { handler: (...args: unknown[]) => Promise<unknown> };
  const context = lambdaContext(route);
  if (route.streaming) {
    let status = 0;
    const done = new Promise<void>((ok) => {
      const stream = createResponseStream({
        prelude: (p) => {
          status = p.statusCode ?? 200;
          console.log(`HTTP ${status}`);
          printHeaders(p.headers);
          console.log('');
        },
        write: (chunk) => process.stdout.write(chunk),
        end: () => ok(),
      });
      void mod.handler(event, stream, context).then(
        () => {
          if (!stream.writableEnded) stream.end();
        },
        (e: unknown) => {
          // a stream that failed after its first byte (the status has left): the body stops where it was
          console.error(`\nstream failed: ${e instanceof Error ? e.message : String(e)}`);
          status = 500;
          ok();
        },
      );
    });
    await done;
    process.stdout.write('\n');
    return status;
  }
  const result = (await mod.handler(event, context)) as APIGatewayProxyResult;
  console.log(`HTTP ${result.statusCode}`);
  printHeaders(result.headers);
  console.log('');
  if (result.isBase64Encoded) {
    const bytes = Buffer.from(result.body, 'base64');
    const type = String(result.headers?.['Content-Type'] ?? '');
    const out = resolve(`invoke-${route.name}.${type.includes('pdf') ? 'pdf' : type === 'image/png' ? 'png' : 'bin'}`);
    writeFileSync(out, bytes);
    console.log(`<${bytes.length} bytes written to ${out}>`);
  } else {
    try {
      console.log(JSON.stringify(JSON.parse(result.body), null, 2));
    } catch {
      console.log(result.body);
    }
  }
  return result.statusCode;
};

const main = async (): Promise<void> => {
  const [name, file] = process.argv.slice(2);
  if (!name || name === '--help' || name === '-h') usage();
  const route = ROUTES.find((r) => r.name === name);
  if (!route) {
    console.error(`Unknown route "${name}".`);
    usage();
  }
  const partial = file ? (JSON.parse(readFileSync(resolve(file), 'utf8')) as Partial<APIGatewayProxyEvent> & { body?: unknown }) : {};
  // a sample event may hold the body as JSON (readable); API Gateway delivers it as a string
  if (partial.body !== undefined && partial.body !== null && typeof partial.body !== 'string') partial.body = JSON.stringify(partial.body);
  const dataDir = resolve(process.env.DATA_DIR || '.data');
  process.env.LOG_LEVEL ??= 'warn';
  const store = await connect(dataDir);
  let status: number;
  try {
    const key = await demoKey(store.deps, dataDir);
    const event = withKey(completeEvent(route!, partial as Partial<APIGatewayProxyEvent>), key);
    console.error(`invoke ${route!.name} (${route!.method} ${route!.path}) against the ${store.where}\n`);
    status = await run(route!, event);
  } finally {
    await store.close();
  }
  process.exit(status >= 200 && status < 500 ? 0 : 1);
};

if (process.argv[1] && resolve(process.argv[1]).endsWith(join('scripts', 'invoke.ts'))) {
  await main();
}
