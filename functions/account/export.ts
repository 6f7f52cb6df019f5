/**
 * GET /v1/account/export: every personal record of the account as one JSON document (owner and
 * admin keys; free), streamed as it is read (Lambda response streaming): memory holds a page, not
 * the account's history. See exportAccountJson and docs/self-service.md.
 */
import { exportAccountJson } from '#shared/accounts/self-service';
import { callerAccount } from '#shared/http/caller-account';
import { keyWatch, whileKeyLive } from '#shared/http/key-watch';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('account-export', {
  handle: async (_input, ctx) => {
    const account = await callerAccount(ctx);
    // the key re-checked every few seconds of streaming: revoked or deleted, the document stops unterminated
    return { dataStream: whileKeyLive(exportAccountJson(ctx.deps, account, ctx.deps.now()), keyWatch(ctx.deps.stores.accounts, ctx.caller)) };
  },
});
