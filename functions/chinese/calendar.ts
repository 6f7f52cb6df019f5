/** GET /v1/chinese/calendar?date&timezone: the Chinese lunisolar date, its solar terms and day pillar (free). */
import { defineRoute } from '#shared/http/route-handler';
import { chineseCalendarSchema } from '#shared/chinese/request';
import { chineseCalendarResponse } from '#shared/chinese/response';
import { chineseCalendarData } from '#shared/chinese/service';

export const handler = defineRoute('chinese-calendar', {
  schema: chineseCalendarSchema,
  response: chineseCalendarResponse,
  handle: (q) => ({ data: chineseCalendarData(q) }),
});
