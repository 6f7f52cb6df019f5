/**
 * One nested stack per route group (infra/route-groups.ts): for each of its routes the function
 * (with its role, policy and log group), the API method on the parent's REST API (imported here by
 * id and root resource id) with its invoke permission, the errors and throttles alarms and the
 * `refund failed` metric filter; and the 405 ANY method of each of its paths. It creates the API
 * resources of its top path segments, which no other stack touches.
 *
 * Everything it uses from the parent (the API's ids, the tables' names and ARNs, the
 * personal-data key, the alarm topic) reaches it as nested-stack parameters, which CDK creates
 * from the references. The parent's Deployment depends on this stack and hashes its methods
 * (infra/stack.ts), so a changed method is deployed to the stage.
 */
import { NestedStack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { ApiFunction } from './constructs/api-function';
import { addFunctionAlarms, addRefundFailedFilter, createRouteFunction, type FunctionSettings } from './functions';
import { addMethodNotAllowed, addRouteMethod, allowedMethods } from './methods';
import type { Releases } from './releases';
import type { RouteGroup } from './route-groups';

export interface RoutesStackProps {
  group: RouteGroup;
  /** The parent's REST API. */
  api: apigw.IRestApi;
  /** Its stage name: the invoke permissions name it (no reference to the parent's Stage, which depends on this stack). */
  stageName: string;
  settings: FunctionSettings;
  alarmTopic: sns.ITopic;
  /** The parent's CodeDeploy application, role and hook: each function is released through its alias. */
  releases: Releases;
}

export class RoutesStack extends NestedStack {
  readonly group: RouteGroup;
  /** Route name -> function. */
  readonly functions: ReadonlyMap<string, ApiFunction>;
  /** Every API method this stack creates (the routes' and the 405 ones). */
  readonly methods: readonly apigw.Method[];

  constructor(scope: Construct, props: RoutesStackProps) {
    const { group } = props;
    super(scope, group.stackId, {
      description: `Blueprint API routes of ${group.domain}: /${group.segments.join(', /')} (${group.routes.length} routes)`,
    });
    this.group = group;
    const api = apigw.RestApi.fromRestApiAttributes(this, 'Api', {
      restApiId: props.api.restApiId,
      rootResourceId: props.api.restApiRootResourceId,
    });
    // The invoke permissions name the stage (`.../v1/GET/path`), read from `deploymentStage.stageName`;
    // an imported stage gives the name without a reference (and a dependency cycle) to the parent's Stage.
    api.deploymentStage = apigw.Stage.fromStageAttributes(this, 'Stage', { restApi: api, stageName: props.stageName }) as apigw.Stage;

    const functions = new Map<string, ApiFunction>();
    const methods: apigw.Method[] = [];
    for (const route of group.routes) {
      const fn = createRouteFunction(this, route, props.settings);
      functions.set(route.name, fn);
      const alarms = addFunctionAlarms(this, route.name, fn, props.alarmTopic);
      // API Gateway invokes the alias, which CodeDeploy shifts to a new version (and back on an alarm)
      methods.push(addRouteMethod(api, route, props.releases.addRelease(this, route.name, fn, alarms)));
      addRefundFailedFilter(this, route.name, fn);
    }
    for (const [path, allow] of allowedMethods(group.routes)) methods.push(addMethodNotAllowed(api, path, allow));
    this.functions = functions;
    this.methods = methods;
  }
}
