/**
 * PUT /v1/subjects/{subject}: creates the end user's record (the birth data once, a display name, the
 * app's metadata) or replaces it, free (docs/subjects.md). A new subject counts toward the account's
 * limit (shared/subjects/store.ts, atomic). Replacing changes no record saved from it before.
 */
import { invalidInput } from '#shared/errors';
import { defineRoute } from '#shared/http/route-handler';
import { subjectIssue } from '#shared/http/subject';
import { MAX_SUBJECTS, putSubjectSchema } from '#shared/subjects/request';
import { subjectResponse } from '#shared/subjects/response';
import { sameBirth, storedBirth, subjectView, tooManySubjects } from '#shared/subjects/service';
import { SubjectLimitReached, subjectStore, type SubjectItem } from '#shared/subjects/store';

export const handler = defineRoute('subjects-put', {
  schema: putSubjectSchema,
  response: subjectResponse,
  timeUnknown: true,
  handle: async (input, ctx) => {
    const subject = ctx.params.subject ?? '';
    const issue = subjectIssue(subject);
    if (issue) throw invalidInput('Invalid request', issue);
    if (input.subject !== undefined && input.subject !== subject) throw invalidInput('Invalid request', `subject in the body (${input.subject}) is not the one of the path (${subject}): leave it out`);
    const store = subjectStore(ctx.deps);
    const now = new Date().toISOString();
    const birth = storedBirth(input);
    const before = await store.get(ctx.caller.accountId, subject);
    const item: SubjectItem = {
      ownerId: ctx.caller.accountId,
      subject,
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...birth,
      ...(input.metadata !== undefined && Object.keys(input.metadata).length > 0 ? { metadata: input.metadata } : {}),
      createdAt: now,
      updatedAt: now,
      birthDataUpdatedAt: before && sameBirth(before, birth) ? before.birthDataUpdatedAt : now,
    };
    try {
      const { created, item: saved } = await store.put(item, MAX_SUBJECTS);
      // `created` in meta: the subject itself is the same whether this PUT made or replaced it
      return { data: subjectView(saved), meta: { created } };
    } catch (e) {
      if (e instanceof SubjectLimitReached) throw tooManySubjects(e.max);
      throw e;
    }
  },
});
