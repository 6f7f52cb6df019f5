/**
 * Powertools observability: JSON logs with the Lambda context and the correlation id from
 * X-Request-Id (as deployed), EMF metrics, readable local lines.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';

const lines: string[] = [];
let restore: () => void;

beforeAll(() => {
  // as deployed: JSON lines, metrics on (they are off outside Lambda by default)
  process.env.LOG_FORMAT = 'json';
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  restore = () => spy.mockRestore();
});
afterAll(() => {
  restore();
  delete process.env.LOG_FORMAT;
  delete process.env.POWERTOOLS_METRICS_DISABLED;
});

const parsed = (): Record<string, unknown>[] =>
  lines.flatMap((l) => {
    try {
      return [JSON.parse(l) as Record<string, unknown>];
    } catch {
      return [];
    }
  });

const lambdaContext = (requestId: string): Context =>
  ({
    functionName: 'TestApi-AccountGet',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:TestApi-AccountGet',
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: '/aws/lambda/x',
    logStreamName: 's',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  }) as Context;

const event = (headers: Record<string, string>): APIGatewayProxyEvent =>
  ({
    resource: '/account',
    path: '/account',
    httpMethod: 'GET',
    headers,
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { requestId: 'apigw-req-1', stage: 'v1' } as APIGatewayProxyEvent['requestContext'],
  }) as APIGatewayProxyEvent;

describe('logs of a route handler, as deployed', () => {
  it('carry the Lambda request id, function name, cold start and the caller’s X-Request-Id as correlation id', async () => {
    const { handler } = await import('#functions/account/get');
    lines.length = 0;
    const res = (await handler(event({ 'x-request-id': 'client-abc-123' }), lambdaContext('lambda-req-1'))) as { statusCode: number };
    expect(res.statusCode).toBe(401); // no key: refused before any store call
    const request = parsed().find((l) => l.message === 'request');
    expect(request, lines.join('\n')).toBeDefined();
    expect(request).toMatchObject({
      level: 'INFO',
      service: 'blueprint-api',
      function_name: 'TestApi-AccountGet',
      function_request_id: 'lambda-req-1',
      correlation_id: 'client-abc-123',
      route: 'account-get',
      status: 401,
      error: 'Missing API key',
    });
    expect(typeof request!.cold_start).toBe('boolean');
  });

  it('fall back to API Gateway’s request id when the caller sends no usable X-Request-Id', async () => {
    const { handler } = await import('#functions/account/get');
    lines.length = 0;
    await handler(event({ 'X-Request-Id': 'not ok; spaces' }), lambdaContext('lambda-req-2'));
    const request = parsed().find((l) => l.message === 'request');
    expect(request).toMatchObject({ function_request_id: 'lambda-req-2', correlation_id: 'apigw-req-1' });
  });
});

describe('business metrics (EMF)', () => {
  it('writes one EMF document per metric, in the BlueprintApi namespace, with the route dimension where it has one', async () => {
    const { metrics, METRICS_NAMESPACE } = await import('#shared/observability/index');
    lines.length = 0;
    metrics.creditsCharged('calculators-big-3', 3);
    metrics.refundFailed('blueprints-generate');
    metrics.aiTokens(1234);
    metrics.dailyCacheHit();
    const docs = parsed().filter((l) => l._aws);
    expect(docs).toHaveLength(4);
    const [charged, refund, tokens, hit] = docs as Array<Record<string, unknown> & { _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] } }>;
    expect(METRICS_NAMESPACE).toBe('BlueprintApi');
    expect(charged!._aws.CloudWatchMetrics[0]).toMatchObject({ Namespace: 'BlueprintApi', Metrics: [{ Name: 'CreditsCharged', Unit: 'Count' }] });
    expect(charged!._aws.CloudWatchMetrics[0]!.Dimensions[0]).toEqual(expect.arrayContaining(['service', 'route']));
    expect(charged).toMatchObject({ CreditsCharged: 3, route: 'calculators-big-3', service: 'blueprint-api' });
    // refund failures: alarmed on the service dimension alone; the route rides along as metadata
    expect(refund!._aws.CloudWatchMetrics[0]!.Dimensions[0]).toEqual(['service']);
    expect(refund).toMatchObject({ RefundFailed: 1, route: 'blueprints-generate' });
    expect(tokens).toMatchObject({ AiTokens: 1234 });
    expect(hit).toMatchObject({ DailyCacheHit: 1 });
  });

  it('never throws and writes nothing for a negative or non-finite count', async () => {
    const { metrics } = await import('#shared/observability/index');
    lines.length = 0;
    metrics.creditsRefunded('x', -1);
    metrics.aiTokens(Number.NaN);
    expect(parsed().filter((l) => l._aws)).toHaveLength(0);
  });
});

describe('local lines', () => {
  it('are readable: time, level, message, then key=value fields', async () => {
    const { readableLine } = await import('#shared/observability/index');
    const line = readableLine('INFO', {
      level: 'INFO',
      message: 'request',
      timestamp: '2026-01-02T03:04:05.678Z',
      service: 'blueprint-api',
      route: 'calculators-big-3',
      status: 200,
      note: 'two words',
    });
    expect(line).toBe('03:04:05.678 INFO  request route=calculators-big-3 status=200 note="two words"');
  });
});

describe('tracer', () => {
  it('is not loaded outside Lambda (the X-Ray SDK stays unimported), and clients pass through unchanged', async () => {
    const { loadTracer, traceClient } = await import('#shared/observability/index');
    expect(await loadTracer()).toBeUndefined();
    const client = { middlewareStack: { add: () => undefined } };
    expect(traceClient(client)).toBe(client);
  });
});
