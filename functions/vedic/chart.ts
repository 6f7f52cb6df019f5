/** POST /v1/vedic/chart: the sidereal rashi chart with nakshatras, dignities and vargas (1 credit; includeAI +50: one Vedic reading). */
import { defineRoute } from '#shared/http/route-handler';
import { vedicChartPrice, vedicChartWithReading, vedicWriter } from '#shared/vedic/chart-ai';
import { vedicChartSchema } from '#shared/vedic/request';
import { vedicChartResponse } from '#shared/vedic/response';
import { vedicDeps } from '#shared/vedic/service';

export const handler = defineRoute('vedic-chart', {
  schema: vedicChartSchema,
  // an unknown birth time: the noon chart without lagna or houses, the Moon over the day (docs/astrology.md "Unknown birth time")
  timeUnknown: true,
  response: vedicChartResponse,
  quote: (input) => ({ credits: vedicChartPrice(input) }),
  handle: async (input, ctx) => {
    const r = await vedicChartWithReading(input, {
      ...vedicDeps(ctx),
      writer: vedicWriter(),
      credits: ctx.credits,
      signal: ctx.signal,
      language: ctx.language,
      log: ctx.log,
      ...(ctx.idempotencyScope ? { attempt: { scope: ctx.idempotencyScope, store: ctx.deps.stores.attempts } } : {}),
    });
    // a retry that found the answer an earlier attempt of its Idempotency-Key paid for
    return { data: r.data, meta: { ...r.meta }, ...(r.recovered ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
  },
});
