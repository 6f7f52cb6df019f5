/**
 * The API-wide alarms and the policy statements of the alarm topic and the keys (the stack's
 * alarms: infra/stack.ts; each function's own: infra/functions.ts).
 */
import { Aws, Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cloudwatchActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { RouteDef } from '#shared/routes';
import { OBSERVABILITY_ENV } from './constructs/api-function';
import { REFUND_FAILED_LOG_METRIC } from './functions';

/**
 * The alarm key's grant to CloudWatch: the data key of a message to the encrypted topic, only for
 * alarms of this account (AWS's "CloudWatch alarm actions to an encrypted SNS topic" policy, with
 * the confused-deputy conditions on the source account and the alarm ARNs of this account and region).
 */
export const alarmsKeyStatement = (): iam.PolicyStatement =>
  new iam.PolicyStatement({
    sid: 'AllowCloudWatchAlarmsToUseTheKey',
    principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
    actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
    resources: ['*'],
    conditions: {
      StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
      ArnLike: { 'aws:SourceArn': `arn:${Aws.PARTITION}:cloudwatch:${Aws.REGION}:${Aws.ACCOUNT_ID}:alarm:*` },
    },
  });

/**
 * Grants on a key only for AWS services (DynamoDB makes its own for the tables), never for a
 * principal of the account directly: Control Tower's CT.KMS.PR.3.
 */
export const denyGrantsExceptForAwsServices = (): iam.PolicyStatement =>
  new iam.PolicyStatement({
    sid: 'DenyGrantsExceptForAwsServices',
    effect: iam.Effect.DENY,
    principals: [new iam.AnyPrincipal()],
    actions: ['kms:CreateGrant'],
    resources: ['*'],
    conditions: { BoolIfExists: { 'kms:GrantIsForAWSResource': 'false', 'aws:PrincipalIsAWSService': 'false' } },
  });

/** The topic policy's statement that lets CloudWatch alarms of this account publish to the topic. */
export const alarmsPublishStatement = (topic: sns.ITopic): iam.PolicyStatement =>
  new iam.PolicyStatement({
    sid: 'AllowCloudWatchAlarmsToPublish',
    principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
    actions: ['sns:Publish'],
    resources: [topic.topicArn],
    conditions: {
      StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
      ArnLike: { 'aws:SourceArn': `arn:${Aws.PARTITION}:cloudwatch:${Aws.REGION}:${Aws.ACCOUNT_ID}:alarm:*` },
    },
  });

/**
 * The API-wide alarms, to `topic` (each function's own errors and throttles alarms are made with
 * the function, in its stack: infra/functions.ts):
 * - API 5xx rate: more than 5 % of at least 20 requests in 5 minutes answered 5xx;
 * - refund failures: the RefundFailed metric (EMF, shared/observability) or the money path's
 *   `refund failed` log lines (the metric filters of the route log groups), whichever counts more.
 */
export function createApiAlarms(stack: Construct & { readonly api: apigw.RestApi }, topic: sns.ITopic, routes: readonly RouteDef[]): void {
  const action = new cloudwatchActions.SnsAction(topic);
  const period = Duration.minutes(5);
  const add = (alarm: cloudwatch.Alarm): void => alarm.addAlarmAction(action);

  const requests = stack.api.metricCount({ period, statistic: 'Sum' });
  const errors5xx = stack.api.metricServerError({ period, statistic: 'Sum' });
  add(
    new cloudwatch.Alarm(stack, 'Api5xxRateAlarm', {
      alarmDescription: 'API: more than 5% of requests answered 5xx over 5 minutes (at least 20 requests)',
      metric: new cloudwatch.MathExpression({
        expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
        usingMetrics: { requests, errors: errors5xx },
        period,
        label: '5xx rate (%)',
      }),
      threshold: 5,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    }),
  );

  if (routes.length > 0) {
    const emf = new cloudwatch.Metric({
      namespace: OBSERVABILITY_ENV.POWERTOOLS_METRICS_NAMESPACE,
      metricName: 'RefundFailed',
      dimensionsMap: { service: OBSERVABILITY_ENV.POWERTOOLS_SERVICE_NAME },
      period,
      statistic: 'Sum',
    });
    const lines = new cloudwatch.Metric({ namespace: OBSERVABILITY_ENV.POWERTOOLS_METRICS_NAMESPACE, metricName: REFUND_FAILED_LOG_METRIC, period, statistic: 'Sum' });
    add(
      new cloudwatch.Alarm(stack, 'RefundFailedAlarm', {
        alarmDescription: 'Money path: a refund could not be written (the reconciler repairs it; check the logs for the route and account)',
        metric: new cloudwatch.MathExpression({
          expression: 'MAX([FILL(emf, 0), FILL(lines, 0)])',
          usingMetrics: { emf, lines },
          period,
          label: 'refund failures',
        }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }
}
