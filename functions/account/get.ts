/** GET /v1/account: the caller's account and balance, and the calling key's id and role (what the console shows it may do), free. */
import { AppError } from '#shared/errors';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('account-get', {
  handle: async (_input, ctx) => {
    // read once, by the key check of this free route (shared/http/middleware/key-live.ts); the count
    // of a sharded account returns the key's shard: its balance is then the sum of every shard's
    const counted = ctx.account && (ctx.account.shardCount ?? 1) <= 1 ? ctx.account : undefined;
    const account = counted ?? (await ctx.deps.stores.accounts.get(ctx.caller.accountId));
    if (!account) throw new AppError('not_found', 'Account not found', 'The account of this API key no longer exists');
    return {
      data: {
        accountId: account.accountId,
        type: account.type,
        name: account.name,
        balance: account.balance,
        keyId: ctx.caller.keyId,
        role: ctx.caller.role,
      },
    };
  },
});
