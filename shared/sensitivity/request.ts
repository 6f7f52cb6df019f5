/** Request schema of the birth-time sensitivity route (docs/sensitivity.md). */
import * as z from 'zod';
import { chartBirthOrBlueprint } from '../predictive/request';
import { MAX_MINUTES } from './core';

export const DEFAULT_MINUTES = 30;

/** The birth data (or a blueprintId of the caller), the chart options and the window. */
export const sensitivitySchema = chartBirthOrBlueprint({
  plusMinusMinutes: z
    .int({ error: `Invalid request|plusMinusMinutes must be a whole number of minutes from 1 to ${MAX_MINUTES}` })
    .min(1, { error: `Invalid request|plusMinusMinutes must be a whole number of minutes from 1 to ${MAX_MINUTES}` })
    .max(MAX_MINUTES, { error: `Invalid request|plusMinusMinutes must be a whole number of minutes from 1 to ${MAX_MINUTES}` })
    .optional()
    .meta({ description: `how far the birth moment may be off, either way, in minutes (1-${MAX_MINUTES}); default ${DEFAULT_MINUTES}`, example: 60 }),
}).meta({ id: 'BirthTimeSensitivityRequest' });
export type SensitivityRequest = z.output<typeof sensitivitySchema>;
