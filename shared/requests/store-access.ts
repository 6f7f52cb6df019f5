/** The request log store of this container, on the container's shared DynamoDB client. */
import type { Deps } from '../deps';
import { createDocumentClient } from '../store/dynamo-client';
import { DynamoRequestLogStore, type RequestLogStore } from './store';

const stores = new WeakMap<Deps, RequestLogStore>();

export function requestLogStore(deps: Deps): RequestLogStore {
  let store = stores.get(deps);
  if (!store) {
    const db = createDocumentClient({ region: deps.config.region, endpoint: deps.config.dynamodbEndpoint });
    store = new DynamoRequestLogStore(db, deps.config.tableNames.requests, deps.config.tableNames.accounts);
    stores.set(deps, store);
  }
  return store;
}
