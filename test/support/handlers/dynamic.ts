import { z } from 'zod';
import { defineRoute } from '#shared/http/route-handler';
import { DYNAMIC_ROUTE } from '#test/support/test-routes';

export const handler = defineRoute(DYNAMIC_ROUTE, {
  schema: z.object({ reserve: z.number().int().min(0), keep: z.number().int().min(0), failAfter: z.boolean().optional(), delayMs: z.number().int().min(0).max(5000).optional() }),
  handle: async (input, ctx) => {
    const r = await ctx.credits.reserve(input.reserve, { details: { modulesRequested: ['test'] } });
    if (input.delayMs) await new Promise((res) => setTimeout(res, input.delayMs));
    if (input.failAfter) throw new Error('failed after reserving');
    await r.settle(input.keep);
    return { data: { kept: input.keep }, meta: { note: 'dynamic' } };
  },
});
