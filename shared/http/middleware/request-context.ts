/**
 * 1st middleware: request id, per-request state, and one structured log line per request.
 * Registered first, so its `after`/`onError` run last and see the final response.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { getDeps } from '../../deps';
import { SECURITY_HEADERS } from '../errors';
import type { RouteDef } from '../../routes';
import type { AppContext, RequestState } from '../types';

export const stateOf = (context: AppContext): RequestState => {
  if (!context.app) throw new Error('request state missing: requestContext middleware must run first');
  return context.app;
};

export const requestContext = (route: RouteDef): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => {
  const finish = (state: RequestState, response: APIGatewayProxyResult | null | undefined): void => {
    if (response) response.headers = { ...response.headers, ...state.headers };
    state.log.info('request', {
      status: response?.statusCode,
      durationMs: Math.round((performance.now() - state.startedAt) * 10) / 10,
      keyId: state.caller?.keyId,
      accountId: state.caller?.accountId,
      creditsUsed: state.credits?.used ?? 0,
      ...(state.error ? { error: state.error.error } : {}),
    });
  };
  return {
    name: 'requestContext',
    before: (request) => {
      const deps = getDeps();
      const requestId = request.event.requestContext?.requestId || request.context.awsRequestId || randomUUID();
      const via = request.context.via;
      request.context.app = {
        requestId,
        startedAt: performance.now(),
        route,
        ...(via ? { via } : {}),
        deps,
        log: deps.log.child({ requestId, route: route.name, method: request.event.httpMethod, path: request.event.path, ...(via ? { via } : {}) }),
        headers: { 'X-Request-Id': requestId, ...SECURITY_HEADERS },
      };
    },
    after: (request) => finish(stateOf(request.context), request.response),
    onError: (request) => {
      if (request.context.app) finish(request.context.app, request.response);
    },
  };
};
