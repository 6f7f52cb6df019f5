/** POST /v1/keys: a new key of the caller's account, its secret shown once (owner: any role; admin: member keys) (free). */
import { createAccountKey } from '#shared/accounts/self-service';
import { keyCreateSchema } from '#shared/accounts/self-service-request';
import { defineRoute } from '#shared/http/route-handler';
import { SELF_SERVICE } from '#shared/accounts/response';

export const handler = defineRoute('keys-create', {
  response: SELF_SERVICE['keys-create'],
  schema: keyCreateSchema,
  handle: async (input, ctx) => ({
    statusCode: 201,
    data: await createAccountKey(ctx.deps.stores, ctx.caller, { role: input.role, name: input.name, mode: input.mode }, ctx.deps.config.keyPrefix, ctx.deps.now()),
  }),
});
