/**
 * Scheduled every 10 minutes (EventBridge, infra/scheduled.ts): the webhook producers over the last
 * hour (`produceEvents`, shared/webhooks/producers.ts), the same call the local worker makes. Windows
 * overlap on purpose: event ids are deterministic and the outbox puts are conditional, so a run (or a
 * retry) queues only what is not there yet. The dispatcher and the queue worker deliver them.
 */
import { getDeps } from '#shared/deps';
import { SKY_LOOKBACK_MS } from '#shared/webhooks/local-worker';
import { produceEvents } from '#shared/webhooks/producers';

export interface WebhookEventsReport {
  from: string;
  to: string;
  /** New deliveries put in the outbox. */
  queued: number;
}

export const handler = async (): Promise<WebhookEventsReport> => {
  const deps = getDeps();
  const to = deps.now().getTime();
  const from = to - SKY_LOOKBACK_MS;
  const queued = await produceEvents(deps, from, to);
  const report = { from: new Date(from).toISOString(), to: new Date(to).toISOString(), queued };
  deps.log.info('webhook events produced', { ...report });
  return report;
};
