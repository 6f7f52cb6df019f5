/** DELETE /v1/blueprints/{id}: deletes one saved blueprint of the caller (free). */
import { blueprintStore } from '#shared/blueprint/store-access';
import { notFound } from '#shared/blueprint/views';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('blueprints-delete', {
  // The id is a path parameter; a DELETE body, if any, is ignored.
  handle: async (_input, ctx) => {
    const id = ctx.params.id ?? '';
    const deleted = id ? await blueprintStore(ctx.deps).delete(ctx.caller.accountId, id) : false;
    if (!deleted) throw notFound(id);
    return { data: { id, deleted: true } };
  },
});
