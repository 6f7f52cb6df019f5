/** POST /v1/calculators/natal-chart: 1 credit. */
import { computeNatalChart } from '#shared/astro/chart';
import { DEFAULT_AYANAMSHA } from '#shared/astro/options';
import { toNatalChartResponse } from '#shared/astro/present';
import { defineRoute } from '#shared/http/route-handler';
import { chartOptionsOf, chartRequestSchema } from '#shared/http/schemas';
import { birthInfo, toBirthInput } from './birth';

export const handler = defineRoute('calculators-natal-chart', {
  schema: chartRequestSchema,
  handle: (input) => {
    const options = chartOptionsOf(input);
    const chart = toNatalChartResponse(computeNatalChart(toBirthInput(input), options));
    // Only a sidereal chart says which zodiac it is in: tropical answers stay as they always were.
    const zodiac = options.zodiac === 'sidereal' ? { zodiac: { type: 'sidereal', ayanamsha: options.ayanamsha ?? DEFAULT_AYANAMSHA } } : {};
    return { data: { chart: { ...chart, ...zodiac }, birthInfo: birthInfo(input) } };
  },
});
