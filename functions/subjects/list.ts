/** GET /v1/subjects: the account's end users in id order, a page at a time (`limit`, `startingAfter`), free. */
import { defineRoute } from '#shared/http/route-handler';
import { listSubjectsSchema } from '#shared/subjects/request';
import { listSubjectsResponse } from '#shared/subjects/response';
import { subjectView } from '#shared/subjects/service';
import { subjectStore } from '#shared/subjects/store';

export const handler = defineRoute('subjects-list', {
  schema: listSubjectsSchema,
  response: listSubjectsResponse,
  handle: async (input, ctx) => {
    const page = await subjectStore(ctx.deps).list(ctx.caller.accountId, input.limit ?? 20, input.startingAfter);
    const subjects = page.subjects.map(subjectView);
    return { data: { subjects, hasMore: page.hasMore, nextStartingAfter: page.hasMore ? subjects[subjects.length - 1]!.subject : null } };
  },
});
