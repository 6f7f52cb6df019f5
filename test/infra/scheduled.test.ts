/**
 * Template assertions for the scheduled jobs (infra/scheduled.ts): the daily-horoscopes function
 * with its table grant, its 00:00 UTC rule, retries, dead-letter queue and failure alarms.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULED } from '../../infra/scheduled';
import { build, logicalId, ofType, type Built } from './helpers';

let built: Built;
let fnId: string;
const job = SCHEDULED.find((j) => j.name === 'daily-horoscopes')!;

beforeAll(() => {
  built = build({}, 'ScheduledApi');
  fnId = logicalId(built.stack.functions.get('daily-horoscopes')!);
});

const refersTo = (value: unknown, id: string): boolean => JSON.stringify(value).includes(`"${id}"`);

describe('the daily-horoscopes job', () => {
  it('is declared with the daily table and exists as a function reading DAILY_TABLE', () => {
    expect(job.tables).toEqual({ daily: 'readwrite' });
    expect(job.schedule).toBe('cron(0 0 * * ? *)');
    const fn = built.resources[fnId]!;
    expect(fn.Type).toBe('AWS::Lambda::Function');
    const env = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(env)).toContain('DAILY_TABLE');
    expect(fn.Properties!.Timeout).toBe(300);
  });

  it('may write the daily table and touch no other table', () => {
    const dailyTable = logicalId(built.stack.tables.get('daily')!);
    const policies = ofType(built.resources, 'AWS::IAM::Policy').filter(([, p]) => refersTo(p.Properties!.Roles, logicalId(built.stack.functions.get('daily-horoscopes')!.role!.node.defaultChild as never)));
    expect(policies.length).toBeGreaterThan(0);
    const text = JSON.stringify(policies.map(([, p]) => p.Properties!.PolicyDocument));
    expect(text).toContain(dailyTable);
    expect(text).toContain('dynamodb:PutItem');
    for (const other of ['keys', 'accounts', 'ledger', 'blueprints'] as const) {
      expect(text, other).not.toContain(logicalId(built.stack.tables.get(other)!));
    }
  });

  it('runs at 00:00 UTC with retries and a dead-letter queue for undeliverable events', () => {
    const rules = ofType(built.resources, 'AWS::Events::Rule').filter(([, r]) => refersTo(r.Properties!.Targets, fnId));
    expect(rules).toHaveLength(1);
    const [, rule] = rules[0]!;
    expect(rule.Properties!.ScheduleExpression).toBe('cron(0 0 * * ? *)');
    const target = (rule.Properties!.Targets as Record<string, unknown>[])[0]!;
    expect(target.RetryPolicy).toEqual({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 21600 });
    expect(target.DeadLetterConfig).toBeDefined();
  });

  it('retries a failed run twice, then sends the event to the encrypted dead-letter queue', () => {
    built.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: fnId },
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 21600,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    const configs = ofType(built.resources, 'AWS::Lambda::EventInvokeConfig').filter(([, c]) => refersTo(c.Properties!.FunctionName, fnId));
    const queueId = JSON.stringify(configs[0]![1].Properties!.DestinationConfig).match(/"(\w+DeadLetters\w*)"/)![1]!;
    const queue = built.resources[queueId]!;
    expect(queue.Type).toBe('AWS::SQS::Queue');
    expect(queue.Properties!.SqsManagedSseEnabled).toBe(true);
    expect(queue.Properties!.MessageRetentionPeriod).toBe(14 * 86400);
    // the rule's dead-letter queue is the same queue
    const rule = ofType(built.resources, 'AWS::Events::Rule').find(([, r]) => refersTo(r.Properties!.Targets, fnId))!;
    expect(JSON.stringify(rule[1].Properties!.Targets)).toContain(queueId);
  });

  it('alarms on a failed run and on a dead-lettered event, to an encrypted SNS topic', () => {
    const alarms = ofType(built.resources, 'AWS::CloudWatch::Alarm').filter(([, a]) => String(a.Properties!.AlarmDescription).includes('daily-horoscopes'));
    expect(alarms).toHaveLength(2);
    const errors = alarms.find(([, a]) => a.Properties!.MetricName === 'Errors')!;
    expect(errors[1].Properties).toMatchObject({ Namespace: 'AWS/Lambda', Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(refersTo(errors[1].Properties!.Dimensions, fnId)).toBe(true);
    const dlq = alarms.find(([, a]) => a.Properties!.MetricName === 'ApproximateNumberOfMessagesVisible')!;
    expect(dlq[1].Properties).toMatchObject({ Namespace: 'AWS/SQS', Threshold: 1 });
    const topics = ofType(built.resources, 'AWS::SNS::Topic');
    expect(topics).toHaveLength(1);
    expect(topics[0]![1].Properties!.KmsMasterKeyId).toBeDefined();
    for (const [, a] of alarms) expect(refersTo(a.Properties!.AlarmActions, topics[0]![0])).toBe(true);
  });
});
