/** DELETE /v1/relationships/{id}: deletes one saved relationship of the caller (free). */
import { defineRoute } from '#shared/http/route-handler';
import { relationshipStore } from '#shared/relationships/store-access';
import { relationshipNotFound } from '#shared/relationships/views';

export const handler = defineRoute('relationships-delete', {
  // The id is a path parameter; a DELETE body, if any, is ignored.
  handle: async (_input, ctx) => {
    const id = ctx.params.id ?? '';
    const deleted = id ? await relationshipStore(ctx.deps).delete(ctx.caller.accountId, id) : false;
    if (!deleted) throw relationshipNotFound(id);
    return { data: { id, deleted: true } };
  },
});
