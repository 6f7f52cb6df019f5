/** POST /v1/predictive/progressions: secondary progressions, 2 credits. */
import { defineRoute } from '#shared/http/route-handler';
import { progressionsResponse } from '#shared/predictive/response';
import { progressionsSchema } from '#shared/predictive/request';
import { progressionsData, predictiveDeps } from '#shared/predictive/service';

export const handler = defineRoute('predictive-progressions', {
  schema: progressionsSchema,
  // an unknown birth time: what holds of the noon birth, flagged (docs/astrology.md "Unknown birth time")
  timeUnknown: true,
  response: progressionsResponse,
  handle: async (input, ctx) => ({ data: await progressionsData(input, predictiveDeps(ctx)) }),
});
