/** GET /v1/transits/list?page&limit&subject: the caller's saved horoscopes with their aspects, newest first (free). */
import { defineRoute } from '#shared/http/route-handler';
import { transitListQuerySchema } from '#shared/transits/request';
import { transitStore } from '#shared/transits/store-access';
import { listItemView, pagination } from '#shared/transits/views';
import { transitListResponse } from '#shared/transits/response';

export const handler = defineRoute('transits-list', {
  response: transitListResponse,
  schema: transitListQuerySchema,
  handle: async ({ page, limit, subject }, ctx) => {
    const { items, total } = await transitStore(ctx.deps).list(ctx.caller.accountId, page, limit, subject !== undefined ? { subject } : {});
    return { data: { transits: items.map(listItemView), pagination: pagination(page, limit, total) } };
  },
});
