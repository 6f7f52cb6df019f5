/** POST /v1/vedic/dasha: Vimshottari dasha periods, balance at birth and the running periods, 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { vedicDashaSchema } from '#shared/vedic/request';
import { vedicDashaResponse } from '#shared/vedic/response';
import { vedicDashaData, vedicDeps } from '#shared/vedic/service';

export const handler = defineRoute('vedic-dasha', {
  schema: vedicDashaSchema,
  response: vedicDashaResponse,
  handle: async (input, ctx) => ({ data: await vedicDashaData(input, vedicDeps(ctx), ctx.language) }),
});
