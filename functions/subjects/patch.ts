/**
 * PATCH /v1/subjects/{subject}: changes some fields of an end user's record, free (docs/subjects.md).
 * Birth fields sent replace those stored (a place as a whole: placeId, or city, country, latitude,
 * longitude and timezone; birthTime, or timeUnknown: true); the result is checked as whole birth data.
 * A correction of the birth data recomputes nothing: the answer counts the records saved from the
 * subject before, which keep the birth data they were made from.
 */
import { subjectItems } from '#shared/accounts/subjects';
import { invalidInput } from '#shared/errors';
import { validationError } from '#shared/http/middleware/validate';
import { defineRoute } from '#shared/http/route-handler';
import { subjectIssue } from '#shared/http/subject';
import { patchSubjectSchema, subjectBirthSchema } from '#shared/subjects/request';
import { patchSubjectResponse } from '#shared/subjects/response';
import { BIRTH_KEYS, SAVED_WORK_NOTE, sameBirth, storedBirth, subjectNotFound, subjectView } from '#shared/subjects/service';
import { subjectStore, type SubjectItem } from '#shared/subjects/store';
import { exportedRecords } from '#shared/store/owner-data';

const PLACE = ['city', 'country', 'latitude', 'longitude', 'timezone'] as const;

export const handler = defineRoute('subjects-patch', {
  schema: patchSubjectSchema,
  response: patchSubjectResponse,
  timeUnknown: true,
  handle: async (input, ctx) => {
    const subject = ctx.params.subject ?? '';
    const issue = subjectIssue(subject);
    if (issue) throw invalidInput('Invalid request', issue);
    const store = subjectStore(ctx.deps);
    const before = await store.get(ctx.caller.accountId, subject);
    if (!before) throw subjectNotFound(subject);
    // the stored birth data, with what the PATCH sends in place of its fields
    const birth: Record<string, unknown> = Object.fromEntries(BIRTH_KEYS.filter((k) => before[k] !== undefined).map((k) => [k, before[k]]));
    if (before.timeUnknown) birth.birthTime = '12:00';
    const sent = Object.fromEntries(BIRTH_KEYS.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]));
    // a place is replaced as a whole: fields without placeId drop the stored placeId; a known time drops timeUnknown
    if (PLACE.some((k) => sent[k] !== undefined) && sent.placeId === undefined) delete birth.placeId;
    if (sent.birthTime !== undefined && sent.timeUnknown === undefined) delete birth.timeUnknown;
    if (sent.timeUnknown === false) {
      delete birth.timeUnknown;
      if (sent.birthTime === undefined) delete birth.birthTime;
    }
    const merged = subjectBirthSchema.safeParse({ ...birth, ...sent, ...(sent.timeUnknown === false ? { timeUnknown: undefined } : {}) });
    if (!merged.success) throw validationError(merged.error.issues);
    const nextBirth = storedBirth(merged.data);
    const changed = !sameBirth(before, nextBirth);
    const now = new Date().toISOString();
    const metadata = { ...(before.metadata ?? {}) };
    for (const [k, v] of Object.entries(input.metadata ?? {})) {
      if (v === '') delete metadata[k];
      else metadata[k] = v;
    }
    const { name: _n, metadata: _m, ...kept } = before;
    const name = input.name ?? before.name;
    const item: SubjectItem = {
      ...Object.fromEntries(Object.entries(kept).filter(([k]) => !(BIRTH_KEYS as readonly string[]).includes(k))),
      ...nextBirth,
      ...(name !== undefined ? { name } : {}),
      ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
      ownerId: before.ownerId,
      subject,
      createdAt: before.createdAt,
      updatedAt: now,
      birthDataUpdatedAt: changed ? now : before.birthDataUpdatedAt,
    };
    if (!(await store.replace(item))) throw subjectNotFound(subject);
    if (!changed) return { data: { ...subjectView(item), birthDataChanged: false } };
    // what was saved from the subject before the correction: kept as it was made (counted, not recomputed)
    const { items } = await subjectItems(ctx.deps, ctx.caller.accountId, subject);
    const count = (t: 'blueprints' | 'transits' | 'relationships' | 'conversations'): number => exportedRecords(t, items.get(t) ?? []).length;
    return {
      data: {
        ...subjectView(item),
        birthDataChanged: true,
        savedWork: { blueprints: count('blueprints'), horoscopes: count('transits'), relationships: count('relationships'), conversations: count('conversations'), note: SAVED_WORK_NOTE },
      },
    };
  },
});
