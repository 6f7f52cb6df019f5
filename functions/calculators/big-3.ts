/** POST /v1/calculators/big-3: 1 credit. */
import { computeBigThree } from '#shared/astro/big-three';
import { BIG_THREE_ABSENT, moonRange, timeUnknownInfo, timeUnknownWarning } from '#shared/astro/time-unknown';
import { defineRoute } from '#shared/http/route-handler';
import { bigThreeRequestSchema, chartOptionsOf } from '#shared/http/schemas';
import { birthInfo, toBirthInput } from '#shared/birth-source/birth-data';
import { localizeBigThree } from '#shared/ai/offline/localize-numerology';
import { bigThreeResponse } from '#shared/astro/response';

export const handler = defineRoute('calculators-big-3', {
  response: bigThreeResponse,
  schema: bigThreeRequestSchema,
  timeUnknown: true,
  handle: (input, ctx) => {
    const birth = toBirthInput(input);
    const options = chartOptionsOf(input);
    // keywords and descriptions in the request's language (English, marked in meta, where not written yet)
    const { data: big, fallback } = localizeBigThree(computeBigThree(birth, options), ctx.language);
    const meta = fallback ? { meta: { languageFallback: true } } : {};
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
        ...meta,
      };
    }
    return { data: { ...big, birthInfo: birthInfo(input) }, ...meta };
  },
});
