/**
 * `npm start` on more than one core: the primary process runs dynalite (one store, in a worker
 * thread) and forks API_WORKERS processes (node:cluster) that each run the local API server and
 * the handlers against it, sharing one port (the primary hands out connections round-robin).
 * Each worker has its own DynamoDB client, exactly like one Lambda container each.
 *
 * Shutdown: the primary tells every worker to close (stop accepting, finish running requests),
 * waits for them to exit, then closes dynalite (LevelDB flushed). A worker that gets SIGINT /
 * SIGTERM itself (Ctrl-C reaches the whole process group) closes the same way.
 *
 * The in-process stack (`startLocalStack`, one thread for API + handlers) stays the default
 * for the tests and for API_WORKERS=1.
 */
import cluster, { type Worker } from 'node:cluster';
import { createDeps, getDeps, setDeps, type Deps } from '../deps';
import { ROUTES } from '../routes';
import type { LocalDynamo } from '../store/local-dynamo';
import { REPO_ROOT, startEmbeddedStore, startLocalReconciler, withLocalJournal } from './local-stack';
import { STAGE, startLocalServer } from './local-server';

export interface LocalClusterOptions {
  /** LevelDB directory; omitted = in-memory store. */
  dbPath?: string;
  dynamoPort?: number;
  /** API port (0 = any free port, shared by all workers). */
  port?: number;
  workers: number;
}

export interface LocalCluster {
  /** e.g. http://127.0.0.1:3000/v1 */
  url: string;
  port: number;
  dynamo: LocalDynamo;
  /** Dependencies of the primary process (demo account setup), pointed at the same store. */
  deps: Deps;
  workers: number;
  close(): Promise<void>;
}

type ToWorker = { type: 'shutdown' };
type FromWorker = { type: 'listening'; port: number };

const WORKER_ENV = 'BLUEPRINT_API_WORKER';

/** True in a process forked by `startLocalCluster` (it must call `runClusterWorker`). */
export const isClusterWorker = (): boolean => cluster.isWorker && process.env[WORKER_ENV] === '1';

/** Primary side: dynalite + `workers` API processes. */
export const startLocalCluster = async (opts: LocalClusterOptions): Promise<LocalCluster> => {
  const { dynamo, deps } = await startEmbeddedStore(opts);
  const reconciler = startLocalReconciler(deps);

  let stopping = false;
  const live = new Set<Worker>();
  const fork = (): Worker => {
    const w = cluster.fork({ [WORKER_ENV]: '1', DYNAMODB_ENDPOINT: dynamo.endpoint, PORT: String(opts.port ?? 0) });
    live.add(w);
    w.once('exit', (code, signal) => {
      live.delete(w);
      if (stopping) return;
      // a crashed worker is replaced; the others keep serving meanwhile
      console.error(JSON.stringify({ level: 'error', msg: 'API worker exited', pid: w.process.pid, code, signal }));
      fork();
    });
    return w;
  };
  const ready = (w: Worker): Promise<number> =>
    new Promise((res, rej) => {
      const onMessage = (m: FromWorker) => {
        if (m.type !== 'listening') return;
        w.off('message', onMessage);
        w.off('exit', onExit);
        res(m.port);
      };
      const onExit = (code: number | null) => rej(new Error(`API worker exited with ${code} before listening`));
      w.on('message', onMessage);
      w.once('exit', onExit);
    });

  const close = async (): Promise<void> => {
    stopping = true;
    const exits = [...live].map((w) => new Promise<void>((res) => (w.isDead() ? res() : w.once('exit', () => res()))));
    for (const w of live) {
      if (!w.isConnected()) continue;
      try {
        w.send({ type: 'shutdown' } satisfies ToWorker);
      } catch {
        /* the worker is already going away */
      }
    }
    // workers drain their requests (at most 10 s each, see local-server.ts); never wait forever
    const timeout = new Promise<'timeout'>((res) => setTimeout(() => res('timeout'), 15_000).unref());
    if ((await Promise.race([Promise.all(exits), timeout])) === 'timeout') for (const w of live) w.process.kill('SIGKILL');
    reconciler.stop();
    await deps.journal?.close();
    await dynamo.close();
  };

  let port: number;
  try {
    const started = Array.from({ length: opts.workers }, () => ready(fork()));
    const ports = await Promise.all(started);
    port = ports[0]!;
  } catch (e) {
    await close();
    throw e;
  }
  return { url: `http://127.0.0.1:${port}/${STAGE}`, port, dynamo, deps, workers: opts.workers, close };
};

/** Worker side: the local API server over ROUTES, dependencies from the environment the primary set. */
export const runClusterWorker = async (): Promise<void> => {
  setDeps(withLocalJournal(createDeps()));
  const api = await startLocalServer({ routes: ROUTES, root: REPO_ROOT, port: Number(process.env.PORT || 0) });
  let closing: Promise<void> | undefined;
  const shutdown = (): Promise<void> =>
    (closing ??= (async () => {
      await api.close();
      await getDeps().journal?.close();
      process.exit(0);
    })());
  process.on('message', (m: ToWorker) => {
    if (m?.type === 'shutdown') void shutdown();
  });
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.send?.({ type: 'listening', port: api.port } satisfies FromWorker);
};
