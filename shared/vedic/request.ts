/**
 * Request schemas (zod) of the Vedic routes. The chart, dasha and KP routes take the birth data of
 * spec 2.2 or a `blueprintId` of the caller's, as the predictive routes do (birthOrBlueprint), with
 * their own options: the ayanamsha (every one the API knows, default lahiri) and the node (mean by
 * default, as most Indian software). Messages follow the `"<error>|<message>"` convention.
 */
import { coreCheck, dateInRange } from '../http/schemas';
import * as z from 'zod';
import { AYANAMSHAS, NODE_TYPES, parseAyanamsha } from '../astro/options';
import { parseDate, zoneFor } from '../astro/time';
import { isAppError } from '../errors';
import { birthOrBlueprint } from '../predictive/request';
import { parsePerson, relationshipPeopleSchema, type PersonRef } from '../relationships/request';
import { VARGAS, type Varga } from './core';
import { YEAR_DAYS, type YearDays } from './dasha';
import { DASHA_SYSTEMS } from './dasha-systems';
import { SUNRISE_CONVENTIONS } from './panchang';
import { imageOptions } from '../images/request';
import { VEDIC_CHART_STYLES } from '../drawing/vedic-chart';

export const ayanamsha = (fallback: string) =>
  z
    .string({ error: `Invalid ayanamsha|ayanamsha must be one of ${AYANAMSHAS.join(', ')}` })
    .superRefine(coreCheck(parseAyanamsha))
    .transform(parseAyanamsha)
    .optional()
    .meta({ description: `the sidereal zodiac's ayanamsha, default ${fallback}; one of ${AYANAMSHAS.join(', ')}`, example: fallback });

export const nodeType = z
  .enum(NODE_TYPES, { error: `Invalid node type|nodeType must be one of ${NODE_TYPES.join(', ')}` })
  .optional()
  .meta({ description: 'Rahu and Ketu: the mean node (default) or the true (osculating) one', example: 'mean', default: 'mean' });

const vargas = z
  .array(z.string({ error: `Invalid varga|vargas is a list out of ${VARGAS.join(', ')}` }), { error: `Invalid varga|vargas is a list out of ${VARGAS.join(', ')}` })
  .superRefine((list, ctx) => {
    for (const v of list) if (!(VARGAS as readonly string[]).includes(v)) ctx.addIssue({ code: 'custom', message: `Invalid varga|unknown varga ${JSON.stringify(v).slice(0, 20)}: vargas is a list out of ${VARGAS.join(', ')}` });
  })
  .transform((list) => VARGAS.filter((v) => list.includes(v)) as Varga[])
  .optional()
  .meta({ description: `divisional charts of the Shodashavarga to compute, default ["D1","D9"]; any of ${VARGAS.join(', ')}`, example: ['D1', 'D9', 'D10'] });

const includeAI = z
  .boolean({ error: 'Invalid request|includeAI must be a boolean' })
  .optional()
  .meta({ description: 'default false: adds one Vedic reading by the AI layer (the lagna, the Moon’s nakshatra, the running mahadasha and antardasha, notable dignities) in `aiInterpretation`, +50 credits (51 in all; 1 when the writer fails, with meta.warnings.aiInterpretation)', example: false, default: false });

const chartFields = { ayanamsha: ayanamsha('lahiri'), nodeType, vargas };
export const vedicChartSchema = birthOrBlueprint({ ...chartFields, includeAI }).meta({ id: 'VedicChartRequest' });
export type VedicChartRequest = z.output<typeof vedicChartSchema>;

const dateOf = (field: string, description: string) =>
  dateInRange(field, { first: '1800-01-01', last: '2999-12-31' })
    .optional()
    .meta({ description, example: '2026-11-26' });

const LEVELS_ERROR = 'Invalid request body|levels must be 1 (mahadashas), 2 (antardashas) or 3 (pratyantardashas); vimshottari also 4 (sookshma) or 5 (prana)';
const dashaFields = {
  ayanamsha: ayanamsha('lahiri'),
  levels: z
    .int({ error: LEVELS_ERROR })
    .min(1, { error: LEVELS_ERROR })
    .max(5, { error: LEVELS_ERROR })
    .optional()
    .meta({ description: 'depth of the periods: 1 mahadashas, 2 antardashas (default), 3 pratyantardashas; vimshottari also 4 (sookshma) and 5 (prana), given within the mahadasha running at `at` (the others to the third level)', example: 2, default: 2 }),
  yearDays: z
    .number({ error: `Invalid request body|yearDays must be one of ${YEAR_DAYS.join(', ')}` })
    .refine((v) => (YEAR_DAYS as readonly number[]).includes(v), { error: `Invalid request body|yearDays must be one of ${YEAR_DAYS.join(', ')}` })
    .transform((v) => v as YearDays)
    .optional()
    .meta({ description: `length of a dasha year in days: ${YEAR_DAYS.join(', ')} (default 365.25)`, example: 365.25, default: 365.25 }),
  at: dateOf('at', 'the date whose running periods `current` lists (00:00 in the birth zone); default now'),
  system: z
    .enum(DASHA_SYSTEMS, { error: `Invalid request body|system must be one of ${DASHA_SYSTEMS.join(', ')}` })
    .optional()
    .meta({ description: 'the dasha system: vimshottari (default, 120 years), yogini (8 yoginis, 36-year cycle), ashtottari (108 years, where Rahu is in a kendra or trikona from the lagna lord and not in the lagna, else 400 unless force), chara (Jaimini sign dasha, K.N. Rao)', example: 'vimshottari', default: 'vimshottari' }),
  force: z
    .boolean({ error: 'Invalid request body|force must be a boolean' })
    .optional()
    .meta({ description: 'ashtottari only: compute it even where its rule of applicability does not hold (default false: 400 Dasha not applicable)', example: false, default: false }),
};
export const vedicDashaSchema = birthOrBlueprint(dashaFields).meta({ id: 'VedicDashaRequest' });
export type VedicDashaRequest = z.output<typeof vedicDashaSchema>;

const place = (field: 'latitude' | 'longitude', max: number) =>
  z
    .number({ error: `Invalid coordinates|${field} is required, a number of decimal degrees (-${max} to ${max})` })
    .min(-max, { error: `Invalid coordinates|${field} must be between -${max} and ${max}` })
    .max(max, { error: `Invalid coordinates|${field} must be between -${max} and ${max}` })
    .meta({ description: `the place, decimal degrees, -${max} to ${max}` });

/** The panchang's civil date: its sunrise and the next one, and the limbs' ends, stay inside the ephemeris. */
export const PANCHANG_DATES = { first: '1800-01-02', last: '2399-12-29' } as const;

export const vedicPanchangSchema = z
  .object(
    {
      date: z
        .string({ error: 'Invalid date|date is required, YYYY-MM-DD' })
        .superRefine((v, ctx) => {
          try {
            parseDate(v, 'Invalid date');
          } catch (e) {
            if (!isAppError(e)) throw e;
            ctx.addIssue({ code: 'custom', message: `${e.error}|${e.message}` });
            return;
          }
          if (v < PANCHANG_DATES.first || v > PANCHANG_DATES.last) ctx.addIssue({ code: 'custom', message: `Date out of range|date must be between ${PANCHANG_DATES.first} and ${PANCHANG_DATES.last}` });
        })
        .meta({ description: 'the civil date whose sunrise begins the Hindu day', example: '2026-11-26' }),
      latitude: place('latitude', 90),
      longitude: place('longitude', 180),
      timezone: z
        .string({ error: 'Invalid timezone|timezone is required, an IANA zone name' })
        .superRefine(coreCheck(zoneFor))
        .meta({ description: 'IANA time zone of the place: the date and every time of the answer are read in it', example: 'Asia/Kolkata' }),
      city: z.string({ error: 'Invalid request|city must be a string' }).max(200, { error: 'Invalid request|city is too long (200 characters at most)' }).optional().meta({ description: 'the place’s name, echoed' }),
      country: z.string({ error: 'Invalid request|country must be a string' }).max(200, { error: 'Invalid request|country is too long (200 characters at most)' }).optional().meta({ description: 'the place’s country, echoed' }),
      ayanamsha: ayanamsha('lahiri'),
      sunrise: z
        .enum(SUNRISE_CONVENTIONS, { error: `Invalid request body|sunrise must be one of ${SUNRISE_CONVENTIONS.join(', ')}` })
        .optional()
        .meta({
          description: 'the convention of sunrise, sunset, moonrise and moonset: standard (default: the upper limb with standard refraction, as almanacs print it) or hindu (the centre of the disc on the horizon without refraction)',
          example: 'standard',
          default: 'standard',
        }),
    },
    { error: 'Invalid request body|The body must be a JSON object' },
  )
  .loose().meta({ id: 'PanchangRequest' });
export type VedicPanchangRequest = z.output<typeof vedicPanchangSchema>;

export const MATCH_SYSTEMS = ['ashtakoota', 'porutham'] as const;
export type MatchSystem = (typeof MATCH_SYSTEMS)[number];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Two people as POST /relationships takes them (birth data with fullName, or blueprintId): the bride first, the groom second. */
export const vedicMatchSchema = z
  .object(
    {
      people: relationshipPeopleSchema.meta({
        description: 'exactly two people as POST /relationships takes them (the birth data of spec 2.2 with fullName, or {"blueprintId": …}): the first is the bride (kanya), the second the groom (vara), as the classical tables count',
      }),
      ayanamsha: ayanamsha('lahiri'),
      system: z
        .enum(MATCH_SYSTEMS, { error: `Invalid request body|system must be one of ${MATCH_SYSTEMS.join(', ')}` })
        .optional()
        .meta({ description: 'ashtakoota (default: the North Indian Guna Milan out of 36) or porutham (the ten South Indian poruthams with rajju and vedha doshas)', example: 'ashtakoota', default: 'ashtakoota' }),
    },
    { error: 'Invalid request body|The body must be a JSON object' },
  )
  .loose()
  .transform((body, ctx): { people: [PersonRef, PersonRef]; ayanamsha?: string | undefined; system?: MatchSystem | undefined } => {
    const parsed = body.people.map((p, i) => (isObject(p) ? parsePerson(p, i, ctx) : undefined));
    if (parsed.some((p) => p === undefined)) return z.NEVER;
    return { people: parsed as [PersonRef, PersonRef], ...(body.ayanamsha !== undefined ? { ayanamsha: body.ayanamsha } : {}), ...(body.system !== undefined ? { system: body.system } : {}) };
  }).meta({ id: 'VedicMatchRequest' });
export type VedicMatchRequest = z.output<typeof vedicMatchSchema>;

const kpFields = { ayanamsha: ayanamsha('krishnamurti') };
export const vedicKpSchema = birthOrBlueprint(kpFields).meta({ id: 'KpChartRequest' });
export type VedicKpRequest = z.output<typeof vedicKpSchema>;

const imageFields = {
  ayanamsha: ayanamsha('lahiri'),
  nodeType,
  varga: z
    .enum(VARGAS, { error: `Invalid varga|varga must be one of ${VARGAS.join(', ')}` })
    .optional()
    .meta({ description: 'the divisional chart drawn, default D1 (the rashi chart)', example: 'D9', default: 'D1' }),
  style: z
    .enum(VEDIC_CHART_STYLES, { error: `Invalid request body|style must be one of ${VEDIC_CHART_STYLES.join(', ')}` })
    .optional()
    .meta({ description: 'north (default: the diamond, houses fixed, signs numbered) or south (signs fixed and named, the lagna marked)', example: 'north', default: 'north' }),
  minutes: z
    .boolean({ error: 'Invalid request|minutes must be a boolean' })
    .optional()
    .meta({ description: "true: the rashi chart's degrees with their minutes (12°34', truncated); default false, whole degrees (12°)", example: false, default: false }),
  ...imageOptions,
};
export const vedicChartImageSchema = birthOrBlueprint(imageFields).meta({ id: 'VedicChartImageRequest' });
export type VedicChartImageRequest = z.output<typeof vedicChartImageSchema>;

const karakas = z
  .union([z.literal(7), z.literal(8)], { error: 'Invalid request body|karakas must be 7 or 8' })
  .optional()
  .meta({ description: 'the chara karaka scheme: 7 (default, Sun to Saturn) or 8 (with Rahu, its degree counted backwards from 30°, and a pitrikaraka)', example: 7, default: 7 });
export const vedicJaiminiSchema = birthOrBlueprint({ ayanamsha: ayanamsha('lahiri'), nodeType, karakas }).meta({ id: 'VedicJaiminiRequest' });
export type VedicJaiminiRequest = z.output<typeof vedicJaiminiSchema>;

export const vedicYogasSchema = birthOrBlueprint({ ayanamsha: ayanamsha('lahiri'), nodeType }).meta({ id: 'VedicYogasRequest' });
export type VedicYogasRequest = z.output<typeof vedicYogasSchema>;

/** The calendar's years: every sunrise and tithi of the year and its margins stay inside the panchang's dates. */
export const CALENDAR_YEARS = { first: 1801, last: 2398 } as const;
const queryPlace = (field: 'latitude' | 'longitude', max: number) =>
  z.coerce
    .number({ error: `Invalid coordinates|${field} is required, a number of decimal degrees (-${max} to ${max})` })
    .min(-max, { error: `Invalid coordinates|${field} must be between -${max} and ${max}` })
    .max(max, { error: `Invalid coordinates|${field} must be between -${max} and ${max}` })
    .meta({ description: `the place, decimal degrees, -${max} to ${max}` });

/** GET /vedic/calendar's query: a year and a place. */
export const vedicCalendarSchema = z
  .object({
    year: z.coerce
      .number({ error: `Invalid request|year must be an integer from ${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}` })
      .int({ error: `Invalid request|year must be an integer from ${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}` })
      .min(CALENDAR_YEARS.first, { error: `Date out of range|year must be from ${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}` })
      .max(CALENDAR_YEARS.last, { error: `Date out of range|year must be from ${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}` })
      .meta({ description: `the Gregorian year whose civil days are listed, ${CALENDAR_YEARS.first}-${CALENDAR_YEARS.last}`, example: 2027 }),
    latitude: queryPlace('latitude', 90),
    longitude: queryPlace('longitude', 180),
    timezone: z
      .string({ error: 'Invalid timezone|timezone is required, an IANA zone name' })
      .superRefine(coreCheck(zoneFor))
      .meta({ description: 'IANA time zone of the place: civil days and moments are read in it', example: 'Asia/Kolkata' }),
    ayanamsha: ayanamsha('lahiri'),
    sunrise: z
      .enum(SUNRISE_CONVENTIONS, { error: `Invalid request|sunrise must be one of ${SUNRISE_CONVENTIONS.join(', ')}` })
      .optional()
      .meta({ description: 'the sunrise convention: standard (default) or hindu, as the panchang takes it', example: 'standard', default: 'standard' }),
  })
  .loose();
export type VedicCalendarQuery = z.output<typeof vedicCalendarSchema>;
