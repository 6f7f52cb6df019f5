/**
 * Saved horoscopes as the API shows them (spec 2.5, 4.5 to 4.7), the status rule, and errors.
 *
 * status (computed at read time, day granularity): `active` while the period the horoscope covers
 * has not ended, i.e. today's date in the horoscope's time zone is on or before the last date of
 * its window; `expired` from the next day on. This is the spec's "active when transitDate >= now"
 * read on whole days for the whole period (a day horoscope stays active until that day is over).
 */
import { AppError } from '../errors';
import type { TransitRecord, TransitSummary } from './store';
import { todayIn } from './window';

export const ERR_TRANSIT_NOT_FOUND = 'Transit not found';
export const transitNotFound = (id: string): AppError => new AppError('not_found', ERR_TRANSIT_NOT_FOUND, `No saved horoscope ${id} in this account`);

export type TransitStatus = 'active' | 'expired';

export const statusOf = (s: Pick<TransitSummary, 'timezone' | 'lastDate'>, now: Date): TransitStatus => (todayIn(s.timezone, now) <= s.lastDate ? 'active' : 'expired');

/**
 * The name a horoscope computed from raw birth data shows (spec 2.5 types blueprintName as a
 * string): the birth data it was computed from, as a person would label it.
 */
export const birthDataName = (s: Pick<TransitSummary, 'birthDate' | 'birthTime' | 'location'>): string => `Birth data ${s.birthDate} ${s.birthTime}, ${s.location}`;

const base = (s: TransitSummary) => ({
  id: s.transitId,
  // spec 2.5 types both as strings: a horoscope computed from birth data has no blueprint ('') and is named after its birth data
  blueprintId: s.blueprintId ?? '',
  blueprintName: s.blueprintName ?? birthDataName(s),
  birthDate: s.birthDate,
  birthTime: s.birthTime,
  location: s.location,
  transitDate: s.transitDate,
  date: s.date,
  period: s.period,
  includeAI: s.includeAI,
  creditsUsed: s.creditsUsed,
  ...(s.subject !== undefined ? { subject: s.subject } : {}),
});

/** List item (4.5): with the aspects. */
export const listItemView = (s: TransitSummary) => ({ ...base(s), aspects: s.aspects, createdAt: s.createdAt });

/** Metadata item (4.7): aspectCount and status instead of the aspects. */
export const metadataItemView = (s: TransitSummary, now: Date) => ({ ...base(s), aspectCount: s.aspectCount, status: statusOf(s, now), createdAt: s.createdAt });

/** Get-by-id (4.6): the saved record with its calculated data (lower-case planet names) and AI text. */
export const transitView = (r: TransitRecord, now: Date) => ({
  ...base(r),
  aiInterpretation: r.content.aiInterpretation,
  transits: r.content.transits,
  status: statusOf(r, now),
  window: { start: r.transitDate, end: r.windowEnd, timezone: r.timezone, lastDate: r.lastDate },
  createdAt: r.createdAt,
});

export { pagination } from '../blueprint/index';
