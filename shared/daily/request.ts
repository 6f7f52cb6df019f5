/** Request parsing of the horoscope routes (zod, the platform's `"<error>|<message>"` convention). */
import * as z from 'zod';
import { SIGN_KEYS, isSignKey, type SignKey } from '../astro/zodiac';

export const ERR_SIGN = 'Invalid zodiac sign';
const SIGN_MSG = `${ERR_SIGN}|sign must be one of ${SIGN_KEYS.join(', ')} (any letter case)`;

export const signParamSchema = z
  .object({
    sign: z
      .string({ error: SIGN_MSG })
      .transform((s) => s.trim().toLowerCase())
      .refine((s): s is SignKey => isSignKey(s), { error: SIGN_MSG })
      .transform((s) => s as SignKey)
      .meta({ description: `One of ${SIGN_KEYS.join(', ')}; case-insensitive` }),
  })
  .loose();
