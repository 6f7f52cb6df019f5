/**
 * GET /v1/horoscope/{sign}: 1 credit; today's horoscope of one sign (spec 2.8), sign case-insensitive.
 * `all` in another letter case (`/horoscope/ALL`, which the literal route does not match) is the
 * twelve signs, exactly as GET /v1/horoscope/all.
 */
import { dailyService } from '#shared/daily/services';
import { signParamSchema } from '#shared/daily/request';
import { utcDay } from '#shared/daily/sky';
import { writerTag } from '#shared/ai/types';
import { defineRoute } from '#shared/http/route-handler';
import { horoscopeSignResponse } from '#shared/daily/response';

export const handler = defineRoute('horoscope-sign', {
  response: horoscopeSignResponse,
  schema: signParamSchema,
  handle: async ({ sign }, ctx) => {
    const service = dailyService(ctx.deps);
    const day = utcDay(ctx.deps.now());
    // in the request's language when the writer writes it, else English (meta says so)
    const { language, fallback } = await service.textLanguage(ctx.language);
    const data = sign === 'all' ? await service.allView(day, language) : await service.signView(day, sign, language);
    return { data, meta: { writer: writerTag(await service.writerOf(day, sign, language)), ...(fallback ? { languageFallback: true } : {}) } };
  },
});
