/** POST /v1/images/natal-wheel: the natal chart wheel as SVG or PNG (1 credit). */
import { blueprintStore } from '#shared/blueprint/store-access';
import { defineRoute } from '#shared/http/route-handler';
import { natalWheelDrawing, personOf } from '#shared/images/images';
import { imageResult } from '#shared/images/render';
import { imageRequestSchema } from '#shared/images/request';
import { toBirthInput } from '#shared/birth-source/birth-data';

export const handler = defineRoute('images-natal-wheel', {
  schema: imageRequestSchema,
  timeUnknown: true,
  handle: async (req, ctx) => {
    const drawing = await natalWheelDrawing(personOf(req, toBirthInput, ctx.language), req, blueprintStore(ctx.deps), ctx.caller.accountId, ctx.language);
    return { raw: await imageResult(drawing, req.format, req.size, 'natal-wheel') };
  },
});
