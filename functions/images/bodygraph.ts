/** POST /v1/images/bodygraph: the Human Design bodygraph as SVG or PNG (1 credit). */
import { blueprintStore } from '#shared/blueprint/store-access';
import { defineRoute } from '#shared/http/route-handler';
import { bodygraphDrawing, personOf } from '#shared/images/images';
import { imageResult } from '#shared/images/render';
import { bodygraphRequestSchema } from '#shared/images/request';
import { toBirthInput } from '#shared/birth-source/birth-data';

export const handler = defineRoute('images-bodygraph', {
  schema: bodygraphRequestSchema,
  handle: async (req, ctx) => {
    const drawing = await bodygraphDrawing(personOf(req, toBirthInput, ctx.language), req, blueprintStore(ctx.deps), ctx.caller.accountId, ctx.language);
    return { raw: await imageResult(drawing, req.format, req.size, 'bodygraph') };
  },
});
