/** GET /v1/keys: the keys of the caller's account, without secrets or hashes (owner and admin keys; free). */
import { listAccountKeys } from '#shared/accounts/self-service';
import { defineRoute } from '#shared/http/route-handler';
import { SELF_SERVICE } from '#shared/accounts/response';

export const handler = defineRoute('keys-list', {
  response: SELF_SERVICE['keys-list'],
  handle: async (_input, ctx) => ({ data: { keys: await listAccountKeys(ctx.deps.stores, ctx.caller.accountId, ctx.account) } }),
});
