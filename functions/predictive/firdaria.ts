/** POST /v1/predictive/firdaria: the firdaria from birth with the running period at a date, 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { firdariaResponse } from '#shared/predictive/response';
import { firdariaSchema } from '#shared/predictive/request';
import { firdariaData, predictiveDeps } from '#shared/predictive/service';

export const handler = defineRoute('predictive-firdaria', {
  schema: firdariaSchema,
  response: firdariaResponse,
  handle: async (input, ctx) => ({ data: await firdariaData(input, predictiveDeps(ctx)) }),
});
