/** GET /v1/horoscope/all: 1 credit for the twelve signs of the current UTC day (spec 2.8). */
import { dailyService } from '#shared/daily/services';
import { utcDay } from '#shared/daily/sky';
import { writerTag } from '#shared/ai/types';
import { defineRoute } from '#shared/http/route-handler';
import { horoscopeAllResponse } from '#shared/daily/response';

export const handler = defineRoute('horoscope-all', {
  response: horoscopeAllResponse,
  handle: async (_input, ctx) => {
    const service = dailyService(ctx.deps);
    const day = utcDay(ctx.deps.now());
    // the twelve in the request's language when the writer writes it, else English (meta says so)
    const { language, fallback } = await service.textLanguage(ctx.language);
    const data = await service.allView(day, language);
    return { data, meta: { writer: writerTag(await service.writerOf(day, 'all', language)), ...(fallback ? { languageFallback: true } : {}) } };
  },
});
