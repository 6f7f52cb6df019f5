/**
 * Scheduled every minute (EventBridge, infra/scheduled.ts): claims the due deliveries of the webhook
 * outbox and sends their keys to the delivery queue (`dispatchDue`, shared/webhooks/queue.ts), until
 * none is due or the run's time is nearly up. A failing call to SQS fails the run (its alarm fires)
 * after giving back the claims of that batch; the next run tries again.
 */
import { getDeps } from '#shared/deps';
import { dispatchDue, type DispatchReport } from '#shared/webhooks/queue';
import { keyQueueFromEnv } from '#shared/webhooks/sqs';
import { webhookStore } from '#shared/webhooks/store-access';

/** Stop taking new pages when less than this is left of the run. */
const MARGIN_MS = 15_000;

export const handler = async (_event?: unknown, context?: { getRemainingTimeInMillis?: () => number }): Promise<DispatchReport> => {
  const deps = getDeps();
  const report = await dispatchDue({
    store: webhookStore(deps),
    queue: keyQueueFromEnv(deps.config.region),
    now: () => deps.now().getTime(),
    stop: () => (context?.getRemainingTimeInMillis?.() ?? Number.POSITIVE_INFINITY) < MARGIN_MS,
  });
  if (report.queued + report.released > 0) deps.log.info('webhook keys dispatched', { ...report });
  return report;
};
