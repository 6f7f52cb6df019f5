/**
 * DELETE /v1/blueprints/{id}: deletes one saved blueprint of the caller (free), with the
 * Idempotency-Key record of its creation and the saved horoscopes, relationships, calendar feeds and transit.exact webhooks made from it
 * (shared/blueprint/delete.ts).
 */
import { deleteBlueprint } from '#shared/blueprint/delete';
import { blueprintStore } from '#shared/blueprint/store-access';
import { calendarStore } from '#shared/calendars/store-access';
import { notFound } from '#shared/blueprint/views';
import { defineRoute } from '#shared/http/route-handler';
import { relationshipStore } from '#shared/relationships/store-access';
import { idempotencyRecords } from '#shared/store/idempotency-records';
import { transitStore } from '#shared/transits/store-access';
import { webhookStore } from '#shared/webhooks/store-access';
import { deletedResponse } from '#shared/answers';

export const handler = defineRoute('blueprints-delete', {
  response: deletedResponse,
  // The id is a path parameter; a DELETE body, if any, is ignored.
  handle: async (_input, ctx) => {
    const id = ctx.params.id ?? '';
    const deps = { blueprints: blueprintStore(ctx.deps), transits: transitStore(ctx.deps), relationships: relationshipStore(ctx.deps), calendars: calendarStore(ctx.deps), webhooks: webhookStore(ctx.deps), idempotency: idempotencyRecords(ctx.deps) };
    const deleted = id ? await deleteBlueprint(ctx.caller.accountId, id, deps) : false;
    if (!deleted) throw notFound(id);
    return { data: { id, deleted: true } };
  },
});
