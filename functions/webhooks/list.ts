/** GET /v1/webhooks: the caller's webhooks, oldest first, without secrets; a disabled one with its reason (free). */
import { defineRoute } from '#shared/http/route-handler';
import { listWebhooksResponse } from '#shared/webhooks/response';
import { listWebhooks } from '#shared/webhooks/service';
import { webhookStore } from '#shared/webhooks/store-access';

export const handler = defineRoute('webhooks-list', {
  response: listWebhooksResponse,
  handle: async (_input, ctx) => ({ data: await listWebhooks(ctx.caller, webhookStore(ctx.deps)) }),
});
