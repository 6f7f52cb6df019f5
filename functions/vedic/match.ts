/** POST /v1/vedic/match: Ashtakoota (Guna Milan) of two people with Manglik dosha and a verdict, 2 credits. */
import { defineRoute } from '#shared/http/route-handler';
import { vedicMatchSchema } from '#shared/vedic/request';
import { vedicMatchResponse } from '#shared/vedic/response';
import { vedicDeps, vedicMatchData } from '#shared/vedic/service';

export const handler = defineRoute('vedic-match', {
  schema: vedicMatchSchema,
  // an unknown birth time: answered when the person's Moon keeps its nakshatra and sign all day (shared/vedic/service.ts)
  timeUnknown: true,
  response: vedicMatchResponse,
  handle: async (input, ctx) => ({ data: await vedicMatchData(input, vedicDeps(ctx), ctx.language) }),
});
