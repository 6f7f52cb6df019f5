/**
 * The place routes' use cases: the index of the container (built on first use: the cold start of
 * the function does not pay for it), the time zone of a point (@photostructure/tz-lookup, from the
 * timezone-boundary-builder shapes, shipped in the package), and the birthplace of a `placeId`.
 */
import tzLookup from '@photostructure/tz-lookup';
import { zoneFor } from '../astro/time';
import { invalidInput, isAppError } from '../errors';
import { loadAltNames, loadPlaces, type PlaceRecord } from './data';
import { buildIndex, searchPlaces, type PlaceIndex } from './search';

let index: PlaceIndex | undefined;
/** The container's index of places (loaded and built once). */
export const placeIndex = (): PlaceIndex => (index ??= buildIndex(loadPlaces(), loadAltNames()));

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string): string => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * The IANA zone of a point: the zone whose boundary holds it (the sea: the nautical zone,
 * Etc/GMT+n), always one the API's zone table knows.
 */
export function timezoneAt(latitude: number, longitude: number): string {
  const zone = tzLookup(latitude, longitude);
  try {
    zoneFor(zone);
    return zone;
  } catch (e) {
    if (!isAppError(e)) throw e;
    const hours = Math.round(longitude / 15);
    return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
  }
}

export const PLACE_ID_PREFIX = 'geonames:';

export interface PlaceView {
  placeId: string;
  name: string;
  region: string;
  country: string;
  countryName: string;
  latitude: number;
  longitude: number;
  timezone: string;
  population: number;
}

export const placeView = (r: PlaceRecord): PlaceView => ({
  placeId: `${PLACE_ID_PREFIX}${r.id}`,
  name: r.name,
  region: r.adminCode,
  country: r.country,
  countryName: countryName(r.country),
  latitude: r.latitude,
  longitude: r.longitude,
  timezone: timezoneAt(r.latitude, r.longitude),
  population: r.population,
});

export function searchData(q: { q: string; country?: string | undefined; limit?: number | undefined }) {
  return { places: searchPlaces(placeIndex(), q.q, { ...(q.country !== undefined ? { country: q.country } : {}), limit: q.limit ?? 10 }).map(placeView), attribution: 'Place data: GeoNames (geonames.org), CC BY 4.0' };
}

export function timezoneData(q: { latitude: number; longitude: number }, now: Date) {
  const timezone = timezoneAt(q.latitude, q.longitude);
  return { latitude: q.latitude, longitude: q.longitude, timezone, utcOffsetSecondsNow: zoneFor(timezone).offsetSeconds(now.getTime()) };
}

let records: readonly PlaceRecord[] | undefined;
/**
 * The place of an id: from the search index when it is built, else from the file alone (a birth
 * route's placeId needs no search index): a scan of the records, about a millisecond, cheaper than a
 * map of them all for the few placeIds a container sees.
 */
const placeRecord = (id: number): PlaceRecord | undefined => (index ? index.byId.get(id) : (records ??= loadPlaces()).find((r) => r.id === id));

/** The place of a placeId ("geonames:<id>"), or the typed 400 when there is none. */
export function placeById(placeId: string): PlaceView {
  const id = placeId.startsWith(PLACE_ID_PREFIX) ? Number(placeId.slice(PLACE_ID_PREFIX.length)) : Number.NaN;
  const r = Number.isInteger(id) ? placeRecord(id) : undefined;
  if (!r) throw invalidInput('Invalid place', `placeId "${placeId}" is not a place of GET /v1/places (geonames:<id>)`);
  return placeView(r);
}
