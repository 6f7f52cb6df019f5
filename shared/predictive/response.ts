/**
 * Schemas of `data` in the 200 answers of the predictive routes (the API description documents
 * them; integration tests validate real answers against them). Objects are open (`.loose()`).
 */
import * as z from 'zod';

const lon = () => z.number().min(0).lt(360);
const sign = () => z.string().meta({ description: 'zodiac sign, lower case', example: 'cancer' });
const aspect = z.object({ point1: z.string(), point2: z.string(), type: z.string(), orb: z.number().min(0), applying: z.boolean() }).loose();
const point = z.object({ name: z.string(), longitude: lon(), sign: sign(), degree: z.number() }).loose();
const settings = z
  .object({ zodiac: z.enum(['tropical', 'sidereal']), ayanamsha: z.string().optional(), houseSystem: z.string(), nodeType: z.string(), lilithType: z.string() })
  .loose()
  .meta({ description: 'the chart options used' });

const chart = z
  .object({
    celestialBodies: z.record(z.string(), point),
    houses: z.record(z.string(), z.object({ sign: sign(), cusp: lon() }).loose()),
    aspects: z.array(aspect),
    houseSystem: z.object({ requested: z.string(), used: z.string(), fallback: z.boolean() }).loose(),
    isDayChart: z.boolean(),
  })
  .loose();

const returnChart = z
  .object({
    moment: z.string().meta({ description: 'ISO 8601 UTC, millisecond precision' }),
    jdUT: z.number(),
    natalLongitude: lon(),
    longitude: lon(),
    location: z.object({ latitude: z.number(), longitude: z.number(), relocated: z.boolean() }).loose(),
    chart,
    aspectsToNatal: z.array(aspect),
  })
  .loose();

export const solarReturnResponse = z.object({ solarReturn: returnChart, settings }).loose();
export const lunarReturnResponse = z.object({ month: z.string().optional(), lunarReturns: z.array(returnChart), settings }).loose();
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
        houses: z.record(z.string(), z.object({ sign: sign(), cusp: lon() }).loose()),
        aspectsToNatal: z.array(aspect),
        moonEvents: z.array(z.object({ type: z.enum(['sign', 'house']), sign: sign().optional(), house: z.int().min(1).max(12).optional(), date: z.string(), utc: z.string() }).loose()),
        lunarPhase: z.object({ phase: z.string(), angle: z.number(), illumination: z.number(), waxing: z.boolean() }).loose(),
      })
      .loose(),
    settings,
  })
  .loose();
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
  })
  .loose();
