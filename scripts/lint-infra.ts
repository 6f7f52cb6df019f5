/**
 * `npm run lint:infra`: the deployable templates, checked the way a reviewer would.
 *
 * 1. `cdk synth` (every function bundled; cdk-nag and the Control Tower guard rules run as
 *    validation plugins and fail the synth on a finding) into `cdk.out/` — as the CLI runs the app,
 *    so with CDK_DEFAULT_REGION set when the machine has no AWS configuration;
 * 2. cfn-lint over every template written (the parent and each nested stack): no error, and every
 *    warning fixed or ignored with its reason in `.cfnlintrc.yaml`. cfn-lint must be installed
 *    (`pip install cfn-lint`): missing, the check fails, it never skips;
 * 3. no template names a literal region or account id (the stack is environment-agnostic unless
 *    the deployer names one: infra/env.ts).
 *
 * `--no-synth`: check the templates already in `cdk.out/` (or `--out DIR`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../infra/paths';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1]! : join(REPO_ROOT, 'cdk.out');
const fail = (message: string): never => {
  process.stderr.write(`lint:infra: ${message}\n`);
  process.exit(1);
};
const run = (cmd: string, cmdArgs: string[], what: string): void => {
  const r = spawnSync(cmd, cmdArgs, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (r.error) fail(`${what}: ${r.error.message}`);
  if (r.status !== 0) fail(`${what} failed (exit ${r.status})`);
};

// cfn-lint first: a missing linter fails at once, before a synth of minutes
const version = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
if (version.error || version.status !== 0) fail('cfn-lint is not installed (pip install cfn-lint): the infrastructure check cannot run');
process.stdout.write(`lint:infra: ${version.stdout.trim()}\n`);

if (!args.includes('--no-synth')) run('npx', ['cdk', 'synth', '--quiet', '--output', out], 'cdk synth');
if (!existsSync(out)) fail(`${out} does not exist: synthesize first`);

const templates = readdirSync(out)
  .filter((f) => f.endsWith('.template.json'))
  .sort()
  .map((f) => join(out, f));
if (templates.length === 0) fail(`no template in ${out}`);
process.stdout.write(`lint:infra: cfn-lint over ${templates.length} templates\n`);
run('cfn-lint', ['--config-file', join(REPO_ROOT, '.cfnlintrc.yaml'), '--', ...templates], 'cfn-lint');

const REGION = /\b(?:us|eu|ap|sa|ca|me|af|il|mx|cn|us-gov)-[a-z]+-\d\b/;
const ACCOUNT = /(?<![0-9A-Za-z.])\d{12}(?![0-9A-Za-z.])/;
const pinned: string[] = [];
for (const t of templates) {
  const text = readFileSync(t, 'utf8');
  const m = REGION.exec(text) ?? ACCOUNT.exec(text);
  if (m) pinned.push(`${t}: "${text.slice(Math.max(0, m.index - 60), m.index + 40)}"`);
}
if (pinned.length > 0) fail(`templates name a literal region or account (deploy with -c region=... only on purpose):\n${pinned.join('\n')}`);
process.stdout.write(`lint:infra: ${templates.length} templates, cfn-lint clean, no literal region or account\n`);
