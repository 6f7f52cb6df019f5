/** Request parsing of the horoscope routes (zod, the platform's `"<error>|<message>"` convention). */
import * as z from 'zod';
import { SIGN_KEYS, isSignKey, type SignKey } from '../astro/zodiac';

export const ERR_SIGN = 'Invalid zodiac sign';
const SIGN_MSG = `${ERR_SIGN}|sign must be one of ${SIGN_KEYS.join(', ')} or all (any letter case)`;

/**
 * The `{sign}` segment: a sign, or `all` (the literal route /horoscope/all wins only for the lower
 * case spelling: API Gateway and the local router match path segments case-sensitively, so
 * `/horoscope/ALL` reaches this route and is answered as /horoscope/all).
 */
export type SignParam = SignKey | 'all';

/** A case-insensitive JSON Schema pattern (ECMA-262 without flags): `[lL][eE][oO]`. */
const anyCase = (word: string): string => [...word].map((c) => `[${c}${c.toUpperCase()}]`).join('');

/** The signs and `all` in any letter case, as the API description states them (a validating proxy accepts LEO). */
export const SIGN_PARAM_PATTERN = `^(${[...SIGN_KEYS, 'all'].map(anyCase).join('|')})$`;

export const signParamSchema = z
  .object({
    sign: z
      .string({ error: SIGN_MSG })
      .regex(new RegExp(SIGN_PARAM_PATTERN), { error: SIGN_MSG })
      .transform((s) => s.toLowerCase())
      .refine((s): s is SignParam => s === 'all' || isSignKey(s), { error: SIGN_MSG })
      .transform((s) => s as SignParam)
      .meta({ description: `One of ${SIGN_KEYS.join(', ')}, or all; case-insensitive` }),
  })
  .loose();
