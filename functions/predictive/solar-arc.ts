/** POST /v1/predictive/solar-arc: solar arc directions, 2 credits. */
import { defineRoute } from '#shared/http/route-handler';
import { solarArcResponse } from '#shared/predictive/response';
import { solarArcSchema } from '#shared/predictive/request';
import { solarArcData, predictiveDeps } from '#shared/predictive/service';

export const handler = defineRoute('predictive-solar-arc', {
  schema: solarArcSchema,
  // an unknown birth time: what holds of the noon birth, flagged (docs/astrology.md "Unknown birth time")
  timeUnknown: true,
  response: solarArcResponse,
  handle: async (input, ctx) => ({ data: await solarArcData(input, predictiveDeps(ctx)) }),
});
