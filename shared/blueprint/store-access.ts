/**
 * The blueprint store of this container, for the handlers that only read or delete (list,
 * get, delete, PDF): importing this module pulls in no core and no AI code, which keeps
 * those functions' bundles and cold starts small.
 */
import type { Deps } from '../deps';
import { createDocumentClient } from '../store/dynamo-client';
import { DynamoBlueprintStore } from './store';
import type { BlueprintStore } from './store';

const stores = new WeakMap<Deps, BlueprintStore>();
let override: BlueprintStore | undefined;

/** One store per dependency set, i.e. per container, on the container's shared DynamoDB client. */
export function blueprintStore(deps: Deps): BlueprintStore {
  if (override) return override;
  let store = stores.get(deps);
  if (!store) {
    const db = createDocumentClient({ region: deps.config.region, endpoint: deps.config.dynamodbEndpoint });
    store = new DynamoBlueprintStore(db, deps.config.tableNames.blueprints);
    stores.set(deps, store);
  }
  return store;
}

/** Tests only: replace the store; call with no argument to restore the DynamoDB store. */
export function setBlueprintStore(store?: BlueprintStore): void {
  override = store;
}
