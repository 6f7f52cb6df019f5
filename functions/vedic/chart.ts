/** POST /v1/vedic/chart: the sidereal rashi chart with nakshatras, dignities and vargas, 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { vedicChartSchema } from '#shared/vedic/request';
import { vedicChartResponse } from '#shared/vedic/response';
import { vedicChartData, vedicDeps } from '#shared/vedic/service';

export const handler = defineRoute('vedic-chart', {
  schema: vedicChartSchema,
  response: vedicChartResponse,
  handle: async (input, ctx) => ({ data: await vedicChartData(input, vedicDeps(ctx)) }),
});
