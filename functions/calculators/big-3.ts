/** POST /v1/calculators/big-3: 1 credit. */
import { computeBigThree } from '#shared/astro/big-three';
import { BIG_THREE_ABSENT, moonRange, timeUnknownInfo, timeUnknownWarning } from '#shared/astro/time-unknown';
import { defineRoute } from '#shared/http/route-handler';
import { bigThreeRequestSchema, chartOptionsOf } from '#shared/http/schemas';
import { birthInfo, toBirthInput } from './birth';

export const handler = defineRoute('calculators-big-3', {
  schema: bigThreeRequestSchema,
  timeUnknown: true,
  handle: (input) => {
    const birth = toBirthInput(input);
    const options = chartOptionsOf(input);
    const big = computeBigThree(birth, options);
    if (input.timeUnknown === true) {
      // the Sun and Moon signs of 12:00; no rising sign, no houses; the Moon's range over the day
      return {
        data: {
          sun: { ...big.sun, house: null },
          moon: { ...big.moon, house: null },
          moonRange: moonRange(birth, options),
          rising: null,
          birthInfo: timeUnknownInfo(birthInfo(input)),
          warnings: [timeUnknownWarning(BIG_THREE_ABSENT, 'The Moon sign is that of 12:00: moonRange gives it at the first and last second of the day.')],
        },
      };
    }
    return { data: { ...big, birthInfo: birthInfo(input) } };
  },
});
