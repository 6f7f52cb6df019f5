/** GET /v1/account: the caller's account and balance, and the calling key's id and role (what the console shows it may do), free. */
import { callerAccount } from '#shared/http/caller-account';
import { defineRoute } from '#shared/http/route-handler';
import { accountGetResponse } from '#shared/accounts/response';

export const handler = defineRoute('account-get', {
  response: accountGetResponse,
  handle: async (_input, ctx) => {
    // read once, by the key check of this free route (shared/http/middleware/key-live.ts), unless sharded
    const account = await callerAccount(ctx);
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
