/** DELETE /v1/calendars/{id}: deletes a calendar feed of the caller; its URL answers 404 at once (free). Another account's id is 404. */
import { deleteCalendarResponse } from '#shared/calendars/response';
import { calendarNotFound } from '#shared/calendars/service';
import { calendarStore } from '#shared/calendars/store-access';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('calendars-delete', {
  response: deleteCalendarResponse,
  // The id is a path parameter; a DELETE body, if any, is ignored.
  handle: async (_input, ctx) => {
    const id = ctx.params.id ?? '';
    const deleted = id.startsWith('cal_') && (await calendarStore(ctx.deps).delete(ctx.caller.accountId, id));
    if (!deleted) throw calendarNotFound(`${id} in this account`);
    // the feed first, then its place (shared/store/limits.ts)
    await ctx.deps.stores.limits.give(ctx.caller.accountId, 'calendars', [id]);
    return { data: { id, deleted: true } };
  },
});
