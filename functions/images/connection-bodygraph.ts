/** POST /v1/images/connection-bodygraph: the connection bodygraph of two people in two colours, SVG or PNG (1 credit). */
import { blueprintStore } from '#shared/blueprint/store-access';
import { defineRoute } from '#shared/http/route-handler';
import { connectionImageRequestSchema, pairDrawing } from '#shared/images/pair';
import { imageResult } from '#shared/images/render';

export const handler = defineRoute('images-connection-bodygraph', {
  schema: connectionImageRequestSchema,
  handle: async (req, ctx) => {
    const drawing = await pairDrawing('connection-bodygraph', req, blueprintStore(ctx.deps), { ownerId: ctx.caller.accountId, keyId: ctx.caller.keyId }, ctx.language);
    return { raw: await imageResult(drawing, req.format, req.size, 'connection-bodygraph') };
  },
});
