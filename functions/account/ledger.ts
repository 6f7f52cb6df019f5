/** GET /v1/ledger?page&limit&from&to: the account's money movements, newest first, paged (owner and admin keys; free). */
import { ledgerPage } from '#shared/accounts/self-service';
import { ledgerQuerySchema } from '#shared/accounts/self-service-request';
import { callerAccount } from '#shared/http/caller-account';
import { defineRoute } from '#shared/http/route-handler';
import { SELF_SERVICE } from '#shared/accounts/response';

export const handler = defineRoute('ledger-list', {
  response: SELF_SERVICE['ledger-list'],
  schema: ledgerQuerySchema,
  handle: async (q, ctx) => {
    const account = await callerAccount(ctx);
    return { data: await ledgerPage(ctx.deps.stores, account, q) };
  },
});
