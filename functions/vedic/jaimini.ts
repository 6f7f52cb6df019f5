/** POST /v1/vedic/jaimini: chara karakas, arudhas A1..A12, upapada and karakamsha, 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { vedicJaiminiData } from '#shared/vedic/jaimini-service';
import { vedicJaiminiSchema } from '#shared/vedic/request';
import { vedicJaiminiResponse } from '#shared/vedic/response';
import { vedicDeps } from '#shared/vedic/service';

export const handler = defineRoute('vedic-jaimini', {
  schema: vedicJaiminiSchema,
  response: vedicJaiminiResponse,
  handle: async (input, ctx) => ({ data: await vedicJaiminiData(input, vedicDeps(ctx)) }),
});
