/** GET /v1/account/export: every personal record of the account as one JSON document (owner and admin keys; free). */
import { AppError } from '#shared/errors';
import { exportAccount } from '#shared/accounts/self-service';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('account-export', {
  handle: async (_input, ctx) => {
    const account = ctx.account ?? (await ctx.deps.stores.accounts.get(ctx.caller.accountId));
    if (!account) throw new AppError('not_found', 'Account not found', 'The account of this API key no longer exists');
    return { data: await exportAccount(ctx.deps, account, ctx.deps.now()) };
  },
});
