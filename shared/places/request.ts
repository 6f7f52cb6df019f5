/** Query schemas of the place routes (docs/places.md). */
import * as z from 'zod';

export const MAX_LIMIT = 50;
/** The places a search answers without `limit` (shared/places/service.ts). */
export const DEFAULT_LIMIT = 10;

const coordinate = (field: 'latitude' | 'longitude', max: number) =>
  z.coerce
    .number({ error: `Invalid coordinates|${field} must be a number (decimal degrees)` })
    .min(-max, { error: `Invalid coordinates|${field} must be between -${max} and ${max}` })
    .max(max, { error: `Invalid coordinates|${field} must be between -${max} and ${max}` })
    .meta({ description: `decimal degrees, -${max} to ${max}`, example: field === 'latitude' ? 53.4084 : -2.9916 });

export const placeSearchSchema = z
  .object({
    q: z
      .string({ error: 'Invalid request|q is required: the first letters of a place name' })
      .trim()
      .min(1, { error: 'Invalid request|q is required: the first letters of a place name' })
      .max(100, { error: 'Invalid request|q is too long (100 characters at most)' })
      .meta({ description: 'the first letters of a city or town name, any letter case, accents optional', example: 'Liverpool' }),
    country: z
      .string({ error: 'Invalid request|country must be an ISO 3166-1 alpha-2 code (GB, BR, ...)' })
      .regex(/^[A-Za-z]{2}$/, { error: 'Invalid request|country must be an ISO 3166-1 alpha-2 code (GB, BR, ...)' })
      .optional()
      .meta({ description: 'ISO 3166-1 alpha-2 country code to search in', example: 'GB' }),
    limit: z.coerce
      .number({ error: `Invalid pagination|limit must be an integer from 1 to ${MAX_LIMIT}` })
      .int({ error: `Invalid pagination|limit must be an integer from 1 to ${MAX_LIMIT}` })
      .min(1, { error: `Invalid pagination|limit must be an integer from 1 to ${MAX_LIMIT}` })
      .max(MAX_LIMIT, { error: `Invalid pagination|limit must be an integer from 1 to ${MAX_LIMIT}` })
      .optional()
      .meta({ description: `how many places, 1-${MAX_LIMIT}; default ${DEFAULT_LIMIT}`, example: 5, default: DEFAULT_LIMIT }),
  })
  .loose();

export const timezoneQuerySchema = z.object({ latitude: coordinate('latitude', 90), longitude: coordinate('longitude', 180) }).loose();
