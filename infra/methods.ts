/**
 * API methods, on the REST API itself (parent stack) or on the same API imported into a nested
 * routes stack (`RestApi.fromRestApiAttributes`): a route's Lambda proxy method, and the ANY
 * method of a path that answers 405 for the methods the path lacks.
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import type { RouteDef } from '#shared/routes';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { FUNCTION_DEFAULTS } from './constructs/api-function';

/** The security headers every answer carries (shared/http/errors.ts SECURITY_HEADERS), as gateway header values. */
export const GATEWAY_HEADERS = { 'Cache-Control': "'no-store'", 'X-Content-Type-Options': "'nosniff'" } as const;

/** Methods a client may send; on each path those no route uses reach its ANY method: 405 (a mock integration). */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** API Gateway's own limit for a buffered (non-streaming) integration. */
export const MAX_BUFFERED_INTEGRATION_SECONDS = 29;

/** The 405 body of a path, as the local router writes it (shared/http/errors.ts methodNotAllowed). */
export const methodNotAllowedTemplate = (allow: readonly string[]): string =>
  `{"success":false,"error":"Method not allowed","message":"$context.httpMethod is not allowed on $context.resourcePath; use ${allow.join(', ')}","code":"method_not_allowed","allow":${JSON.stringify(allow)},"requestId":"$context.requestId","docUrl":"${gatewayDocUrl('method_not_allowed')}"}`;

/** The docs page's anchor of an error code, as a template API Gateway fills (shared/http/error-codes.ts docUrlOf). */
export const gatewayDocUrl = (code: string): string => `https://$context.domainName/$context.stage/docs#error-${code}`;

/** Path -> the methods its routes use, in route-table order. */
export function allowedMethods(routes: readonly RouteDef[]): Map<string, string[]> {
  const allowed = new Map<string, string[]>();
  for (const route of routes) allowed.set(route.path, [...(allowed.get(route.path) ?? []), route.method]);
  return allowed;
}

/** A route's method: a Lambda proxy integration with its function's `live` alias (infra/releases.ts; streamed for `streaming` routes). */
export function addRouteMethod(api: apigw.IRestApi, route: RouteDef, fn: lambda.IFunction): apigw.Method {
  const timeoutSeconds = route.timeoutSeconds ?? FUNCTION_DEFAULTS.timeoutSeconds;
  const integration = new apigw.LambdaIntegration(fn, {
    proxy: true,
    // One invoke permission per method (the stage's), not a second one for the console's
    // test-invoke: a route costs one resource less (docs/infra.md#resource-budget).
    allowTestInvoke: false,
    ...(route.streaming
      ? {
          // InvokeWithResponseStream: bytes reach the client as the function writes them,
          // and the integration may run as long as the function.
          responseTransferMode: apigw.ResponseTransferMode.STREAM,
          timeout: Duration.seconds(timeoutSeconds),
        }
      : {}),
  });
  const method = api.root.resourceForPath(route.path).addMethod(route.method, integration, {
    operationName: route.name,
    // Authentication is the function's job: API keys are hashed and looked up in the
    // keys table, and the same lookup yields the account to charge.
    authorizationType: apigw.AuthorizationType.NONE,
    apiKeyRequired: false,
  });
  // AwsSolutions-APIG4 / AwsSolutions-COG4: no API Gateway authorizer. Callers are
  // authenticated in the function with their API key (SHA-256 hash looked up in the
  // keys table), which also identifies the account whose credits the call spends; a
  // Cognito or Lambda authorizer would add a second lookup and latency for no gain.
  Validations.of(method).acknowledge(
    { id: 'AwsSolutions-APIG4', reason: 'Callers authenticate with API keys checked in the function against the keys table' },
    { id: 'AwsSolutions-COG4', reason: 'API keys (not Cognito users) are the credential; the function verifies them in DynamoDB' },
  );
  return method;
}

/**
 * 405 for a wrong method: an ANY method on the path answering from a mock integration (API
 * Gateway prefers a path's explicit methods over ANY, so only the other methods reach it; one ANY
 * per path instead of one method per missing verb keeps the resource count low).
 */
export function addMethodNotAllowed(api: apigw.IRestApi, path: string, allow: readonly string[]): apigw.Method {
  const method = api.root.resourceForPath(path).addMethod(
    'ANY',
    new apigw.MockIntegration({
      requestTemplates: { 'application/json': '{"statusCode": 405}' },
      passthroughBehavior: apigw.PassthroughBehavior.WHEN_NO_MATCH,
      integrationResponses: [
        {
          statusCode: '405',
          responseTemplates: { 'application/json': methodNotAllowedTemplate(allow) },
          responseParameters: {
            'method.response.header.Allow': `'${allow.join(', ')}'`,
            'method.response.header.Content-Type': "'application/json; charset=utf-8'",
            ...Object.fromEntries(Object.entries(GATEWAY_HEADERS).map(([k, v]) => [`method.response.header.${k}`, v])),
          },
        },
      ],
    }),
    {
      operationName: `not-allowed${path.replace(/[^A-Za-z0-9]+/g, '-')}`,
      authorizationType: apigw.AuthorizationType.NONE,
      methodResponses: [
        {
          statusCode: '405',
          responseParameters: Object.fromEntries(
            ['Allow', 'Content-Type', ...Object.keys(GATEWAY_HEADERS)].map((h) => [`method.response.header.${h}`, true]),
          ),
        },
      ],
    },
  );
  Validations.of(method).acknowledge(
    { id: 'AwsSolutions-APIG4', reason: 'Mock integration answering 405 Method not allowed: no backend, nothing to authorize' },
    { id: 'AwsSolutions-COG4', reason: 'Mock integration answering 405 Method not allowed: no backend, nothing to authorize' },
  );
  return method;
}

/**
 * What a method is, for the Deployment's hash: its stack, verb and path, and its properties as
 * synthesized in its own stack (integration, responses, authorization).
 */
export function methodFingerprint(method: apigw.Method): unknown {
  const cfn = method.node.defaultChild as apigw.CfnMethod;
  const stack = Stack.of(method);
  return {
    stack: stack.node.path,
    method: method.httpMethod,
    path: method.resource.path,
    properties: stack.resolve({
      integration: cfn.integration,
      methodResponses: cfn.methodResponses,
      requestParameters: cfn.requestParameters,
      authorizationType: cfn.authorizationType,
      apiKeyRequired: cfn.apiKeyRequired,
      operationName: cfn.operationName,
    }),
  };
}
