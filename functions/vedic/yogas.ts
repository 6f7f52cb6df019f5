/** POST /v1/vedic/yogas: the yogas of the catalogue present in the chart, 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { vedicYogasSchema } from '#shared/vedic/request';
import { vedicYogasResponse } from '#shared/vedic/response';
import { vedicDeps } from '#shared/vedic/service';
import { vedicYogasData } from '#shared/vedic/yogas-service';

export const handler = defineRoute('vedic-yogas', {
  schema: vedicYogasSchema,
  response: vedicYogasResponse,
  handle: async (input, ctx) => ({ data: await vedicYogasData(input, vedicDeps(ctx), ctx.language) }),
});
