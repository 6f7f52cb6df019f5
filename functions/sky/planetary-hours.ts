/** POST /v1/sky/planetary-hours: the 24 planetary hours of a date at a place, 1 credit (docs/events.md). */
import { planetaryHoursSchema } from '#shared/events/request';
import { planetaryHoursResponse } from '#shared/events/response';
import { planetaryHoursData } from '#shared/events/service';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('sky-planetary-hours', {
  schema: planetaryHoursSchema,
  response: planetaryHoursResponse,
  handle: (body) => ({ data: planetaryHoursData(body) }),
});
