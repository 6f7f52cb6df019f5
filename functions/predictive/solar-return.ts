/** POST /v1/predictive/solar-return: solar return, 2 credits. */
import { defineRoute } from '#shared/http/route-handler';
import { solarReturnResponse } from '#shared/predictive/response';
import { solarReturnSchema } from '#shared/predictive/request';
import { solarReturnData, predictiveDeps } from '#shared/predictive/service';

export const handler = defineRoute('predictive-solar-return', {
  schema: solarReturnSchema,
  response: solarReturnResponse,
  handle: async (input, ctx) => ({ data: await solarReturnData(input, predictiveDeps(ctx)) }),
});
