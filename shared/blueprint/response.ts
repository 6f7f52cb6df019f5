/**
 * Schemas of `data` in the blueprint routes' answers (generate, list, get, delete); see shared/astro/response.ts.
 */
import * as z from 'zod';
import { int, pagination, sign } from '../answers';
import { aspect, chartHouses, houseSystem, moonRange, natalChartExtras, timeUnknownWarnings } from '../astro/response';
import { blueprintHumanDesign } from '../human-design/response';
import { blueprintNumerology } from '../numerology/response';
const moduleFlags = z.object({ astrology: z.boolean(), humanDesign: z.boolean(), numerology: z.boolean() }).loose().meta({ id: 'BlueprintModules', description: 'the modules of a blueprint: astrology, humanDesign, numerology' });


/** A saved blueprint as the list shows it (the get adds the content). */
const blueprintSummary = z
  .object({
    id: z.string(),
    subject: z.string().optional().meta({ description: 'the end user it was saved with (docs/subjects.md); absent when none' }),
    name: z.string(),
    birthDate: z.string(),
    status: z.string(),
    modules: moduleFlags,
    modulesIncluded: z.array(z.string()),
    modulesFailed: z.array(z.string()),
    sectionsGenerated: int().min(0),
    creditsUsed: int().min(0),
    createdAt: z.string(),
  })
  .loose()
  .meta({ id: 'BlueprintSummary', description: 'a saved blueprint as the list shows it (GET /blueprints/{id} adds its content: Blueprint)' });

/** spec 2.3 `astrology` (shared/astro/present.ts BlueprintAstrology). */
export const blueprintAstrology = z
  .object({
    celestialBodies: z.record(z.string(), z.object({ sign: sign(), longitude: z.number(), house: int().min(1).max(12).nullish() }).loose().meta({ id: 'BlueprintBody' }).nullable()),
    houses: chartHouses.nullish(),
    aspects: z.array(aspect).nullish(),
    houseSystem: houseSystem.nullish(),
    isDayChart: z.boolean().nullish(),
    moonRange,
    ...natalChartExtras,
  })
  .loose()
  .meta({ id: 'BlueprintAstrology', description: 'the astrology of a blueprint: the natal chart with its optional blocks' });
export const blueprintData = z
  .object({
    birthInfo: z
      .object({
    fullName: z.string().optional(),
    date: z.string(),
    time: z.string().nullable().optional(),
    timeUnknown: z.literal(true).optional(),
    location: z.string().optional(),
    utc: z.string().optional(),
    utcOffset: z.string().optional(),
    offsetRule: z.string().optional(),
      })
      .loose()
      .meta({ id: 'BlueprintBirthInfo' }),
    warnings: timeUnknownWarnings,
    astrology: blueprintAstrology.nullable().optional(),
    humanDesign: blueprintHumanDesign.nullable().optional(),
    numerology: blueprintNumerology.nullable().optional(),
    aiContent: z.record(z.string(), z.string()),
    blueprintId: z.string().optional(),
  })
  .loose()
  .meta({ id: 'GeneratedBlueprint', description: 'a blueprint as POST /generate-blueprint answers it (saved under `blueprintId`)' });

export const blueprintListResponse = z.object({ blueprints: z.array(blueprintSummary), pagination }).loose().meta({ id: 'BlueprintList' });

/** A saved blueprint (GET /blueprints/{id}): the summary and its content. */
const blueprint = blueprintSummary
  .extend({
    birthTime: z.string().nullable().optional(),
    location: z.string().nullable().optional(),
    aiModules: moduleFlags.optional(),
    aiModulesIncluded: z.array(z.string()).optional(),
    warnings: z.record(z.string(), z.string()).optional(),
    birthInfo: blueprintData.shape.birthInfo.optional(),
    astrology: blueprintAstrology.nullable().optional(),
    humanDesign: blueprintHumanDesign.nullable().optional(),
    numerology: blueprintNumerology.nullable().optional(),
    aiContent: z.record(z.string(), z.string()).optional(),
    sectionTitles: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Blueprint', description: 'a saved blueprint: BlueprintSummary and its content' });

export const blueprintGetResponse = z.object({ blueprint }).loose().meta({ id: 'BlueprintResult', description: 'a saved blueprint: `{ blueprint }`' });
