/** POST /v1/vedic/panchang: the five limbs of a Hindu day at a place, with sunrise, moonrise and the kaals, 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { vedicPanchangSchema } from '#shared/vedic/request';
import { vedicPanchangResponse } from '#shared/vedic/response';
import { vedicPanchangData } from '#shared/vedic/service';

export const handler = defineRoute('vedic-panchang', {
  schema: vedicPanchangSchema,
  response: vedicPanchangResponse,
  handle: async (input) => ({ data: vedicPanchangData(input) }),
});
