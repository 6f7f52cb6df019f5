/** GET /v1/usage?from&to&groupBy: credits and requests per day, route or key, from the ledger (owner and admin keys; free). */
import { ledgerInRange, rangeOf, usageOf } from '#shared/accounts/self-service';
import { usageQuerySchema } from '#shared/accounts/self-service-request';
import { callerAccount } from '#shared/http/caller-account';
import { defineRoute } from '#shared/http/route-handler';
import { SELF_SERVICE } from '#shared/accounts/response';

export const handler = defineRoute('usage-get', {
  response: SELF_SERVICE['usage-get'],
  schema: usageQuerySchema,
  handle: async (q, ctx) => {
    const account = await callerAccount(ctx);
    const range = rangeOf(q, ctx.deps.now(), 30);
    return { data: usageOf(await ledgerInRange(ctx.deps.stores, account, range), range, q.groupBy) };
  },
});
