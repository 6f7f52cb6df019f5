/**
 * Request schemas (zod) of POST /v1/vedic/ashtakavarga and POST /v1/vedic/strength: the birth data
 * or a `blueprintId` as the other Vedic routes (birthOrBlueprint), their `ayanamsha` and `nodeType`,
 * and for the ashtakavarga an optional `transit` (a date or a sign). Messages follow the
 * `"<error>|<message>"` convention.
 */
import * as z from 'zod';
import { parseDate } from '../astro/time';
import { SIGN_KEYS } from '../astro/zodiac';
import { isAppError } from '../errors';
import { birthOrBlueprint } from '../predictive/request';
import { ayanamsha, nodeType } from './request';

const TRANSIT_ERROR = `Invalid request body|transit must be a date YYYY-MM-DD or a sign (${SIGN_KEYS.join(', ')})`;

const transit = z
  .string({ error: TRANSIT_ERROR })
  .superRefine((v, ctx) => {
    if ((SIGN_KEYS as readonly string[]).includes(v)) return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: TRANSIT_ERROR });
      return;
    }
    try {
      parseDate(v, 'Invalid date');
    } catch (e) {
      if (!isAppError(e)) throw e;
      ctx.addIssue({ code: 'custom', message: `${e.error}|${e.message}` });
      return;
    }
    if (v < '1800-01-02' || v > '2399-12-30') ctx.addIssue({ code: 'custom', message: 'Date out of range|transit must be between 1800-01-02 and 2399-12-30' });
  })
  .optional()
  .meta({
    description:
      'optional: a date YYYY-MM-DD (00:00 in the birth zone): where each of the seven grahas transits then, in the sidereal zodiac, with the bindus of its own ashtakavarga and of the sarva in that sign; or a sign (aries..pisces): the bindus every ashtakavarga gives that sign',
    example: '2026-11-26',
  });

export const vedicAshtakavargaSchema = birthOrBlueprint({ ayanamsha: ayanamsha('lahiri'), nodeType, transit }).meta({ id: 'VedicAshtakavargaRequest' });
export type VedicAshtakavargaRequest = z.output<typeof vedicAshtakavargaSchema>;

export const vedicStrengthSchema = birthOrBlueprint({ ayanamsha: ayanamsha('lahiri'), nodeType }).meta({ id: 'VedicStrengthRequest' });
export type VedicStrengthRequest = z.output<typeof vedicStrengthSchema>;
