/** GET /v1/requests?page&limit: the account's request log, newest first, paged (owner and admin keys; free). */
import { defineRoute } from '#shared/http/route-handler';
import { requestsPage, requestsQuerySchema } from '#shared/requests/service';
import { SELF_SERVICE } from '#shared/accounts/response';

export const handler = defineRoute('requests-list', {
  response: SELF_SERVICE['requests-list'],
  schema: requestsQuerySchema,
  handle: async (q, ctx) => ({ data: await requestsPage(ctx.deps, ctx.caller.accountId, q) }),
});
