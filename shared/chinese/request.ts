/**
 * Request schemas (zod) of the Chinese routes (docs/chinese.md). BaZi takes the birth data of spec
 * 2.2 or a `blueprintId`, as the Vedic routes do; the calendar and the solar terms take a query.
 * Messages follow the `"<error>|<message>"` convention.
 */
import * as z from 'zod';
import { coreCheck, dateInRange } from '../http/schemas';
import { zoneFor } from '../astro/time';
import { birthOrBlueprint } from '../predictive/request';
import { HOUR_BOUNDARIES } from './bazi';

/** The calendar's days: their months and terms stay inside the ephemeris (1800-2399). */
export const CHINESE_DATES = { first: '1801-01-01', last: '2398-12-31' } as const;
export const SOLAR_TERM_YEARS = { first: 1801, last: 2398 } as const;

const dateField = (field: string, description: string) =>
  dateInRange(field, CHINESE_DATES)
    .meta({ description, example: '2026-11-28' });

export const baziSchema = birthOrBlueprint({
  hourBoundary: z
    .enum(HOUR_BOUNDARIES, { error: `Invalid request body|hourBoundary must be one of ${HOUR_BOUNDARIES.join(', ')}` })
    .optional()
    .meta({ description: 'when the day pillar changes: "23:00" at the start of the rat hour (default), or "00:00" at midnight (23:00-24:00 is then the late rat hour: the day stays, the hour stem is the next day’s)', example: '23:00' }),
  solarTime: z
    .union([z.literal('standard'), z.literal(true), z.literal(false)], { error: 'Invalid request body|solarTime must be "standard" or true' })
    .optional()
    .meta({ description: '"standard" (default): the zone’s standard time at the birth, daylight saving removed; true: local apparent solar time from the birthplace’s longitude and the equation of time', example: 'standard' }),
  sex: z
    .enum(['male', 'female'], { error: 'Invalid request body|sex must be male or female' })
    .optional()
    .meta({ description: 'with sex, the luck pillars (大运) and the one running at `at`: forward for a yang-year male or a yin-year female, backward otherwise', example: 'female' }),
  at: dateField('at', 'the date whose luck pillar `currentLuckPillar` names (12:00 in the birth zone); default today').optional(),
});
export type BaziRequest = z.output<typeof baziSchema>;

export const chineseCalendarSchema = z
  .object({
    date: dateField('date', 'the civil date to convert'),
    timezone: z
      .string({ error: 'Invalid timezone|timezone must be an IANA zone name' })
      .superRefine(coreCheck(zoneFor))
      .optional()
      .meta({ description: 'the zone whose noon of `date` places the running solar term; default Asia/Shanghai', example: 'Asia/Shanghai' }),
  })
  .loose();
export type ChineseCalendarQuery = z.output<typeof chineseCalendarSchema>;

export const solarTermsSchema = z
  .object({
    year: z.coerce
      .number({ error: `Invalid request|year must be an integer from ${SOLAR_TERM_YEARS.first} to ${SOLAR_TERM_YEARS.last}` })
      .int({ error: `Invalid request|year must be an integer from ${SOLAR_TERM_YEARS.first} to ${SOLAR_TERM_YEARS.last}` })
      .min(SOLAR_TERM_YEARS.first, { error: `Date out of range|year must be from ${SOLAR_TERM_YEARS.first} to ${SOLAR_TERM_YEARS.last}` })
      .max(SOLAR_TERM_YEARS.last, { error: `Date out of range|year must be from ${SOLAR_TERM_YEARS.first} to ${SOLAR_TERM_YEARS.last}` })
      .meta({ description: `the Gregorian year, ${SOLAR_TERM_YEARS.first}-${SOLAR_TERM_YEARS.last}`, example: 2027 }),
  })
  .loose();
export type SolarTermsQuery = z.output<typeof solarTermsSchema>;
