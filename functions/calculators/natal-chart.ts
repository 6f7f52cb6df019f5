/** POST /v1/calculators/natal-chart: 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { natalChartRequestSchema } from '#shared/http/schemas';
import { natalChartData } from '#shared/calculators/natal-chart';
import { natalChartResponse } from '#shared/astro/response';

export const handler = defineRoute('calculators-natal-chart', {
  response: natalChartResponse,
  schema: natalChartRequestSchema,
  timeUnknown: true,
  handle: (input) => ({ data: natalChartData(input) }),
});
