/** POST /v1/webhooks/{id}/rotate-secret: a new signing secret (shown once); the previous one keeps signing for 24 h (free). */
import { defineRoute } from '#shared/http/route-handler';
import { rotateSecretResponse } from '#shared/webhooks/response';
import { rotateSecret } from '#shared/webhooks/service';
import { webhookStore } from '#shared/webhooks/store-access';

export const handler = defineRoute('webhooks-rotate-secret', {
  response: rotateSecretResponse,
  handle: async (_input, ctx) => ({ data: await rotateSecret(ctx.caller, ctx.params.id ?? '', { webhooks: webhookStore(ctx.deps), now: ctx.deps.now() }) }),
});
