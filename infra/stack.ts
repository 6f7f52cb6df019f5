/**
 * The service as one parent stack and one nested stack per route group, generated from the two
 * lists that describe it: ROUTES (shared/routes.ts) and TABLES (shared/store/tables.ts).
 *
 * Parent (this file):
 * - one DynamoDB table per TableSpec (on-demand, PITR, TTL where the spec names one) and the
 *   personal-data KMS key;
 * - the REST API, its gateway responses, its Deployment and stage `v1` (the Deployment depends on
 *   every method of every stack and hashes them, so a changed method is deployed);
 * - the docs function (GET /openapi.json, /docs, /docs/{file}) and the MCP function (ANY /mcp);
 * - the scheduled jobs of infra/scheduled.ts whose handler exists, the table stream consumers, the
 *   webhook delivery queue and its worker (infra/webhook-delivery.ts);
 * - the alarm topic, the API-wide alarms; outputs: the API URL, the topic and every table name.
 *
 * Nested (infra/routes-stack.ts): the routes grouped by domain (infra/route-groups.ts), each with
 * its function, method, permission, alarms and 405 methods; docs/infra.md#resource-budget.
 *
 * cdk-nag (AwsSolutions) runs on every synth (infra/app.ts), over the nested stacks too; each
 * finding that is not fixed is acknowledged next to the construct it concerns, with the reason.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CfnOutput, Duration, Lazy, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cloudwatchActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as events from 'aws-cdk-lib/aws-events';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { writeConsoleBundle, writeFileWhole } from '#shared/http/console-bundle';
import { buildOpenApi } from '#shared/http/openapi';
import { codeOf } from '#shared/http/error-codes';
import { MCP_PATH, mcpTimeoutSeconds } from '#shared/mcp/server';
import { buildTools, mcpRoutes, type ToolDef } from '#shared/mcp/tools';
import { PUBLIC_PATHS, ROUTES, type RouteDef } from '#shared/routes';
import { TABLES, type TableId, type TableSpec } from '#shared/store/tables';
import { ApiFunction, FUNCTION_DEFAULTS, type FunctionLogLevel } from './constructs/api-function';
import { ApiTable } from './constructs/api-table';
import { addFunctionAlarms, createFunction, pascal, producesPdf, producesPng, usesAi, type FunctionClass, type FunctionDef, type FunctionSettings } from './functions';
import { unionTables, writeMcpEntry } from './mcp';
import { alarmsKeyStatement, alarmsPublishStatement, createApiAlarms, denyGrantsExceptForAwsServices } from './alarms';
import { addMethodNotAllowed, GATEWAY_HEADERS, gatewayDocUrl, methodFingerprint } from './methods';
import { validateRoutes } from './route-checks';
import { REPO_ROOT } from './paths';
import { groupRoutes, topSegment } from './route-groups';
import { DEFAULT_RESERVED_CONCURRENCY, MONEY_LOG_RETENTION, reservedFor, type ReservedConcurrency } from './operations';
import { DEFAULT_P99_ALARM_PERCENT, DEFAULT_TRAFFIC_SHIFT, Releases, type TrafficShift } from './releases';
import { RoutesStack } from './routes-stack';
import { addCustomDomain, addWaf, type DomainOptions, type WafOptions } from './edge';
import { addBudget, addDashboard } from './dashboard';
import { SCHEDULED, type ScheduledJob } from './scheduled';
import { addWebhookDelivery, grantQueueSend, WEBHOOK_WORKER, type WebhookDelivery } from './webhook-delivery';

export { HTTP_METHODS, methodNotAllowedTemplate } from './methods';
export { REFUND_FAILED_LOG_METRIC, usesAi } from './functions';

/** The stage name: every path of the API lives under `/v1`. */
export const STAGE_NAME = 'v1';

/**
 * Media types API Gateway treats as binary, set when some route is `binary`: only what needs
 * it, the PDF and PNG images (SVG is text). With a Lambda proxy integration a response goes out as bytes when the function
 * marks it `isBase64Encoded` and the request's Accept header matches; so a PDF client sends
 * `Accept: application/pdf` (the API description says so). JSON request bodies stay text; a
 * request body of a binary type would reach the function base64-encoded with
 * `isBase64Encoded: true`, which the body middleware (shared/http/middleware/body.ts) decodes.
 */
export const BINARY_MEDIA_TYPES = ['application/pdf', 'image/png'] as const;

/**
 * The answers API Gateway produces itself (no function involved), in the API's `{error,
 * message}` shape: `error` is the same string the functions and the local server use for the
 * status, `message` API Gateway's own text. `status` overrides API Gateway's status where the
 * local answer differs (unknown path: 404 like the local router; a timed-out integration: 503
 * like a function that runs out of time).
 */
export const GATEWAY_RESPONSES: readonly { type: apigw.ResponseType; error: string; status?: string; headers?: Record<string, string> }[] = [
  { type: apigw.ResponseType.DEFAULT_4XX, error: 'Bad request' },
  { type: apigw.ResponseType.DEFAULT_5XX, error: 'Internal server error' },
  { type: apigw.ResponseType.MISSING_AUTHENTICATION_TOKEN, error: 'Not found', status: '404' },
  { type: apigw.ResponseType.RESOURCE_NOT_FOUND, error: 'Not found', status: '404' },
  { type: apigw.ResponseType.THROTTLED, error: 'Rate limit exceeded', headers: { 'Retry-After': '1' } },
  { type: apigw.ResponseType.QUOTA_EXCEEDED, error: 'Rate limit exceeded', headers: { 'Retry-After': '60' } },
  { type: apigw.ResponseType.INTEGRATION_TIMEOUT, error: 'Service unavailable', status: '503', headers: { 'Retry-After': '1' } },
  { type: apigw.ResponseType.INTEGRATION_FAILURE, error: 'Service unavailable', status: '503' },
  { type: apigw.ResponseType.REQUEST_TOO_LARGE, error: 'Payload too large' },
  { type: apigw.ResponseType.UNAUTHORIZED, error: 'Missing API key' },
  { type: apigw.ResponseType.ACCESS_DENIED, error: 'Forbidden' },
  { type: apigw.ResponseType.INVALID_API_KEY, error: 'Invalid API key' },
  { type: apigw.ResponseType.WAF_FILTERED, error: 'Forbidden' },
  { type: apigw.ResponseType.BAD_REQUEST_BODY, error: 'Invalid request' },
  { type: apigw.ResponseType.BAD_REQUEST_PARAMETERS, error: 'Invalid request' },
  { type: apigw.ResponseType.UNSUPPORTED_MEDIA_TYPE, error: 'Unsupported media type' },
  { type: apigw.ResponseType.API_CONFIGURATION_ERROR, error: 'Internal server error' },
];

/** The docs function's handler and paths (public: no key; the console page too). */
export const DOCS_HANDLER = 'functions/docs/docs.ts';
export const DOCS_PATHS = PUBLIC_PATHS;

/** Tables kept (and deletion protected) when the stack goes: money and customer data (saved blueprints and horoscopes, advisor conversations). The daily sky, rate-limit counters and idempotency records can be rebuilt or expire: they go with the stack. */
export const RETAINED_TABLES: ReadonlySet<TableId> = new Set<TableId>(['keys', 'accounts', 'ledger', 'blueprints', 'transits', 'conversations', 'relationships', 'calendars', 'limits']);

/** The stream consumers' IteratorAge alarm: the oldest unprocessed record older than 5 minutes. */
export const STREAM_ITERATOR_AGE_ALARM_MS = 5 * 60_000;

/** Stage-wide throttling: a backstop in front of the per-key limits the functions enforce. */
export const STAGE_THROTTLING = { rateLimit: 200, burstLimit: 400 } as const;

export interface ApiStackProps extends StackProps {
  /** Default: ROUTES. Tests pass synthetic lists (streaming, binary routes). */
  routes?: readonly RouteDef[];
  /** Default: TABLES. */
  tables?: readonly TableSpec[];
  /** The webhook delivery queue and worker. Default: when the worker's handler file exists (and the webhook tables do). */
  webhookDelivery?: boolean;
  /** Default: the jobs of SCHEDULED whose handler file exists. */
  scheduled?: readonly ScheduledJob[];
  /**
   * Name of a Secrets Manager secret holding the Anthropic API key (context
   * `anthropicSecretName`). Unset: no secret, the AI layer uses its offline writer.
   */
  anthropicSecretName?: string;
  /** Retention of the function and access logs. Default one month. */
  logRetention?: logs.RetentionDays;
  /**
   * Retention of the money paths' function logs (charged routes, MCP, reconciler, ledger copy;
   * context `moneyLogRetentionDays`). Default 400 days (infra/operations.ts says why).
   */
  moneyLogRetention?: logs.RetentionDays;
  /** Reserved concurrency per function class (context `reservedConcurrency`). Default DEFAULT_RESERVED_CONCURRENCY. */
  reservedConcurrency?: ReservedConcurrency;
  /** Application log level of every function (context `logLevel`). Default INFO. */
  logLevel?: FunctionLogLevel;
  /**
   * The AI writer of the AI functions (context `aiWriter`): `anthropic` (default; without a
   * secret, AI modules fail and are not charged) or `offline` (the canned writer, chosen on purpose).
   */
  aiWriter?: 'anthropic' | 'offline';
  /** Browser origins allowed to call /v1/mcp (context `mcpAllowedOrigins`): the MCP function's MCP_ALLOWED_ORIGINS (docs/mcp.md). */
  mcpAllowedOrigins?: readonly string[];
  /**
   * The API description (shared/http/openapi.ts, built by infra/app.ts before the stack), served by
   * the docs function at GET /v1/openapi.json with the reference page GET /v1/docs. Without it
   * (tests) the docs serve the route table's description without the zod schemas.
   */
  apiDescription?: Record<string, unknown>;
  /**
   * The MCP tools (shared/mcp/tools.ts with the zod schemas, built by infra/app.ts). Without them
   * (tests) the tools of the route table without the schemas.
   */
  mcpTools?: readonly ToolDef[];
  /** How a release moves traffic to new versions (context `deploymentConfig`). Default 10 % for 5 minutes (infra/releases.ts). */
  trafficShift?: TrafficShift;
  /** The p99 duration rollback alarm, in percent of each function's timeout (context `p99AlarmPercent`). Default 50. */
  p99AlarmPercent?: number;
  /** A WAF web ACL on the stage (context `waf=true`, `wafRateLimit`; infra/edge.ts). Default none. */
  waf?: WafOptions;
  /** A custom domain with base path v1 (context `domainName`, `certificateArn` or `hostedZoneId` + `hostedZoneName`). Default none. */
  domain?: DomainOptions;
  /** A monthly AWS Budgets cost alarm to the alarm topic, in US dollars (context `budgetMonthlyUsd`). Default none. */
  budgetMonthlyUsd?: number;
  /** Where the running source is available (context `sourceUrl`): GET /v1/source (docs/licences.md). Default none. */
  sourceUrl?: string;
}

/** Top path segments the parent stack serves itself (the docs and the MCP server); no route may use them. */
export const PARENT_SEGMENTS: readonly string[] = [...new Set([...DOCS_PATHS, MCP_PATH].map(topSegment))];

/** A digest of the route table: part of the Deployment's logical id, so a changed route table is deployed. */
export const routeTableHash = (routes: readonly RouteDef[]): string => createHash('sha256').update(JSON.stringify(routes)).digest('hex');

export class ApiStack extends Stack {
  readonly api: apigw.RestApi;
  /** The Deployment of the stage (`deploy: false` on the API: it depends on the methods of every nested stack). */
  readonly deployment: apigw.Deployment;
  readonly tables: ReadonlyMap<TableId, ApiTable>;
  /** The customer-managed key of the tables with personal data. */
  readonly personalDataKey: kms.Key | undefined;
  /** Route name (or scheduled job, stream consumer, `mcp`) -> function, in whichever stack it is. */
  readonly functions: ReadonlyMap<string, ApiFunction>;
  readonly routes: readonly RouteDef[];
  /** The nested stacks of the routes, one per route group (infra/route-groups.ts), by construct id. */
  readonly routeStacks: ReadonlyMap<string, RoutesStack>;
  /** Every API method, of this stack and of the nested ones. */
  readonly methods: readonly apigw.Method[];
  /** The docs function (GET /openapi.json, /docs, /docs/{file}). */
  readonly docsFunction: ApiFunction;
  /** The MCP function (POST /mcp; GET and DELETE answer 405), generated from the routes (infra/mcp.ts). */
  readonly mcpFunction: ApiFunction;
  /** The webhook delivery queue, its dead-letter queue and worker (infra/webhook-delivery.ts), when built. */
  readonly webhookDelivery: WebhookDelivery | undefined;
  /** The SNS topic every alarm notifies. */
  readonly alarmTopic: sns.Topic;
  /** The customer-managed key of the alarm topic (CloudWatch may use it). */
  readonly alarmsKey: kms.Key;
  /** CodeDeploy: the API functions' aliases, deployment groups and pre-traffic hook (infra/releases.ts). */
  readonly releases: Releases;
  /** The WAF web ACL of the stage, when enabled. */
  readonly webAcl: wafv2.CfnWebACL | undefined;
  /** The custom domain, when configured. */
  readonly customDomain: apigw.DomainName | undefined;
  readonly stage: apigw.Stage;
  /** The stack's CloudWatch dashboard (infra/dashboard.ts). */
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: ApiStackProps = {}) {
    super(scope, id, {
      description: 'Blueprint API: natal charts, Human Design, numerology, prepaid credits',
      ...props,
    });
    const routes = props.routes ?? ROUTES;
    const tableSpecs = props.tables ?? TABLES;
    const scheduled = props.scheduled ?? SCHEDULED.filter((j) => existsSync(join(REPO_ROOT, j.handler)));
    const logRetention = props.logRetention ?? FUNCTION_DEFAULTS.logRetention;
    validateRoutes(routes, tableSpecs);
    const groups = groupRoutes(routes, PARENT_SEGMENTS);
    this.routes = routes;

    // ---- Tables -------------------------------------------------------------------
    // Tables with personal data (birth data, names, conversations) are encrypted with a
    // customer-managed key: its use is logged in CloudTrail, access to it is granted per function
    // (ApiFunction.bindTable), it rotates yearly and it outlives the stack (README, Retention).
    const personalDataKey = tableSpecs.some((t) => t.personalData)
      ? new kms.Key(this, 'PersonalDataKey', {
          description: 'Blueprint API: encrypts the tables with personal data (blueprints, horoscopes, relationships, conversations, calendar feeds, idempotency records)',
          enableKeyRotation: true,
          removalPolicy: RemovalPolicy.RETAIN,
        })
      : undefined;
    if (personalDataKey) personalDataKey.addToResourcePolicy(denyGrantsExceptForAwsServices());
    this.personalDataKey = personalDataKey;
    const tables = new Map<TableId, ApiTable>();
    for (const spec of tableSpecs) {
      const table = new ApiTable(this, `${pascal(spec.id)}Table`, {
        spec,
        retain: RETAINED_TABLES.has(spec.id),
        ...(spec.personalData && personalDataKey ? { encryptionKey: personalDataKey } : {}),
      });
      tables.set(spec.id, table);
      new CfnOutput(this, `${pascal(spec.id)}TableName`, {
        value: table.tableName,
        description: `${spec.envVar}: ${spec.description}`,
      });
    }
    this.tables = tables;

    // ---- Alarms: one SNS topic (stack output AlarmTopicArn) for every alarm of every stack ---------
    // CloudWatch publishes to an encrypted topic only when the topic's key lets it (the AWS managed
    // key `alias/aws/sns` cannot be shared with CloudWatch: every alarm action would fail): a
    // customer-managed key whose policy lets cloudwatch.amazonaws.com use it for this account's
    // alarms, and a topic policy statement letting CloudWatch publish (docs/deploy.md, step 5).
    const alarmsKey = new kms.Key(this, 'AlarmsKey', {
      description: 'Blueprint API: encrypts the alarm topic (CloudWatch alarms of this account may use it)',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    alarmsKey.addToResourcePolicy(alarmsKeyStatement());
    alarmsKey.addToResourcePolicy(denyGrantsExceptForAwsServices());
    const alarmTopic = new sns.Topic(this, 'Alarms', {
      displayName: 'Blueprint API alarms',
      enforceSSL: true,
      masterKey: alarmsKey,
    });
    alarmTopic.addToResourcePolicy(alarmsPublishStatement(alarmTopic));
    this.alarmTopic = alarmTopic;
    this.alarmsKey = alarmsKey;
    new CfnOutput(this, 'AlarmTopicArn', { value: alarmTopic.topicArn, description: 'SNS topic of every alarm: subscribe to it' });

    const reserved = props.reservedConcurrency ?? DEFAULT_RESERVED_CONCURRENCY;
    const settings: FunctionSettings = {
      tables,
      logRetention,
      moneyLogRetention: props.moneyLogRetention ?? MONEY_LOG_RETENTION,
      reservedConcurrency: reserved,
      logLevel: props.logLevel,
      aiWriter: props.aiWriter,
      anthropicSecretName: props.anthropicSecretName,
      sourceUrl: props.sourceUrl,
    };
    const functions = new Map<string, ApiFunction>();
    const register = (name: string, fn: ApiFunction): ApiFunction => {
      if (functions.has(name)) throw new Error(`Duplicate function name ${name}`);
      functions.set(name, fn);
      return fn;
    };
    const releases = new Releases(this, 'Releases', {
      shift: props.trafficShift ?? DEFAULT_TRAFFIC_SHIFT,
      p99AlarmPercent: props.p99AlarmPercent ?? DEFAULT_P99_ALARM_PERCENT,
      logRetention,
      logLevel: props.logLevel,
      alarmTopic,
    });
    this.releases = releases;
    const makeFunction = (name: string, def: FunctionDef, extra: { fonts: boolean; ai: boolean; rasterizer?: boolean; splitting?: boolean; places?: boolean }, cls: FunctionClass): ApiFunction =>
      register(name, createFunction(this, name, def, extra, settings, cls));

    // ---- REST API -------------------------------------------------------------------
    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', {
      retention: logRetention,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const hasBinary = routes.some((r) => r.binary);
    this.api = new apigw.RestApi(this, 'Api', {
      restApiName: `${this.stackName}-api`,
      description: 'Blueprint API (routes generated from shared/routes.ts)',
      endpointConfiguration: { types: [apigw.EndpointType.REGIONAL] },
      ...(hasBinary ? { binaryMediaTypes: [...BINARY_MEDIA_TYPES] } : {}),
      // The account-level role API Gateway needs to write execution and access logs.
      cloudWatchRole: true,
      cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN,
      // The Deployment and the stage are made below: the Deployment must wait for (and hash) the
      // methods of the nested stacks, which the API's own Deployment would not see.
      deploy: false,
    });
    // Created before any method: every method added to this API afterwards is a dependency of it.
    const deployment = new apigw.Deployment(this.api, 'Deployment', {
      api: this.api,
      description: `Blueprint API, stage ${STAGE_NAME} (routes generated from shared/routes.ts)`,
    });
    this.deployment = deployment;
    const stage = new apigw.Stage(this.api, `DeploymentStage.${STAGE_NAME}`, {
      deployment,
      stageName: STAGE_NAME,
      accessLogDestination: new apigw.LogGroupLogDestination(accessLogs),
      // Standard fields only: no headers, so API keys never reach the logs.
      accessLogFormat: apigw.AccessLogFormat.jsonWithStandardFields({
        caller: false,
        httpMethod: true,
        ip: true,
        protocol: true,
        requestTime: true,
        resourcePath: true,
        responseLength: true,
        status: true,
        user: false,
      }),
      // Execution logs for errors only, and never request/response bodies (birth data, keys).
      loggingLevel: apigw.MethodLoggingLevel.ERROR,
      dataTraceEnabled: false,
      metricsEnabled: true,
      tracingEnabled: true,
      throttlingRateLimit: STAGE_THROTTLING.rateLimit,
      throttlingBurstLimit: STAGE_THROTTLING.burstLimit,
    });
    this.api.deploymentStage = stage;
    this.stage = stage;

    // Every answer API Gateway produces itself is in the API's error shape (GATEWAY_RESPONSES);
    // unknown paths are 404 (API Gateway's default is 403 "Missing Authentication Token").
    for (const r of GATEWAY_RESPONSES) {
      this.api.addGatewayResponse(`Gateway${pascal(r.type.responseType)}`, {
        type: r.type,
        ...(r.status ? { statusCode: r.status } : {}),
        responseHeaders: { ...GATEWAY_HEADERS, ...Object.fromEntries(Object.entries(r.headers ?? {}).map(([k, v]) => [k, `'${v}'`])) },
        templates: {
          // $context.error.messageString is API Gateway's message, already a quoted JSON string
          'application/json': `{"success":false,"error":${JSON.stringify(r.error)},"message":$context.error.messageString,"code":${JSON.stringify(codeOf(r.error))},"requestId":"$context.requestId","docUrl":"${gatewayDocUrl(codeOf(r.error))}"}`,
        },
      });
    }

    // AwsSolutions-APIG2: request validation. The functions validate every body and
    // parameter with the route's zod schema and answer in the API's error format; an API
    // Gateway model would duplicate those schemas and answer in a different format.
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG2',
      reason: 'Requests are validated in each function against the route schema (zod), with the API error format',
    });
    // AwsSolutions-IAM4: the CloudWatch role API Gateway creates uses the AWS managed
    // policy AmazonAPIGatewayPushToCloudWatchLogs, which is the documented policy for it.
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason: 'API Gateway account logging role: AWS managed policy scoped to CloudWatch Logs writes, as documented by AWS',
    });
    // ---- The edge (infra/edge.ts): a WAF web ACL and a custom domain, each when the context asks ----
    if (props.waf) {
      this.webAcl = addWaf(this, stage, props.waf);
    } else {
      // AwsSolutions-APIG3: no WAF web ACL. Abuse is bounded by stage throttling and by the
      // per-key rate limits and prepaid credits the functions enforce; `-c waf=true` adds one.
      Validations.of(stage).acknowledge({
        id: 'AwsSolutions-APIG3',
        reason: 'Stage throttling plus per-key rate limits and prepaid credits in the functions; the WAF web ACL is optional (-c waf=true)',
      });
    }
    if (props.domain) this.customDomain = addCustomDomain(this, this.api, stage, props.domain);

    // ---- The routes: one nested stack per route group ------------------------------------
    const methods: apigw.Method[] = [];
    const routeStacks = new Map<string, RoutesStack>();
    for (const group of groups) {
      const nested = new RoutesStack(this, { group, api: this.api, stageName: STAGE_NAME, settings, alarmTopic, releases });
      routeStacks.set(group.stackId, nested);
      for (const [name, fn] of nested.functions) register(name, fn);
      // the stage serves a snapshot of the methods: the Deployment is made once they all exist
      for (const method of nested.methods) deployment.node.addDependency(method);
      methods.push(...nested.methods);
    }
    this.routeStacks = routeStacks;

    // ---- The docs: GET /openapi.json, /docs, /docs/{file} and /console, no key (functions/docs/docs.ts) ------
    // without the full description (template tests, stacks built in tests), the route table's
    // own: every route and status, without the zod schemas
    const description = props.apiDescription ?? buildOpenApi(routes, {}, 'https://example.execute-api.amazonaws.com/v1');
    // one directory per description (named by its hash), reused by every synth of the same one:
    // a fresh directory per synth left one behind for every stack a test built
    const descriptionText = JSON.stringify(description);
    const descriptionDir = join(tmpdir(), `api-description-${createHash('sha256').update(descriptionText).digest('hex').slice(0, 16)}`);
    mkdirSync(descriptionDir, { recursive: true });
    const descriptionFile = join(descriptionDir, 'openapi.json');
    writeFileWhole(descriptionFile, descriptionText);
    const docsFn = new ApiFunction(this, 'docs', {
      entry: DOCS_HANDLER,
      description: 'The API description and its reference page (no key)',
      ephemeris: false,
      memoryMb: 256,
      logRetention,
      logLevel: props.logLevel,
      reservedConcurrency: reservedFor(reserved, 'public'),
      docsDescriptionFile: descriptionFile,
      // the console's script and style (web/ bundled with chart.js), built only when assets are bundled
      consoleFiles: Stack.of(this).bundlingRequired ? writeConsoleBundle(dirname(descriptionFile)) : [],
    });
    this.docsFunction = docsFn;
    const docsAlias = releases.addRelease(this, 'docs', docsFn, addFunctionAlarms(this, 'docs', docsFn, alarmTopic));
    const docsIntegration = new apigw.LambdaIntegration(docsAlias, { proxy: true, allowTestInvoke: false });
    for (const path of DOCS_PATHS) {
      const method = this.api.root.resourceForPath(path).addMethod('GET', docsIntegration, {
        operationName: `docs${path.replace(/[^A-Za-z0-9]+/g, '-')}`,
        authorizationType: apigw.AuthorizationType.NONE,
      });
      Validations.of(method).acknowledge(
        { id: 'AwsSolutions-APIG4', reason: 'Public API description and reference page: no credentials by design' },
        { id: 'AwsSolutions-COG4', reason: 'Public API description and reference page: no credentials by design' },
      );
      methods.push(method);
      // the public documents answer 405 too: POST /openapi.json is 405, as the description says, not API Gateway's 403
      methods.push(addMethodNotAllowed(this.api, path, ['GET']));
    }

    // ---- The remote MCP server: /mcp, one function running every route's handler in process ------
    // (infra/mcp.ts, docs/mcp.md): the grants of the routes it has a tool for (not those with
    // `mcp: false`: key secrets, export, account deletion); a streamed integration so that a
    // tool may run as long as its route (the chat); ANY, so the function itself answers GET and
    // DELETE with the transport's 405.
    const mcpFn = makeFunction(
      'mcp',
      {
        handler: writeMcpEntry(routes, props.mcpTools ?? buildTools(routes, {})),
        tables: unionTables(routes.filter((r) => r.mcp !== false)),
        timeoutSeconds: mcpTimeoutSeconds(routes),
        memoryMb: Math.max(FUNCTION_DEFAULTS.memoryMb, ...routes.map((r) => r.memoryMb ?? 0)),
        summary: 'Remote MCP server: one tool per route, run through the route handlers (same keys, limits and credits)',
      },
      // the rasterizer when a tool answers PNG: its route's module imports resvg-js (a missing one was Runtime.ImportModuleError)
      // code splitting: each route module is a chunk of the asset, read on its tool's first call (cold start: docs/infra.md)
      // the places file when a tool searches places (its route's data)
      { fonts: mcpRoutes(routes).some(producesPdf), ai: routes.some(usesAi), rasterizer: mcpRoutes(routes).some(producesPng), splitting: true, places: mcpRoutes(routes).some((r) => r.data?.includes('places') === true) },
      { concurrency: 'mcp', money: true },
    );
    this.mcpFunction = mcpFn;
    if (props.mcpAllowedOrigins && props.mcpAllowedOrigins.length > 0) mcpFn.addEnvironment('MCP_ALLOWED_ORIGINS', props.mcpAllowedOrigins.join(','));
    // the MCP function's errors and throttles (the routes' are in their nested stacks), which also roll its releases back
    const mcpAlias = releases.addRelease(this, 'mcp', mcpFn, addFunctionAlarms(this, 'mcp', mcpFn, alarmTopic));
    const mcpMethod = this.api.root.resourceForPath(MCP_PATH).addMethod(
      'ANY',
      new apigw.LambdaIntegration(mcpAlias, {
        proxy: true,
        allowTestInvoke: false,
        responseTransferMode: apigw.ResponseTransferMode.STREAM,
        timeout: Duration.seconds(mcpTimeoutSeconds(routes)),
      }),
      { operationName: 'mcp', authorizationType: apigw.AuthorizationType.NONE, apiKeyRequired: false },
    );
    Validations.of(mcpMethod).acknowledge(
      { id: 'AwsSolutions-APIG4', reason: 'Callers authenticate with API keys checked in the function against the keys table (as every route)' },
      { id: 'AwsSolutions-COG4', reason: 'API keys (not Cognito users) are the credential; the function verifies them in DynamoDB' },
    );
    methods.push(mcpMethod);
    this.methods = methods;

    // ---- Redeploying the stage when a method changes -----------------------------------------
    // The Deployment's logical id carries a hash of the route table and of every method as
    // synthesized (in whichever stack it is, which is part of the hash too: a function in another
    // stack is another function): a change makes a new Deployment, which the stage then serves.
    // CDK hashes the API's own properties (binary media types) by itself.
    deployment.addToLogicalId({ routeTable: routeTableHash(routes) });
    deployment.addToLogicalId(Lazy.any({ produce: () => methods.map(methodFingerprint) }));

    // ---- Webhook delivery: the queue, its dead-letter queue, the worker (infra/webhook-delivery.ts) ----
    const webhookDelivery =
      (props.webhookDelivery ?? existsSync(join(REPO_ROOT, WEBHOOK_WORKER.handler))) && tables.has('webhooks') && tables.has('webhookDeliveries')
        ? addWebhookDelivery(this, () => makeFunction(WEBHOOK_WORKER.name, WEBHOOK_WORKER, { fonts: false, ai: false }, { concurrency: 'standard', money: true }), alarmTopic)
        : undefined;
    this.webhookDelivery = webhookDelivery;

    // ---- Scheduled jobs ---------------------------------------------------------------
    // Each job: its rule; retries (EventBridge delivery, then Lambda's asynchronous retries of a
    // failed run); a dead-letter queue that receives the event once every retry failed; alarms
    // on a failed run and on a message in the dead-letter queue, both sent to one SNS topic.
    // The jobs are idempotent (a retry redoes only what is missing), so retrying is safe.
    for (const job of scheduled) {
      // the reconciler settles and releases holds: a money path
      const fn = makeFunction(job.name, job, { fonts: false, ai: job.ai === true }, { concurrency: 'jobs', money: job.name === 'reconciler' });
      if (job.sendsTo === 'webhookQueue') {
        if (!webhookDelivery) throw new Error(`Scheduled job ${job.name} sends to the webhook delivery queue, which this stack does not have`);
        grantQueueSend(fn, webhookDelivery);
      }
      const jobId = pascal(job.name);
      const dlq = new sqs.Queue(this, `${jobId}DeadLetters`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
        // marks it as a dead-letter queue (Control Tower's CT.SQS.PR.1: a queue is either a DLQ or has
        // one); it receives from EventBridge and Lambda, and the account has no queue to redrive from
        redriveAllowPolicy: { redrivePermission: sqs.RedrivePermission.ALLOW_ALL },
      });
      // AwsSolutions-SQS3: this queue is itself the dead-letter queue of the job.
      Validations.of(dlq).acknowledge({ id: 'AwsSolutions-SQS3', reason: 'This queue is the dead-letter queue of a scheduled job' });
      fn.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.hours(6), onFailure: new destinations.SqsDestination(dlq) });
      new events.Rule(this, `${jobId}Schedule`, {
        description: job.summary,
        schedule: events.Schedule.expression(job.schedule),
        targets: [new targets.LambdaFunction(fn, { retryAttempts: 2, maxEventAge: Duration.hours(6), deadLetterQueue: dlq })],
      });
      const failed = new cloudwatch.Alarm(this, `${jobId}FailedAlarm`, {
        alarmDescription: `Scheduled job ${job.name} failed a run (it is retried; see its logs)`,
        metric: fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      const deadLettered = new cloudwatch.Alarm(this, `${jobId}DeadLetterAlarm`, {
        alarmDescription: `Scheduled job ${job.name} gave up after its retries: the event is in its dead-letter queue`,
        metric: dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      for (const alarm of [failed, deadLettered]) alarm.addAlarmAction(new cloudwatchActions.SnsAction(alarmTopic));
    }

    // ---- Table stream consumers (the ledger copy of the accounts' journal) -----------------
    // A batch that keeps failing is split (bisect) until the failing record is alone; a record that
    // still fails after its retries goes to an SQS dead-letter queue (its shard, sequence numbers:
    // replayable) instead of being dropped; alarms on that queue and on the iterator age (the copy
    // falling behind). The reconciler copies pending journal entries too, so nothing is lost either way.
    for (const spec of tableSpecs) {
      if (!spec.stream) continue;
      const fn = makeFunction(spec.stream.name, { ...spec.stream, timeoutSeconds: 60 }, { fonts: false, ai: false }, { concurrency: 'ledger', money: true });
      const streamId = pascal(spec.stream.name);
      const failures = new sqs.Queue(this, `${streamId}Failures`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
        redriveAllowPolicy: { redrivePermission: sqs.RedrivePermission.ALLOW_ALL },
      });
      Validations.of(failures).acknowledge({ id: 'AwsSolutions-SQS3', reason: 'This queue is the on-failure destination (dead letters) of a table stream consumer' });
      fn.addEventSource(
        new DynamoEventSource(tables.get(spec.id)!, {
          startingPosition: lambda.StartingPosition.TRIM_HORIZON,
          batchSize: 100,
          maxBatchingWindow: Duration.seconds(1),
          // idempotent consumer: retry a failed record alone, never skip one silently
          reportBatchItemFailures: true,
          bisectBatchOnError: true,
          retryAttempts: 10,
          onFailure: new SqsDlq(failures),
        }),
      );
      // AwsSolutions-IAM5: the event source mapping grants dynamodb:ListStreams, which has no
      // resource-level permissions in IAM; the stream read itself is scoped to this table's stream.
      Validations.of(fn.role!).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'dynamodb:ListStreams has no resource-level permissions; stream reads and table writes are scoped to the accounts stream and the ledger',
      });
      addFunctionAlarms(this, spec.stream.name, fn, alarmTopic);
      const streamAlarms = [
        new cloudwatch.Alarm(this, `${streamId}IteratorAgeAlarm`, {
          alarmDescription: `Stream consumer ${spec.stream.name}: its oldest unprocessed record is over ${STREAM_ITERATOR_AGE_ALARM_MS / 60_000} minutes old (the copy falls behind)`,
          metric: fn.metric('IteratorAge', { period: Duration.minutes(5), statistic: 'Maximum' }),
          threshold: STREAM_ITERATOR_AGE_ALARM_MS,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
        new cloudwatch.Alarm(this, `${streamId}FailuresAlarm`, {
          alarmDescription: `Stream consumer ${spec.stream.name} gave up on records after its retries: they are in its failure queue (replay them, docs/deploy.md)`,
          metric: failures.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      ];
      for (const alarm of streamAlarms) alarm.addAlarmAction(new cloudwatchActions.SnsAction(alarmTopic));
    }

    this.functions = functions;
    createApiAlarms(this, alarmTopic, routes);

    // ---- One place to look, and a cost guard (infra/dashboard.ts) ------------------------------
    this.dashboard = addDashboard(this, { apiName: this.api.restApiName, stageName: STAGE_NAME, routes, tables, webhookDelivery });
    new CfnOutput(this, 'DashboardName', { value: this.dashboard.dashboardName, description: 'The CloudWatch dashboard of this stack' });
    if (props.budgetMonthlyUsd !== undefined) addBudget(this, props.budgetMonthlyUsd, alarmTopic, alarmsKey);

    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: `Base URL of the API (stage ${STAGE_NAME})` });
  }
}
