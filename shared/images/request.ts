/**
 * Request parsing of the image routes (zod). The person is given as the birth data of the
 * natal chart route (spec 2.2, with its chart options) or as `blueprintId` (a saved blueprint of
 * the caller: its stored charts are drawn, or its birth data with the chart options sent).
 * Options: format, size, theme; the transit wheel also takes `moment` (default now). Messages
 * follow the `"<error>|<message>"` convention.
 */
import * as z from 'zod';
import { ASPECTS } from '../astro/aspects';
import { HOUSE_SYSTEMS } from '../astro/houses';
import { AYANAMSHAS, LILITH_TYPES, NODE_TYPES, ORB_BOUNDS, ZODIACS, type ChartOptions } from '../astro/options';
import type { ChartExtra } from '../astro/chart-extras';
import { chartExtrasOf, chartExtrasShape, chartOptionsOf, chartOptionsSchema, chartRequestSchema, documentedField, ephemerisMoment, redescribed } from '../http/schemas';
import type { ChartRequest } from '../http/schemas';
import { blueprintIdSchema } from '../blueprint/request';
import { THEMES } from '../drawing/theme';
import { ASPECT_FILTERS } from '../drawing/wheel';
import type { AspectFilter } from '../drawing/wheel';
import type { ThemeName } from '../drawing/theme';

/**
 * The natal chart options the natal wheel draws (docs/astrology.md "On the natal wheel"); the
 * others (dignities, declinations, antiscia, midpoints) have no place on a wheel: a 400 Unknown field.
 */
export const WHEEL_EXTRAS = ['asteroids', 'fixedStars', 'lots', 'patterns'] as const satisfies readonly ChartExtra[];
export type WheelExtras = Partial<Record<(typeof WHEEL_EXTRAS)[number], boolean>>;

const WHEEL_EXTRA_DRAWN: Readonly<Record<(typeof WHEEL_EXTRAS)[number], string>> = {
  asteroids: 'draws Ceres, Pallas, Juno, Vesta and Pholus in the ring of bodies',
  fixedStars: 'marks the fixed stars conjoining a chart point (within 1 degree) on the outer rim, with their names',
  lots: 'draws the ten lots in the ring of bodies, Fortune by its glyph, the others by a short name (Sp, Er, Nc, Co, Vi, Nm, Ba, Ex, Ma)',
  patterns: 'lists the aspect patterns in an upper corner and draws their aspect lines twice as thick',
};

/** The drawable natal chart options: booleans, default false (the picture is then the one without them). */
export const wheelExtraFields = Object.fromEntries(
  WHEEL_EXTRAS.map((k) => [k, chartExtrasShape[k].meta({ description: `true ${WHEEL_EXTRA_DRAWN[k]}; default false`, example: true })]),
) as Pick<typeof chartExtrasShape, (typeof WHEEL_EXTRAS)[number]>;

export const IMAGE_FORMATS = ['svg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/**
 * Sizes in pixels. The smallest is the smallest at which every text of every drawing is at least
 * 9 px (MIN_TEXT_PX in shared/drawing/wheel.ts; a bi-wheel's two rings of labels need that width).
 */
export const SIZE_RANGE = { min: 600, max: 2000, default: 800 } as const;

export const ERR_FORMAT = 'Invalid image format';
export const ERR_SIZE = 'Invalid image size';
export const ERR_THEME = 'Invalid theme';
export const ERR_MOMENT = 'Invalid moment';
export const ERR_ASPECTS = 'Invalid aspects';
export const ERR_NAME = 'Invalid full name';

export interface ImageOptions {
  format: ImageFormat;
  size: number;
  theme: ThemeName;
  /** Wheels: the aspect lines drawn (bodygraphs: no effect). */
  aspects: AspectFilter;
}

export interface ImageRequest extends ImageOptions {
  /** Birth data (absent with blueprintId). */
  birth?: ChartRequest;
  /** The person's name, the picture's title (with birth data; a blueprint's own name otherwise). */
  fullName?: string;
  blueprintId?: string;
  /** The chart options sent (zodiac, house system, node, Lilith, orbs); absent when none was. */
  chartOptions?: ChartOptions;
  /** The natal wheel's drawable natal chart options asked for (true only); absent when none was. */
  chartExtras?: WheelExtras;
}

export interface TransitImageRequest extends ImageRequest {
  /** The moment of the outer chart; undefined = now. */
  moment?: Date;
}

/** format, size and theme: the options of every image route. */
export const imageOptions = {
  format: z
    .enum(IMAGE_FORMATS, { error: `${ERR_FORMAT}|format must be one of ${IMAGE_FORMATS.join(', ')}` })
    .default('svg')
    .meta({ description: 'svg (default) or png' }),
  size: z
    .number({ error: `${ERR_SIZE}|size must be a whole number of pixels, ${SIZE_RANGE.min} to ${SIZE_RANGE.max}` })
    .int({ error: `${ERR_SIZE}|size must be a whole number of pixels, ${SIZE_RANGE.min} to ${SIZE_RANGE.max}` })
    .min(SIZE_RANGE.min, { error: `${ERR_SIZE}|size must be at least ${SIZE_RANGE.min} pixels` })
    .max(SIZE_RANGE.max, { error: `${ERR_SIZE}|size must be at most ${SIZE_RANGE.max} pixels` })
    .default(SIZE_RANGE.default)
    .meta({ description: `width in pixels, ${SIZE_RANGE.min} to ${SIZE_RANGE.max}, default ${SIZE_RANGE.default}`, example: 600 }),
  theme: z
    .enum(THEMES, { error: `${ERR_THEME}|theme must be one of ${THEMES.join(', ')}` })
    .default('light')
    .meta({ description: 'light (default), dark, or mono (black and white, for print)' }),
  aspects: z
    .enum(ASPECT_FILTERS, { error: `${ERR_ASPECTS}|aspects must be one of ${ASPECT_FILTERS.join(', ')}` })
    .default('major')
    .meta({ description: 'wheels: the aspect lines drawn, major (default: conjunction, opposition, trine, square, sextile) or all (the minor aspects too, dashed); no effect on bodygraphs' }),
};

/** The person's name on a picture drawn from birth data (its title and the caption's first line). */
const fullNameField = z
  .string({ error: `${ERR_NAME}|fullName must be a string of 1 to 100 characters` })
  .trim()
  .min(1, { error: `${ERR_NAME}|fullName must be a string of 1 to 100 characters` })
  .max(100, { error: `${ERR_NAME}|fullName must be a string of 1 to 100 characters` })
  .optional()
  .meta({ description: "the person's name, the picture's title (with birth data; a blueprint is drawn under its own name)", example: 'Ada Lovelace' });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const passIssues = (issues: readonly z.core.$ZodIssue[], ctx: z.RefinementCtx): void => {
  for (const i of issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)) });
};

const withOptions = <T extends object>(who: T, options: ChartOptions): T & Pick<ImageRequest, 'chartOptions'> =>
  Object.keys(options).length ? { ...who, chartOptions: options } : who;

/**
 * The person: a blueprint id, or the natal chart route's body (whose issues are passed on as they
 * are), with the chart options (checked by the natal chart route's own schema in both cases).
 */
const person = (raw: unknown, ctx: z.RefinementCtx): Pick<ImageRequest, 'birth' | 'blueprintId' | 'chartOptions'> | typeof z.NEVER => {
  if (isObject(raw) && raw.blueprintId !== undefined) {
    const id = blueprintIdSchema.safeParse(raw.blueprintId);
    const options = chartOptionsSchema.safeParse(raw);
    if (!id.success) passIssues(id.error.issues.map((i) => ({ ...i, path: ['blueprintId'] })), ctx);
    if (!options.success) passIssues(options.error.issues, ctx);
    if (!id.success || !options.success) return z.NEVER;
    return withOptions({ blueprintId: id.data }, chartOptionsOf(options.data));
  }
  const birth = chartRequestSchema.safeParse(raw);
  if (!birth.success) {
    passIssues(birth.error.issues, ctx);
    return z.NEVER;
  }
  return withOptions({ birth: birth.data }, chartOptionsOf(birth.data));
};


/** Fields of the birth data, listed for the API description (checked by the natal chart schema). */
const birthFields = {
  fullName: fullNameField,
  blueprintId: documentedField(z.string(), 'a saved blueprint of the caller, instead of the birth data', 'bp_01JD7N4Q2R0000000000000000'),
  birthDate: documentedField(z.string(), 'YYYY-MM-DD (birth data of spec 2.2; not needed with blueprintId)', '1990-07-15'),
  birthTime: documentedField(z.string(), 'HH:MM, 24 hours', '14:30'),
  timeUnknown: documentedField(z.boolean(), 'true when the birth time is unknown: leave out birthTime; the natal wheel is drawn for 12:00 without houses and angles (other images need the birth time: 400 Birth time required)'),
  placeId: documentedField(z.string(), 'a place of GET /v1/places (geonames:<id>) instead of city, country, latitude, longitude and timezone', 'geonames:2643743'),
  subject: documentedField(z.string(), 'an end user saved with PUT /v1/subjects/{subject}, instead of the birth data (its display name is the title when fullName is not sent)', 'user-4821'),
  city: documentedField(z.string(), 'birth city', 'London'),
  country: documentedField(z.string(), 'birth country', 'United Kingdom'),
  latitude: documentedField(z.number(), 'decimal degrees', 51.5074),
  longitude: documentedField(z.number(), 'decimal degrees', -0.1278),
  timezone: documentedField(z.string(), 'IANA zone (Area/City)', 'Europe/London'),
  utcOffset: documentedField(z.string(), 'optional UTC offset of the birth time, +HH:MM or +HH:MM:SS; overrides the zone (with blueprintId, the one the blueprint was made with is used)'),
};

/**
 * The chart options of the natal chart route (checked by its schema in the transform), for the API
 * description. With birth data they shape the chart drawn; with a blueprintId, sending any of them
 * redraws the blueprint's chart from its birth data and birthplace with them (and the blueprint's own
 * options for those not sent).
 */
const chartOptionFields = {
  houseSystem: documentedField(z.enum(HOUSE_SYSTEMS), 'house system, default placidus (as the natal chart route)', 'whole-sign'),
  zodiac: documentedField(z.enum(ZODIACS), 'tropical (default) or sidereal: bodies, angles and cusps drawn in that zodiac', 'sidereal'),
  ayanamsha: documentedField(z.enum(AYANAMSHAS as [string, ...string[]]), 'sidereal zodiac only, default lahiri', 'lahiri'),
  nodeType: documentedField(z.enum(NODE_TYPES), 'lunar node: true (default, osculating) or mean'),
  lilithType: documentedField(z.enum(LILITH_TYPES), 'Lilith (mean by default, or true); the wheel does not draw Lilith'),
  orbs: documentedField(
    z.record(z.enum(ASPECTS.map((a) => a.type) as [string, ...string[]]), z.number().min(0).max(ORB_BOUNDS.major)),
    `orb per aspect type in degrees (0 switches it off): majors 0-${ORB_BOUNDS.major}, minors 0-${ORB_BOUNDS.minor}; the aspect lines drawn follow them`,
    { conjunction: 6 },
  ),
};

const imageSchema = (optionFields: typeof chartOptionFields) =>
  z
    .object({ ...birthFields, ...optionFields, ...imageOptions }, { error: 'Invalid request body|The body must be a JSON object' })
    .loose()
    .transform((v, ctx): ImageRequest => {
      const who = person(v, ctx);
      return { ...who, ...(v.fullName && !who.blueprintId ? { fullName: v.fullName } : {}), format: v.format, size: v.size, theme: v.theme, aspects: v.aspects } as ImageRequest;
    });

/**
 * The natal wheel: a person, the chart options of the chart drawn and the drawable natal chart
 * options (their fields checked by the natal chart route's own schema).
 */
export const imageRequestSchema = z
  .object({ ...birthFields, ...chartOptionFields, ...wheelExtraFields, ...imageOptions }, { error: 'Invalid request body|The body must be a JSON object' })
  .loose()
  .transform((v, ctx): ImageRequest => {
    const who = person(v, ctx);
    const extras = chartExtrasOf(v) as WheelExtras;
    return {
      ...who,
      ...(v.fullName && !who.blueprintId ? { fullName: v.fullName } : {}),
      format: v.format,
      size: v.size,
      theme: v.theme,
      aspects: v.aspects,
      ...(Object.keys(extras).length ? { chartExtras: extras } : {}),
    } as ImageRequest;
  }).meta({ id: 'NatalWheelRequest' });

/** What the bodygraphs say of the chart options they accept (checked as everywhere) and do not use. */
export const BODYGRAPH_IGNORES = 'accepted and checked as on every chart route, no effect on a bodygraph: Human Design is always tropical, with the true node';

/**
 * The bodygraph: the same body (a route taking one person takes the natal chart route's fields), the
 * chart options described as what they are here: checked, and without effect.
 */
export const bodygraphRequestSchema = imageSchema(redescribed(chartOptionFields, () => BODYGRAPH_IGNORES, { examples: false })).meta({ id: 'BodygraphRequest' });

const moment = ephemerisMoment(ERR_MOMENT, 'moment')
  .optional()
  .meta({ description: 'the moment of the transits (the outer ring of bodies, next to the zodiac), ISO 8601 with offset; default now', example: '2026-11-23T21:00:00Z' });

/** The transit wheel: the natal wheel's body (the drawable options drawn on the natal chart, inside) and the moment. */
export const transitImageRequestSchema = z
  .object({ ...birthFields, ...chartOptionFields, ...wheelExtraFields, ...imageOptions, moment }, { error: 'Invalid request body|The body must be a JSON object' })
  .loose()
  .transform((v, ctx): TransitImageRequest => {
    const who = person(v, ctx);
    const extras = chartExtrasOf(v) as WheelExtras;
    return {
      ...who,
      ...(v.fullName && !who.blueprintId ? { fullName: v.fullName } : {}),
      format: v.format,
      size: v.size,
      theme: v.theme,
      aspects: v.aspects,
      ...(v.moment ? { moment: v.moment } : {}),
      ...(Object.keys(extras).length ? { chartExtras: extras } : {}),
    } as TransitImageRequest;
  }).meta({ id: 'TransitWheelRequest' });

/** GET /blueprints/{id}/wheel.svg and bodygraph.svg: the id, and the theme and size in the query. */
export const blueprintImageQuerySchema = z
  .object({
    id: z.string({ error: 'Blueprint not found|No blueprint id in the path' }).min(1),
    theme: z
      .enum(THEMES, { error: `${ERR_THEME}|theme must be one of ${THEMES.join(', ')}` })
      .default('light')
      .meta({ description: 'light (default), dark or mono' }),
  })
  .loose();

/** GET /subjects/{subject}/wheel.svg and bodygraph.svg: the subject (its stored birth data are drawn) and the theme in the query. */
export const subjectImageQuerySchema = z
  .object({
    subject: z.string({ error: 'Subject not found|No subject in the path' }).min(1),
    theme: z
      .enum(THEMES, { error: `${ERR_THEME}|theme must be one of ${THEMES.join(', ')}` })
      .default('light')
      .meta({ description: 'light (default), dark or mono' }),
  })
  .loose();
