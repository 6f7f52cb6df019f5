/**
 * One Lambda function of the API, with the project's defaults fixed in one place:
 * Node.js 22 on arm64, an ESM bundle made by esbuild (with a `createRequire` banner so
 * that bundled CommonJS dependencies can still `require` Node built-ins), source maps
 * (`NODE_OPTIONS=--enable-source-maps`), its own log group with a retention, and its own
 * role that may only write to that log group. Tables are added with `bindTable`, which
 * sets the table-name env var and grants exactly read or read-write on that table.
 *
 * The asset also carries sweph (native addon, external to the bundle) with the prebuild
 * for the function's architecture, the ephemeris files and, when asked, the PDF fonts:
 * see asset-files.ts.
 *
 * When the handler file does not exist yet and the stack is not being bundled (template
 * tests run with `aws:cdk:bundling-stacks: []`), the function gets a placeholder inline
 * code so the template can still be built and tested; a real synth (bundling on) fails
 * with a clear error instead.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Aws, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { Access } from '#shared/routes';
import type { TableId } from '#shared/store/tables';
import { EPHE_DIR, FONT_DIR, PLACES_DIR, PLACES_FILE, REPO_ROOT, TASK_ROOT } from '../paths';
import type { ApiTable } from './api-table';
import { assertAssetSourcesExist, assetCopyCommands, DOCS_DIR, shellQuote, type AssetFilesOptions, type LambdaPlatform } from './asset-files';
import { resvgBinary } from './native-binaries';

export const FUNCTION_DEFAULTS = {
  runtime: lambda.Runtime.NODEJS_22_X,
  architecture: lambda.Architecture.ARM_64,
  timeoutSeconds: 15,
  memoryMb: 1024,
  logRetention: logs.RetentionDays.ONE_MONTH,
} as const;

type DynamoAction = `dynamodb:${string}`;
const GET = 'dynamodb:GetItem';
const BATCH_GET = 'dynamodb:BatchGetItem';
const QUERY = 'dynamodb:Query';
const PUT = 'dynamodb:PutItem';
const UPDATE = 'dynamodb:UpdateItem';
const DELETE = 'dynamodb:DeleteItem';
const BATCH_WRITE = 'dynamodb:BatchWriteItem';

/**
 * The DynamoDB actions a function gets on each table, per access level: exactly the calls the
 * table's store makes (the rooms' stores: shared/accounts/*-store.ts, shared/store/attempt-store.ts and the feature stores), nothing generic.
 * No `Scan` anywhere (see TABLE_SCANS), no `DeleteItem` on the append-only ledger, no stream or
 * Describe actions. `Query` on a table with indexes also covers its indexes, by name.
 */
export const TABLE_ACTIONS: Record<TableId, Record<Exclude<Access, 'append'>, readonly DynamoAction[]> & { append?: readonly DynamoAction[] }> = {
  // key check: GetItem by hash; admin writes and index lookups run with operator credentials
  keys: { read: [GET], readwrite: [GET, QUERY, PUT, UPDATE] },
  // balance reads; every money movement is one conditional UpdateItem (journal + holds in the item)
  accounts: { read: [GET], readwrite: [GET, UPDATE] },
  // append-only: queried, and appended by the journal copy (BatchWriteItem of PutRequests); never deleted
  ledger: { read: [QUERY], readwrite: [QUERY, PUT, BATCH_WRITE] },
  // fixed-window counters: one atomic UpdateItem (ADD) per request
  rateLimits: { read: [GET], readwrite: [GET, UPDATE] },
  // saved in batches (summary + content items), read by key, batch or page, deleted one by one
  blueprints: { read: [GET, BATCH_GET, QUERY], readwrite: [GET, BATCH_GET, QUERY, BATCH_WRITE, DELETE] },
  // Powertools idempotency persistence layer (conditional put, get, update, delete of a failed record)
  idempotency: { read: [GET], readwrite: [GET, PUT, UPDATE, DELETE] },
  // write-once records with conditional puts; generation leases are deleted when released
  daily: { read: [GET, BATCH_GET], readwrite: [GET, BATCH_GET, PUT, DELETE] },
  // the account's (and a subject's) deletion removes items in batches (shared/store/owner-data.ts)
  conversations: { read: [GET, QUERY], readwrite: [GET, QUERY, PUT, UPDATE, BATCH_WRITE] },
  transits: { read: [GET, QUERY], readwrite: [GET, QUERY, PUT, UPDATE, BATCH_WRITE] },
  // put once, read by key or page, deleted one by one (a save whose hold was already released is deleted again)
  relationships: { read: [GET, QUERY], readwrite: [GET, QUERY, PUT, DELETE, BATCH_WRITE] },
  // every authenticated request puts its line (append); the log is read a page at a time, deleted with the account in batches
  requests: { read: [QUERY], append: [PUT], readwrite: [QUERY, PUT, BATCH_WRITE] },
  // put once (conditional), read by key, page or the byToken index; the day's calendar and the charged hour are conditional updates; deleted one by one, or in batches with the account
  calendars: { read: [GET, QUERY], readwrite: [GET, QUERY, PUT, UPDATE, DELETE, BATCH_WRITE] },
  // endpoints: conditional put, read by key or the owner's page, secret rotation and disabling are conditional updates; deleted one by one, or in batches with the account
  webhooks: { read: [GET, QUERY], readwrite: [GET, QUERY, PUT, UPDATE, DELETE, BATCH_WRITE] },
  // the outbox: conditional puts, the worker's byDue index query, lease and attempts as conditional updates; deleted with the endpoint one by one, or in batches with the account
  webhookDeliveries: { read: [GET, QUERY], readwrite: [GET, QUERY, PUT, UPDATE, DELETE, BATCH_WRITE] },
  // subjects: read by key or page; created, replaced and deleted by conditional writes, the limit's counter by conditional updates; deleted in batches with the account
  subjects: { read: [GET, QUERY], readwrite: [GET, QUERY, PUT, UPDATE, DELETE, BATCH_WRITE] },
  // per-account limits: the place taken by a conditional update (or the first count's conditional put), read to repair, deleted with the account
  limits: { read: [GET], readwrite: [GET, PUT, UPDATE, DELETE] },
};

/**
 * The only scans: the reconciler lists the accounts with open holds or journal entries; the webhook
 * producers' job reads every endpoint (`WebhookStore.allEndpoints`: one event, every subscriber).
 */
export const TABLE_SCANS: Readonly<Record<string, readonly TableId[]>> = { reconciler: ['accounts'], 'webhook-events': ['webhooks'] };

/** The actions a function gets on a table (TABLE_ACTIONS, plus Scan where TABLE_SCANS says so). */
/** KMS actions on the personal-data key for a table access (DynamoDB calls KMS on the caller's behalf). */
export const kmsActionsFor = (access: Access): readonly string[] =>
  access === 'read'
    ? ['kms:Decrypt', 'kms:DescribeKey']
    : ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey', 'kms:GenerateDataKeyWithoutPlaintext', 'kms:ReEncryptFrom', 'kms:ReEncryptTo'];

const tableActions = (table: TableId, access: Access): readonly DynamoAction[] => {
  const actions = TABLE_ACTIONS[table][access];
  if (!actions) throw new Error(`Table ${table} has no ${access} access (TABLE_ACTIONS)`);
  return actions;
};

export const actionsFor = (functionName: string, table: TableId, access: Access): DynamoAction[] => [
  ...tableActions(table, access),
  ...(TABLE_SCANS[functionName]?.includes(table) ? (['dynamodb:Scan'] as const) : []),
];

/** Put at the top of every ESM bundle so that CommonJS code inside it can call `require`. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __bannerCreateRequire } from 'node:module'; const require = __bannerCreateRequire(import.meta.url);";

/** Modules left out of the bundle and shipped in the asset's node_modules instead. */
export const EXTERNAL_MODULES = ['sweph', '@resvg/resvg-js'] as const;

export interface ApiFunctionProps {
  /** Handler module relative to the repository root; it exports `handler`. */
  entry: string;
  description?: string;
  timeoutSeconds?: number;
  memoryMb?: number;
  /** Ship sweph and the ephemeris files (default true). */
  ephemeris?: boolean;
  /** Ship the PDF fonts (default false; a function with the rasterizer gets the glyph outlines instead). */
  fonts?: boolean;
  /** Ship the places file of the place search (default false). */
  places?: boolean;
  /** Ship the rasterizer (resvg-js and its binary for the function's platform, the glyph outlines in FONT_DIR; default false). */
  rasterizer?: boolean;
  /**
   * Bundle with esbuild's code splitting (default false): `index.mjs` holds what the entry imports
   * statically and every dynamic `import()` becomes a chunk of its own under `chunks/`, read only
   * when that import runs (the MCP function's route modules: `splitBundleCommand`).
   */
  splitting?: boolean;
  /** The docs function: ship the docs page renderer and this description file (written at synth). */
  docsDescriptionFile?: string;
  /** The docs function: ship the console's built files (written at synth) next to it. */
  consoleFiles?: readonly string[];
  logRetention?: logs.RetentionDays;
  /** Application log level (Lambda's advanced logging controls and LOG_LEVEL). Default INFO. */
  logLevel?: FunctionLogLevel;
  /** Reserved concurrency (a guarantee and a ceiling; infra/operations.ts). Default none. */
  reservedConcurrency?: number;
  environment?: Record<string, string>;
}

export type FunctionLogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

/**
 * The command that bundles `entry` again into `outputDir` with code splitting (NodejsFunction's own
 * esbuild run cannot split): the same options (ESM, node22, the banner, minified, source maps
 * without sources, the external native modules), `index.mjs` for the entry and `chunks/` for the
 * rest. It replaces the single-file `index.mjs` NodejsFunction wrote.
 */
export const splitBundleCommand = (inputDir: string, outputDir: string, entry: string): string =>
  [
    shellQuote(`${inputDir}/node_modules/.bin/esbuild`),
    shellQuote(entry),
    '--bundle',
    '--splitting',
    '--format=esm',
    '--platform=node',
    '--target=node22',
    '--main-fields=module,main',
    '--minify',
    '--sourcemap',
    '--sources-content=false',
    ...EXTERNAL_MODULES.map((m) => `--external:${m}`),
    shellQuote(`--banner:js=${ESM_REQUIRE_BANNER}`),
    '--out-extension:.js=.mjs',
    '--entry-names=index',
    '--chunk-names=chunks/[name]-[hash]',
    '--log-level=warning',
    shellQuote(`--outdir=${outputDir}`),
  ].join(' ');

/** Service name and metrics namespace of every function (shared/observability reads them). */
export const OBSERVABILITY_ENV = { POWERTOOLS_SERVICE_NAME: 'blueprint-api', POWERTOOLS_METRICS_NAMESPACE: 'BlueprintApi' } as const;

/** Inline stand-in for a handler that is not written yet (only when bundling is skipped). */
const PLACEHOLDER_CODE = (entry: string): string =>
  `exports.handler = async () => ({ statusCode: 501, body: ${JSON.stringify(JSON.stringify({ error: 'Not implemented', message: `${entry} is not written yet` }))} });`;

const platformOf = (arch: lambda.Architecture): LambdaPlatform =>
  arch.name === lambda.Architecture.ARM_64.name ? 'linux-arm64' : 'linux-x64';

export class ApiFunction extends NodejsFunction {
  /** True when the handler file was missing and a placeholder was synthesized instead. */
  readonly isPlaceholder: boolean;
  /** The handler module (absolute path) the asset is bundled from. */
  readonly entryFile: string;
  /** Whether the asset carries the rasterizer (resvg-js and its binary): a bundle that imports it needs it. */
  readonly rasterizer: boolean;
  /** Whether the asset is bundled with code splitting (`chunks/` beside `index.mjs`). */
  readonly splitting: boolean;
  private readonly boundTables: Map<string, Access>;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    const { runtime, architecture } = FUNCTION_DEFAULTS;
    const entry = join(REPO_ROOT, props.entry);
    const assets: AssetFilesOptions = {
      platform: platformOf(architecture),
      ephemeris: props.ephemeris ?? true,
      fonts: props.fonts ?? false,
      places: props.places ?? false,
      ...(props.rasterizer && Stack.of(scope).bundlingRequired ? { rasterizerBinary: resvgBinary(REPO_ROOT, platformOf(architecture)) } : {}),
      ...(props.docsDescriptionFile ? { docsDescriptionFile: props.docsDescriptionFile } : {}),
      ...(props.consoleFiles ? { consoleFiles: props.consoleFiles } : {}),
    };
    const bundling = Stack.of(scope).bundlingRequired;
    const entryExists = existsSync(entry);
    if (bundling) {
      if (!entryExists) {
        throw new Error(`Function ${id}: handler file ${props.entry} does not exist, so it cannot be bundled`);
      }
      assertAssetSourcesExist(REPO_ROOT, assets);
    }

    // The log group and the role are siblings of the function (named after it), because
    // they must exist before super() is called.
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: props.logRetention ?? FUNCTION_DEFAULTS.logRetention,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${id}: its log group and the tables its route lists`,
    });
    logGroup.grantWrite(role);

    const logLevel = props.logLevel ?? 'INFO';
    const environment: Record<string, string> = {
      NODE_OPTIONS: '--enable-source-maps',
      ...OBSERVABILITY_ENV,
      LOG_LEVEL: logLevel.toLowerCase(),
      // Declared empty so that `sam local invoke --env-vars` can point the function at a local
      // DynamoDB (SAM only overrides variables the template declares); empty means AWS's endpoint.
      DYNAMODB_ENDPOINT: '',
      ...(assets.ephemeris ? { EPHE_PATH: `${TASK_ROOT}/${EPHE_DIR}` } : {}),
      ...(assets.fonts || props.rasterizer ? { FONT_DIR: `${TASK_ROOT}/${FONT_DIR}` } : {}),
      ...(assets.places ? { PLACES_FILE: `${TASK_ROOT}/${PLACES_DIR}/${PLACES_FILE}` } : {}),
      ...(assets.docsDescriptionFile ? { DOCS_DIR: `${TASK_ROOT}/${DOCS_DIR}` } : {}),
      ...props.environment,
    };
    const common = {
      runtime,
      architecture,
      description: props.description,
      timeout: Duration.seconds(props.timeoutSeconds ?? FUNCTION_DEFAULTS.timeoutSeconds),
      memorySize: props.memoryMb ?? FUNCTION_DEFAULTS.memoryMb,
      logGroup,
      role,
      environment,
      // X-Ray: the function's segment, with Powertools' subsegments for the handler and AWS calls
      tracing: lambda.Tracing.ACTIVE,
      ...(props.reservedConcurrency !== undefined ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
      // JSON lines (Powertools writes JSON; the platform's START/REPORT lines become JSON too)
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: lambda.ApplicationLogLevel[logLevel],
      systemLogLevelV2: lambda.SystemLogLevel.INFO,
      // the version a release makes (infra/releases.ts): the one it replaces is deleted once the alias has moved
      currentVersionOptions: { removalPolicy: RemovalPolicy.DESTROY },
    };

    const code: NodejsFunctionProps =
      entryExists || bundling
        ? {
            ...common,
            entry,
            handler: 'handler',
            projectRoot: REPO_ROOT,
            depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
            bundling: {
              format: OutputFormat.ESM,
              target: 'node22',
              // ESM entry points of dependencies first, CommonJS as the fallback.
              mainFields: ['module', 'main'],
              banner: ESM_REQUIRE_BANNER,
              minify: true,
              sourceMap: true,
              sourceMapMode: SourceMapMode.DEFAULT,
              sourcesContent: false,
              // Overrides the default ['@aws-sdk/*']: the SDK is bundled at the version in
              // package-lock.json rather than taken from whatever the runtime ships.
              externalModules: [...EXTERNAL_MODULES],
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) => [
                  ...(props.splitting ? [splitBundleCommand(inputDir, outputDir, entry)] : []),
                  ...assetCopyCommands(inputDir, outputDir, assets),
                ],
              },
            },
          }
        : {
            ...common,
            handler: 'index.handler',
            code: lambda.Code.fromInline(PLACEHOLDER_CODE(props.entry)),
          };
    super(scope, id, code);
    this.isPlaceholder = !(entryExists || bundling);
    this.entryFile = entry;
    this.rasterizer = props.rasterizer === true;
    this.splitting = props.splitting === true;
    this.boundTables = new Map();

    // AwsSolutions-L1 (latest runtime): the project targets Node.js 22 on purpose (the
    // version the code, its native addon prebuilds and its tests are pinned to); moving
    // to a newer runtime is a deliberate change of FUNCTION_DEFAULTS, not a drift.
    // AwsSolutions-IAM5: active tracing adds xray:PutTraceSegments / PutTelemetryRecords, which
    // X-Ray only grants on "*" (no resource-level permissions exist for them).
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions (active tracing)',
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Runtime pinned to Node.js 22, the version the code, the sweph prebuilds and the tests are verified on',
    });
  }

  /**
   * Gives the function one table: its physical name in the env var named by the table's
   * spec, and exactly read or read-write access to it (no other table, no indexes
   * beyond the table's own).
   */
  bindTable(table: ApiTable, access: Access): void {
    if (this.boundTables.has(table.spec.id)) {
      throw new Error(`Table ${table.spec.id} is bound twice to function ${this.node.id}`);
    }
    this.boundTables.set(table.spec.id, access);
    this.addEnvironment(table.spec.envVar, table.tableName);
    const actions = actionsFor(this.node.id, table.spec.id, access);
    // the table itself, and its indexes (by name) only where the function may query them
    const indexArns = actions.includes(QUERY) ? (table.spec.indexes ?? []).map((ix) => `${table.tableArn}/index/${ix.name}`) : [];
    this.addToRolePolicy(new iam.PolicyStatement({ actions, resources: [table.tableArn, ...indexArns] }));
    // a table encrypted with a customer-managed key: the use of that key, as the access needs it,
    // named action by action (no wildcards) and only through DynamoDB
    if (table.encryptionKey) {
      this.addToRolePolicy(
        new iam.PolicyStatement({
          actions: [...kmsActionsFor(access)],
          resources: [table.encryptionKey.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': `dynamodb.${Aws.REGION}.amazonaws.com` } },
        }),
      );
    }
  }

  /** The tables bound so far, with their access. */
  get tables(): ReadonlyMap<string, Access> {
    return this.boundTables;
  }
}
