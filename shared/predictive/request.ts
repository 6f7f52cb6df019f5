/**
 * Request schemas (zod) of the predictive routes: the birth data of spec 2.2, the chart options
 * (chartOptionsShape) and each technique's own fields. Every date accepted here computes inside the
 * ephemeris (1800-2399): the bounds below leave room for the searches that follow a date (a year
 * for the next solar return, a month for the next lunar return). Messages follow the
 * `"<error>|<message>"` convention.
 *
 * Each route takes either the birth data or `blueprintId` (a saved blueprint of the caller: its birth
 * moment and birthplace are used; `latitude`, `longitude` and `timezone` sent with it override the
 * kept ones, and are needed for blueprints saved before the birthplace was kept).
 */
import * as z from 'zod';
import { parseDate, zoneFor } from '../astro/time';
import { isAppError } from '../errors';
import { birthDataSchema, chartOptionsShape, documentedField, EPHEMERIS_DATES } from '../http/schemas';
import { ANGLE_METHODS } from './progressions';

export const ERR_DATE = 'Invalid date';

/** Last dates the searches can start from and stay inside the ephemeris (2399-12-31). */
export const LAST_DATES = { solarReturn: '2398-12-30', lunarReturn: '2399-11-30', progressions: EPHEMERIS_DATES.last } as const;
export const LAST_SOLAR_RETURN_YEAR = 2398;
/** First year / month whose searches stay inside the ephemeris (it starts on 1800-01-01). */
const EPHEMERIS_FIRST_YEAR = 1801;
const FIRST_MONTH = EPHEMERIS_DATES.first.slice(0, 7);

const dateField = (description: string, last: string) =>
  // first: EPHEMERIS_DATES.first; last: where the route's search still ends inside the ephemeris
  z
    .string({ error: `${ERR_DATE}|date must be a string YYYY-MM-DD` })
    .superRefine((v, ctx) => {
      try {
        parseDate(v, ERR_DATE);
      } catch (e) {
        if (!isAppError(e)) throw e;
        ctx.addIssue({ code: 'custom', message: `${e.error}|${e.message}` });
        return;
      }
      if (v < EPHEMERIS_DATES.first) ctx.addIssue({ code: 'custom', message: `Date out of range|date must be ${EPHEMERIS_DATES.first} or later` });
      else if (v > last) ctx.addIssue({ code: 'custom', message: `Date out of range|date must be ${last} or earlier (the ephemeris ends on ${EPHEMERIS_DATES.last})` });
    })
    .optional()
    .meta({ description, example: '2026-11-23' });

const location = z
  .object(
    {
      latitude: z.number({ error: 'Invalid coordinates|location.latitude must be a number' }).min(-90, { error: 'Invalid coordinates|location.latitude must be between -90 and 90' }).max(90, { error: 'Invalid coordinates|location.latitude must be between -90 and 90' }),
      longitude: z.number({ error: 'Invalid coordinates|location.longitude must be a number' }).min(-180, { error: 'Invalid coordinates|location.longitude must be between -180 and 180' }).max(180, { error: 'Invalid coordinates|location.longitude must be between -180 and 180' }),
    },
    { error: 'Invalid coordinates|location must be an object {latitude, longitude}' },
  )
  .optional()
  .meta({ description: 'relocated return: the place the return chart is cast for (default: the birthplace)', example: { latitude: 40.7128, longitude: -74.006 } });

const base = birthDataSchema.extend(chartOptionsShape);

const LOCATION = 'Birth location required|latitude and longitude go together';
const coordinate = (field: 'latitude' | 'longitude', max: number) =>
  z
    .number({ error: (iss) => (iss.input === undefined || iss.input === null ? LOCATION : `Invalid coordinates|${field} must be a number (decimal degrees)`) })
    .min(-max, { error: `Invalid coordinates|${field} must be between -${max} and ${max}` })
    .max(max, { error: `Invalid coordinates|${field} must be between -${max} and ${max}` });

/**
 * A saved blueprint instead of the birth data: its id, and the birthplace and zone when the blueprint
 * does not keep them (blueprints saved before they were kept) or to override them.
 */
const blueprintCore = z.object(
  {
    blueprintId: z
      .string({ error: 'Blueprint not found|blueprintId must be the id of one of your saved blueprints' })
      .trim()
      .min(1, { error: 'Blueprint not found|blueprintId must be the id of one of your saved blueprints' }),
    latitude: coordinate('latitude', 90).optional(),
    longitude: coordinate('longitude', 180).optional(),
    timezone: z
      .string({ error: 'Invalid timezone|timezone must be an IANA zone name' })
      .superRefine((v, ctx) => {
        try {
          zoneFor(v);
        } catch (e) {
          if (!isAppError(e)) throw e;
          ctx.addIssue({ code: 'custom', message: `${e.error}|${e.message}` });
        }
      })
      .optional(),
  },
  { error: 'Invalid request body|The body must be a JSON object' },
);
const blueprintBase = blueprintCore.extend(chartOptionsShape);

/** A date, if given, on or after the birth date. */
const notBeforeBirth = <T extends { birthDate: string; date?: string | undefined }>(v: T, ctx: z.RefinementCtx): void => {
  if (v.date !== undefined && v.date < v.birthDate) ctx.addIssue({ code: 'custom', message: `${ERR_DATE}|date must be on or after the birth date`, path: ['date'] });
};

/** The birth-data fields and blueprintId, for the API description: the checks are the two schemas'. */
const describe = (shapes: Record<string, z.ZodType>[]): Record<string, z.ZodType> => {
  const out: Record<string, z.ZodType> = {};
  for (const shape of shapes) for (const [k, v] of Object.entries(shape)) out[k] = documentedField(v);
  out.blueprintId = documentedField(
    z.string(),
    'a saved blueprint of the caller instead of the birth data: its birth moment (with the UTC offset it was made with) and birthplace are used, birthDate, birthTime, city, country and utcOffset are not read; latitude, longitude and timezone sent replace the birthplace (needed for a blueprint saved without one). Chart options not sent are the blueprint\'s (its zodiac with its ayanamsha, house system, node, Lilith; not its orbs)',
  );
  return out;
};

/**
 * A route's schema: the birth data with the route's fields, or blueprintId with them. The output
 * carries `blueprintId` in the second case and the birth fields in the first.
 */
function eitherSource<B extends z.ZodType, P extends z.ZodType>(birth: B, blueprint: P, extra: Record<string, z.ZodType>, options: Record<string, z.ZodType> = chartOptionsShape) {
  return z
    .object(describe([birthDataSchema.shape, options, extra]), { error: 'Invalid request body|The body must be a JSON object' })
    .loose()
    .transform((raw, ctx): z.output<B> | z.output<P> => {
      const r = (raw.blueprintId !== undefined ? blueprint : birth).safeParse(raw);
      if (!r.success) {
        for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path as PropertyKey[] });
        return z.NEVER;
      }
      return r.data as z.output<B> | z.output<P>;
    });
}

/**
 * The schema of a route that takes the birth data or a blueprintId with the chart options and its
 * own fields (birth-time sensitivity).
 */
export function chartBirthOrBlueprint<F extends z.core.$ZodLooseShape>(fields: F) {
  return eitherSource(base.extend(fields), blueprintBase.extend(fields), fields);
}

/**
 * The schema of a route that takes the birth data or a blueprintId with its own fields instead of
 * the chart options (the Vedic routes: their ayanamsha and node are fields of their own).
 */
export function birthOrBlueprint<F extends z.core.$ZodLooseShape>(fields: F) {
  return eitherSource(birthDataSchema.extend(fields), blueprintCore.extend(fields), fields, {});
}

const solarReturnFields = {
  year: z
    .int({ error: `${ERR_DATE}|year must be an integer` })
    .max(LAST_SOLAR_RETURN_YEAR, { error: `Date out of range|year must be ${LAST_SOLAR_RETURN_YEAR} or earlier` })
    .min(EPHEMERIS_FIRST_YEAR, { error: `Date out of range|year must be ${EPHEMERIS_FIRST_YEAR} or later` })
    .optional()
    .meta({ description: `the return around the birthday of this year (birth year to ${LAST_SOLAR_RETURN_YEAR})`, example: 2026 }),
  date: dateField('the first return after this date (00:00 in the zone); default: after now, when no year is given', LAST_DATES.solarReturn),
  location,
};
const oneOfYearDate = (v: { year?: number | undefined; date?: string | undefined }, ctx: z.RefinementCtx): void => {
  if (v.year !== undefined && v.date !== undefined) ctx.addIssue({ code: 'custom', message: `${ERR_DATE}|give year or date, not both` });
};
export const solarReturnSchema = eitherSource(
  base.extend(solarReturnFields).superRefine((v, ctx) => {
    oneOfYearDate(v, ctx);
    if (v.year !== undefined && v.year < Number(v.birthDate.slice(0, 4))) ctx.addIssue({ code: 'custom', message: `${ERR_DATE}|year must be the birth year or later`, path: ['year'] });
    notBeforeBirth(v, ctx);
  }),
  blueprintBase.extend(solarReturnFields).superRefine(oneOfYearDate),
  solarReturnFields,
).meta({ id: 'SolarReturnRequest' });
export type SolarReturnRequest = z.output<typeof solarReturnSchema>;

const lunarReturnFields = {
  date: dateField('the first return after this date (00:00 in the zone); default: after now', LAST_DATES.lunarReturn),
  month: z
    .string({ error: `${ERR_DATE}|month must be YYYY-MM` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: `${ERR_DATE}|month must be YYYY-MM` })
    .refine((m) => m <= LAST_DATES.lunarReturn.slice(0, 7), { error: `Date out of range|month must be ${LAST_DATES.lunarReturn.slice(0, 7)} or earlier` })
    .refine((m) => m >= FIRST_MONTH, { error: `Date out of range|month must be ${FIRST_MONTH} or later` })
    .optional()
    .meta({ description: 'every return within this month (in the zone), instead of the next one', example: '2026-12' }),
  location,
};
const oneOfMonthDate = (v: { month?: string | undefined; date?: string | undefined }, ctx: z.RefinementCtx): void => {
  if (v.month !== undefined && v.date !== undefined) ctx.addIssue({ code: 'custom', message: `${ERR_DATE}|give month or date, not both` });
};
export const lunarReturnSchema = eitherSource(
  base.extend(lunarReturnFields).superRefine((v, ctx) => {
    oneOfMonthDate(v, ctx);
    if (v.month !== undefined && v.month < v.birthDate.slice(0, 7)) ctx.addIssue({ code: 'custom', message: `${ERR_DATE}|month must be the birth month or later`, path: ['month'] });
    notBeforeBirth(v, ctx);
  }),
  blueprintBase.extend(lunarReturnFields).superRefine(oneOfMonthDate),
  lunarReturnFields,
).meta({ id: 'LunarReturnRequest' });
export type LunarReturnRequest = z.output<typeof lunarReturnSchema>;

const progressionsFields = {
  date: dateField('the date progressed to (00:00 in the zone); default now', LAST_DATES.progressions),
  angles: z
    .enum(ANGLE_METHODS, { error: `Invalid request body|angles must be one of ${ANGLE_METHODS.join(', ')}` })
    .optional()
    .meta({ description: 'progressed angles: solar-arc (default: the Midheaven moved by the solar arc), naibod, or progressed-houses', example: 'solar-arc' }),
};
/** What `orbs` does on the progressions and solar arc (for the API description; the field is chartOptionsShape's). */
const directedOrbs = {
  orbs: chartOptionsShape.orbs.meta({
    description: 'orb per aspect type in degrees of the aspects to natal (0 switches it off): majors 0-12, minors 0-5; the others keep 1 degree for the five majors, none for the minors',
    example: { conjunction: 2, trine: 1.5 },
  }),
};

export const progressionsSchema = eitherSource(base.extend(progressionsFields).superRefine(notBeforeBirth), blueprintBase.extend(progressionsFields), { ...progressionsFields, ...directedOrbs }).meta({ id: 'ProgressionsRequest' });
export type ProgressionsRequest = z.output<typeof progressionsSchema>;

const solarArcFields = { date: dateField('the date directed to (00:00 in the zone); default now', LAST_DATES.progressions) };
export const solarArcSchema = eitherSource(base.extend(solarArcFields).superRefine(notBeforeBirth), blueprintBase.extend(solarArcFields), { ...solarArcFields, ...directedOrbs }).meta({ id: 'SolarArcRequest' });
export type SolarArcRequest = z.output<typeof solarArcSchema>;

const timingFields = { date: dateField('the date the running periods are given for (in the birth zone); default today', LAST_DATES.progressions) };
/** Annual and monthly profections (1 credit): the birth data or blueprintId, and a date. */
export const profectionsSchema = eitherSource(base.extend(timingFields).superRefine(notBeforeBirth), blueprintBase.extend(timingFields), timingFields).meta({ id: 'ProfectionsRequest' });
export type ProfectionsRequest = z.output<typeof profectionsSchema>;
/** The firdaria (1 credit): the birth data or blueprintId, and a date. */
export const firdariaSchema = eitherSource(base.extend(timingFields).superRefine(notBeforeBirth), blueprintBase.extend(timingFields), timingFields).meta({ id: 'FirdariaRequest' });
export type FirdariaRequest = z.output<typeof firdariaSchema>;
