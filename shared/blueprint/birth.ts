/**
 * The birth input of a saved blueprint, for the routes that cast its charts again (transits in
 * another zodiac, images with chart options, relationships, Human Design for a blueprint made
 * without it): its birth date and time at the birthplace it keeps (or one sent instead), with the
 * UTC offset it was made with when the caller sent one. So a chart cast again is cast for the same
 * instant the blueprint was.
 */
import type { ChartOptions } from '../astro/options';
import type { BirthInput } from '../astro/types';
import type { BlueprintRecord } from './store';

export type Place = { latitude: number; longitude: number; timezone: string };

/**
 * `place`: a birthplace sent with the blueprint id, used instead of the kept one. A UTC offset the
 * blueprint was made with still fixes the birth instant (the place sent moves the houses, not the
 * moment), as relationships and the predictive routes (the stored UT) do. Undefined when there is
 * no place at all.
 */
export function blueprintBirth(bp: Pick<BlueprintRecord, 'birthDate' | 'birthTime' | 'place' | 'utcOffset'>, place?: Place): BirthInput | undefined {
  const at = place ?? bp.place;
  if (!at) return undefined;
  const birth: BirthInput = { date: bp.birthDate, time: bp.birthTime, timezone: at.timezone, latitude: at.latitude, longitude: at.longitude };
  if (bp.utcOffset !== undefined) birth.utcOffset = bp.utcOffset;
  return birth;
}

/**
 * The chart options of a one-person route asked with a blueprintId (transits, the predictive routes):
 * the ones sent, and for the others those the blueprint was made with: its zodiac with its
 * ayanamsha (the two go together: a request naming either names the zodiac), house system, node and
 * Lilith. Not its orbs: they were for natal aspects, and these routes look for other aspects. A
 * blueprint made before its options were kept says a sidereal zodiac in its stored chart only.
 */
export function blueprintChartOptions(bp: Pick<BlueprintRecord, 'chartOptions'> & { content?: { astrology?: unknown } | null }, sent: ChartOptions | undefined): ChartOptions | undefined {
  const stored = bp.chartOptions;
  const kept: ChartOptions = {};
  const chartZodiac = (bp.content?.astrology as { zodiac?: { type?: string; ayanamsha?: string } } | null | undefined)?.zodiac;
  if (sent?.zodiac === undefined && sent?.ayanamsha === undefined) {
    if (stored?.zodiac !== undefined) {
      kept.zodiac = stored.zodiac;
      if (stored.ayanamsha !== undefined) kept.ayanamsha = stored.ayanamsha;
    } else if (chartZodiac?.type === 'sidereal') {
      kept.zodiac = 'sidereal';
      if (chartZodiac.ayanamsha !== undefined) kept.ayanamsha = chartZodiac.ayanamsha as ChartOptions['ayanamsha'];
    }
  }
  if (stored?.houseSystem !== undefined) kept.houseSystem = stored.houseSystem;
  if (stored?.nodeType !== undefined) kept.nodeType = stored.nodeType;
  if (stored?.lilithType !== undefined) kept.lilithType = stored.lilithType;
  const out = { ...kept, ...sent };
  return Object.keys(out).length ? out : undefined;
}
