/** GET /v1/relationships/{id}: one saved relationship of the caller with its modules and reading (free). */
import { defineRoute } from '#shared/http/route-handler';
import { storedLanguage } from '#shared/http/stored-language';
import { relationshipIdSchema } from '#shared/relationships/request';
import { relationshipStore } from '#shared/relationships/store-access';
import { relationshipNotFound, relationshipView } from '#shared/relationships/views';
import { relationshipGetResponse } from '#shared/relationships/response';

export const handler = defineRoute('relationships-get', {
  response: relationshipGetResponse,
  schema: relationshipIdSchema,
  handle: async ({ id }, ctx) => {
    const record = await relationshipStore(ctx.deps).get(ctx.caller.accountId, id);
    if (!record) throw relationshipNotFound(id);
    // in the language it was made in, with its writer (docs/languages.md)
    const stored = storedLanguage(record);
    return { data: { relationship: relationshipView(record) }, meta: stored.meta, headers: stored.headers };
  },
});
