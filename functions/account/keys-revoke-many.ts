/** POST /v1/keys/revoke: revokes a list of keys of the caller's account, or every key but the calling one (incidents; admin: member keys only), and disables the webhooks they created (free). */
import { revokeAccountKeys } from '#shared/accounts/self-service';
import { keysRevokeManySchema } from '#shared/accounts/self-service-request';
import { defineRoute } from '#shared/http/route-handler';
import { SELF_SERVICE } from '#shared/accounts/response';
import { disableWebhooksOfKey } from '#shared/webhooks/service';
import { webhookStore } from '#shared/webhooks/store-access';

export const handler = defineRoute('keys-revoke-many', {
  schema: keysRevokeManySchema,
  response: SELF_SERVICE['keys-revoke-many'],
  handle: async (input, ctx) => {
    const result = await revokeAccountKeys(ctx.deps.stores, ctx.caller, input, ctx.deps.now());
    // their webhooks stop with them, as with DELETE /v1/keys/{id} (docs/webhooks.md): disabled with the reason
    const webhooks = webhookStore(ctx.deps);
    for (const k of result.revoked) await disableWebhooksOfKey(webhooks, ctx.caller.accountId, k.id, ctx.deps.now());
    return { data: result };
  },
});
