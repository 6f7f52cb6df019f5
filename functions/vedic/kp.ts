/** POST /v1/vedic/kp: Krishnamurti Paddhati cusps, lords and significators, 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { vedicKpSchema } from '#shared/vedic/request';
import { vedicKpResponse } from '#shared/vedic/response';
import { vedicDeps, vedicKpData } from '#shared/vedic/service';

export const handler = defineRoute('vedic-kp', {
  schema: vedicKpSchema,
  response: vedicKpResponse,
  handle: async (input, ctx) => ({ data: await vedicKpData(input, vedicDeps(ctx)) }),
});
