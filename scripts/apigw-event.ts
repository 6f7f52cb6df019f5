/**
 * API Gateway REST (v1) Lambda proxy events and contexts, as API Gateway and Lambda build
 * them: used by `npm run invoke` (scripts/invoke.ts) and by tests that call a handler directly.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { requestContextOf } from '#shared/http/request-context';
import type { RouteDef } from '#shared/routes';

export interface EventInput {
  /** Concrete path, e.g. /blueprints/bp_123 (default: the route path with its parameters filled from pathParameters). */
  path?: string;
  headers?: Record<string, string>;
  queryStringParameters?: Record<string, string> | null;
  pathParameters?: Record<string, string> | null;
  /** A JSON value (serialized) or a string (sent as is). */
  body?: unknown;
  /** Send the body base64-encoded with isBase64Encoded: true, as API Gateway does for a binary media type. */
  base64?: boolean;
}

const fillPath = (template: string, params: Record<string, string> | null | undefined): string =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? `example-${name}`));

/** A REST API proxy event for `route` (stage v1), with every field API Gateway sets. */
export const buildEvent = (route: RouteDef, input: EventInput = {}): APIGatewayProxyEvent => {
  const pathParameters = input.pathParameters ?? null;
  const path = input.path ?? fillPath(route.path, pathParameters);
  const text = input.body === undefined || input.body === null ? null : typeof input.body === 'string' ? input.body : JSON.stringify(input.body);
  const headers: Record<string, string> = {
    Accept: '*/*',
    Host: 'example.execute-api.eu-west-1.amazonaws.com',
    'User-Agent': 'npm-run-invoke',
    ...(text !== null ? { 'Content-Type': 'application/json' } : {}),
    ...input.headers,
  };
  const query = input.queryStringParameters && Object.keys(input.queryStringParameters).length > 0 ? input.queryStringParameters : null;
  const requestId = randomUUID();
  return {
    resource: route.path,
    path,
    httpMethod: route.method,
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
    queryStringParameters: query,
    multiValueQueryStringParameters: query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [v]])) : null,
    pathParameters,
    stageVariables: null,
    body: text === null ? null : input.base64 ? Buffer.from(text, 'utf8').toString('base64') : text,
    isBase64Encoded: text !== null && input.base64 === true,
    requestContext: requestContextOf({
      route,
      accountId: '000000000000',
      apiId: 'local',
      protocol: 'HTTP/1.1',
      path: `/v1${path}`,
      stage: 'v1',
      requestId,
      requestTimeEpoch: Date.now(),
      sourceIp: '127.0.0.1',
      userAgent: 'npm-run-invoke',
    }),
  };
};

/** Completes an event read from a file: whatever it leaves out is filled as API Gateway would. */
export const completeEvent = (route: RouteDef, partial: Partial<APIGatewayProxyEvent>): APIGatewayProxyEvent => {
  const built = buildEvent(route, {
    ...(partial.path ? { path: partial.path } : {}),
    headers: (partial.headers ?? {}) as Record<string, string>,
    queryStringParameters: (partial.queryStringParameters ?? null) as Record<string, string> | null,
    pathParameters: (partial.pathParameters ?? null) as Record<string, string> | null,
  });
  const body = partial.body ?? null;
  return {
    ...built,
    ...partial,
    headers: built.headers,
    multiValueHeaders: built.multiValueHeaders,
    body,
    isBase64Encoded: partial.isBase64Encoded ?? false,
    requestContext: { ...built.requestContext, ...partial.requestContext },
  } as APIGatewayProxyEvent;
};

/** A Lambda context for one invocation of `route`'s function, with its timeout as the deadline. */
export const lambdaContext = (route: RouteDef, requestId: string = randomUUID()): Context => {
  const deadline = Date.now() + (route.timeoutSeconds ?? 15) * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: route.name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${route.name}`,
    memoryLimitInMB: String(route.memoryMb ?? 1024),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${route.name}`,
    logStreamName: 'invoke',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};
