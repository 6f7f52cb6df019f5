/** POST /v1/predictive/solar-return: solar return, 2 credits. */
import { defineRoute } from '#shared/http/route-handler';
import { solarReturnResponse } from '#shared/predictive/response';
import { solarReturnSchema } from '#shared/predictive/request';
import { solarReturnData, predictiveDeps } from '#shared/predictive/service';

export const handler = defineRoute('predictive-solar-return', {
  schema: solarReturnSchema,
  // an unknown birth time: what holds of the noon birth, flagged (docs/astrology.md "Unknown birth time")
  timeUnknown: true,
  response: solarReturnResponse,
  handle: async (input, ctx) => ({ data: await solarReturnData(input, predictiveDeps(ctx)) }),
});
