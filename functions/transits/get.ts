/** GET /v1/transits/{id}: one saved horoscope of the caller (free; envelope meta is empty, spec 2.1). */
import { jsonResponse } from '#shared/http/errors';
import { defineRoute } from '#shared/http/route-handler';
import { storedLanguage } from '#shared/http/stored-language';
import { transitIdSchema } from '#shared/transits/request';
import { transitStore } from '#shared/transits/store-access';
import { transitNotFound, transitView } from '#shared/transits/views';
import { transitGetResponse } from '#shared/transits/response';

export const handler = defineRoute('transits-get', {
  response: transitGetResponse,
  schema: transitIdSchema,
  handle: async ({ id }, ctx) => {
    const record = await transitStore(ctx.deps).get(ctx.caller.accountId, id);
    if (!record) throw transitNotFound(id);
    // in the language it was made in, with its writer (docs/languages.md)
    const stored = storedLanguage(record);
    return { raw: jsonResponse(200, { success: true, data: { transit: transitView(record, ctx.deps.now()) }, meta: stored.meta.writer ? { writer: stored.meta.writer } : {} }, stored.headers) };
  },
});
