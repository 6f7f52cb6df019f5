/** DELETE /v1/relationships/{id}: deletes one saved relationship of the caller with the Idempotency-Key records of its creation (free); another account's id is 404. */
import { defineRoute } from '#shared/http/route-handler';
import { relationshipStore } from '#shared/relationships/store-access';
import { relationshipNotFound } from '#shared/relationships/views';
import { idempotencyRecords, recordIdsOf } from '#shared/store/idempotency-records';
import { deletedResponse } from '#shared/answers';

export const handler = defineRoute('relationships-delete', {
  response: deletedResponse,
  // The id is a path parameter; a DELETE body, if any, is ignored.
  handle: async (_input, ctx) => {
    const id = ctx.params.id ?? '';
    const deleted = id ? await relationshipStore(ctx.deps).delete(ctx.caller.accountId, id) : undefined;
    if (!deleted) throw relationshipNotFound(id);
    await idempotencyRecords(ctx.deps).forget(recordIdsOf(deleted));
    return { data: { id, deleted: true } };
  },
});
