/**
 * One CloudWatch dashboard per stack (docs/deploy.md#12-the-dashboard-and-the-budget), and the
 * optional AWS Budgets alarm (context `budgetMonthlyUsd`) to the alarm topic.
 *
 * The dashboard reads only metrics this stack's resources emit, named without references to the
 * nested stacks (so it lives in the parent and does not tie the stacks together):
 * - API Gateway's per-method metrics (detailed metrics are on for stage v1): requests, 4xx, 5xx and
 *   p99 latency per route class (`stream`, `ai` as in infra/operations.ts; the others `heavy` or
 *   `light` as in shared/http/admission.ts), summed over the class's methods (p99: one line per route);
 * - Lambda throttles of the stack's functions (a SEARCH on the function names CloudFormation gives
 *   them, `<stack>-...`), per function;
 * - DynamoDB consumed read/write capacity and throttled requests, per table;
 * - the webhook delivery queue's oldest message age and its dead letters;
 * - credits charged (and refunded) per hour: the `CreditsCharged` / `CreditsRefunded` EMF metrics
 *   (shared/observability, namespace BlueprintApi, dimensions service and route), summed over routes.
 */
import { Aws, Duration } from 'aws-cdk-lib';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { routeClass } from '#shared/http/admission';
import type { RouteDef } from '#shared/routes';
import type { TableId } from '#shared/store/tables';
import type { ApiTable } from './constructs/api-table';
import { OBSERVABILITY_ENV } from './constructs/api-function';
import { routeConcurrencyClass } from './operations';
import { usesAi } from './functions';
import type { WebhookDelivery } from './webhook-delivery';

export const DASHBOARD_ROUTE_CLASSES = ['stream', 'ai', 'heavy', 'light'] as const;
export type DashboardRouteClass = (typeof DASHBOARD_ROUTE_CLASSES)[number];

/** A route's class on the dashboard: its concurrency class when streamed or AI, else heavy or light (admission). */
export const dashboardRouteClass = (route: RouteDef): DashboardRouteClass => {
  const cls = routeConcurrencyClass(route, usesAi(route));
  return cls === 'standard' ? routeClass(route) : cls;
};

export interface DashboardProps {
  apiName: string;
  stageName: string;
  routes: readonly RouteDef[];
  tables: ReadonlyMap<TableId, ApiTable>;
  webhookDelivery: WebhookDelivery | undefined;
}

const PERIOD = Duration.minutes(5);

/** API Gateway's metric of one method (Method + Resource + Stage + ApiName: the per-method detailed metrics). */
const methodMetric = (p: DashboardProps, route: RouteDef, metricName: string, statistic: string): cloudwatch.Metric =>
  new cloudwatch.Metric({
    namespace: 'AWS/ApiGateway',
    metricName,
    dimensionsMap: { ApiName: p.apiName, Method: route.method, Resource: route.path, Stage: p.stageName },
    statistic,
    period: PERIOD,
    label: `${route.method} ${route.path}`,
  });

/** SUM over the routes of a class of one API Gateway metric (math expression ids `<id>0`, `<id>1`, ...: unique in the graph). */
const classSum = (p: DashboardProps, routes: readonly RouteDef[], metricName: string, label: string, id: string): cloudwatch.MathExpression =>
  new cloudwatch.MathExpression({
    expression: routes.length === 1 ? `FILL(${id}0, 0)` : `SUM([${routes.map((_, i) => `FILL(${id}${i}, 0)`).join(', ')}])`,
    usingMetrics: Object.fromEntries(routes.map((r, i) => [`${id}${i}`, methodMetric(p, r, metricName, 'Sum')])),
    label,
    period: PERIOD,
  });

export function addDashboard(scope: Construct, p: DashboardProps): cloudwatch.Dashboard {
  const dashboard = new cloudwatch.Dashboard(scope, 'Dashboard', {
    dashboardName: `${Aws.STACK_NAME}-overview`,
    defaultInterval: Duration.hours(6),
  });
  const api = (metricName: string, statistic: string, label: string): cloudwatch.Metric =>
    new cloudwatch.Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiName: p.apiName, Stage: p.stageName }, statistic, period: PERIOD, label });
  dashboard.addWidgets(
    new cloudwatch.TextWidget({
      markdown: `# ${p.apiName}, stage ${p.stageName}\nRequests, errors and p99 per route class; throttles; DynamoDB; webhook queue; credits charged per hour (docs/deploy.md, "The dashboard").`,
      width: 24,
      height: 2,
    }),
  );
  dashboard.addWidgets(
    new cloudwatch.GraphWidget({ title: 'API: requests and errors (5 min)', left: [api('Count', 'Sum', 'requests'), api('4XXError', 'Sum', '4xx'), api('5XXError', 'Sum', '5xx')], width: 12 }),
    new cloudwatch.GraphWidget({ title: 'API: latency p99 (ms)', left: [api('Latency', 'p99', 'latency p99'), api('IntegrationLatency', 'p99', 'integration p99')], width: 12 }),
  );
  for (const cls of DASHBOARD_ROUTE_CLASSES) {
    const routes = p.routes.filter((r) => dashboardRouteClass(r) === cls);
    if (routes.length === 0) continue;
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: `${cls} routes (${routes.length}): requests and errors`,
        left: [classSum(p, routes, 'Count', 'requests', 'req'), classSum(p, routes, '4XXError', '4xx', 'cli'), classSum(p, routes, '5XXError', '5xx', 'srv')],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: `${cls} routes: latency p99 per route (ms)`,
        left: routes.map((r) => methodMetric(p, r, 'Latency', 'p99')),
        legendPosition: cloudwatch.LegendPosition.RIGHT,
        width: 12,
      }),
    );
  }
  dashboard.addWidgets(
    new cloudwatch.GraphWidget({
      title: 'Lambda throttles per function (this stack)',
      left: [
        new cloudwatch.MathExpression({
          expression: `SEARCH('{AWS/Lambda,FunctionName} MetricName="Throttles" FunctionName="${Aws.STACK_NAME}-"', 'Sum', 300)`,
          label: '',
          period: PERIOD,
        }),
      ],
      width: 12,
    }),
    new cloudwatch.GraphWidget({
      title: 'Credits charged and refunded per hour',
      left: (['CreditsCharged', 'CreditsRefunded'] as const).map(
        (name) =>
          new cloudwatch.MathExpression({
            expression: `SUM(SEARCH('{${OBSERVABILITY_ENV.POWERTOOLS_METRICS_NAMESPACE},route,service} MetricName="${name}" service="${OBSERVABILITY_ENV.POWERTOOLS_SERVICE_NAME}"', 'Sum', 3600))`,
            label: name === 'CreditsCharged' ? 'credits charged' : 'credits refunded',
            period: Duration.hours(1),
          }),
      ),
      period: Duration.hours(1),
      width: 12,
    }),
  );
  const tables = [...p.tables.values()];
  const tableMetric = (t: ApiTable, metricName: string, label: string): cloudwatch.Metric =>
    new cloudwatch.Metric({ namespace: 'AWS/DynamoDB', metricName, dimensionsMap: { TableName: t.tableName }, statistic: 'Sum', period: PERIOD, label: `${t.spec.id} ${label}` });
  dashboard.addWidgets(
    new cloudwatch.GraphWidget({ title: 'DynamoDB consumed read capacity (5 min)', left: tables.map((t) => tableMetric(t, 'ConsumedReadCapacityUnits', 'RCU')), legendPosition: cloudwatch.LegendPosition.RIGHT, width: 8 }),
    new cloudwatch.GraphWidget({ title: 'DynamoDB consumed write capacity (5 min)', left: tables.map((t) => tableMetric(t, 'ConsumedWriteCapacityUnits', 'WCU')), legendPosition: cloudwatch.LegendPosition.RIGHT, width: 8 }),
    new cloudwatch.GraphWidget({ title: 'DynamoDB throttled requests', left: tables.map((t) => tableMetric(t, 'ThrottledRequests', 'throttled')), legendPosition: cloudwatch.LegendPosition.RIGHT, width: 8 }),
  );
  if (p.webhookDelivery) {
    const { queue, deadLetters } = p.webhookDelivery;
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: 'Webhook queue: oldest message (s)', left: [queue.metricApproximateAgeOfOldestMessage({ period: PERIOD, statistic: 'Maximum', label: 'oldest message age' })], width: 12 }),
      new cloudwatch.GraphWidget({ title: 'Webhook dead letters', left: [deadLetters.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum', label: 'messages in WebhookDeliveryDeadLetters' })], width: 12 }),
    );
  }
  return dashboard;
}

/** Context `budgetMonthlyUsd`: a positive amount, or undefined (no budget). */
export function parseBudget(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0 || n > 1_000_000) throw new Error(`Context budgetMonthlyUsd=${v}: expected a monthly amount in US dollars, e.g. 200`);
  return n;
}

/** Percentages of the budget that notify the topic: actual spend, and the month's forecast. */
export const BUDGET_THRESHOLDS = { actualPercent: 80, forecastPercent: 100 } as const;

/**
 * A monthly cost budget of the account (AWS Budgets cannot limit itself to one stack without cost
 * allocation tags being activated first) notifying the alarm topic at 80 % of actual and 100 % of
 * forecast spend; the topic's policy and key let budgets.amazonaws.com publish.
 */
export function addBudget(scope: Construct, amountUsd: number, topic: sns.Topic, key: kms.Key): budgets.CfnBudget {
  const conditions = { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID }, ArnLike: { 'aws:SourceArn': `arn:${Aws.PARTITION}:budgets::${Aws.ACCOUNT_ID}:*` } };
  topic.addToResourcePolicy(
    new iam.PolicyStatement({ sid: 'AllowBudgetsToPublish', principals: [new iam.ServicePrincipal('budgets.amazonaws.com')], actions: ['sns:Publish'], resources: [topic.topicArn], conditions }),
  );
  key.addToResourcePolicy(
    new iam.PolicyStatement({ sid: 'AllowBudgetsToUseTheKey', principals: [new iam.ServicePrincipal('budgets.amazonaws.com')], actions: ['kms:Decrypt', 'kms:GenerateDataKey*'], resources: ['*'], conditions }),
  );
  const subscriber = [{ subscriptionType: 'SNS', address: topic.topicArn }];
  return new budgets.CfnBudget(scope, 'MonthlyBudget', {
    budget: { budgetType: 'COST', timeUnit: 'MONTHLY', budgetLimit: { amount: amountUsd, unit: 'USD' } },
    notificationsWithSubscribers: [
      { notification: { notificationType: 'ACTUAL', comparisonOperator: 'GREATER_THAN', threshold: BUDGET_THRESHOLDS.actualPercent, thresholdType: 'PERCENTAGE' }, subscribers: subscriber },
      { notification: { notificationType: 'FORECASTED', comparisonOperator: 'GREATER_THAN', threshold: BUDGET_THRESHOLDS.forecastPercent, thresholdType: 'PERCENTAGE' }, subscribers: subscriber },
    ],
  });
}
