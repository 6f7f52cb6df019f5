/**
 * Request parsing of the blueprint routes (zod). Messages follow the platform's
 * `"<error>|<message>"` convention so the spec's error strings reach the client.
 */
import * as z from 'zod';
import type { ChartOptions } from '../astro/options';
import { birthDataSchema, chartExtrasOf, chartExtrasShape, chartOptionsNoted, chartOptionsOf, redescribed, singleLine } from '../http/schemas';
import type { ChartExtras } from '../astro/chart-extras';
import { subjectField, subjectQueryField, withSubject } from '../http/subject';
import { MODULE_KEYS } from './types';
import type { ModuleFlags } from './types';

export const ERR_MODULES = 'Invalid module selection';
export const ERR_MISSING_ID = 'Missing required field: blueprintId';
export const ERR_PAGINATION = 'Invalid pagination';

const MODULES_MSG = `${ERR_MODULES}|modules must be an object with the booleans astrology, humanDesign and numerology, at least one of them true`;

const moduleFlags = z
  .object(
    {
      astrology: z.boolean({ error: MODULES_MSG }),
      humanDesign: z.boolean({ error: MODULES_MSG }),
      numerology: z.boolean({ error: MODULES_MSG }),
    },
    { error: MODULES_MSG },
  )
  .refine((m) => m.astrology || m.humanDesign || m.numerology, { error: MODULES_MSG })
  .meta({ description: 'true selects the module; at least one must be true' });

const AI_MSG = 'Invalid request|includeAI must be an object of booleans: astrology, humanDesign, numerology';
const aiFlags = z
  .object(
    {
      astrology: z.boolean({ error: AI_MSG }).optional(),
      humanDesign: z.boolean({ error: AI_MSG }).optional(),
      numerology: z.boolean({ error: AI_MSG }).optional(),
    },
    { error: AI_MSG },
  )
  .meta({ description: 'AI sections per module (case-sensitive name: includeAI). Omitted = no AI' });

const fullName = z
  .string({ error: 'Missing required field: fullName|fullName is required' })
  .trim()
  .min(1, { error: 'Missing required field: fullName|fullName must not be empty' })
  .max(200, { error: 'Invalid request|fullName is too long (200 characters at most)' })
  .superRefine(singleLine('fullName'));

/** Normalised form of a field name, to recognise look-alikes of `includeAI`. */
const fold = (key: string): string => key.toLowerCase().replace(/[^a-z]/g, '');

export interface BlueprintRequest {
  fullName: string;
  birthDate: string;
  birthTime: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
  /** Optional caller's UTC offset overriding the zone (+HH:MM or +HH:MM:SS). */
  utcOffset?: string;
  modules: ModuleFlags;
  /** As sent (missing flags false); AI runs only for selected modules. */
  includeAI: ModuleFlags;
  /** Default true: the blueprint is stored in the account unless the caller says false. */
  saveToAccount: boolean;
  /** Request-level warnings (e.g. `includeAi` ignored), merged into meta.warnings. */
  warnings: Record<string, string>;
  /** Chart options of the astrology module (Human Design stays tropical); absent = the defaults. */
  chartOptions?: ChartOptions;
  /** The natal chart options asked for the astrology module (asteroids, lots, ...); absent = none. */
  chartExtras?: ChartExtras;
  /** The end user it belongs to (docs/subjects.md), stored with it. */
  subject?: string;
  /** The birth time is unknown (birthTime is then 12:00: shared/http/birth-input.ts). */
  timeUnknown?: true;
}

export const generateBlueprintSchema = birthDataSchema
  .extend({
    ...chartOptionsNoted('the astrology module only: Human Design is always tropical, with the true node (a sidereal zodiac with it adds meta.warnings.humanDesignZodiac)'),
    ...redescribed(chartExtrasShape, (d) => `${d}; in data.astrology (the astrology module only)`),
    fullName,
    modules: z.unknown().pipe(moduleFlags),
    includeAI: aiFlags.optional(),
    saveToAccount: z.boolean({ error: 'Invalid request|saveToAccount must be a boolean' }).optional(),
    subject: subjectField,
  })
  .loose()
  .transform((body): BlueprintRequest => {
    const warnings: Record<string, string> = {};
    for (const key of Object.keys(body)) {
      if (key !== 'includeAI' && fold(key) === 'includeai') {
        warnings.includeAI = `Unknown field "${key}" was ignored: the field name is case-sensitive, use "includeAI". No AI content was generated from it.`;
      }
    }
    const chartOptions = chartOptionsOf(body);
    const chartExtras = chartExtrasOf(body);
    if (chartOptions.zodiac === 'sidereal' && body.modules.humanDesign) {
      warnings.humanDesignZodiac = 'Human Design is always computed in the tropical zodiac; the sidereal zodiac applies to the astrology module only.';
    }
    const ai = body.includeAI ?? {};
    const flags = Object.fromEntries(MODULE_KEYS.map((m) => [m, ai[m] === true])) as ModuleFlags;
    return {
      fullName: body.fullName,
      birthDate: body.birthDate,
      birthTime: body.birthTime,
      city: body.city,
      country: body.country,
      latitude: body.latitude,
      longitude: body.longitude,
      timezone: body.timezone,
      ...(body.utcOffset !== undefined ? { utcOffset: body.utcOffset } : {}),
      modules: body.modules,
      includeAI: flags,
      saveToAccount: body.saveToAccount ?? true,
      warnings,
      ...(Object.keys(chartOptions).length ? { chartOptions } : {}),
      ...(Object.keys(chartExtras).length ? { chartExtras } : {}),
      ...withSubject(body.subject),
      ...(body.timeUnknown === true ? { timeUnknown: true as const } : {}),
    };
  }).meta({ id: 'BlueprintRequest' });

/**
 * A blueprint id in a body: required. Its format is checked by the store before any read
 * (an id that cannot exist is simply not found: 404, never a DynamoDB key error).
 */
export const blueprintIdSchema = z
  .string({ error: `${ERR_MISSING_ID}|blueprintId is required` })
  .trim()
  .min(1, { error: `${ERR_MISSING_ID}|blueprintId must not be empty` })
  .meta({ description: 'id of a saved blueprint of the caller', example: 'bp_01JD7N4Q2R0000000000000000' });

export const pdfRequestSchema = z
  .object(
    {
      blueprintId: blueprintIdSchema.optional(),
      subject: subjectField.meta({ description: 'an end user of your app (docs/subjects.md): the PDF of its newest completed blueprint, instead of blueprintId (404 Blueprint not found when it has none)', example: 'user-4821' }),
    },
    { error: `${ERR_MISSING_ID}|The body must be a JSON object with blueprintId` },
  )
  .refine((r) => r.blueprintId !== undefined || r.subject !== undefined, { error: `${ERR_MISSING_ID}|blueprintId (a saved blueprint of yours) or subject is required`, path: ['blueprintId'] })
  .meta({ id: 'BlueprintPdfRequest' });

const pageParam = (name: string, min: number, max: number, dflt: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return dflt;
      const n = /^\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${ERR_PAGINATION}|${name} must be an integer from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

/** spec 4.5: page >= 1 (default 1), limit 1..100 (default 50). */
export const listQuerySchema = z
  .object({
    page: pageParam('page', 1, Number.MAX_SAFE_INTEGER, 1),
    limit: pageParam('limit', 1, 100, 50),
    subject: subjectQueryField,
  })
  .loose();

export const idParamSchema = z
  .object({ id: z.string({ error: 'Blueprint not found|No blueprint id in the path' }).min(1) })
  .loose();
