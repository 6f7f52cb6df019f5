/**
 * The credit charge. Creates the request's credits service; for a fixed price debits it
 * before the handler (402 and no charge when short); on any later error, a timeout included,
 * unwinds: refunds the fixed charge and releases every open hold of the request. Each of those
 * is single (see shared/accounts/credits.ts), so the handler finishing late cannot move money a
 * second time. Adds X-Credits-Used / X-Credits-Remaining; a stream, whose headers leave before
 * its work is done, X-Credits-Held / X-Credits-Available instead (the hold, not the charge).
 *
 * A fixed price with an Idempotency-Key is paid as work is (shared/accounts/paid-work.ts), so that a
 * retry after a crash never pays twice: claim the key's attempt record -> hold the price (the hold
 * names the attempt record) -> handler -> keep the answer with its receipt in the attempt record
 * (one write) -> settle the hold -> Powertools keeps the answer. A retry whose earlier attempt kept
 * its answer gets that answer (`Idempotent-Replayed`) and settles the earlier hold if still open; a
 * retry whose earlier attempt kept nothing holds anew, and the reconciler releases the dead hold
 * (docs/platform.md, "Fixed prices with an Idempotency-Key").
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { createCreditsService } from '../../accounts/credits';
import { ATTEMPT_TTL_SECONDS, requestTimedOut } from '../../accounts/paid-work';
import type { AccountCounter } from '../../accounts/rate-limit';
import { accountCounters } from '../../accounts/rate-limit';
import { metrics } from '../../observability/index';
import type { AppContext, RequestState } from '../types';
import { countReplay, countsOnAccount, setRateHeaders } from './rate-limit';
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
        if (state.idempotencyScope) await holdKeyed(state, price, counters);
        else await state.credits.charge(price, counters ? { counters } : undefined);
      } finally {
        // the headers of the count, on the answer and on a 429 or 402 alike
        if (state.credits.rate) setRateHeaders(state, state.credits.rate);
      }
    }
  },
  after: async (request) => {
    const state = stateOf(request.context);
    if (state.keyedCharge && !state.replay) await keepKeyed(state, request.response ?? undefined);
    // a streamed answer of a dynamic price: its headers leave while its credits are only held
    creditHeaders(state, state.route.streaming === true && state.route.price === 'dynamic');
  },
  onError: async (request) => {
    const state = request.context.app;
    const c = state?.credits;
    if (!state || !c) return;
    const keyed = state.keyedCharge;
    if (keyed?.kept) {
      // the answer was kept and paid but the request fails after all (Powertools could not keep it) and is
      // refunded: a retry must do the work anew and pay for it, not find this answer free
      await state.deps.stores.attempts.discard(keyed.scope).catch(() => undefined);
    }
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

/**
 * The fixed price of a keyed request: claims the key's attempt record, then either answers with
 * what an earlier attempt of the key kept (settling its hold if still open: paid once) or holds the
 * price, the hold naming the attempt record (the reconciler settles it if the answer is kept there
 * by then, and releases it otherwise).
 */
const holdKeyed = async (state: RequestState, price: number, counters: AccountCounter[] | undefined): Promise<void> => {
  const credits = state.credits!;
  const scope = state.idempotencyScope!;
  const attempts = state.deps.stores.attempts;
  const expires = Math.floor(state.deps.now().getTime() / 1000) + ATTEMPT_TTL_SECONDS;
  if ((await attempts.claim(scope, state.requestId, expires)) !== state.requestId) {
    const earlier = await attempts.result(scope);
    const answer = earlier?.result as APIGatewayProxyResult | undefined;
    if (earlier && answer && typeof answer.statusCode === 'number' && typeof answer.body === 'string') {
      await credits.settleStored(earlier.receipt);
      // counted like a replay of Powertools' record, and answered like one
      await countReplay(state);
      state.replay = answer;
      state.headers['Idempotent-Replayed'] = 'true';
      state.shownCredits = { used: Math.min(earlier.receipt.credits, earlier.receipt.held), remaining: credits.remaining ?? (await credits.peekBalance()) };
      return;
    }
  }
  const hold = await credits.reserve(price, { ...(counters ? { counters } : {}), work: attempts.ref(scope), settleAs: 'charge' });
  state.keyedCharge = { scope, hold, kept: false };
};

/** Keeps a keyed fixed-price answer with its receipt under the key, then settles its hold (503 if the hold ended meanwhile). */
const keepKeyed = async (state: RequestState, response: APIGatewayProxyResult | undefined): Promise<void> => {
  const k = state.keyedCharge!;
  const attempts = state.deps.stores.attempts;
  if (response && typeof response.body === 'string' && response.statusCode < 300) {
    await attempts.complete(k.scope, { holdId: k.hold.holdId, held: k.hold.amount, credits: k.hold.amount }, response);
  }
  if (!(await k.hold.settle(k.hold.amount))) {
    // the hold ended (the request ran out of time and was released): nothing is delivered or kept
    await attempts.discard(k.scope).catch(() => undefined);
    throw requestTimedOut();
  }
  k.kept = true;
};
