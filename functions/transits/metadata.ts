/** GET /v1/transits/metadata?page&limit&blueprintId&period&subject: saved horoscopes with aspectCount and status (free). */
import { defineRoute } from '#shared/http/route-handler';
import { transitMetadataQuerySchema } from '#shared/transits/request';
import { transitStore } from '#shared/transits/store-access';
import { metadataItemView, pagination } from '#shared/transits/views';
import { transitMetadataResponse } from '#shared/transits/response';

export const handler = defineRoute('transits-metadata', {
  response: transitMetadataResponse,
  schema: transitMetadataQuerySchema,
  handle: async ({ page, limit, blueprintId, period, subject }, ctx) => {
    const filter = { ...(blueprintId !== undefined ? { blueprintId } : {}), ...(period !== undefined ? { period } : {}), ...(subject !== undefined ? { subject } : {}) };
    const { items, total } = await transitStore(ctx.deps).list(ctx.caller.accountId, page, limit, filter);
    const now = ctx.deps.now();
    return { data: { transits: items.map((s) => metadataItemView(s, now)), pagination: pagination(page, limit, total) } };
  },
});
