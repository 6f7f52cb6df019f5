/**
 * The embedded DynamoDB-compatible store of the local stack: dynalite (LevelDB on disk, or
 * in memory when no path is given) in a worker thread. Local and test use only; dynalite is a
 * dev dependency.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { ensureTables } from './ensure-tables';
import type { TableId } from './tables';

export interface LocalDynamo {
  endpoint: string;
  port: number;
  /** Tables created by this start (empty on a restart over existing data). */
  created: string[];
  close(): Promise<void>;
}

interface WorkerMessage {
  type: 'listening' | 'closed' | 'error';
  port?: number;
  message?: string;
}

/**
 * Starts dynalite in a worker thread (its CPU work then runs beside the API's, not on the
 * same thread) and creates the missing tables.
 */
export const startLocalDynamo = async (opts: {
  path?: string;
  port?: number;
  host?: string;
  tableNames: Record<TableId, string>;
  region?: string;
}): Promise<LocalDynamo> => {
  if (opts.path) mkdirSync(opts.path, { recursive: true });
  const host = opts.host ?? '127.0.0.1';
  const worker = new Worker(new URL('./dynalite-worker.mjs', import.meta.url), {
    workerData: { path: opts.path, port: opts.port ?? 0, host },
  });
  const next = (type: WorkerMessage['type']): Promise<WorkerMessage> =>
    new Promise((res, rej) => {
      const onMessage = (m: WorkerMessage) => {
        if (m.type === type || m.type === 'error') {
          worker.off('message', onMessage);
          worker.off('error', rej);
          if (m.type === 'error') rej(new Error(`dynalite: ${m.message}`));
          else res(m);
        }
      };
      worker.on('message', onMessage);
      worker.once('error', rej);
    });
  let port: number;
  try {
    port = (await next('listening')).port!;
  } catch (e) {
    await worker.terminate();
    throw e;
  }
  const endpoint = `http://${host}:${port}`;
  const client = new DynamoDBClient({
    region: opts.region ?? 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const created = await ensureTables(client, opts.tableNames);
  client.destroy();
  let closing: Promise<void> | undefined;
  return {
    endpoint,
    port,
    created,
    close: () =>
      (closing ??= (async () => {
        const closed = next('closed');
        worker.postMessage('close');
        await closed;
        await worker.terminate();
      })()),
  };
};
