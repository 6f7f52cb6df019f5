/** DELETE /v1/webhooks/{id}: deletes a webhook of the caller and its deliveries; nothing more is sent to it (free). Another account's id is 404. */
import { defineRoute } from '#shared/http/route-handler';
import { deleteWebhookResponse } from '#shared/webhooks/response';
import { deleteWebhook } from '#shared/webhooks/service';
import { webhookStore } from '#shared/webhooks/store-access';

export const handler = defineRoute('webhooks-delete', {
  response: deleteWebhookResponse,
  // the id is a path parameter; a DELETE body, if any, is ignored
  handle: async (_input, ctx) => ({ data: await deleteWebhook(ctx.caller, ctx.params.id ?? '', webhookStore(ctx.deps), ctx.deps.stores.limits) }),
});
