/**
 * The deployed webhook delivery (docs/webhooks.md, "Deployed delivery"): the SQS queue the dispatcher
 * job (infra/scheduled.ts `webhook-dispatch`) sends claimed delivery keys to, its dead-letter queue
 * with an alarm, and the worker function consuming it with partial batch responses.
 *
 * - the queue: SQS-managed encryption, SSL only, visibility timeout 6x the worker's timeout, a
 *   dead-letter queue after QUEUE_MAX_RECEIVE_COUNT receives (14 days' retention);
 * - the worker: `functions/ops/webhook-worker.ts`, batches of WORKER_BATCH_SIZE, at most
 *   WORKER_MAX_CONCURRENCY at once (the event source's maximum concurrency: at most that many
 *   endpoints' requests in flight per batch slot, whatever the backlog), `reportBatchItemFailures`;
 *   its grants are WEBHOOK_WORKER.tables and the queue's consume actions, nothing more;
 * - alarms to the stack's alarm topic: a message in the dead-letter queue, the oldest message older
 *   than the claim (the worker falls behind), the worker's errors and throttles.
 *
 * The numbers are shared with the code (shared/webhooks/queue.ts), so the claim of a key outlasts
 * every receive of its message.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cloudwatchActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { CLAIM_MS, QUEUE_MAX_RECEIVE_COUNT, QUEUE_VISIBILITY_SECONDS, WORKER_TIMEOUT_SECONDS } from '#shared/webhooks/queue';
import { WEBHOOK_QUEUE_URL_ENV } from '#shared/webhooks/sqs';
import type { ApiFunction } from './constructs/api-function';
import { addFunctionAlarms, type FunctionDef } from './functions';

/** The worker's function: its handler and its tables (the webhook store, the credits holds on the accounts). */
export const WEBHOOK_WORKER: FunctionDef & { name: string } = {
  name: 'webhook-worker',
  handler: 'functions/ops/webhook-worker.ts',
  // endpoints (read, disabled after 3 days of failures), the outbox (lease, attempts), the accounts
  // (the delivery's 1-credit hold, settle, release; the journal reaches the ledger through the
  // accounts stream, so no ledger grant)
  tables: { webhooks: 'readwrite', webhookDeliveries: 'readwrite', accounts: 'readwrite' },
  timeoutSeconds: WORKER_TIMEOUT_SECONDS,
  memoryMb: 512,
  summary: 'Delivers the webhook deliveries whose keys the dispatcher queued (signed POST, retries, charging), one record at a time reported',
};

/** Records per invocation (each one POST of at most 5 s, all of a batch at once). */
export const WORKER_BATCH_SIZE = 10;
/** Invocations at once (the event source's maximum concurrency). */
export const WORKER_MAX_CONCURRENCY = 5;
export const DEAD_LETTER_RETENTION_DAYS = 14;

export interface WebhookDelivery {
  queue: sqs.Queue;
  deadLetters: sqs.Queue;
  worker: ApiFunction;
}

/** Builds the queue, its dead-letter queue, the worker and the alarms in `scope`. */
export function addWebhookDelivery(scope: Construct, makeWorker: () => ApiFunction, topic: sns.ITopic): WebhookDelivery {
  const deadLetters = new sqs.Queue(scope, 'WebhookDeliveryDeadLetters', {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(DEAD_LETTER_RETENTION_DAYS),
    // marks it as a dead-letter queue (Control Tower's CT.SQS.PR.1); naming the source queue here would be a cycle
    redriveAllowPolicy: { redrivePermission: sqs.RedrivePermission.ALLOW_ALL },
  });
  Validations.of(deadLetters).acknowledge({ id: 'AwsSolutions-SQS3', reason: 'This queue is the dead-letter queue of the webhook delivery queue' });
  const queue = new sqs.Queue(scope, 'WebhookDeliveryQueue', {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    visibilityTimeout: Duration.seconds(QUEUE_VISIBILITY_SECONDS),
    deadLetterQueue: { queue: deadLetters, maxReceiveCount: QUEUE_MAX_RECEIVE_COUNT },
  });
  const worker = makeWorker();
  worker.addEventSource(
    new SqsEventSource(queue, {
      batchSize: WORKER_BATCH_SIZE,
      maxConcurrency: WORKER_MAX_CONCURRENCY,
      reportBatchItemFailures: true,
    }),
  );
  addFunctionAlarms(scope, WEBHOOK_WORKER.name, worker, topic);
  const action = new cloudwatchActions.SnsAction(topic);
  const common = {
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  };
  new cloudwatch.Alarm(scope, 'WebhookDeliveryDeadLetterAlarm', {
    alarmDescription: `Webhook delivery: messages in the dead-letter queue (a key failed ${QUEUE_MAX_RECEIVE_COUNT} receives; the outbox delivers it again when its claim ends: find the cause in the worker's logs)`,
    metric: deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
    threshold: 1,
    ...common,
  }).addAlarmAction(action);
  new cloudwatch.Alarm(scope, 'WebhookDeliveryQueueAgeAlarm', {
    alarmDescription: `Webhook delivery: the oldest queued key waits longer than its claim (${CLAIM_MS / 60_000} minutes): the worker falls behind and keys are queued twice`,
    metric: queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5), statistic: 'Maximum' }),
    threshold: CLAIM_MS / 1000,
    ...common,
  }).addAlarmAction(action);
  return { queue, deadLetters, worker };
}

/** Lets a job send to the queue (SendMessage, which covers SendMessageBatch) and gives it the queue's URL. */
export function grantQueueSend(fn: ApiFunction, delivery: WebhookDelivery): void {
  delivery.queue.grantSendMessages(fn);
  fn.addEnvironment(WEBHOOK_QUEUE_URL_ENV, delivery.queue.queueUrl);
}
