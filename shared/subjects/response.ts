/** Response schemas of the subject routes (the API description documents them; tests validate answers against them). */
import { z } from 'zod';

export const subjectResponse = z.object({
  subject: z.string().meta({ description: 'your app’s id of the end user' }),
  name: z.string().optional(),
  birthDate: z.string(),
  birthTime: z.string().optional().meta({ description: 'HH:MM; absent when the birth time is unknown (timeUnknown: true)' }),
  timeUnknown: z.literal(true).optional(),
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
  utcOffset: z.string().optional(),
  placeId: z.string().optional().meta({ description: 'the place of GET /v1/places the place fields were filled in from, when one was given' }),
  metadata: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  birthDataUpdatedAt: z.string().meta({ description: 'when the birth data was last set: records saved from the subject before it keep the birth data they were made from' }),
}).loose();

const savedWork = z
  .object({
    blueprints: z.int().min(0),
    horoscopes: z.int().min(0),
    relationships: z.int().min(0),
    conversations: z.int().min(0),
    note: z.string(),
  })
  .loose()
  .meta({ description: 'present when the birth data changed: the records saved with the subject before, which keep the birth data they were made from (nothing is recomputed)' });

export const patchSubjectResponse = subjectResponse.extend({ birthDataChanged: z.boolean(), savedWork: savedWork.optional() });

export const listSubjectsResponse = z.object({
  subjects: z.array(subjectResponse),
  hasMore: z.boolean(),
  nextStartingAfter: z.string().nullable().meta({ description: 'pass as startingAfter for the next page; null on the last page' }),
}).loose();
