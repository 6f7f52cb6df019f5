/** POST /v1/calculators/big-3: 1 credit. */
import { computeBigThree } from '#shared/astro/big-three';
import { defineRoute } from '#shared/http/route-handler';
import { bigThreeRequestSchema, chartOptionsOf } from '#shared/http/schemas';
import { birthInfo, toBirthInput } from './birth';

export const handler = defineRoute('calculators-big-3', {
  schema: bigThreeRequestSchema,
  handle: (input) => ({ data: { ...computeBigThree(toBirthInput(input), chartOptionsOf(input)), birthInfo: birthInfo(input) } }),
});
