/** GET /v1/places/timezone?latitude&longitude: the IANA time zone of a point (free, rate limited). */
import { defineRoute } from '#shared/http/route-handler';
import { timezoneQuerySchema } from '#shared/places/request';
import { timezoneResponse } from '#shared/places/response';
import { timezoneData } from '#shared/places/service';

export const handler = defineRoute('places-timezone', {
  schema: timezoneQuerySchema,
  response: timezoneResponse,
  handle: (q, ctx) => ({ data: timezoneData(q, ctx.deps.now()) }),
});
