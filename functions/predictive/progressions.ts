/** POST /v1/predictive/progressions: secondary progressions, 2 credits. */
import { defineRoute } from '#shared/http/route-handler';
import { progressionsResponse } from '#shared/predictive/response';
import { progressionsSchema } from '#shared/predictive/request';
import { progressionsData, predictiveDeps } from '#shared/predictive/service';

export const handler = defineRoute('predictive-progressions', {
  schema: progressionsSchema,
  response: progressionsResponse,
  handle: async (input, ctx) => ({ data: await progressionsData(input, predictiveDeps(ctx)) }),
});
