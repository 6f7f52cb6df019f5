/**
 * The predictive answers of an unknown birth time (pure): cast for 12:00 local time of the birth
 * date, without what the time of day decides. The angles and the Part of Fortune (and every house,
 * the house system, day or night) are left out; contacts with the Moon are left out too (the natal
 * Moon moves 12-15 degrees over the day, a progressed or returned Moon as much), and the Moon is
 * given with its range where the answer has one. docs/astrology.md "Unknown birth time".
 */
import { TIME_POINTS, timeUnknownWarning } from '../astro/time-unknown';

const DROP: ReadonlySet<string> = new Set(TIME_POINTS);
/** A contact that holds over the birth day: neither side an angle, the Part of Fortune or the Moon. */
const holds = (a: string, b: string): boolean => !DROP.has(a) && !DROP.has(b) && a !== 'moon' && b !== 'moon';

/** Bodies without the points the time places, and without their houses. */
export function bodiesWithoutTime<B extends object>(bodies: Record<string, B>): Record<string, Omit<B, 'house'>> {
  return Object.fromEntries(
    Object.entries(bodies)
      .filter(([k]) => !DROP.has(k))
      .map(([k, b]) => {
        const { house: _h, ...rest } = b as B & { house?: number };
        return [k, rest];
      }),
  );
}

/** Aspects (point1, point2) whose both ends hold over the day. */
export const aspectsWithoutTime = <A extends { point1: string; point2: string }>(list: readonly A[]): A[] => list.filter((a) => holds(a.point1, a.point2));

/** Directed-to-natal contacts (directed, natal) whose both ends hold over the day. */
export const directedWithoutTime = <A extends { directed: string; natal: string }>(list: readonly A[]): A[] => list.filter((a) => holds(a.directed, a.natal));

/** A presented chart (presentChart) without houses, angles, the Part of Fortune, day or night; its aspects to those left out. */
export function chartWithoutTime<C extends { celestialBodies: Record<string, { house?: number }>; aspects: { point1: string; point2: string }[] }>(c: C) {
  return { ...c, celestialBodies: bodiesWithoutTime(c.celestialBodies), houses: null, houseSystem: null, isDayChart: null, aspects: c.aspects.filter((a) => !DROP.has(a.point1) && !DROP.has(a.point2)) };
}

export const predictiveTimeUnknownWarning = (absent: string[], also: string) => timeUnknownWarning(absent, also);
