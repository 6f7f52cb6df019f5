/** POST /v1/vedic/ashtakavarga: bhinna and sarva ashtakavarga, their shodhanas, transit bindus, 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { vedicAshtakavargaSchema } from '#shared/vedic/strength-request';
import { vedicAshtakavargaResponse } from '#shared/vedic/strength-response';
import { vedicDeps } from '#shared/vedic/service';
import { vedicAshtakavargaData } from '#shared/vedic/strength-service';

export const handler = defineRoute('vedic-ashtakavarga', {
  schema: vedicAshtakavargaSchema,
  response: vedicAshtakavargaResponse,
  handle: async (input, ctx) => ({ data: await vedicAshtakavargaData(input, vedicDeps(ctx)) }),
});
