/**
 * The AWS Control Tower proactive controls (cfn-guard rules of `@cdklabs/cdk-validator-cfnguard`)
 * run on every synth as a validation plugin, next to cdk-nag (infra/app.ts): a finding fails the
 * synth. The rules this service does not follow are disabled here, each with the reason; the
 * others are met (docs/infra.md#control-tower-guard-rules).
 *
 * CDK hands a validation plugin the templates of the top-level stacks only; the nested routes
 * stacks' templates (`*.nested.template.json`, written next to them) are added here, so that the
 * rules see every resource (cdk-nag walks the construct tree and sees them anyway).
 *
 * The plugin runs the cfn-guard binary that ships inside the npm package (one per platform: no
 * download at install or at run time).
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import type { IPolicyValidationContextBeta1, IPolicyValidationPluginBeta1, PolicyValidationPluginReportBeta1 } from 'aws-cdk-lib';

/** Rule file names (without `.guard`) -> why the service does not follow the control. */
export const CFN_GUARD_WAIVERS: Readonly<Record<string, string>> = {
  'ct-cloudwatch-pr-2':
    'Log retention of at least a year: the money paths keep their logs 400 days (infra/operations.ts); the other logs hold request details (IP addresses, account ids) and are kept one month on purpose, to keep personal data no longer than debugging needs',
  'ct-cloudwatch-pr-3':
    'Log groups are encrypted at rest by CloudWatch Logs with its own keys; no secret or birth data is logged (keys and bodies are never written), and a customer-managed key on 52 log groups would make every log write depend on one key policy',
  'ct-dynamodb-pr-2':
    'Tables with personal data are encrypted with the customer-managed PersonalDataKey; the others (keys as SHA-256 hashes, balances, ledger, counters, the daily sky) use the DynamoDB default encryption at rest, without per-request KMS cost',
  'ct-lambda-pr-2':
    'Every API Gateway invoke permission is scoped by SourceArn to this API, stage, method and path, built from AWS::Region and AWS::AccountId (account-agnostic templates); the rule only accepts a literal SourceArn or SourceAccount, which would pin the account',
  'ct-lambda-pr-3':
    'No function reaches a private resource: DynamoDB, Secrets Manager, CloudWatch and the Anthropic API are public endpoints; a VPC would add NAT gateways (cost, a failure point) and cold-start latency for no isolation gained',
};

/** The templates to check: those CDK gives, and every nested stack template in their directories. */
export function withNestedTemplates(templatePaths: readonly string[]): string[] {
  const out = new Set(templatePaths);
  for (const dir of new Set(templatePaths.map((p) => dirname(p)))) {
    for (const f of readdirSync(dir).sort()) if (f.endsWith('.nested.template.json')) out.add(join(dir, f));
  }
  return [...out];
}

class ControlTowerChecks implements IPolicyValidationPluginBeta1 {
  readonly name = 'cdk-validator-cfnguard';
  private readonly inner = new CfnGuardValidator({
    disabledRules: Object.keys(CFN_GUARD_WAIVERS),
    // ten templates (the parent and the nested routes stacks), one report: more than the 1 MB default output buffer
    maxBuffer: 64 * 1024 * 1024,
  });
  get version(): string | undefined {
    return this.inner.version;
  }
  get ruleIds(): string[] | undefined {
    return this.inner.ruleIds;
  }
  validate(context: IPolicyValidationContextBeta1): PolicyValidationPluginReportBeta1 {
    return this.inner.validate({ ...context, templatePaths: withNestedTemplates(context.templatePaths) });
  }
}

/** The plugin as infra/app.ts registers it. */
export const controlTowerChecks = (): IPolicyValidationPluginBeta1 => new ControlTowerChecks();
