/**
 * Request schemas (zod) of the platform's routes. Handlers pass them to `defineRoute` (the
 * validate middleware applies them; the OpenAPI generator describes them). Messages use
 * the `"<error>|<message>"` convention of middleware/validate.ts so that the spec's exact
 * error strings reach the client.
 */
import * as z from 'zod';
import { HOUSE_SYSTEMS, parseHouseSystem } from '../astro/houses';
import { parseDate, parseTime, parseUtcOffset, zoneFor } from '../astro/time';
import { isAppError } from '../errors';

export const ERR = {
  birthDate: 'Invalid birth date',
  birthTime: 'Invalid birth time',
  location: 'Birth location required',
  coordinates: 'Invalid coordinates',
  timezone: 'Invalid timezone',
  body: 'Invalid request body',
} as const;

const LOCATION = `${ERR.location}|city, country, latitude, longitude and timezone are all required`;

/** Runs a core parser (which throws AppError) as a zod refinement, keeping its error string. */
const coreCheck =
  (parse: (v: string) => unknown) =>
  (value: string, ctx: z.RefinementCtx): void => {
    try {
      parse(value);
    } catch (e) {
      if (!isAppError(e)) throw e;
      ctx.addIssue({ code: 'custom', message: `${e.error}|${e.message}` });
    }
  };

const birthDate = z
  .string({ error: `${ERR.birthDate}|birthDate is required, as YYYY-MM-DD` })
  .superRefine(coreCheck((v) => parseDate(v, ERR.birthDate)))
  .meta({ description: 'YYYY-MM-DD', example: '1990-07-15' });

/**
 * Dates the ephemeris can place: its files cover 1800-01-01 to 2399-12-31 UT, and a local date
 * may be up to 14 hours off UT, so the first and the last day are refused too. Checked in the
 * schema, before any charge (never as a charge followed by a refund).
 */
export const EPHEMERIS_DATES = { first: '1800-01-02', last: '2399-12-30' } as const;

export const ephemerisDateCheck = (value: string, ctx: z.RefinementCtx): void => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && (value < EPHEMERIS_DATES.first || value > EPHEMERIS_DATES.last)) {
    ctx.addIssue({ code: 'custom', message: `Date out of range|Dates from ${EPHEMERIS_DATES.first} to ${EPHEMERIS_DATES.last} are supported` });
  }
};

/** A birth date the ephemeris can place (charts, Human Design, transits). */
const chartBirthDate = birthDate.superRefine(ephemerisDateCheck);

const birthTime = z
  .string({ error: `${ERR.birthTime}|birthTime is required, as HH:MM (24 hours)` })
  .superRefine(coreCheck((v) => parseTime(v, ERR.birthTime)))
  .meta({ description: 'HH:MM, 24 hours', example: '14:30' });

const label = (field: string) =>
  z.string({ error: LOCATION }).trim().min(1, { error: LOCATION }).max(200, { error: `${ERR.body}|${field} is too long (200 characters at most)` });

const coordinate = (field: 'latitude' | 'longitude', max: number) =>
  z
    .number({
      error: (iss) => (iss.input === undefined || iss.input === null ? LOCATION : `${ERR.coordinates}|${field} must be a number (decimal degrees)`),
    })
    .min(-max, { error: `${ERR.coordinates}|${field} must be between -${max} and ${max}` })
    .max(max, { error: `${ERR.coordinates}|${field} must be between -${max} and ${max}` })
    .meta({ description: `decimal degrees, -${max} to ${max}` });

const timezone = z
  .string({ error: LOCATION })
  .trim()
  .min(1, { error: LOCATION })
  .superRefine(coreCheck((v) => zoneFor(v)))
  .meta({ description: 'IANA time zone name (Area/City)', example: 'Europe/London' });

/**
 * Optional offset of the birth time from UT, for callers who know better than the zone's
 * history: "+HH:MM" or "+HH:MM:SS", -14:00 to +14:00. It overrides the zone (which is still
 * required and validated) and `birthInfo.offsetRule` becomes "utc offset".
 */
const utcOffset = z
  .string({ error: 'Invalid UTC offset|utcOffset must be a string, +HH:MM or +HH:MM:SS' })
  .superRefine(coreCheck(parseUtcOffset))
  .optional()
  .meta({ description: 'optional UTC offset of the birth time, +HH:MM or +HH:MM:SS (-14:00..+14:00); overrides the zone', example: '+01:19:32' });

const objectBody = { error: `${ERR.body}|The body must be a JSON object` };

/** Spec 2.2: all birth fields. */
export const birthDataSchema = z.object(
  {
    birthDate: chartBirthDate,
    birthTime,
    city: label('city'),
    country: label('country'),
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
    timezone,
    utcOffset,
  },
  objectBody,
);
export type BirthData = z.output<typeof birthDataSchema>;

/** Birth data plus an optional house system (natal chart, big three); Placidus when absent. */
export const chartRequestSchema = birthDataSchema.extend({
  houseSystem: z
    .string({ error: `Invalid house system|houseSystem must be a string, one of ${HOUSE_SYSTEMS.join(', ')}` })
    .superRefine(coreCheck(parseHouseSystem))
    .transform(parseHouseSystem)
    .optional()
    .meta({ description: `house system, default placidus; one of ${HOUSE_SYSTEMS.join(', ')}`, example: 'whole-sign' }),
});
export type ChartRequest = z.output<typeof chartRequestSchema>;

export const lifePathSchema = z.object({ birthDate }, objectBody);
