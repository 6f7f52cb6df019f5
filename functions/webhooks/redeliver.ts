/** POST /v1/webhooks/{id}/deliveries/{deliveryId}/redeliver: sends a delivered or failed event again (free: an event is charged once). */
import { defineRoute } from '#shared/http/route-handler';
import { redeliverResponse } from '#shared/webhooks/response';
import { redeliver } from '#shared/webhooks/service';
import { webhookStore } from '#shared/webhooks/store-access';

export const handler = defineRoute('webhooks-redeliver', {
  response: redeliverResponse,
  handle: async (_input, ctx) => ({
    data: await redeliver(ctx.caller, ctx.params.id ?? '', ctx.params.deliveryId ?? '', { webhooks: webhookStore(ctx.deps), now: ctx.deps.now() }),
  }),
});
