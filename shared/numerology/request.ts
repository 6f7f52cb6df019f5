/**
 * The request schema of POST /v1/numerology/report (docs/numerology.md): the name at birth and the
 * birth date, or a `blueprintId` of the caller's (its name and date), with the system and an
 * optional current name. Messages follow the `"<error>|<message>"` convention.
 */
import * as z from 'zod';
import { parseDate } from '../astro/time';
import { birthDataSchema, coreCheck } from '../http/schemas';
import { NUMEROLOGY_SYSTEMS } from './report';

const name = (field: string, description: string) =>
  z
    .string({ error: `Invalid name|${field} must be a string` })
    .trim()
    .min(1, { error: `Invalid name|${field} must not be empty` })
    .max(200, { error: `Invalid name|${field} is too long (200 characters at most)` })
    .meta({ description, example: 'John Winston Lennon' });

/**
 * A stored subject (`subject`, docs/subjects.md) stands for the name and birth date: the request
 * middleware fills in its birth data and display name, of which the report reads the date and the
 * name; the place and time fields it fills are accepted and not read.
 */
const subjectBirth = Object.fromEntries(
  (['birthTime', 'city', 'country', 'latitude', 'longitude', 'timezone', 'utcOffset', 'timeUnknown', 'placeId', 'subject'] as const).map((k) => [k, birthDataSchema.shape[k].optional()]),
) as { [K in 'birthTime' | 'city' | 'country' | 'latitude' | 'longitude' | 'timezone' | 'utcOffset' | 'timeUnknown' | 'placeId' | 'subject']: z.ZodOptional<(typeof birthDataSchema.shape)[K]> };

export const numerologyReportSchema = z
  .object(
    {
      ...subjectBirth,
      fullName: name('fullName', 'the full name at birth, as on the birth certificate; Latin (diacritics folded), Greek, Cyrillic or Devanagari letters').optional(),
      // the birth date of every birth-data route (1800-2399, as the ephemeris): one rule for a birth date
      birthDate: birthDataSchema.shape.birthDate.optional(),
      blueprintId: z.string({ error: 'Invalid request body|blueprintId must be a string' }).max(100).optional().meta({ description: 'a saved blueprint of the caller instead of fullName and birthDate: its name and birth date are used' }),
      currentName: name('currentName', 'the name used now, when it differs from the name at birth: its expression, soul urge and personality are given beside the core numbers').optional(),
      system: z
        .enum(NUMEROLOGY_SYSTEMS, { error: `Invalid request body|system must be one of ${NUMEROLOGY_SYSTEMS.join(', ')}` })
        .optional()
        .meta({ description: 'the letter values: pythagorean (default, A-I 1-9 …) or chaldean (by sound, 1-8)', example: 'pythagorean' }),
      date: z
        .string({ error: 'Invalid date|date must be a date YYYY-MM-DD' })
        .superRefine(coreCheck((v) => parseDate(v, 'Invalid date')))
        .optional()
        .meta({ description: 'the date of the personal year, month and day; default today (UTC)', example: '2026-11-28' }),
    },
    { error: 'Invalid request body|The body must be a JSON object' },
  )
  .loose()
  .superRefine((v, ctx) => {
    if (v.blueprintId === undefined && (v.fullName === undefined || v.birthDate === undefined)) {
      ctx.addIssue({ code: 'custom', message: `${v.fullName === undefined ? 'Missing required field: fullName|fullName is required (or a blueprintId)' : 'Invalid birth date|birthDate is required, as YYYY-MM-DD (or a blueprintId)'}` });
    }
  });
export type NumerologyReportRequest = z.output<typeof numerologyReportSchema>;
