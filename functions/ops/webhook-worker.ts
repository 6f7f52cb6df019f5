/**
 * The webhook delivery worker: consumes the delivery queue (SQS event source, infra/webhook-delivery.ts)
 * with partial batch responses. Each record is a key the dispatcher claimed; it is leased on that
 * claim and delivered by the same `deliverOne` as the local worker (shared/webhooks/queue.ts). A record
 * whose processing throws is reported alone in `batchItemFailures` (received again after the
 * visibility timeout, dead-lettered after 5 receives); the others are acknowledged. The address policy
 * is the strict one (https, public addresses only): the stack never sets WEBHOOKS_ALLOW_LOOPBACK.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { getDeps } from '#shared/deps';
import { handleQueueRecords } from '#shared/webhooks/queue';
import { workerOptions } from '#shared/webhooks/worker-options';

export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const deps = getDeps();
  const { batchItemFailures, report } = await handleQueueRecords(event.Records, workerOptions(deps), (record, e) =>
    deps.log.error('webhook delivery record failed', { messageId: record.messageId, err: e instanceof Error ? e.message : String(e) }),
  );
  deps.log.info('webhook deliveries', { records: event.Records.length, ...report });
  return { batchItemFailures };
};
