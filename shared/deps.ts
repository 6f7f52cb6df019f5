/**
 * The process-wide dependencies of every handler: configuration, stores, clock, logger.
 * Created lazily once per container (so the DynamoDB client is reused across invocations);
 * tests and the local stack may replace parts with `setDeps` before the first request.
 */
import type { JournalFlusher } from './accounts/journal';
import { loadConfig, type Config } from './config';
import { createLogger, type Logger } from './http/log';
import { createDocumentClient } from './store/dynamo-client';
import { createDynamoStores } from './store/stores';
import type { Stores } from './store/types';

export interface Deps {
  config: Config;
  stores: Stores;
  now: () => Date;
  log: Logger;
  /**
   * Where money movements are announced so their journal entries reach the ledger soon: the local
   * server's flusher. Deployed it is absent: the accounts table's stream does it.
   */
  journal?: JournalFlusher;
}

let current: Deps | undefined;

export const createDeps = (config: Config = loadConfig()): Deps => {
  const db = createDocumentClient({ region: config.region, endpoint: config.dynamodbEndpoint });
  return {
    config,
    stores: createDynamoStores(db, config.tableNames),
    now: () => new Date(),
    log: createLogger(config.logLevel),
  };
};

export const getDeps = (): Deps => (current ??= createDeps());

/** Replaces (parts of) the dependencies; pass nothing to drop them so the next call re-reads the environment. */
export const setDeps = (override?: Partial<Deps>): void => {
  if (!override) {
    current = undefined;
    return;
  }
  const complete = override.config && override.stores && override.now && override.log;
  current = complete ? (override as Deps) : { ...getDeps(), ...override };
};
