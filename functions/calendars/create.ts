/** POST /v1/calendars: a calendar feed of a saved blueprint of the caller, with its secret URL (free; docs/calendars.md). */
import { blueprintStore } from '#shared/blueprint/store-access';
import { createCalendarSchema } from '#shared/calendars/request';
import { createCalendarResponse } from '#shared/calendars/response';
import { apiBaseOf, createCalendar } from '#shared/calendars/service';
import { calendarStore } from '#shared/calendars/store-access';
import { docsBaseOf } from '#shared/http/errors';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('calendars-create', {
  schema: createCalendarSchema,
  response: createCalendarResponse,
  handle: async (req, ctx) => {
    const deps = { calendars: calendarStore(ctx.deps), limits: ctx.deps.stores.limits, blueprints: blueprintStore(ctx.deps), now: ctx.deps.now() };
    const data = await createCalendar(req, ctx.caller, apiBaseOf(docsBaseOf(ctx.event)), deps);
    return { data, statusCode: 201 };
  },
});
