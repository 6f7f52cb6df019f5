/** POST /v1/images/astrocartography: the world map with each body's angle lines, SVG or PNG, 1 credit. */
import { astrocartographyImageSchema } from '#shared/astrocartography/request';
import { astrocartographyDrawing } from '#shared/astrocartography/service';
import { defineRoute } from '#shared/http/route-handler';
import { imageResult } from '#shared/images/render';
import { predictiveDeps } from '#shared/predictive/service';

export const handler = defineRoute('images-astrocartography', {
  schema: astrocartographyImageSchema,
  handle: async (req, ctx) => {
    const drawing = await astrocartographyDrawing(req, predictiveDeps(ctx), ctx.language);
    return { raw: await imageResult(drawing, req.format, req.size, 'astrocartography') };
  },
});
