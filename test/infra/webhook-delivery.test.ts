/**
 * Template assertions for the deployed webhook delivery (infra/webhook-delivery.ts, the two jobs of
 * infra/scheduled.ts): the queue (encrypted, SSL only, visibility 6x the worker's timeout, a
 * dead-letter queue after 5 receives kept 14 days), the event source mapping with partial batch
 * responses, the alarm on the dead-letter queue to the alarm topic, and the grants of the producer
 * job, the dispatcher and the worker: exactly what each one uses, nothing more.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '#shared/routes';
import type { TableId } from '#shared/store/tables';
import { CLAIM_MS, QUEUE_MAX_RECEIVE_COUNT, QUEUE_VISIBILITY_SECONDS, WORKER_TIMEOUT_SECONDS } from '#shared/webhooks/queue';
import { TABLE_ACTIONS } from '../../infra/constructs/api-function';
import { SCHEDULED, WEBHOOK_PRODUCER_TABLES } from '../../infra/scheduled';
import { WEBHOOK_WORKER, WORKER_BATCH_SIZE, WORKER_MAX_CONCURRENCY } from '../../infra/webhook-delivery';
import { asArray, build, logicalId, ofType, refTarget, roleStatements, type Built, type Statement } from './helpers';

let b: Built;
let queueId: string;
let dlqId: string;
let topicId: string;
const fnId = (name: string): string => logicalId(b.stack.functions.get(name)!);
const roleId = (name: string): string => logicalId(b.stack.functions.get(name)!.role!.node.defaultChild as never);
const env = (name: string): Record<string, unknown> => (b.resources[fnId(name)]!.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;

beforeAll(() => {
  b = build({}, 'WebhookDeliveryApi');
  queueId = logicalId(b.stack.webhookDelivery!.queue);
  dlqId = logicalId(b.stack.webhookDelivery!.deadLetters);
  topicId = ofType(b.resources, 'AWS::SNS::Topic')[0]![0];
});

/** The tables (by id) a role's DynamoDB statements name, each with its actions. */
function dynamoGrants(role: string): Map<TableId, string[]> {
  const out = new Map<TableId, string[]>();
  const statements = roleStatements(b.resources, role).filter((s) => asArray(s.Action).some((a) => a.startsWith('dynamodb:')));
  for (const [id, table] of b.stack.tables) {
    const tableLogical = logicalId(table);
    const naming = statements.filter((s) => asArray(s.Resource as unknown[]).some((r) => refTarget(r) === tableLogical));
    if (naming.length) out.set(id, [...new Set(naming.flatMap((s) => asArray(s.Action)))].sort());
  }
  // no DynamoDB statement on anything but these tables (and their indexes)
  for (const s of statements) expect(JSON.stringify(s.Resource), JSON.stringify(s)).toMatch(/Table/);
  return out;
}
/** A role's SQS statements, but those on a scheduled job's own dead-letter queue (its failed runs go there: infra/stack.ts). */
const sqsStatements = (role: string): Statement[] =>
  roleStatements(b.resources, role).filter(
    (s) => asArray(s.Action).some((a) => a.startsWith('sqs:')) && !asArray(s.Resource as unknown[]).every((r) => /^Webhook(Events|Dispatch)DeadLetters/.test(refTarget(r) ?? '')),
  );
const expectedGrants = (tables: Partial<Record<TableId, Access>>, scans: TableId[] = []): Map<TableId, string[]> =>
  new Map((Object.entries(tables) as [TableId, Access][]).map(([t, a]) => [t, [...(TABLE_ACTIONS[t][a] ?? []), ...(scans.includes(t) ? ['dynamodb:Scan'] : [])].sort()]));
const sortedMap = (m: Map<TableId, string[]>): [TableId, string[]][] => [...m.entries()].sort(([a], [c]) => a.localeCompare(c));

describe('the webhook delivery queue', () => {
  it('is encrypted, has a dead-letter queue after 5 receives, and a visibility timeout of 6x the worker’s timeout', () => {
    const q = b.resources[queueId]!;
    expect(q.Type).toBe('AWS::SQS::Queue');
    expect(q.Properties!.SqsManagedSseEnabled).toBe(true);
    const worker = b.resources[fnId('webhook-worker')]!;
    expect(worker.Properties!.Timeout).toBe(WORKER_TIMEOUT_SECONDS);
    expect(q.Properties!.VisibilityTimeout).toBe(QUEUE_VISIBILITY_SECONDS);
    expect(q.Properties!.VisibilityTimeout).toBeGreaterThanOrEqual(6 * (worker.Properties!.Timeout as number));
    expect(q.Properties!.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 5 });
    expect(QUEUE_MAX_RECEIVE_COUNT).toBe(5);
    const dlq = b.resources[dlqId]!;
    expect(dlq.Type).toBe('AWS::SQS::Queue');
    expect(dlq.Properties!.SqsManagedSseEnabled).toBe(true);
    expect(dlq.Properties!.MessageRetentionPeriod).toBe(14 * 86400);
    // a key stays claimed for every receive of its message: not queued again while it may still be processed
    expect(CLAIM_MS).toBeGreaterThanOrEqual(QUEUE_VISIBILITY_SECONDS * QUEUE_MAX_RECEIVE_COUNT * 1000);
  });

  it('refuses any request without TLS, on the queue and on its dead-letter queue', () => {
    for (const id of [queueId, dlqId]) {
      const policies = ofType(b.resources, 'AWS::SQS::QueuePolicy').filter(([, p]) => asArray(p.Properties!.Queues as unknown[]).some((q) => refTarget(q) === id));
      expect(policies, id).toHaveLength(1);
      const deny = asArray((policies[0]![1].Properties!.PolicyDocument as { Statement: (Statement & { Condition?: Record<string, Record<string, unknown>> })[] }).Statement).filter(
        (s) => s.Effect === 'Deny',
      );
      expect(deny.some((s) => asArray(s.Action).includes('sqs:*') && s.Condition?.Bool?.['aws:SecureTransport'] === 'false')).toBe(true);
    }
  });

  it('feeds the worker in batches with partial batch responses and a maximum concurrency', () => {
    const mappings = ofType(b.resources, 'AWS::Lambda::EventSourceMapping').filter(([, m]) => refTarget(m.Properties!.EventSourceArn) === queueId);
    expect(mappings).toHaveLength(1);
    const m = mappings[0]![1].Properties!;
    expect(refTarget(m.FunctionName)).toBe(fnId('webhook-worker'));
    expect(m.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(m.BatchSize).toBe(WORKER_BATCH_SIZE);
    expect(WORKER_BATCH_SIZE).toBeLessThanOrEqual(10);
    expect(m.ScalingConfig).toEqual({ MaximumConcurrency: WORKER_MAX_CONCURRENCY });
  });

  it('alarms on a message in the dead-letter queue, to the alarm topic', () => {
    const alarms = ofType(b.resources, 'AWS::CloudWatch::Alarm').filter(([, a]) => JSON.stringify(a.Properties!.Dimensions ?? []).includes(`"${dlqId}"`));
    expect(alarms).toHaveLength(1);
    const a = alarms[0]![1].Properties!;
    expect(a).toMatchObject({ Namespace: 'AWS/SQS', MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(asArray(a.AlarmActions as unknown[]).map(refTarget)).toEqual([topicId]);
    // the worker's own errors and throttles, and the queue's age, notify the same topic
    const worker = ofType(b.resources, 'AWS::CloudWatch::Alarm').filter(([, x]) => JSON.stringify(x.Properties!.Dimensions ?? []).includes(`"${fnId('webhook-worker')}"`));
    expect(worker.map(([, x]) => x.Properties!.MetricName).sort()).toEqual(['Errors', 'Throttles']);
    const age = ofType(b.resources, 'AWS::CloudWatch::Alarm').filter(([, x]) => x.Properties!.MetricName === 'ApproximateAgeOfOldestMessage');
    expect(age).toHaveLength(1);
    expect(age[0]![1].Properties!.Threshold).toBe(CLAIM_MS / 1000);
    for (const [, x] of [...worker, ...age]) expect(asArray(x.Properties!.AlarmActions as unknown[]).map(refTarget)).toEqual([topicId]);
  });
});

describe('the grants of the delivery path', () => {
  it('the producer job: read on the producers’ tables, Scan on the endpoints only, the outbox read-write, no queue', () => {
    const job = SCHEDULED.find((j) => j.name === 'webhook-events')!;
    expect(job.schedule).toBe('rate(10 minutes)');
    expect(job.tables).toBe(WEBHOOK_PRODUCER_TABLES);
    expect(WEBHOOK_PRODUCER_TABLES).toEqual({ webhooks: 'readwrite', webhookDeliveries: 'readwrite', blueprints: 'read', accounts: 'read', daily: 'read', calendars: 'read' });
    expect(sortedMap(dynamoGrants(roleId('webhook-events')))).toEqual(sortedMap(expectedGrants(WEBHOOK_PRODUCER_TABLES, ['webhooks'])));
    expect(sqsStatements(roleId('webhook-events'))).toEqual([]);
    expect(env('webhook-events').WEBHOOK_QUEUE_URL).toBeUndefined();
  });

  it('the dispatcher: the outbox read-write, SendMessage on the delivery queue only, and its URL', () => {
    const job = SCHEDULED.find((j) => j.name === 'webhook-dispatch')!;
    expect(job.schedule).toBe('rate(1 minute)');
    expect(sortedMap(dynamoGrants(roleId('webhook-dispatch')))).toEqual(sortedMap(expectedGrants({ webhookDeliveries: 'readwrite' })));
    const sqs = sqsStatements(roleId('webhook-dispatch'));
    expect(sqs.flatMap((s) => asArray(s.Resource as unknown[]).map(refTarget))).toEqual(sqs.map(() => queueId));
    const actions = sqs.flatMap((s) => asArray(s.Action));
    expect(actions).toContain('sqs:SendMessage');
    expect(actions.filter((a) => /Receive|Delete|Purge|\*/.test(a))).toEqual([]);
    expect(refTarget(env('webhook-dispatch').WEBHOOK_QUEUE_URL)).toBe(queueId);
  });

  it('the worker: webhooks, the outbox and the accounts read-write (the credits hold), consuming the queue only, the strict address policy', () => {
    expect(sortedMap(dynamoGrants(roleId('webhook-worker')))).toEqual(sortedMap(expectedGrants(WEBHOOK_WORKER.tables)));
    expect(WEBHOOK_WORKER.tables).toEqual({ webhooks: 'readwrite', webhookDeliveries: 'readwrite', accounts: 'readwrite' });
    const sqs = sqsStatements(roleId('webhook-worker'));
    expect(sqs.flatMap((s) => asArray(s.Resource as unknown[]).map(refTarget))).toEqual(sqs.map(() => queueId));
    const actions = sqs.flatMap((s) => asArray(s.Action));
    expect(actions).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility']));
    expect(actions).not.toContain('sqs:SendMessage');
    // deployed, only https and public addresses: the loopback switch is never set
    expect(env('webhook-worker').WEBHOOKS_ALLOW_LOOPBACK).toBeUndefined();
    expect(JSON.stringify(b.resources)).not.toContain('WEBHOOKS_ALLOW_LOOPBACK');
  });
});
