/**
 * Authentication: `Authorization: Bearer <key>` or `X-API-Key: <key>`; missing, unknown or revoked -> 401.
 *
 * The key's identity comes from the container's key directory (shared/accounts/key-directory.ts):
 * remembered after the first read of the key record, because it never changes. Liveness is
 * never remembered. Routes that charge a fixed price up front have it checked by the
 * conditional debit (a revoked key gets 401 and no charge); every other route reads the
 * account here. A fixed-price request refused before its debit (429, 400) confirms liveness
 * with that same read first (`refuseRevokedKey`), so a revoked key always sees 401.
 *
 * The key lookup and the request's rate-limit count run concurrently: the key id is derived
 * from the key's hash (shared/accounts/keys.ts), so the count does not need the lookup's answer.
 * The rate-limit middleware awaits the count after authentication succeeded, so the observable
 * order stays "401 before 429 before validation". A request with an unknown or revoked key is
 * still refused with 401 and charged nothing; it may have been counted in the bucket of a key
 * id that does not exist (or is revoked), which nobody ever reads against a live key.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { keyDirectoryFor } from '../../accounts/key-directory';
import { hashKey, keyFromHeaders, keyIdFromHash } from '../../accounts/keys';
import { AppError } from '../../errors';
import type { AppContext } from '../types';
import { debitChecksKey, refuseRevokedKey } from './key-live';
import { startRateCount } from './rate-limit';
import { stateOf } from './request-context';

const missingKey = (): AppError =>
  new AppError('unauthorized', 'Missing API key', 'Send the key as "Authorization: Bearer <key>" or "X-API-Key: <key>"');

export const auth = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext> => ({
  name: 'auth',
  before: async (request) => {
    const state = stateOf(request.context);
    const apiKey = keyFromHeaders(request.event.headers);
    if (!apiKey) throw missingKey();
    const keyHash = hashKey(apiKey);
    state.rateCount = startRateCount(state, keyIdFromHash(keyHash));
    state.caller = await keyDirectoryFor(state.deps.stores.keys).identify(keyHash);
    state.log = state.log.child({ keyId: state.caller.keyId, accountId: state.caller.accountId });
    if (!debitChecksKey(state.route)) await refuseRevokedKey(state);
  },
});
