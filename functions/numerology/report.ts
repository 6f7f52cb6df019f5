/** POST /v1/numerology/report: the numerology report in either system, with meanings in the request's language, 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { predictiveDeps } from '#shared/predictive/service';
import { numerologyReportSchema } from '#shared/numerology/request';
import { numerologyReportResponse } from '#shared/numerology/response';
import { numerologyReportData } from '#shared/numerology/service';

export const handler = defineRoute('numerology-report', {
  schema: numerologyReportSchema,
  response: numerologyReportResponse,
  handle: async (input, ctx) => ({ data: await numerologyReportData(input, predictiveDeps(ctx), ctx.language) }),
});
