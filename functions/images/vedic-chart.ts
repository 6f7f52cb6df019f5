/** POST /v1/images/vedic-chart: the North or South Indian chart (rashi or a varga) as SVG or PNG, 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { imageResult } from '#shared/images/render';
import { vedicChartImageSchema } from '#shared/vedic/request';
import { vedicChartImageDrawing, vedicDeps } from '#shared/vedic/service';

export const handler = defineRoute('images-vedic-chart', {
  schema: vedicChartImageSchema,
  handle: async (req, ctx) => {
    const drawing = await vedicChartImageDrawing(req, vedicDeps(ctx), ctx.language);
    return { raw: await imageResult(drawing, req.format, req.size, `vedic-chart-${req.style ?? 'north'}`) };
  },
});
