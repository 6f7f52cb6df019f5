/** POST /v1/calculators/natal-chart: 1 credit. */
import { computeNatalChart } from '#shared/astro/chart';
import { DEFAULT_AYANAMSHA } from '#shared/astro/options';
import { toNatalChartResponse } from '#shared/astro/present';
import { moonRange, NATAL_CHART_ABSENT, timeUnknownInfo, timeUnknownWarning, withoutTimeOfDay } from '#shared/astro/time-unknown';
import { defineRoute } from '#shared/http/route-handler';
import { chartOptionsOf, chartRequestSchema } from '#shared/http/schemas';
import { birthInfo, toBirthInput } from './birth';

export const handler = defineRoute('calculators-natal-chart', {
  schema: chartRequestSchema,
  timeUnknown: true,
  handle: (input) => {
    const options = chartOptionsOf(input);
    const birth = toBirthInput(input);
    const chart = toNatalChartResponse(computeNatalChart(birth, options));
    // Only a sidereal chart says which zodiac it is in: tropical answers stay as they always were.
    const zodiac = options.zodiac === 'sidereal' ? { zodiac: { type: 'sidereal', ayanamsha: options.ayanamsha ?? DEFAULT_AYANAMSHA } } : {};
    if (input.timeUnknown === true) {
      // cast at 12:00 (birth-input.ts), without houses, with the Moon's range over the day
      return {
        data: {
          chart: { ...withoutTimeOfDay(chart), moonRange: moonRange(birth, options), ...zodiac },
          birthInfo: timeUnknownInfo(birthInfo(input)),
          warnings: [timeUnknownWarning(NATAL_CHART_ABSENT, 'The aspects are those of 12:00 (the Moon moves about 13 degrees in a day: see chart.moonRange).')],
        },
      };
    }
    return { data: { chart: { ...chart, ...zodiac }, birthInfo: birthInfo(input) } };
  },
});
