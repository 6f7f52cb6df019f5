/**
 * Schemas of `data` in the relationship routes' answers (create, list, get); see shared/astro/response.ts.
 */
import * as z from 'zod';
import { int, pagination } from '../answers';
import { chartAspects, chartBodies, chartHouses, natalChartExtrasObject } from '../astro/response';
const relationshipModules = z.object({ synastry: z.boolean(), composite: z.boolean(), davison: z.boolean(), humanDesign: z.boolean(), numerology: z.boolean() }).loose().meta({ id: 'RelationshipModules' });
const relationshipPerson = z.object({ name: z.string(), birthDate: z.string(), birthTime: z.string(), location: z.string(), blueprintId: z.string().nullable() }).loose().meta({ id: 'RelationshipPerson' });
/** The five modules of a relationship (null when not selected or failed) and the AI reading. */
const relationshipContent = {
  synastry: z
    .object({
      aspects: z.array(z.object({ pointA: z.string(), pointB: z.string(), type: z.string(), orb: z.number(), influence: z.enum(['harmonious', 'challenging', 'intense', 'adjusting']) }).loose().meta({ id: 'SynastryAspect' })),
      houseOverlays: z.object({ aInB: z.array(z.object({ point: z.string(), house: int().min(1).max(12) }).loose()), bInA: z.array(z.object({ point: z.string(), house: int().min(1).max(12) }).loose()) }).loose().meta({ id: 'HouseOverlays' }),
      elements: z.object({ counts: z.record(z.string(), int().min(0)), dominant: z.string() }).loose().meta({ id: 'ElementCounts' }),
      modalities: z.object({ counts: z.record(z.string(), int().min(0)), dominant: z.string() }).loose().meta({ id: 'ModalityCounts' }),
      score: z
        .object({
          value: int().min(0),
          band: z.enum(['Minimal', 'Medium', 'Important', 'Very Important', 'Exceptional', 'Rare Exceptional']),
          contributions: z.array(z.object({ rule: z.string(), points: int(), description: z.string() }).loose().meta({ id: 'ScoreContribution' })),
        })
        .loose().meta({ id: 'SynastryScore' }),
      harmony: z.object({ value: int().min(0).max(100) }).loose().meta({ id: 'Harmony' }),
    })
    .loose().meta({ id: 'Synastry' })
    .nullable(),
  composite: z
    .object({ celestialBodies: chartBodies, houses: chartHouses, aspects: chartAspects, angles: z.object({ ascendant: z.number(), midheaven: z.number(), rule: z.enum(['near', 'far-midheaven', 'far-ascendant']) }).loose().meta({ id: 'CompositeAngles' }) })
    .loose().meta({ id: 'CompositeChart' })
    .nullable(),
  davison: z
    .object({
      moment: z.object({ utc: z.string(), jdUT: z.number() }).loose().meta({ id: 'DavisonMoment' }),
      place: z.object({ latitude: z.number(), longitude: z.number() }).loose().meta({ id: 'DavisonPlace' }),
      celestialBodies: chartBodies,
      houses: chartHouses,
      aspects: chartAspects,
    })
    .loose().meta({ id: 'DavisonChart' })
    .nullable(),
  humanDesign: z
    .object({
      channels: z.array(z.object({ gates: z.array(int()), name: z.string(), kind: z.enum(['electromagnetic', 'companionship', 'dominance', 'compromise']), who: z.enum(['a', 'b']).nullable() }).loose().meta({ id: 'ConnectionChannel' })),
      centers: z.record(z.string(), z.object({ defined: z.boolean(), definedBy: z.enum(['a', 'b', 'both', 'together']).nullable() }).loose().meta({ id: 'ConnectionCenter' })),
      theme: z.string().meta({ example: '7-2' }),
      combined: z.object({ type: z.string(), definition: z.string() }).loose().meta({ id: 'CombinedDesign' }),
      a: z.object({ type: z.string(), authority: z.string(), profile: z.string() }).loose(),
      b: z.object({ type: z.string(), authority: z.string(), profile: z.string() }).loose(),
    })
    .loose().meta({ id: 'ConnectionChart' })
    .nullable(),
  numerology: z
    .object({
      a: z.object({ lifePathNumber: int(), expressionNumber: int(), soulUrgeNumber: int() }).loose(),
      b: z.object({ lifePathNumber: int(), expressionNumber: int(), soulUrgeNumber: int() }).loose(),
      compatibility: z.object({ score: int().min(0).max(100), band: z.string() }).loose().meta({ id: 'NumerologyCompatibilityScore' }),
      description: z.string(),
    })
    .loose().meta({ id: 'NumerologyCompatibility' })
    .nullable(),
  aiInterpretation: z.string().nullable(),
  charts: z
    .array(natalChartExtrasObject)
    .length(2)
    .optional()
    .meta({ description: 'only with a natal chart option (asteroids, fixedStars, lots, ...): the asked blocks of each person’s natal chart, people[0] first (docs/astrology.md)' }),
};
/** The chart options a relationship was computed with besides its house system (only when any was sent). */
const relationshipChartOptions = z
  .object({
    zodiac: z.enum(['tropical', 'sidereal']).optional(),
    ayanamsha: z.string().optional(),
    nodeType: z.enum(['true', 'mean']).optional(),
    lilithType: z.enum(['mean', 'true']).optional(),
    orbs: z.record(z.string(), z.number()).optional(),
  })
  .loose().meta({ id: 'RelationshipChartOptions' })
  .optional()
  .meta({ description: 'the chart options sent besides houseSystem (absent when none was): zodiac with its ayanamsha, nodeType, lilithType, orbs' });
/** A saved relationship as the list shows it (the get adds the content). */
const relationshipSummary = z
  .object({
    id: z.string(),
    subject: z.string().optional().meta({ description: 'the end user it was saved with (docs/subjects.md); absent when none' }),
    people: z.array(relationshipPerson),
    chartOptions: relationshipChartOptions,
    modules: relationshipModules,
    modulesIncluded: z.array(z.string()),
    modulesFailed: z.array(z.string()),
    includeAI: z.boolean(),
    aiIncluded: z.boolean(),
    creditsUsed: int().min(0),
    createdAt: z.string(),
  })
  .loose().meta({ id: 'RelationshipSummary', description: 'a saved relationship as the list shows it' });

export const relationshipCreateResponse = z.object({ relationshipId: z.string().nullable(), people: z.array(relationshipPerson), houseSystem: z.string(), chartOptions: relationshipChartOptions, ...relationshipContent }).loose().meta({ id: 'RelationshipReport', description: 'a relationship as POST /relationships answers it (saved under `relationshipId`)' });

export const relationshipListResponse = z.object({ relationships: z.array(relationshipSummary), pagination }).loose().meta({ id: 'RelationshipList' });

export const relationshipGetResponse = z.object({ relationship: relationshipSummary.extend(relationshipContent).meta({ id: 'Relationship', description: 'a saved relationship: RelationshipSummary and its modules' }) }).loose().meta({ id: 'RelationshipResult' });
