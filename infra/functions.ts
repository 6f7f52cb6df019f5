/**
 * The pieces every stack of the service builds its functions from, whether the parent stack
 * (MCP, docs, scheduled jobs, stream consumers) or a nested routes stack (infra/routes-stack.ts):
 * an ApiFunction bound to its tables with the AI settings, and its alarms.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cloudwatchActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { Access, RouteDef } from '#shared/routes';
import type { TableId } from '#shared/store/tables';
import { ApiFunction, OBSERVABILITY_ENV, type FunctionLogLevel } from './constructs/api-function';
import type { ApiTable } from './constructs/api-table';
import { isMoneyRoute, reservedFor, routeConcurrencyClass, type ConcurrencyClass, type ReservedConcurrency } from './operations';

/**
 * Routes whose function may call the Anthropic API: the chat route and the routes with a
 * dynamic price (blueprints with AI interpretations). Only they get the secret.
 */
export const usesAi = (route: RouteDef): boolean => route.ai ?? (route.rateLimit === 'chat' || route.price === 'dynamic');

/** Metric of the `refund failed` log lines (metric filters on the route functions' log groups). */
export const REFUND_FAILED_LOG_METRIC = 'RefundFailedLogLines';

export const pascal = (s: string): string =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** What every function of the service shares, handed from the parent stack to the nested ones. */
export interface FunctionSettings {
  /** The tables (in the parent stack; a nested stack reaches them through its parameters). */
  tables: ReadonlyMap<TableId, ApiTable>;
  logRetention: logs.RetentionDays;
  /** Log retention of the money paths (charged routes, MCP, reconciler, ledger copy): infra/operations.ts. */
  moneyLogRetention: logs.RetentionDays;
  /** Reserved concurrency per class (infra/operations.ts). */
  reservedConcurrency: ReservedConcurrency;
  logLevel?: FunctionLogLevel;
  aiWriter?: 'anthropic' | 'offline';
  /** Secrets Manager secret with the Anthropic API key (context `anthropicSecretName`). */
  anthropicSecretName?: string;
  /** Where the running source is available (context `sourceUrl`): GET /v1/source's SOURCE_URL (docs/licences.md). */
  sourceUrl?: string;
}

/** The route that reads SOURCE_URL (shared/licences/source.ts). */
export const SOURCE_ROUTE = 'source-get';

export interface FunctionDef {
  handler: string;
  tables: Partial<Record<TableId, Access>>;
  timeoutSeconds?: number;
  memoryMb?: number;
  summary: string;
}

/** How a function runs among the others: its concurrency class and whether it is a money path. */
export interface FunctionClass {
  concurrency: ConcurrencyClass | 'standard';
  money: boolean;
}

/** The Anthropic key secret, imported once per stack that needs it (an import: no resource). */
const anthropicSecret = (scope: Construct, name: string): secretsmanager.ISecret => {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild('AnthropicApiKey') as secretsmanager.ISecret | undefined;
  return existing ?? secretsmanager.Secret.fromSecretNameV2(stack, 'AnthropicApiKey', name);
};

/** An ApiFunction with its tables bound and, for AI work, the writer and the key secret. */
export function createFunction(
  scope: Construct,
  name: string,
  def: FunctionDef,
  extra: { fonts: boolean; ai: boolean; rasterizer?: boolean; splitting?: boolean; places?: boolean },
  settings: FunctionSettings,
  cls: FunctionClass,
): ApiFunction {
  const reserved = reservedFor(settings.reservedConcurrency, cls.concurrency);
  const fn = new ApiFunction(scope, name, {
    entry: def.handler,
    description: def.summary.slice(0, 256),
    timeoutSeconds: def.timeoutSeconds,
    memoryMb: def.memoryMb,
    fonts: extra.fonts,
    places: extra.places === true,
    rasterizer: extra.rasterizer === true,
    splitting: extra.splitting === true,
    logRetention: cls.money ? settings.moneyLogRetention : settings.logRetention,
    logLevel: settings.logLevel,
    ...(reserved !== undefined ? { reservedConcurrency: reserved } : {}),
  });
  for (const [tableId, access] of Object.entries(def.tables) as [TableId, Access][]) {
    fn.bindTable(settings.tables.get(tableId)!, access);
  }
  // the writer is chosen explicitly: no silent fallback to the offline writer (shared/ai/index.ts)
  if (extra.ai) fn.addEnvironment('AI_WRITER', settings.aiWriter ?? 'anthropic');
  if (extra.ai && settings.anthropicSecretName && settings.aiWriter !== 'offline') {
    // The AI layer reads the key from this secret at cold start (docs/infra.md).
    fn.addEnvironment('ANTHROPIC_API_KEY_SECRET_ID', settings.anthropicSecretName);
    anthropicSecret(scope, settings.anthropicSecretName).grantRead(fn);
  }
  return fn;
}

/** Whether the route answers PNG: its module imports the rasterizer (resvg-js), so its function's asset must carry it. */
export const producesPng = (route: RouteDef): boolean => route.produces?.includes('image/png') === true;

/** Whether the route answers PDF (a binary route's default type): its function's asset carries the TTF fonts pdf-lib embeds. */
export const producesPdf = (route: RouteDef): boolean => route.binary === true && (route.produces ?? ['application/pdf']).includes('application/pdf');

/**
 * The route's function for its method, with the route's fonts (PDF), AI settings and rasterizer (PNG, with the glyph outlines).
 * A PNG route is bundled with code splitting: the Devanagari shaper (fontkit, shared/drawing/devanagari.ts) is a chunk
 * read only by the first drawing with Devanagari, so the other images' cold start does not parse it.
 */
export const createRouteFunction = (scope: Construct, route: RouteDef, settings: FunctionSettings): ApiFunction => {
  const fn = createFunction(scope, route.name, route, { fonts: producesPdf(route), ai: usesAi(route), rasterizer: producesPng(route), splitting: producesPng(route), places: route.data?.includes('places') === true }, settings, {
    concurrency: routeConcurrencyClass(route, usesAi(route)),
    money: isMoneyRoute(route),
  });
  if (route.name === SOURCE_ROUTE && settings.sourceUrl) fn.addEnvironment('SOURCE_URL', settings.sourceUrl);
  return fn;
};

/**
 * Alarms of one request-serving function (a route, the MCP server, a stream consumer), in the
 * function's stack, to `topic`: any error and any throttle in 5 minutes.
 */
export function addFunctionAlarms(scope: Construct, name: string, fn: ApiFunction, topic: sns.ITopic): cloudwatch.Alarm[] {
  const action = new cloudwatchActions.SnsAction(topic);
  const period = Duration.minutes(5);
  const id = pascal(name);
  const common = {
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  };
  const alarms = [
    new cloudwatch.Alarm(scope, `${id}ErrorsAlarm`, {
      alarmDescription: `Function ${name}: invocation errors (crashes, timeouts) in 5 minutes`,
      metric: fn.metricErrors({ period, statistic: 'Sum' }),
      ...common,
    }),
    new cloudwatch.Alarm(scope, `${id}ThrottlesAlarm`, {
      alarmDescription: `Function ${name}: throttled invocations (concurrency limit) in 5 minutes`,
      metric: fn.metricThrottles({ period, statistic: 'Sum' }),
      ...common,
    }),
  ];
  for (const alarm of alarms) alarm.addAlarmAction(action);
  return alarms;
}

/**
 * The money path's `refund failed` error line counted from a route's log group, so the refund
 * alarm (parent stack) holds whether or not the code emits the EMF metric.
 */
export function addRefundFailedFilter(scope: Construct, name: string, fn: ApiFunction): void {
  new logs.MetricFilter(scope, `${pascal(name)}RefundFailedLines`, {
    logGroup: fn.logGroup,
    filterPattern: logs.FilterPattern.literal('{ $.message = "refund failed" }'),
    metricNamespace: OBSERVABILITY_ENV.POWERTOOLS_METRICS_NAMESPACE,
    metricName: REFUND_FAILED_LOG_METRIC,
    metricValue: '1',
  });
}
