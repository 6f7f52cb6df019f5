/**
 * The delivery queue (./queue.ts `KeyQueue`) on SQS: SendMessageBatch of up to 10 keys, each message
 * body the key as JSON. The queue's URL comes from the function's environment (`WEBHOOK_QUEUE_URL`,
 * set by the stack); the endpoint is AWS's unless `AWS_ENDPOINT_URL_SQS` names another (the SDK
 * reads it itself: the deploy-asset test points it at a fake SQS on loopback).
 */
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { KeyQueue, QueuedKey } from './queue';

export const WEBHOOK_QUEUE_URL_ENV = 'WEBHOOK_QUEUE_URL';

export function sqsKeyQueue(client: SQSClient, queueUrl: string): KeyQueue {
  return {
    async sendBatch(keys: readonly QueuedKey[]): Promise<QueuedKey[]> {
      if (keys.length === 0) return [];
      const r = await client.send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: keys.map((k, i) => ({ Id: `k${i}`, MessageBody: JSON.stringify({ ownerId: k.ownerId, deliveryId: k.deliveryId, claim: k.claim }) })),
        }),
      );
      // anything SQS does not list as queued counts as refused (its claim is given back)
      const ok = new Set((r.Successful ?? []).map((s) => s.Id));
      return keys.filter((_, i) => !ok.has(`k${i}`));
    },
  };
}

let cached: { key: string; queue: KeyQueue } | undefined;

/** The queue of this container (one client, reused across invocations). */
export function keyQueueFromEnv(region: string, env: NodeJS.ProcessEnv = process.env): KeyQueue {
  const url = env[WEBHOOK_QUEUE_URL_ENV];
  if (!url) throw new Error(`${WEBHOOK_QUEUE_URL_ENV} is not set: the webhook dispatcher has no queue`);
  const key = `${region} ${url}`;
  if (cached?.key !== key) cached = { key, queue: sqsKeyQueue(new SQSClient({ region }), url) };
  return cached.queue;
}
