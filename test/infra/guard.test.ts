/**
 * The AWS Control Tower guard rules (cfn-guard, @cdklabs/cdk-validator-cfnguard) as infra/app.ts
 * runs them: the stack meets every rule that is not waived, each waiver has its reason, and the
 * check is live (a key without the grant restriction, a queue without a redrive policy fail it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Stack, Validations } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { afterAll, describe, expect, it } from 'vitest';
import { CFN_GUARD_WAIVERS, controlTowerChecks, withNestedTemplates } from '../../infra/guard';
import { ApiStack } from '../../infra/stack';
import { makeApp } from './helpers';

const dirs: string[] = [];
const outdir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'guard-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('Control Tower guard rules', () => {
  it('every waived rule has its written reason', () => {
    const ids = Object.keys(CFN_GUARD_WAIVERS);
    expect(ids.sort()).toEqual(['ct-cloudwatch-pr-2', 'ct-cloudwatch-pr-3', 'ct-dynamodb-pr-2', 'ct-lambda-pr-2', 'ct-lambda-pr-3']);
    for (const [id, reason] of Object.entries(CFN_GUARD_WAIVERS)) expect(reason.length, id).toBeGreaterThanOrEqual(80);
  });

  it('the check is live: a key without the grant restriction and a queue without a redrive policy fail it', { timeout: 300_000 }, () => {
    const dir = outdir();
    const app = makeApp(false, dir);
    const stack = new Stack(app, 'BadGuard');
    new kms.Key(stack, 'Key', { enableKeyRotation: true });
    new sqs.Queue(stack, 'Queue', { enforceSSL: true });
    app.synth();
    const report = controlTowerChecks().validate({ templatePaths: [join(dir, 'BadGuard.template.json')] } as never);
    expect(report.success).toBe(false);
    const rules = report.violations.map((v) => v.ruleName).sort();
    expect(rules).toContain('kms_create_grant_aws_service_check');
    expect(rules).toContain('sqs_dlq_check');
    // and registered on the app, as in infra/app.ts, it fails the synth
    const failing = makeApp(false, outdir());
    new sqs.Queue(new Stack(failing, 'BadGuard2'), 'Queue', { enforceSSL: true });
    Validations.of(failing).addPlugins(controlTowerChecks());
    expect(() => failing.synth()).toThrow(/CT\.SQS\.PR\.1/);
  });

  it('the stack built from ROUTES meets every rule that is not waived (nested stacks included)', { timeout: 600_000 }, () => {
    const dir = outdir();
    const app = makeApp(false, dir);
    const stack = new ApiStack(app, 'GuardApi');
    Validations.of(app).addPlugins(controlTowerChecks());
    expect(() => app.synth()).not.toThrow();
    // the nested routes stacks' templates are checked too (CDK gives the plugin the parent's only)
    const checked = withNestedTemplates([join(dir, 'GuardApi.template.json')]);
    expect(checked.length).toBe(1 + stack.routeStacks.size);
    expect(checked.filter((p) => p.endsWith('.nested.template.json'))).toHaveLength(stack.routeStacks.size);
  });
});
