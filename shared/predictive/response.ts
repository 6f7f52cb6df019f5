/**
 * Schemas of `data` in the 200 answers of the predictive routes (the API description documents
 * them; integration tests validate real answers against them). Objects are open (`.loose()`).
 */
import * as z from 'zod';
import { timeUnknownWarnings } from '../astro/response';

const nullWhenTimeUnknown = 'null when the birth time is unknown';
/** Only when the birth time is unknown: the answer is that of 12:00 local time, without what the time of day decides. */
const timeUnknown = { timeUnknown: z.literal(true).optional().meta({ description: 'only when the birth time is unknown: the answer of 12:00 local time without houses, angles or contacts with the Moon' }), warnings: timeUnknownWarnings };

const lon = () => z.number().min(0).lt(360);
const sign = () => z.string().meta({ description: 'zodiac sign, lower case', example: 'cancer' });
const aspect = z.object({ point1: z.string(), point2: z.string(), type: z.string(), orb: z.number().min(0), applying: z.boolean() }).loose().meta({ id: 'ChartAspect' });
const point = z.object({ name: z.string(), longitude: lon(), sign: sign(), degree: z.number() }).loose().meta({ id: 'ChartPoint' });
const settings = z
  .object({ zodiac: z.enum(['tropical', 'sidereal']), ayanamsha: z.string().optional(), houseSystem: z.string(), nodeType: z.string(), lilithType: z.string() })
  .loose()
  .meta({ description: 'the chart options used' }).meta({ id: 'ChartSettings' });

const chart = z
  .object({
    celestialBodies: z.record(z.string(), point),
    houses: z.record(z.string(), z.object({ sign: sign(), cusp: lon() }).loose()).nullable().meta({ description: nullWhenTimeUnknown }),
    aspects: z.array(aspect),
    houseSystem: z.object({ requested: z.string(), used: z.string(), fallback: z.boolean() }).loose().nullable().meta({ description: nullWhenTimeUnknown }),
    isDayChart: z.boolean().nullable().meta({ description: nullWhenTimeUnknown }),
  })
  .loose().meta({ id: 'PredictiveChart' });

const returnChart = z
  .object({
    moment: z.string().meta({ description: 'ISO 8601 UTC, millisecond precision' }),
    jdUT: z.number(),
    natalLongitude: lon(),
    longitude: lon(),
    location: z.object({ latitude: z.number(), longitude: z.number(), relocated: z.boolean() }).loose(),
    chart,
    aspectsToNatal: z.array(aspect),
    momentRange: z
      .object({ from: z.string(), to: z.string() })
      .loose()
      .optional()
      .meta({ description: 'only when the birth time is unknown: the returns of the Sun of the first and the last second of the birth day (moment is that of 12:00)' }),
  })
  .loose().meta({ id: 'ReturnChart' });

export const solarReturnResponse = z.object({ solarReturn: returnChart, settings, ...timeUnknown }).loose().meta({ id: 'SolarReturn' });
export const lunarReturnResponse = z.object({ month: z.string().optional(), lunarReturns: z.array(returnChart), settings }).loose().meta({ id: 'LunarReturns' });
export const progressionsResponse = z
  .object({
    progressions: z
      .object({
        date: z.string(),
        progressedMoment: z.string(),
        age: z.number(),
        angleMethod: z.enum(['solar-arc', 'naibod', 'progressed-houses']),
        solarArc: z.number(),
        bodies: z.record(z.string(), point),
        houses: z.record(z.string(), z.object({ sign: sign(), cusp: lon() }).loose()).nullable().meta({ description: nullWhenTimeUnknown }),
        houseSystem: z.object({ requested: z.string(), used: z.string(), fallback: z.boolean() }).loose().nullable().optional().meta({ description: nullWhenTimeUnknown }),
        aspectsToNatal: z.array(aspect),
        moonEvents: z
          .array(z.object({ type: z.enum(['sign', 'house']), sign: sign().optional(), house: z.int().min(1).max(12).optional(), date: z.string(), utc: z.string() }).loose())
          .nullable()
          .meta({ description: nullWhenTimeUnknown }),
        lunarPhase: z.object({ phase: z.string(), angle: z.number(), illumination: z.number(), waxing: z.boolean() }).loose(),
        moonRange: z.object({ from: point, to: point }).loose().optional().meta({ description: 'only when the birth time is unknown: the progressed Moon of the first and the last second of the birth day' }),
      })
      .loose(),
    settings,
    ...timeUnknown,
  })
  .loose().meta({ id: 'Progressions' });
export const solarArcResponse = z
  .object({
    solarArc: z
      .object({
        date: z.string(),
        age: z.number(),
        arc: z.number(),
        directed: z.record(z.string(), z.object({ name: z.string(), longitude: lon(), sign: sign(), natalLongitude: lon() }).loose()),
        aspectsToNatal: z.array(
          z.object({ directed: z.string(), natal: z.string(), type: z.string(), orb: z.number().min(0).max(1), applying: z.boolean(), perfects: z.string().nullable() }).loose(),
        ),
      })
      .loose(),
    settings,
    ...timeUnknown,
  })
  .loose().meta({ id: 'SolarArc' });

const lord = z.string().meta({ description: 'a traditional planet (sun, moon, mercury, venus, mars, jupiter, saturn)', example: 'venus' });
const profected = z
  .object({
    house: z.int().min(1).max(12).meta({ description: 'whole-sign house counted from the Ascendant’s sign' }),
    sign: sign(),
    lord,
    start: z.string().meta({ description: 'first day of the period, YYYY-MM-DD (birth zone)' }),
    end: z.string().meta({ description: 'the day after its last, YYYY-MM-DD' }),
    natalLord: z.object({ sign: sign(), house: z.int().min(1).max(12).nullable() }).loose().meta({ description: 'where the lord stands in the natal chart' }),
  })
  .loose().meta({ id: 'ProfectedYear' });
export const profectionsResponse = z
  .object({
    date: z.string(),
    age: z.int().min(0).meta({ description: 'completed years at the date' }),
    ascendant: z.object({ sign: sign(), degree: z.number() }).loose(),
    annual: profected,
    monthly: profected.extend({ month: z.int().min(1).max(12).meta({ description: 'month of the profected year, 1 from the birthday' }) }),
    settings,
  })
  .loose().meta({ id: 'Profections' });

const firdarLord = z.enum(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'north_node', 'south_node']);
export const firdariaResponse = z
  .object({
    date: z.string(),
    sect: z.enum(['day', 'night']).meta({ description: 'day birth (Sun above the horizon) or night birth: the order of the periods' }),
    periods: z.array(
      z
        .object({
          lord: firdarLord,
          years: z.number(),
          start: z.string().meta({ description: 'ISO 8601 UTC' }),
          end: z.string(),
          subPeriods: z.array(z.object({ lord: firdarLord, start: z.string(), end: z.string() }).loose()).meta({ description: 'seven equal parts in the Chaldean order from the lord; none for the nodes' }),
        })
        .loose(),
    ),
    current: z.object({ period: firdarLord, subPeriod: firdarLord.nullable(), start: z.string(), end: z.string() }).loose().nullable(),
  })
  .loose().meta({ id: 'Firdaria' });
