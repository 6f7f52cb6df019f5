/**
 * Running it like a production service: tracing, JSON logs with a level, alarms to one SNS topic,
 * API Gateway's own answers in the API's error shape, 405 for wrong methods, least privilege.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/routes';
import { TABLES } from '#shared/store/tables';
import { actionsFor, TABLE_ACTIONS } from '../../infra/constructs/api-function';
import { REPO_ROOT } from '../../infra/paths';
import { SCHEDULED } from '../../infra/scheduled';
import { GATEWAY_RESPONSES, HTTP_METHODS, usesAi } from '../../infra/stack';
import { codeOf, ERROR_CODES } from '#shared/http/error-codes';
import { asArray, build, logicalId, methodPath, ofType, refTarget, type Built } from './helpers';

type Vars = Record<string, unknown>;
const envOf = (b: Built, name: string): Vars =>
  (b.resources[logicalId(b.stack.functions.get(name)!)]!.Properties!.Environment as { Variables: Vars }).Variables;

describe('observability and operations', () => {
  let b: Built;
  beforeAll(() => {
    b = build({ anthropicSecretName: 'blueprint/anthropic', logLevel: 'WARN' }, 'OpsApi');
  });

  it('traces every function (X-Ray active) and logs JSON at the configured level, with the Powertools settings', () => {
    const fns = ofType(b.resources, 'AWS::Lambda::Function');
    expect(fns.length).toBeGreaterThan(ROUTES.length);
    for (const [id, fn] of fns) {
      const p = fn.Properties!;
      expect(p.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect(p.LoggingConfig, id).toMatchObject({ LogFormat: 'JSON', ApplicationLogLevel: 'WARN', SystemLogLevel: 'INFO' });
      const env = (p.Environment as { Variables: Vars }).Variables;
      expect(env, id).toMatchObject({
        LOG_LEVEL: 'warn',
        POWERTOOLS_SERVICE_NAME: 'blueprint-api',
        POWERTOOLS_METRICS_NAMESPACE: 'BlueprintApi',
        // declared (empty) so `sam local invoke --env-vars` may set it
        DYNAMODB_ENDPOINT: '',
      });
    }
    b.template.hasResourceProperties('AWS::ApiGateway::Stage', { TracingEnabled: true });
  });

  it('defaults to INFO', () => {
    const d = build({}, 'DefaultLevelApi');
    const [, fn] = ofType(d.resources, 'AWS::Lambda::Function')[0]!;
    expect(fn.Properties!.LoggingConfig).toMatchObject({ LogFormat: 'JSON', ApplicationLogLevel: 'INFO' });
  });

  it('alarms on the API 5xx rate, on errors and throttles of every route and stream function, and on refund failures, all to one topic', () => {
    const topics = ofType(b.resources, 'AWS::SNS::Topic');
    expect(topics).toHaveLength(1);
    const [topicId, topic] = topics[0]!;
    expect(topic.Properties!.KmsMasterKeyId).toBeDefined();
    expect(refTarget(b.outputs.AlarmTopicArn?.Value)).toBe(topicId);
    const alarms = ofType(b.resources, 'AWS::CloudWatch::Alarm');
    for (const [id, a] of alarms) {
      expect(asArray(a.Properties!.AlarmActions as unknown[]).map(refTarget), id).toEqual([topicId]);
    }

    // 5xx rate: a metric-math alarm over the API's 5XXError and Count
    const rate = alarms.find(([id]) => id.startsWith('Api5xxRateAlarm'))![1].Properties!;
    const metrics = rate.Metrics as { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: string } } }[];
    expect(metrics.find((m) => m.Expression)!.Expression).toBe('IF(requests >= 20, 100 * errors / requests, 0)');
    expect(metrics.filter((m) => m.MetricStat).map((m) => [m.Id, m.MetricStat!.Metric.Namespace, m.MetricStat!.Metric.MetricName]).sort()).toEqual([
      ['errors', 'AWS/ApiGateway', '5XXError'],
      ['requests', 'AWS/ApiGateway', 'Count'],
    ]);
    expect(rate).toMatchObject({ Threshold: 5, ComparisonOperator: 'GreaterThanThreshold' });

    // per function
    const onFunction = (metric: string, fnId: string) =>
      alarms.filter(([, a]) => a.Properties!.MetricName === metric && a.Properties!.Namespace === 'AWS/Lambda').filter(([, a]) =>
        JSON.stringify(a.Properties!.Dimensions).includes(`"Ref":"${fnId}"`),
      );
    const streamFns = TABLES.filter((t) => t.stream).map((t) => t.stream!.name);
    for (const name of [...ROUTES.map((r) => r.name), ...streamFns]) {
      const fnId = logicalId(b.stack.functions.get(name)!);
      expect(onFunction('Errors', fnId), `${name} errors`).toHaveLength(1);
      expect(onFunction('Throttles', fnId), `${name} throttles`).toHaveLength(1);
    }
    // the scheduled jobs keep their own failed-run alarm (and dead-letter alarm), to the same topic
    for (const job of SCHEDULED.filter((j) => existsSync(join(REPO_ROOT, j.handler)))) {
      expect(onFunction('Errors', logicalId(b.stack.functions.get(job.name)!)), job.name).toHaveLength(1);
    }

    // refund failures: the EMF metric of shared/observability, or the money path's log line
    const refund = alarms.find(([id]) => id.startsWith('RefundFailedAlarm'))![1].Properties!;
    expect(refund).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    const used = (refund.Metrics as { Id: string; Expression?: string; MetricStat?: { Metric: Record<string, unknown>; Stat: string } }[]).filter((m) => m.MetricStat);
    expect(used.map((m) => [m.Id, m.MetricStat!.Metric.Namespace, m.MetricStat!.Metric.MetricName, m.MetricStat!.Stat]).sort()).toEqual([
      ['emf', 'BlueprintApi', 'RefundFailed', 'Sum'],
      ['lines', 'BlueprintApi', 'RefundFailedLogLines', 'Sum'],
    ]);
    expect(used.find((m) => m.Id === 'emf')!.MetricStat!.Metric.Dimensions).toEqual([{ Name: 'service', Value: 'blueprint-api' }]);
    const filters = ofType(b.resources, 'AWS::Logs::MetricFilter');
    expect(filters).toHaveLength(ROUTES.length);
    for (const [, f] of filters) {
      expect(f.Properties!.FilterPattern).toBe('{ $.message = "refund failed" }');
      expect(f.Properties!.MetricTransformations).toEqual([{ MetricNamespace: 'BlueprintApi', MetricName: 'RefundFailedLogLines', MetricValue: '1' }]);
    }
  });

  it('answers every API Gateway error in the {error, message} shape, with the security headers', () => {
    const responses = ofType(b.resources, 'AWS::ApiGateway::GatewayResponse');
    const types = responses.map(([, r]) => r.Properties!.ResponseType);
    for (const t of ['DEFAULT_4XX', 'DEFAULT_5XX', 'THROTTLED', 'INTEGRATION_TIMEOUT', 'REQUEST_TOO_LARGE', 'UNAUTHORIZED', 'MISSING_AUTHENTICATION_TOKEN', 'ACCESS_DENIED', 'QUOTA_EXCEEDED']) {
      expect(types, t).toContain(t);
    }
    expect(responses).toHaveLength(GATEWAY_RESPONSES.length);
    for (const [, r] of responses) {
      const p = r.Properties!;
      const template = (p.ResponseTemplates as Record<string, string>)['application/json']!;
      // fill the template as API Gateway would: messageString is a quoted JSON string
      const filled = template
        .replace('$context.error.messageString', JSON.stringify('Too Many Requests'))
        .replace('$context.requestId', 'r-1')
        .replace('$context.domainName', 'api.example.com')
        .replace('$context.stage', 'v1');
      const body = JSON.parse(filled) as Record<string, unknown>;
      expect(Object.keys(body).sort(), String(p.ResponseType)).toEqual(['code', 'docUrl', 'error', 'message', 'requestId', 'success']);
      expect(typeof body.error).toBe('string');
      // the same code as the functions answer for that error string, listed in the catalogue, and its anchor on the docs page
      expect(body.success).toBe(false);
      expect(body.code).toBe(codeOf(String(body.error)));
      expect(ERROR_CODES.has(String(body.code)), String(body.code)).toBe(true);
      expect(body.docUrl).toBe(`https://api.example.com/v1/docs#error-${String(body.code)}`);
      expect(p.ResponseParameters).toMatchObject({
        'gatewayresponse.header.Cache-Control': "'no-store'",
        'gatewayresponse.header.X-Content-Type-Options': "'nosniff'",
      });
    }
    const byType = (t: string) => responses.find(([, r]) => r.Properties!.ResponseType === t)![1].Properties!;
    expect(byType('MISSING_AUTHENTICATION_TOKEN').StatusCode).toBe('404');
    expect(byType('THROTTLED').ResponseTemplates).toEqual({ 'application/json': expect.stringContaining('"error":"Rate limit exceeded"') });
    expect(byType('THROTTLED').ResponseParameters).toMatchObject({ 'gatewayresponse.header.Retry-After': "'1'" });
    expect(byType('REQUEST_TOO_LARGE').ResponseTemplates).toEqual({ 'application/json': expect.stringContaining('"error":"Payload too large"') });
    expect(byType('INTEGRATION_TIMEOUT')).toMatchObject({ StatusCode: '503' });
  });

  it('answers 405 with Allow and the local body for every method a path lacks (mock integration), the public documents included', () => {
    const methods = ofType(b.resources, 'AWS::ApiGateway::Method');
    const allowed = new Map<string, string[]>();
    for (const r of ROUTES) allowed.set(r.path, [...(allowed.get(r.path) ?? []), r.method]);
    for (const path of ['/openapi.json', '/docs', '/docs/{file}', '/console']) allowed.set(path, ['GET']);
    for (const [path, allow] of allowed) {
      for (const m of [...HTTP_METHODS, 'ANY']) {
        const found = methods.filter(([, x]) => x.Properties!.HttpMethod === m && methodPath(b.resources, x) === path);
        if (m !== 'ANY' && !allow.includes(m)) {
          // API Gateway routes a method the path lacks to its ANY method
          expect(found, `${m} ${path}`).toHaveLength(0);
          continue;
        }
        expect(found, `${m} ${path}`).toHaveLength(1);
        const integration = found[0]![1].Properties!.Integration as Record<string, unknown>;
        if (allow.includes(m)) {
          expect(integration.Type).toBe('AWS_PROXY');
          continue;
        }
        expect(integration.Type, `${m} ${path}`).toBe('MOCK');
        const [response] = integration.IntegrationResponses as { StatusCode: string; ResponseTemplates: Record<string, string>; ResponseParameters: Record<string, string> }[];
        expect(response!.StatusCode).toBe('405');
        expect(response!.ResponseParameters['method.response.header.Allow']).toBe(`'${allow.join(', ')}'`);
        const body = JSON.parse(
          response!.ResponseTemplates['application/json']!.replace('$context.httpMethod', m).replace('$context.resourcePath', path),
        ) as Record<string, unknown>;
        expect(body).toEqual({
          success: false,
          error: 'Method not allowed',
          message: `${m} is not allowed on ${path}; use ${allow.join(', ')}`,
          code: 'method_not_allowed',
          allow,
          requestId: '$context.requestId',
          docUrl: 'https://$context.domainName/$context.stage/docs#error-method_not_allowed',
        });
      }
    }
  });

  it('chooses the AI writer explicitly on AI functions, and gives the secret only with the anthropic writer', () => {
    for (const r of ROUTES) {
      const env = envOf(b, r.name);
      if (usesAi(r)) {
        expect(env.AI_WRITER, r.name).toBe('anthropic');
        expect(env.ANTHROPIC_API_KEY_SECRET_ID, r.name).toBe('blueprint/anthropic');
      } else {
        expect(env.AI_WRITER, r.name).toBeUndefined();
      }
    }
    const offline = build({ aiWriter: 'offline', anthropicSecretName: 'blueprint/anthropic' }, 'OfflineApi');
    const gen = envOf(offline, 'blueprints-generate');
    expect(gen.AI_WRITER).toBe('offline');
    expect(gen.ANTHROPIC_API_KEY_SECRET_ID).toBeUndefined();
  });

  it('grants only the DynamoDB actions the stores use: no Scan but the reconciler’s and the webhook producers’, no DeleteItem on the ledger', () => {
    for (const [table, levels] of Object.entries(TABLE_ACTIONS)) {
      for (const actions of Object.values(levels)) expect(actions, table).not.toContain('dynamodb:Scan');
    }
    expect(TABLE_ACTIONS.ledger.readwrite).not.toContain('dynamodb:DeleteItem');
    expect(TABLE_ACTIONS.keys.read).toEqual(['dynamodb:GetItem']);
    expect(actionsFor('reconciler', 'accounts', 'readwrite')).toContain('dynamodb:Scan');
    expect(actionsFor('ledger-stream', 'accounts', 'readwrite')).not.toContain('dynamodb:Scan');
    expect(actionsFor('webhook-events', 'webhooks', 'read')).toContain('dynamodb:Scan');
    expect(actionsFor('webhook-dispatch', 'webhookDeliveries', 'readwrite')).not.toContain('dynamodb:Scan');
    // nothing in the template grants Scan except the reconciler's role (accounts) and the webhook producers' (webhooks)
    const scanners = ofType(b.resources, 'AWS::IAM::Policy').filter(([, p]) => JSON.stringify(p.Properties!.PolicyDocument).includes('dynamodb:Scan'));
    const expected = (['reconciler', 'webhook-events'] as const).filter((name) => SCHEDULED.some((j) => j.name === name && existsSync(join(REPO_ROOT, j.handler))));
    expect(scanners.map(([, p]) => refTarget(asArray(p.Properties!.Roles as unknown[])[0])).sort()).toEqual(
      expected.map((name) => logicalId(b.stack.functions.get(name)!.role!.node.defaultChild as never)).sort(),
    );
    for (const [, p] of scanners) {
      const scans = asArray((p.Properties!.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement).filter((st) => asArray(st.Action).includes('dynamodb:Scan'));
      const tablesScanned = scans.flatMap((st) => asArray(st.Resource as unknown[]).map(refTarget)).filter(Boolean);
      expect(tablesScanned.every((t) => [logicalId(b.stack.tables.get('accounts')!), logicalId(b.stack.tables.get('webhooks')!)].includes(t!))).toBe(true);
    }
  });
});

describe('the docs (public)', () => {
  it('serve GET /openapi.json, /docs, /docs/{file} and /console from one function without key, tables or ephemeris', () => {
    const b = build({ apiDescription: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {} } }, 'DocsApi');
    const fnId = logicalId(b.stack.docsFunction);
    // integrated with the function's live alias (infra/releases.ts)
    const aliasId = logicalId(b.stack.releases.aliases.get('docs')!);
    const methods = ofType(b.resources, 'AWS::ApiGateway::Method').filter(([, m]) => JSON.stringify(m.Properties!.Integration).includes(`"${aliasId}"`));
    expect(methods.map(([, m]) => [m.Properties!.HttpMethod, methodPath(b.resources, m)]).sort()).toEqual([
      ['GET', '/console'],
      ['GET', '/docs'],
      ['GET', '/docs/{file}'],
      ['GET', '/openapi.json'],
    ]);
    const env = (b.resources[fnId]!.Properties!.Environment as { Variables: Vars }).Variables;
    expect(env.DOCS_DIR).toBe('/var/task/docs');
    expect(env.EPHE_PATH).toBeUndefined();
    expect(Object.keys(env).filter((k) => k.endsWith('_TABLE'))).toEqual([]);
  });
});
