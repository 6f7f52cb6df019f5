/**
 * Charts of an unknown birth time (pure). The chart is cast for 12:00 local time; what depends on
 * the time of day (houses, the angles, the Part of Fortune, the bodies' houses, aspects to the
 * angles) is left out (null) and named in a warning; the Moon, which moves some 12 to 15 degrees
 * in a day, carries its range from 00:00 to 23:59:59 local time. docs/astrology.md "Unknown birth time".
 */
import { bodiesAt } from './bodies';
import { resolveChartSettings, type ChartOptions } from './options';
import { birthDayBounds as dayBounds } from './moment';
import type { BirthInput } from './types';
import { degreeInSign, signOf, type SignKey } from './zodiac';
import { deg, round } from './present';

/** The warning of an answer whose birth time is unknown: what is absent (null), by field path. */
export interface TimeUnknownWarning {
  code: 'birth_time_unknown';
  message: string;
  /** The fields left out (null), as paths of the answer's `data`. */
  absent: string[];
}

export const timeUnknownWarning = (absent: string[], also = ''): TimeUnknownWarning => ({
  code: 'birth_time_unknown',
  message: `The birth time is unknown: the chart is cast for 12:00 local time, and what depends on the time of day is absent (null): ${absent.join(', ')}.${also ? ` ${also}` : ''}`,
  absent,
});

export interface MoonPoint {
  longitude: number;
  sign: SignKey;
  degree: number;
}

/** Where the Moon is at the first and the last second of the local birth day. */
export interface MoonRange {
  from: MoonPoint;
  to: MoonPoint;
  /** The Moon changes sign during the day: its sign at 12:00 is one of two. */
  signChanges: boolean;
}

/** The UT Julian days of 00:00:00 and 23:59:59 local time of the birth date (the zone's offsets of those moments). */
export function birthDayBounds(input: Pick<BirthInput, 'date' | 'timezone' | 'longitude' | 'utcOffset'>): { startJd: number; endJd: number } {
  return dayBounds(input);
}

const point = (longitude: number): MoonPoint => ({ longitude: deg(longitude), sign: signOf(longitude).key, degree: round(degreeInSign(longitude), 4) });

/** The Moon's range over the local birth day, in the chart's zodiac. */
export function moonRange(input: BirthInput, options?: ChartOptions): MoonRange {
  const settings = resolveChartSettings(options);
  const { startJd, endJd } = birthDayBounds(input);
  const from = bodiesAt(startJd, settings).moon.longitude;
  const to = bodiesAt(endJd, settings).moon.longitude;
  return { from: point(from), to: point(to), signChanges: signOf(from).key !== signOf(to).key };
}

/** birthInfo of a chart of an unknown time: no time, and the instant of the noon chart. */
export const timeUnknownInfo = <T extends { time: string }>(info: T): Omit<T, 'time'> & { time: null; timeUnknown: true } => ({ ...info, time: null, timeUnknown: true });

/** What the natal chart calculator leaves out without a birth time. */
export const NATAL_CHART_ABSENT = ['chart.houses', 'chart.houseSystem', 'chart.celestialBodies.*.house'];

/**
 * The natal chart calculator's chart without what the time of day decides: no houses (nor their
 * system), no house of any body (its aspects are between bodies only: no angle is among them).
 */
export function withoutTimeOfDay<C extends { celestialBodies: Record<string, { house: number }>; houses: unknown; houseSystem: unknown }>(
  chart: C,
): Omit<C, 'celestialBodies' | 'houses' | 'houseSystem'> & { celestialBodies: Record<string, Omit<C['celestialBodies'][string], 'house'> & { house: null }>; houses: null; houseSystem: null } {
  const celestialBodies = Object.fromEntries(Object.entries(chart.celestialBodies).map(([k, b]) => [k, { ...b, house: null }]));
  return { ...chart, celestialBodies, houses: null, houseSystem: null } as never;
}

/** What the big three leaves out without a birth time. */
export const BIG_THREE_ABSENT = ['rising', 'sun.house', 'moon.house'];

/** The points of a chart that the time of day places: the angles and the Part of Fortune. */
export const TIME_POINTS = ['ascendant', 'midheaven', 'descendant', 'ic', 'part_of_fortune'] as const;
const isTimePoint = (key: string): boolean => (TIME_POINTS as readonly string[]).includes(key);

/** What a blueprint's astrology module leaves out without a birth time (paths in `data`). */
export const BLUEPRINT_ASTROLOGY_ABSENT = [
  'astrology.houses',
  'astrology.houseSystem',
  'astrology.isDayChart',
  'astrology.celestialBodies.*.house',
  ...TIME_POINTS.map((k) => `astrology.celestialBodies.${k}`),
];

/**
 * A blueprint's astrology without what the time of day decides: the angles and the Part of Fortune
 * (null), every house (null), aspects to those points, the house system and day or night.
 */
export function blueprintAstrologyWithoutTime<A extends { celestialBodies: Record<string, object>; aspects: { planet1: string; planet2: string }[] }>(a: A): Record<string, unknown> {
  const celestialBodies = Object.fromEntries(Object.entries(a.celestialBodies).map(([k, b]) => [k, isTimePoint(k) ? null : { ...b, house: null }]));
  return {
    ...a,
    celestialBodies,
    houses: null,
    aspects: a.aspects.filter((x) => !isTimePoint(x.planet1) && !isTimePoint(x.planet2)),
    houseSystem: null,
    isDayChart: null,
  };
}
