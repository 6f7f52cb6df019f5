/** Schema of `data` in the 200 answer of the birth-time sensitivity route. */
import * as z from 'zod';

const feature = z.string().meta({
  description:
    'the feature: ascendant.sign, midheaven.sign, part_of_fortune.sign, <body>.house, moon.sign, moon.degree (whole degree in the sign), moon.nakshatra (its name, Lahiri), aspect.<a>.<type>.<b> (a major aspect, present or absent), humanDesign.type, humanDesign.authority, humanDesign.definition, humanDesign.profile, humanDesign.incarnationCross, numerology.lifePath',
  example: 'ascendant.sign',
});

export const sensitivityResponse = z
  .object({
    birth: z.object({ utc: z.string(), date: z.string(), time: z.string().optional(), blueprintId: z.string().optional(), timezone: z.string() }).loose(),
    window: z.object({ from: z.string(), to: z.string(), plusMinusMinutes: z.int() }).loose().meta({ description: 'the birth moment +- plusMinusMinutes, ISO 8601 UTC' }),
    precisionSeconds: z.number().meta({ description: 'how close each reported moment is to the true one' }),
    changes: z
      .array(
        z
          .object({
            feature,
            from: z.string().meta({ description: 'the value before the moment', example: 'libra' }),
            to: z.string().meta({ description: 'the value after it', example: 'scorpio' }),
            at: z.string().meta({ description: 'the moment of the change, ISO 8601 UTC (milliseconds)' }),
            minutesFromBirth: z.number().meta({ description: 'the same moment in minutes from the given birth time (negative: earlier)' }),
          })
          .loose(),
      )
      .meta({ description: 'every change inside the window, in time order' }),
    stable: z.array(z.object({ feature, value: z.string() }).loose()).meta({ description: 'the features that hold over the whole window, with their value' }),
    settings: z.object({ zodiac: z.string(), houseSystem: z.string(), nodeType: z.string(), lilithType: z.string() }).loose(),
  })
  .loose().meta({ id: 'BirthTimeSensitivity' });
