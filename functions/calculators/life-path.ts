/** POST /v1/calculators/life-path: 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { lifePathSchema } from '#shared/http/schemas';
import { lifePath } from '#shared/numerology/life-path';

export const handler = defineRoute('calculators-life-path', {
  schema: lifePathSchema,
  handle: (input) => ({ data: lifePath(input.birthDate) }),
});
