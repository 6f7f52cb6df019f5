/**
 * The relationship store of this container, for the read-only handlers (list, get, delete):
 * importing this module pulls in no ephemeris and no AI code.
 */
import type { Deps } from '../deps';
import { createDocumentClient } from '../store/dynamo-client';
import { DynamoRelationshipStore, type RelationshipStore } from './store';

const stores = new WeakMap<Deps, RelationshipStore>();
let override: RelationshipStore | undefined;

/** One store per dependency set (per container), on the container's shared DynamoDB client. */
export function relationshipStore(deps: Deps): RelationshipStore {
  if (override) return override;
  let store = stores.get(deps);
  if (!store) {
    const db = createDocumentClient({ region: deps.config.region, endpoint: deps.config.dynamodbEndpoint });
    store = new DynamoRelationshipStore(db, deps.config.tableNames.relationships);
    stores.set(deps, store);
  }
  return store;
}

/** Tests only: replace the store; no argument restores the DynamoDB store. */
export function setRelationshipStore(store?: RelationshipStore): void {
  override = store;
}
