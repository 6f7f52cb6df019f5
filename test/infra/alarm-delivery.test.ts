/**
 * Alarms that can notify: CloudWatch must be able to publish to the alarm topic. With an encrypted
 * topic that takes a key whose policy lets cloudwatch.amazonaws.com generate and decrypt data keys
 * (the AWS managed `alias/aws/sns` key cannot), and a topic policy that lets it publish.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { asArray, build, ofType, refTarget, type Built } from './helpers';

interface PolicyStatement {
  Sid?: string;
  Effect: string;
  Principal?: { Service?: string | string[]; AWS?: unknown };
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}
const statements = (doc: unknown): PolicyStatement[] => asArray((doc as { Statement: PolicyStatement | PolicyStatement[] }).Statement);
const forCloudWatch = (s: PolicyStatement): boolean => s.Effect === 'Allow' && asArray(s.Principal?.Service).includes('cloudwatch.amazonaws.com');

describe('alarm delivery', () => {
  let b: Built;
  let topicId: string;
  beforeAll(() => {
    b = build({}, 'AlarmDeliveryApi');
    const topics = ofType(b.resources, 'AWS::SNS::Topic');
    expect(topics).toHaveLength(1);
    topicId = topics[0]![0];
  });

  it("encrypts the topic with a customer-managed key whose policy lets CloudWatch alarms of this account use it", () => {
    const topic = b.resources[topicId]!;
    const keyRef = topic.Properties!.KmsMasterKeyId;
    // not the AWS managed alias/aws/sns (CloudWatch cannot use it): a key of this stack
    expect(JSON.stringify(keyRef)).not.toContain('alias/aws/sns');
    const keyId = refTarget(keyRef);
    expect(keyId).toBeDefined();
    const key = b.resources[keyId!]!;
    expect(key.Type).toBe('AWS::KMS::Key');
    const cw = statements(key.Properties!.KeyPolicy).filter(forCloudWatch);
    expect(cw).toHaveLength(1);
    expect(asArray(cw[0]!.Action).sort()).toEqual(['kms:Decrypt', 'kms:GenerateDataKey*']);
    // confused-deputy conditions: this account, and alarms of this account
    expect(cw[0]!.Condition?.StringEquals?.['aws:SourceAccount']).toEqual({ Ref: 'AWS::AccountId' });
    expect(JSON.stringify(cw[0]!.Condition?.ArnLike?.['aws:SourceArn'])).toMatch(/:cloudwatch:.*:alarm:\*/);
    expect(key.Properties!.EnableKeyRotation).toBe(true);
  });

  it('lets CloudWatch publish to the topic (topic policy), for alarms of this account only', () => {
    const policies = ofType(b.resources, 'AWS::SNS::TopicPolicy').filter(([, p]) => asArray(p.Properties!.Topics as unknown[]).some((t) => refTarget(t) === topicId));
    expect(policies).toHaveLength(1);
    const cw = statements(policies[0]![1].Properties!.PolicyDocument).filter(forCloudWatch);
    expect(cw).toHaveLength(1);
    expect(asArray(cw[0]!.Action)).toEqual(['sns:Publish']);
    expect(refTarget(cw[0]!.Resource)).toBe(topicId);
    expect(cw[0]!.Condition?.StringEquals?.['aws:SourceAccount']).toEqual({ Ref: 'AWS::AccountId' });
    // and the SSL-only deny stays
    expect(statements(policies[0]![1].Properties!.PolicyDocument).some((s) => s.Effect === 'Deny')).toBe(true);
  });

  it('every alarm of every stack notifies that topic', () => {
    const alarms = ofType(b.resources, 'AWS::CloudWatch::Alarm');
    expect(alarms.length).toBeGreaterThan(50);
    for (const [id, a] of alarms) expect(asArray(a.Properties!.AlarmActions as unknown[]).map(refTarget), id).toEqual([topicId]);
  });
});
