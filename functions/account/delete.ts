/**
 * DELETE /v1/account {"confirm": "<account id>"}: deletes the caller's account (owner key): every
 * personal record, every key revoked, the balance forfeited; the ledger keeps its money rows
 * without personal data (shared/accounts/self-service.ts, docs/self-service.md) (free).
 */
import { AppError } from '#shared/errors';
import { deleteAccount } from '#shared/accounts/self-service';
import { accountDeleteSchema } from '#shared/accounts/self-service-request';
import { defineRoute } from '#shared/http/route-handler';
import { SELF_SERVICE } from '#shared/accounts/response';

export const handler = defineRoute('account-delete', {
  response: SELF_SERVICE['account-delete'],
  schema: accountDeleteSchema,
  handle: async ({ confirm }, ctx) => {
    if (confirm !== ctx.caller.accountId) {
      throw new AppError('invalid_input', 'Invalid request', 'confirm must be this account’s id (GET /v1/account shows it): nothing was deleted');
    }
    return { data: await deleteAccount(ctx.deps, ctx.caller.accountId, ctx.deps.now()) };
  },
});
