/** GET /v1/usage?from&to&groupBy: credits and requests per day, route or key, from the ledger (owner and admin keys; free). */
import { AppError } from '#shared/errors';
import { ledgerInRange, rangeOf, usageOf } from '#shared/accounts/self-service';
import { usageQuerySchema } from '#shared/accounts/self-service-request';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('usage-get', {
  schema: usageQuerySchema,
  handle: async (q, ctx) => {
    const account = ctx.account ?? (await ctx.deps.stores.accounts.get(ctx.caller.accountId));
    if (!account) throw new AppError('not_found', 'Account not found', 'The account of this API key no longer exists');
    const range = rangeOf(q, ctx.deps.now(), 30);
    return { data: usageOf(await ledgerInRange(ctx.deps.stores, account, range), range, q.groupBy) };
  },
});
