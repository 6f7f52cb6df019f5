/**
 * The whole local stack in one process: dynalite (persisted under a directory, or in
 * memory), the tables of TABLES, the process dependencies pointed at it, and the local API
 * server over ROUTES. Used by `npm start`, the integration tests and the load bench.
 */
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from '../config';
import { createDeps, setDeps, type Deps } from '../deps';
import { ROUTES, type RouteDef } from '../routes';
import { startLocalDynamo, type LocalDynamo } from '../store/local-dynamo';
import { startLocalServer, type LocalServer } from './local-server';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface LocalStackOptions {
  /** LevelDB directory; omitted = in-memory store. */
  dbPath?: string;
  dynamoPort?: number;
  port?: number;
  routes?: readonly RouteDef[];
  /** Overrides of the configuration read from the environment. */
  config?: Partial<Config>;
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
  opts: { dbPath?: string; dynamoPort?: number; config?: Partial<Config> } = {},
): Promise<{ dynamo: LocalDynamo; deps: Deps }> => {
  const base = loadConfig();
  const dynamo = await startLocalDynamo({
    ...(opts.dbPath ? { path: opts.dbPath } : {}),
    port: opts.dynamoPort ?? 0,
    tableNames: base.tableNames,
    region: base.region,
  });
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  const deps = createDeps({ ...base, dynamodbEndpoint: dynamo.endpoint, ...opts.config });
  setDeps(deps);
  return { dynamo, deps };
};

export const startLocalStack = async (opts: LocalStackOptions = {}): Promise<LocalStack> => {
  const { dynamo, deps } = await startEmbeddedStore(opts);
  let api: LocalServer;
  try {
    api = await startLocalServer({ routes: opts.routes ?? ROUTES, root: REPO_ROOT, ...(opts.port !== undefined ? { port: opts.port } : {}) });
  } catch (e) {
    await dynamo.close();
    throw e;
  }
  return {
    api,
    dynamo,
    deps,
    close: async () => {
      await api.close();
      await dynamo.close();
    },
  };
};
