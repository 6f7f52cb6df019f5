/**
 * Request schemas (zod) of the platform's routes. Handlers pass them to `defineRoute` (the
 * validate middleware applies them; the OpenAPI generator describes them). Messages use
 * the `"<error>|<message>"` convention of middleware/validate.ts so that the spec's exact
 * error strings reach the client.
 */
import * as z from 'zod';
import { ASPECTS, type AspectType } from '../astro/aspects';
import { HOUSE_SYSTEMS, parseHouseSystem } from '../astro/houses';
import { CHART_EXTRAS, type ChartExtra, type ChartExtras } from '../astro/chart-extras';
import { AYANAMSHAS, LILITH_TYPES, NODE_TYPES, ORB_BOUNDS, parseAyanamsha, ZODIACS, type ChartOptions, type OrbOverrides } from '../astro/options';
import { parseDate, parseInstant, parseTime, parseUtcOffset, zoneFor } from '../astro/time';
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

/** The longest subject id (docs/subjects.md). */
export const SUBJECT_MAX = 128;

/**
 * Why a value cannot be one segment of a URL path (`/v1/subjects/{subject}`), or undefined: `.` and
 * `..` (dot segments: URL parsers remove them, even percent-encoded, so `DELETE /v1/subjects/%2E`
 * reached `/subjects/`), and `/` or `\` (a path separator: gateways split or refuse an encoded
 * `%2F`, and URL parsers read `\` as `/`). Any other character travels percent-encoded.
 */
export const pathSegmentIssue = (value: string): string | undefined =>
  value === '.' || value === '..' || /[/\\]/.test(value) ? 'must be one URL path segment: not "." or "..", no / or \\' : undefined;
const SUBJECT_MSG = `subject must be 1 to ${SUBJECT_MAX} printable characters`;

/** Why a value is not a subject id (the app's own id of an end user, docs/subjects.md), or undefined when it is one. */
export const subjectIssue = (value: string): string | undefined => {
  if (value.length < 1 || value.length > SUBJECT_MAX) return `${SUBJECT_MSG} (got ${value.length})`;
  if (value.trim() === '') return `${SUBJECT_MSG}, not blank`;
  if (/[\t\n\r]/.test(value)) return `${SUBJECT_MSG}: no tab or line break`;
  const path = pathSegmentIssue(value);
  if (path) return `subject ${path}`;
  const unsafe = unsafeTextReason(value);
  return unsafe ? `subject ${unsafe}` : undefined;
};

const KEY_ISSUE = Symbol('key issue');
const isKeyIssue = (v: unknown): v is { [KEY_ISSUE]: string } => typeof v === 'object' && v !== null && KEY_ISSUE in v;

export interface TextIssue {
  path: (string | number)[];
  reason: string;
}

/**
 * Every string (and object key) of a parsed JSON value that `unsafeTextReason` refuses, with its
 * path, in document order. Iterative (an explicit stack): no input can overflow the call stack.
 */
export const textIssues = (value: unknown, path: (string | number)[] = [], out: TextIssue[] = []): TextIssue[] => {
  // each entry links to its parent's step: a path is spelled out only for an issue (no copy per level)
  interface Step {
    up: Step | undefined;
    key: string | number;
  }
  const pathOf = (step: Step | undefined): (string | number)[] => {
    const keys: (string | number)[] = [];
    for (let s = step; s; s = s.up) keys.push(s.key);
    return [...path, ...keys.reverse()];
  };
  const stack: [unknown, Step | undefined][] = [[value, undefined]];
  while (stack.length > 0) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      const reason = unsafeTextReason(v);
      if (reason) out.push({ path: pathOf(at), reason });
    } else if (isKeyIssue(v)) {
      out.push({ path: pathOf(at), reason: `has a field name that ${v[KEY_ISSUE]}` });
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], { up: at, key: i }]);
    } else if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        const step = { up: at, key: k };
        // the key's issue comes before its value's (pushed last, popped first)
        stack.push([child, step]);
        const reason = unsafeTextReason(k);
        if (reason) stack.push([{ [KEY_ISSUE]: reason }, step]);
      }
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
export const coreCheck =
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
/**
 * A request field that a schema's transform checks (with the spec's error strings), documented with
 * the type it accepts: a bare `z.unknown()` would be untyped in the API description and `unknown` in
 * generated clients.
 */
export const documentedField = (type: z.ZodType, description?: string, example?: unknown) => {
  const { $schema: _ignored, ...documented } = z.toJSONSchema(type, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return z
    .unknown()
    .optional()
    .meta({ ...documented, ...(description !== undefined ? { description } : {}), ...(example !== undefined ? { example } : {}) });
};

export const EPHEMERIS_DATES = { first: '1800-01-02', last: '2399-12-30' } as const;

export const ephemerisDateCheck = (value: string, ctx: z.RefinementCtx): void => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && (value < EPHEMERIS_DATES.first || value > EPHEMERIS_DATES.last)) {
    ctx.addIssue({ code: 'custom', message: `Date out of range|Dates from ${EPHEMERIS_DATES.first} to ${EPHEMERIS_DATES.last} are supported` });
  }
};

/**
 * A calendar date field (YYYY-MM-DD) inside a range of dates: 400 `Invalid date` when it is not a
 * real date, `Date out of range` outside the range. The Vedic, gochar and Chinese date fields are
 * this schema (their `.optional()` and `.meta()` added where they are used).
 */
export const dateInRange = (field: string, range: { readonly first: string; readonly last: string }) =>
  z.string({ error: `Invalid date|${field} must be a date YYYY-MM-DD` }).superRefine((v, ctx) => {
    try {
      parseDate(v, 'Invalid date');
    } catch (e) {
      if (!isAppError(e)) throw e;
      ctx.addIssue({ code: 'custom', message: `${e.error}|${e.message}` });
      return;
    }
    if (v < range.first || v > range.last) ctx.addIssue({ code: 'custom', message: `Date out of range|${field} must be between ${range.first} and ${range.last}` });
  });

/** The instants the ephemeris covers (its files: 1800-01-01 to 2399-12-31 UT), epoch ms, end excluded. */
export const EPHEMERIS_INSTANTS = { first: Date.UTC(1800, 0, 1), end: Date.UTC(2400, 0, 1) } as const;

/**
 * A date-and-time input (ISO 8601 with its offset): a real calendar date and time of day
 * (`parseInstant`) whose instant the ephemeris covers; parsed to a Date. Every date-and-time
 * field of every route is this schema, with the route's error string.
 */
export const ephemerisMoment = (error: string, field: string) =>
  z
    .string({ error: `${error}|${field} must be an ISO 8601 date and time, e.g. 2026-11-23T21:00:00Z` })
    .transform((v, ctx) => {
      let at: Date;
      try {
        at = parseInstant(v, error, field);
      } catch (e) {
        if (!isAppError(e)) throw e;
        ctx.addIssue({ code: 'custom', message: `${e.error}|${e.message}` });
        return z.NEVER;
      }
      if (at.getTime() < EPHEMERIS_INSTANTS.first || at.getTime() >= EPHEMERIS_INSTANTS.end) {
        ctx.addIssue({ code: 'custom', message: `${error}|${field} must be between the years 1800 and 2399` });
        return z.NEVER;
      }
      return at;
    });

/** A birth date the ephemeris can place (charts, Human Design, transits). */
const chartBirthDate = birthDate.superRefine(ephemerisDateCheck);

const birthTime = z
  .string({ error: `${ERR.birthTime}|birthTime is required, as HH:MM (24 hours)` })
  .superRefine(coreCheck((v) => parseTime(v, ERR.birthTime)))
  .meta({ description: 'HH:MM, 24 hours; leave it out with timeUnknown: true when the birth time is not known', example: '14:30' });

/**
 * The birth time is not known: birthTime is left out and the chart is cast for 12:00 local time
 * without what depends on the time of day (docs/astrology.md "Unknown birth time"). Accepted on
 * the routes that say so (`timeUnknown` of defineRoute); elsewhere a 400 "Birth time required".
 * The validate middleware reads it before the schema (shared/http/birth-input.ts) and gives the
 * schema birthTime 12:00.
 */
const timeUnknown = z
  .boolean({ error: `${ERR.request}|timeUnknown must be true or false` })
  .optional()
  .meta({ description: 'true when the birth time is not known: leave out birthTime; the chart is cast for 12:00 local time without houses, angles and what depends on them (a warning names them)', example: false });

const label = (field: string) =>
  z
    .string({ error: LOCATION })
    .trim()
    .min(1, { error: LOCATION })
    .max(200, { error: `${ERR.request}|${field} is too long (200 characters at most)` })
    .superRefine(singleLine(field));

export const coordinate = (field: 'latitude' | 'longitude', max: number) =>
  z
    .number({
      error: (iss) => (iss.input === undefined || iss.input === null ? LOCATION : `${ERR.coordinates}|${field} must be a number (decimal degrees)`),
    })
    .min(-max, { error: `${ERR.coordinates}|${field} must be between -${max} and ${max}` })
    .max(max, { error: `${ERR.coordinates}|${field} must be between -${max} and ${max}` })
    .meta({ description: `decimal degrees, -${max} to ${max}` });

export const timezone = z
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

/**
 * A place of GET /v1/places instead of city, country, latitude, longitude and timezone: the validate
 * middleware fills them in from it before the schema (shared/http/birth-input.ts); sending both is a
 * 400 "Invalid place".
 */
const placeId = z
  .string({ error: 'Invalid place|placeId must be a string geonames:<id> from GET /v1/places' })
  .optional()
  .meta({ description: 'a place of GET /v1/places (geonames:<id>) instead of city, country, latitude, longitude and timezone (not with them)', example: 'geonames:2643743' });

/**
 * A subject saved with PUT /v1/subjects/{subject} instead of the birth fields: the validate middleware
 * fills them in from its record before the schema (shared/http/birth-input.ts). On the routes that save
 * a record it is also the subject the record is saved with (their own `subject` field says so).
 */
const birthSubject = z
  .string({ error: 'Invalid request|subject must be a string' })
  .superRefine((v, ctx) => {
    const issue = subjectIssue(v);
    if (issue) ctx.addIssue({ code: 'custom', message: `Invalid request|${issue}` });
  })
  .optional()
  .meta({ description: 'an end user saved with PUT /v1/subjects/{subject}: send it instead of the birth fields and theirs are used (404 Subject not found when there is none)', example: 'user-4821' });

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
    timeUnknown,
    placeId,
    subject: birthSubject,
  },
  objectBody,
);
export type BirthData = z.output<typeof birthDataSchema>;

const enumOf = <T extends string>(values: readonly T[], field: string, error: string) =>
  z
    .string({ error: `${error}|${field} must be one of ${values.join(', ')}` })
    .refine((v) => (values as readonly string[]).includes(v), { error: `${error}|${field} must be one of ${values.join(', ')}` })
    .transform((v) => v as T)
    .optional();

const ORB_MESSAGE = `Invalid orbs|orbs is an object of aspect type -> orb in degrees: 0 to ${ORB_BOUNDS.major} for ${ASPECTS.filter((a) => a.major)
  .map((a) => a.type)
  .join(', ')}; 0 to ${ORB_BOUNDS.minor} for ${ASPECTS.filter((a) => !a.major)
  .map((a) => a.type)
  .join(', ')}`;

/**
 * THE chart options of every chart-producing route (calculators, blueprints, transits, predictive,
 * and any route that casts a chart): spread this shape into the route's request object and pass
 * `chartOptionsOf(input)` to the core. All optional; the defaults give the charts the API always gave.
 */
export const chartOptionsShape = {
  houseSystem: z
    .string({ error: `Invalid house system|houseSystem must be a string, one of ${HOUSE_SYSTEMS.join(', ')}` })
    .superRefine(coreCheck(parseHouseSystem))
    .transform(parseHouseSystem)
    .optional()
    .meta({ description: `house system, default placidus; one of ${HOUSE_SYSTEMS.join(', ')}`, example: 'whole-sign' }),
  zodiac: enumOf(ZODIACS, 'zodiac', 'Invalid zodiac').meta({ description: 'tropical (default) or sidereal', example: 'tropical' }),
  ayanamsha: z
    .string({ error: `Invalid ayanamsha|ayanamsha must be one of ${AYANAMSHAS.join(', ')}` })
    .superRefine(coreCheck(parseAyanamsha))
    .transform(parseAyanamsha)
    .optional()
    .meta({ description: `sidereal zodiac only, default lahiri; one of ${AYANAMSHAS.join(', ')}`, example: 'lahiri' }),
  nodeType: enumOf(NODE_TYPES, 'nodeType', 'Invalid node type').meta({ description: 'lunar node: true (default, osculating) or mean', example: 'true' }),
  lilithType: enumOf(LILITH_TYPES, 'lilithType', 'Invalid lilith type').meta({ description: 'Lilith (lunar apogee): mean (default) or true (osculating)', example: 'mean' }),
  orbs: z
    .record(z.string(), z.unknown(), { error: ORB_MESSAGE })
    .superRefine((o, ctx) => {
      for (const [k, v] of Object.entries(o)) {
        const a = ASPECTS.find((x) => x.type === k);
        const max = a?.major ? ORB_BOUNDS.major : ORB_BOUNDS.minor;
        if (!a || typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > max) ctx.addIssue({ code: 'custom', message: ORB_MESSAGE, path: [k] });
      }
    })
    .transform((o) => o as OrbOverrides)
    .optional()
    .meta({ description: `orb per aspect type in degrees (0 switches it off): majors 0-${ORB_BOUNDS.major}, minors 0-${ORB_BOUNDS.minor}; others keep the published table`, example: { conjunction: 8, sextile: 4 } }),
};

/**
 * chartOptionsShape with a note added to each field's description, for a route where the options
 * apply to a part of the answer only (a blueprint's astrology module, a relationship's charts).
 */
export const chartOptionsNoted = (note: string): typeof chartOptionsShape => redescribed(chartOptionsShape, (d) => `${d}; ${note}`);

/**
 * The fields with each one's description rewritten (`describe(description)`), for a route where
 * shared fields mean something else or nothing; `examples: false` drops their examples too.
 */
export const redescribed = <T extends Record<string, z.ZodType>>(fields: T, describe: (description: string) => string, { examples = true } = {}): T =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => {
      const { example, ...meta } = v.meta() ?? {};
      return [k, v.meta({ ...meta, ...(examples && example !== undefined ? { example } : {}), description: describe(String(meta.description)) })];
    }),
  ) as T;

/** The parsed chart options of a request (only the fields present). */
export interface ChartOptionFields {
  houseSystem?: ChartOptions['houseSystem'];
  zodiac?: ChartOptions['zodiac'];
  ayanamsha?: string;
  nodeType?: ChartOptions['nodeType'];
  lilithType?: ChartOptions['lilithType'];
  orbs?: Partial<Record<AspectType, number>>;
}

/** The core's ChartOptions from a parsed request holding chartOptionsShape's fields. */
export function chartOptionsOf(input: ChartOptionFields): ChartOptions {
  const out: ChartOptions = {};
  if (input.houseSystem !== undefined) out.houseSystem = input.houseSystem;
  if (input.zodiac !== undefined) out.zodiac = input.zodiac;
  if (input.ayanamsha !== undefined) out.ayanamsha = input.ayanamsha;
  if (input.nodeType !== undefined) out.nodeType = input.nodeType;
  if (input.lilithType !== undefined) out.lilithType = input.lilithType;
  if (input.orbs !== undefined) out.orbs = input.orbs;
  return out;
}

/** The chart options alone, as a schema (routes that parse their body by hand, e.g. transits). */
export const chartOptionsSchema = z.object(chartOptionsShape).loose();

/** Birth data plus the chart options (natal chart, big three); Placidus, tropical when absent. */
export const chartRequestSchema = birthDataSchema.extend(chartOptionsShape);
export type ChartRequest = z.output<typeof chartRequestSchema>;

/** What each natal chart option adds (docs/astrology.md#natal-chart-options). */
const CHART_EXTRA_DESCRIPTIONS: Record<ChartExtra, string> = {
  asteroids: 'add `asteroids`: Ceres, Pallas, Juno, Vesta and Pholus (Eris and Sedna are not in the shipped ephemeris)',
  fixedStars: 'add `fixedStars`: the 15 Behenian and the 4 royal stars (16) with longitude, latitude, magnitude and conjunctions to the chart points within 1 degree',
  lots: 'add `lots`: Fortune, Spirit, Eros, Necessity, Courage, Victory, Nemesis, Basis, Exaltation and Marriage, by day or night formula',
  dignities: 'add `dignities` (each traditional planet: domicile, exaltation, triplicity, term, face, detriment, fall and a score) and the `almuten`',
  patterns: 'add `patterns`: grand trines, T-squares, grand crosses, yods, kites, mystic rectangles and stelliums among the ten planets',
  declinations: 'add `declinations`: each point’s declination, out of bounds, parallels and contra-parallels (orb 1 degree)',
  antiscia: 'add `antiscia`: each point’s antiscion and contra-antiscion and the contacts within 1 degree',
  midpoints: 'add `midpoints`: the midpoints of the ten planets, Ascendant and Midheaven, the points on each within 1.5 degrees, and the tree',
};

/** The natal chart's options (all off by default: the answer is then exactly the one without them). */
export const chartExtrasShape = Object.fromEntries(
  CHART_EXTRAS.map((k) => [
    k,
    z
      .boolean({ error: `Invalid chart option|${k} must be true or false` })
      .optional()
      .meta({ description: `${CHART_EXTRA_DESCRIPTIONS[k]}; default false`, example: true }),
  ]),
) as Record<ChartExtra, z.ZodOptional<z.ZodBoolean>>;

/** The asked natal chart options of a parsed request. */
export const chartExtrasOf = (input: Partial<Record<ChartExtra, boolean | undefined>>): ChartExtras =>
  Object.fromEntries(CHART_EXTRAS.filter((k) => input[k] === true).map((k) => [k, true])) as ChartExtras;

/** The natal chart's body: birth data, the chart options and the natal chart options. */
export const natalChartRequestSchema = chartRequestSchema.extend(chartExtrasShape).meta({ id: 'NatalChartRequest' });
export type NatalChartRequest = z.output<typeof natalChartRequestSchema>;

/** What the big three says of the chart options it accepts (checked as everywhere) and cannot use. */
const BIG_THREE_IGNORES = 'accepted and checked as on every chart route, no effect on the big three (no node, Lilith or aspects in it)';

/**
 * The big three: the natal chart route's body. The zodiac moves the three signs and the house
 * system the houses of the Sun and the Moon; the node, Lilith and orbs are described as what they
 * are here: without effect.
 */
export const bigThreeRequestSchema = chartRequestSchema.extend({
  nodeType: chartOptionsShape.nodeType.meta({ description: BIG_THREE_IGNORES }),
  lilithType: chartOptionsShape.lilithType.meta({ description: BIG_THREE_IGNORES }),
  orbs: chartOptionsShape.orbs.meta({ description: BIG_THREE_IGNORES }),
}).meta({ id: 'BigThreeRequest' });

// the same dates as every other route (the ephemeris range), though a life path needs no ephemeris: one validator for every date input
export const lifePathSchema = z.object({ birthDate: chartBirthDate }, objectBody).meta({ id: 'LifePathRequest' });
