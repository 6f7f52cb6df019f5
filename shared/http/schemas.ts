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
  /** Any other schema issue (a field of the wrong type or size); `issues` lists every one. */
  request: 'Invalid request',
} as const;

const LOCATION = `${ERR.location}|city, country, latitude, longitude and timezone are all required`;

/**
 * Text every string of every request must be free of (checked for the whole input, keys included,
 * by the validate middleware before the route's schema; `textIssues`): C0 control characters
 * other than tab, line feed and carriage return (NUL among them), DEL and the C1 controls; the
 * bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which let a
 * name display as another; noncharacters U+FFFE/U+FFFF; and lone surrogates (invalid Unicode,
 * which JSON's \ud800 escapes can carry). Single-line fields (names, places) refuse tab, line feed
 * and carriage return too (`singleLine`); multi-line text (chat messages) keeps them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/;
const LINE_BREAK = /[\t\n\r]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const codePoint = (c: string): string => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Why a string is refused in any field, or undefined when it is acceptable. */
export const unsafeTextReason = (s: string): string | undefined => {
  if (LONE_SURROGATE.test(s)) return 'is not valid Unicode (a lone surrogate)';
  const m = UNSAFE_CHAR.exec(s);
  return m ? `contains the control or direction-override character ${codePoint(m[0])}` : undefined;
};

export interface TextIssue {
  path: (string | number)[];
  reason: string;
}

/** Every string (and object key) of a parsed JSON value that `unsafeTextReason` refuses, with its path. */
export const textIssues = (value: unknown, path: (string | number)[] = [], out: TextIssue[] = []): TextIssue[] => {
  if (typeof value === 'string') {
    const reason = unsafeTextReason(value);
    if (reason) out.push({ path, reason });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => textIssues(v, [...path, i], out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      const reason = unsafeTextReason(k);
      if (reason) out.push({ path: [...path, k], reason: `has a field name that ${reason}` });
      textIssues(v, [...path, k], out);
    }
  }
  return out;
};

/** A refinement for one-line text fields: no tab, line feed or carriage return either. */
export const singleLine =
  (field: string) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const m = LINE_BREAK.exec(value);
    if (m) ctx.addIssue({ code: 'custom', message: `Invalid request|${field} must be one line: it contains ${codePoint(m[0])}` });
  };

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
  z
    .string({ error: LOCATION })
    .trim()
    .min(1, { error: LOCATION })
    .max(200, { error: `${ERR.request}|${field} is too long (200 characters at most)` })
    .superRefine(singleLine(field));

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
