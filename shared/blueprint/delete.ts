/**
 * Deleting a saved blueprint deletes everything that keeps its personal data (README, Personal data):
 * 1. the blueprint (summary and content);
 * 2. the Idempotency-Key record of the request that created it (it keeps the whole first answer
 *    for 24 hours): a replay of that request afterwards runs it again instead of returning the
 *    deleted chart;
 * 3. the saved horoscopes computed from it (they carry its name, birth date, time and place, and
 *    their natal data is the person's chart), with their own Idempotency-Key records. They are
 *    found by the transits table's byBlueprint index (no scan), whose key includes the owner: an
 *    id of another account finds nothing there.
 * 4. the saved relationships made from it (they carry its name, birth date, time and place, and
 *    their synastry, Davison and numerology data are computed from the person's chart and name:
 *    deleted, as the horoscopes, not kept with the name erased), with their own Idempotency-Key
 *    records. They are found by their link items in the owner's partition of the relationships
 *    table (shared/relationships/store.ts; no scan).
 * 5. the calendar feeds made from it (shared/calendars: their cached calendar is the person's
 *    transits): one query of the owner's partition of the calendars table; their URLs answer 404.
 * 6. the `transit.exact` webhooks that follow it (shared/webhooks: an endpoint carries its
 *    `blueprintId`), each with its deliveries (their events name the blueprint and its transits):
 *    one query of the owner's partition of the webhooks table.
 * 7. the Idempotency-Key records of every request that named it (saved or not: a horoscope or
 *    relationship with saveToAccount false, an image, a predictive chart keep the person's data in
 *    their answer for 24 hours), noted under the blueprint by the idempotency middleware
 *    (shared/store/idempotency-records.ts).
 * The horoscopes and relationships go first and the blueprint after them, so a delete that fails half-way leaves
 * the blueprint in place and can simply be repeated. A horoscope being computed from the
 * blueprint at the very moment it is deleted may be saved after it (the index is read eventually
 * consistent): deleting it is then the caller's DELETE /v1/transits/{id} (likewise a relationship
 * being created from it: DELETE /v1/relationships/{id}).
 */
import { recordIdsOf, type IdempotencyRecords } from '../store/idempotency-records';
import type { CalendarStore } from '../calendars/store';
import type { RelationshipStore } from '../relationships/store';
import type { TransitStore } from '../transits/store';
import type { WebhookStore } from '../webhooks/store';
import type { BlueprintStore } from './store';

export interface DeleteBlueprintDeps {
  blueprints: Pick<BlueprintStore, 'delete'>;
  transits: Pick<TransitStore, 'listByBlueprint' | 'delete'>;
  relationships: Pick<RelationshipStore, 'listByBlueprint' | 'delete'>;
  calendars: Pick<CalendarStore, 'deleteByBlueprint'>;
  webhooks: Pick<WebhookStore, 'listEndpoints' | 'deleteEndpoint' | 'deleteDeliveries'>;
  idempotency: IdempotencyRecords;
}

/** False when the owner has no such blueprint (404). */
export async function deleteBlueprint(ownerId: string, blueprintId: string, deps: DeleteBlueprintDeps): Promise<boolean> {
  const [horoscopes, relationships] = await Promise.all([deps.transits.listByBlueprint(ownerId, blueprintId), deps.relationships.listByBlueprint(ownerId, blueprintId)]);
  const deleted = await Promise.all([
    ...horoscopes.map((h) => deps.transits.delete(ownerId, h.transitId)),
    ...relationships.map((id) => deps.relationships.delete(ownerId, id)),
  ]);
  await deps.calendars.deleteByBlueprint(ownerId, blueprintId);
  for (const hook of (await deps.webhooks.listEndpoints(ownerId)).filter((e) => e.blueprintId === blueprintId)) {
    // the endpoint first: a delivery the worker takes meanwhile finds it gone and is never sent
    await deps.webhooks.deleteEndpoint(ownerId, hook.webhookId);
    await deps.webhooks.deleteDeliveries(ownerId, hook.webhookId);
  }
  await deps.idempotency.forgetBlueprint(ownerId, blueprintId);
  const gone = await deps.blueprints.delete(ownerId, blueprintId);
  const records = [gone, ...deleted].flatMap(recordIdsOf);
  await deps.idempotency.forget(records);
  return gone !== undefined;
}
