/** The calendar store of this container, on its shared DynamoDB client (one per dependency set). */
import type { Deps } from '../deps';
import { createDocumentClient } from '../store/dynamo-client';
import { DynamoCalendarStore, type CalendarStore } from './store';

const stores = new WeakMap<Deps, CalendarStore>();

export function calendarStore(deps: Deps): CalendarStore {
  let store = stores.get(deps);
  if (!store) {
    const db = createDocumentClient({ region: deps.config.region, endpoint: deps.config.dynamodbEndpoint });
    store = new DynamoCalendarStore(db, deps.config.tableNames.calendars);
    stores.set(deps, store);
  }
  return store;
}
