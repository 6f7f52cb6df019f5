/**
 * Which local store a command-line tool talks to. `npm start` writes the endpoint of the store
 * it serves into DATA_DIR/local-store.json (removed when it stops), so the admin CLI and
 * `npm run invoke` find the running store of a DATA_DIR instead of guessing a port: a
 * DYNAMODB_PORT that names another store is refused with a message, never used silently (a key
 * created there would get 401 from the server).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

export const STORE_FILE = 'local-store.json';

export interface LocalStoreRecord {
  endpoint: string;
  port: number;
  /** The `npm start` process serving it. */
  pid: number;
  startedAt: string;
}

export const writeStoreFile = (dataDir: string, endpoint: string): void => {
  const record: LocalStoreRecord = { endpoint, port: Number(new URL(endpoint).port), pid: process.pid, startedAt: new Date().toISOString() };
  writeFileSync(join(dataDir, STORE_FILE), `${JSON.stringify(record, null, 2)}\n`);
};

/** Removes the file if this process wrote it (a second server on the same DATA_DIR leaves the first one's). */
export const removeStoreFile = (dataDir: string): void => {
  if (readStoreFile(dataDir)?.pid === process.pid) rmSync(join(dataDir, STORE_FILE), { force: true });
};

export const readStoreFile = (dataDir: string): LocalStoreRecord | undefined => {
  const file = join(dataDir, STORE_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const r = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalStoreRecord>;
    return typeof r.endpoint === 'string' && Number.isSafeInteger(r.port) && Number.isSafeInteger(r.pid) ? (r as LocalStoreRecord) : undefined;
  } catch {
    return undefined;
  }
};

const pidAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether something accepts TCP connections on 127.0.0.1:port within half a second. */
export const reachable = (port: number, host = '127.0.0.1'): Promise<boolean> =>
  new Promise((res) => {
    const s = connect({ host, port });
    s.setTimeout(500);
    s.once('connect', () => {
      s.destroy();
      res(true);
    });
    s.once('error', () => res(false));
    s.once('timeout', () => {
      s.destroy();
      res(false);
    });
  });

export type LocalStoreChoice = { endpoint: string; where: string } | { dir: string; where: string };

export class StoreChoiceError extends Error {}

/**
 * The store of `dataDir`: the running `npm start` store when its file names a live process that
 * answers, else the directory itself (opened directly by the caller). `port` (DYNAMODB_PORT), when
 * set, must agree: the running store's port, or no store at all on it.
 */
export const chooseLocalStore = async (dataDir: string, port: string | undefined): Promise<LocalStoreChoice> => {
  const wanted = port !== undefined && port.trim() !== '' ? Number(port) : undefined;
  const rec = readStoreFile(dataDir);
  const running = rec && pidAlive(rec.pid) && (await reachable(rec.port)) ? rec : undefined;
  if (running) {
    if (wanted !== undefined && wanted !== running.port) {
      throw new StoreChoiceError(
        `DATA_DIR ${dataDir} is served by the running local store on port ${running.port} (npm start, pid ${running.pid}), but DYNAMODB_PORT is ${wanted}: unset DYNAMODB_PORT or set it to ${running.port}. Nothing was written.`,
      );
    }
    return { endpoint: running.endpoint, where: `running local store ${running.endpoint} (DATA_DIR ${dataDir})` };
  }
  if (wanted !== undefined && wanted > 0 && (await reachable(wanted))) {
    throw new StoreChoiceError(
      `A store answers on 127.0.0.1:${wanted} (DYNAMODB_PORT), but no local server runs on DATA_DIR ${dataDir} (no ${STORE_FILE} there): set DATA_DIR to that server's directory, or DYNAMODB_ENDPOINT=http://127.0.0.1:${wanted} to use that store on purpose. Nothing was written.`,
    );
  }
  return { dir: join(dataDir, 'dynamodb'), where: `local DATA_DIR ${dataDir}` };
};
