/**
 * The Vedic chart of an unknown birth time (pure): the chart of 12:00 local time without what the
 * time of day decides, the lagna and the whole-sign houses counted from it (null), and the Moon,
 * which crosses a nakshatra (13°20') in about a day, given with its range from 00:00:00 to 23:59:59
 * local time. A varga sign is given only when the graha keeps it over the whole day (the Moon's
 * navamsa changes several times a day; a slow graha's D60 may change too); the varga lagna is null.
 * docs/astrology.md "Unknown birth time".
 */
import { GRAHA_KEYS, type GrahaKey } from '../astro/bodies';
import { timeUnknownWarning } from '../astro/time-unknown';
import type { SignKey } from '../astro/zodiac';
import { siderealPositions, type VedicChart, type VedicPoint, type VedicSettings } from './chart';
import { NAKSHATRA_SPAN } from './core';
import type { Varga } from './core';

/** What the chart leaves out without a birth time (paths in `data`). */
export const VEDIC_CHART_ABSENT = ['lagna', 'grahas.*.house', 'vargas.*.lagna', 'vargas.*.grahas.* (when it changes during the day)'];

type Presented = { lagna: unknown; grahas: Record<string, object>; vargas: Partial<Record<Varga, { lagna: SignKey; grahas: Record<GrahaKey, SignKey> }>> };

/**
 * `chart`: the presented chart of 12:00 (presentVedicChart); `first`, `last`: the charts of the day's
 * first and last second (the same settings and vargas); `present`: how a point is written.
 */
export function vedicChartWithoutTime<C extends Presented, P>(chart: C, first: VedicChart, last: VedicChart, present: (p: VedicPoint) => P) {
  const vargas = Object.fromEntries(
    Object.entries(chart.vargas).map(([v, vc]) => {
      const a = first.vargas[v as Varga]!;
      const b = last.vargas[v as Varga]!;
      return [v, { lagna: null, grahas: Object.fromEntries(GRAHA_KEYS.map((g) => [g, a.grahas[g] === b.grahas[g] && vc.grahas[g] === a.grahas[g] ? vc.grahas[g] : null])) }];
    }),
  );
  const from = first.grahas.moon;
  const to = last.grahas.moon;
  return {
    ...chart,
    lagna: null,
    grahas: Object.fromEntries(Object.entries(chart.grahas).map(([k, g]) => [k, { ...g, house: null }])),
    vargas,
    moonRange: { from: present(from), to: present(to), signChanges: from.sign !== to.sign, nakshatraChanges: from.nakshatra.index !== to.nakshatra.index },
    timeUnknown: true as const,
    warnings: [timeUnknownWarning(VEDIC_CHART_ABSENT, 'The Moon moves 12-15 degrees over the day: moonRange gives its place and nakshatra at the first and the last second of the birth day.')],
  };
}

/** The error strings of an unknown birth time on a route that reads only the natal Moon's sign or nakshatra, when it changes that day. */
export const ERR_MOON_CHANGES_SIGN = 'Moon changes sign on birth date';
export const ERR_MOON_CHANGES_NAKSHATRA = 'Moon changes nakshatra on birth date';

const signIndex = (longitude: number): number => Math.min(11, Math.floor(longitude / 30));
const nakIndex = (longitude: number): number => Math.min(26, Math.floor(longitude / NAKSHATRA_SPAN));

/**
 * The sidereal Moon at the first and the last second of the local birth day (`day`: their UT Julian
 * days), and whether its sign and its nakshatra hold over the whole day (the Moon moves forward only:
 * the same sign, or nakshatra, at both ends is the same all day).
 */
export function moonOverTheDay(day: { startJd: number; endJd: number }, latitude: number, longitude: number, settings: VedicSettings) {
  const from = siderealPositions(day.startJd, latitude, longitude, settings).grahas.moon.longitude;
  const to = siderealPositions(day.endJd, latitude, longitude, settings).grahas.moon.longitude;
  return { from, to, signHolds: signIndex(from) === signIndex(to), nakshatraHolds: nakIndex(from) === nakIndex(to) };
}
