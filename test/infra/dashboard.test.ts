/**
 * The stack's dashboard and the optional budget (infra/dashboard.ts): requests, errors and p99 of
 * every route (summed per route class), throttles, DynamoDB consumed and throttled capacity per
 * table, the webhook queue's age and dead letters, credits charged per hour; a cost budget that
 * notifies the alarm topic, which budgets.amazonaws.com may then publish to.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/routes';
import { TABLES } from '#shared/store/tables';
import { BUDGET_THRESHOLDS, dashboardRouteClass, DASHBOARD_ROUTE_CLASSES, parseBudget } from '../../infra/dashboard';
import { build, logicalId, ofType, refTarget, type Built } from './helpers';

type Json = Record<string, unknown>;

/** The dashboard body with every reference written as `<Ref:X>` (the Fn::Join parts in order). */
const bodyText = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map(bodyText).join('');
  const o = v as Json;
  if (o['Fn::Join']) return ((o['Fn::Join'] as [string, unknown[]])[1]).map(bodyText).join('');
  if (typeof o.Ref === 'string') return `<Ref:${o.Ref}>`;
  if (o['Fn::GetAtt']) return `<GetAtt:${(o['Fn::GetAtt'] as string[]).join('.')}>`;
  return JSON.stringify(o);
};

describe('the dashboard', () => {
  let b: Built;
  let body: { widgets: { properties: { title?: string; metrics?: unknown[][] } }[] };
  beforeAll(() => {
    b = build({}, 'DashApi');
    const dashboards = ofType(b.resources, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    body = JSON.parse(bodyText(dashboards[0]![1].Properties!.DashboardBody)) as typeof body;
  });

  const widget = (title: RegExp) => body.widgets.find((w) => title.test(w.properties.title ?? ''));
  const metricsOf = (title: RegExp): string => JSON.stringify(widget(title)?.properties.metrics ?? null);

  it('shows requests, 4xx/5xx and p99 latency for every route, per route class', () => {
    for (const cls of DASHBOARD_ROUTE_CLASSES) {
      const routes = ROUTES.filter((r) => dashboardRouteClass(r) === cls);
      if (routes.length === 0) continue;
      const counts = metricsOf(new RegExp(`^${cls} routes \\(${routes.length}\\): requests and errors$`));
      for (const metric of ['Count', '4XXError', '5XXError']) expect(counts, `${cls} ${metric}`).toContain(`"${metric}"`);
      const p99 = metricsOf(new RegExp(`^${cls} routes: latency p99`));
      for (const r of routes) {
        expect(counts, r.name).toContain(`"Resource","${r.path}"`);
        expect(p99, r.name).toContain(`"Method","${r.method}","Resource","${r.path}"`);
      }
      expect(p99).toContain('"stat":"p99"');
    }
    expect(new Set(ROUTES.map(dashboardRouteClass)).size).toBeGreaterThan(2);
    expect(dashboardRouteClass(ROUTES.find((r) => r.name === 'advisor-chat')!)).toBe('stream');
    expect(dashboardRouteClass(ROUTES.find((r) => r.name === 'images-natal-wheel')!)).toBe('heavy');
    expect(dashboardRouteClass(ROUTES.find((r) => r.name === 'calculators-life-path')!)).toBe('light');
  });

  it('shows throttles, DynamoDB capacity and throttling per table, the webhook queue and credits per hour', () => {
    expect(metricsOf(/throttles/i)).toMatch(/SEARCH\('\{AWS\/Lambda,FunctionName\} MetricName=\\"Throttles\\" FunctionName=\\"<Ref:AWS::StackName>-\\"'/);
    for (const [metric, title] of [['ConsumedReadCapacityUnits', /read capacity/], ['ConsumedWriteCapacityUnits', /write capacity/], ['ThrottledRequests', /throttled requests/]] as const) {
      const m = metricsOf(title);
      for (const t of TABLES) expect(m, `${metric} ${t.id}`).toContain(`"${metric}","TableName","<Ref:${logicalId(b.stack.tables.get(t.id)!)}>"`);
    }
    expect(metricsOf(/oldest message/)).toContain(`"ApproximateAgeOfOldestMessage","QueueName","<GetAtt:${logicalId(b.stack.webhookDelivery!.queue)}.QueueName>"`);
    expect(metricsOf(/dead letters/)).toContain(`"ApproximateNumberOfMessagesVisible","QueueName","<GetAtt:${logicalId(b.stack.webhookDelivery!.deadLetters)}.QueueName>"`);
    const credits = metricsOf(/Credits charged/);
    expect(credits).toContain('MetricName=\\"CreditsCharged\\"');
    expect(credits).toContain('\'Sum\', 3600');
    expect(credits).toContain('"period":3600');
    expect(b.outputs.DashboardName).toBeDefined();
  });

  it('has no budget unless asked', () => {
    expect(ofType(b.resources, 'AWS::Budgets::Budget')).toHaveLength(0);
  });
});

describe('the budget (context budgetMonthlyUsd)', () => {
  it('notifies the alarm topic at 80 % actual and 100 % forecast, and lets AWS Budgets publish to the encrypted topic', () => {
    const b = build({ routes: ROUTES.filter((r) => r.name === 'calculators-life-path'), scheduled: [], webhookDelivery: false, budgetMonthlyUsd: parseBudget('250') }, 'BudgetApi');
    const [, budget] = ofType(b.resources, 'AWS::Budgets::Budget')[0]!;
    expect((budget.Properties!.Budget as Json)).toMatchObject({ BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 250, Unit: 'USD' } });
    const topicId = logicalId(b.stack.alarmTopic);
    const notes = budget.Properties!.NotificationsWithSubscribers as { Notification: Json; Subscribers: { SubscriptionType: string; Address: unknown }[] }[];
    expect(notes.map((n) => [n.Notification.NotificationType, n.Notification.Threshold])).toEqual([
      ['ACTUAL', BUDGET_THRESHOLDS.actualPercent],
      ['FORECASTED', BUDGET_THRESHOLDS.forecastPercent],
    ]);
    for (const n of notes) expect(n.Subscribers.map((s) => [s.SubscriptionType, refTarget(s.Address)])).toEqual([['SNS', topicId]]);
    const [, topicPolicy] = ofType(b.resources, 'AWS::SNS::TopicPolicy')[0]!;
    expect(JSON.stringify(topicPolicy.Properties!.PolicyDocument)).toContain('budgets.amazonaws.com');
    const alarmsKey = b.resources[logicalId(b.stack.alarmsKey)]!;
    expect(JSON.stringify(alarmsKey.Properties!.KeyPolicy)).toContain('budgets.amazonaws.com');
    expect(parseBudget(undefined)).toBeUndefined();
    expect(() => parseBudget('-5')).toThrow(/budgetMonthlyUsd/);
  });
});
