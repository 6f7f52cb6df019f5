/**
 * The Davison relationship chart: a real chart cast for the midpoint in time and space. The
 * moment is the mean of the two birth moments in UT (Julian days); the place is the arithmetic
 * mean of the latitudes and the short-arc mean of the longitudes (two birthplaces either side of
 * the 180th meridian meet near it, not near Greenwich). Everything else is the natal chart's own
 * computation (shared/astro/chart.ts) at that moment and place; the time zone is UT.
 */
import { computeChartAt, type ChartOptions, type NatalChart } from '../astro/chart';
import { DEFAULT_HOUSE_SYSTEM, type HouseSystem } from '../astro/houses';
import { epochMsFromJd } from '../astro/time';
import { meanGeoLongitude } from './geometry';

export interface DavisonInput {
  jdUT: number;
  latitude: number;
  longitude: number;
}

export interface DavisonChart extends Omit<NatalChart, 'input' | 'instant'> {
  /** The mean moment, UT. */
  moment: { utc: string; jdUT: number };
  /** The mean place, decimal degrees (east and north positive). */
  place: { latitude: number; longitude: number };
}

export const davisonMoment = (a: DavisonInput, b: DavisonInput): number => (a.jdUT + b.jdUT) / 2;

export const davisonPlace = (a: DavisonInput, b: DavisonInput): DavisonChart['place'] => ({
  latitude: (a.latitude + b.latitude) / 2,
  longitude: meanGeoLongitude(a.longitude, b.longitude),
});

/** `options`: a house system, or the full chart options (zodiac, house system, node, Lilith, orbs). */
export function computeDavison(a: DavisonInput, b: DavisonInput, options: HouseSystem | ChartOptions = DEFAULT_HOUSE_SYSTEM): DavisonChart {
  const jdUT = davisonMoment(a, b);
  const place = davisonPlace(a, b);
  const chart = computeChartAt(jdUT, place.latitude, place.longitude, options);
  return { moment: { utc: new Date(Math.round(epochMsFromJd(jdUT))).toISOString(), jdUT }, place, ...chart };
}
