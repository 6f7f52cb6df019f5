/**
 * The credit charge. Creates the request's credits service; for a fixed price debits it
 * before the handler (402 and no charge when short); on any later error, a timeout included,
 * unwinds: refunds the fixed charge and releases every open hold of the request. Each of those
 * is single (see shared/accounts/credits.ts), so the handler finishing late cannot move money a
 * second time. Adds X-Credits-Used / X-Credits-Remaining; a stream, whose headers leave before
 * its work is done, X-Credits-Held / X-Credits-Available instead (the hold, not the charge).
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { createCreditsService } from '../../accounts/credits';
import { accountCounters } from '../../accounts/rate-limit';
import { metrics } from '../../observability/index';
import type { AppContext, RequestState } from '../types';
import { countsOnAccount, setRateHeaders } from './rate-limit';
import { stateOf } from './request-context';

/** A hold outlives the function that took it by this margin before the reconciler may release it. */
const HOLD_GRACE_SECONDS = 60;
const DEFAULT_TIMEOUT_SECONDS = 29;

const creditHeaders = (state: RequestState, held = false): void => {
  const c = state.credits;
  if (!c) return;
  if (held) {
    // A stream's headers leave before its work: what moved so far is a hold, not the charge. The
    // final charge is recorded with the work (the chat: its conversation turn, docs/advisor.md).
    state.headers['X-Credits-Held'] = String(c.used);
    if (c.remaining !== undefined) state.headers['X-Credits-Available'] = String(c.remaining);
    return;
  }
  // a recovered answer shows what its stored work cost, in the headers as in `meta`
  const shown = state.shownCredits ?? c;
  state.headers['X-Credits-Used'] = String(shown.used);
  if (shown.remaining !== undefined) state.headers['X-Credits-Remaining'] = String(shown.remaining);
};

export const charge = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'charge',
  before: async (request) => {
    const state = stateOf(request.context);
    if (state.replay) return; // an Idempotency-Key repeat: the first request paid
    const caller = state.caller!;
    const journal = state.deps.journal;
    state.credits = createCreditsService({
      stores: state.deps.stores,
      accountId: caller.accountId,
      keyId: caller.keyId,
      ...(caller.slot !== undefined ? { keySlot: caller.slot } : {}),
      route: state.route.name,
      ...(state.via ? { via: state.via } : {}),
      requestId: state.requestId,
      now: state.deps.now,
      holdTtlSeconds: (state.route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) + HOLD_GRACE_SECONDS,
      ...(journal ? { onJournal: (id: string) => journal.notify(id) } : {}),
      observe: {
        charged: (n) => metrics.creditsCharged(state.route.name, n),
        refunded: (n) => metrics.creditsRefunded(state.route.name, n),
      },
    });
    const price = state.route.price;
    if (typeof price === 'number' && price > 0) {
      // the standard profile counts this request in the same conditional update as its debit
      const counters = countsOnAccount(state) ? accountCounters(caller.keyId, state.deps.config.rateLimits.standard, state.deps.now().getTime()) : undefined;
      try {
        await state.credits.charge(price, counters ? { counters } : undefined);
      } finally {
        // the headers of the count, on the answer and on a 429 or 402 alike
        if (state.credits.rate) setRateHeaders(state, state.credits.rate);
      }
    }
  },
  after: (request) => {
    const state = stateOf(request.context);
    // a streamed answer of a dynamic price: its headers leave while its credits are only held
    creditHeaders(state, state.route.streaming === true && state.route.price === 'dynamic');
  },
  onError: async (request) => {
    const state = request.context.app;
    const c = state?.credits;
    if (!state || !c) return;
    try {
      const credits = await c.unwind();
      if (credits > 0) state.log.info('refunded', { credits, reason: request.error?.message });
    } catch (e) {
      // the reconciler releases a hold that stays open; a fixed charge whose refund failed is logged for the operator
      metrics.refundFailed(state.route.name);
      state.log.error('refund failed', { credits: c.used, err: e instanceof Error ? e.message : String(e) });
    }
    creditHeaders(state);
  },
});
