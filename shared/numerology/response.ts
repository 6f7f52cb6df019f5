/**
 * Schemas of the numerology answers (life path; a blueprint's `numerology`); see shared/astro/response.ts.
 */
import * as z from 'zod';
import { int } from '../answers';
/** spec 2.3 `numerology` (shared/numerology NumerologyNumbers). */
export const blueprintNumerology = z
  .object({
    lifePathNumber: int().meta({ description: '1 to 9, or a master number 11, 22, 33' }),
    expressionNumber: int().optional(),
    soulUrgeNumber: int().optional(),
    personalityNumber: int().optional(),
    personalYear: int().optional(),
    personalMonth: int().optional(),
    personalDay: int().optional(),
  })
  .loose().meta({ id: 'NumerologyNumbers' });

export const lifePathResponse = z
    .object({
      lifePathNumber: int().meta({ description: '1 to 9, or a master number 11, 22, 33' }),
      name: z.string(),
      keywords: z.string(),
      description: z.string(),
      strengths: z.array(z.string()),
      challenges: z.array(z.string()),
      calculation: z.object({ month: int(), day: int(), year: int(), sum: int() }).loose().meta({ id: 'LifePathCalculation' }),
    })
    .loose().meta({ id: 'LifePath' });
