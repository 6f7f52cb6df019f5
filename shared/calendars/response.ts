/** Response schemas of the calendar routes (the API description documents them; tests validate answers against them). */
import { z } from 'zod';
import { CALENDAR_KINDS } from './events';

const calendar = z.object({
  id: z.string(),
  blueprintId: z.string(),
  subject: z.string().optional().meta({ description: 'the end user it was made for (docs/subjects.md)' }),
  name: z.string(),
  kinds: z.array(z.enum(CALENDAR_KINDS)),
  createdAt: z.string(),
  lastChargedHour: z.string().nullable().meta({ description: 'the start of the UTC hour whose fetch was last charged (null: never fetched)' }),
});

export const createCalendarResponse = calendar.extend({
  url: z.string().meta({ description: 'the secret feed URL (shown once): subscribe to it in a calendar app; anyone holding it spends your credits (1 a fetch, at most once an hour)' }),
});
export const listCalendarsResponse = z.object({ calendars: z.array(calendar) });
export const deleteCalendarResponse = z.object({ id: z.string(), deleted: z.literal(true) });
