/** POST /v1/predictive/profections: annual and monthly profections for a date, 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { profectionsResponse } from '#shared/predictive/response';
import { profectionsSchema } from '#shared/predictive/request';
import { predictiveDeps, profectionsData } from '#shared/predictive/service';

export const handler = defineRoute('predictive-profections', {
  schema: profectionsSchema,
  response: profectionsResponse,
  handle: async (input, ctx) => ({ data: await profectionsData(input, predictiveDeps(ctx)) }),
});
