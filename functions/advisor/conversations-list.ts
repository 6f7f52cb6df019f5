/** GET /v1/advisor/conversations?page&limit&subject: the caller's conversations, newest first, with their totals (free). */
import { advisorServices } from '#shared/advisor/services';
import { conversationSummaryView, conversationListSchema } from '#shared/advisor/views';
import { listQuerySchema } from '#shared/blueprint/request';
import { pagination } from '#shared/blueprint/views';
import { defineRoute } from '#shared/http/route-handler';

export const handler = defineRoute('advisor-conversations-list', {
  schema: listQuerySchema,
  response: conversationListSchema,
  handle: async ({ page, limit, subject }, ctx) => {
    const { items, total } = await advisorServices(ctx.deps).conversations.list(ctx.caller.accountId, page, limit, subject);
    return { data: { conversations: items.map(conversationSummaryView), pagination: pagination(page, limit, total) } };
  },
});
