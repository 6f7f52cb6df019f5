/**
 * 1st middleware: request id, per-request state, and one structured log line per request (with
 * the route's path template, not the path as sent: no secret of a path reaches a log line).
 * Registered first, so its `after`/`onError` run last and see the final response. An
 * authenticated request is also put in its account's request log (shared/requests: one put, no
 * read, in one of the account's log partitions as many as its money shards; a failed put is logged
 * and never fails the request).
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { getDeps } from '../../deps';
import { SECURITY_HEADERS } from '../errors';
import { knownShardCount } from '../../accounts/shards';
import { isTestAccount } from '../../accounts/test-mode';
import { requestLogStore } from '../../requests/store-access';
import type { RouteDef } from '../../routes';
import type { AppContext, RequestState } from '../types';

export const stateOf = (context: AppContext): RequestState => {
  if (!context.app) throw new Error('request state missing: requestContext middleware must run first');
  return context.app;
};

export const requestContext = (route: RouteDef): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => {
  const finish = async (state: RequestState, response: APIGatewayProxyResult | null | undefined): Promise<void> => {
    // a stored item answers in its own language: a handler's Content-Language beats the negotiated one
    const own = response?.headers?.['Content-Language'];
    if (response) response.headers = { ...response.headers, ...state.headers, ...(own !== undefined ? { 'Content-Language': own } : {}) };
    const durationMs = Math.round((performance.now() - state.startedAt) * 10) / 10;
    const creditsUsed = state.credits?.used ?? 0;
    state.log.info('request', {
      status: response?.statusCode,
      durationMs,
      keyId: state.caller?.keyId,
      accountId: state.caller?.accountId,
      creditsUsed,
      ...(state.error ? { error: state.error.error } : {}),
    });
    const test = state.caller !== undefined && isTestAccount(state.caller.accountId);
    const caller = state.caller;
    // a refused key (401: revoked, or its account deleted) is not the account's request; the
    // account's deletion removed its log, so its own line is not written after it
    if (!caller || !response || response.statusCode === 401 || (route.name === 'account-delete' && response.statusCode < 300)) return;
    const line = requestLogStore(state.deps)
      .record(caller.accountId, {
        at: state.arrivedAt,
        requestId: state.requestId,
        keyId: caller.keyId,
        route: route.name,
        method: route.method,
        path: `/v1${route.path}`,
        status: response.statusCode,
        credits: creditsUsed,
        durationMs,
        ...(state.error ? { error: state.error.error } : {}),
        ...(state.via ? { via: state.via } : {}),
        ...(test ? { livemode: false as const } : {}),
      }, knownShardCount(caller.accountId))
      .catch((err: unknown) => state.log.warn('request log not written', { err: err instanceof Error ? err.message : String(err) }));
    // a streamed answer is not held back by its line (the function runs on while it streams); a
    // buffered one waits for it, so that a frozen container never loses it
    if (!route.streaming) await line;
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
        arrivedAt: deps.now().toISOString(),
        route,
        ...(via ? { via } : {}),
        deps,
        // the route's path template, never the path as sent: a path may carry a secret (a feed's calt_ token)
        log: deps.log.child({ requestId, route: route.name, method: request.event.httpMethod, path: `/v1${route.path}`, ...(via ? { via } : {}) }),
        headers: { 'X-Request-Id': requestId, ...SECURITY_HEADERS },
      };
    },
    after: (request) => finish(stateOf(request.context), request.response),
    onError: async (request) => {
      if (request.context.app) await finish(request.context.app, request.response);
    },
  };
};
