/**
 * How the functions share the account: reserved concurrency per class (streams, AI calls and
 * unauthenticated invocations capped, the ledger copy and the jobs guaranteed, the short charged
 * routes on the unreserved rest), the money paths' logs kept 400 days, the ledger stream consumer's
 * failure destination and alarms. infra/operations.ts, docs/deploy.md.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/routes';
import { usesAi } from '../../infra/functions';
import { DEFAULT_RESERVED_CONCURRENCY, parseMoneyLogRetention, parseReservedConcurrency } from '../../infra/operations';
import { STREAM_ITERATOR_AGE_ALARM_MS } from '../../infra/stack';
import { asArray, build, logicalId, ofType, refTarget, type Built } from './helpers';

const reservedOf = (b: Built, name: string): unknown => b.resources[logicalId(b.stack.functions.get(name) ?? (name === 'docs' ? b.stack.docsFunction : undefined)!)]!.Properties!.ReservedConcurrentExecutions;
const retentionOf = (b: Built, name: string): unknown => {
  const fn = b.resources[logicalId(b.stack.functions.get(name)!)]!;
  return b.resources[refTarget((fn.Properties!.LoggingConfig as { LogGroup: unknown }).LogGroup)!]!.Properties!.RetentionInDays;
};

describe('reserved concurrency, log retention, the ledger stream', () => {
  let b: Built;
  beforeAll(() => {
    b = build({}, 'LimitsApi');
  });

  it('caps the streams, the AI calls, the docs and the MCP server; guarantees the ledger copy and the jobs; leaves the rest unreserved', () => {
    const streams = ROUTES.filter((r) => r.streaming);
    const ai = ROUTES.filter((r) => !r.streaming && usesAi(r));
    expect(streams.map((r) => r.name).sort()).toEqual(['account-export', 'advisor-chat']);
    expect(ai.length).toBeGreaterThanOrEqual(5);
    for (const r of streams) expect(reservedOf(b, r.name), r.name).toBe(DEFAULT_RESERVED_CONCURRENCY.stream);
    for (const r of ai) expect(reservedOf(b, r.name), r.name).toBe(DEFAULT_RESERVED_CONCURRENCY.ai);
    for (const r of ROUTES.filter((x) => !x.streaming && !usesAi(x))) expect(reservedOf(b, r.name), r.name).toBeUndefined();
    expect(reservedOf(b, 'docs')).toBe(DEFAULT_RESERVED_CONCURRENCY.public);
    expect(reservedOf(b, 'mcp')).toBe(DEFAULT_RESERVED_CONCURRENCY.mcp);
    expect(reservedOf(b, 'ledger-stream')).toBe(DEFAULT_RESERVED_CONCURRENCY.ledger);
    expect(reservedOf(b, 'reconciler')).toBe(DEFAULT_RESERVED_CONCURRENCY.jobs);
    // the whole reservation leaves the short charged routes most of the default pool of 1,000
    // (and Lambda's 100 unreserved minimum)
    const total = ofType(b.resources, 'AWS::Lambda::Function').reduce((n, [, f]) => n + ((f.Properties!.ReservedConcurrentExecutions as number | undefined) ?? 0), 0);
    expect(total).toBeGreaterThan(100);
    expect(total).toBeLessThanOrEqual(400);
  });

  it('is configurable by context: other numbers per class, or none at all', () => {
    const custom = build({ reservedConcurrency: parseReservedConcurrency('stream=5, mcp=0') }, 'LimitsCustomApi');
    expect(reservedOf(custom, 'advisor-chat')).toBe(5);
    expect(reservedOf(custom, 'mcp')).toBe(0);
    expect(reservedOf(custom, 'blueprints-generate')).toBe(DEFAULT_RESERVED_CONCURRENCY.ai);
    const off = build({ reservedConcurrency: parseReservedConcurrency('off') }, 'LimitsOffApi');
    for (const [id, f] of ofType(off.resources, 'AWS::Lambda::Function')) expect(f.Properties!.ReservedConcurrentExecutions, id).toBeUndefined();
    expect(() => parseReservedConcurrency('streams=5')).toThrow(/class=n/);
    expect(() => parseReservedConcurrency('ledger=0')).toThrow(/between 1 and 1000/);
  });

  it('keeps the money paths’ logs 400 days, the others a month', () => {
    for (const r of ROUTES) expect(retentionOf(b, r.name), r.name).toBe(r.price === 0 ? 30 : 400);
    for (const name of ['mcp', 'reconciler', 'ledger-stream']) expect(retentionOf(b, name), name).toBe(400);
    expect(retentionOf(b, 'daily-horoscopes')).toBe(30);
    expect(parseMoneyLogRetention('731')).toBe(731);
    expect(() => parseMoneyLogRetention('30')).toThrow(/expected one of 60/);
    const longer = build({ moneyLogRetention: parseMoneyLogRetention('545') }, 'LimitsRetentionApi');
    expect(retentionOf(longer, 'calculators-big-3')).toBe(545);
    expect(retentionOf(longer, 'account-get')).toBe(30);
  });

  it('the ledger stream consumer bisects failing batches, sends what still fails to a queue, and alarms on it and on its iterator age', () => {
    const fnId = logicalId(b.stack.functions.get('ledger-stream')!);
    const mappings = ofType(b.resources, 'AWS::Lambda::EventSourceMapping').filter(([, m]) => refTarget(m.Properties!.FunctionName) === fnId);
    expect(mappings).toHaveLength(1);
    const m = mappings[0]![1].Properties!;
    expect(m).toMatchObject({ BisectBatchOnFunctionError: true, MaximumRetryAttempts: 10, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    const queueId = refTarget((m.DestinationConfig as { OnFailure: { Destination: unknown } }).OnFailure.Destination)!;
    expect(b.resources[queueId]!.Type).toBe('AWS::SQS::Queue');
    expect(b.resources[queueId]!.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86400 });

    const topicId = ofType(b.resources, 'AWS::SNS::Topic')[0]![0];
    const alarms = ofType(b.resources, 'AWS::CloudWatch::Alarm');
    const refersTo = (v: unknown, id: string): boolean => JSON.stringify(v).includes(`"${id}"`);
    const age = alarms.filter(([, a]) => a.Properties!.MetricName === 'IteratorAge' && refersTo(a.Properties!.Dimensions, fnId));
    expect(age).toHaveLength(1);
    expect(age[0]![1].Properties).toMatchObject({ Namespace: 'AWS/Lambda', Statistic: 'Maximum', Threshold: STREAM_ITERATOR_AGE_ALARM_MS, Period: 300 });
    const dead = alarms.filter(([, a]) => a.Properties!.MetricName === 'ApproximateNumberOfMessagesVisible' && refersTo(a.Properties!.Dimensions, queueId));
    expect(dead).toHaveLength(1);
    for (const [, a] of [...age, ...dead]) expect(asArray(a.Properties!.AlarmActions as unknown[]).map(refTarget)).toEqual([topicId]);
  });
});
