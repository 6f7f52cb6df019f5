/** POST /v1/images/synastry-wheel: person A inside, person B outside, the aspects between them, as SVG or PNG (1 credit). */
import { blueprintStore } from '#shared/blueprint/store-access';
import { defineRoute } from '#shared/http/route-handler';
import { pairDrawing, synastryImageRequestSchema } from '#shared/images/pair';
import { imageResult } from '#shared/images/render';

export const handler = defineRoute('images-synastry-wheel', {
  schema: synastryImageRequestSchema,
  handle: async (req, ctx) => {
    const drawing = await pairDrawing('synastry-wheel', req, blueprintStore(ctx.deps), { ownerId: ctx.caller.accountId, keyId: ctx.caller.keyId }, ctx.language);
    return { raw: await imageResult(drawing, req.format, req.size, 'synastry-wheel') };
  },
});
