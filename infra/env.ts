/**
 * The stack's environment (account and region), fixed at synth only when the deployer names one.
 *
 * By default the stack is environment-agnostic: every region and account in the templates is the
 * `AWS::Region` / `AWS::AccountId` pseudo parameter, so one `cdk.out` (made in CI, without AWS
 * credentials) deploys to whichever account and region the deploying profile points at. The CDK
 * CLI sets CDK_DEFAULT_REGION to us-east-1 when nothing is configured: using it silently is how a
 * template ends up pinned to us-east-1, so it is used only when asked for.
 *
 * Context (`-c key=value`):
 * - `account` and `region`: this environment (both, or either alone);
 * - `useDefaultEnvironment=true`: the CLI's current one (CDK_DEFAULT_ACCOUNT / CDK_DEFAULT_REGION).
 */
import type { Environment } from 'aws-cdk-lib';

export type ContextReader = (key: string) => string | undefined;

const ACCOUNT = /^\d{12}$/;
const REGION = /^[a-z]{2}(-[a-z]+)+-\d$/;

export function stackEnvironment(context: ContextReader, env: Record<string, string | undefined> = process.env): Environment | undefined {
  const account = context('account');
  const region = context('region');
  if (account !== undefined && !ACCOUNT.test(account)) throw new Error(`Context account=${account}: expected a 12-digit AWS account id`);
  if (region !== undefined && !REGION.test(region)) throw new Error(`Context region=${region}: expected a region name such as eu-west-1`);
  const useDefault = context('useDefaultEnvironment');
  if (useDefault !== undefined && useDefault !== 'true' && useDefault !== 'false') {
    throw new Error(`Context useDefaultEnvironment=${useDefault}: expected true or false`);
  }
  if (useDefault === 'true') {
    const out: Environment = { account: account ?? env.CDK_DEFAULT_ACCOUNT, region: region ?? env.CDK_DEFAULT_REGION };
    if (!out.account || !out.region) throw new Error('useDefaultEnvironment=true: the CDK CLI found no account or region (configure a profile, or name them with -c account=... -c region=...)');
    return out;
  }
  if (account === undefined && region === undefined) return undefined;
  return { ...(account ? { account } : {}), ...(region ? { region } : {}) };
}

/** The stack's name when the context names none. */
export const DEFAULT_STACK_NAME = 'BlueprintApi';

/** Context `stackName`: the one stack the app makes (the pipeline deploys `BlueprintApiStaging` and `BlueprintApi`). */
export function stackNameFrom(context: ContextReader): string {
  const name = context('stackName') ?? DEFAULT_STACK_NAME;
  if (!/^[A-Za-z][A-Za-z0-9-]{0,127}$/.test(name)) throw new Error(`Context stackName=${name}: expected a CloudFormation stack name (letters, digits, hyphens)`);
  return name;
}

/** Context `sourceUrl`: an https URL (GET /v1/source names it), or undefined. */
export function parseSourceUrl(v: string | undefined): string | undefined {
  if (v === undefined) return undefined;
  if (!/^https:\/\/[^\s]+$/.test(v)) throw new Error(`Context sourceUrl=${v}: expected an https URL where the running source is available`);
  return v;
}
