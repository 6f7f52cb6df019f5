/** POST /v1/birth-time/sensitivity: what changes within +-N minutes of a birth time, and when; 2 credits. */
import { defineRoute } from '#shared/http/route-handler';
import { sensitivitySchema } from '#shared/sensitivity/request';
import { sensitivityResponse } from '#shared/sensitivity/response';
import { predictiveDeps } from '#shared/predictive/service';
import { sensitivityData } from '#shared/sensitivity/service';

export const handler = defineRoute('birth-time-sensitivity', {
  schema: sensitivitySchema,
  response: sensitivityResponse,
  handle: async (input, ctx) => ({ data: await sensitivityData(input, predictiveDeps(ctx)) }),
});
