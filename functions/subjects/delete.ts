/**
 * DELETE /v1/subjects/{subject}: deletes everything of one end user of the caller's account
 * (blueprints, the horoscopes, relationships and conversations saved with the subject or made from
 * its blueprints, and their Idempotency-Key records), free; any key that may delete the account's
 * records (shared/accounts/subjects.ts, docs/subjects.md).
 */
import { deleteSubject } from '#shared/accounts/subjects';
import { invalidInput } from '#shared/errors';
import { defineRoute } from '#shared/http/route-handler';
import { subjectIssue } from '#shared/http/subject';
import { SELF_SERVICE } from '#shared/accounts/response';

export const handler = defineRoute('subjects-delete', {
  response: SELF_SERVICE['subjects-delete'],
  // The subject is a path parameter (API Gateway hands it URL-decoded); a DELETE body, if any, is ignored.
  handle: async (_input, ctx) => {
    const subject = ctx.params.subject ?? '';
    const issue = subjectIssue(subject);
    if (issue) throw invalidInput('Invalid request', issue);
    return { data: await deleteSubject(ctx.deps, ctx.caller.accountId, subject) };
  },
});
