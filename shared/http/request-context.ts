/**
 * The `requestContext` of an API Gateway (REST, Lambda proxy) event, for the places that build an
 * event themselves instead of receiving one: the local server, the MCP dispatcher and `npm run invoke`.
 * Only what varies between them is a parameter; the identity fields API Gateway fills for IAM or
 * Cognito callers are null, as for an API-key caller.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { RouteDef } from '../routes';

export interface RequestContextInput {
  route: Pick<RouteDef, 'name' | 'method' | 'path'>;
  accountId: string;
  apiId: string;
  protocol: string;
  /** The path as the client sent it, with the stage (`/v1/...`). */
  path: string;
  stage: string;
  requestId: string;
  requestTimeEpoch: number;
  sourceIp: string;
  userAgent: string | null;
}

export const requestContextOf = (c: RequestContextInput): APIGatewayProxyEvent['requestContext'] => ({
  accountId: c.accountId,
  apiId: c.apiId,
  authorizer: null,
  protocol: c.protocol,
  httpMethod: c.route.method,
  path: c.path,
  stage: c.stage,
  requestId: c.requestId,
  requestTimeEpoch: c.requestTimeEpoch,
  resourceId: c.route.name,
  resourcePath: c.route.path,
  identity: {
    accessKey: null,
    accountId: null,
    apiKey: null,
    apiKeyId: null,
    caller: null,
    clientCert: null,
    cognitoAuthenticationProvider: null,
    cognitoAuthenticationType: null,
    cognitoIdentityId: null,
    cognitoIdentityPoolId: null,
    principalOrgId: null,
    sourceIp: c.sourceIp,
    user: null,
    userAgent: c.userAgent,
    userArn: null,
  },
});
