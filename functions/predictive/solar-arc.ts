/** POST /v1/predictive/solar-arc: solar arc directions, 2 credits. */
import { defineRoute } from '#shared/http/route-handler';
import { solarArcResponse } from '#shared/predictive/response';
import { solarArcSchema } from '#shared/predictive/request';
import { solarArcData } from '#shared/predictive/service';

export const handler = defineRoute('predictive-solar-arc', {
  schema: solarArcSchema,
  response: solarArcResponse,
  handle: (input, ctx) => ({ data: solarArcData(input, ctx.deps.now()) }),
});
