/** POST /v1/predictive/lunar-return: lunar return(s), 2 credits. */
import { defineRoute } from '#shared/http/route-handler';
import { lunarReturnResponse } from '#shared/predictive/response';
import { lunarReturnSchema } from '#shared/predictive/request';
import { lunarReturnData, predictiveDeps } from '#shared/predictive/service';

export const handler = defineRoute('predictive-lunar-return', {
  schema: lunarReturnSchema,
  response: lunarReturnResponse,
  handle: async (input, ctx) => ({ data: await lunarReturnData(input, predictiveDeps(ctx)) }),
});
