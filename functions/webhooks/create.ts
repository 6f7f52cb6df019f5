/** POST /v1/webhooks: registers a webhook endpoint of the caller; answers its id and signing secret once (free; docs/webhooks.md). */
import { blueprintStore } from '#shared/blueprint/store-access';
import { defineRoute } from '#shared/http/route-handler';
import { addressPolicyFromEnv } from '#shared/webhooks/address-policy';
import { createWebhookSchema } from '#shared/webhooks/request';
import { createWebhookResponse } from '#shared/webhooks/response';
import { createWebhook } from '#shared/webhooks/service';
import { webhookStore } from '#shared/webhooks/store-access';

export const handler = defineRoute('webhooks-create', {
  schema: createWebhookSchema,
  response: createWebhookResponse,
  handle: async (req, ctx) => {
    const deps = { webhooks: webhookStore(ctx.deps), limits: ctx.deps.stores.limits, blueprints: blueprintStore(ctx.deps), policy: addressPolicyFromEnv(), now: ctx.deps.now() };
    return { data: await createWebhook(req, ctx.caller, deps), statusCode: 201 };
  },
});
