/** POST /v1/predictive/lunar-return: lunar return(s), 2 credits. */
import { defineRoute } from '#shared/http/route-handler';
import { lunarReturnResponse } from '#shared/predictive/response';
import { lunarReturnSchema } from '#shared/predictive/request';
import { lunarReturnData } from '#shared/predictive/service';

export const handler = defineRoute('predictive-lunar-return', {
  schema: lunarReturnSchema,
  response: lunarReturnResponse,
  handle: (input, ctx) => ({ data: lunarReturnData(input, ctx.deps.now()) }),
});
