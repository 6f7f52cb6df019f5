/**
 * POST /v1/vedic/gochar: the request (birth data or `blueprintId` as the other Vedic routes, with the
 * window and the grahas) and the schema of its answer's `data`.
 */
import * as z from 'zod';
import { GRAHA_KEYS } from '../astro/bodies';
import { dateInRange, EPHEMERIS_DATES } from '../http/schemas';
import { birthOrBlueprint } from '../predictive/request';
import { ayanamsha, nodeType } from './request';
import { moonRange, timeUnknownWarnings } from '../astro/response';

/** The longest window, in years. */
export const GOCHAR_MAX_YEARS = 50;

const day = (field: string, description: string) =>
  dateInRange(field, EPHEMERIS_DATES)
    .optional()
    .meta({ description, example: field === 'from' ? '2026-01-01' : '2036-01-01' });

const gocharFields = {
  from: day('from', 'the first day of the window (00:00 in the birth zone); default today'),
  to: day('to', `the day the window ends (00:00 in the birth zone, not included), after from and at most ${GOCHAR_MAX_YEARS} years after it; default one year after from`),
  grahas: z
    .array(z.enum(GRAHA_KEYS, { error: `Invalid request body|grahas is a list out of ${GRAHA_KEYS.join(', ')}` }), { error: `Invalid request body|grahas is a list out of ${GRAHA_KEYS.join(', ')}` })
    .min(1, { error: `Invalid request body|grahas is a list out of ${GRAHA_KEYS.join(', ')}` })
    .transform((list) => GRAHA_KEYS.filter((g) => list.includes(g)))
    .optional()
    .meta({ description: `the grahas whose ingresses are listed, default all nine (${GRAHA_KEYS.join(', ')}); Saturn’s Sade Sati, Kantaka and Ashtama spells are given whatever the list`, example: ['saturn', 'jupiter', 'rahu'] }),
  ayanamsha: ayanamsha('lahiri'),
  nodeType,
};
export const vedicGocharSchema = birthOrBlueprint(gocharFields).meta({ id: 'VedicGocharRequest' });
export type VedicGocharRequest = z.output<typeof vedicGocharSchema>;

const moment = () => z.string().meta({ description: 'ISO 8601 UTC', example: '2025-03-29T21:44:56.000Z' });
const sign = () => z.enum(['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces']).meta({ description: 'sidereal sign, lower-case English' });
const house = () => z.int().min(1).max(12).meta({ description: 'whole signs from the natal Moon’s sign (1 = the Moon’s sign)' });
const spell = (extra: Record<string, z.ZodType> = {}) =>
  z
    .object({ ...extra, sign: sign(), houseFromMoon: house(), start: moment().meta({ description: 'Saturn’s ingress into the sign (may be before from)' }), end: moment().meta({ description: 'Saturn’s ingress into the next sign (may be after to)' }) })
    .loose();
const ingress = z
  .object({ at: moment(), sign: sign(), from: sign(), retrograde: z.boolean().meta({ description: 'entering the sign moving backwards (a retrograde re-entry)' }), houseFromMoon: house() })
  .loose()
  .meta({ id: 'GocharIngress' });

export const vedicGocharResponse = z
  .object({
    ayanamsha: z.object({ name: z.string(), value: z.number() }).loose(),
    nodeType: z.enum(['mean', 'true']),
    moon: z.object({ longitude: z.number(), sign: sign() }).loose().meta({ description: 'the natal Moon, whose sign is house 1 of the gochar' }),
    from: moment(),
    to: moment(),
    start: z
      .object(Object.fromEntries(GRAHA_KEYS.map((g) => [g, z.object({ longitude: z.number(), sign: sign(), houseFromMoon: house(), isRetrograde: z.boolean() }).loose()])))
      .loose()
      .meta({ description: 'each graha at the window’s start' }),
    ingresses: z.partialRecord(z.enum(GRAHA_KEYS), z.array(ingress)).meta({ description: 'per graha asked for, its sidereal sign ingresses in the window in time order, retrograde re-entries included' }),
    sadeSati: z.array(spell({ phase: z.enum(['rising', 'peak', 'setting']) })).meta({ description: 'Saturn’s stays in the 12th (rising), 1st (peak) and 2nd (setting) sign from the Moon that overlap the window, every re-entry its own entry' }),
    kantakaShani: z.array(spell()).meta({ description: 'Saturn’s stays in the 4th, 7th and 10th sign from the Moon overlapping the window' }),
    ashtamaShani: z.array(spell()).meta({ description: 'Saturn’s stays in the 8th sign from the Moon overlapping the window' }),
    moonRange,
    timeUnknown: z.literal(true).optional().meta({ description: 'only when the birth time is unknown (the natal Moon’s sign holds all that day, else 400 Moon changes sign on birth date): moon.longitude is the Moon of 12:00 local time' }),
    warnings: timeUnknownWarnings,
  })
  .loose()
  .meta({ id: 'VedicGochar' });
