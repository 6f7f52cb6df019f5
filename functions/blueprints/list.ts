/** GET /v1/blueprints/list?page&limit&subject: the caller's saved blueprints, newest first (free). */
import { listQuerySchema } from '#shared/blueprint/request';
import { blueprintStore } from '#shared/blueprint/store-access';
import { pagination, summaryView } from '#shared/blueprint/views';
import { defineRoute } from '#shared/http/route-handler';
import { blueprintListResponse } from '#shared/blueprint/response';

export const handler = defineRoute('blueprints-list', {
  response: blueprintListResponse,
  schema: listQuerySchema,
  handle: async ({ page, limit, subject }, ctx) => {
    const { items, total } = await blueprintStore(ctx.deps).list(ctx.caller.accountId, page, limit, subject);
    return { data: { blueprints: items.map(summaryView), pagination: pagination(page, limit, total) } };
  },
});
