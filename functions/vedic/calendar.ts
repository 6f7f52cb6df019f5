/** GET /v1/vedic/calendar?year&latitude&longitude&timezone: the year's Ekadashis, Purnimas, Amavasyas and Sankrantis at a place, 1 credit. */
import { defineRoute } from '#shared/http/route-handler';
import { vedicCalendarSchema } from '#shared/vedic/request';
import { vedicCalendarResponse } from '#shared/vedic/response';
import { vedicCalendarData } from '#shared/vedic/service';

export const handler = defineRoute('vedic-calendar', {
  schema: vedicCalendarSchema,
  response: vedicCalendarResponse,
  handle: async (q) => ({ data: vedicCalendarData(q) }),
});
