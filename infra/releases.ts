/**
 * Safe releases (docs/deploy.md#10-releases-traffic-shifting-and-automatic-rollback): every API
 * function (each route's, the docs', the MCP server's) is served through an alias, `live`, that a
 * CodeDeploy deployment group moves to a new version gradually (a canary or a linear shift, context
 * `deploymentConfig`, default 10 % for 5 minutes), rolling back by itself when one of the function's
 * alarms fires (errors, throttles, p99 duration) or the pre-traffic hook fails.
 *
 * Shared by every stack, made once in the parent (`Releases`): the CodeDeploy application, the
 * deployment groups' service role, the custom traffic shift when the context asks for one AWS does
 * not predefine, and the pre-traffic hook (`release-smoke-hook`, functions/release/smoke-hook.ts),
 * which invokes the new version with a smoke request before any traffic reaches it. Per function,
 * in the function's own stack (`addRelease`): its version, alias, deployment group and p99 alarm.
 * The API Gateway integrations point at the alias, never at the function itself.
 */
import { Aws, Duration, Stack, Validations, type CfnResource } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cloudwatchActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as codedeploy from 'aws-cdk-lib/aws-codedeploy';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { ApiFunction, FUNCTION_DEFAULTS, type FunctionLogLevel } from './constructs/api-function';
import { pascal } from './functions';

/** The alias every API method invokes. */
export const LIVE_ALIAS = 'live';

/** The pre-traffic hook's handler (and the construct id its asset test sample is named after). */
export const SMOKE_HOOK = { name: 'release-smoke-hook', handler: 'functions/release/smoke-hook.ts' } as const;

/** How traffic moves to a new version: `canary` (percent, then the rest after minutes), `linear` (percent every minutes), or all at once. */
export type TrafficShift = { kind: 'canary' | 'linear'; percent: number; minutes: number } | { kind: 'all-at-once' };

export const DEFAULT_TRAFFIC_SHIFT: TrafficShift = { kind: 'canary', percent: 10, minutes: 5 };

/** The p99 duration alarm: the function's p99 over this percentage of its timeout (context `p99AlarmPercent`). */
export const DEFAULT_P99_ALARM_PERCENT = 50;

/**
 * Context `deploymentConfig`: `canary:<percent>:<minutes>`, `linear:<percent>:<minutes>` or
 * `all-at-once`; unset: 10 % for 5 minutes, then the rest.
 */
export function parseTrafficShift(v: string | undefined): TrafficShift {
  if (v === undefined) return DEFAULT_TRAFFIC_SHIFT;
  if (v === 'all-at-once') return { kind: 'all-at-once' };
  const m = /^(canary|linear):(\d{1,2}):(\d{1,4})$/.exec(v);
  const percent = Number(m?.[2]);
  const minutes = Number(m?.[3]);
  if (!m || percent < 1 || percent > 99 || minutes < 1 || minutes > 2880) {
    throw new Error(`Context deploymentConfig=${v}: expected canary:<percent 1-99>:<minutes 1-2880>, linear:<percent>:<minutes> or all-at-once`);
  }
  return { kind: m[1] as 'canary' | 'linear', percent, minutes };
}

/** Context `p99AlarmPercent`: 1-100 (percent of the function's timeout). */
export function parseP99AlarmPercent(v: string | undefined): number {
  if (v === undefined) return DEFAULT_P99_ALARM_PERCENT;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new Error(`Context p99AlarmPercent=${v}: expected a whole percentage 1-100 of the function's timeout`);
  return n;
}

/** The configurations CodeDeploy predefines (no resource needed), by shift. */
const PREDEFINED: Record<string, codedeploy.ILambdaDeploymentConfig> = {
  'all-at-once': codedeploy.LambdaDeploymentConfig.ALL_AT_ONCE,
  'canary:10:5': codedeploy.LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES,
  'canary:10:10': codedeploy.LambdaDeploymentConfig.CANARY_10PERCENT_10MINUTES,
  'canary:10:15': codedeploy.LambdaDeploymentConfig.CANARY_10PERCENT_15MINUTES,
  'canary:10:30': codedeploy.LambdaDeploymentConfig.CANARY_10PERCENT_30MINUTES,
  'linear:10:1': codedeploy.LambdaDeploymentConfig.LINEAR_10PERCENT_EVERY_1MINUTE,
  'linear:10:2': codedeploy.LambdaDeploymentConfig.LINEAR_10PERCENT_EVERY_2MINUTES,
  'linear:10:3': codedeploy.LambdaDeploymentConfig.LINEAR_10PERCENT_EVERY_3MINUTES,
  'linear:10:10': codedeploy.LambdaDeploymentConfig.LINEAR_10PERCENT_EVERY_10MINUTES,
};

const shiftKey = (s: TrafficShift): string => (s.kind === 'all-at-once' ? s.kind : `${s.kind}:${s.percent}:${s.minutes}`);

export interface ReleasesProps {
  shift: TrafficShift;
  p99AlarmPercent: number;
  logRetention: logs.RetentionDays;
  logLevel?: FunctionLogLevel;
  alarmTopic: sns.ITopic;
}

/** The parent's share of the releases: application, service role, traffic shift, pre-traffic hook. */
export class Releases extends Construct {
  readonly application: codedeploy.LambdaApplication;
  /** The deployment groups' service role (CodeDeploy's managed policy for Lambda, and the hook's invocation). */
  readonly role: iam.Role;
  readonly config: codedeploy.ILambdaDeploymentConfig;
  readonly hook: ApiFunction;
  readonly props: ReleasesProps;
  /** The API functions of every stack under a deployment group (name -> alias). */
  readonly aliases = new Map<string, lambda.Alias>();

  constructor(scope: Construct, id: string, props: ReleasesProps) {
    super(scope, id);
    this.props = props;
    this.application = new codedeploy.LambdaApplication(this, 'Application');
    this.config =
      PREDEFINED[shiftKey(props.shift)] ??
      new codedeploy.LambdaDeploymentConfig(this, 'TrafficShift', {
        trafficRouting:
          props.shift.kind === 'canary'
            ? codedeploy.TrafficRouting.timeBasedCanary({ percentage: props.shift.percent, interval: Duration.minutes(props.shift.minutes) })
            : codedeploy.TrafficRouting.timeBasedLinear({ percentage: (props.shift as { percent: number }).percent, interval: Duration.minutes((props.shift as { minutes: number }).minutes) }),
      });
    this.role = new iam.Role(this, 'DeployRole', {
      assumedBy: new iam.ServicePrincipal('codedeploy.amazonaws.com'),
      description: 'CodeDeploy: shifts the live aliases of the API functions, reads their alarms, runs the pre-traffic hook',
      managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited')],
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]',
      reason: 'The AWS managed policy CodeDeploy documents for Lambda deployments: alias updates, alarm reads, hooks named CodeDeployHook_*',
    });

    this.hook = new ApiFunction(this, SMOKE_HOOK.name, {
      entry: SMOKE_HOOK.handler,
      description: 'CodeDeploy pre-traffic hook: invokes the new version with a smoke request, then reports Succeeded or Failed',
      ephemeris: false,
      memoryMb: 256,
      // a slow cold start of the version under test plus its answer; CodeDeploy waits up to an hour
      timeoutSeconds: 120,
      logRetention: props.logRetention,
      logLevel: props.logLevel,
    });
    this.hook.grantInvoke(this.role);
    // the deployment (which function, which version) and the hook's verdict, for this application's groups
    const groups = `arn:${Aws.PARTITION}:codedeploy:${Aws.REGION}:${Aws.ACCOUNT_ID}:deploymentgroup:${this.application.applicationName}/*`;
    this.hook.addToRolePolicy(new iam.PolicyStatement({ actions: ['codedeploy:GetDeployment', 'codedeploy:PutLifecycleEventHookExecutionStatus'], resources: [groups] }));
    this.hook.addToRolePolicy(new iam.PolicyStatement({ actions: ['codedeploy:GetApplicationRevision'], resources: [this.application.applicationArn] }));
    // the versions of this stack's functions (nested stacks' included): CloudFormation names every one
    // `<stack name>-...` (a nested stack's name starts with its parent's). Named one by one, 80 function
    // ARNs would pass IAM's 10,240-character limit of a role's inline policies.
    this.hook.addToRolePolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [hookInvokeResource()] }));
    const logical = (c: Construct): string => Stack.of(this).getLogicalId(c.node.defaultChild as CfnResource);
    Validations.of(this.hook.role!).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:codedeploy:<AWS::Region>:<AWS::AccountId>:deploymentgroup:<${logical(this.application)}>/*]`,
        reason: 'The hook reads and reports on the deployments of the CodeDeploy application of this stack only; its groups are named by CloudFormation',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:lambda:<AWS::Region>:<AWS::AccountId>:function:<AWS::StackName>-*:*]',
        reason: 'The hook invokes the version under test of a function of this stack (CloudFormation names them <stack>-…); versions are numbered at deploy time',
      },
    );
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logical(this.hook)}.Arn>:*]`,
      reason: 'CodeDeploy invokes the pre-traffic hook (its versions: the grant CDK writes for a function)',
    });
  }

  /**
   * `fn` behind its `live` alias, with a deployment group in the function's stack: the shift, the
   * rollback alarms (its errors and throttles alarms, and a p99 duration alarm made here), the hook.
   */
  addRelease(scope: Construct, name: string, fn: ApiFunction, alarms: readonly cloudwatch.IAlarm[]): lambda.Alias {
    const id = pascal(name);
    const alias = new lambda.Alias(scope, `${id}Live`, { aliasName: LIVE_ALIAS, version: fn.currentVersion, description: `The version API Gateway invokes (${name})` });
    const timeoutMs = (fn.timeout ?? Duration.seconds(FUNCTION_DEFAULTS.timeoutSeconds)).toMilliseconds();
    const p99 = new cloudwatch.Alarm(scope, `${id}P99Alarm`, {
      alarmDescription: `Function ${name}: p99 duration over ${this.props.p99AlarmPercent}% of its ${timeoutMs / 1000} s timeout in 5 minutes (rolls a release back)`,
      metric: fn.metricDuration({ period: Duration.minutes(5), statistic: 'p99' }),
      threshold: Math.round((timeoutMs * this.props.p99AlarmPercent) / 100),
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    p99.addAlarmAction(new cloudwatchActions.SnsAction(this.props.alarmTopic));
    const sameStack = Stack.of(scope) === Stack.of(this);
    const group = new codedeploy.LambdaDeploymentGroup(scope, `${id}Release`, {
      alias,
      application: sameStack ? this.application : codedeploy.LambdaApplication.fromLambdaApplicationName(scope, `${id}ReleaseApplication`, this.application.applicationName),
      deploymentConfig: this.config,
      // an immutable view: the managed policy and the hook's invocation are on the role once, not once per group
      role: iam.Role.fromRoleArn(scope, `${id}ReleaseRole`, this.role.roleArn, { mutable: false }),
      alarms: [...alarms, p99],
      autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
    });
    // the hook, set on the alias's update policy directly: the group's own addPreHook would add one
    // grant per group to the shared roles (and, across stacks, one Lambda permission per group)
    const cfnAlias = alias.node.defaultChild as CfnResource;
    cfnAlias.cfnOptions.updatePolicy = {
      codeDeployLambdaAliasUpdate: {
        applicationName: this.application.applicationName,
        deploymentGroupName: (group.node.defaultChild as codedeploy.CfnDeploymentGroup).ref,
        beforeAllowTrafficHook: this.hook.functionName,
      },
    };
    this.aliases.set(name, alias);
    return alias;
  }
}

/** What the hook may invoke: any version of a function of this stack (`<stack name>-…`, nested stacks' too). */
export const hookInvokeResource = (): string => `arn:${Aws.PARTITION}:lambda:${Aws.REGION}:${Aws.ACCOUNT_ID}:function:${Aws.STACK_NAME}-*:*`;
