/**
 * The transit store of this container, for the read-only handlers (list, get, metadata): importing
 * this module pulls in no ephemeris and no AI code.
 */
import type { Deps } from '../deps';
import { createDocumentClient } from '../store/dynamo-client';
import { DynamoTransitStore, type TransitStore } from './store';

const stores = new WeakMap<Deps, TransitStore>();
let override: TransitStore | undefined;

/** One store per dependency set (per container), on the container's shared DynamoDB client. */
export function transitStore(deps: Deps): TransitStore {
  if (override) return override;
  let store = stores.get(deps);
  if (!store) {
    const db = createDocumentClient({ region: deps.config.region, endpoint: deps.config.dynamodbEndpoint });
    store = new DynamoTransitStore(db, deps.config.tableNames.transits);
    stores.set(deps, store);
  }
  return store;
}

/** Tests only: replace the store; no argument restores the DynamoDB store. */
export function setTransitStore(store?: TransitStore): void {
  override = store;
}
