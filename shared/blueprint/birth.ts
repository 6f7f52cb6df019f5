/**
 * The birth input of a saved blueprint, for the routes that cast its charts again (transits in
 * another zodiac, images with chart options, relationships, Human Design for a blueprint made
 * without it): its birth date and time at the birthplace it keeps (or one sent instead), with the
 * UTC offset it was made with when the caller sent one. So a chart cast again is cast for the same
 * instant the blueprint was.
 */
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
