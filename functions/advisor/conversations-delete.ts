/** DELETE /v1/advisor/conversations/{id}: deletes one conversation of the caller, messages and turns (free); another owner's id is 404. */
import { conversationNotFound } from '#shared/advisor/chat';
import { advisorServices } from '#shared/advisor/services';
import { defineRoute } from '#shared/http/route-handler';
import { deletedResponse } from '#shared/answers';

export const handler = defineRoute('advisor-conversations-delete', {
  response: deletedResponse,
  // The id is a path parameter; a DELETE body, if any, is ignored.
  handle: async (_input, ctx) => {
    const id = ctx.params.id ?? '';
    if (!id || !(await advisorServices(ctx.deps).conversations.delete(ctx.caller.accountId, id))) throw conversationNotFound();
    return { data: { id, deleted: true } };
  },
});
