/**
 * Authentication: `Authorization: Bearer <key>` or `X-API-Key: <key>`; missing, unknown or revoked -> 401.
 *
 * The key's identity comes from the container's key directory (shared/accounts/key-directory.ts):
 * remembered after the first read of the key record, because it never changes. Liveness is
 * never remembered. Routes that charge a fixed price up front have it checked by the
 * conditional debit (a revoked key gets 401 and no charge); every other route reads the
 * account here. A fixed-price request refused before its debit (400) confirms liveness
 * with that same read first (`refuseRevokedKey`), so a revoked key always sees 401.
 *
 * Counting the request (middleware/rate-limit.ts) starts once the key's identity is known; an
 * unknown key is refused with 401 before anything is written. Standard-profile routes count in
 * the account item: a fixed-price route in its debit (after validation, so an invalid body is
 * refused with 400 and not counted), any other route here, in the update that also returns the
 * account for the liveness check. Chat-profile routes count in the rate-limit table, concurrently
 * with the account read. The observable order is "401 before 429".
 *
 * More than one distinct key (in Authorization and X-API-Key, or in a repeated header), or a
 * malformed Authorization next to a key: 400 "Conflicting API keys".
 *
 * A route with `auth: 'token'` (a calendar feed) reads no key: its resolver (defineRoute's `token`)
 * turns the secret in the path into the key it acts for, and the request goes on as that key's
 * (counted on its account, liveness checked); a key revoked since, or an account gone, gets the
 * resolver's `gone` error (404: the token stands for nothing any more) rather than a 401.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { setTimeout as delay } from 'node:timers/promises';
import { keyDirectoryFor } from '../../accounts/key-directory';
import { hashKey, keyFromHeaders } from '../../accounts/keys';
import { isTestAccount, SCENARIO_HEADER, SCENARIO_RETRY_AFTER, scenarioError, scenarioOf, SLOW_MS } from '../../accounts/test-mode';
import { AppError } from '../../errors';
import type { AppContext, RequestState, TokenResolver } from '../types';
import { headerOf } from './body';
import { debitChecksKey, refuseRevokedKey } from './key-live';
import { countOnAccount, countsOnAccount, startRateCount } from './rate-limit';
import { stateOf } from './request-context';

const missingKey = (): AppError =>
  new AppError('unauthorized', 'Missing API key', 'Send the key as "Authorization: Bearer <key>" or "X-API-Key: <key>"');

export const auth = (token?: TokenResolver): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'auth',
  before: async (request) => {
    const state = stateOf(request.context);
    if (state.route.auth === 'token') {
      if (!token) throw new Error(`Route ${state.route.name} has auth 'token' but its handler gives no token resolver`);
      const resolved = await token(request.event, state.deps);
      state.caller = resolved.caller;
      state.token = resolved.subject;
      state.log = state.log.child({ keyId: state.caller.keyId, accountId: state.caller.accountId });
      await testMode(state, request.event.headers);
      try {
        if (countsOnAccount(state)) await countOnAccount(state);
        else await refuseRevokedKey(state);
      } catch (e) {
        if (e instanceof AppError && e.kind === 'unauthorized') throw resolved.gone();
        throw e;
      }
      return;
    }
    const apiKey = keyFromHeaders(request.event.headers, request.event.multiValueHeaders);
    if (!apiKey) throw missingKey();
    if (apiKey === 'conflict') {
      throw new AppError('invalid_input', 'Conflicting API keys', 'The request carries more than one API key (Authorization, X-API-Key, or a repeated header), or an Authorization header that is not "Bearer <key>" next to a key; send one key');
    }
    const keyHash = hashKey(apiKey);
    state.caller = await keyDirectoryFor(state.deps.stores.keys).identify(keyHash);
    state.log = state.log.child({ keyId: state.caller.keyId, accountId: state.caller.accountId });
    await testMode(state, request.event.headers);
    if (countsOnAccount(state)) {
      // a fixed-price route counts in its debit; any other counts in the update that also reads the account
      if (!debitChecksKey(state.route)) await countOnAccount(state);
      refuseRole(state);
      return;
    }
    state.rateCount = startRateCount(state, state.caller.keyId);
    // the chat counts in the rate-limits table, not in the account item: it records the key's last use itself
    await Promise.all([debitChecksKey(state.route) ? undefined : refuseRevokedKey(state), recordUse(state, keyHash)]);
    refuseRole(state);
  },
});

/**
 * A test key's request (shared/accounts/test-mode.ts): marked (`Blueprint-Livemode: false`, the
 * log lines), and its `Blueprint-Test-Scenario` played before anything is counted or charged;
 * the header on a live key is a 400.
 */
const testMode = async (state: RequestState, headers: Record<string, string | undefined> | null | undefined): Promise<void> => {
  const accountId = state.caller!.accountId;
  if (isTestAccount(accountId)) {
    state.headers['Blueprint-Livemode'] = 'false';
    state.log = state.log.child({ livemode: false });
  }
  const scenario = scenarioOf(headerOf(headers, SCENARIO_HEADER.toLowerCase()), accountId);
  if (!scenario) return;
  if (scenario === 'slow') {
    await delay(SLOW_MS);
    return;
  }
  if (scenario === 'rate_limited') state.headers['Retry-After'] = String(SCENARIO_RETRY_AFTER);
  const price = state.route.price;
  throw scenarioError(scenario, typeof price === 'number' && price > 0 ? price : 1, state.deps.now().getTime());
};

/** 403 for a live key whose role the route does not admit (RouteDef.roles), after the key check: a revoked key still sees 401. */
const refuseRole = (state: RequestState): void => {
  const roles = state.route.roles;
  if (roles && state.caller && !roles.includes(state.caller.role)) {
    throw new AppError('forbidden', 'Forbidden', `This route needs a key with the role ${roles.join(' or ')}; this key is ${state.caller.role === 'admin' ? 'an' : 'a'} ${state.caller.role} key`);
  }
};

/** Per container: the minute each key's use was last recorded by this container. */
const recorded = new Map<string, string>();

/**
 * `lastUsedAt` of a key whose requests are not counted in the account item (the chat profile):
 * at most one conditional write per key and minute per container, refused by the store when
 * another container wrote that minute already. (Standard-profile requests need no write: their
 * counter in the account item says when the key was last counted, docs/self-service.md.)
 */
const recordUse = async (state: RequestState, keyHash: string): Promise<void> => {
  const minute = `${state.deps.now().toISOString().slice(0, 16)}:00.000Z`;
  const keyId = state.caller!.keyId;
  if (recorded.get(keyId) === minute) return;
  if (recorded.size >= 10_000) recorded.clear();
  recorded.set(keyId, minute);
  await state.deps.stores.keys.touch(keyHash, minute, minute).catch((e: unknown) => state.log.warn('lastUsedAt not recorded', { error: String(e) }));
};
