/** POST /v1/vedic/strength: shadbala of the seven grahas with their components, bhavabala of the twelve houses, 2 credits. */
import { defineRoute } from '#shared/http/route-handler';
import { vedicStrengthSchema } from '#shared/vedic/strength-request';
import { vedicStrengthResponse } from '#shared/vedic/strength-response';
import { vedicDeps } from '#shared/vedic/service';
import { vedicStrengthData } from '#shared/vedic/strength-service';

export const handler = defineRoute('vedic-strength', {
  schema: vedicStrengthSchema,
  response: vedicStrengthResponse,
  handle: async (input, ctx) => ({ data: await vedicStrengthData(input, vedicDeps(ctx), ctx.language) }),
});
