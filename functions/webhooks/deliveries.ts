/** GET /v1/webhooks/{id}/deliveries: the webhook's deliveries, newest first, each attempt with time, status code, latency and error (free). */
import { defineRoute } from '#shared/http/route-handler';
import { listDeliveriesResponse } from '#shared/webhooks/response';
import { listDeliveries } from '#shared/webhooks/service';
import { webhookStore } from '#shared/webhooks/store-access';

export const handler = defineRoute('webhooks-deliveries', {
  response: listDeliveriesResponse,
  handle: async (_input, ctx) => ({ data: await listDeliveries(ctx.caller, ctx.params.id ?? '', webhookStore(ctx.deps)) }),
});
