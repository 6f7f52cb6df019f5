/** POST /v1/images/davison-wheel: the Davison chart of two people as a wheel, SVG or PNG (1 credit). */
import { blueprintStore } from '#shared/blueprint/store-access';
import { defineRoute } from '#shared/http/route-handler';
import { pairDrawing, pairImageRequestSchema } from '#shared/images/pair';
import { imageResult } from '#shared/images/render';

export const handler = defineRoute('images-davison-wheel', {
  schema: pairImageRequestSchema,
  handle: async (req, ctx) => {
    const drawing = await pairDrawing('davison-wheel', req, blueprintStore(ctx.deps), { ownerId: ctx.caller.accountId, keyId: ctx.caller.keyId }, ctx.language);
    return { raw: await imageResult(drawing, req.format, req.size, 'davison-wheel') };
  },
});
