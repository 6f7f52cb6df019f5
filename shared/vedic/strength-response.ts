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
