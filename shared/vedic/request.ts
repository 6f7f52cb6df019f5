/**
 * Request schemas (zod) of the Vedic routes. The chart, dasha and KP routes take the birth data of
 * spec 2.2 or a `blueprintId` of the caller's, as the predictive routes do (birthOrBlueprint), with
 * their own options: the ayanamsha (every one the API knows, default lahiri) and the node (mean by
 * default, as most Indian software). Messages follow the `"<error>|<message>"` convention.
 */
import * as z from 'zod';
import { AYANAMSHAS, NODE_TYPES, parseAyanamsha } from '../astro/options';
import { isAppError } from '../errors';
import { birthOrBlueprint } from '../predictive/request';
import { VARGAS, type Varga } from './core';

const ayanamsha = (fallback: string) =>
  z
    .string({ error: `Invalid ayanamsha|ayanamsha must be one of ${AYANAMSHAS.join(', ')}` })
    .superRefine((v, ctx) => {
      try {
        parseAyanamsha(v);
      } catch (e) {
        if (!isAppError(e)) throw e;
        ctx.addIssue({ code: 'custom', message: `${e.error}|${e.message}` });
      }
    })
    .transform(parseAyanamsha)
    .optional()
    .meta({ description: `the sidereal zodiac's ayanamsha, default ${fallback}; one of ${AYANAMSHAS.join(', ')}`, example: fallback });

const nodeType = z
  .enum(NODE_TYPES, { error: `Invalid node type|nodeType must be one of ${NODE_TYPES.join(', ')}` })
  .optional()
  .meta({ description: 'Rahu and Ketu: the mean node (default) or the true (osculating) one', example: 'mean', default: 'mean' });

const vargas = z
  .array(z.string({ error: `Invalid varga|vargas is a list out of ${VARGAS.join(', ')}` }), { error: `Invalid varga|vargas is a list out of ${VARGAS.join(', ')}` })
  .superRefine((list, ctx) => {
    for (const v of list) if (!(VARGAS as readonly string[]).includes(v)) ctx.addIssue({ code: 'custom', message: `Invalid varga|unknown varga ${JSON.stringify(v).slice(0, 20)}: vargas is a list out of ${VARGAS.join(', ')}` });
  })
  .transform((list) => VARGAS.filter((v) => list.includes(v)) as Varga[])
  .optional()
  .meta({ description: `divisional charts of the Shodashavarga to compute, default ["D1","D9"]; any of ${VARGAS.join(', ')}`, example: ['D1', 'D9', 'D10'] });

const chartFields = { ayanamsha: ayanamsha('lahiri'), nodeType, vargas };
export const vedicChartSchema = birthOrBlueprint(chartFields);
export type VedicChartRequest = z.output<typeof vedicChartSchema>;
