import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, ROUTES, type RouteDef } from '#shared/routes';
import { TABLES, type TableId } from '#shared/store/tables';
import { FUNCTION_DEFAULTS, actionsFor, kmsActionsFor } from '../../infra/constructs/api-function';
import { REPO_ROOT } from '../../infra/paths';
import { SCHEDULED } from '../../infra/scheduled';
import { ApiStack, BINARY_MEDIA_TYPES, RETAINED_TABLES, STAGE_NAME } from '../../infra/stack';
import { asArray, build, invokedFunction, logicalId, makeApp, methodPath, ofType, refTarget, roleStatements, type Built, type CfnResource } from './helpers';

const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/** The function a method's integration invokes (logical id), from its Uri: the function of the `live` alias it names (infra/releases.ts). */
function integrationTarget(resources: Record<string, CfnResource>, method: CfnResource): string | undefined {
  const uri = JSON.stringify((method.Properties?.Integration as { Uri?: unknown } | undefined)?.Uri ?? null);
  const alias = /"Ref":"([A-Za-z0-9]+)"/g;
  for (const m of uri.matchAll(alias)) if (resources[m[1]!]?.Type === 'AWS::Lambda::Alias') return invokedFunction(resources, m[1]);
  return undefined;
}

function findMethod(b: Built, route: RouteDef): CfnResource | undefined {
  const matches = ofType(b.resources, 'AWS::ApiGateway::Method').filter(
    ([, m]) => m.Properties?.HttpMethod === route.method && methodPath(b.resources, m) === route.path,
  );
  expect(matches.length, `methods for ${route.method} ${route.path}`).toBeLessThanOrEqual(1);
  return matches[0]?.[1];
}

describe('the stack generated from ROUTES and TABLES', () => {
  let b: Built;
  beforeAll(() => {
    b = build();
  }, 180_000);

  it('has one method per route, on its path, integrated with its own function (proxy)', () => {
    expect(ROUTES.length).toBeGreaterThan(0);
    for (const route of ROUTES) {
      const method = findMethod(b, route);
      expect(method, `${route.method} ${route.path}`).toBeDefined();
      const integration = method!.Properties!.Integration as Record<string, unknown>;
      expect(integration.Type).toBe('AWS_PROXY');
      expect(integration.IntegrationHttpMethod).toBe('POST');
      const fn = b.stack.functions.get(route.name);
      expect(fn, route.name).toBeDefined();
      expect(integrationTarget(b.resources, method!)).toBe(logicalId(fn!));
      expect(b.resources[logicalId(fn!)]?.Type).toBe('AWS::Lambda::Function');
      expect(method!.Properties!.AuthorizationType).toBe('NONE');
      // Streaming routes are invoked with InvokeWithResponseStream, the others buffered.
      const uri = JSON.stringify(integration.Uri);
      if (route.streaming) {
        expect(integration.ResponseTransferMode, route.name).toBe('STREAM');
        expect(uri).toContain('/response-streaming-invocations');
      } else {
        expect(integration.ResponseTransferMode ?? 'BUFFERED', route.name).toBe('BUFFERED');
        expect(uri).toContain('/2015-03-31/functions/');
      }
    }
    // Nothing else: no method and no function that the route table does not list.
    const proxied = ofType(b.resources, 'AWS::ApiGateway::Method').filter(
      ([, m]) => (m.Properties?.Integration as { Type?: string } | undefined)?.Type === 'AWS_PROXY',
    );
    // plus the docs function's public GETs (openapi.json, docs, docs/{file}, console) and the MCP server's ANY /mcp
    expect(proxied).toHaveLength(ROUTES.length + PUBLIC_PATHS.length + 1);
    // plus the docs and MCP functions, the webhook delivery worker (infra/webhook-delivery.ts) and the release hook (infra/releases.ts)
    const expectedFunctions =
      ROUTES.length + SCHEDULED.filter((j) => existsSync(join(REPO_ROOT, j.handler))).length + TABLES.filter((t) => t.stream).length + 1 + 1 + 1 + 1;
    expect(ofType(b.resources, 'AWS::Lambda::Function')).toHaveLength(expectedFunctions);
  });

  it('lets API Gateway invoke each function only from its own method', () => {
    for (const route of ROUTES) {
      const fnId = logicalId(b.stack.functions.get(route.name)!);
      const perms = ofType(b.resources, 'AWS::Lambda::Permission').filter(([, p]) => invokedFunction(b.resources, refTarget(p.Properties?.FunctionName)) === fnId);
      // exactly one: the stage's (no console test-invoke permission: the resource budget)
      expect(perms).toHaveLength(1);
      for (const [, p] of perms) {
        expect(p.Properties?.Principal).toBe('apigateway.amazonaws.com');
        const arn = JSON.stringify(p.Properties?.SourceArn);
        expect(arn).toContain(`/${route.method}${route.path.replace(/\{[^}]+\}/g, '*')}`);
      }
    }
  });

  it('deploys stage v1 with access logs and error-only execution logs without bodies', () => {
    b.template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: STAGE_NAME,
      AccessLogSetting: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      MethodSettings: Match.arrayWith([
        Match.objectLike({ HttpMethod: '*', ResourcePath: '/*', LoggingLevel: 'ERROR', DataTraceEnabled: false }),
      ]),
    });
    expect(ofType(b.resources, 'AWS::ApiGateway::Stage')).toHaveLength(1);
    // No request headers in the access log: API keys travel in headers.
    const format = (ofType(b.resources, 'AWS::ApiGateway::Stage')[0]![1].Properties?.AccessLogSetting as { Format: string }).Format;
    expect(format).not.toMatch(/header|authorization|api-?key/i);
  });

  it('runs every function on Node.js 22, arm64, with source maps, its own log group with retention', () => {
    const fns = ofType(b.resources, 'AWS::Lambda::Function');
    expect(fns.length).toBeGreaterThan(0);
    const logGroupIds = new Set<string>();
    for (const [id, fn] of fns) {
      const p = fn.Properties!;
      expect(p.Runtime).toBe('nodejs22.x');
      expect(p.Architectures).toEqual(['arm64']);
      const env = (p.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env.NODE_OPTIONS).toBe('--enable-source-maps');
      // every function computes with the ephemeris except the docs function and the release hook
      expect(env.EPHE_PATH).toBe([logicalId(b.stack.docsFunction), logicalId(b.stack.releases.hook)].includes(id) ? undefined : '/var/task/ephe');
      const lg = refTarget((p.LoggingConfig as { LogGroup: unknown }).LogGroup)!;
      expect(b.resources[lg]?.Type).toBe('AWS::Logs::LogGroup');
      // one month, or 400 days for the money paths (test/infra/limits.test.ts)
      expect([30, 400]).toContain(b.resources[lg]?.Properties?.RetentionInDays);
      logGroupIds.add(lg);
    }
    expect(logGroupIds.size).toBe(fns.length);
  });

  it('applies route timeouts and memory, with the defaults otherwise', () => {
    for (const route of ROUTES) {
      const p = b.resources[logicalId(b.stack.functions.get(route.name)!)]!.Properties!;
      expect(p.Timeout).toBe(route.timeoutSeconds ?? FUNCTION_DEFAULTS.timeoutSeconds);
      expect(p.MemorySize).toBe(route.memoryMb ?? FUNCTION_DEFAULTS.memoryMb);
    }
  });

  it('grants each function exactly the tables of its route, read or read-write, and nothing else', () => {
    const tableIdOf = new Map<string, TableId>([...b.stack.tables].map(([id, t]) => [logicalId(t), id]));
    const personalDataKey = logicalId(b.stack.personalDataKey!);
    for (const route of ROUTES) {
      const kmsActions = new Set<string>();
      const fn = b.stack.functions.get(route.name)!;
      const fnProps = b.resources[logicalId(fn)]!.Properties!;
      const roleId = refTarget(fnProps.Role)!;
      const role = b.resources[roleId]!;
      expect(role.Properties?.ManagedPolicyArns, `${route.name} managed policies`).toBeUndefined();
      const logGroupId = refTarget((fnProps.LoggingConfig as { LogGroup: unknown }).LogGroup);

      const granted = new Map<TableId, Set<string>>();
      for (const st of roleStatements(b.resources, roleId)) {
        expect(st.Effect).toBe('Allow');
        const actions = asArray(st.Action);
        for (const a of actions) expect(a, `${route.name}: wildcard action`).not.toContain('*');
        for (const res of asArray(st.Resource)) {
          if (res === '*') {
            // active tracing: the only actions X-Ray allows on no specific resource
            expect(actions.sort(), route.name).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
            continue;
          }
          // a table's index: {Fn::Join: ['', [{Fn::GetAtt: [table, Arn]}, '/index/<name>']]}
          const joined = (res as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join']?.[1];
          const target = refTarget(joined ? joined[0] : res);
          if (joined) {
            expect(String(joined[1]), `${route.name}: index by name, no wildcard`).toMatch(/^\/index\/[A-Za-z]+$/);
            expect(actions, `${route.name}: only Query reaches an index`).toContain('dynamodb:Query');
          }
          if (target === logGroupId) {
            expect(actions.sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
            continue;
          }
          if (target === personalDataKey) {
            for (const a of actions) kmsActions.add(a);
            continue;
          }
          const table = target ? tableIdOf.get(target) : undefined;
          expect(table, `${route.name}: unexpected resource ${JSON.stringify(res)}`).toBeDefined();
          for (const a of actions) {
            expect(a.startsWith('dynamodb:')).toBe(true);
            granted.set(table!, (granted.get(table!) ?? new Set()).add(a));
          }
        }
      }

      const expected = Object.entries(route.tables) as [TableId, 'read' | 'readwrite'][];
      expect([...granted.keys()].sort(), `${route.name} tables`).toEqual(expected.map(([t]) => t).sort());
      // the personal-data key: only for routes with such a table, decrypt to read, encrypt too to write
      const personal = expected.filter(([t]) => TABLES.find((x) => x.id === t)!.personalData);
      const expectedKms = personal.length === 0 ? [] : [...kmsActionsFor(personal.some(([, a]) => a === 'readwrite') ? 'readwrite' : 'read')].sort();
      expect([...kmsActions].sort(), `${route.name} KMS`).toEqual(expectedKms);
      for (const [table, access] of expected) {
        const actions = [...granted.get(table)!].sort();
        expect(actions, `${route.name} on ${table}`).toEqual([...actionsFor(route.name, table, access)].sort());
        if (access === 'read') for (const w of WRITE_ACTIONS) expect(actions).not.toContain(w);
        // least privilege: no route scans, nobody deletes from the append-only ledger
        expect(actions, `${route.name} on ${table}`).not.toContain('dynamodb:Scan');
        if (table === 'ledger') expect(actions).not.toContain('dynamodb:DeleteItem');
      }

      // The env carries exactly the names of those tables, under the spec's variable.
      const env = (fnProps.Environment as { Variables: Record<string, unknown> }).Variables;
      for (const spec of TABLES) {
        const v = env[spec.envVar];
        if (route.tables[spec.id]) expect(refTarget(v), `${route.name} ${spec.envVar}`).toBe(logicalId(b.stack.tables.get(spec.id)!));
        else expect(v, `${route.name} ${spec.envVar}`).toBeUndefined();
      }
    }
  });

  it('creates every table on demand, with PITR, its keys and TTL where the spec has one', () => {
    const tables = ofType(b.resources, 'AWS::DynamoDB::Table');
    expect(tables).toHaveLength(TABLES.length);
    for (const spec of TABLES) {
      const id = logicalId(b.stack.tables.get(spec.id)!);
      const t = b.resources[id]!;
      const p = t.Properties!;
      expect(p.BillingMode).toBe('PAY_PER_REQUEST');
      expect(p.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
      expect(p.TableName, 'CloudFormation names the tables').toBeUndefined();
      const keys = [{ AttributeName: spec.partitionKey.name, KeyType: 'HASH' }];
      if (spec.sortKey) keys.push({ AttributeName: spec.sortKey.name, KeyType: 'RANGE' });
      expect(p.KeySchema).toEqual(keys);
      const indexKeys = (spec.indexes ?? []).flatMap((ix) => [ix.partitionKey, ...(ix.sortKey ? [ix.sortKey] : [])]);
      // each attribute once, also when an index reuses a key of the table
      const attributes = new Map([spec.partitionKey, ...(spec.sortKey ? [spec.sortKey] : []), ...indexKeys].map((k) => [k.name, k.type]));
      expect(p.AttributeDefinitions).toEqual([...attributes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })));
      expect(
        ((p.GlobalSecondaryIndexes as { IndexName: string; KeySchema: unknown[]; Projection: unknown }[] | undefined) ?? []).map((g) => [
          g.IndexName,
          g.KeySchema,
          g.Projection,
        ]),
        spec.id,
      ).toEqual(
        (spec.indexes ?? []).map((ix) => [
          ix.name,
          [{ AttributeName: ix.partitionKey.name, KeyType: 'HASH' }, ...(ix.sortKey ? [{ AttributeName: ix.sortKey.name, KeyType: 'RANGE' }] : [])],
          { ProjectionType: 'ALL' },
        ]),
      );
      if (spec.ttlAttribute) expect(p.TimeToLiveSpecification).toEqual({ AttributeName: spec.ttlAttribute, Enabled: true });
      else expect(p.TimeToLiveSpecification).toBeUndefined();
      if (RETAINED_TABLES.has(spec.id)) {
        expect(t.DeletionPolicy, spec.id).toBe('Retain');
        expect(t.UpdateReplacePolicy, spec.id).toBe('Retain');
        expect(p.DeletionProtectionEnabled, spec.id).toBe(true);
      } else {
        expect(t.DeletionPolicy, spec.id).toBe('Delete');
      }
    }
    // The money tables are always kept.
    for (const id of ['keys', 'accounts', 'ledger', 'blueprints', 'transits', 'conversations'] as const) expect(RETAINED_TABLES.has(id)).toBe(true);
    for (const id of ['rateLimits', 'idempotency', 'daily'] as const) expect(RETAINED_TABLES.has(id)).toBe(false);
  });

  it('encrypts the tables with personal data with one customer-managed key (rotated, retained), the others with DynamoDB’s default', () => {
    // two keys: the personal-data key and the alarm topic's (test/infra/alarm-delivery.test.ts)
    const keys = ofType(b.resources, 'AWS::KMS::Key');
    expect(keys).toHaveLength(2);
    const keyId = logicalId(b.stack.personalDataKey!);
    const key = b.resources[keyId]!;
    expect(key.Properties?.EnableKeyRotation).toBe(true);
    expect(key.DeletionPolicy).toBe('Retain');
    expect(key.UpdateReplacePolicy).toBe('Retain');
    const personal = TABLES.filter((t) => t.personalData).map((t) => t.id);
    expect(personal.sort()).toEqual(['blueprints', 'calendars', 'conversations', 'idempotency', 'relationships', 'subjects', 'transits', 'webhookDeliveries', 'webhooks']);
    for (const spec of TABLES) {
      const sse = b.resources[logicalId(b.stack.tables.get(spec.id)!)]!.Properties!.SSESpecification as { KMSMasterKeyId?: unknown; SSEEnabled?: boolean; SSEType?: string } | undefined;
      if (spec.personalData) {
        expect(sse, spec.id).toMatchObject({ SSEEnabled: true, SSEType: 'KMS' });
        expect(JSON.stringify(sse!.KMSMasterKeyId), spec.id).toContain(keyId);
      } else {
        expect(sse, spec.id).toBeUndefined();
      }
    }
  });

  it('expires idempotency records by `expiration` and daily records by `expiresAt` (TTL)', () => {
    const ttlOf = (id: TableId) => b.resources[logicalId(b.stack.tables.get(id)!)]!.Properties!.TimeToLiveSpecification;
    expect(ttlOf('idempotency')).toEqual({ AttributeName: 'expiration', Enabled: true });
    expect(ttlOf('daily')).toEqual({ AttributeName: 'expiresAt', Enabled: true });
  });

  it('outputs the API URL and every table name', () => {
    const url = JSON.stringify(b.outputs.ApiUrl?.Value);
    expect(url).toContain('.execute-api.');
    const stageRef = /\{"Ref":"([A-Za-z0-9]+)"\},"\/"\]\]\}$/.exec(url)?.[1];
    expect(b.resources[stageRef!]?.Type).toBe('AWS::ApiGateway::Stage');
    expect(b.resources[stageRef!]?.Properties?.StageName).toBe(STAGE_NAME);
    for (const [id, table] of b.stack.tables) {
      const out = Object.values(b.outputs).find((o) => refTarget(o.Value) === logicalId(table));
      expect(out, `output for ${id}`).toBeDefined();
    }
  });

  it('declares binary media types exactly when ROUTES has a binary route, and fonts only for those', () => {
    const api = ofType(b.resources, 'AWS::ApiGateway::RestApi')[0]![1];
    expect(api.Properties?.BinaryMediaTypes).toEqual(ROUTES.some((r) => r.binary) ? ['application/pdf', 'image/png'] : undefined);
    for (const route of ROUTES) {
      const env = (b.resources[logicalId(b.stack.functions.get(route.name)!)]!.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env.FONT_DIR, route.name).toBe(route.binary ? '/var/task/fonts' : undefined);
      // the place search reads the places file its asset ships, named outright (no lookup outside the asset)
      expect(env.PLACES_FILE, route.name).toBe(route.data?.includes('places') ? '/var/task/places/cities.pbf' : undefined);
    }
    expect(ROUTES.filter((r) => r.data?.includes('places')).length).toBeGreaterThan(0);
  });

  it('answers unknown routes with 404 instead of API Gateway’s 403', () => {
    b.template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      StatusCode: '404',
    });
  });

  it('creates the scheduled jobs only once their handler exists', () => {
    const present = SCHEDULED.filter((j) => existsSync(join(REPO_ROOT, j.handler)));
    expect(ofType(b.resources, 'AWS::Events::Rule')).toHaveLength(present.length);
  });

  it('streams the advisor chat (InvokeWithResponseStream) for as long as its function may run', () => {
    const chat = ROUTES.find((r) => r.name === 'advisor-chat')!;
    expect(chat).toMatchObject({ method: 'POST', path: '/advisor/chat', streaming: true, price: 'dynamic', rateLimit: 'chat' });
    // beyond API Gateway's 29 s for buffered responses, within the 15 minutes of a streamed one
    expect(chat.timeoutSeconds).toBeGreaterThan(29);
    expect(chat.timeoutSeconds).toBeLessThanOrEqual(900);
    const integration = findMethod(b, chat)!.Properties!.Integration as Record<string, unknown>;
    expect(integration.ResponseTransferMode).toBe('STREAM');
    expect(JSON.stringify(integration.Uri)).toContain('/2021-11-15/functions/');
    expect(JSON.stringify(integration.Uri)).toContain('/response-streaming-invocations');
    expect(integration.TimeoutInMillis).toBe(chat.timeoutSeconds! * 1000);
    const fn = b.resources[logicalId(b.stack.functions.get('advisor-chat')!)]!;
    expect(fn.Properties!.Timeout).toBe(chat.timeoutSeconds);
    for (const name of ['advisor-conversations-list', 'advisor-conversations-get']) {
      const r = ROUTES.find((x) => x.name === name)!;
      expect((findMethod(b, r)!.Properties!.Integration as Record<string, unknown>).ResponseTransferMode ?? 'BUFFERED').toBe('BUFFERED');
    }
  });
});

const route = (over: Partial<RouteDef> & Pick<RouteDef, 'name' | 'path'>): RouteDef => ({
  method: 'POST',
  handler: `functions/__synthetic__/${over.name}.ts`,
  price: 1,
  rateLimit: 'standard',
  tables: { keys: 'read' },
  summary: `Synthetic ${over.name}`,
  ...over,
});

describe('route features (synthetic route lists)', () => {
  const chat = route({ name: 'chat', path: '/chat', streaming: true, rateLimit: 'chat', price: 'dynamic', timeoutSeconds: 120 });
  const pdf = route({ name: 'blueprint-pdf', method: 'GET', path: '/blueprints/{id}/pdf', binary: true, tables: { blueprints: 'read', keys: 'read' } });
  const plain = route({ name: 'plain', path: '/plain', tables: { accounts: 'readwrite' } });
  let b: Built;
  beforeAll(() => {
    b = build({ routes: [chat, pdf, plain], anthropicSecretName: 'blueprint/anthropic' }, 'FeaturesApi');
  });

  it('streams responses of streaming routes (InvokeWithResponseStream) and buffers the others', () => {
    const m = findMethod(b, chat)!;
    const integration = m.Properties!.Integration as Record<string, unknown>;
    expect(integration.ResponseTransferMode).toBe('STREAM');
    expect(integration.Type).toBe('AWS_PROXY');
    expect(JSON.stringify(integration.Uri)).toContain('/response-streaming-invocations');
    expect(integration.TimeoutInMillis).toBe(120_000);
    const other = findMethod(b, plain)!.Properties!.Integration as Record<string, unknown>;
    expect(other.ResponseTransferMode ?? 'BUFFERED').toBe('BUFFERED');
    expect(JSON.stringify(other.Uri)).toContain('/invocations');
    expect(JSON.stringify(other.Uri)).not.toContain('response-streaming');
  });

  it('declares binary media types when a route is binary, and gives that function the fonts', () => {
    // only the PDF and PNG images are binary (SVG is text): JSON request bodies reach the functions as text
    b.template.hasResourceProperties('AWS::ApiGateway::RestApi', { BinaryMediaTypes: ['application/pdf', 'image/png'] });
    expect(BINARY_MEDIA_TYPES).toEqual(['application/pdf', 'image/png']);
    expect(findMethod(b, pdf)).toBeDefined();
    // Path parameters become `*` in the permission's source ARN.
    const pdfFn = logicalId(b.stack.functions.get('blueprint-pdf')!);
    const arns = ofType(b.resources, 'AWS::Lambda::Permission')
      .filter(([, p]) => invokedFunction(b.resources, refTarget(p.Properties?.FunctionName)) === pdfFn)
      .map(([, p]) => JSON.stringify(p.Properties?.SourceArn));
    expect(arns.length).toBeGreaterThan(0);
    for (const a of arns) expect(a).toContain('/GET/blueprints/*/pdf');
    const env = (fn: string) => (b.resources[logicalId(b.stack.functions.get(fn)!)]!.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env('blueprint-pdf').FONT_DIR).toBe('/var/task/fonts');
    expect(env('plain').FONT_DIR).toBeUndefined();
  });

  it('has no binary media types when no route is binary (JSON bodies stay text)', () => {
    const built = build({ routes: [plain] }, 'PlainApi');
    const api = ofType(built.resources, 'AWS::ApiGateway::RestApi')[0]![1];
    expect(api.Properties?.BinaryMediaTypes).toBeUndefined();
  });

  it('gives the Anthropic secret to AI routes only, read-only', () => {
    const stmts = (fn: string) => {
      const p = b.resources[logicalId(b.stack.functions.get(fn)!)]!.Properties!;
      return { env: (p.Environment as { Variables: Record<string, unknown> }).Variables, st: roleStatements(b.resources, refTarget(p.Role)!) };
    };
    const c = stmts('chat');
    expect(c.env.ANTHROPIC_API_KEY_SECRET_ID).toBe('blueprint/anthropic');
    const secretActions = c.st.filter((s) => asArray(s.Action).some((a) => a.startsWith('secretsmanager:'))).flatMap((s) => asArray(s.Action));
    expect(secretActions.sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
    for (const fn of ['plain', 'blueprint-pdf']) {
      const o = stmts(fn);
      expect(o.env.ANTHROPIC_API_KEY_SECRET_ID).toBeUndefined();
      expect(o.st.some((s) => asArray(s.Action).some((a) => a.startsWith('secretsmanager:')))).toBe(false);
    }
    // Without the context the secret does not exist anywhere.
    const none = build({ routes: [chat] }, 'NoSecretApi');
    expect(JSON.stringify(none.resources)).not.toContain('secretsmanager');
  });

  it('creates a scheduled job with its EventBridge rule', () => {
    const job = { name: 'daily-horoscopes', handler: 'functions/__synthetic__/daily.ts', schedule: 'cron(0 0 * * ? *)', tables: { accounts: 'read' as const }, summary: 'daily' };
    const built = build({ routes: [plain], scheduled: [job] }, 'ScheduledApi');
    const fnId = logicalId(built.stack.functions.get('daily-horoscopes')!);
    built.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 0 * * ? *)',
      State: 'ENABLED',
      Targets: Match.arrayWith([Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })]),
    });
    const env = (built.resources[fnId]!.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(refTarget(env.ACCOUNTS_TABLE)).toBe(logicalId(built.stack.tables.get('accounts')!));
  });

  it('rejects route tables API Gateway or the stack cannot serve', () => {
    const app = () => makeApp();
    expect(() => new ApiStack(app(), 'A', { routes: [plain, { ...plain, name: 'other' }] })).toThrow(/defined twice/);
    expect(() => new ApiStack(app(), 'B', { routes: [route({ name: 'slow', path: '/slow', timeoutSeconds: 60 })] })).toThrow(/29s/);
    expect(() => new ApiStack(app(), 'C', { routes: [route({ name: 'bad', path: 'no-slash' })] })).toThrow(/must start/);
    expect(
      () =>
        new ApiStack(app(), 'D', {
          routes: [route({ name: 'b1', path: '/blueprints/{id}' }), route({ name: 'b2', path: '/blueprints/{blueprintId}/pdf' })],
        }),
    ).toThrow(/clashes/);
    // The same parameter name on the same level is fine.
    expect(
      () =>
        new ApiStack(app(), 'E', {
          routes: [route({ name: 'b1', path: '/blueprints/{id}' }), route({ name: 'b2', method: 'GET', path: '/blueprints/{id}/pdf' })],
        }),
    ).not.toThrow();
  });

  it('uses a placeholder for a missing handler only when bundling is skipped', () => {
    expect(b.stack.functions.get('chat')!.isPlaceholder).toBe(true);
    // With bundling on, a route whose handler file does not exist fails the synth.
    const bundlingApp = makeApp(true);
    expect(() => new ApiStack(bundlingApp, 'Bundled', { routes: [chat] })).toThrow(/does not exist/);
  });
});
