/** GET /v1/transits/today: 1 credit; the record of the current UTC day (spec 2.6), written once per day. */
import { dailyService } from '#shared/daily/services';
import { utcDay } from '#shared/daily/sky';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('transits-today', {
  handle: async (_input, ctx) => ({ data: await dailyService(ctx.deps).todayView(utcDay(ctx.deps.now())) }),
});
