/** GET /v1/calendars: the caller's calendar feeds, oldest first, without their secret URLs (free). */
import { listCalendarsResponse } from '#shared/calendars/response';
import { calendarView } from '#shared/calendars/service';
import { calendarStore } from '#shared/calendars/store-access';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('calendars-list', {
  response: listCalendarsResponse,
  handle: async (_input, ctx) => ({ data: { calendars: (await calendarStore(ctx.deps).list(ctx.caller.accountId)).map(calendarView) } }),
});
