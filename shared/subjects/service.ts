/**
 * Subjects as resources (docs/subjects.md): the record of one end user, its birth data once, as
 * PUT, GET, PATCH and GET /v1/subjects show and change it. The store keeps the limit
 * (shared/subjects/store.ts); a correction of the birth data recomputes nothing: the records saved
 * from the subject before keep the birth data they were made from, and the PATCH answer counts them.
 */
import { AppError } from '../errors';
import type { BirthData } from '../http/schemas';
import { SUBJECT_NOT_FOUND } from '../http/birth-input';
import { ERR_TOO_MANY_SUBJECTS, MAX_SUBJECTS } from './request';
import type { SubjectItem } from './store';

export const subjectNotFound = (subject: string): AppError => new AppError('not_found', SUBJECT_NOT_FOUND, `No subject ${JSON.stringify(subject)} in this account`);
export const tooManySubjects = (max = MAX_SUBJECTS): AppError =>
  new AppError('invalid_input', ERR_TOO_MANY_SUBJECTS, `An account keeps at most ${max} subjects: delete one first (DELETE /v1/subjects/{subject}); docs/limits.md says how the limit is raised`);

/** The birth data fields of a stored subject that a correction changes. */
export const BIRTH_KEYS = ['birthDate', 'birthTime', 'timeUnknown', 'city', 'country', 'latitude', 'longitude', 'timezone', 'utcOffset', 'placeId'] as const;

/** The stored birth fields of parsed birth data: birthTime left out when unknown (it is 12:00 in the parsed input). */
export const storedBirth = (b: BirthData): Pick<SubjectItem, (typeof BIRTH_KEYS)[number]> => ({
  birthDate: b.birthDate,
  ...(b.timeUnknown === true ? { timeUnknown: true as const } : { birthTime: b.birthTime }),
  city: b.city,
  country: b.country,
  latitude: b.latitude,
  longitude: b.longitude,
  timezone: b.timezone,
  ...(b.utcOffset !== undefined ? { utcOffset: b.utcOffset } : {}),
  ...(b.placeId !== undefined ? { placeId: b.placeId } : {}),
});

export const sameBirth = (a: Partial<SubjectItem>, b: Partial<SubjectItem>): boolean => BIRTH_KEYS.every((k) => a[k] === b[k]);

/** A subject as the API shows it. */
export const subjectView = (it: SubjectItem) => ({
  subject: it.subject,
  ...(it.name !== undefined ? { name: it.name } : {}),
  birthDate: it.birthDate,
  ...(it.timeUnknown ? { timeUnknown: true as const } : { birthTime: it.birthTime }),
  city: it.city,
  country: it.country,
  latitude: it.latitude,
  longitude: it.longitude,
  timezone: it.timezone,
  ...(it.utcOffset !== undefined ? { utcOffset: it.utcOffset } : {}),
  ...(it.placeId !== undefined ? { placeId: it.placeId } : {}),
  metadata: it.metadata ?? {},
  createdAt: it.createdAt,
  updatedAt: it.updatedAt,
  birthDataUpdatedAt: it.birthDataUpdatedAt,
});

/** The note of a PATCH that changed the birth data. */
export const SAVED_WORK_NOTE =
  'Nothing was recomputed: the blueprints, horoscopes, relationships and conversations saved before keep the birth data they were made from (their birth fields say which). Requests from now on use the corrected birth data; generate again to replace a saved record.';
