/**
 * The delivery worker of the local server (`npm start`): a loop over the outbox in the embedded
 * store, the same `runDueDeliveries` the deployed worker runs. The outbox lives in the tables, so
 * deliveries pending when the server stops are delivered after it starts again. Money goes through
 * the credits holds with the process's journal copier (`deps.journal`): without it a busy
 * account's item would keep growing with journal entries (docs/webhooks.md, Benchmark). Every 10
 * minutes the producers queue the events of the last hour (`produceEvents`, ./producers.ts).
 */
import type { Deps } from '../deps';
import { createLogger } from '../http/log';
import { produceEvents } from './producers';
import { runDueDeliveries, type BatchReport, type WorkerOptions } from './worker';
import { workerOptions } from './worker-options';

/** Due keys one pass takes, and how many it sends at once. */
export const PASS_LIMIT = 50;
export const PASS_CONCURRENCY = 8;

export { workerOptions } from './worker-options';

/** One pass over the due deliveries (tests call it; the loop below repeats it). */
export const deliverDue = (deps: Deps, opts: WorkerOptions = workerOptions(deps)): Promise<BatchReport> => runDueDeliveries(opts, PASS_LIMIT, PASS_CONCURRENCY);

/** How far back each run of the local sky producer looks (runs overlap: nothing is queued twice). */
export const SKY_LOOKBACK_MS = 60 * 60_000;
export const SKY_EVERY_MS = 10 * 60_000;

/** Runs passes every `intervalMs` (right again when a pass was full) until stopped. */
export function startLocalWebhookWorker(deps: Deps, intervalMs = 1000): { stop(): Promise<void> } {
  const opts = workerOptions(deps);
  // a logger of its own: the server's carries the context of the request it last served
  const log = createLogger(deps.config.logLevel, { worker: 'webhooks' });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = (): void => {
    if (stopped) return;
    running = deliverDue(deps, opts)
      .then((r) => {
        const n = r.delivered + r.failed + r.retried + r.postponed + r.skipped;
        if (r.delivered + r.failed + r.retried > 0) log.info('webhook deliveries', { ...r });
        return n;
      })
      .catch((e: unknown) => {
        log.warn('webhook worker pass failed', { err: e instanceof Error ? e.message : String(e) });
        return 0;
      })
      .then((n) => {
        if (stopped) return;
        timer = setTimeout(tick, n >= PASS_LIMIT ? 0 : intervalMs);
        timer.unref();
      });
  };
  tick();
  // the producers every 10 minutes over the last hour
  const sky = setInterval(() => {
    const now = deps.now().getTime();
    produceEvents(deps, now - SKY_LOOKBACK_MS, now)
      .then((n) => n > 0 && log.info('webhook events queued', { deliveries: n }))
      .catch((e: unknown) => log.warn('webhook producers failed', { err: e instanceof Error ? e.message : String(e) }));
  }, SKY_EVERY_MS);
  sky.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(sky);
      clearTimeout(timer);
      await running;
    },
  };
}
