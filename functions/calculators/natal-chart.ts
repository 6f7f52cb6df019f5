/** POST /v1/calculators/natal-chart: 1 credit. */
import { computeNatalChart } from '#shared/astro/chart';
import { toNatalChartResponse } from '#shared/astro/present';
import { defineRoute } from '#shared/http/route-handler';
import { chartOptionsOf, chartRequestSchema } from '#shared/http/schemas';
import { birthInfo, toBirthInput } from './birth';

export const handler = defineRoute('calculators-natal-chart', {
  schema: chartRequestSchema,
  handle: (input) => ({
    data: {
      chart: toNatalChartResponse(computeNatalChart(toBirthInput(input), chartOptionsOf(input))),
      birthInfo: birthInfo(input),
    },
  }),
});
