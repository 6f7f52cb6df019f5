/**
 * Schemas of the Human Design answers' shapes (the `humanDesign` of a blueprint, spec 2.3); see shared/astro/response.ts.
 */
import * as z from 'zod';
import { int } from '../answers';
const colorVariable = z.object({ name: z.string(), color: int(), tone: int(), arrow: z.enum(['Left', 'Right']) }).loose().meta({ id: 'ColorVariable' });
const toneVariable = z.object({ name: z.string(), tone: int() }).loose().meta({ id: 'ToneVariable' });
const activation = z.object({ planet: z.string(), gate: int(), line: int(), color: int(), tone: int(), base: int(), longitude: z.number() }).loose().meta({ id: 'Activation' });
export const blueprintHumanDesign = z
  .object({
    type: z.string().nullable(),
    strategy: z.string().nullish(),
    authority: z.string().nullish(),
    profile: z.string().nullable(),
    profileName: z.string().nullish(),
    centers: z.record(z.string(), z.object({ defined: z.boolean(), gates: z.array(int()) }).loose().meta({ id: 'Center' })).nullish(),
    definedCenters: z.array(z.string()).nullish(),
    undefinedCenters: z.array(z.string()).nullish(),
    channels: z.array(z.object({ gates: z.array(int()), name: z.string(), centers: z.array(z.string()) }).loose().meta({ id: 'Channel' })).nullish(),
    gates: z
      .array(z.object({ gate: int(), center: z.string(), activations: z.array(z.object({ side: z.enum(['personality', 'design']), planet: z.string(), line: int() }).loose()) }).loose().meta({ id: 'GateActivations' }))
      .nullish(),
    definition: z.string().nullish(),
    incarnationCross: z.object({ name: z.string(), angle: z.string(), gates: z.array(int()), label: z.string() }).loose().meta({ id: 'IncarnationCross' }).nullish(),
    signature: z.string().nullish(),
    notSelfTheme: z.string().nullish(),
    motivation: z.string().nullish(),
    perspective: z.string().nullish(),
    digestion: z.string().nullish(),
    environment: z.string().nullish(),
    designSense: z.string().nullish(),
    variables: z
      .object({
        determination: colorVariable,
        environment: colorVariable,
        motivation: colorVariable,
        perspective: colorVariable,
        cognition: toneVariable,
        sense: toneVariable,
        arrows: z.object({ designSun: z.string(), designNode: z.string(), personalitySun: z.string(), personalityNode: z.string() }).loose().meta({ id: 'Arrows' }),
        notation: z.string(),
      })
      .loose().meta({ id: 'Variables' })
      .nullish(),
    activations: z.object({ personality: z.array(activation), design: z.array(activation) }).loose().nullish(),
    birthUtc: z.string().nullish(),
    designUtc: z.string().nullish(),
    dayChanges: z
      .array(z.object({ feature: z.string(), from: z.string(), to: z.string(), at: z.string() }).loose().meta({ id: 'DayChange' }))
      .optional()
      .meta({ description: 'only when timeUnknown was true: the features that change during the birth day (null above), with the moment of each change (UTC)' }),
  })
  .loose().meta({ id: 'HumanDesignChart', description: 'the Human Design chart of a blueprint: type, strategy, authority, profile, centers, channels, gates, variables' });

