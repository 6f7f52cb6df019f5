/** POST /v1/transits: personal transits for a day, week or month (dynamic price: 1/2/3, AI +20). */
import { defineRoute } from '#shared/http/route-handler';
import { recordingIdempotency } from '#shared/store/idempotency-records';
import { createTransits } from '#shared/transits/create';
import { transitRequestSchema } from '#shared/transits/request';
import { transitServices } from '#shared/transits/services';

export const handler = defineRoute('transits-create', {
  schema: transitRequestSchema,
  handle: async (input, ctx) => {
    const services = transitServices(ctx.deps);
    const r = await createTransits(
      input,
      { ownerId: ctx.caller.accountId, keyId: ctx.caller.keyId },
      // the saved horoscope keeps its Idempotency-Key record's id, to delete it with it
      {
        ...services,
        store: recordingIdempotency(services.store, ctx.idempotencyRecordId, ctx.idempotencyScope),
        credits: ctx.credits,
        now: ctx.deps.now,
        signal: ctx.signal,
        log: ctx.log,
        ...(ctx.idempotencyScope ? { attempt: { scope: ctx.idempotencyScope, store: ctx.deps.stores.attempts } } : {}),
      },
    );
    // a retry that found the horoscope an earlier attempt of its Idempotency-Key stored (and paid for)
    return { data: r.data, meta: { ...r.meta }, ...(r.recovered ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
  },
});
