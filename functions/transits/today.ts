/** GET /v1/transits/today: 1 credit; the record of the current UTC day (spec 2.6), written once per day. */
import { dailyService } from '#shared/daily/services';
import { utcDay } from '#shared/daily/sky';
import { writerTag } from '#shared/ai/types';
import { defineRoute } from '#shared/http/route-handler';
import { transitsTodayResponse } from '#shared/transits/response';

export const handler = defineRoute('transits-today', {
  response: transitsTodayResponse,
  handle: async (_input, ctx) => {
    const service = dailyService(ctx.deps);
    const day = utcDay(ctx.deps.now());
    // the day's texts in the request's language when the writer writes it, else English (meta says so)
    const { language, fallback } = await service.textLanguage(ctx.language);
    const data = await service.todayView(day, language);
    return { data, meta: { writer: writerTag(await service.writerOf(day, undefined, language)), ...(fallback ? { languageFallback: true } : {}) } };
  },
});
