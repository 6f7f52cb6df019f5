/** GET /v1/subjects/{subject}: one end user's record (birth data, name, metadata), free; 404 for an id the account does not have. */
import { invalidInput } from '#shared/errors';
import { defineRoute } from '#shared/http/route-handler';
import { subjectIssue } from '#shared/http/subject';
import { subjectResponse } from '#shared/subjects/response';
import { subjectNotFound, subjectView } from '#shared/subjects/service';
import { subjectStore } from '#shared/subjects/store';

export const handler = defineRoute('subjects-get', {
  response: subjectResponse,
  handle: async (_input, ctx) => {
    const subject = ctx.params.subject ?? '';
    const issue = subjectIssue(subject);
    if (issue) throw invalidInput('Invalid request', issue);
    const item = await subjectStore(ctx.deps).get(ctx.caller.accountId, subject);
    if (!item) throw subjectNotFound(subject);
    return { data: subjectView(item) };
  },
});
