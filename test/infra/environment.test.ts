/**
 * Region and account agnostic templates: synthesized the way the CDK CLI runs the app without
 * AWS configuration (it sets CDK_DEFAULT_REGION=us-east-1), no template names a region or an
 * account; they are the AWS::Region / AWS::AccountId pseudo parameters, so the deploying profile
 * decides. An environment is fixed only when the deployer names one (infra/env.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/paths';
import { stackEnvironment } from '../../infra/env';
import { ApiStack } from '../../infra/stack';
import { makeApp, templatesOf } from './helpers';

/** What the CDK CLI puts in the app's environment on a machine with a default profile (or none: region us-east-1). */
const CLI_ENV = { CDK_DEFAULT_REGION: 'us-east-1', CDK_DEFAULT_ACCOUNT: '123456789012' };
const noContext = (): undefined => undefined;
const contextOf = (c: Record<string, string>) => (k: string): string | undefined => c[k];

/** Any AWS region name (commercial, GovCloud, China) or 12-digit account id in a text. */
const LITERAL_REGION = /\b(?:us|eu|ap|sa|ca|me|af|il|mx|cn|us-gov)-[a-z]+-\d\b/g;
const LITERAL_ACCOUNT = /(?<![0-9A-Za-z.])\d{12}(?![0-9A-Za-z.])/g;

const templatesText = (stack: ApiStack): string[] => templatesOf(stack).stacks.map((s) => JSON.stringify(s.template.toJSON()));

describe('environment', () => {
  it('is none unless the deployer names one, whatever the CLI defaults are', () => {
    expect(stackEnvironment(noContext, CLI_ENV)).toBeUndefined();
    expect(stackEnvironment(contextOf({ region: 'eu-west-1' }), CLI_ENV)).toEqual({ region: 'eu-west-1' });
    expect(stackEnvironment(contextOf({ account: '210987654321', region: 'eu-west-1' }), CLI_ENV)).toEqual({ account: '210987654321', region: 'eu-west-1' });
    expect(stackEnvironment(contextOf({ useDefaultEnvironment: 'true' }), CLI_ENV)).toEqual({ account: '123456789012', region: 'us-east-1' });
    expect(() => stackEnvironment(contextOf({ useDefaultEnvironment: 'true' }), {})).toThrow(/no account or region/);
    expect(() => stackEnvironment(contextOf({ region: 'Frankfurt' }), {})).toThrow(/region name/);
    expect(() => stackEnvironment(contextOf({ account: '12345' }), {})).toThrow(/12-digit/);
  });

  it('the app (infra/app.ts) takes its environment from stackEnvironment, never from the CLI defaults directly', () => {
    const app = readFileSync(join(REPO_ROOT, 'infra/app.ts'), 'utf8');
    expect(app).toMatch(/env: stackEnvironment\(context\)/);
    expect(app).not.toMatch(/process\.env\.CDK_DEFAULT_/);
  });

  it('synthesized without a named environment, no template names a region or an account', () => {
    const stack = new ApiStack(makeApp(), 'AgnosticApi', { env: stackEnvironment(noContext, CLI_ENV) });
    const texts = templatesText(stack);
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) {
      expect(text.match(LITERAL_REGION) ?? []).toEqual([]);
      expect(text.match(LITERAL_ACCOUNT) ?? []).toEqual([]);
    }
    // the places that used to carry it: integration URIs, invoke permissions' source ARNs, the
    // nested templates' asset bucket, the KMS conditions — all the pseudo parameters now
    const all = texts.join('\n');
    expect(all).toContain('"Ref":"AWS::Region"');
    expect(all).toContain('"Ref":"AWS::AccountId"');
    expect(all).toMatch(/"kms:ViaService":\{"Fn::Join":\["",\["dynamodb\.",\{"Ref":"AWS::Region"\}/);
  });

  it('the check is live: the stack made as before (CLI defaults taken as the environment) names us-east-1 and the account', () => {
    const stack = new ApiStack(makeApp(), 'PinnedApi', { env: { account: CLI_ENV.CDK_DEFAULT_ACCOUNT, region: CLI_ENV.CDK_DEFAULT_REGION } });
    const all = templatesText(stack).join('\n');
    expect(all.match(LITERAL_REGION)?.length ?? 0).toBeGreaterThan(0);
    expect(all.match(LITERAL_ACCOUNT)?.length ?? 0).toBeGreaterThan(0);
  });
});
