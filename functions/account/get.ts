/** GET /v1/account: the caller's account and balance, free. */
import { AppError } from '#shared/errors';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('account-get', {
  handle: async (_input, ctx) => {
    // read once, by the key check of this free route (shared/http/middleware/key-live.ts)
    const account = ctx.account ?? (await ctx.deps.stores.accounts.get(ctx.caller.accountId));
    if (!account) throw new AppError('not_found', 'Account not found', 'The account of this API key no longer exists');
    return {
      data: {
        accountId: account.accountId,
        type: account.type,
        name: account.name,
        balance: account.balance,
        keyId: ctx.caller.keyId,
      },
    };
  },
});
