/** GET /v1/horoscope/all: 1 credit for the twelve signs of the current UTC day (spec 2.8). */
import { dailyService } from '#shared/daily/services';
import { utcDay } from '#shared/daily/sky';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('horoscope-all', {
  handle: async (_input, ctx) => ({ data: await dailyService(ctx.deps).allView(utcDay(ctx.deps.now())) }),
});
