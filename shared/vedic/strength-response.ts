/**
 * Schemas of `data` in the 200 answers of POST /v1/vedic/ashtakavarga and POST /v1/vedic/strength
 * (the API description documents them; integration tests validate real answers against them).
 */
import * as z from 'zod';
import { SIGN_KEYS } from '../astro/zodiac';
import { GRAHA_KEYS } from '../astro/bodies';
import { AV_CONTRIBUTORS, AV_GRAHAS } from './ashtakavarga';

const sign = () => z.enum(SIGN_KEYS).meta({ description: 'sign, lower-case English', example: 'cancer' });
const bindus = (max: number) => z.object(Object.fromEntries(SIGN_KEYS.map((s) => [s, z.int().min(0).max(max)]))).loose().meta({ description: 'bindus by sign, aries..pisces' });
const perGraha = <T extends z.ZodType>(keys: readonly string[], t: T) => z.object(Object.fromEntries(keys.map((k) => [k, t])) as Record<string, T>).loose();
const ayanamsha = z.object({ name: z.string(), value: z.number() }).loose();

export const vedicAshtakavargaResponse = z
  .object({
    ayanamsha,
    nodeType: z.enum(['mean', 'true']),
    signs: perGraha([...GRAHA_KEYS, 'lagna'], sign()).meta({ description: 'the sidereal sign of each graha and of the lagna the bindus are counted from' }),
    bhinna: perGraha(AV_CONTRIBUTORS, bindus(8)).meta({ description: 'the bhinna ashtakavarga of the seven grahas and the lagna (totals 48, 49, 39, 54, 56, 52, 39; lagna 49)' }),
    totals: perGraha(AV_CONTRIBUTORS, z.int()).meta({ description: 'each bhinna’s total' }),
    sarva: bindus(56).meta({ description: 'the sarvashtakavarga: the seven bhinna added (337 in all)' }),
    sarvaTotal: z.literal(337),
    trikonaShodhana: perGraha(AV_GRAHAS, bindus(8)).meta({ description: 'the seven bhinna after the trikona reduction' }),
    ekadhipatyaShodhana: perGraha(AV_GRAHAS, bindus(8)).meta({ description: 'after the trikona then the ekadhipatya reduction' }),
    transit: z
      .union([
        z.object({ sign: sign(), bhinna: perGraha(AV_CONTRIBUTORS, z.int().min(0).max(8)), sarva: z.int().min(0).max(56) }).loose().meta({ description: 'transit as a sign: the bindus each ashtakavarga gives it' }),
        z
          .object({
            date: z.string(),
            at: z.string().meta({ description: 'the moment read, ISO 8601 UTC (00:00 of the date in the birth zone)' }),
            grahas: perGraha(AV_GRAHAS, z.object({ sign: sign(), house: z.int().min(1).max(12).meta({ description: 'from the natal Moon’s sign (1)' }), bindus: z.int().min(0).max(8), sarva: z.int().min(0).max(56) }).loose()),
          })
          .loose()
          .meta({ description: 'transit as a date: each graha’s sidereal sign then, its own bindus and the sarva there' }),
      ])
      .optional()
      .meta({ description: 'with `transit` only' }),
  })
  .loose()
  .meta({ id: 'VedicAshtakavarga' });

const SG = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
const virupas = (d: string) => z.number().meta({ description: `${d}, virupas` });
const grahaStrength = z
  .object({
    name: z.string().meta({ description: 'the graha’s name in the answer’s language (Budha; बुध in Hindi)', example: 'Budha' }),
    sthana: virupas('sthana bala (positional)'),
    dig: virupas('dig bala (directional)'),
    kala: virupas('kala bala (temporal)'),
    chesta: virupas('chesta bala (motional; the Sun’s and the Moon’s stand in their doubled ayana and paksha bala)'),
    naisargika: virupas('naisargika bala (natural)'),
    drik: virupas('drik bala (aspectual, may be negative)'),
    total: virupas('the six added'),
    rupas: z.number().meta({ description: 'total / 60' }),
    required: z.number().meta({ description: 'the minimum of BPHS in rupas: Sun 6.5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5' }),
    ratio: z.number().meta({ description: 'rupas / required: 1 or more is strong enough' }),
    sthanaParts: z.object({ uchcha: z.number(), saptavargaja: z.number(), ojhayugma: z.number(), kendra: z.number(), drekkana: z.number() }).loose(),
    kalaParts: z
      .object({ nathonnatha: z.number(), paksha: z.number(), tribhaga: z.number(), abda: z.number(), masa: z.number(), vara: z.number(), hora: z.number(), ayana: z.number(), yuddha: z.number() })
      .loose(),
  })
  .loose()
  .meta({ id: 'GrahaShadbala' });
const houses = <T extends z.ZodType>(t: T) => z.object(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), t])) as Record<string, T>).loose();

export const vedicStrengthResponse = z
  .object({
    ayanamsha,
    nodeType: z.enum(['mean', 'true']),
    unit: z.literal('virupa'),
    shadbala: perGraha(SG, grahaStrength).meta({ description: 'the shadbala of the seven grahas' }),
    bhavabala: houses(z.number()).meta({ description: 'the bhavabala of houses 1..12, virupas' }),
    bhavabalaParts: houses(z.object({ adhipati: z.number(), dig: z.number(), drishti: z.number() }).loose()).meta({ description: 'its three parts' }),
    benefics: z.array(z.enum(SG)).meta({ description: 'the grahas counted benefic for paksha and drik bala (Jupiter, Venus; the waxing Moon; Mercury unless joined by more malefics)' }),
    yuddha: z.array(z.object({ winner: z.enum(SG), loser: z.enum(SG) }).loose()).meta({ description: 'planetary wars (two of Mars..Saturn within one degree)' }),
    isDayBirth: z.boolean(),
  })
  .loose()
  .meta({ id: 'VedicStrength' });
