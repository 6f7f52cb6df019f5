/** POST /v1/astrocartography: the angle lines of each body for a birth (GeoJSON), parans and the lines near places, 2 credits. */
import { astrocartographyResponse } from '#shared/astrocartography/response';
import { astrocartographySchema } from '#shared/astrocartography/request';
import { astrocartographyData } from '#shared/astrocartography/service';
import { defineRoute } from '#shared/http/route-handler';
import { predictiveDeps } from '#shared/predictive/service';

export const handler = defineRoute('astrocartography', {
  schema: astrocartographySchema,
  response: astrocartographyResponse,
  handle: async (input, ctx) => ({ data: await astrocartographyData(input, predictiveDeps(ctx)) }),
});
