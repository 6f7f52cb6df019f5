/**
 * Rate limiting per key: fixed windows of the route's profile; over -> 429 with X-RateLimit-* headers.
 *
 * - Standard profile: the counters live in the paying account's item (shared/accounts/rate-limit.ts).
 *   A fixed-price route counts in its conditional debit (charge.ts): one write moves the money,
 *   records it and counts the request. Every other route counts with one update of the account
 *   that also returns it, in place of the key check's read (`countOnAccount`, called by auth).
 * - Chat profile: the rate-limit table, one conditional write per window, started by auth in
 *   parallel with the key lookup and awaited here.
 *
 * The observable order stays "401 before 429": a revoked key is refused before its count is judged.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { liveAccount, type KeyIdentity } from '../../accounts/key-directory';
import type { Deps } from '../../deps';
import type { Account } from '../../store/types';
import { carryMovedCounts } from '../../accounts/moved-counters';
import { keyShard, learnShardCount } from '../../accounts/shards';
import {
  accountCounters,
  accountDecision,
  checkRateLimit,
  countersKeptChanging,
  MAX_REGUESS,
  rateLimitHeaders,
  rateLimited,
  reguess,
  rememberWindows,
  type RateDecision,
} from '../../accounts/rate-limit';
import type { AppContext, RequestState } from '../types';
import { debitChecksKey, refuseRevokedKey } from './key-live';
import { stateOf } from './request-context';

/** Whether this route's requests are counted in the account item (the standard profile). */
export const countsOnAccount = (state: RequestState): boolean => state.route.rateLimit === 'standard';

/** Starts counting this request for `keyId` in the rate-limit table, in every window of the route's profile. */
export const startRateCount = (state: RequestState, keyId: string): { keyId: string; decision: Promise<RateDecision> } => {
  const profile = state.route.rateLimit;
  const decision = checkRateLimit(state.deps.stores.rateLimits, keyId, profile, state.deps.config.rateLimits[profile], state.deps.now().getTime());
  // when authentication fails nobody awaits it: a failed write must not become an unhandled rejection
  decision.catch(() => undefined);
  return { keyId, decision };
};

/**
 * Counts `by` requests of the key in the account item (its shard of a sharded account), in the
 * update that also returns the account: the key's liveness is checked on it (401 when the key is
 * revoked or the account gone). All `by` are counted or none (over the limit: `rate.allowed` false).
 * Used for one request (`countOnAccount`) and for the N protocol messages of an MCP batch.
 */
export const countOnAccountItem = async (deps: Deps, caller: KeyIdentity, by = 1): Promise<{ account: Account; rate: RateDecision }> => {
  let counters = accountCounters(caller.keyId, deps.config.rateLimits.standard, deps.now().getTime()).map((c) => (by === 1 ? c : { ...c, by }));
  let rerouted = 0;
  for (let stales = 0; ; stales++) {
    // on the key's shard of a sharded account (its counters and its revocation are there)
    const where = keyShard(caller.accountId, caller.keyId, caller.slot);
    // a key whose shard moved within its windows: what it counted on its earlier shards counts too
    counters = await carryMovedCounts(deps.stores.accounts, caller.accountId, caller.keyId, caller.slot, counters, where.shards);
    const r = await deps.stores.accounts.count(where.item, counters, where.shards, caller.keyId);
    if (!r.ok && r.shards && rerouted++ < 3) {
      learnShardCount(caller.accountId, r.shards, r.shardHistory);
      stales--;
      continue;
    }
    const account = liveAccount(r.account, caller);
    const stored = r.ok ? (r.account.rates ?? {}) : r.rate.rates;
    rememberWindows(counters, stored);
    if (r.ok || r.rate.limited) return { account, rate: accountDecision(counters, stored, r.ok) };
    if (stales >= MAX_REGUESS * (1 + rerouted)) throw countersKeptChanging();
    counters = reguess(counters, stored);
  }
};

/**
 * Standard-profile routes without an up-front charge: counts the request in the account item
 * and keeps the account the update returns (`state.account`, the key check's read). 401 when the
 * key is revoked or the account gone; the decision goes to `state.rate` (the middleware below
 * answers 429).
 */
export const countOnAccount = async (state: RequestState): Promise<void> => {
  const r = await countOnAccountItem(state.deps, state.caller!);
  state.account = r.account;
  state.rate = r.rate;
};

/** Sets the X-RateLimit-* headers of a decision, and Retry-After for a refusal. */
export const setRateHeaders = (state: RequestState, decision: RateDecision): void => {
  state.rate = decision;
  Object.assign(state.headers, rateLimitHeaders(decision));
  if (!decision.allowed) state.headers['Retry-After'] = String(rateLimited(decision, state.deps.now().getTime()).retryAfter);
};

/**
 * The X-RateLimit-* headers of an answer after authentication that was not counted: a
 * fixed-price request refused before its debit (400, 409, 422), which leaves the counters alone.
 * They show the key's windows as they stand (from the account this request read to check the
 * key, else one read). Does nothing when the headers are already set or the key is unknown.
 */
export const setUncountedRateHeaders = async (state: RequestState): Promise<void> => {
  if (!state.caller || state.headers['X-RateLimit-Limit'] !== undefined || !countsOnAccount(state)) return;
  const account = state.account ?? (await state.deps.stores.accounts.get(state.caller.accountId));
  if (!account) return;
  const counters = accountCounters(state.caller.keyId, state.deps.config.rateLimits.standard, state.deps.now().getTime());
  Object.assign(state.headers, rateLimitHeaders(accountDecision(counters, account.rates ?? {}, false)));
};

/** Sets the headers of a decision; a refusal throws 429. */
const applyRateDecision = (state: RequestState, decision: RateDecision): void => {
  setRateHeaders(state, decision);
  if (!decision.allowed) throw rateLimited(decision, state.deps.now().getTime()).error;
};

/**
 * An `Idempotency-Key` replay of a fixed-price route never reaches the debit that would check
 * its key and count it: it is counted here, with the update that also returns the account, before
 * the stored answer is served (401 for a revoked key, 429 over the limit). Other routes were
 * already counted, and their key checked, by auth and the middleware below.
 */
export const countReplay = async (state: RequestState): Promise<void> => {
  if (!countsOnAccount(state) || !debitChecksKey(state.route)) return;
  await countOnAccount(state);
  applyRateDecision(state, state.rate!);
};

export const rateLimit = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'rateLimit',
  before: async (request) => {
    const state = stateOf(request.context);
    if (countsOnAccount(state)) {
      // counted by auth (state.rate), or, on a fixed-price route, by the debit (charge.ts)
      if (state.rate) applyRateDecision(state, state.rate);
      return;
    }
    const keyId = state.caller!.keyId;
    // the count started by auth is for the key id derived from the hash; a stored key with any
    // other id (none is ever created so) is counted here, under its own id
    const started = state.rateCount?.keyId === keyId ? state.rateCount : startRateCount(state, keyId);
    const decision = await started.decision;
    if (!decision.allowed) await refuseRevokedKey(state);
    applyRateDecision(state, decision);
  },
});
