/** GET /v1/advisor/conversations/{id}: one conversation of the caller with usage and cost per turn (free); another owner's id is 404. */
import * as z from 'zod';
import { conversationNotFound } from '#shared/advisor/chat';
import { advisorServices } from '#shared/advisor/services';
import { conversationView, conversationSchema } from '#shared/advisor/views';
import { defineRoute } from '#shared/http/route-handler';

const schema = z.object({ id: z.string({ error: 'Conversation not found|No conversation id in the path' }).min(1) }).loose();

export const handler = defineRoute('advisor-conversations-get', {
  schema,
  response: conversationSchema,
  handle: async ({ id }, ctx) => {
    const conv = await advisorServices(ctx.deps).conversations.get(ctx.caller.accountId, id);
    if (!conv) throw conversationNotFound();
    return { data: conversationView(conv), meta: {} };
  },
});
