/**
 * The natal chart calculator's `data`, from its parsed request: the service of POST
 * /v1/calculators/natal-chart, shared by its handler, its tests and the options benchmark.
 */
import { computeNatalChart } from '../astro/chart';
import { chartExtras, anyChartExtra } from '../astro/chart-extras';
import { DEFAULT_AYANAMSHA, resolveChartSettings } from '../astro/options';
import { toNatalChartResponse } from '../astro/present';
import { moonRange, NATAL_CHART_ABSENT, timeUnknownInfo, timeUnknownWarning, withoutTimeOfDay } from '../astro/time-unknown';
import { chartExtrasOf, chartOptionsOf, type NatalChartRequest } from '../http/schemas';
import { birthInfo, toBirthInput } from '../birth-source/index';

export function natalChartData(input: NatalChartRequest) {
  const options = chartOptionsOf(input);
  const extras = chartExtrasOf(input);
  const birth = toBirthInput(input);
  const natal = computeNatalChart(birth, options);
  const chart = toNatalChartResponse(natal);
  // Only a sidereal chart says which zodiac it is in: tropical answers stay as they always were.
  const zodiac = options.zodiac === 'sidereal' ? { zodiac: { type: 'sidereal', ayanamsha: options.ayanamsha ?? DEFAULT_AYANAMSHA } } : {};
  // The options' blocks only when asked for: without them the answer is byte for byte the one before they existed.
  const more = anyChartExtra(extras) ? chartExtras(natal, natal.instant.jdUT, resolveChartSettings(options), extras) : {};
  if (input.timeUnknown === true) {
    // cast at 12:00 (shared/http/birth-input.ts), without houses, with the Moon's range over the day
    return {
      chart: { ...withoutTimeOfDay(chart), ...more, moonRange: moonRange(birth, options), ...zodiac },
      birthInfo: timeUnknownInfo(birthInfo(input)),
      warnings: [timeUnknownWarning(NATAL_CHART_ABSENT, 'The aspects are those of 12:00 (the Moon moves about 13 degrees in a day: see chart.moonRange).')],
    };
  }
  return { chart: { ...chart, ...more, ...zodiac }, birthInfo: birthInfo(input) };
}
