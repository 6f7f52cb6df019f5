/**
 * Schemas of `data` in the answers of the chart calculators (natal chart, big 3) and the chart pieces other
 * rooms' answers share (bodies, houses, aspects, the optional natal blocks, the unknown-birth-time warnings).
 * Declared by the handlers (`defineRoute(name, { response })`): the API description, the MCP output
 * schemas and the client derive from them. Objects are open (`.loose()`).
 */
import * as z from 'zod';
import { int, sign } from '../answers';
export const placement = z
  .object({
    sign: sign(),
    degree: int().min(0).max(29),
    keywords: z.string(),
    description: z.string(),
    element: z.enum(['fire', 'earth', 'air', 'water']),
    modality: z.enum(['cardinal', 'fixed', 'mutable']),
    house: int().min(1).max(12).nullable().optional(),
  })
  .loose()
  .meta({ id: 'SignPlacement', description: 'a body or angle in its sign: degree, keywords, element, modality and (with a birth time) house' });

export const birthInfo = z.object({ date: z.string(), time: z.string().nullable().optional(), location: z.string().optional(), timeUnknown: z.literal(true).optional() }).loose().meta({ id: 'BirthInfo' });

/** The answer of an unknown birth time (shared/astro/time-unknown.ts): what is absent, and the Moon over the day. */
export const timeUnknownWarnings = z
  .array(z.object({ code: z.literal('birth_time_unknown'), message: z.string(), absent: z.array(z.string()) }).loose().meta({ id: 'TimeUnknownWarning' }))
  .optional()
  .meta({ description: 'only when timeUnknown was true: the fields left out (null) because the birth time is unknown' });
const moonPoint = z.object({ longitude: z.number(), sign: sign(), degree: z.number() }).loose().meta({ id: 'MoonPosition' });
export const moonRange = z
  .object({ from: moonPoint, to: moonPoint, signChanges: z.boolean() })
  .loose()
  .meta({ id: 'MoonRange' })
  .optional()
  .meta({ description: 'only when timeUnknown was true: the Moon at 00:00:00 and 23:59:59 local time of the birth date' });

export const houseSystem = z.object({ requested: z.string(), used: z.string(), fallback: z.boolean() }).loose().meta({ id: 'HouseSystemUsed', description: 'the house system asked for and the one used (a fallback near the poles)' });

const longitude = () => z.number().min(0).lt(360);
const pair = z.object({ body1: z.string(), body2: z.string(), orb: z.number().min(0) }).loose();
/** The natal chart's optional blocks (shared/astro/chart-extras.ts), each present only when asked for. */
export const natalChartExtras = {
  asteroids: z
    .record(z.string(), z.object({ name: z.string(), longitude: longitude(), latitude: z.number(), speed: z.number(), isRetrograde: z.boolean(), sign: sign(), house: int().min(1).max(12) }).loose().meta({ id: 'Asteroid' }))
    .optional()
    .meta({ description: 'with `asteroids: true`: ceres, pallas, juno, vesta, pholus' }),
  fixedStars: z
    .record(
      z.string(),
      z
        .object({
          name: z.string(),
          longitude: longitude(),
          latitude: z.number(),
          magnitude: z.number(),
          sign: sign(),
          house: int().min(1).max(12),
          behenian: z.boolean(),
          royal: z.boolean(),
          conjunctions: z.array(z.object({ body: z.string(), orb: z.number().min(0).max(1) }).loose()),
        })
        .loose()
        .meta({ id: 'FixedStar' }),
    )
    .optional()
    .meta({ description: 'with `fixedStars: true`: the 16 Behenian and royal stars by lower-case key' }),
  lots: z
    .record(z.string(), z.object({ name: z.string(), longitude: longitude(), sign: sign(), degree: z.number(), house: int().min(1).max(12), formula: z.string() }).loose().meta({ id: 'Lot' }))
    .optional()
    .meta({ description: 'with `lots: true`: fortune, spirit, eros, necessity, courage, victory, nemesis, basis, exaltation, marriage' }),
  dignities: z
    .record(z.string(), z.object({ has: z.array(z.enum(['domicile', 'exaltation', 'triplicity', 'term', 'face', 'detriment', 'fall'])), score: int() }).loose().meta({ id: 'Dignity' }))
    .optional()
    .meta({ description: 'with `dignities: true`: the seven traditional planets' }),
  almuten: z.object({ planet: z.string(), scores: z.record(z.string(), int()) }).loose().meta({ id: 'Almuten' }).optional().meta({ description: 'with `dignities: true`' }),
  patterns: z
    .array(
      z
        .object({
          type: z.enum(['grand-trine', 't-square', 'grand-cross', 'yod', 'kite', 'mystic-rectangle', 'stellium']),
          bodies: z.array(z.string()).min(3),
          apex: z.string().optional(),
          sign: sign().optional(),
          house: int().min(1).max(12).optional(),
        })
        .loose()
        .meta({ id: 'AspectPattern' }),
    )
    .optional()
    .meta({ description: 'with `patterns: true`' }),
  declinations: z
    .object({
      obliquity: z.number(),
      bodies: z.record(z.string(), z.object({ declination: z.number().min(-90).max(90), outOfBounds: z.boolean() }).loose()),
      contacts: z.array(pair.extend({ type: z.enum(['parallel', 'contra-parallel']) })),
    })
    .loose()
    .meta({ id: 'Declinations' })
    .optional()
    .meta({ description: 'with `declinations: true`' }),
  antiscia: z
    .object({
      bodies: z.record(z.string(), z.object({ antiscion: longitude(), contraAntiscion: longitude() }).loose()),
      contacts: z.array(pair.extend({ type: z.enum(['antiscion', 'contra-antiscion']) })),
    })
    .loose()
    .meta({ id: 'Antiscia' })
    .optional()
    .meta({ description: 'with `antiscia: true`' }),
  midpoints: z
    .object({
      pairs: z.array(
        z
          .object({
            bodies: z.array(z.string()).length(2),
            longitude: longitude(),
            on: z.array(z.object({ body: z.string(), aspect: z.enum(['conjunction', 'opposition']), orb: z.number().min(0) }).loose()),
          })
          .loose(),
      ),
      tree: z.record(z.string(), z.array(z.object({ midpoint: z.string(), aspect: z.enum(['conjunction', 'opposition']), orb: z.number().min(0) }).loose())),
    })
    .loose()
    .meta({ id: 'Midpoints' })
    .optional()
    .meta({ description: 'with `midpoints: true`' }),
};

/** The chart pieces the two-person charts share (composite, Davison). */
const celestialBody = z
  .object({ sign: sign(), longitude: z.number(), house: int().min(1).max(12).nullable() })
  .loose()
  .meta({ id: 'CelestialBody', description: 'a body of a chart: its sign, ecliptic longitude and (when the chart has houses) its house, null when the birth time is unknown' });
export const chartBodies = z.record(z.string(), celestialBody);
const houseCusp = z.object({ sign: sign(), longitude: z.number() }).loose().meta({ id: 'HouseCusp', description: 'a house cusp: its sign and longitude' });
export const chartHouses = z.record(z.string(), houseCusp).meta({ id: 'Houses', description: 'the twelve house cusps by house number: sign and longitude' });
export const aspect = z
  .object({ planet1: z.string(), planet2: z.string(), type: z.string(), orb: z.number() })
  .loose()
  .meta({ id: 'Aspect', description: 'an aspect between two bodies: its type and orb in degrees' });
export const chartAspects = z.array(aspect);
/** The natal chart's optional blocks as one object (each person's of a relationship). */
export const natalChartExtrasObject = z.object(natalChartExtras).loose().meta({ id: 'NatalChartExtras', description: 'the optional blocks of a natal chart, each present only when asked for' });

export const bigThreeResponse = z.object({ sun: placement, moon: placement, rising: placement.nullable(), birthInfo, moonRange, warnings: timeUnknownWarnings }).loose().meta({ id: 'BigThree', description: 'Sun, Moon and rising sign' });

export const natalChartResponse = z
    .object({
      chart: z
        .object({
          celestialBodies: z.record(z.string(), z.object({ sign: sign() }).loose().meta({ id: 'NatalBody' })),
          houses: z
            .record(z.string(), z.object({ sign: sign(), cusp: z.number(), degree: z.number(), temporalPosition: z.number(), equatorialPosition: z.number() }).loose().meta({ id: 'NatalHouse' }))
            .nullable(),
          aspects: z.array(z.object({ planet1: z.string(), planet2: z.string(), type: z.string(), orb: z.number(), applying: z.boolean() }).loose().meta({ id: 'NatalAspect' })),
          houseSystem: houseSystem.nullable(),
          moonRange,
          ...natalChartExtras,
        })
        .loose()
        .meta({ id: 'ChartPositions', description: 'the bodies, houses and aspects of a natal chart, with its optional blocks' }),
      birthInfo: birthInfo.optional(),
      warnings: timeUnknownWarnings,
    })
    .loose()
    .meta({ id: 'NatalChart', description: 'a natal chart: positions, houses and aspects' });