/** POST /v1/predictive/solar-arc: solar arc directions, 2 credits. */
import { defineRoute } from '#shared/http/route-handler';
import { solarArcResponse } from '#shared/predictive/response';
import { solarArcSchema } from '#shared/predictive/request';
import { solarArcData, predictiveDeps } from '#shared/predictive/service';

export const handler = defineRoute('predictive-solar-arc', {
  schema: solarArcSchema,
  response: solarArcResponse,
  handle: async (input, ctx) => ({ data: await solarArcData(input, predictiveDeps(ctx)) }),
});
