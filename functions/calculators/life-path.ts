/** POST /v1/calculators/life-path: 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { lifePathSchema } from '#shared/http/schemas';
import { lifePathProseInLanguage, localizeLifePath } from '#shared/ai/offline/localize-numerology';
import { lifePath } from '#shared/numerology/life-path';
import { lifePathResponse } from '#shared/numerology/response';

export const handler = defineRoute('calculators-life-path', {
  response: lifePathResponse,
  schema: lifePathSchema,
  // name, keywords and prose in the request's language (shared/ai/offline/localize-numerology.ts); a language whose
  // prose is not written yet answers it in English and meta says so
  handle: (input, ctx) => ({
    data: localizeLifePath(lifePath(input.birthDate), ctx.language),
    ...(lifePathProseInLanguage(ctx.language) ? {} : { meta: { languageFallback: true } }),
  }),
});
