/**
 * Scheduled at 00:00 UTC (EventBridge, infra/scheduled.ts): writes the new UTC day's record and
 * its twelve sign horoscopes, each once. Idempotent: a second run (a retry, a duplicate event, the
 * admin command) writes only what is missing and makes no AI call for what exists. If any text
 * fails, the invocation fails after the others are written, so that EventBridge retries it (then
 * the dead-letter queue and the alarm take over).
 *
 * The day is the UTC day of the event's `time` (EventBridge fires at 00:00:00 of the new day),
 * or `detail.date` (YYYY-MM-DD) when given, or the current UTC day.
 */
import { getDeps } from '#shared/deps';
import { dailyService } from '#shared/daily/services';
import { utcDay, dayBounds } from '#shared/daily/sky';
import type { JobReport } from '#shared/daily/service';

export interface DailyJobEvent {
  time?: string;
  detail?: { date?: string } | null;
}

export function jobDay(event: DailyJobEvent | undefined, now: Date): string {
  const explicit = event?.detail?.date;
  if (typeof explicit === 'string' && explicit) {
    dayBounds(explicit);
    return explicit;
  }
  const t = event?.time ? new Date(event.time) : undefined;
  // a few seconds early (clock skew) still means the new day
  return utcDay(t && !Number.isNaN(t.getTime()) ? new Date(t.getTime() + 60_000) : now);
}

export const handler = async (event?: DailyJobEvent): Promise<JobReport> => {
  const deps = getDeps();
  const day = jobDay(event, deps.now());
  const report = await dailyService(deps).runJob(day);
  const line = { day, record: report.record, created: report.created.length, existing: report.existing.length, failed: report.failed };
  if (report.failed.length) {
    deps.log.error('daily job incomplete', line);
    throw new Error(`Daily job for ${day}: ${report.failed.length} text(s) failed: ${report.failed.map((f) => `${f.sign}: ${f.error}`).join('; ')}`);
  }
  deps.log.info('daily job done', line);
  return report;
};
