/**
 * Request schemas of the sky calendar routes (docs/events.md). Messages follow the
 * `"<error>|<message>"` convention of shared/http/middleware/validate.ts.
 */
import * as z from 'zod';
import { parseDate, zoneFor } from '../astro/time';
import { AYANAMSHAS } from '../astro/options';
import { coordinate, coreCheck, EPHEMERIS_DATES, singleLine } from '../http/schemas';
import { SKY_EVENT_TYPES, type SkyEventType } from './sky-calendar';

/** The longest window of one sky calendar call, in days (both ends included). */
export const MAX_RANGE_DAYS = 366;
/** The window when `to` is not given: this many days from `from` (both included). */
export const DEFAULT_RANGE_DAYS = 30;

const day = (field: string, description: string) =>
  z
    .string({ error: `Invalid date|${field} must be YYYY-MM-DD` })
    .superRefine(coreCheck((v) => parseDate(v, 'Invalid date')))
    .superRefine((v, ctx) => {
      if (/^\d{4}-\d{2}-\d{2}$/.test(v) && (v < EPHEMERIS_DATES.first || v > EPHEMERIS_DATES.last)) {
        ctx.addIssue({ code: 'custom', message: `Date out of range|${field} must be from ${EPHEMERIS_DATES.first} to ${EPHEMERIS_DATES.last}` });
      }
    })
    .meta({ description, example: field === 'to' ? '2027-03-31' : '2027-01-01' });

const zone = z
  .string({ error: 'Invalid timezone|timezone must be an IANA zone name' })
  .superRefine(coreCheck(zoneFor))
  .meta({ description: 'IANA time zone name (Area/City)', example: 'Europe/London' });

const dayCount = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const skyEventsQuerySchema = z
  .object({
    from: day('from', 'first day of the window, YYYY-MM-DD, in `timezone` (UTC when absent), from 00:00; default today').optional(),
    to: day('to', `last day of the window (included, to 24:00), at most ${MAX_RANGE_DAYS} days after from counted both; default ${DEFAULT_RANGE_DAYS} days from from`).optional(),
    types: z
      .string({ error: `Invalid request|types must be a comma-separated list of ${SKY_EVENT_TYPES.join(', ')}` })
      .transform((v, ctx): SkyEventType[] => {
        const parts = v
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '');
        const unknown = parts.filter((p) => !(SKY_EVENT_TYPES as readonly string[]).includes(p));
        if (unknown.length > 0 || parts.length === 0) {
          ctx.addIssue({ code: 'custom', message: `Invalid request|types must be a comma-separated list of ${SKY_EVENT_TYPES.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}` });
          return z.NEVER;
        }
        return [...new Set(parts)] as SkyEventType[];
      })
      .optional()
      .meta({ description: `comma-separated kinds of events, any of ${SKY_EVENT_TYPES.join(', ')}; default all`, example: 'eclipse,lunation,station' }),
    timezone: zone.optional().meta({ description: 'IANA time zone for the days of the window and the local times (`localAt`, `localEnd`) beside the UT moments', example: 'Europe/London' }),
    zodiac: z
      .enum(['tropical', 'sidereal'], { error: 'Invalid zodiac|zodiac must be tropical or sidereal' })
      .optional()
      .meta({ description: 'zodiac of signs and degrees: tropical (default) or sidereal; ingresses follow it', example: 'tropical' }),
    ayanamsha: z
      .enum(AYANAMSHAS as [string, ...string[]], { error: `Invalid ayanamsha|ayanamsha must be one of ${AYANAMSHAS.join(', ')}` })
      .optional()
      .meta({ description: 'sidereal zodiac only, default lahiri', example: 'lahiri' }),
  })
  .loose()
  .superRefine((q, ctx) => {
    if (q.from !== undefined && q.to !== undefined) {
      if (q.to < q.from) ctx.addIssue({ code: 'custom', message: 'Invalid date|to must be on or after from', path: ['to'] });
      else if (dayCount(q.from, q.to) > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', message: `Invalid date|the window is at most ${MAX_RANGE_DAYS} days (from and to included)`, path: ['to'] });
    }
  });
export type SkyEventsQuery = z.output<typeof skyEventsQuerySchema>;

export const planetaryHoursSchema = z.object(
  {
    date: day('date', 'the civil date whose day (from its sunrise to the next sunrise) is divided into planetary hours'),
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
    timezone: zone,
    city: z.string({ error: 'Invalid request|city must be a string' }).max(200, { error: 'Invalid request|city is too long (200 characters at most)' }).superRefine(singleLine('city')).optional().meta({ description: 'a label for the place, echoed', example: 'London' }),
    country: z.string({ error: 'Invalid request|country must be a string' }).max(200, { error: 'Invalid request|country is too long (200 characters at most)' }).superRefine(singleLine('country')).optional().meta({ description: 'a label for the place, echoed', example: 'UK' }),
  },
  { error: 'Invalid request body|The body must be a JSON object' },
).meta({ id: 'PlanetaryHoursRequest' });
export type PlanetaryHoursRequest = z.output<typeof planetaryHoursSchema>;
