/**
 * Schemas of `data` in the 200 answers, by route name, for the API description
 * (shared/http/openapi.ts). A handler may instead declare its own with
 * `defineRoute(name, { response })`, which wins. Objects are open (`.loose()`): a new field is
 * not a breaking change, a missing or retyped documented field is (the integration tests
 * validate every real answer against the description).
 */
import * as z from 'zod';

const int = () => z.int();
const sign = () => z.string().meta({ description: 'zodiac sign, lower case', example: 'cancer' });

const pagination = z
  .object({ page: int().min(1), limit: int().min(1).max(100), total: int().min(0), totalPages: int().min(0), hasMore: z.boolean() })
  .loose();

const placement = z
  .object({
    sign: sign(),
    degree: int().min(0).max(29),
    keywords: z.string(),
    description: z.string(),
    element: z.enum(['fire', 'earth', 'air', 'water']),
    modality: z.enum(['cardinal', 'fixed', 'mutable']),
    house: int().min(1).max(12).optional(),
  })
  .loose();

const birthInfo = z.object({ date: z.string(), time: z.string().optional(), location: z.string().optional() }).loose();

export const RESPONSE_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  'account-get': z
    .object({
      accountId: z.string(),
      type: z.string().meta({ example: 'personal' }),
      name: z.string(),
      balance: int().meta({ description: 'credits' }),
      keyId: z.string().optional(),
    })
    .loose(),
  'calculators-life-path': z
    .object({
      lifePathNumber: int().meta({ description: '1 to 9, or a master number 11, 22, 33' }),
      name: z.string(),
      keywords: z.string(),
      description: z.string(),
      strengths: z.array(z.string()),
      challenges: z.array(z.string()),
      calculation: z.object({ month: int(), day: int(), year: int(), sum: int() }).loose(),
    })
    .loose(),
  'calculators-big-3': z.object({ sun: placement, moon: placement, rising: placement, birthInfo }).loose(),
  'calculators-natal-chart': z
    .object({
      chart: z
        .object({
          celestialBodies: z.record(z.string(), z.object({ sign: sign() }).loose()),
          houses: z.record(z.string(), z.object({}).loose()),
          aspects: z.array(z.object({}).loose()),
          houseSystem: z.object({ requested: z.string(), used: z.string(), fallback: z.boolean() }).loose(),
        })
        .loose(),
    })
    .loose(),
  'blueprints-list': z.object({ blueprints: z.array(z.object({}).loose()), pagination }).loose(),
  'transits-list': z.object({ transits: z.array(z.object({}).loose()), pagination }).loose(),
  'advisor-conversations-list': z.object({ conversations: z.array(z.object({}).loose()), pagination }).loose(),
};
