/**
 * The birth input of a saved blueprint, for the routes that cast its charts again (transits in
 * another zodiac, images with chart options, relationships, Human Design for a blueprint made
 * without it): its birth date and time at the birthplace it keeps (or one sent instead), with the
 * UTC offset it was made with when the caller sent one. So a chart cast again is cast for the same
 * instant the blueprint was.
 */
import type { ChartOptions } from '../astro/options';
import type { BirthInput } from '../astro/types';
import { birthMoment, storedMoment, type BirthMoment } from '../astro/moment';
import { invalidInput } from '../errors';
import { BIRTH_TIME_REQUIRED, NOON } from '../http/birth-input';
import type { BlueprintRecord } from './store';

/**
 * A blueprint made without a birth time (timeUnknown) cannot give a chart of its moment: the routes
 * that cast its charts again (predictive, Vedic, sensitivity, transits, relationships, images) refuse it.
 */
export function refuseTimeUnknown(bp: Pick<BlueprintRecord, 'blueprintId' | 'timeUnknown'>, where = ''): void {
  if (bp.timeUnknown === true) {
    throw invalidInput(BIRTH_TIME_REQUIRED, `Blueprint ${bp.blueprintId}${where} was made without a birth time (timeUnknown): this route needs the birth time`);
  }
}

export type Place = { latitude: number; longitude: number; timezone: string };

type MomentFields = Pick<BlueprintRecord, 'birthDate' | 'birthTime' | 'place' | 'utcOffset' | 'timeUnknown'> & { content?: { birthInfo?: { utc?: string; utcOffset?: string; offsetRule?: string } } | null };

/**
 * The moment a saved blueprint was cast for: the UT it keeps (found by birthMoment when it was made),
 * else (blueprints saved before the UT was kept) its birth data converted again at its kept birthplace
 * (its longitude: the local mean time of an LMT era). A place sent with the blueprint id moves the
 * houses, never the moment. Undefined when neither the UT nor the birthplace is kept.
 */
export function blueprintMoment(bp: MomentFields, fallbackZone?: string): BirthMoment | undefined {
  const info = bp.content?.birthInfo;
  const timezone = bp.place?.timezone ?? fallbackZone ?? 'UTC';
  const unknown = bp.timeUnknown === true;
  if (info?.utc) return storedMoment({ utc: info.utc, utcOffset: info.utcOffset, offsetRule: info.offsetRule, timezone, date: bp.birthDate, time: unknown ? null : bp.birthTime, timeUnknown: unknown });
  if (!bp.place && fallbackZone === undefined) return undefined;
  return birthMoment({ date: bp.birthDate, time: unknown ? null : bp.birthTime, timeUnknown: unknown, timezone, ...(bp.place ? { longitude: bp.place.longitude } : {}), ...(bp.utcOffset !== undefined ? { utcOffset: bp.utcOffset } : {}) });
}

/**
 * `place`: a birthplace sent with the blueprint id, used instead of the kept one. A UTC offset the
 * blueprint was made with still fixes the birth instant (the place sent moves the houses, not the
 * moment), as relationships and the predictive routes (the stored UT) do. Undefined when there is
 * no place at all.
 */
export function blueprintBirth(bp: Pick<BlueprintRecord, 'blueprintId' | 'birthDate' | 'birthTime' | 'place' | 'utcOffset' | 'timeUnknown'>, place?: Place): BirthInput | undefined {
  refuseTimeUnknown(bp);
  return birthAt(bp, bp.birthTime, place);
}

/**
 * The birth input of a blueprint made without a birth time, at 12:00 local time (the time its
 * charts were cast for: shared/http/birth-input.ts NOON), for the routes that answer what holds
 * without the time (transits, feeds, `transit.exact`). Undefined when there is no place at all.
 */
export function blueprintNoonBirth(bp: Pick<BlueprintRecord, 'birthDate' | 'place' | 'utcOffset'>, place?: Place): BirthInput | undefined {
  return birthAt(bp, NOON, place);
}

function birthAt(bp: Pick<BlueprintRecord, 'birthDate' | 'place' | 'utcOffset'>, time: string, place?: Place): BirthInput | undefined {
  const at = place ?? bp.place;
  if (!at) return undefined;
  const birth: BirthInput = { date: bp.birthDate, time, timezone: at.timezone, latitude: at.latitude, longitude: at.longitude };
  if (bp.utcOffset !== undefined) birth.utcOffset = bp.utcOffset;
  return birth;
}

/**
 * The chart options a blueprint was made with, as sent (`chartOptions`), over the zodiac its stored
 * chart says (a blueprint made before its options were kept says a sidereal zodiac there only).
 * Undefined: the defaults.
 */
export function blueprintMadeWith(bp: Pick<BlueprintRecord, 'chartOptions'> & { content?: { astrology?: unknown } | null }): ChartOptions | undefined {
  const z = (bp.content?.astrology as { zodiac?: { type?: string; ayanamsha?: string } } | null | undefined)?.zodiac;
  const fromChart: ChartOptions = z?.type === 'sidereal' ? { zodiac: 'sidereal', ...(z.ayanamsha ? { ayanamsha: z.ayanamsha as ChartOptions['ayanamsha'] } : {}) } : {};
  const made = { ...fromChart, ...bp.chartOptions };
  return Object.keys(made).length ? made : undefined;
}

/**
 * The chart options of a one-person route asked with a blueprintId (transits, the predictive routes):
 * the ones sent, and for the others those the blueprint was made with: its zodiac with its
 * ayanamsha (the two go together: a request naming either names the zodiac), house system, node and
 * Lilith. Not its orbs: they were for natal aspects, and these routes look for other aspects.
 */
export function blueprintChartOptions(bp: Parameters<typeof blueprintMadeWith>[0], sent: ChartOptions | undefined): ChartOptions | undefined {
  const made = blueprintMadeWith(bp) ?? {};
  const kept: ChartOptions = {};
  if (sent?.zodiac === undefined && sent?.ayanamsha === undefined) {
    if (made.zodiac !== undefined) kept.zodiac = made.zodiac;
    if (made.ayanamsha !== undefined) kept.ayanamsha = made.ayanamsha;
  }
  if (made.houseSystem !== undefined) kept.houseSystem = made.houseSystem;
  if (made.nodeType !== undefined) kept.nodeType = made.nodeType;
  if (made.lilithType !== undefined) kept.lilithType = made.lilithType;
  const out = { ...kept, ...sent };
  return Object.keys(out).length ? out : undefined;
}
