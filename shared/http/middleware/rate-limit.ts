/**
 * Rate limiting per key: fixed windows of the route's profile; over -> 429 with X-RateLimit-* headers.
 * The count itself (one conditional write per window) is started by the auth middleware, in
 * parallel with the key lookup (see auth.ts); this middleware awaits it once the key is known good.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { checkRateLimit, rateLimitHeaders, type RateDecision } from '../../accounts/rate-limit';
import { AppError } from '../../errors';
import type { AppContext, RequestState } from '../types';
import { refuseRevokedKey } from './key-live';
import { stateOf } from './request-context';

/** Starts counting this request for `keyId` in every window of the route's profile. */
export const startRateCount = (state: RequestState, keyId: string): { keyId: string; decision: Promise<RateDecision> } => {
  const profile = state.route.rateLimit;
  const decision = checkRateLimit(state.deps.stores.rateLimits, keyId, profile, state.deps.config.rateLimits[profile], state.deps.now().getTime());
  // when authentication fails nobody awaits it: a failed write must not become an unhandled rejection
  decision.catch(() => undefined);
  return { keyId, decision };
};

export const rateLimit = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'rateLimit',
  before: async (request) => {
    const state = stateOf(request.context);
    const keyId = state.caller!.keyId;
    // the count started by auth is for the key id derived from the hash; a stored key with any
    // other id (none is ever created so) is counted here, under its own id
    const started = state.rateCount?.keyId === keyId ? state.rateCount : startRateCount(state, keyId);
    const decision = await started.decision;
    state.rate = decision;
    Object.assign(state.headers, rateLimitHeaders(decision));
    if (!decision.allowed) {
      await refuseRevokedKey(state);
      const retryAfter = Math.max(1, decision.reset - Math.floor(state.deps.now().getTime() / 1000));
      state.headers['Retry-After'] = String(retryAfter);
      throw new AppError('rate_limited', 'Rate limit exceeded', `At most ${decision.limit} requests per window for this key; retry after ${retryAfter} s`, {
        limit: decision.limit,
        reset: decision.reset,
      });
    }
  },
});
