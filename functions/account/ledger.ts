/** GET /v1/ledger?page&limit&from&to: the account's money movements, newest first, paged (owner and admin keys; free). */
import { AppError } from '#shared/errors';
import { ledgerPage } from '#shared/accounts/self-service';
import { ledgerQuerySchema } from '#shared/accounts/self-service-request';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('ledger-list', {
  schema: ledgerQuerySchema,
  handle: async (q, ctx) => {
    const account = ctx.account ?? (await ctx.deps.stores.accounts.get(ctx.caller.accountId));
    if (!account) throw new AppError('not_found', 'Account not found', 'The account of this API key no longer exists');
    return { data: await ledgerPage(ctx.deps.stores, account, q) };
  },
});
