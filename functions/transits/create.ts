/** POST /v1/transits: personal transits for a day, week or month (dynamic price: 1/2/3, AI +20). */
import { defineRoute } from '#shared/http/route-handler';
import { AI_PRICE, createTransits, PERIOD_PRICE } from '#shared/transits/create';
import { transitRequestSchema } from '#shared/transits/request';
import { transitServices } from '#shared/transits/services';
import { paidWorkDeps } from '#shared/http/paid-work-deps';
import { transitCreateResponse } from '#shared/transits/response';

export const handler = defineRoute('transits-create', {
  response: transitCreateResponse,
  schema: transitRequestSchema,
  // an unknown birth time: the noon chart without houses, angles or the Moon's contacts (docs/astrology.md "Unknown birth time")
  timeUnknown: true,
  quote: (input) => ({ credits: PERIOD_PRICE[input.period] + (input.includeAI ? AI_PRICE : 0) }),
  handle: async (input, ctx) => {
    const services = transitServices(ctx.deps);
    const r = await createTransits(
      input,
      { ownerId: ctx.caller.accountId, keyId: ctx.caller.keyId },
      { ...services, ...paidWorkDeps(ctx, services.store), language: ctx.language },
    );
    // a retry that found the horoscope an earlier attempt of its Idempotency-Key stored (and paid for)
    return { data: r.data, meta: { ...r.meta }, ...(r.recovered ? { headers: { 'Idempotent-Replayed': 'true', ...(r.language ? { 'Content-Language': r.language } : {}) } } : {}) };
  },
});
