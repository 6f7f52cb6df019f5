/** POST /v1/images/transit-wheel: the natal chart inside, the bodies of a moment (default now) outside (1 credit). */
import { blueprintStore } from '#shared/blueprint/store-access';
import { defineRoute } from '#shared/http/route-handler';
import { personOf, transitWheelDrawing } from '#shared/images/images';
import { imageResult } from '#shared/images/render';
import { transitImageRequestSchema } from '#shared/images/request';
import { toBirthInput } from '#shared/birth-source/birth-data';

export const handler = defineRoute('images-transit-wheel', {
  schema: transitImageRequestSchema,
  handle: async (req, ctx) => {
    const drawing = await transitWheelDrawing(personOf(req, toBirthInput, ctx.language), req, ctx.deps.now(), blueprintStore(ctx.deps), ctx.caller.accountId, ctx.language);
    return { raw: await imageResult(drawing, req.format, req.size, 'transit-wheel') };
  },
});
