/** GET /v1/chinese/solar-terms?year: the 24 solar terms of a year, UT to the second (free). */
import { defineRoute } from '#shared/http/route-handler';
import { solarTermsSchema } from '#shared/chinese/request';
import { solarTermsResponse } from '#shared/chinese/response';
import { solarTermsData } from '#shared/chinese/service';

export const handler = defineRoute('chinese-solar-terms', {
  schema: solarTermsSchema,
  response: solarTermsResponse,
  handle: (q) => ({ data: solarTermsData(q) }),
});
