/** POST /v1/chinese/bazi: the Four Pillars with luck pillars and the boundaries near the birth, 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { baziSchema } from '#shared/chinese/request';
import { baziResponse } from '#shared/chinese/response';
import { baziData, chineseDeps } from '#shared/chinese/service';

export const handler = defineRoute('chinese-bazi', {
  schema: baziSchema,
  response: baziResponse,
  timeUnknown: true,
  handle: async (input, ctx) => ({ data: await baziData(input, chineseDeps(ctx)) }),
});
