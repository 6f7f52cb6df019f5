/** POST /v1/keys/revoke: revokes a list of keys of the caller's account, or every key but the calling one (incidents; admin: member keys only) (free). */
import { revokeAccountKeys } from '#shared/accounts/self-service';
import { keysRevokeManySchema } from '#shared/accounts/self-service-request';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('keys-revoke-many', {
  schema: keysRevokeManySchema,
  handle: async (input, ctx) => ({ data: await revokeAccountKeys(ctx.deps.stores, ctx.caller, input, ctx.deps.now()) }),
});
