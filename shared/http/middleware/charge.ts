/**
 * The credit charge. Creates the request's credits service; for a fixed price debits it
 * before the handler (402 and no charge when short); on any later error refunds whatever
 * the request still has charged. Adds X-Credits-Used / X-Credits-Remaining.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { createCreditsService } from '../../accounts/credits';
import type { AppContext, RequestState } from '../types';
import { stateOf } from './request-context';

const creditHeaders = (state: RequestState): void => {
  const c = state.credits;
  if (!c) return;
  state.headers['X-Credits-Used'] = String(c.used);
  if (c.remaining !== undefined) state.headers['X-Credits-Remaining'] = String(c.remaining);
};

export const charge = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'charge',
  before: async (request) => {
    const state = stateOf(request.context);
    const caller = state.caller!;
    state.credits = createCreditsService({
      stores: state.deps.stores,
      accountId: caller.accountId,
      keyId: caller.keyId,
      route: state.route.name,
      requestId: state.requestId,
      now: state.deps.now,
    });
    const price = state.route.price;
    if (typeof price === 'number' && price > 0) await state.credits.charge(price);
  },
  after: (request) => creditHeaders(stateOf(request.context)),
  onError: async (request) => {
    const state = request.context.app;
    const c = state?.credits;
    if (!state || !c) return;
    if (c.used > 0) {
      const credits = c.used;
      try {
        await c.refund(credits);
        state.log.info('refunded', { credits, reason: request.error?.message });
      } catch (e) {
        state.log.error('refund failed', { credits, err: e instanceof Error ? e.message : String(e) });
      }
    }
    creditHeaders(state);
  },
});
