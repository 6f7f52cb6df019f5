/**
 * The person of GET /v1/subjects/{subject}/wheel.svg and bodygraph.svg: the subject's stored birth
 * data read as the POST image routes read a body with `subject` (the same birth-data switches and
 * schema), so the drawing is the one POST /v1/images/natal-wheel or /bodygraph gives for it.
 */
import { invalidInput } from '#shared/errors';
import { prepareBirthInput } from '#shared/http/birth-input';
import type { RouteContext } from '#shared/http/types';
import { subjectIssue } from '#shared/http/subject';
import { personOf, type PersonSource } from '#shared/images/images';
import type { ImageRequest } from '#shared/images/request';
import { subjectNotFound } from '#shared/subjects/service';
import { subjectBirth, subjectStore } from '#shared/subjects/store';
import type * as z from 'zod';
import { toBirthInput } from '../calculators/birth';

/** The longest fullName an image title takes (a subject's display name may be longer: cut there). */
const MAX_TITLE = 100;

/**
 * The subject's birth data as the image route's `schema` parses them (with the drawing's options),
 * as a person to draw. `timeNeeded`: absent when the drawing answers an unknown birth time (the wheel:
 * without houses, captioned "time unknown"), else why it needs it (such a subject: 400 "Birth time required").
 * 400 for a subject that is no URL segment, 404 "Subject not found" for one the account does not have.
 */
export async function subjectPerson(
  ctx: Pick<RouteContext, 'deps' | 'caller' | 'language'>,
  subject: string,
  options: Record<string, unknown>,
  schema: z.ZodType<ImageRequest>,
  timeNeeded?: string,
): Promise<PersonSource> {
  const issue = subjectIssue(subject);
  if (issue) throw invalidInput('Invalid request', issue);
  const item = await subjectStore(ctx.deps).get(ctx.caller.accountId, subject);
  if (!item) throw subjectNotFound(subject);
  const { birth, name } = subjectBirth(item);
  const body = { ...birth, ...(name !== undefined ? { fullName: [...name].slice(0, MAX_TITLE).join('') } : {}), ...options };
  const prepared = prepareBirthInput(body, timeNeeded === undefined, undefined, timeNeeded);
  const first = prepared.issues[0];
  if (first) {
    const why = first.error === 'Birth time required' ? `the birth time of subject ${JSON.stringify(subject)} is unknown and this drawing needs it (${first.message})` : first.message;
    throw invalidInput(first.error, why, { issues: prepared.issues });
  }
  const parsed = schema.safeParse(prepared.input);
  // the stored birth data were checked when saved: a failure here is the schema's message
  if (!parsed.success) throw invalidInput('Invalid request', parsed.error.issues.map((i) => i.message).join('; '));
  return personOf(parsed.data, toBirthInput, ctx.language);
}
