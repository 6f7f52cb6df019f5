/**
 * Request schemas of the subject routes (docs/subjects.md): PUT /v1/subjects/{subject} (the birth
 * data once, a display name, the app's metadata), PATCH (any of them), GET /v1/subjects (a page in
 * id order after `startingAfter`).
 */
import * as z from 'zod';
import { birthDataSchema, singleLine, subjectIssue } from '../http/schemas';

/** The most subjects an account keeps (docs/limits.md: how an operator raises it). */
export const MAX_SUBJECTS = 10_000;
export const ERR_TOO_MANY_SUBJECTS = 'Too many subjects';
export const ERR_INVALID_METADATA = 'Invalid metadata';
/** Metadata bounds (as Stripe's): keys, key length, value length. */
export const METADATA_LIMITS = { keys: 50, keyChars: 40, valueChars: 500 } as const;

const METADATA_MSG = `${ERR_INVALID_METADATA}|metadata is an object of at most ${METADATA_LIMITS.keys} string values (keys 1-${METADATA_LIMITS.keyChars} characters, values up to ${METADATA_LIMITS.valueChars})`;

/** The app's own key-value pairs about the person (stored as given, never read by the API). `''` removes a key in a PATCH. */
const metadata = z
  .record(z.string(), z.string({ error: METADATA_MSG }), { error: METADATA_MSG })
  .superRefine((m, ctx) => {
    const keys = Object.keys(m);
    if (keys.length > METADATA_LIMITS.keys) ctx.addIssue({ code: 'custom', message: METADATA_MSG });
    for (const k of keys) {
      if (k.length < 1 || k.length > METADATA_LIMITS.keyChars || m[k]!.length > METADATA_LIMITS.valueChars) ctx.addIssue({ code: 'custom', message: METADATA_MSG, path: [k] });
    }
  })
  .optional()
  .meta({ description: `your app's own key-value pairs about the person (at most ${METADATA_LIMITS.keys}; keys up to ${METADATA_LIMITS.keyChars} characters, string values up to ${METADATA_LIMITS.valueChars}); stored as given, never read by the API; in a PATCH the keys sent are set, a key sent with "" is removed`, example: { plan: 'gold', locale: 'de' } });

const name = z
  .string({ error: 'Invalid request|name must be a string' })
  .trim()
  .min(1, { error: 'Invalid request|name must not be empty' })
  .max(200, { error: 'Invalid request|name is too long (200 characters at most)' })
  .superRefine(singleLine('name'))
  .optional()
  .meta({ description: 'a display name of the person (optional): the fullName of the charts, blueprints and relationships made from the subject when they take one and none is sent', example: 'Ada Lovelace' });

const { subject: _subject, ...birthShape } = birthDataSchema.shape;

/**
 * PUT /v1/subjects/{subject}: the birth data (place fields or placeId; birthTime or timeUnknown: true;
 * utcOffset), name, metadata. The birth data's own `subject` field may repeat the path's id (the handler
 * refuses another one): the body is the API's one birth-data shape (components/schemas/BirthData).
 */
export const putSubjectSchema = birthDataSchema.extend({ name, metadata });
export type PutSubjectRequest = z.output<typeof putSubjectSchema>;

/** The birth data alone, as a whole (a PATCH's result is checked with it). */
export const subjectBirthSchema = z.object(birthShape);

/** PATCH /v1/subjects/{subject}: any field of the PUT; the birth data sent replaces those fields (a place as a whole). */
export const patchSubjectSchema = z.object({ ...z.object(birthShape).partial().shape, name, metadata }, { error: 'Invalid request body|The body must be a JSON object' });
export type PatchSubjectRequest = z.output<typeof patchSubjectSchema>;

const LIMIT_MSG = 'Invalid pagination|limit must be an integer from 1 to 100';

/** GET /v1/subjects: `limit` (1-100, default 20) and `startingAfter` (the last subject of the previous page). */
export const listSubjectsSchema = z.object({
  limit: z
    .string({ error: LIMIT_MSG })
    .regex(/^\d+$/, { error: LIMIT_MSG })
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, { error: LIMIT_MSG })
    .optional()
    .meta({ description: 'subjects per page, 1 to 100 (default 20)', example: '20' }),
  startingAfter: z
    .string()
    .superRefine((v, ctx) => {
      const issue = subjectIssue(v);
      if (issue) ctx.addIssue({ code: 'custom', message: `Invalid pagination|startingAfter: ${issue}` });
    })
    .optional()
    .meta({ description: 'the `nextStartingAfter` of the previous page (a subject id): the page starts after it', example: 'user-4821', 'x-cursor': true }),
});
