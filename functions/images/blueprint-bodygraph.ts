/** GET /v1/blueprints/{id}/bodygraph.svg: the bodygraph of a saved blueprint of the caller (free). */
import { blueprintStore } from '#shared/blueprint/store-access';
import { defineRoute } from '#shared/http/route-handler';
import { bodygraphDrawing } from '#shared/images/images';
import { svgResult } from '#shared/images/svg-response';
import { blueprintImageQuerySchema } from '#shared/images/request';

export const handler = defineRoute('blueprints-bodygraph-svg', {
  schema: blueprintImageQuerySchema,
  handle: async ({ id, theme }, ctx) => {
    const req = { format: 'svg', size: 600, theme, aspects: 'major' } as const;
    const drawing = await bodygraphDrawing({ blueprintId: id }, req, blueprintStore(ctx.deps), ctx.caller.accountId, ctx.language);
    return { raw: svgResult(drawing, req.size, `bodygraph-${id}`) };
  },
});
