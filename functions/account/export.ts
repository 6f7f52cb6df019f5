/** GET /v1/account/export: every personal record of the account as one JSON document (owner and admin keys; free). */
import { exportAccount } from '#shared/accounts/self-service';
import { callerAccount } from '#shared/http/caller-account';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('account-export', {
  handle: async (_input, ctx) => {
    const account = await callerAccount(ctx);
    return { data: await exportAccount(ctx.deps, account, ctx.deps.now()) };
  },
});
