/** DELETE /v1/keys/{id}: revokes a key of the caller's account (admin: member keys only; never the last owner key) (free). */
import { revokeAccountKey } from '#shared/accounts/self-service';
import { defineRoute } from '#shared/http/route-handler';
import { SELF_SERVICE } from '#shared/accounts/response';

export const handler = defineRoute('keys-revoke', {
  response: SELF_SERVICE['keys-revoke'],
  // the id is a path parameter; a DELETE body, if any, is ignored
  handle: async (_input, ctx) => ({ data: await revokeAccountKey(ctx.deps.stores, ctx.caller, ctx.params.id ?? '', ctx.deps.now()) }),
});
