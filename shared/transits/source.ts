/**
 * The natal side of a transit computation: where the natal frame comes from (birth data, or a
 * saved blueprint's stored chart or its chart cast again), shared by POST /v1/transits
 * (create.ts) and the calendar feeds (shared/calendars). No AI and no store code.
 */
import { computeNatalChart } from '../astro/chart';
import { resolveChartSettings, type ChartOptions } from '../astro/options';
import type { BirthInput } from '../astro/types';
import { assertInRange } from '../astro/ephemeris';
import { birthMoment } from '../astro/moment';
import { blueprintBirth, blueprintChartOptions, blueprintMoment, blueprintNoonBirth } from '../blueprint/index';
import { moonRange } from '../astro/time-unknown';
import { BIRTH_TIME_REQUIRED } from '../http/birth-input';
import type { BlueprintStore } from '../blueprint/store';
import { invalidInput } from '../errors';
import { natalFrameFromBlueprint, natalFrameFromChart, timeUnknownFrame, type NatalFrame, type TransitExtras } from './compute';
import type { TransitRequest } from './request';

/** A saved blueprint as the store answers it. */
export type StoredBlueprint = NonNullable<Awaited<ReturnType<BlueprintStore['get']>>>;

/** Everything the computation needs once the input is known to be valid. */
export interface Source {
  frame: () => NatalFrame;
  /** The chart options of the report: the request's, with a blueprint's node (and, cast again, house system and Lilith) for those not sent. */
  options?: ChartOptions;
  blueprintId: string | null;
  blueprintName: string | null;
  /** The end user: the request's, else the blueprint's. */
  subject?: string;
  birthDate: string;
  birthTime: string;
  location: string;
}

/**
 * Natal frames of the birth data seen lately in this container (a chart is a pure function of its
 * birth data, and people ask for their transits again and again): at most NATAL_CACHE_LIMIT,
 * the oldest dropped first.
 */
const natalCache = new Map<string, NatalFrame>();
const NATAL_CACHE_LIMIT = 500;

export function natalFrameFor(birth: BirthInput, options?: ChartOptions, extras?: TransitExtras): NatalFrame {
  const { date, time, timezone, latitude, longitude, utcOffset } = birth;
  const asked = extras ? (['asteroids', 'lots'] as const).filter((k) => extras[k] === true) : [];
  const key = `${date}|${time}|${timezone}|${utcOffset ?? ''}|${latitude}|${longitude}|${options ? JSON.stringify(options) : ''}${asked.length ? `|${asked.join(',')}` : ''}`;
  let frame = natalCache.get(key);
  if (!frame) {
    frame = asked.length ? natalFrameFromChart(computeNatalChart(birth, options), { extras: extras!, settings: resolveChartSettings(options) }) : natalFrameFromChart(computeNatalChart(birth, options));
    if (natalCache.size >= NATAL_CACHE_LIMIT) natalCache.delete(natalCache.keys().next().value!);
    natalCache.set(key, frame);
  }
  return frame;
}

/** What a saved horoscope of an unknown birth time shows as its birth time. */
export const UNKNOWN_BIRTH_TIME = 'unknown';

/**
 * The natal frame of an unknown birth time (`birth` at 12:00 local time, shared/http/birth-input.ts):
 * the noon chart's bodies without houses, angles or the Moon, which the report gives as its range
 * over the day (compute.ts). The lots need the Ascendant: 400 Birth time required.
 */
export function noonFrameFor(birth: BirthInput, options?: ChartOptions, extras?: TransitExtras): NatalFrame {
  if (extras?.lots) throw invalidInput(BIRTH_TIME_REQUIRED, 'The lots are cast from the Ascendant: without a birth time transits take asteroids, not lots');
  const frame = natalFrameFor(birth, options, extras);
  return timeUnknownFrame(frame, moonRange(birth, options));
}

export function checkBirthInstant(birth: BirthInput): void {
  assertInRange(birthMoment(birth).jdUT);
}

/**
 * Whether a blueprint's stored chart is the natal chart a request asks for, besides its zodiac
 * (natalFrameFromBlueprint checks that): the house system (the houses of every transit) and the node
 * (a natal point) it was made with, when the request names them.
 */
function storedChartFits(stored: ChartOptions | undefined, sent: ChartOptions | undefined): boolean {
  const made = resolveChartSettings(stored);
  return (sent?.houseSystem === undefined || sent.houseSystem === made.houseSystem) && (sent?.nodeType === undefined || sent.nodeType === made.nodeType);
}

/**
 * Where the natal frame of a saved blueprint's transits comes from (POST /v1/transits with
 * `blueprintId`, and the calendar feeds, shared/calendars): the blueprint's options for those not
 * sent, its stored chart when it is the chart asked for, otherwise its chart cast again.
 */
export function blueprintSource(bp: StoredBlueprint, req: Pick<TransitRequest, 'chartOptions' | 'location' | 'chartExtras'>): Source {
  // the blueprint's options for those not sent; its stored chart when it is the chart asked for
  // (zodiac, and the house system and node when sent), otherwise its chart cast again with them;
  // the natal chart options (asteroids, lots) need the chart itself: cast again
  const options = blueprintChartOptions(bp, req.chartOptions);
  // the blueprint's moment, as it was made (its kept UT): for the answer's calculation record
  blueprintMoment(bp);
  const extras = req.chartExtras;
  if (bp.timeUnknown === true) {
    // no birth time: the noon chart without houses, angles or the Moon's contacts, at the birthplace it keeps (or the one sent)
    const noon = blueprintNoonBirth(bp, req.location);
    if (!noon) throw invalidInput('Birth location required', 'The noon chart of this blueprint (made without a birth time) must be cast and it was saved without its birthplace: send latitude, longitude and timezone with blueprintId');
    checkBirthInstant(noon);
    const common = { blueprintId: bp.blueprintId, blueprintName: bp.fullName, birthDate: bp.birthDate, birthTime: UNKNOWN_BIRTH_TIME, location: bp.location };
    return { ...common, ...(options ? { options } : {}), frame: () => noonFrameFor(noon, options, extras) };
  }
  const fromChart = !extras && storedChartFits(bp.chartOptions, req.chartOptions) ? natalFrameFromBlueprint(bp.content?.astrology as never, bp.birthDate, options) : undefined;
  const common = { blueprintId: bp.blueprintId, blueprintName: bp.fullName, birthDate: bp.birthDate, birthTime: bp.birthTime, location: bp.location };
  const withOptions = options ? { ...common, options } : common;
  if (fromChart) return { ...withOptions, frame: () => fromChart };
  // A chart in another zodiac, or a blueprint made without astrology, is cast at the birthplace
  // the blueprint keeps (with the UTC offset it was made with), or at the location sent.
  const birth = blueprintBirth(bp, req.location);
  if (!birth) {
    const why = extras ? 'the natal chart options asked for need its chart' : bp.content?.astrology ? 'its chart was made with other chart options than the ones asked for' : 'this blueprint has no astrology data';
    throw invalidInput('Birth location required', `The chart must be computed (${why}) and the blueprint was saved without its birthplace: send latitude, longitude and timezone with blueprintId`);
  }
  checkBirthInstant(birth);
  return { ...withOptions, frame: () => natalFrameFor(birth, options, extras) };
}

