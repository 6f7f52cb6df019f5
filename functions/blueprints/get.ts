/** GET /v1/blueprints/{id}: one saved blueprint of the caller (free; envelope meta is empty, spec 2.1). */
import { idParamSchema } from '#shared/blueprint/request';
import { blueprintStore } from '#shared/blueprint/store-access';
import { blueprintView, notFound } from '#shared/blueprint/views';
import { jsonResponse } from '#shared/http/errors';
import { defineRoute } from '#shared/http/route-handler';
import { storedLanguage } from '#shared/http/stored-language';
import { localizeHumanDesign } from '#shared/i18n/present';
import { blueprintGetResponse } from '#shared/blueprint/response';

export const handler = defineRoute('blueprints-get', {
  response: blueprintGetResponse,
  schema: idParamSchema,
  handle: async ({ id }, ctx) => {
    const record = await blueprintStore(ctx.deps).get(ctx.caller.accountId, id);
    if (!record) throw notFound(id);
    // in the language it was made in, with its writer (docs/languages.md)
    const stored = storedLanguage(record);
    const view = blueprintView(record);
    // its Human Design display names (profile, channels) in its language, as its creation answered them
    const blueprint = record.language && view.humanDesign ? { ...view, humanDesign: localizeHumanDesign(view.humanDesign, record.language) } : view;
    return { raw: jsonResponse(200, { success: true, data: { blueprint }, meta: stored.meta.writer ? { writer: stored.meta.writer } : {} }, stored.headers) };
  },
});
