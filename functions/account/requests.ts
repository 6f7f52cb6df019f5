/** GET /v1/requests?page&limit: the account's request log, newest first, paged (owner and admin keys; free). */
import { defineRoute } from '#shared/http/route-handler';
import { requestsPage, requestsQuerySchema } from '#shared/requests/service';

export const handler = defineRoute('requests-list', {
  schema: requestsQuerySchema,
  handle: async (q, ctx) => ({ data: await requestsPage(ctx.deps, ctx.caller.accountId, q) }),
});
