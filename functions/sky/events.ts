/** GET /v1/sky/events: the sky calendar of a window up to 366 days, 1 credit (docs/events.md). */
import { skyEventsQuerySchema } from '#shared/events/request';
import { skyEventsResponse } from '#shared/events/response';
import { skyEventsData } from '#shared/events/service';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('sky-events', {
  schema: skyEventsQuerySchema,
  response: skyEventsResponse,
  handle: (q, ctx) => ({ data: skyEventsData(q, ctx.deps.now()) }),
});
