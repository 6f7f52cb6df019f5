/** DELETE /v1/keys/{id}: revokes a key of the caller's account (admin: member keys only; never the last owner key) and disables the webhooks it created (free). */
import { revokeAccountKey } from '#shared/accounts/self-service';
import { defineRoute } from '#shared/http/route-handler';
import { disableWebhooksOfKey } from '#shared/webhooks/service';
import { webhookStore } from '#shared/webhooks/store-access';
import { SELF_SERVICE } from '#shared/accounts/response';

export const handler = defineRoute('keys-revoke', {
  response: SELF_SERVICE['keys-revoke'],
  // the id is a path parameter; a DELETE body, if any, is ignored
  handle: async (_input, ctx) => {
    const revoked = await revokeAccountKey(ctx.deps.stores, ctx.caller, ctx.params.id ?? '', ctx.deps.now());
    // its webhooks stop with it, as its feeds do (docs/webhooks.md): disabled with the reason
    await disableWebhooksOfKey(webhookStore(ctx.deps), ctx.caller.accountId, revoked.id, ctx.deps.now());
    return { data: revoked };
  },
});
