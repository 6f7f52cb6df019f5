/** Request schemas of the calendar routes (docs/calendars.md). */
import { z } from 'zod';
import { ERR_MISSING_ID } from '../blueprint/request';
import { subjectField } from '../http/subject';
import { CALENDAR_KINDS } from './events';

export const ERR_CALENDAR_NOT_FOUND = 'Calendar not found';
export const ERR_TOO_MANY_CALENDARS = 'Too many calendars';

/** Feeds an account may keep at once. */
export const MAX_CALENDARS = 50;

const kindsText = CALENDAR_KINDS.join(', ');

export const createCalendarSchema = z.object({
  blueprintId: z
    .string({ error: `${ERR_MISSING_ID}|blueprintId (a saved blueprint of yours) is required` })
    .trim()
    .min(1, { error: `${ERR_MISSING_ID}|blueprintId (a saved blueprint of yours) is required` })
    .optional()
    .meta({ description: 'a saved blueprint of the caller (or `subject`)', example: 'bp_01JD7N4Q2R0000000000000000' }),
  subject: subjectField.meta({ description: 'an end user of your app (docs/subjects.md): the feed of its newest completed blueprint, instead of blueprintId; stored with the feed (deleted with the subject)', example: 'user-4821' }),
  kinds: z
    .array(z.enum(CALENDAR_KINDS, { error: `Invalid request|each kind must be one of ${kindsText}` }), { error: `Invalid request|kinds must be a list of ${kindsText}` })
    .min(1, { error: `Invalid request|kinds must name at least one of ${kindsText}` })
    .max(CALENDAR_KINDS.length)
    .optional()
    .meta({ description: `the kinds of events the feed carries (default all): ${kindsText}`, example: ['transits', 'returns', 'sky'] }),
  name: z
    .string({ error: 'Invalid request|name must be a string' })
    .trim()
    .min(1, { error: 'Invalid request|name must not be empty' })
    .max(100, { error: 'Invalid request|name is at most 100 characters' })
    .optional()
    .meta({ description: 'the calendar’s name in calendar apps (default: the blueprint’s name)', example: 'My sky' }),
}).refine((r) => r.blueprintId !== undefined || r.subject !== undefined, { error: `${ERR_MISSING_ID}|blueprintId (a saved blueprint of yours) or subject is required`, path: ['blueprintId'] });
export type CreateCalendarRequest = z.output<typeof createCalendarSchema>;

/**
 * The feed's path: `id` is `<token>.ics` (checked by the token resolver: anything else is 404).
 * Loose: a query string some calendar apps add (cache busting) is ignored.
 */
export const feedPathSchema = z
  .object({ id: z.string().meta({ description: 'the secret token of the feed and `.ics`: the end of the `url` POST /v1/calendars answered' }) })
  .loose();
