/** GET /v1/relationships/list?page&limit&subject: the caller's saved relationships, newest first (free). */
import { defineRoute } from '#shared/http/route-handler';
import { relationshipListQuerySchema } from '#shared/relationships/request';
import { relationshipStore } from '#shared/relationships/store-access';
import { pagination, summaryView } from '#shared/relationships/views';
import { relationshipListResponse } from '#shared/relationships/response';

export const handler = defineRoute('relationships-list', {
  response: relationshipListResponse,
  schema: relationshipListQuerySchema,
  handle: async ({ page, limit, subject }, ctx) => {
    const { items, total } = await relationshipStore(ctx.deps).list(ctx.caller.accountId, page, limit, subject);
    return { data: { relationships: items.map(summaryView), pagination: pagination(page, limit, total) } };
  },
});
