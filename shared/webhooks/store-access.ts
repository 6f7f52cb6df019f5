/** The webhook store of this container, on its shared DynamoDB client (one per dependency set). */
import type { Deps } from '../deps';
import { createDocumentClient } from '../store/dynamo-client';
import { WebhookStore, webhookTablesOf } from './store';

const stores = new WeakMap<Deps, WebhookStore>();

export function webhookStore(deps: Deps): WebhookStore {
  let store = stores.get(deps);
  if (!store) {
    const db = createDocumentClient({ region: deps.config.region, endpoint: deps.config.dynamodbEndpoint });
    store = new WebhookStore(db, webhookTablesOf(deps.config.tableNames));
    stores.set(deps, store);
  }
  return store;
}
