/**
 * Schemas of `data` in the 200 answers of the sky calendar routes (the API description documents
 * them; integration tests validate real answers against them). Objects are open (`.loose()`).
 */
import * as z from 'zod';
import { SIGN_KEYS } from '../astro/zodiac';
import { CHALDEAN_ORDER } from './planetary-hours';
import { SKY_EVENT_TYPES } from './sky-calendar';

const iso = (description: string) => z.string().meta({ description });
const sign = z.enum(SIGN_KEYS).meta({ description: 'zodiac sign, lower case' });
const body = z.string().meta({ description: 'body identifier, lower case (sun, moon, mercury ... pluto, chiron, north_node)', example: 'mercury' });
const placed = { longitude: z.number().min(0).lt(360), sign, degree: z.number().min(0).lt(30) };
const local = {
  localAt: iso('`at` in the requested timezone, ISO 8601 with its offset (only when timezone is given)').optional(),
};
const saros = z.object({ series: z.int(), member: z.int() }).loose().nullable().meta({ description: 'Saros series and member number' });

export const skyEvent = z
  .object({
    type: z.enum(SKY_EVENT_TYPES),
    at: iso('the exact moment, ISO 8601 UTC (greatest eclipse for an eclipse, the start of a void-of-course period)'),
    ...local,
    kind: z.enum(['solar', 'lunar']).optional().meta({ description: 'eclipse: solar or lunar' }),
    eclipseType: z.enum(['total', 'annular', 'hybrid', 'partial', 'penumbral']).optional(),
    magnitude: z.number().optional().meta({ description: 'solar eclipse: fraction of the Sun\'s diameter covered at greatest eclipse' }),
    umbralMagnitude: z.number().optional(),
    penumbralMagnitude: z.number().optional(),
    saros: saros.optional(),
    greatestAt: z.object({ latitude: z.number(), longitude: z.number() }).loose().optional().meta({ description: 'solar eclipse: where greatest eclipse is seen' }),
    phase: z.enum(['new-moon', 'first-quarter', 'full-moon', 'last-quarter']).optional(),
    body: body.optional(),
    bodies: z.array(body).optional().meta({ description: 'aspect: the two slow planets' }),
    aspect: z.enum(['conjunction', 'sextile', 'square', 'trine', 'opposition']).optional(),
    angle: z.number().optional(),
    direction: z.enum(['retrograde', 'direct']).optional().meta({ description: 'station: the motion that begins' }),
    retrograde: z.boolean().optional().meta({ description: 'ingress: entered moving backwards' }),
    from: sign.optional().meta({ description: 'ingress: the sign left' }),
    nextSign: sign.optional(),
    end: iso('void of course: its end, the Moon\'s ingress').optional(),
    localEnd: iso('`end` in the requested timezone').optional(),
    lastAspect: z.object({ body, aspect: z.string(), at: z.string() }).loose().nullable().optional(),
    longitude: placed.longitude.optional(),
    sign: sign.optional(),
    degree: placed.degree.optional(),
  })
  .loose().meta({ id: 'SkyEvent' });

export const skyEventsResponse = z
  .object({
    from: z.string(),
    to: z.string(),
    timezone: z.string(),
    zodiac: z.enum(['tropical', 'sidereal']),
    ayanamsha: z.string().optional(),
    types: z.array(z.enum(SKY_EVENT_TYPES)),
    window: z.object({ start: z.string(), end: z.string() }).loose(),
    events: z.array(skyEvent),
  })
  .loose().meta({ id: 'SkyEvents' });

const ruler = z.enum(CHALDEAN_ORDER);
export const planetaryHoursResponse = z
  .object({
    date: z.string(),
    location: z.object({ latitude: z.number(), longitude: z.number(), timezone: z.string(), city: z.string().optional(), country: z.string().optional() }).loose(),
    weekday: z.string(),
    dayRuler: ruler,
    sunrise: iso('local time with offset'),
    sunset: iso('local time with offset'),
    nextSunrise: iso('local time with offset'),
    hours: z.array(
      z
        .object({ hour: z.int().min(1).max(24), ruler, period: z.enum(['day', 'night']), start: z.string(), end: z.string(), startUtc: z.string(), endUtc: z.string() })
        .loose(),
    ),
  })
  .loose().meta({ id: 'PlanetaryHours' });
