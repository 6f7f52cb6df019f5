import { Stack, Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '#shared/routes';
import { ApiStack } from '../../infra/stack';
import { build, makeApp } from './helpers';

/**
 * cdk-nag 3 is a CDK policy-validation plugin: findings are not annotations but entries
 * of a validation report (and a failed synth when the plugin is registered on the app,
 * as infra/app.ts does). `validateScope` produces the same report without a synth.
 */
const violations = (scope: IConstruct) =>
  new AwsSolutionsChecks()
    .validateScope(scope)
    .violations.filter((v) => v.ruleName.startsWith('AwsSolutions-'))
    .map((v) => `${v.ruleName} (${v.severity}) at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);

const synthetic: RouteDef[] = [
  {
    name: 'chat',
    method: 'POST',
    path: '/chat',
    handler: 'functions/__synthetic__/chat.ts',
    price: 'dynamic',
    rateLimit: 'chat',
    streaming: true,
    tables: { keys: 'read', accounts: 'readwrite', ledger: 'readwrite', rateLimits: 'readwrite' },
    timeoutSeconds: 120,
    summary: 'chat',
  },
  {
    name: 'pdf',
    method: 'GET',
    path: '/blueprints/{id}/pdf',
    handler: 'functions/__synthetic__/pdf.ts',
    price: 1,
    rateLimit: 'standard',
    binary: true,
    tables: { keys: 'read', blueprints: 'read' },
    summary: 'pdf',
  },
];

describe('cdk-nag AwsSolutions', () => {
  it('reports nothing unacknowledged on the stack built from ROUTES', () => {
    const { stack } = build({}, 'NagApi');
    expect(violations(stack)).toEqual([]);
    // Nothing reaches the annotations either (errors from constructs, or a nag v2-style pack).
    expect(Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual([]);
    // the whole route table synthesized and walked: over 30 s on a loaded machine
  }, 180_000);

  it('reports nothing on streaming, binary, AI and scheduled features', () => {
    const job = { name: 'daily-horoscopes', handler: 'functions/__synthetic__/daily.ts', schedule: 'cron(0 0 * * ? *)', tables: {}, summary: 'daily' };
    const { stack } = build({ routes: synthetic, scheduled: [job], anthropicSecretName: 'blueprint/anthropic' }, 'NagFeaturesApi');
    expect(violations(stack)).toEqual([]);
  });

  it('does flag what the stack does not acknowledge (the check is live)', () => {
    const app = makeApp();
    const stack = new Stack(app, 'Bad');
    new dynamodb.Table(stack, 'NoPitr', { partitionKey: { name: 'id', type: dynamodb.AttributeType.STRING } });
    expect(violations(stack).some((v) => v.startsWith('AwsSolutions-DDB3'))).toBe(true);
  });

  it('checks the nested routes stacks too (the walk covers the whole tree)', () => {
    const stack = new ApiStack(makeApp(), 'NagNestedApi', { routes: synthetic, scheduled: [] });
    const nested = [...stack.routeStacks.values()][0]!;
    expect(violations(stack)).toEqual([]);
    new dynamodb.Table(nested, 'NoPitr', { partitionKey: { name: 'id', type: dynamodb.AttributeType.STRING } });
    expect(violations(stack).filter((v) => v.startsWith('AwsSolutions-DDB3'))).toEqual([`AwsSolutions-DDB3 (warning) at ${nested.node.path}/NoPitr/Resource`]);
  });

  it('fails the synth when registered on the app, as in infra/app.ts', { timeout: 120_000 }, () => {
    const app = makeApp();
    const stack = new Stack(app, 'Bad');
    new dynamodb.Table(stack, 'NoPitr', { partitionKey: { name: 'id', type: dynamodb.AttributeType.STRING } });
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).toThrow(/AwsSolutions-DDB3/);

    // the plugin registered on the app reaches into the nested stacks
    const nestedApp = makeApp();
    const split = new ApiStack(nestedApp, 'BadNested', { routes: synthetic, scheduled: [] });
    new dynamodb.Table([...split.routeStacks.values()][0]!, 'NoPitr', { partitionKey: { name: 'id', type: dynamodb.AttributeType.STRING } });
    Validations.of(nestedApp).addPlugins(new AwsSolutionsChecks(nestedApp));
    expect(() => nestedApp.synth()).toThrow(/AwsSolutions-DDB3/);

    // A full synth of the real stack with the plugin (CloudFormation schema validation is
    // left to `cdk synth` and the opt-in bundle test: it costs seconds per process).
    const good = makeApp();
    new ApiStack(good, 'Good');
    Validations.of(good).addPlugins(new AwsSolutionsChecks(good));
    expect(() => good.synth()).not.toThrow();
  });

  it('justifies every acknowledgment', () => {
    const { app } = build({ routes: synthetic, anthropicSecretName: 'x' }, 'AckApi');
    const acks: [string, string][] = [];
    for (const c of app.node.findAll()) {
      for (const m of c.node.metadata) {
        if (m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY) acks.push(...Object.entries(m.data as Record<string, string>));
      }
    }
    expect(acks.length).toBeGreaterThan(0);
    for (const [id, reason] of acks) {
      expect(id).toMatch(/AwsSolutions-[A-Z]+\d+/);
      expect(reason.length, id).toBeGreaterThanOrEqual(40);
    }
    // Only the findings the stack knowingly accepts (docs/infra.md lists them).
    const ids = new Set(acks.map(([id]) => id.replace(/^annotation::/i, '').replace(/\[.*$/, '')));
    expect([...ids].sort()).toEqual([
      'AwsSolutions-APIG2',
      'AwsSolutions-APIG3',
      'AwsSolutions-APIG4',
      'AwsSolutions-COG4',
      'AwsSolutions-IAM4',
      'AwsSolutions-IAM5',
      'AwsSolutions-L1',
      'AwsSolutions-SQS3',
    ]);
  });
});
