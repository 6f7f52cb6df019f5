/** GET /v1/horoscope/{sign}: 1 credit; today's horoscope of one sign (spec 2.8), sign case-insensitive. */
import { dailyService } from '#shared/daily/services';
import { signParamSchema } from '#shared/daily/request';
import { utcDay } from '#shared/daily/sky';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('horoscope-sign', {
  schema: signParamSchema,
  handle: async ({ sign }, ctx) => ({ data: await dailyService(ctx.deps).signView(utcDay(ctx.deps.now()), sign) }),
});
