/**
 * Request parsing of the transit routes (zod). Messages follow the platform's
 * `"<error>|<message>"` convention so that the spec's error strings reach the client.
 *
 * POST /transits takes either the birth data of spec 2.2 or `blueprintId` (a saved blueprint of the
 * caller: its birth data is used). With `blueprintId` the birth fields may be left out; `timezone`
 * then only sets the window's zone (default UTC, the blueprint keeps no zone), and latitude,
 * longitude and timezone are needed only when the blueprint has no astrology module.
 */
import * as z from 'zod';
import { subjectField, subjectQueryField, withSubject } from '../http/subject';
import { parseDate, zoneFor } from '../astro/time';
import type { ChartOptions } from '../astro/options';
import { birthDataSchema, chartExtrasShape, chartOptionsOf, chartOptionsSchema, documentedField, redescribed, type BirthData } from '../http/schemas';
import { HOUSE_SYSTEMS } from '../astro/houses';
import { AYANAMSHAS, LILITH_TYPES, NODE_TYPES, ORB_BOUNDS, ZODIACS } from '../astro/options';
import { TRANSIT_ASPECT_TYPES, TRANSIT_CHART_EXTRAS, type TransitChartExtra } from './rules';
import type { TransitExtras } from './compute';
import { isAppError } from '../errors';
import { PERIODS, type Period } from './rules';

export const ERR_PERIOD = 'Invalid period';
export const ERR_DATE = 'Invalid date';
export const ERR_PAGINATION = 'Invalid pagination';
export const ERR_BODY = 'Invalid request body';
/** A field of the wrong type (the platform's string for any other schema issue). */
export const ERR_REQUEST = 'Invalid request';

export interface TransitRequest {
  /** Raw birth data (absent with blueprintId). */
  birth?: BirthData;
  blueprintId?: string;
  /** Window zone when a blueprint is used (the body's timezone, else UTC). */
  timezone: string;
  /** Explicit location sent with a blueprintId (used when the blueprint has no astrology module). */
  location?: { latitude: number; longitude: number; timezone: string };
  /** YYYY-MM-DD; undefined = today in the window's zone. */
  date?: string;
  period: Period;
  includeAI: boolean;
  /** Raw birth data: saved only when saveToAccount is true; blueprintId: saved unless saveToAccount is false. */
  saveToAccount: boolean;
  /**
   * Chart options: the zodiac (natal chart and transiting bodies alike), the natal chart's house
   * system and Lilith, the node (natal and transiting), orbs per transit aspect type.
   */
  chartOptions?: ChartOptions;
  /** The natal chart options that apply to transits, only those asked for (absent: none). */
  chartExtras?: TransitExtras;
  /** The end user it belongs to (docs/subjects.md); with blueprintId, default the blueprint's. */
  subject?: string;
}

const issue = (ctx: z.RefinementCtx, error: string, message: string, path?: string): void => {
  ctx.addIssue({ code: 'custom', message: `${error}|${message}`, ...(path ? { path: [path] } : {}) });
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);


/** What each applicable natal chart option adds to a transit report (docs/transits.md "Natal chart options"). */
const EXTRA_ON_TRANSITS: Record<TransitChartExtra, string> = {
  asteroids: 'natal Ceres, Pallas, Juno, Vesta and Pholus become natal points the transiting bodies aspect (natalPlanet `CERES`...; they do not transit)',
  lots: 'the ten natal lots become natal points the transiting bodies aspect (natalPlanet `LOT_OF_FORTUNE`, `LOT_OF_SPIRIT`...)',
};
/** The natal chart options of the transit routes: the natal chart route's fields (same checks), described for transits. */
const transitExtrasShape = Object.fromEntries(
  TRANSIT_CHART_EXTRAS.map((k) => [k, redescribed({ [k]: chartExtrasShape[k] }, () => `${EXTRA_ON_TRANSITS[k]}; default false`)[k]!]),
) as Record<TransitChartExtra, (typeof chartExtrasShape)[TransitChartExtra]>;
const transitExtrasSchema = z.object(transitExtrasShape).loose();

/** The fields, for the API description; the checks (and their spec error strings) are in the transform. */
const shape = {
  birthDate: documentedField(z.string(), 'YYYY-MM-DD (birth data of spec 2.2; not needed with blueprintId)', '1990-07-15'),
  birthTime: documentedField(z.string(), 'HH:MM, 24 hours', '14:30'),
  timeUnknown: documentedField(z.boolean(), 'true when the birth time is unknown (leave out birthTime): transits to the noon chart without houses, angles or contacts to the natal Moon, whose range over the day is given (transits.moonRange); the lots then need the Ascendant: 400 Birth time required'),
  placeId: documentedField(z.string(), 'a place of GET /v1/places (geonames:<id>) instead of city, country, latitude, longitude and timezone', 'geonames:2643743'),
  city: documentedField(z.string(), 'birth city', 'London'),
  country: documentedField(z.string(), 'birth country', 'United Kingdom'),
  latitude: documentedField(z.number().min(-90).max(90), 'decimal degrees; with blueprintId: a birthplace instead of the one the blueprint keeps (used when its chart is cast)'),
  longitude: documentedField(z.number().min(-180).max(180), 'decimal degrees'),
  timezone: documentedField(z.string(), 'IANA zone (Area/City): the birth zone, and the zone of the window (UTC by default with blueprintId)', 'Europe/London'),
  utcOffset: documentedField(z.string(), 'optional UTC offset of the birth time, +HH:MM or +HH:MM:SS; overrides the zone (with blueprintId, the one the blueprint was made with is used)'),
  blueprintId: documentedField(z.string(), 'a saved blueprint of the caller, instead of the birth data'),
  date: documentedField(z.string().nullable(), 'YYYY-MM-DD, first day of the window; default today in the zone', '2026-11-23'),
  period: documentedField(z.enum(PERIODS), 'day, week or month; default day', 'week'),
  includeAI: documentedField(z.boolean(), 'default false: adds the AI reading (+20 credits)'),
  saveToAccount: documentedField(z.boolean(), 'default false with birth data, true with blueprintId'),
  subject: subjectField,
  houseSystem: documentedField(z.enum(HOUSE_SYSTEMS), 'house system of the natal chart, default placidus; with blueprintId the one it was made with (another one casts its chart again)', 'placidus'),
  zodiac: documentedField(z.enum(ZODIACS), 'tropical (default; with blueprintId the blueprint\'s) or sidereal: the natal chart and the transiting bodies both in that zodiac (signs, houses, stations)', 'tropical'),
  ayanamsha: documentedField(z.enum(AYANAMSHAS as [string, ...string[]]), 'sidereal zodiac only, default lahiri', 'lahiri'),
  nodeType: documentedField(z.enum(NODE_TYPES), 'lunar node, natal and transiting: true (default; with blueprintId the one it was made with) or mean', 'true'),
  lilithType: documentedField(z.enum(LILITH_TYPES), 'accepted as on every chart route, no effect here: Lilith is not a natal point of transits', 'mean'),
  orbs: documentedField(
    z.record(z.enum(TRANSIT_ASPECT_TYPES as [string, ...string[]]), z.number().min(0).max(ORB_BOUNDS.major)),
    `orb in degrees per transit aspect type (${TRANSIT_ASPECT_TYPES.join(', ')}), for every transiting body, replacing the transit orbs (1-2 degrees by body); 0 switches an aspect off; majors 0-${ORB_BOUNDS.major}, quincunx 0-${ORB_BOUNDS.minor}`,
    { conjunction: 3, sextile: 1 },
  ),
  ...transitExtrasShape,
};

export const transitRequestSchema = z
  .object(shape, { error: `${ERR_BODY}|The body must be a JSON object` })
  .loose()
  .transform((raw, ctx): TransitRequest => {
    if (!isObject(raw)) {
      issue(ctx, ERR_BODY, 'The body must be a JSON object');
      return z.NEVER;
    }
    // Every wrong field is reported (`issues`); the first decides `error`: period first (it decides the price).
    let failed = false;
    const fail = (error: string, message: string, path?: string): void => {
      failed = true;
      issue(ctx, error, message, path);
    };
    const period = raw.period ?? 'day';
    if (typeof period !== 'string' || !(PERIODS as readonly string[]).includes(period)) fail(ERR_PERIOD, `period must be one of ${PERIODS.join(', ')}`, 'period');
    if (raw.includeAI !== undefined && typeof raw.includeAI !== 'boolean') fail(ERR_REQUEST, 'includeAI must be a boolean', 'includeAI');
    if (raw.saveToAccount !== undefined && typeof raw.saveToAccount !== 'boolean') fail(ERR_REQUEST, 'saveToAccount must be a boolean', 'saveToAccount');
    let date: string | undefined;
    if (raw.date !== undefined && raw.date !== null) {
      if (typeof raw.date !== 'string') {
        fail(ERR_DATE, 'date must be a string YYYY-MM-DD', 'date');
      } else {
        try {
          parseDate(raw.date, ERR_DATE);
          date = raw.date;
        } catch (e) {
          if (!isAppError(e)) throw e;
          fail(e.error, e.message, 'date');
        }
      }
    }
    // Chart options (the natal chart route's checks): the zodiac of both charts, the natal houses
    // and Lilith, the node; orbs only for the aspect types transits look for (others would do nothing).
    const opts = chartOptionsSchema.safeParse(raw);
    if (!opts.success) {
      for (const i of opts.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path as PropertyKey[] });
      return z.NEVER;
    }
    const strayOrbs = Object.keys(opts.data.orbs ?? {}).filter((k) => !(TRANSIT_ASPECT_TYPES as readonly string[]).includes(k));
    if (strayOrbs.length) {
      issue(ctx, 'Invalid orbs', `transits look for ${TRANSIT_ASPECT_TYPES.join(', ')} only: no orb can be set for ${strayOrbs.join(', ')}`, 'orbs');
      return z.NEVER;
    }
    const chartOptions = chartOptionsOf(opts.data);
    // The natal chart options that apply (the natal chart route's checks): true adds their points.
    const ext = transitExtrasSchema.safeParse(raw);
    if (!ext.success) {
      for (const i of ext.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path as PropertyKey[] });
      return z.NEVER;
    }
    const chartExtras = Object.fromEntries(TRANSIT_CHART_EXTRAS.filter((k) => ext.data[k] === true).map((k) => [k, true])) as TransitExtras;
    const common = {
      date,
      period: period as Period,
      includeAI: raw.includeAI === true,
      ...(Object.keys(chartOptions).length ? { chartOptions } : {}),
      ...(Object.keys(chartExtras).length ? { chartExtras } : {}),
      ...withSubject(raw.subject as string | undefined),
    };

    if (raw.blueprintId !== undefined) {
      if (typeof raw.blueprintId !== 'string' || raw.blueprintId.trim() === '') {
        fail('Blueprint not found', 'blueprintId must be the id of one of your saved blueprints', 'blueprintId');
      }
      let timezone = 'UTC';
      if (raw.timezone !== undefined) {
        try {
          zoneFor(String(raw.timezone));
          timezone = String(raw.timezone);
        } catch (e) {
          if (!isAppError(e)) throw e;
          fail(e.error, e.message, 'timezone');
        }
      }
      const { latitude, longitude } = raw;
      let location: TransitRequest['location'];
      if (latitude !== undefined || longitude !== undefined) {
        if (typeof latitude !== 'number' || typeof longitude !== 'number' || Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || raw.timezone === undefined) {
          fail('Invalid coordinates', 'latitude (-90..90), longitude (-180..180) and timezone go together');
        } else {
          location = { latitude, longitude, timezone };
        }
      }
      if (failed) return z.NEVER;
      const out: TransitRequest = { ...common, blueprintId: String(raw.blueprintId).trim(), timezone, saveToAccount: raw.saveToAccount !== false };
      if (location) out.location = location;
      return out;
    }

    const birth = birthDataSchema.safeParse(raw);
    if (!birth.success) {
      for (const i of birth.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path as PropertyKey[] });
      return z.NEVER;
    }
    if (failed) return z.NEVER;
    return { ...common, birth: birth.data, timezone: birth.data.timezone, saveToAccount: raw.saveToAccount === true };
  }).meta({ id: 'TransitReportRequest' });

const pageParam = (name: string, min: number, max: number, dflt: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return dflt;
      const n = /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${ERR_PAGINATION}|${name} must be an integer from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

/** spec 4.5: page >= 1 (default 1), limit 1..100 (default 50). */
export const transitListQuerySchema = z
  .object({
    page: pageParam('page', 1, Number.MAX_SAFE_INTEGER, 1),
    limit: pageParam('limit', 1, 100, 50),
    subject: subjectQueryField,
  })
  .loose();

/** spec 4.7: pagination plus optional blueprintId and period filters. */
export const transitMetadataQuerySchema = transitListQuerySchema.extend({
  blueprintId: z.string().trim().min(1, { error: `${ERR_REQUEST}|blueprintId must not be empty` }).optional(),
  period: z
    .string()
    .optional()
    .refine((p) => p === undefined || (PERIODS as readonly string[]).includes(p), { error: `${ERR_PERIOD}|period must be one of ${PERIODS.join(', ')}` })
    .transform((p) => p as Period | undefined),
});

export const transitIdSchema = z.object({ id: z.string({ error: 'Transit not found|No id in the path' }).min(1) }).loose();
