/**
 * The whole local stack in one process: dynalite (persisted under a directory, or in
 * memory), the tables of TABLES, the process dependencies pointed at it, and the local API
 * server over ROUTES. Used by `npm start`, the integration tests and the load bench.
 */
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from '../config';
import { createJournalFlusher } from '../accounts/journal';
import { reconcile } from '../accounts/reconcile';
import { createDeps, setDeps, type Deps } from '../deps';
import { ROUTES, type RouteDef } from '../routes';
import { startDynamoDbLocal, type StoreEngine } from '../store/dynamodb-local';
import { startLocalDynamo, type LocalDynamo } from '../store/local-dynamo';
import type { AdmissionLimits } from './admission';
import { startLocalServer, type LocalServer } from './local-server';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface LocalStackOptions {
  /** LevelDB directory; omitted = in-memory store. */
  dbPath?: string;
  dynamoPort?: number;
  /** The embedded engine: dynalite (default) or DynamoDB Local (the tests' `TEST_STORE=dynamodb-local` profile). */
  engine?: StoreEngine;
  port?: number;
  routes?: readonly RouteDef[];
  /** Overrides of the configuration read from the environment. */
  config?: Partial<Config>;
  /** Admission limits of the heavy routes (default from HEAVY_CONCURRENCY, HEAVY_QUEUE: shared/http/admission.ts). */
  heavy?: AdmissionLimits;
}

export interface LocalStack {
  api: LocalServer;
  dynamo: LocalDynamo;
  deps: Deps;
  close(): Promise<void>;
}

/**
 * Starts the embedded store (dynalite, tables created when missing) and points this process's
 * dependencies at it: the handlers (and any API worker forked with this environment) use it.
 */
export const startEmbeddedStore = async (
  opts: { dbPath?: string; dynamoPort?: number; engine?: StoreEngine; config?: Partial<Config> } = {},
): Promise<{ dynamo: LocalDynamo; deps: Deps }> => {
  const base = loadConfig();
  const dynamo = await (opts.engine === 'dynamodb-local' ? startDynamoDbLocal : startLocalDynamo)({
    ...(opts.dbPath ? { path: opts.dbPath } : {}),
    port: opts.dynamoPort ?? 0,
    tableNames: base.tableNames,
    region: base.region,
  });
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  const deps = withLocalJournal(createDeps({ ...base, dynamodbEndpoint: dynamo.endpoint, ...opts.config }));
  setDeps(deps);
  return { dynamo, deps };
};

/**
 * Locally nothing streams the accounts table, so the process that moved money copies its journal
 * entries to the ledger itself (batched, off the request path): see shared/accounts/journal.ts.
 */
export const withLocalJournal = (deps: Deps): Deps => ({
  ...deps,
  journal: createJournalFlusher(deps.stores, {
    onError: (accountId, err) => deps.log.warn('journal copy failed', { accountId, err: err instanceof Error ? err.message : String(err) }),
  }),
});

/** The local stand-in for the deployed reconciler schedule: every `everyMs` while the stack is up. */
export const startLocalReconciler = (deps: Deps, everyMs = 60_000): { stop(): void } => {
  const timer = setInterval(() => {
    reconcile(deps.stores, deps.now())
      .then((r) => {
        if (r.holdsReleased || r.holdsSettled || r.unitsGivenBack || r.accountsGrown.length || r.errors.length) deps.log.info('reconciled', { ...r });
      })
      .catch((e: unknown) => deps.log.warn('reconcile failed', { err: e instanceof Error ? e.message : String(e) }));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};

export const startLocalStack = async (opts: LocalStackOptions = {}): Promise<LocalStack> => {
  const { dynamo, deps } = await startEmbeddedStore(opts);
  let api: LocalServer;
  try {
    api = await startLocalServer({ routes: opts.routes ?? ROUTES, root: REPO_ROOT, ...(opts.port !== undefined ? { port: opts.port } : {}), ...(opts.heavy ? { heavy: opts.heavy } : {}) });
  } catch (e) {
    await dynamo.close();
    throw e;
  }
  const reconciler = startLocalReconciler(deps);
  return {
    api,
    dynamo,
    deps,
    close: async () => {
      reconciler.stop();
      await api.close();
      await deps.journal?.close();
      await dynamo.close();
    },
  };
};
