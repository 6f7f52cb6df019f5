/**
 * The local stand-in for the deployed 00:00 UTC schedule: while the local server is up, the daily
 * job runs at each 00:00 UTC (a second after, so the new day has begun) on the local store. It
 * is not run at start: a day without its record is written by its first request anyway.
 */
import type { Deps } from '../deps';
import { dailyService } from './services';
import { utcDay } from './sky';

/** Milliseconds from `nowMs` to the next 00:00:01 UTC. */
export const msToNextRun = (nowMs: number): number => {
  const next = Math.floor(nowMs / 86_400_000) * 86_400_000 + 86_400_000 + 1000;
  return next - nowMs;
};

export function startLocalDailySchedule(deps: Deps): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      const day = utcDay(new Date());
      dailyService(deps)
        .runJob(day)
        .then((r) => deps.log.info('daily job done', { day, record: r.record, created: r.created.length, existing: r.existing.length, failed: r.failed }))
        .catch((e: unknown) => deps.log.warn('daily job failed', { day, err: e instanceof Error ? e.message : String(e) }))
        .finally(arm);
    }, msToNextRun(Date.now()));
    timer.unref();
  };
  arm();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
