/**
 * Safe releases (infra/releases.ts): every API function (each route's, the docs', the MCP
 * server's) is invoked by API Gateway through its `live` alias, which a CodeDeploy deployment group
 * shifts (10 % for 5 minutes by default) with the pre-traffic hook, and rolls back on the function's
 * errors, throttles or p99 duration alarm.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/routes';
import { parseP99AlarmPercent, parseTrafficShift, SMOKE_HOOK } from '../../infra/releases';
import { build, logicalId, ofType, refTarget, roleStatements, type Built, type CfnResource } from './helpers';

type Json = Record<string, unknown>;

describe('each API function behind an alias with a deployment group', () => {
  let b: Built;
  beforeAll(() => {
    b = build({}, 'ReleaseApi');
  });

  const apiFunctions = (): string[] => [...ROUTES.map((r) => r.name), 'docs', 'mcp'];

  it('gives every route, docs and MCP function a live alias, rolled out by CodeDeploy with alarm rollback and the hook', () => {
    const aliases = ofType(b.resources, 'AWS::Lambda::Alias');
    const groups = new Map(ofType(b.resources, 'AWS::CodeDeploy::DeploymentGroup'));
    const hook = b.stack.releases.hook;
    expect(aliases.length).toBe(apiFunctions().length);
    for (const name of apiFunctions()) {
      const fn = name === 'docs' ? b.stack.docsFunction : b.stack.functions.get(name)!;
      const fnId = logicalId(fn);
      const found = aliases.filter(([, a]) => refTarget(a.Properties!.FunctionName) === fnId);
      expect(found, name).toHaveLength(1);
      const [, alias] = found[0]!;
      expect(alias.Properties!.Name).toBe('live');
      // the alias serves a version of this function
      const version = b.resources[refTarget(alias.Properties!.FunctionVersion)!]!;
      expect(version.Type).toBe('AWS::Lambda::Version');
      expect(refTarget(version.Properties!.FunctionName)).toBe(fnId);
      const update = (alias as CfnResource & { UpdatePolicy: { CodeDeployLambdaAliasUpdate: Json } }).UpdatePolicy.CodeDeployLambdaAliasUpdate;
      expect(refTarget(update.BeforeAllowTrafficHook), name).toBe(logicalId(hook));
      const group = groups.get(refTarget(update.DeploymentGroupName)!)!;
      expect(group, name).toBeDefined();
      const p = group.Properties!;
      expect(p.DeploymentConfigName).toBe('CodeDeployDefault.LambdaCanary10Percent5Minutes');
      expect(p.AutoRollbackConfiguration).toEqual({ Enabled: true, Events: expect.arrayContaining(['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_ALARM']) as unknown });
      // its alarms: errors, throttles and p99 duration, each of this function
      const alarms = ((p.AlarmConfiguration as { Alarms: { Name: unknown }[]; Enabled: boolean }).Alarms).map((a) => b.resources[refTarget(a.Name)!]!);
      expect((p.AlarmConfiguration as { Enabled: boolean }).Enabled).toBe(true);
      const metrics = alarms.map((a) => `${String(a.Properties!.MetricName)}/${String(a.Properties!.Statistic ?? a.Properties!.ExtendedStatistic)}`).sort();
      expect(metrics, name).toEqual(['Duration/p99', 'Errors/Sum', 'Throttles/Sum']);
      for (const a of alarms) {
        const dims = a.Properties!.Dimensions as { Name: string; Value: unknown }[];
        expect(refTarget(dims.find((d) => d.Name === 'FunctionName')!.Value), name).toBe(fnId);
      }
      const p99 = alarms.find((a) => a.Properties!.MetricName === 'Duration')!;
      expect(p99.Properties!.Threshold).toBe(((fn.timeout?.toSeconds() ?? 15) * 1000) / 2);
    }
  });

  it('points every Lambda integration at an alias, never at a function', () => {
    const aliasIds = new Set(ofType(b.resources, 'AWS::Lambda::Alias').map(([id]) => id));
    const proxies = ofType(b.resources, 'AWS::ApiGateway::Method').filter(([, m]) => (m.Properties!.Integration as Json).Type === 'AWS_PROXY');
    expect(proxies.length).toBeGreaterThanOrEqual(ROUTES.length);
    for (const [id, m] of proxies) {
      const uri = JSON.stringify((m.Properties!.Integration as Json).Uri);
      const refs = [...uri.matchAll(/"Ref":"([^"]+)"/g)].map((x) => x[1]!).filter((r) => !r.startsWith('AWS::'));
      expect(refs.some((r) => aliasIds.has(r)), `${id}: ${uri}`).toBe(true);
    }
    // and the invoke permissions are the alias's
    for (const [id, perm] of ofType(b.resources, 'AWS::Lambda::Permission').filter(([, p]) => p.Properties!.Principal === 'apigateway.amazonaws.com')) {
      expect(aliasIds.has(refTarget(perm.Properties!.FunctionName)!), id).toBe(true);
    }
  });

  it('lets the hook report to this application’s deployments and invoke only this stack’s functions', () => {
    const hook = b.stack.releases.hook;
    const statements = roleStatements(b.resources, logicalId(hook.role!));
    const invoke = statements.filter((s) => [s.Action].flat().includes('lambda:InvokeFunction'));
    expect(invoke).toHaveLength(1);
    expect(JSON.stringify(invoke[0]!.Resource)).toMatch(/:function:",\{"Ref":"AWS::StackName"\},"-\*:\*"/);
    const report = statements.find((s) => [s.Action].flat().includes('codedeploy:PutLifecycleEventHookExecutionStatus'))!;
    expect(JSON.stringify(report.Resource)).toContain(`"Ref":"${logicalId(b.stack.releases.application)}"`);
    expect(hook.entryFile.endsWith(SMOKE_HOOK.handler)).toBe(true);
    // CodeDeploy's role may run the hook
    const deployRole = roleStatements(b.resources, logicalId(b.stack.releases.role));
    expect(deployRole.some((s) => [s.Action].flat().includes('lambda:InvokeFunction') && JSON.stringify(s.Resource).includes(logicalId(hook)))).toBe(true);
    // one application, one role for every group
    expect(ofType(b.resources, 'AWS::CodeDeploy::Application')).toHaveLength(1);
    expect(new Set(ofType(b.resources, 'AWS::CodeDeploy::DeploymentGroup').map(([, g]) => JSON.stringify(g.Properties!.ServiceRoleArn)))).toEqual(
      new Set([JSON.stringify({ 'Fn::GetAtt': [logicalId(b.stack.releases.role), 'Arn'] })]),
    );
  });
});

describe('the traffic shift (context deploymentConfig)', () => {
  it('parses canary, linear and all-at-once, and refuses anything else', () => {
    expect(parseTrafficShift(undefined)).toEqual({ kind: 'canary', percent: 10, minutes: 5 });
    expect(parseTrafficShift('linear:10:1')).toEqual({ kind: 'linear', percent: 10, minutes: 1 });
    expect(parseTrafficShift('all-at-once')).toEqual({ kind: 'all-at-once' });
    for (const bad of ['canary', 'canary:0:5', 'canary:10:0', 'blue:10:5', 'linear:100:1']) expect(() => parseTrafficShift(bad), bad).toThrow(/deploymentConfig/);
    expect(parseP99AlarmPercent(undefined)).toBe(50);
    expect(() => parseP99AlarmPercent('0')).toThrow(/p99AlarmPercent/);
  });

  it('uses a predefined configuration where CodeDeploy has one, else makes one', () => {
    const routes = ROUTES.filter((r) => r.name === 'calculators-life-path');
    const linear = build({ routes, scheduled: [], webhookDelivery: false, trafficShift: parseTrafficShift('linear:10:1') }, 'LinearApi');
    for (const [, g] of ofType(linear.resources, 'AWS::CodeDeploy::DeploymentGroup')) expect(g.Properties!.DeploymentConfigName).toBe('CodeDeployDefault.LambdaLinear10PercentEvery1Minute');
    const custom = build({ routes, scheduled: [], webhookDelivery: false, trafficShift: parseTrafficShift('canary:25:15'), p99AlarmPercent: 80 }, 'CustomApi');
    const configs = ofType(custom.resources, 'AWS::CodeDeploy::DeploymentConfig');
    expect(configs).toHaveLength(1);
    expect(configs[0]![1].Properties!.TrafficRoutingConfig).toEqual({ Type: 'TimeBasedCanary', TimeBasedCanary: { CanaryPercentage: 25, CanaryInterval: 15 } });
    const groups = ofType(custom.resources, 'AWS::CodeDeploy::DeploymentGroup');
    expect(groups.length).toBe(3);
    for (const [, g] of groups) expect(refTarget(g.Properties!.DeploymentConfigName)).toBe(configs[0]![0]);
    const p99s = ofType(custom.resources, 'AWS::CloudWatch::Alarm').filter(([, a]) => a.Properties!.ExtendedStatistic === 'p99');
    expect(p99s.map(([, a]) => a.Properties!.Threshold)).toContain(12_000);
  });
});
