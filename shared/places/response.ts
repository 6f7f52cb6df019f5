/** Schemas of `data` in the 200 answers of the place routes. */
import * as z from 'zod';

export const placeSchema = z
  .object({
    placeId: z.string().meta({ description: 'pass as `placeId` in birth data instead of city, country, latitude, longitude and timezone', example: 'geonames:2644210' }),
    name: z.string(),
    region: z.string().meta({ description: 'GeoNames admin1 code of the region (state, province, nation), e.g. ENG, 27' }),
    country: z.string().meta({ description: 'ISO 3166-1 alpha-2' }),
    countryName: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    timezone: z.string().meta({ description: 'IANA time zone of the place' }),
    population: z.int().min(0),
  })
  .loose().meta({ id: 'Place' });

export const placeSearchResponse = z.object({ places: z.array(placeSchema), attribution: z.string() }).loose().meta({ id: 'PlaceSearch' });
export const timezoneResponse = z
  .object({ latitude: z.number(), longitude: z.number(), timezone: z.string(), utcOffsetSecondsNow: z.int().meta({ description: 'the zone\'s offset from UTC now, seconds' }) })
  .loose().meta({ id: 'TimezoneLookup' });
