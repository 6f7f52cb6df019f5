/** POST /v1/webhooks/{id}/test: queues a `webhook.test` event for the webhook, delivered and signed as any other (free, never charged). */
import { defineRoute } from '#shared/http/route-handler';
import { testWebhookResponse } from '#shared/webhooks/response';
import { sendTestEvent } from '#shared/webhooks/service';
import { webhookStore } from '#shared/webhooks/store-access';

export const handler = defineRoute('webhooks-test', {
  response: testWebhookResponse,
  handle: async (_input, ctx) => ({ data: await sendTestEvent(ctx.caller, ctx.params.id ?? '', { webhooks: webhookStore(ctx.deps), now: ctx.deps.now() }) }),
});
