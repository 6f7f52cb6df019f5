/** Rate limiting per key: fixed windows of the route's profile; over -> 429 with X-RateLimit-* headers. */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { checkRateLimit, rateLimitHeaders } from '../../accounts/rate-limit';
import { AppError } from '../../errors';
import type { AppContext } from '../types';
import { stateOf } from './request-context';

export const rateLimit = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'rateLimit',
  before: async (request) => {
    const state = stateOf(request.context);
    const windows = state.deps.config.rateLimits[state.route.rateLimit];
    const decision = await checkRateLimit(state.deps.stores.rateLimits, state.caller!.keyId, windows, state.deps.now().getTime());
    state.rate = decision;
    Object.assign(state.headers, rateLimitHeaders(decision));
    if (!decision.allowed) {
      const retryAfter = Math.max(1, decision.reset - Math.floor(state.deps.now().getTime() / 1000));
      state.headers['Retry-After'] = String(retryAfter);
      throw new AppError('rate_limited', 'Rate limit exceeded', `At most ${decision.limit} requests per window for this key; retry after ${retryAfter} s`, {
        limit: decision.limit,
        reset: decision.reset,
      });
    }
  },
});
