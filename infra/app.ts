/**
 * CDK app: `npx cdk synth` / `npx cdk deploy` (cdk.json runs this file with tsx).
 *
 * Context:
 * - `stackName` (default BlueprintApi)
 * - `anthropicSecretName`: Secrets Manager secret holding the Anthropic API key (optional)
 * - `logLevel`: DEBUG | INFO (default) | WARN | ERROR, every function's application log level
 * - `aiWriter`: anthropic (default) | offline, the writer of the AI functions
 * - `reservedConcurrency`: `off`, or `class=n,...` over the defaults (infra/operations.ts)
 * - `moneyLogRetentionDays`: the money paths' log retention (default 400)
 * - `account`, `region`, `useDefaultEnvironment`: the environment, none by default (infra/env.ts:
 *   the templates name no region or account; the deploying profile decides)
 * - `mcpAllowedOrigins`: comma-separated browser origins that may call /v1/mcp (default none; docs/mcp.md)
 * - `deploymentConfig`: how a release shifts traffic, `canary:10:5` (default), `linear:10:1`, `all-at-once`
 *   (infra/releases.ts); `p99AlarmPercent`: the p99 rollback alarm in percent of a function's timeout (50)
 * - `waf=true` (`wafRateLimit`), `domainName` with `certificateArn` or `hostedZoneId` + `hostedZoneName`:
 *   the edge, both off by default (infra/edge.ts)
 * - `budgetMonthlyUsd`: a monthly AWS Budgets cost alarm to the alarm topic (default none; infra/dashboard.ts)
 * - `sourceUrl`: where the running source is available, answered by GET /v1/source (docs/licences.md)
 *
 * cdk-nag's AwsSolutions pack and the AWS Control Tower guard rules (infra/guard.ts) run as
 * validation plugins: an unacknowledged finding fails the synth.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT } from '#shared/http/local-stack';
import { buildOpenApi, loadRequestSchemas } from '#shared/http/openapi';
import { buildTools } from '#shared/mcp/tools';
import { ROUTES } from '#shared/routes';
import { parseSourceUrl, stackEnvironment, stackNameFrom } from './env';
import { controlTowerChecks } from './guard';
import { parseMoneyLogRetention, parseReservedConcurrency } from './operations';
import { parseBudget } from './dashboard';
import { parseDomain, parseWaf } from './edge';
import { parseP99AlarmPercent, parseTrafficShift } from './releases';
import { ApiStack } from './stack';

const app = new App();
const context = (key: string): string | undefined => {
  const v: unknown = app.node.tryGetContext(key);
  return typeof v === 'string' && v.length > 0 ? v : undefined;
};

function oneOf<T extends string>(v: string | undefined, allowed: readonly T[], name: string): T | undefined {
  if (v === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(v)) throw new Error(`Context ${name}=${v}: expected one of ${allowed.join(', ')}`);
  return v as T;
}

const schemas = await loadRequestSchemas(ROUTES, REPO_ROOT);
new ApiStack(app, stackNameFrom(context), {
  env: stackEnvironment(context),
  anthropicSecretName: context('anthropicSecretName'),
  logLevel: oneOf(context('logLevel')?.toUpperCase(), ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const, 'logLevel'),
  aiWriter: oneOf(context('aiWriter'), ['anthropic', 'offline'] as const, 'aiWriter'),
  reservedConcurrency: parseReservedConcurrency(context('reservedConcurrency')),
  moneyLogRetention: parseMoneyLogRetention(context('moneyLogRetentionDays')),
  mcpAllowedOrigins: context('mcpAllowedOrigins')
    ?.split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  trafficShift: parseTrafficShift(context('deploymentConfig')),
  p99AlarmPercent: parseP99AlarmPercent(context('p99AlarmPercent')),
  waf: parseWaf(context('waf'), context('wafRateLimit')),
  budgetMonthlyUsd: parseBudget(context('budgetMonthlyUsd')),
  sourceUrl: parseSourceUrl(context('sourceUrl')),
  domain: parseDomain({
    domainName: context('domainName'),
    certificateArn: context('certificateArn'),
    hostedZoneId: context('hostedZoneId'),
    hostedZoneName: context('hostedZoneName'),
  }),
  // the docs function serves it with the server URL of the request's deployment
  apiDescription: buildOpenApi(ROUTES, schemas, 'https://example.execute-api.amazonaws.com/v1'),
  // the MCP function's tools, with the same schemas (infra/mcp.ts)
  mcpTools: buildTools(ROUTES, schemas),
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }), controlTowerChecks());

app.synth();
