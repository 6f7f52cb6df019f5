/**
 * End users of an app (issue 34, docs/subjects.md): `subject` is the app's own id of the person a
 * record belongs to. Opaque to us: 1 to 128 characters, printable (no control, line-break or
 * direction-override characters, not blank), compared exactly (case-sensitive, not trimmed).
 * Every route that saves something takes it in the body and stores it with the record; the list
 * routes filter by `?subject=`; DELETE /v1/subjects/{subject} deletes everything of one subject.
 */
import * as z from 'zod';
import { SUBJECT_MAX, subjectIssue } from './schemas';

export { SUBJECT_MAX, subjectIssue } from './schemas';

const check = (error: string) => (value: string, ctx: z.RefinementCtx): void => {
  const issue = subjectIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', message: `${error}|${issue}` });
};

const DESCRIPTION = `your app's own id of the end user this record belongs to (opaque, 1-${SUBJECT_MAX} printable characters, case-sensitive): stored with the record, filters the lists (?subject=), and DELETE /v1/subjects/{subject} deletes everything of it; a subject saved with PUT /v1/subjects/{subject} stands for its birth data when the birth fields are left out`;

/** The optional `subject` body field of the routes that save something. */
export const subjectField = z
  .string({ error: 'Invalid request|subject must be a string' })
  .superRefine(check('Invalid request'))
  .optional()
  .meta({ description: DESCRIPTION, example: 'user-4821' });

/** The optional `?subject=` filter of the list routes. */
export const subjectQueryField = z
  .string()
  .superRefine(check('Invalid request'))
  .optional()
  .meta({ description: 'only the records saved with this subject (the app’s end-user id, exact match)', example: 'user-4821' });

/** The `{subject}` path parameter of DELETE /v1/subjects/{subject} (API Gateway hands it URL-decoded). */
export const subjectPathField = z
  .string({ error: 'Invalid request|No subject in the path' })
  .superRefine(check('Invalid request'))
  .meta({ description: 'the end user’s id as saved (URL-encoded in the path)', example: 'user-4821' });

/** `{subject}` for a record saved with one, nothing otherwise (records without a subject carry no attribute). */
export const withSubject = (subject: string | undefined): { subject?: string } => (subject !== undefined ? { subject } : {});
