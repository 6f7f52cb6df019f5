/**
 * Request schemas (zod) of the predictive routes: the birth data of spec 2.2, the chart options
 * (chartOptionsShape) and each technique's own fields. Every date accepted here computes inside the
 * ephemeris (1800-2399): the bounds below leave room for the searches that follow a date (a year
 * for the next solar return, a month for the next lunar return). Messages follow the
 * `"<error>|<message>"` convention.
 */
import * as z from 'zod';
import { parseDate } from '../astro/time';
import { isAppError } from '../errors';
import { birthDataSchema, chartOptionsShape, EPHEMERIS_DATES } from '../http/schemas';
import { ANGLE_METHODS } from './progressions';

export const ERR_DATE = 'Invalid date';

/** Last dates the searches can start from and stay inside the ephemeris (2399-12-31). */
export const LAST_DATES = { solarReturn: '2398-12-30', lunarReturn: '2399-11-30', progressions: EPHEMERIS_DATES.last } as const;
export const LAST_SOLAR_RETURN_YEAR = 2398;

const dateField = (description: string, last: string) =>
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
      if (v > last) ctx.addIssue({ code: 'custom', message: `Date out of range|date must be ${last} or earlier (the ephemeris ends on ${EPHEMERIS_DATES.last})` });
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

/** A date, if given, on or after the birth date. */
const notBeforeBirth = <T extends { birthDate: string; date?: string | undefined }>(v: T, ctx: z.RefinementCtx): void => {
  if (v.date !== undefined && v.date < v.birthDate) ctx.addIssue({ code: 'custom', message: `${ERR_DATE}|date must be on or after the birth date`, path: ['date'] });
};

export const solarReturnSchema = base
  .extend({
    year: z
      .int({ error: `${ERR_DATE}|year must be an integer` })
      .max(LAST_SOLAR_RETURN_YEAR, { error: `Date out of range|year must be ${LAST_SOLAR_RETURN_YEAR} or earlier` })
      .optional()
      .meta({ description: `the return around the birthday of this year (birth year to ${LAST_SOLAR_RETURN_YEAR})`, example: 2026 }),
    date: dateField('the first return after this date (00:00 in the birth zone); default: after today, when no year is given', LAST_DATES.solarReturn),
    location,
  })
  .superRefine((v, ctx) => {
    if (v.year !== undefined && v.date !== undefined) ctx.addIssue({ code: 'custom', message: `${ERR_DATE}|give year or date, not both` });
    if (v.year !== undefined && v.year < Number(v.birthDate.slice(0, 4))) ctx.addIssue({ code: 'custom', message: `${ERR_DATE}|year must be the birth year or later`, path: ['year'] });
    notBeforeBirth(v, ctx);
  });
export type SolarReturnRequest = z.output<typeof solarReturnSchema>;

export const lunarReturnSchema = base
  .extend({
    date: dateField('the first return after this date (00:00 in the birth zone); default: after today', LAST_DATES.lunarReturn),
    month: z
      .string({ error: `${ERR_DATE}|month must be YYYY-MM` })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: `${ERR_DATE}|month must be YYYY-MM` })
      .refine((m) => m <= LAST_DATES.lunarReturn.slice(0, 7), { error: `Date out of range|month must be ${LAST_DATES.lunarReturn.slice(0, 7)} or earlier` })
      .optional()
      .meta({ description: 'every return within this month (in the birth zone), instead of the next one', example: '2026-12' }),
    location,
  })
  .superRefine((v, ctx) => {
    if (v.month !== undefined && v.date !== undefined) ctx.addIssue({ code: 'custom', message: `${ERR_DATE}|give month or date, not both` });
    if (v.month !== undefined && v.month < v.birthDate.slice(0, 7)) ctx.addIssue({ code: 'custom', message: `${ERR_DATE}|month must be the birth month or later`, path: ['month'] });
    notBeforeBirth(v, ctx);
  });
export type LunarReturnRequest = z.output<typeof lunarReturnSchema>;

export const progressionsSchema = base
  .extend({
    date: dateField('the date progressed to (00:00 in the birth zone); default today', LAST_DATES.progressions),
    angles: z
      .enum(ANGLE_METHODS, { error: `Invalid request body|angles must be one of ${ANGLE_METHODS.join(', ')}` })
      .optional()
      .meta({ description: 'progressed angles: solar-arc (default: the Midheaven moved by the solar arc), naibod, or progressed-houses', example: 'solar-arc' }),
  })
  .superRefine(notBeforeBirth);
export type ProgressionsRequest = z.output<typeof progressionsSchema>;

export const solarArcSchema = base.extend({ date: dateField('the date directed to (00:00 in the birth zone); default today', LAST_DATES.progressions) }).superRefine(notBeforeBirth);
export type SolarArcRequest = z.output<typeof solarArcSchema>;
