/**
 * GET /v1/calendars/{token}.ics: the RFC 5545 calendar of a feed (no API key: the token in the
 * path is the secret). 1 credit of the feed's account for the first fetch of each UTC hour, the
 * other fetches of that hour free; 402 and nothing charged when the account is short
 * (docs/calendars.md).
 */
import { blueprintStore } from '#shared/blueprint/store-access';
import { fetchFeed, FETCH_PRICE, resolveFeed, type FeedSubject } from '#shared/calendars/service';
import { calendarStore } from '#shared/calendars/store-access';
import { feedPathSchema } from '#shared/calendars/request';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('calendars-feed', {
  schema: feedPathSchema,
  token: (event, deps) => resolveFeed(event, calendarStore(deps), deps.now()),
  quote: () => ({ credits: FETCH_PRICE, note: 'the first fetch of each hour; the others are free' }),
  handle: async (_input, ctx) => {
    const deps = { calendars: calendarStore(ctx.deps), blueprints: blueprintStore(ctx.deps), now: ctx.deps.now() };
    const { ics } = await fetchFeed(ctx.token as FeedSubject, ctx.credits, deps);
    return {
      raw: {
        statusCode: 200,
        headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="calendar.ics"', 'Cache-Control': 'private, no-store' },
        body: ics,
      },
    };
  },
});
