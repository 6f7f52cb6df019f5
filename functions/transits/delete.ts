/** DELETE /v1/transits/{id}: deletes one saved horoscope of the caller with the Idempotency-Key record of its creation (free); another account's id is 404. */
import { defineRoute } from '#shared/http/route-handler';
import { idempotencyRecords, recordIdsOf } from '#shared/store/idempotency-records';
import { transitStore } from '#shared/transits/store-access';
import { transitNotFound } from '#shared/transits/views';
import { deletedResponse } from '#shared/answers';

export const handler = defineRoute('transits-delete', {
  response: deletedResponse,
  // The id is a path parameter; a DELETE body, if any, is ignored.
  handle: async (_input, ctx) => {
    const id = ctx.params.id ?? '';
    const deleted = id ? await transitStore(ctx.deps).delete(ctx.caller.accountId, id) : undefined;
    if (!deleted) throw transitNotFound(id);
    await idempotencyRecords(ctx.deps).forget(recordIdsOf(deleted));
    return { data: { id, deleted: true } };
  },
});
