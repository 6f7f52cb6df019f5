/**
 * Schemas of `data` in the personal transit routes' answers (create, list, metadata, get, today); see shared/astro/response.ts.
 */
import * as z from 'zod';
import { int, pagination, sign } from '../answers';
import { moonRange, timeUnknownWarnings } from '../astro/response';
const period = z.enum(['day', 'week', 'month']);
const transitWindow = z.object({ start: z.string(), end: z.string(), timezone: z.string(), lastDate: z.string().optional() }).loose().meta({ id: 'TransitWindow' });
const personalNumber = z.object({ number: int(), description: z.string() }).loose().meta({ id: 'PersonalNumber' });
/** A transit to a natal point (also the `aspects` of the saved horoscopes in the lists). */
const majorTransit = z
  .object({
    transitingPlanet: z.string(),
    natalPlanet: z.string(),
    aspect: z.string(),
    orb: z.number(),
    isExact: z.boolean().optional(),
    strength: z.string().optional(),
    influence: z.string().optional(),
    description: z.string().optional(),
    exactAt: z.array(z.string()).optional(),
    applying: z.boolean().optional(),
    duration: int().optional(),
    activeFrom: z.string().optional(),
    activeUntil: z.string().optional(),
    natalHouse: int().nullable().optional().meta({ description: 'house of the natal point; null when the birth time is unknown' }),
    transitHouse: int().nullable().optional().meta({ description: 'natal house the transiting body passes through; null when the birth time is unknown' }),
  })
  .loose().meta({ id: 'Transit' });

/** spec 2.4 (shared/transits/compute.ts presentReport). */
const transitContent = z
  .object({
    majorTransits: z.array(majorTransit),
    significantAspects: z.array(
      z
        .object({
          planet1: z.string(),
          planet2: z.string(),
          aspect: z.string(),
          orb: z.number(),
          applying: z.boolean(),
          exactAt: z.array(z.string()).optional(),
          description: z.string().optional(),
        })
        .loose().meta({ id: 'TransitAspect' }),
    ),
    lunarPhase: z
      .object({
        phase: z.string(),
        illumination: z.number(),
        description: z.string().optional(),
        lunations: z.array(z.object({ type: z.enum(['new-moon', 'full-moon']), phase: z.string(), at: z.string(), sign: z.string() }).loose().meta({ id: 'Lunation' })).optional(),
      })
      .loose().meta({ id: 'LunarPhase' }),
    numerology: z.object({ personalYear: personalNumber, personalMonth: personalNumber, personalDay: personalNumber }).loose().meta({ id: 'PersonalNumbers' }).optional(),
    dominantEnergy: z.string().optional(),
    keyInfluences: z.array(z.string()).optional(),
    stations: z.array(z.object({ planet: z.string(), kind: z.enum(['retrograde', 'direct']), at: z.string(), position: z.string() }).loose().meta({ id: 'Station' })).optional(),
    window: transitWindow,
    zodiac: z
      .object({ type: z.literal('sidereal'), ayanamsha: z.string() })
      .loose()
      .optional()
      .meta({ description: 'only in a sidereal report: the zodiac of every longitude, sign and house (a tropical report has none)' }),
    timeUnknown: z.literal(true).optional().meta({ description: 'only when the birth time is unknown: transits to the noon chart, without houses, angles or the natal Moon' }),
    moonRange,
  })
  .loose().meta({ id: 'TransitReport', description: 'the transits of a period: transits to the natal chart, aspects of the sky, the Moon, stations and personal numbers' });
/** A saved personal horoscope as the lists show it. */
const transitSummary = z
  .object({
    id: z.string(),
    subject: z.string().optional().meta({ description: 'the end user it was saved with (docs/subjects.md); absent when none' }),
    blueprintId: z.string().meta({ description: 'the saved blueprint it was computed from; empty string when computed from birth data' }),
    blueprintName: z.string().meta({ description: 'the blueprint’s name; for birth data "Birth data <date> <time>, <place>"' }),
    birthDate: z.string(),
    birthTime: z.string(),
    location: z.string(),
    transitDate: z.string(),
    date: z.string(),
    period,
    includeAI: z.boolean(),
    creditsUsed: int().min(0),
    createdAt: z.string(),
  })
  .loose().meta({ id: 'TransitSummary', description: 'a saved personal horoscope as the lists show it' });

export const transitCreateResponse = z.object({ id: z.string().nullable().optional(), period, date: z.string(), transits: transitContent, aiInterpretation: z.string().nullable().optional(), warnings: timeUnknownWarnings }).loose().meta({ id: 'TransitReportCreated' });

export const transitListResponse = z.object({ transits: z.array(transitSummary.extend({ aspects: z.array(majorTransit) }).meta({ id: 'TransitListItem' })), pagination }).loose().meta({ id: 'TransitList' });

export const transitMetadataResponse = z
    .object({ transits: z.array(transitSummary.extend({ aspectCount: int().min(0), status: z.string() }).meta({ id: 'TransitMetadata' })), pagination })
    .loose().meta({ id: 'TransitMetadataList' });

export const transitGetResponse = z
    .object({
      transit: transitSummary.extend({
        transits: transitContent,
        status: z.string(),
        aiInterpretation: z.string().nullable().optional(),
        window: transitWindow.optional(),
      }).meta({ id: 'SavedTransitReport', description: 'a saved personal horoscope: TransitSummary and its report' }),
    })
    .loose().meta({ id: 'TransitResult' });

export const transitsTodayResponse = z
    .object({
      id: z.string(),
      date: z.string(),
      dailyInsight: z.string(),
      theme: z.string(),
      energy: z.string(),
      highlights: z.array(z.object({ type: z.string(), importance: z.string(), description: z.string() }).loose().meta({ id: 'DayHighlight' })),
      planetsData: z.record(z.string(), z.object({ sign: sign(), house: int().min(1).max(12), longitude: z.number(), isRetrograde: z.boolean() }).loose().meta({ id: 'TransitingPlanet' })),
    })
    .loose().meta({ id: 'DailyTransits' });
