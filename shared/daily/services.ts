/**
 * The daily service of this container: the DynamoDB store on the container's shared client and
 * the AI layer's writer, created once. Tests replace the store or the writer with
 * `setDailyServices` (e.g. a counting writer), exactly like the blueprint services.
 */
import type { DailyWriter } from '../ai/daily';
import type { Deps } from '../deps';
import { createDocumentClient } from '../store/dynamo-client';
import type { OnceOptions } from './once';
import { DailyService } from './service';
import { DynamoDailyStore, type DailyStore } from './store';

export interface DailyOverrides {
  store?: DailyStore;
  writer?: DailyWriter;
  once?: OnceOptions;
}

/**
 * The AI layer is loaded on first use: a container that only serves written days (the hot path)
 * never evaluates the Anthropic SDK, which keeps its cold start short.
 */
const containerWriter = async (): Promise<DailyWriter> => {
  const [{ getReadySharedTextWriter }, { dailyWriterFor }] = await Promise.all([import('../ai/index'), import('../ai/daily')]);
  // the day's texts are shared and not sold per AI call: with no key deployed, the offline writer
  // writes them (shared/ai/index.ts), rather than the job failing every night
  return dailyWriterFor(await getReadySharedTextWriter());
};

let overrides: DailyOverrides = {};
const services = new WeakMap<Deps, DailyService>();

export function dailyStoreFor(deps: Deps): DailyStore {
  const db = createDocumentClient({ region: deps.config.region, endpoint: deps.config.dynamodbEndpoint });
  return new DynamoDailyStore(db, deps.config.tableNames.daily);
}

/** One service (and so one in-memory cache) per dependency set, i.e. per container. */
export function dailyService(deps: Deps): DailyService {
  let s = services.get(deps);
  if (!s) {
    const writer = overrides.writer;
    s = new DailyService({
      store: overrides.store ?? dailyStoreFor(deps),
      writer: writer ? async () => writer : containerWriter,
      ...(overrides.once ? { once: overrides.once } : {}),
    });
    services.set(deps, s);
  }
  return s;
}

/** Tests only: replace parts of the services (and drop every container cache); no argument restores the defaults. */
export function setDailyServices(o: DailyOverrides = {}, deps?: Deps): void {
  overrides = o;
  if (deps) services.delete(deps);
}
