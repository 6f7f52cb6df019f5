/** Template tests of the money path's infrastructure: the accounts stream, its consumer, the reconciler, the grants. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/routes';
import { tableSpec } from '#shared/store/tables';
import { build, logicalId, ofType, refTarget, roleStatements, asArray, type Built } from './helpers';

describe('money path infrastructure', () => {
  let b: Built;
  beforeAll(() => {
    b = build();
  });

  const roleOf = (name: string): string => {
    const fn = b.resources[logicalId(b.stack.functions.get(name)!)]!;
    return refTarget(fn.Properties!.Role)!;
  };
  const actionsOn = (name: string, tableId: 'accounts' | 'ledger' | 'idempotency' | 'webhookDeliveries'): string[] => {
    const tableLogical = logicalId(b.stack.tables.get(tableId)!);
    return roleStatements(b.resources, roleOf(name))
      .filter((st) => JSON.stringify(st.Resource).includes(tableLogical))
      .flatMap((st) => asArray(st.Action as string | string[]));
  };

  it('streams the accounts table (new images) into the ledger consumer, with partial-batch retries', () => {
    const accounts = b.resources[logicalId(b.stack.tables.get('accounts')!)]!;
    expect(accounts.Properties!.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    const consumer = logicalId(b.stack.functions.get(tableSpec('accounts').stream!.name)!);
    const mappings = ofType(b.resources, 'AWS::Lambda::EventSourceMapping').filter(([, m]) => refTarget(m.Properties!.FunctionName) === consumer);
    expect(mappings).toHaveLength(1);
    const props = mappings[0]![1].Properties!;
    expect(props.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(props.BisectBatchOnFunctionError).toBe(true);
    expect(props.StartingPosition).toBe('TRIM_HORIZON');
    expect(JSON.stringify(props.EventSourceArn)).toContain('StreamArn');
    // it writes the ledger and removes copied entries from accounts
    expect(actionsOn(tableSpec('accounts').stream!.name, 'ledger')).toContain('dynamodb:BatchWriteItem');
    expect(actionsOn(tableSpec('accounts').stream!.name, 'accounts')).toContain('dynamodb:UpdateItem');
  });

  it('runs the reconciler every 5 minutes', () => {
    const fnId = logicalId(b.stack.functions.get('reconciler')!);
    const rules = ofType(b.resources, 'AWS::Events::Rule').filter(([, r]) =>
      asArray(r.Properties!.Targets as { Arn: unknown }[]).some((t) => refTarget(t.Arn) === fnId),
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]![1].Properties!.ScheduleExpression).toBe('rate(5 minutes)');
  });

  it('lets the reconciler read the webhook deliveries (the stored work a delivery\'s hold names), never write them', () => {
    const actions = actionsOn('reconciler', 'webhookDeliveries');
    expect(actions).toContain('dynamodb:GetItem');
    expect(actions).not.toContain('dynamodb:UpdateItem');
    expect(actions).not.toContain('dynamodb:PutItem');
  });

  it('charged routes keep Idempotency-Key records and never write the ledger themselves', () => {
    const charged = ROUTES.filter((r) => r.price !== 0 && r.method === 'POST');
    expect(charged.length).toBeGreaterThan(0);
    for (const r of charged) {
      expect(actionsOn(r.name, 'ledger'), r.name).toEqual([]);
      expect(actionsOn(r.name, 'idempotency'), r.name).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:GetItem']));
      expect(actionsOn(r.name, 'accounts'), r.name).toContain('dynamodb:UpdateItem');
    }
  });
});
