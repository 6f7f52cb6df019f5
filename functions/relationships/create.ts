/**
 * POST /v1/relationships: synastry (2), composite (1), Davison (1), Human Design connection (2),
 * numerology compatibility (1), AI reading (+40); only delivered parts are charged (dynamic price).
 */
import { defineRoute } from '#shared/http/route-handler';
import { createRelationship } from '#shared/relationships/create';
import { priceRelationship } from '#shared/relationships/pricing';
import { relationshipRequestSchema } from '#shared/relationships/request';
import { relationshipServices } from '#shared/relationships/services';
import { paidWorkDeps } from '#shared/http/paid-work-deps';
import { relationshipCreateResponse } from '#shared/relationships/response';

export const handler = defineRoute('relationships-create', {
  response: relationshipCreateResponse,
  schema: relationshipRequestSchema,
  quote: (input) => ({ credits: priceRelationship(input.modules, input.includeAI) }),
  handle: async (input, ctx) => {
    const services = relationshipServices(ctx.deps);
    const r = await createRelationship(
      input,
      { ownerId: ctx.caller.accountId, keyId: ctx.caller.keyId },
      { ...services, ...paidWorkDeps(ctx, services.store) },
    );
    // a retry that found the relationship an earlier attempt of its Idempotency-Key stored (and paid for)
    return { data: r.data, meta: { ...r.meta }, ...(r.recovered ? { headers: { 'Idempotent-Replayed': 'true', ...(r.language ? { 'Content-Language': r.language } : {}) } } : {}) };
  },
});
